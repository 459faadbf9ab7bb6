package import FontPackage

/// Every character the app's translated strings show is drawn by the faces
/// that will draw it; emoji are left to the system.
enum StringsCoverageRule: PackRule {
    static let reads: [CheckInput] = [.strings, .fontFiles, .glyphOutlines]
    static let codes: [FindingRule] = [
        FindingRule(.stringMissingCharacters, .error, "A translated string shows characters its font cannot draw.", help: "Use a font that has the characters, route the script to another entry with scripts, or change the string."),
        FindingRule(.stringComposableOnly, .warning, "A string's letters exist only as base + combining mark.", help: "Use a font with the precomposed letters, or make sure the text engine composes them."),
        FindingRule(.stringEmoji, .note, "Emoji in a language's strings, drawn by the system emoji font.", help: "Nothing to do unless the pack should draw them."),
    ]

    static func findings(in context: CheckContext) -> [Finding] { context.stringsCoverage?.findings ?? [] }
}

extension Diagnostic.Code {
    /// A translated string shows characters its font cannot draw.
    package static let stringMissingCharacters: Self = "string-missing-characters"
    /// A string's letters exist only as base + combining mark.
    static let stringComposableOnly: Self = "string-composable-only"
    /// Emoji in a language's strings, drawn by the system emoji font.
    static let stringEmoji: Self = "string-emoji"
}
