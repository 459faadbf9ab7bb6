internal import FontPackage

extension FontFilesRule {
    static let examples: [RuleExample] = [
        // The corrupt-font fixtures: some FreeType cannot open, some it opens though their tables are damaged.
        .triggering(
            [.fontUnreadable, .fontDamaged],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "truncated-last-byte.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans"),
    ]
}
