internal import FontPackage

extension SlotSanityRule {
    static let examples: [RuleExample] = [
        // Light holds a face whose weight class is 700 (heavier than medium), bold a regular
        // italic face, medium italic an upright face; the faces come from two families.
        // fr fills light only.
        .triggering(
            [.slotWeight, .weightOrder, .italicInUprightSlot, .uprightInItalicSlot, .mixedFamilies, .weightFallback],
            config: """
                {"list": [
                  {"env": "default", "data": [
                    {"font": 0, "name": "FixtureWrongWeight-Light"},
                    {"font": 1, "name": "FixtureSlot-Medium"},
                    {"font": 1, "name": "FixtureSlot-Medium", "italic": true},
                    {"font": 2, "name": "FixtureSlot-Italic"}]},
                  {"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Light"},
                  {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 1, "name": "FixtureSlot-Italic", "italic": true},
                  {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}
