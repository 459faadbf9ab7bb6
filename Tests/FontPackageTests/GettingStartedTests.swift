import FontPackage
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackage/FontPackage.docc/GettingStarted.md`, run
/// against the repository's example config, and a check that the article
/// still shows exactly this code.
@Suite("FontPackage getting started")
struct FontPackageGettingStartedTests {
    /// The repository root (this file is Tests/FontPackageTests/GettingStartedTests.swift).
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the article's example resolves fonts from Config/appfont.json")
    func example() throws {
        let packageFolder = Self.packageFolder
        // GettingStarted.md begins
        let config = try FontPackConfig.load(path: packageFolder + "/Config/appfont.json")
        let fonts = try FontResolver(config: config).bind(locale: "ar-EG")

        let title = fonts.font(named: "HelveticaNeue-Bold", size: 17)
        let titleFont = title.fontName  // "NotoSansArabic-Bold": the ar entry's bold face
        let direction = title.direction  // .rightToLeft

        // The ar entry has no medium face, so medium falls back to light.
        let label = fonts.systemFont(ofSize: 15, weight: .medium)
        let labelFont = label.fontName  // "NotoSansArabic-Light"
        let why = label.trace  // the locale as read, the entry chosen, the fallback taken

        // A text style at the user's text size: Apple's size, the style's weight.
        let body = fonts.preferredFont(forTextStyle: .body, contentSize: .accessibilityExtraExtraExtraLarge)
        let bodySize = body.pointSize  // 53: body at AX5
        let headline = fonts.preferredFont(forTextStyle: .headline, boldText: true)
        let headlineFont = headline.fontName  // "NotoSansArabic-Bold": semibold, and bold with Bold Text

        // Every problem in a config is reported, each with its code and place.
        var problems: [Diagnostic] = []
        do {
            _ = try FontPackConfig.parse(bytes: Array(#"{ "list": [] }"#.utf8), file: "appfont.json")
        } catch {
            problems = error.diagnostics
        }
        let code = problems.first?.code  // "no-entries"
        // GettingStarted.md ends

        #expect(titleFont == "NotoSansArabic-Bold")
        #expect(title.usedSlot == .bold)
        #expect(direction == .rightToLeft)
        #expect(labelFont == "NotoSansArabic-Light")
        #expect(label.usedSlot == .light)
        #expect(label.entry.env == "ar")
        #expect(why.contains("entry ar has no medium; fallback medium -> light -> bold gives light: NotoSansArabic-Light"))
        #expect(bodySize == 53)
        #expect(body.fontName == "NotoSansArabic-Light")
        #expect(headlineFont == "NotoSansArabic-Bold")
        #expect(headline.requested.weight == 700)
        #expect(code == "no-entries")
        #expect(problems.map(\.severity) == [.error])
        #expect(problems.first?.location?.description == "appfont.json:1:11")
    }

    @Test("GettingStarted.md shows exactly the code the example runs")
    func articleMatchesTest() throws {
        let article = try String(
            contentsOfFile: Self.packageFolder + "/Sources/FontPackage/FontPackage.docc/GettingStarted.md", encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}
