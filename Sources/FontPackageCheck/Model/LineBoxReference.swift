internal import FontPackage
package import FontPackageInspection
internal import FontPackageStrings

/// The entry other languages' line boxes are compared with, and its face at
/// each slot (`light`, `medium italic`): the report draws each language's box beside it.
package struct LineBoxReference: Sendable {
    /// The reference entry's `env`.
    package let env: String
    /// Per slot name, the face the reference entry serves there.
    package let faces: [String: FontFace]
}

extension LineBoxReference {
    /// The entry other languages are measured against: the one the
    /// Info.plist's development language resolves to, else `default`.
    static func entry(in context: CheckContext) -> PackEntry? {
        if let development = context.givenInfo?.developmentRegion,
            let bound = try? context.resolver.bind(locale: development.language.identifier)
        {
            return bound.entry
        }
        return context.config.defaultEntry
    }

    /// The reference entry and its face at every slot, for the report's drawings; nil without one.
    init?(in context: CheckContext) {
        guard let entry = Self.entry(in: context) else { return nil }
        var faces: [String: FontFace] = [:]
        for slot in WeightSlot.allCases.flatMap({ [CheckedSlot(slot: $0, italic: false), CheckedSlot(slot: $0, italic: true)] }) {
            faces[slot.name] = context.located.serving(entry, slot).face
        }
        self.init(env: entry.env, faces: faces)
    }
}
