import FontPackage
import FontPackageStrings
import Foundation
import Testing

@Suite struct DiscoveryTests {
    static let app = Fixtures.path("App")

    /// Paths relative to the fixture folder, for readable expectations.
    static func relative(_ path: String) -> String {
        path.hasPrefix(Fixtures.root + "/") ? String(path.dropFirst(Fixtures.root.count + 1)) : path
    }

    @Test func findsLprojFilesAndCatalogsButNotLooseOrHiddenFiles() {
        let discovery = StringsDiscovery.find(in: [Self.app])
        #expect(discovery.diagnostics.isEmpty)
        #expect(discovery.sources.map { "\(Self.relative($0.path)) \($0.format.id) \($0.pathLanguage ?? "-")" } == [
            "App/Resources/Base.lproj/Main.strings strings Base",
            "App/Resources/Localizable.xcstrings catalog -",
            "App/Resources/en.lproj/Localizable.strings strings en",
            "App/Resources/en.lproj/Localizable.stringsdict stringsdict en",
            "App/Resources/fr.lproj/Localizable.strings strings fr",
            "App/Resources/ja.lproj/Localizable.strings strings ja",
            "App/Resources/pt-BR.lproj/Localizable.strings strings pt-BR",
            "App/Resources/pt_PT.lproj/InfoPlist.strings strings pt_PT",
            "App/Resources/zh-Hans.lproj/Localizable.strings strings zh-Hans",
        ])
    }

    @Test func eachFileOnceEvenWhenNamedTwice() {
        let file = Self.app + "/Resources/en.lproj/Localizable.strings"
        let discovery = StringsDiscovery.find(in: [Self.app, file, Self.app + "/Resources/"])
        #expect(discovery.sources.count == 9)
        #expect(discovery.sources.filter { $0.path.hasSuffix("en.lproj/Localizable.strings") }.count == 1)
    }

    @Test func explicitFilesOutsideLprojAreReadAndMissingPathsAreReported() {
        let loose = Self.app + "/Resources/notes.strings"
        let discovery = StringsDiscovery.find(in: [loose, Self.app + "/nope", String(#filePath)])
        #expect(discovery.sources.map(\.path) == [loose])
        #expect(discovery.diagnostics.map(\.code) == [.stringsUnreadable, .stringsLanguage])
        // Outside an .lproj folder, a file named on its own is in the development language.
        let unnamed = AppStrings.load(paths: [loose])
        #expect(unnamed.diagnostics.map(\.message) == [
            "the file has no language: put it in an xx.lproj folder, or give the development language"
        ])
        #expect(!unnamed.strings.isEmpty && unnamed.strings.allSatisfy { $0.language.locale == nil })
        let english = AppStrings.load(paths: [loose], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(english.diagnostics.isEmpty)
        #expect(english.strings.allSatisfy { $0.language.canonicalIdentifier == "en" })
    }

    /// The language of `folder.lproj/Localizable.strings`, read alone.
    static func lprojLanguage(_ folder: String, options: StringsReadOptions = StringsReadOptions()) throws -> StringLanguage {
        let reading = StringsFileReader.read(
            bytes: Array(#""k" = "v";"#.utf8), file: "App/\(folder).lproj/Localizable.strings", options: options)
        return try #require(reading.strings.first?.language)
    }

    @Test(arguments: [
        ("en", "en"), ("pt-BR", "pt-BR"), ("pt_PT", "pt-PT"), ("zh-Hans", "zh-Hans"), ("zh_CN", "zh-CN"),
        ("English", "en"), ("Japanese", "ja"),
    ])
    func languageFromTheFolderName(folder: String, canonical: String) throws {
        let language = try Self.lprojLanguage(folder)
        #expect(language.identifier == folder)
        #expect(language.canonicalIdentifier == canonical)
        #expect(!language.isBase)
    }

    @Test func baseIsTheDevelopmentLanguage() throws {
        let base = try Self.lprojLanguage("Base", options: StringsReadOptions(developmentLanguage: "en-GB"))
        #expect(base.identifier == "en-GB")
        #expect(base.isBase)
        #expect(base.locale?.tag.region == "GB")
        let unknown = try Self.lprojLanguage("Base")
        #expect(unknown.identifier == "Base")
        #expect(unknown.locale == nil)
    }

    @Test func loadsTheWholeApp() throws {
        let app = AppStrings.load(paths: [Self.app], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        #expect(app.files.count == 9)
        #expect(app.languages.map(\.canonicalIdentifier) == ["en", "fr", "ja", "pt-BR", "pt-PT", "zh-Hans"])
        let storyboard = try #require(app.strings.first { $0.key == "abc-12-xyz.text" })
        #expect(storyboard.text == "Welcome")
        #expect(storyboard.language.identifier == "en")
        #expect(storyboard.language.isBase)
        #expect(storyboard.table == "Main")
        #expect(storyboard.location.line == 3)
        #expect(DiscoveryTests.relative(storyboard.file) == "App/Resources/Base.lproj/Main.strings")
        let portuguese = app.strings.filter { $0.language.identifier == "pt_PT" }
        #expect(portuguese.map(\.key) == ["CFBundleDisplayName", "NSCameraUsageDescription"])
        #expect(app.strings.filter { $0.kind == .stringsdict }.count == 3)
        #expect(app.strings.filter { $0.kind == .catalog || $0.kind == .catalogKey }.count == 3)
        #expect(app.strings.count == 2 + 3 + 2 + 3 + 2 + 2 + 1 + 2 + 1)
    }

    @Test func baseWithoutDevelopmentLanguageIsAWarning() {
        let app = AppStrings.load(paths: [Self.app + "/Resources/Base.lproj"])
        #expect(app.diagnostics.map(\.code) == [.stringsLanguage])
        #expect(app.strings.count == 2)
        #expect(app.strings.allSatisfy { $0.language.identifier == "Base" && $0.language.isBase })
    }

    @Test func readErrorsAreDiagnosticsNotCrashes() {
        let reading = AppStrings.readFile(StringsSource(path: "/nonexistent/en.lproj/A.strings", format: StringsFileReader.self))
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.stringsUnreadable])
    }

    @Test(arguments: [
        ("a/en.lproj/Localizable.strings", "strings", "en"),
        ("en.lproj/Plurals.stringsdict", "stringsdict", "en"),
        ("deep/path/Localizable.xcstrings", "catalog", nil),
        ("res/values-fr/strings.xml", "android", "fr"),
        ("l10n/app_pt_BR.arb", "arb", "pt-BR"),
        ("po/sr@latin.po", "gettext", "sr-Latn"),
        ("po/app.pot", "gettext", nil),
        ("Strings.fr-CA.resx", "resx", "fr-CA"),
        ("fr.xliff", "xliff", nil),
    ] as [(String, String, String?)])
    func sourceFromPath(path: String, format: String, language: String?) throws {
        let source = try #require(StringsSource(path: path))
        #expect(source.format.id == format)
        #expect(source.pathLanguage == language)
        #expect(!source.match.onlyWhenNamed)
    }

    @Test(arguments: ["Localizable.strings", "en.lproj/sub/Localizable.strings"])
    func readOnlyWhenNamed(path: String) throws {
        #expect(try #require(StringsSource(path: path)).match.onlyWhenNamed)
    }

    @Test(arguments: ["en.lproj/Info.plist", "res/layout/main.xml", "notes.txt"])
    func notASource(path: String) {
        #expect(StringsSource(path: path) == nil)
    }
}

/// Two files of one folder are one only when every byte is the same: files
/// that agree in length and at both ends but differ inside are both read.
@Suite struct ByteCopyTests {
    @Test func filesThatDifferOnlyInsideAreBothRead() throws {
        let folder = try HostileStringFileTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        let padding = String(repeating: "\"pad\" = \"Füllung\";\n", count: 40)
        func file(_ middle: String) -> String { padding + "\"middle\" = \"\(middle)\";\n" + padding }
        try file("Mitte").write(toFile: folder + "/de.lproj/A.strings", atomically: true, encoding: .utf8)
        try file("Mittx").write(toFile: folder + "/de.lproj/B.strings", atomically: true, encoding: .utf8)
        try file("Mitte").write(toFile: folder + "/de.lproj/C.strings", atomically: true, encoding: .utf8)
        let app = AppStrings.load(paths: [folder])
        // A and B differ in one byte, hundreds of bytes from either end; C is a copy of A.
        #expect(app.copies.map { ($0.file as NSString).lastPathComponent } == ["C.strings"])
        #expect(Set(app.strings.filter { $0.key == "middle" }.map(\.text)) == ["Mitte", "Mittx"])
    }
}
