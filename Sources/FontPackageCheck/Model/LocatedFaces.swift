public import FontPackage
public import FontPackageInspection

/// A slot a check asks for: a weight slot, upright or italic.
package struct CheckedSlot: Sendable, Hashable {
    package let slot: WeightSlot
    package let italic: Bool

    /// `light`, `bold italic`: how findings, rows and tables name the slot.
    package var name: String { italic ? "\(slot.name) italic" : slot.name }

    /// The upright slots always; italic slots too when the entry has italic faces.
    package static func all(of entry: PackEntry) -> [CheckedSlot] {
        let upright = WeightSlot.allCases.map { CheckedSlot(slot: $0, italic: false) }
        guard entry.hasItalicFaces else { return upright }
        return upright + WeightSlot.allCases.map { CheckedSlot(slot: $0, italic: true) }
    }
}

/// Where each face of the config is in the pack: config face -> ``FaceID``.
/// Found from the index alone, before any glyph is loaded.
package struct FaceLocations: Sendable {
    private var ids: [ObjectIdentifier: [Int: FaceID]] = [:]
    /// The faces in use as the index read them (cmap and names; no ink yet).
    var indexed: [FaceID: FontFace] = [:]
    /// Per entry and slot, the located chain (own face, then fallback links);
    /// only for entries with a chain (see ``chain(of:_:)``).
    var chains: [ObjectIdentifier: [CheckedSlot: [ChainLink]]] = [:]

    /// No face located.
    init() {}

    /// What could not be found as the config says, in config order: ``FontLookupRule`` reports each.
    package internal(set) var problems: [LookupProblem] = []

    /// A config face or fallback link the pack cannot serve as written.
    package enum LookupProblem: Sendable {
        /// The face the entry's `spec` names is not in the pack (or not readable, or ambiguous).
        case face(FontLookupError, entry: PackEntry, spec: PackFace, folder: String)
        /// The explicit `file` of `spec` holds `face`, which does not answer to the spec's name.
        case nameMismatch(entry: PackEntry, spec: PackFace, face: FontFace)
        /// A font named as a fallback link is not in the pack; once per place it is written.
        case link(FontLookupError, entry: PackEntry, link: FallbackLink, folder: String)
    }

    /// Finds each config face in the pack, keeping what cannot be found as written in ``problems``.
    static func locate(_ config: FontPackConfig, in index: FontIndex) -> FaceLocations {
        var locations = FaceLocations()
        for entry in config.entries {
            for (position, spec) in entry.faces.enumerated() {
                do {
                    let face = try index.face(for: spec)
                    if spec.file != nil, !face.answers(to: spec.name) {
                        locations.problems.append(.nameMismatch(entry: entry, spec: spec, face: face))
                    }
                    locations.ids[ObjectIdentifier(entry), default: [:]][position] = face.id
                    locations.indexed[face.id] = face
                } catch {
                    locations.problems.append(.face(error, entry: entry, spec: spec, folder: index.root))
                }
            }
        }
        locations.locateChains(config, in: index)
        return locations
    }

    /// The face serving the entry's config face at `position`, if it was found.
    package func id(of entry: PackEntry, at position: Int) -> FaceID? { ids[ObjectIdentifier(entry)]?[position] }
}

/// The faces of the pack that serve the config, each read once (cmap,
/// names, weight; with ink for the characters that matter): what every
/// check, output and export reads to know which font serves a slot.
package struct LocatedFaces: Sendable {
    package let locations: FaceLocations
    /// The faces in use, complete (ink read) in the value `PackChecker`
    /// keeps; the shaping passes, which never read empty glyphs, are handed
    /// the faces before the ink pass so that they can run beside it.
    package let faces: [FaceID: FontFace]

    init(locations: FaceLocations = FaceLocations(), faces: [FaceID: FontFace] = [:]) {
        self.locations = locations
        self.faces = faces
    }

    /// The face serving the entry's config face at `position`.
    package func face(of entry: PackEntry, at position: Int) -> FontFace? {
        locations.id(of: entry, at: position).flatMap { faces[$0] }
    }

    /// The config face a request for `slot` gets after weight fallback, and the font serving it.
    func serving(_ entry: PackEntry, _ slot: CheckedSlot) -> (position: Int, spec: PackFace, face: FontFace?) {
        let position = entry.faceIndex(slot: slot.slot, weight: slot.slot.weight, italic: slot.italic)
        return (position, entry.faces[position], face(of: entry, at: position))
    }

    /// The fonts of every config face of the entry, by position.
    package func faces(of entry: PackEntry) -> [Int: FontFace] {
        var found: [Int: FontFace] = [:]
        for position in entry.faces.indices {
            if let face = face(of: entry, at: position) { found[position] = face }
        }
        return found
    }
}

extension FontIndex {
    /// The face of the pack that serves a config face: its `file` (and
    /// `index`) when it gives one, else the face its `name` finds (the
    /// PostScript name, a full name, a family and style, or a file's base
    /// name), at its `index` when that is another face of the same file. A
    /// variable font is drawn at the named instance the name gives
    /// (`Inter-Light`), then at the data item's `variation`.
    ///
    /// ```swift
    /// let index = try FontIndex(folder: "Fonts")
    /// let face = try index.face(for: config.entries[0].faces[0])
    /// print(face.postscriptName ?? face.fullName, face.file, face.index)
    /// ```
    public func face(for spec: PackFace) throws(FontLookupError) -> FontFace {
        try face(named: spec).at(spec.variationSettings)
    }

    private func face(named spec: PackFace) throws(FontLookupError) -> FontFace {
        if let file = spec.file {
            let face = try find(file: file, index: spec.index ?? 0)
            // A named instance's name with its file (`Inter-Light`, `Inter-roman.var.ttf`) is that
            // instance, as the name alone is: the file's own names come first, as they do there.
            guard !face.answers(to: spec.name), let instance = face.namedInstance(called: spec.name) else { return face }
            return face.at(instance.coordinates)
        }
        let named: FontFace
        do {
            named = try find(name: spec.name)
        } catch {
            // A data item with a variation may name its variable font by family.
            guard case .notFound = error.reason, !spec.variation.isEmpty,
                let variable = variableFace(family: spec.name, italic: spec.italic)
            else { throw error }
            named = variable
        }
        guard let wanted = spec.index, wanted != named.index else { return named }
        return try find(file: relativePath(of: named), index: wanted).at(named.variation)
    }
}
