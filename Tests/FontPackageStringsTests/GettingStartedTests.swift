import FontPackage
import FontPackageStrings
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackageStrings/FontPackageStrings.docc/GettingStarted.md`,
/// run against the repository's example app, and a check that the article
/// still shows exactly this code.
@Suite("FontPackageStrings getting started")
struct StringsGettingStartedTests {
    /// The repository root (this file is Tests/FontPackageStringsTests/GettingStartedTests.swift).
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the article's example reads Config/ExampleApp")
    func example() throws {
        let packageFolder = Self.packageFolder
        // GettingStarted.md begins
        let app = AppStrings.load(
            paths: [packageFolder + "/Config/ExampleApp"], options: StringsReadOptions(developmentLanguage: "en"))
        let languages = app.languages.map(\.canonicalIdentifier)  // ar, en, ja, th, vi, zh-Hans

        // One string: where it is written, and what the font must draw once `%@` is gone.
        let total = app.strings.first { $0.key == "checkout.total" && $0.language.canonicalIdentifier == "vi" }
        let place = total?.location  // .../vi.lproj/Localizable.strings:2:19
        let drawn = total.map { RenderedCharacters($0) }  // T ổ n g c ộ : ₫, each once; U+0020 is not checked

        // One file from bytes: what was read, and every problem with its line and column.
        let reading = StringsFileReader.read(
            bytes: Array(#""greeting" = "Xin chào, %@!"; "broken" = ;"#.utf8),
            file: "vi.lproj/Greeting.strings", language: StringLanguage(parsing: "vi"))
        let texts = reading.strings.map(\.text)  // ["Xin chào, %@!"]
        let problems = reading.diagnostics.map(\.code)  // ["strings-syntax"]

        // The languages an app declares in its Info.plist.
        let plist = try Data(contentsOf: URL(fileURLWithPath: packageFolder + "/Config/ExampleApp/Info.plist"))
        let declared = InfoPlistReader.read(bytes: Array(plist), file: "Info.plist").info?.localizations
            .map(\.language.canonicalIdentifier)  // en, vi, ar, zh-Hans, ja, th
        // GettingStarted.md ends

        #expect(languages == ["ar", "en", "ja", "th", "vi", "zh-Hans"])
        #expect(app.diagnostics.isEmpty)
        #expect(total?.text == "Tổng cộng: %@ ₫")
        #expect(place?.file.hasSuffix("/vi.lproj/Localizable.strings") == true)
        #expect(place?.line == 2)
        #expect(drawn.map { String(String.UnicodeScalarView($0.scalars)) } == "Tổngcộ:₫")
        #expect(drawn?.emoji == [])
        #expect(texts == ["Xin chào, %@!"])
        #expect(problems == ["strings-syntax"])
        #expect(declared == ["en", "vi", "ar", "zh-Hans", "ja", "th"])
    }

    @Test("GettingStarted.md shows exactly the code the example runs")
    func articleMatchesTest() throws {
        let article = try String(
            contentsOfFile: Self.packageFolder + "/Sources/FontPackageStrings/FontPackageStrings.docc/GettingStarted.md",
            encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}
