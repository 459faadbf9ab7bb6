internal import FontPackage

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
