internal import FontPackage

extension FontLookupRule {
    static let examples: [RuleExample] = [
        // A name no face has, a collection index past its faces, and a file holding another face.
        .triggering(
            [.fontNotFound, .noSuchFace, .nameMismatch],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Thin"},
                  {"font": 1, "name": "FixtureSlot-Medium", "file": "Light.ttf"},
                  {"font": 2, "name": "FixturePair-Bold", "file": "Pair.ttc", "index": 5}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        // Several corrupt copies of Noto Sans Hebrew that FreeType still reads: the name is in more than one file.
        .triggering(
            [.fontAmbiguous],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        // The form of a name of one of Inter's instances (Inter_100wght ... Inter_900wght), which none has.
        .triggering(
            [.noSuchInstance],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter-Hairline"}]}]}"#,
            fonts: "Tests/Fixtures/Variable"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Light", "file": "Light.ttf"},
                  {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 2, "name": "FixturePair-Bold", "file": "Pair.ttc", "index": 1}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}
