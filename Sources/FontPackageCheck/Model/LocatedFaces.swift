package import FontPackage
package import FontPackageInspection

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
