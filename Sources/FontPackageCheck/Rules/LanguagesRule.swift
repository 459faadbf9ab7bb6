package import FontPackage

/// Each language asked for is a language tag, and an entry (or `default`) serves it.
enum LanguagesRule: PackRule {
    static let reads: [CheckInput] = [.config]
    static let codes: [FindingRule] = [
        FindingRule(.invalidLanguage, .error, "A language given to PackChecker is not a language tag (the command line refuses it first: check --languages 123 is exit 2).", help: "Write a BCP 47 or POSIX identifier (vi, zh-Hant, ar-u-nu-latn)."),
        FindingRule(.noEntry, .error, "No entry serves a language and there is no default.", help: "Add an entry for the language or a default entry."),
        FindingRule(.bcp47Reading, .note, "A bare --languages code is a fontconfig code that fontconfig reads otherwise (ku-ir, mo); the note says how it was read and gives the fc: spelling.", help: "Write fc:<code> to check fontconfig's own orthography."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.languageProblems.map { problem in
            switch problem {
            case .invalid(let language, let reason):
                finding(.invalidLanguage, reason, language: language)
            case .reading(let language, let note):
                finding(.bcp47Reading, note, language: language)
            case .noEntry(let language, let reason, let detail, let location):
                finding(
                    .noEntry, "\(language): \(reason)" + (detail.map { " (\($0))" } ?? ""), at: location, language: language)
            }
        }
    }
}

extension LanguagesRule {
    static let examples: [RuleExample] = [
        // Not a tag; Korean with neither a ko entry nor default; mo, a fontconfig code BCP 47 reads otherwise.
        .triggering(
            [.invalidLanguage, .noEntry, .bcp47Reading],
            config: #"{"list": [{"env": "ro", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["not a tag", "ko", "mo"]),
        .nonTriggering(
            config: #"{"list": [{"env": "ro", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["ro", "ro-MD"]),
    ]
}

extension Diagnostic.Code {
    /// A --languages item is not a language tag.
    package static let invalidLanguage: Self = "invalid-language"
    /// No entry serves a language and there is no default.
    package static let noEntry: Self = "no-entry"
    /// A bare --languages code is a fontconfig code that fontconfig reads otherwise.
    package static let bcp47Reading: Self = "bcp47-reading"
}
