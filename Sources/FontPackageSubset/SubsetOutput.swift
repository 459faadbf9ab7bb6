internal import FontPackage
internal import FontPackageInspection

/// One file `subset` writes: a face of the pack cut to what every instance
/// of it in use needs, or, with `--pin`, one instance of a variable face made
/// a static font.
///
/// The located faces are instances (a variable file drawn at wght 300 and at
/// wght 700 is two `FaceID`s), but a variable font's design space lives in
/// one file: without pinning, the instances of a file share its subset.
struct SubsetOutput {
    /// The face of the pack, at its default instance.
    let face: FontFace
    /// The located faces this file serves, in order.
    let instances: [FaceID]
    /// Every axis's coordinate, when the file is pinned to one instance.
    let pin: [String: Double]?
    /// Why `--pin` could not be honoured for the face, when it could not.
    let pinningObstacle: String?
    /// The characters, languages and string languages of every instance served.
    let wanted: PackSubsetter.Wanted

    /// The files to write, by file and face number: one per face in use;
    /// with `pin`, one per instance in use of each variable face HarfBuzz can
    /// instance faithfully (``FontSubsetter/pinningObstacle(path:index:)``).
    static func plan(_ wanted: [FaceID: PackSubsetter.Wanted], faces: [FaceID: FontFace], pin: Bool) -> [SubsetOutput] {
        let groups = Dictionary(grouping: wanted.keys.filter { faces[$0] != nil }, by: \.atDefault)
        var outputs: [SubsetOutput] = []
        for file in groups.keys.sorted(by: { $0.precedes($1) }) {
            let ids = groups[file]!.sorted { $0.precedes($1) }
            let face = faces[ids[0]]!.atDefaultInstance
            var obstacle: String?
            if pin, !face.axes.isEmpty {
                do {
                    obstacle = try FontSubsetter.pinningObstacle(path: face.file, index: face.index)
                } catch {
                    obstacle = error.message
                }
                if obstacle == nil {
                    for id in ids {
                        let coordinates = face.at(id.variation).coordinatesByTag ?? [:]
                        outputs.append(SubsetOutput(face: face, instances: [id], pin: coordinates, pinningObstacle: nil, wanted: wanted[id]!))
                    }
                    continue
                }
            }
            var union = PackSubsetter.Wanted()
            for id in ids {
                union.characters = union.characters.union(wanted[id]!.characters)
                union.languages.formUnion(wanted[id]!.languages)
                union.stringLanguages.formUnion(wanted[id]!.stringLanguages)
            }
            outputs.append(SubsetOutput(face: face, instances: ids, pin: nil, pinningObstacle: obstacle, wanted: union))
        }
        return outputs
    }
}

/// The names of a variable face's instance made a static font: HarfBuzz 6
/// keeps the default instance's names, so every instance of Inter would be
/// called `Inter`, and iOS registers one font per PostScript name.
///
/// The PostScript name is the one platforms give the instance, after Adobe
/// Technical Note #5902 (``FontFace/postscriptName(of:)`` for a named
/// instance, `Inter-Light`; ``FontFace/coordinateName(of:)`` for another
/// point, `Inter_350wght`). The family keeps the variable font's as its
/// typographic family (name ID 16) with the instance as its subfamily (17);
/// the legacy family (1) is both (`Inter Light`), and the legacy subfamily
/// (2) `Regular` or `Italic`, so no two instances share a legacy family and
/// style, and no style-linking bit claims what the instance is not.
struct PinnedNames {
    let postscriptName: String
    /// Name ID to its English text; nil removes the records of the ID.
    let records: [UInt16: String?]

    /// Nil for the default instance, which already carries the font's own names.
    init?(face: FontFace, coordinates: [String: Double]) {
        let drawn = face.at(coordinates)
        guard !drawn.variation.isEmpty else { return nil }
        let family = face.family
        var subfamily: String
        if let instance = drawn.drawnNamedInstance {
            postscriptName = face.postscriptName(of: instance)
            subfamily = instance.name
        } else {
            postscriptName = face.coordinateName(of: drawn.variation)
            subfamily = face.axes.compactMap { axis in
                drawn.variation[axis.tag].map { FaceID.number($0) + axis.tag.filter { $0 != " " } }
            }.joined(separator: " ")
            if face.isItalic { subfamily += " Italic" }
        }
        let plain = ["Regular", "Italic"].contains(subfamily)
        records = [
            1: plain ? family : "\(family) \(subfamily)",
            2: face.isItalic ? "Italic" : "Regular",
            3: postscriptName,
            4: "\(family) \(subfamily)",
            6: postscriptName,
            16: plain ? nil : family,
            17: plain ? nil : subfamily,
            // The Macintosh compatible full name is the default instance's; the Variations PostScript
            // Name Prefix names instances of a design space the file no longer has.
            18: nil,
            25: nil,
        ]
    }
}
