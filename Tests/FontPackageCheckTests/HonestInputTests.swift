import FontPackage
import FontPackageCheck
import Foundation
import Testing

/// Inputs that used to pass without being checked: a declared language with
/// no strings yet, an Info.plist with no `UIAppFonts`.
@Suite("Honest inputs")
struct HonestInputTests {
    /// An app with English strings only, whose Info.plist declares `localizations` and lists `fonts` (nil: no key).
    static func app(localizations: [String], fonts: [String]?) throws -> String {
        let folder = try Support.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"hello\" = \"Hello\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/en.lproj/Localizable.strings"))
        let languages = localizations.map { "<string>\($0)</string>" }.joined()
        let fontKey = fonts.map { "<key>UIAppFonts</key><array>" + $0.map { "<string>\($0)</string>" }.joined() + "</array>" } ?? ""
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleDevelopmentRegion</key><string>en</string>
            <key>CFBundleLocalizations</key><array>\(languages)</array>\(fontKey)
            </dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        return folder
    }

    static let latinDefault = try! FontPackConfig.parse(
        bytes: Array(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}]}"#
                .utf8), file: "appfont.json")

    static func check(_ app: String) throws -> PackReport {
        var options = PackCheckOptions(
            fontsFolder: Support.packageRoot + "/Fonts",
            strings: StringsCheckOptions(paths: [app], infoPlist: app + "/Info.plist"))
        options.shaping = false
        return try PackChecker.check(config: latinDefault, options: options)
    }

    @Test("a language CFBundleLocalizations declares is checked with no strings: Thai on Latin fonts lacks its letters")
    func declaredWithoutStrings() throws {
        let registered = ["NotoSans/NotoSans-Light.ttf", "NotoSans/NotoSans-Medium.ttf", "NotoSans/NotoSans-Bold.ttf"]
        let report = try Self.check(try Self.app(localizations: ["en", "th"], fonts: registered))
        #expect(report.rows.contains { $0.language == "th" })
        #expect(report.findings.contains { $0.code == "missing-characters" && $0.language == "th" })
        #expect(report.findings.contains { $0.code == "default-script" && $0.language == "th" })
        #expect(report.hasErrors)
        // Declared and served with strings: nothing is added twice.
        let english = try Self.check(try Self.app(localizations: ["en"], fonts: registered))
        #expect(Set(english.rows.map(\.language)) == ["en"])
        #expect(!english.hasErrors)
    }

    @Test("an Info.plist with no UIAppFonts key leaves every file in use unregistered")
    func noUIAppFonts() throws {
        let report = try Self.check(try Self.app(localizations: ["en"], fonts: nil))
        let unregistered = report.findings.filter { $0.code == "not-registered" }
        #expect(Set(unregistered.compactMap(\.font).map { ($0 as NSString).lastPathComponent })
            == ["NotoSans-Light.ttf", "NotoSans-Medium.ttf", "NotoSans-Bold.ttf"])
        #expect(unregistered.allSatisfy { $0.message.contains("has no UIAppFonts key") })
        // An empty list is a list: the same files are unregistered, and said so plainly.
        let empty = try Self.check(try Self.app(localizations: ["en"], fonts: []))
        #expect(empty.findings.filter { $0.code == "not-registered" }.count == 3)
    }
}

@Suite("Input errors that say why")
struct InputReasonTests {
    @Test("an Info.plist path that is a folder says so")
    func infoPlistFolder() throws {
        let folder = try Support.temporaryFolder()
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts")
        options.shaping = false
        options.infoPlist = folder
        let report = try PackChecker.check(config: HonestInputTests.latinDefault, options: options)
        let finding = try #require(report.findings.first { $0.code == "info-plist" })
        #expect(finding.message == "cannot read Info.plist: the path is a directory, not a file")
    }
}

@Suite("Languages of lowercase folders")
struct FolderLanguageCaseTests {
    @Test("zh-hant.lproj and zh-hans.lproj are checked as zh-Hant and zh-Hans, each once")
    func bcp47Case() throws {
        let folder = try Support.temporaryFolder()
        for (name, text) in [("zh-hant", "設定"), ("zh-hans", "设置"), ("zh-Hant", "設定")] {
            try FileManager.default.createDirectory(atPath: folder + "/\(name).lproj", withIntermediateDirectories: true)
            try Data("\"a\" = \"\(text)\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/\(name).lproj/Localizable.strings"))
        }
        let config = try FontPackConfig.load(path: Support.packageRoot + "/Config/appfont.json")
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts", strings: StringsCheckOptions(paths: [folder]))
        options.shaping = false
        let report = try PackChecker.check(config: config, options: options)
        let strings = try #require(report.strings)
        #expect(strings.languages.sorted() == ["zh-Hans", "zh-Hant"])
    }
}
