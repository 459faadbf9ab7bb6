internal import FontPackage

extension RequirementRule {
    static let examples: [RuleExample] = [
        // fontconfig has no orthography for Cebuano.
        .triggering(
            [.noRequirement],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["ceb"]),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["fr", "vi"]),
    ]
}
