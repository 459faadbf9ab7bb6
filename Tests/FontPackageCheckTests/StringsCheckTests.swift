import FontPackage
import FontPackageCheck
import Foundation
import Testing

@Suite("Checking an app's strings")
struct StringsCheckTests {
    static let root = Support.packageRoot
    static let app = root + "/Config/ExampleApp"

    func checkExampleApp(
        config configPath: String = root + "/Config/appfont.json", languages: [String]? = nil, infoPlist: Bool = true
    ) throws -> PackReport {
        let config = try FontPackConfig.load(path: configPath)
        let strings = StringsCheckOptions(paths: [Self.app], infoPlist: infoPlist ? Self.app + "/Info.plist" : nil)
        return try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: Self.root + "/Fonts", languages: languages, strings: strings))
    }

    @Test("tofu is reported per string with its file, line, key, language and slots")
    func exampleApp() throws {
        let report = try checkExampleApp()
        let tofu = report.findings.filter { $0.code == "string-missing-characters" }
        #expect(tofu.count == 3)
        let arrow = try #require(tofu.first { $0.key == "onboarding.next" })
        #expect(arrow.language == "en")
        #expect(arrow.slot == "light, medium, bold")
        #expect(arrow.missing == [0x2192])
        #expect(arrow.characters == ["→"])
        #expect(arrow.message.contains("RIGHTWARDS ARROW"))
        #expect(arrow.location == SourceLocation(file: Self.app + "/en.lproj/Localizable.strings", line: 6, column: 21))
        #expect(arrow.font?.hasSuffix("Fonts/NotoSans/NotoSans-Light.ttf") == true)
        let thai = tofu.filter { $0.language == "th" }
        #expect(Set(thai.compactMap(\.key)) == ["checkout.done", "settings.title"])
        #expect(thai.allSatisfy { $0.severity == .error && $0.missing.allSatisfy { (0x0E00...0x0E7F).contains($0) } })
    }

    @Test("the summary counts strings, strings with tofu and distinct missing characters per language and slot")
    func summary() throws {
        let strings = try #require(try checkExampleApp().strings)
        #expect(strings.languages == ["en", "vi", "ar", "zh-Hans", "ja", "th"])
        #expect(strings.languageSource.hasPrefix("CFBundleLocalizations"))
        let thaiLight = try #require(strings.lines.first { $0.language == "th" && $0.slot == "light" })
        #expect(thaiLight.strings == 2)
        #expect(thaiLight.stringsWithTofu == 2)
        #expect(thaiLight.distinctMissing == 17)
        let englishBold = try #require(strings.lines.first { $0.language == "en" && $0.slot == "bold" })
        #expect(englishBold.stringsWithTofu == 1)
        #expect(englishBold.distinctMissing == 1)
        let arabic = strings.lines.filter { $0.language == "ar" }
        #expect(arabic.count == 3)
        #expect(arabic.allSatisfy { $0.strings == 6 && $0.stringsWithTofu == 0 })  // UTF-16 file, Arabic-Indic digits, ٪, RLM
        #expect(strings.filesRead == 8)
    }

    @Test("a Han run in a Vietnamese string goes to the pack the config names for Han")
    func scriptOverride() throws {
        let report = try checkExampleApp(languages: ["vi"])
        #expect(!report.findings.contains { $0.key == "brand.tagline" })
        // Without the "scripts" mapping, the Vietnamese font would have to draw 优选.
        let text = try String(contentsOfFile: Self.root + "/Config/appfont.json", encoding: .utf8)
        let withoutScripts = text.replacingOccurrences(of: "\"Hani\": \"zh-Hans\",", with: "")
        #expect(withoutScripts != text)
        let path = try Support.temporaryFolder() + "/appfont.json"
        try withoutScripts.write(toFile: path, atomically: true, encoding: .utf8)
        let unmapped = try checkExampleApp(config: path, languages: ["vi"])
        let finding = try #require(unmapped.findings.first { $0.key == "brand.tagline" })
        #expect(finding.characters == ["优", "选"])
        #expect(finding.font?.hasSuffix("NotoSerif/NotoSerif-Light.ttf") == true)
    }

    @Test("emoji are reported apart, for the system emoji font")
    func emoji() throws {
        let notes = try checkExampleApp().findings.filter { $0.code == "string-emoji" }
        #expect(Set(notes.compactMap(\.language)) == ["en", "vi", "ar"])
        #expect(notes.allSatisfy { $0.severity == .note && $0.characters == ["🎉"] })
        #expect(!(try checkExampleApp()).findings.contains { $0.code == "string-missing-characters" && $0.characters?.contains("🎉") == true })
    }

    @Test("languages: --languages, else Info.plist, else every language of the files")
    func languageChoice() throws {
        let chosen = try #require(try checkExampleApp(languages: ["th"]).strings)
        #expect(chosen.languages == ["th"])
        #expect(Set(chosen.lines.map(\.language)) == ["th"])
        let fromFiles = try #require(try checkExampleApp(infoPlist: false).strings)
        #expect(fromFiles.languageSource == "the languages of the string files")
        #expect(Set(fromFiles.languages) == ["ar", "ja", "th", "vi", "zh-Hans", "en"])
    }

    @Test("letters the font only composes are a warning; malformed files are findings and the rest is read")
    func composableAndMalformed() throws {
        let folder = try Support.temporaryFolder()
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/Tests/Fixtures/Fonts/NoPrecomposedVi.ttf"))
        try Support.write(fixture, to: folder + "/fonts/NoPrecomposedVi.ttf")
        try Support.write(Data("\"a\" = \"Bắt đầu\";\n\"b\" = \"x\" oops\n\"c\" = \"Cài đặt ∑\";\n".utf8), to: folder + "/app/vi.lproj/Localizable.strings")
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureNoPrecomposedVi-Regular"}]}]}"#.utf8),
            file: "pack.json")
        let report = try PackChecker.check(
            config: config,
            options: PackCheckOptions(fontsFolder: folder + "/fonts", strings: StringsCheckOptions(paths: [folder + "/app"])))
        let composable = try #require(report.findings.first { $0.code == "string-composable-only" && $0.key == "a" })
        #expect(composable.severity == .warning)
        #expect(composable.characters == ["ắ", "ầ"])
        #expect(composable.composable == [0x1EA7, 0x1EAF])
        let syntax = report.findings.filter { $0.code == "strings-syntax" }
        #expect(syntax.map { $0.location?.line } == [2, 2])
        // The entry after the broken line is still checked: ∑ is missing, ặ and à compose.
        let missing = try #require(report.findings.first { $0.code == "string-missing-characters" && $0.key == "c" })
        #expect(missing.characters == ["∑"])
        #expect(report.findings.contains { $0.code == "string-composable-only" && $0.key == "c" })
    }
}
