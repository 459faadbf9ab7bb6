package import FontPackage
package import FontPackageInspection

/// One located face of a (language, slot)'s chain: the entry's own face
/// first, then each `fallback` link's face for the same slot, in order.
package struct ChainLink: Sendable, Hashable {
    /// The link as the config writes it; nil for the entry's own face.
    package let link: String?
    /// The env of the entry an entry link names; nil for the own face and font links.
    package let env: String?
    /// The face that serves; nil when the link's font is not in the pack.
    package let face: FaceID?
    /// The slot of the face that serves (`light`, `bold italic`, `weight 600`).
    package let usedSlot: String
    /// True when the link has no face of the asked slot and another weight serves.
    package let otherWeight: Bool
    /// Where the link (or, for the own face, the config face) is written.
    package let location: SourceLocation

    /// The entry's own face, not a fallback link.
    var isOwnFace: Bool { link == nil }

    /// `NotoSansHebrew-Regular` or `ar (entry)`: how findings and outputs name the link.
    package var label: String {
        guard let link else { return "own face" }
        return env == nil ? link : "\(link) (entry)"
    }
}
