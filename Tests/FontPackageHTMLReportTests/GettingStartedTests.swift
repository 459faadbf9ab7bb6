import FontPackage
import FontPackageCheck
import FontPackageHTMLReport
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackageHTMLReport/FontPackageHTMLReport.docc/GettingStarted.md`,
/// run against the repository's example pack and app, and a check that the
/// article still shows exactly this code.
@Suite("FontPackageHTMLReport getting started")
struct ReportGettingStartedTests {
    /// The repository root (this file is Tests/FontPackageHTMLReportTests/GettingStartedTests.swift).
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the article's example writes the page of the example pack to a temporary folder")
    func example() throws {
        let packageFolder = Self.packageFolder
        // GettingStarted.md begins
        let config = try FontPackConfig.load(path: packageFolder + "/Config/appfont.json")
        var options = PackCheckOptions(fontsFolder: packageFolder + "/Fonts")
        options.strings = StringsCheckOptions(paths: [packageFolder + "/Config/ExampleApp"])
        let report = try PackChecker.check(config: config, options: options)

        // One page, drawn in the pack's own faces, which are copied into `fonts/` beside it.
        let folder = NSTemporaryDirectory() + "fontpack-report-\(UUID().uuidString)"
        let page = try HTMLReport.write(report, to: folder)  // folder + "/index.html"
        // GettingStarted.md ends
        defer { try? FileManager.default.removeItem(atPath: folder) }

        #expect(page == folder + "/index.html")
        #expect(FileManager.default.fileExists(atPath: page))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("NotoSansArabic-Light"))
        #expect(html.contains("NotoSerif-Bold"))
        #expect(html.contains("string-missing-characters"))
        let fonts = try FileManager.default.contentsOfDirectory(atPath: folder + "/fonts")
        #expect(!fonts.isEmpty)
    }

    @Test("GettingStarted.md shows exactly the code the example runs")
    func articleMatchesTest() throws {
        let article = try String(
            contentsOfFile: Self.packageFolder + "/Sources/FontPackageHTMLReport/FontPackageHTMLReport.docc/GettingStarted.md",
            encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}
