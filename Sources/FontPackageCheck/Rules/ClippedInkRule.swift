package import FontPackage

/// Shaped ink of each language's sample and of the app's strings stays inside
/// the line box each platform lays the face's lines out with.
enum ClippedInkRule: PackRule {
    static let reads: [CheckInput] = [.shaping, .glyphOutlines, .platforms, .strings]
    static let codes: [FindingRule] = [
        FindingRule(.clippedInk, .warning, "Shaped ink of a language's sample or a string rises above or falls below the line box the platform lays the face's lines out with, so a label one line high cuts it off.", help: "Raise the face's ascender or descender (hhea, and OS/2 typo and win metrics alike), or give the label room beyond one line."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        guard let ink = context.ink else { return [] }
        var findings: [Finding] = []
        for row in context.rows {
            guard let face = row.face, let clipped = row.clippedInk else { continue }
            findings += InkCheck.findings(
                clipped, language: row.language, slot: row.slot, face: face, location: row.configFace.location)
        }
        return findings + ink.strings.map(\.finding)
    }
}

extension Diagnostic.Code {
    /// Shaped ink rises above or falls below the line box a platform lays the face's lines out with.
    package static let clippedInk: Self = "clipped-ink"
}
