internal import FontPackage

extension HanFormsRule {
    static let examples: [RuleExample] = [
        // Traditional Chinese drawn with the Simplified face of the collection.
        .triggering(
            [.hanForms],
            config: #"{"list": [{"env": "zh-Hant", "data": [{"font": 0, "name": "NotoSansCJKsc-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/HanForms"),
        .nonTriggering(
            config: #"{"list": [{"env": "zh-Hans", "data": [{"font": 0, "name": "NotoSansCJKsc-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/HanForms"),
    ]
}
