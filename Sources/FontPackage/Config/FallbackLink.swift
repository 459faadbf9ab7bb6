/// One link of a fallback chain (`fallback` in the config): after an entry's
/// own face, the faces that draw the characters it lacks, in order.
///
/// A link is another entry's `env` (that entry's face for the same request,
/// chosen by that entry's own weight fallback; its own `fallback` does not
/// follow, so links never expand into loops) or a font name (a PostScript
/// name, full name, family name or file base name in the pack; the face of
/// that font's family that the same weight rule gives serves).
package struct FallbackLink: Sendable, CustomStringConvertible {
    /// The link as written in `fallback`.
    package let name: String
    /// The entry the link names; nil for a font name.
    package let entry: PackEntry?
    /// Where the link is written.
    package let location: SourceLocation
    /// JSON path, e.g. `list[2].fallback[0]` or `fallback[1]`.
    package let path: String

    package init(name: String, entry: PackEntry?, location: SourceLocation, path: String) {
        self.name = name
        self.entry = entry
        self.location = location
        self.path = path
    }

    /// `ar (entry)` or `NotoSansHebrew-Regular`.
    package var description: String { entry == nil ? name : "\(name) (entry)" }

    /// Whether a written link names an entry rather than a font: `default`,
    /// or a language tag whose first subtag is 2 or 3 letters (`ar`,
    /// `zh-Hant`, `pt_BR`). Font names never have that shape (`NotoSansArabic-Light`,
    /// `Noto Sans Hebrew`), so a tag no entry has is an error, not a font.
    package static func looksLikeEnv(_ text: String) -> Bool {
        if text.asciiLowercased == "default" { return true }
        let first = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        guard (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return (try? ParsedLocale(text)) != nil
    }

    /// Which of a font link's faces serves a request, by the rule entries
    /// follow: each face fills the slot its weight class belongs to (up to
    /// 499 light, 500-599 medium, 600 and above bold); the asked slot's
    /// fallback order is tried (bold: bold, medium, light; medium: medium,
    /// light, bold; light: light, medium, bold); within a slot the face
    /// nearest the slot's weight wins. Italic requests prefer italic faces,
    /// upright requests upright ones. Nil when `faces` is empty.
    ///
    /// ```swift
    /// // Noto Sans Hebrew: Regular 400, Bold 700. A medium request gets the Regular (a light face).
    /// FallbackLink.choose(slot: .medium, italic: false, faces: [(400, false), (700, false)])  // 0
    /// ```
    package static func choose(slot: WeightSlot, italic: Bool, faces: [(weight: Int, italic: Bool)]) -> Int? {
        guard !faces.isEmpty else { return nil }
        let wantItalic = italic && faces.contains(where: \.italic)
        let hasUpright = faces.contains { !$0.italic }
        let slant: Bool? = wantItalic ? true : (hasUpright ? false : nil)
        for candidate in slot.fallbackOrder {
            var best: (index: Int, distance: Int)?
            for (index, face) in faces.enumerated()
            where (slant == nil || face.italic == slant) && WeightSlot(weight: face.weight) == candidate {
                let distance = abs(face.weight - candidate.weight)
                if best == nil || distance < best!.distance { best = (index, distance) }
            }
            if let best { return best.index }
        }
        return nil
    }
}

extension FontPackConfig {
    /// The fallback chain of `entry` after its own face: its own `fallback`
    /// list, then the top-level `fallback` list, without links that repeat an
    /// earlier one or (top-level) name the entry itself.
    package func fallback(of entry: PackEntry) -> [FallbackLink] {
        fallbacks[ObjectIdentifier(entry)] ?? []
    }

    /// The links of `entry`'s fallback chain as the config writes them (env
    /// names and font names), in order: its own `fallback` list, then the
    /// top-level one, without a link that repeats an earlier one or, from the
    /// top-level list, names the entry itself.
    ///
    /// ```swift
    /// config.fallbackLinks(of: config.entry(forEnv: "default")!)  // ["ar", "Noto Sans Hebrew"]
    /// ```
    public func fallbackLinks(of entry: PackEntry) -> [String] { fallback(of: entry).map(\.name) }
}

/// One step of a resolution's fallback chain: the link, and for a link that
/// names an entry the face that entry gives the same request.
package struct FallbackStep: Sendable {
    /// The link as the config writes it.
    package let link: FallbackLink
    /// For an entry link, the index in `link.entry!.faces` of the face the same
    /// request gets there (its weight fallback applied); nil for a font link,
    /// whose face ``FallbackLink/choose(slot:italic:faces:)`` picks among the
    /// font's family in the pack.
    package let faceIndex: Int?

    /// The face of an entry link; nil for a font link.
    package var face: PackFace? { faceIndex.flatMap { link.entry?.faces[$0] } }
}
