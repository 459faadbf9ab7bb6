internal import FontPackage

extension CoverageRule {
    static let examples: [RuleExample] = [
        // fr lacks é; vi has its letters only as base + mark; default (English) has an A that draws nothing.
        .triggering(
            [.missingCharacters, .composableOnly, .emptyGlyphs],
            config: """
                {"list": [
                  {"env": "fr", "data": [{"font": 0, "name": "FixtureMissingLetters-Regular"}]},
                  {"env": "vi", "data": [{"font": 0, "name": "FixtureNoPrecomposedVi-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureEmptyGlyph-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "vi", "data": [{"font": 0, "name": "genjyuu_light(越南细)"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}, {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts", languages: ["vi", "fr", "de"]),
    ]
}
