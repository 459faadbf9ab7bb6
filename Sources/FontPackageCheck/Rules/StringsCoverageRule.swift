package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Every character the app's translated strings show is drawn by the faces
/// that will draw it; emoji are left to the system.
enum StringsCoverageRule: PackRule {
    static let reads: [CheckInput] = [.strings, .fontFiles, .glyphOutlines]
    static let codes: [FindingRule] = [
        FindingRule(.stringMissingCharacters, .error, "A translated string shows characters its font cannot draw.", help: "Use a font that has the characters, route the script to another entry with scripts, or change the string."),
        FindingRule(.stringComposableOnly, .warning, "A string's letters exist only as base + combining mark.", help: "Use a font with the precomposed letters, or make sure the text engine composes them."),
        FindingRule(.stringEmoji, .note, "Emoji in a language's strings, drawn by the system emoji font.", help: "Nothing to do unless the pack should draw them."),
    ]

    /// The strings pass (``StringsChecker``) finds what each string lacks per
    /// slot and words it with this rule's ``wording``, listing at most
    /// `--string-findings-per-file` a file (``StringFindingBudget``).
    static func findings(in context: CheckContext) -> [Finding] { context.stringsCoverage?.findings ?? [] }

    /// What a string lacks, and a language's emoji, as the strings pass finds them.
    static let wording: FindingWording = {
        var wording = FindingWording()
        wording.stringGap = { gap, names in StringsCoverageRule.findings(of: gap, names: &names) }
        wording.languageEmoji = { StringsCoverageRule.finding(of: $0) }
        return wording
    }()

    /// What one string lacks in the slots that lack the same characters: an
    /// error for what cannot be drawn, a warning for what only composes.
    static func findings(of gap: StringGap, names: inout CharacterNames) -> [Finding] {
        let (string, language, slots, runs) = (gap.string, gap.language, gap.slots, gap.runs)
        var findings: [Finding] = []
        let slotSet = slots.map(\.slot).joined(separator: ", ")
        let fonts = slots.map { $0.face.postscriptName ?? $0.face.fullName }
        var seen = Set<String>()
        let fontNames = fonts.filter { seen.insert($0).inserted }.joined(separator: ", ")
        // The faces are those of the entry the characters' runs take: which runs, and why, when it is not the language's own.
        let runsTaken = runs.map { ", where \(RunEntry.clause(env: $0.env, reasons: $0.reasons))" } ?? ""
        let font = slots[0].face.file
        let uncomposable = gap.lacking.filter { !gap.composable.contains($0) }
        let variant = string.variant.map { " (\($0))" } ?? ""
        if !uncomposable.isEmpty {
            findings.append(
                finding(
                    .stringMissingCharacters,
                    "\(language) \(slotSet): \(quotedKey(string.key))\(variant) shows \(uncomposable.count) character\(uncomposable.count == 1 ? "" : "s") that \(fontNames) cannot draw\(runsTaken): \(names.describe(uncomposable))", at: string.location,
                    language: language, slot: slotSet, font: font, missing: uncomposable.map(\.value).sorted(), key: string.key, characters: uncomposable.map { String($0) }))
        }
        if !gap.composable.isEmpty {
            findings.append(
                finding(
                    .stringComposableOnly,
                    "\(language) \(slotSet): \(quotedKey(string.key))\(variant) shows \(gap.composable.count) letter\(gap.composable.count == 1 ? "" : "s") that \(fontNames) has only as base + combining mark\(runsTaken): \(names.describe(gap.composable))", at: string.location,
                    language: language, slot: slotSet, font: font, missing: gap.composable.map(\.value).sorted(), composable: gap.composable.map(\.value).sorted(), key: string.key,
                    characters: gap.composable.map { String($0) }))
        }
        return findings
    }

    /// One note per language: how many emoji its strings use, drawn by the system's emoji font.
    static func finding(of emoji: LanguageEmoji) -> Finding {
        let uses = emoji.uses
        let list = uses.keys.sorted().prefix(20).joined(separator: " ")
        return finding(
            .stringEmoji,
            "\(emoji.language): \(uses.values.reduce(0, +)) emoji uses (\(uses.count) distinct: \(list)) are drawn by the system emoji font, not the pack",
            at: emoji.location, language: emoji.language, characters: uses.keys.sorted())
    }
}

extension StringsCoverageRule {
    static let examples: [RuleExample] = [
        // A French string with é, which the face lacks, and an emoji; Vietnamese only as base + mark.
        .triggering(
            [.stringMissingCharacters, .stringEmoji, .stringComposableOnly],
            config: """
                {"list": [
                  {"env": "fr", "data": [{"font": 0, "name": "FixtureMissingLetters-Regular"}]},
                  {"env": "vi", "data": [{"font": 0, "name": "FixtureNoPrecomposedVi-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts",
            strings: [
                "fr.lproj/Localizable.strings": #""greeting" = "Café ouvert 😀";"#,
                "vi.lproj/Localizable.strings": #""greeting" = "Tiếng Việt";"#,
            ]),
        .nonTriggering(
            config: #"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts",
            strings: ["fr.lproj/Localizable.strings": #""greeting" = "Bonjour à tous";"#]),
    ]
}

extension Diagnostic.Code {
    /// A translated string shows characters its font cannot draw.
    package static let stringMissingCharacters: Self = "string-missing-characters"
    /// A string's letters exist only as base + combining mark.
    static let stringComposableOnly: Self = "string-composable-only"
    /// Emoji in a language's strings, drawn by the system emoji font.
    static let stringEmoji: Self = "string-emoji"
}
