internal import FontPackage
internal import FontPackageInspection

extension ShapingRule {
    static let examples: [RuleExample] = [
        // Arabic without GSUB or presentation forms joins nothing; Devanagari without GSUB forms no conjunct.
        .triggering(
            [.shapingJoining, .shapingConjunct],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "FixtureArabicNoForms-Regular"}]},
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureDevanagariNoGSUB-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts/Shaping"),
        // Devanagari without GPOS leaves its marks at the pen position.
        .triggering(
            [.shapingMark],
            config: #"{"list": [{"env": "hi", "data": [{"font": 0, "name": "FixtureDevanagariNoGPOS-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Shaping"),
        // Thai falls to a Latin face: its sample is notdef; a Hindi string that starts with a
        // vowel sign is a broken cluster.
        .triggering(
            [.shapingNotdef, .shapingDottedCircle],
            config: """
                {"list": [
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureShapingDevanagari-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts", languages: ["th", "hi"],
            strings: ["hi.lproj/Localizable.strings": #""sign" = "ि";"#]),
        // FreeType reads this corrupt copy of Noto Sans Hebrew (numTables 65535); HarfBuzz finds no glyph in it.
        .triggering(
            [.shapingNotChecked],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "num-tables-65535.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "FixtureShapingArabic-Regular"}]},
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureShapingDevanagari-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts/Shaping",
            strings: ["hi.lproj/Localizable.strings": #""word" = "क्षत्रिय";"#]),
    ]
}
