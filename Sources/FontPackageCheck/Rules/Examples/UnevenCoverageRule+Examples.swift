internal import FontPackage

extension UnevenCoverageRule {
    static let examples: [RuleExample] = [
        // fr's light face lacks é, its bold face has it.
        .triggering(
            [.unevenCoverage],
            config: """
                {"list": [{"env": "fr", "data": [
                  {"font": 0, "name": "FixtureMissingLetters-Regular"}, {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        // Three faces of one family: every slot covers French alike.
        .nonTriggering(
            config: """
                {"list": [{"env": "fr", "data": [
                  {"font": 0, "name": "FixtureSlot-Light"}, {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}
