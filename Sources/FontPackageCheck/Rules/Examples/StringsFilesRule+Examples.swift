internal import FontPackage
internal import FontPackageStrings

extension StringsFilesRule {
    private static let config = #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#

    static let examples: [RuleExample] = [
        // .strings files: an entry without its semicolon, an unknown escape and a key given twice,
        // a compiled (binary) file, and a NUL byte.
        .triggering(
            [.stringsSyntax, .stringsEscape, .stringsDuplicateKey, .stringsUnsupportedFormat, .stringsEncoding],
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Syntax.strings": #""title" = "Hello""#,
                "en.lproj/Escapes.strings": #""title" = "Hello\q";"# + "\n" + #""title" = "Hi";"#,
                "en.lproj/Compiled.strings": "bplist00",
                "en.lproj/Binary.strings": "\"title\" = \"Hello\";\u{0}\n",
            ]),
        // A .stringsdict that is not well formed and one whose entry lacks its format key, a String
        // Catalog that is not JSON and one that is no object, Base.lproj with no development
        // language, and an Info.plist that leaves that language to a build setting.
        .triggering(
            [.plistSyntax, .stringsdictStructure, .invalidJSON, .catalogStructure, .stringsLanguage, .infoPlist],
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Broken.stringsdict": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>a</key>"#,
                "en.lproj/Plurals.stringsdict": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>files</key><dict>
                      <key>count</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>%d files</string></dict></dict></dict></plist>
                    """,
                "Broken.xcstrings": "{ \"sourceLanguage\": ",
                "List.xcstrings": "[]",
                "Base.lproj/Main.strings": #""title" = "Hello";"#,
                "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                      <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
                    </dict></plist>
                    """,
            ]),
        .nonTriggering(
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Localizable.strings": #""title" = "Hello\n\"world\"";"#,
                "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                      <key>CFBundleDevelopmentRegion</key><string>en</string>
                      <key>CFBundleLocalizations</key><array><string>en</string></array>
                    </dict></plist>
                    """,
            ]),
    ]
}
