internal import FontPackage

extension PlatformRule {
    /// An Info.plist whose `UIAppFonts` lists one file of the pack and one it lacks.
    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>UIAppFonts</key><array><string>NotoSans/NotoSans-Medium.ttf</string><string>Fonts/Missing.ttf</string></array>
        </dict></plist>
        """

    static let examples: [RuleExample] = [
        // iOS: a full name where UIFont wants the PostScript name, a WOFF2 file, a file UIAppFonts
        // leaves out, and a UIAppFonts file the pack lacks.
        .triggering(
            [.platformName, .platformFormat, .notRegistered, .registeredFileMissing],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Noto Sans Light"},
                  {"font": 1, "name": "NotoSans-Medium"},
                  {"font": 2, "name": "NotoSansHebrew-Bold"}]}]}
                """,
            fonts: "Fonts", strings: ["Info.plist": infoPlist], platforms: [.ios]),
        // Copies of Noto Sans Hebrew Regular in several files: one PostScript name (iOS), one family and weight (Linux).
        .triggering(
            [.duplicatePostscriptName, .platformFamily],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "truncated-last-byte.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts", platforms: [.ios, .linux]),
        // Android: NotoSansCJK-Light.ttc is no resource name, and the Japanese face is not the collection's first.
        .triggering(
            [.platformFileName, .platformCollection],
            config: #"{"list": [{"env": "ja", "data": [{"font": 0, "name": "NotoSansCJKjp-Light"}]}]}"#,
            fonts: "Fonts", platforms: [.android]),
        // A variable font drawn at wght 300, away from its default.
        .triggering(
            [.platformVariation],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter", "variation": {"wght": 300}}]}]}"#,
            fonts: "Tests/Fixtures/Variable", platforms: [.web]),
        // PostScript names, TrueType files, one family of three weights; the web would note
        // that they are not WOFF2.
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}]}
                """,
            fonts: "Fonts/NotoSans", platforms: [.ios, .linux]),
    ]
}
