package import FontPackage
package import FontPackageInspection

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
