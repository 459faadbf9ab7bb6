internal import FontPackage

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
