import FontPackage
import FontPackageCheck
import FontPackageReport
import Foundation
import Testing

/// The code of `Sources/FontPackageReport/FontPackageReport.docc/GettingStarted.md`,
/// run against the repository's example pack and app, and a check that the
/// article still shows exactly this code.
@Suite("FontPackageReport getting started")
struct ReportGettingStartedTests {
    /// The repository root (this file is Tests/FontPackageReportTests/GettingStartedTests.swift).
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
            contentsOfFile: Self.packageFolder + "/Sources/FontPackageReport/FontPackageReport.docc/GettingStarted.md",
            encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}

/// Reads the Swift code blocks of an article and the marked region of a test file.
enum Snippet {
    /// The text of every ```swift block, without the fences.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// The lines between `// GettingStarted.md begins` and `// GettingStarted.md ends`,
    /// with their common indentation removed.
    static func region(in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// GettingStarted.md begins" }),
            let end = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// GettingStarted.md ends" }),
            start < end
        else { return nil }
        let body = lines[(start + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
