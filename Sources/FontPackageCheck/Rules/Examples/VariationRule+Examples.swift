internal import FontPackage

extension VariationRule {
    static let examples: [RuleExample] = [
        // A variation for a static face.
        .triggering(
            [.variationOnStaticFont],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light", "variation": {"wght": 300}}]}]}"#,
            fonts: "Tests/Fixtures/Fonts"),
        // Inter has wght 100-900 and no wdth axis.
        .triggering(
            [.unknownAxis, .axisValueOutOfRange],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Inter", "variation": {"wdth": 75}},
                  {"font": 2, "name": "Inter", "variation": {"wght": 1000}}]}]}
                """,
            fonts: "Tests/Fixtures/Variable"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Inter", "variation": {"wght": 300}},
                  {"font": 2, "name": "Inter", "variation": {"wght": 700}}]}]}
                """,
            fonts: "Tests/Fixtures/Variable"),
    ]
}
