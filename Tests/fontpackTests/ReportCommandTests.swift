import Foundation
import Testing

/// `fontpack report` opened in headless Chromium (Debian's chromium and
/// chromedriver through Selenium; `Scripts/test.sh` installs them), and
/// checked against `fontpack check --format json` by `Tests/Browser/check_report.py`.
@Suite("fontpack report in a browser", .serialized)
struct ReportCommandTests {
    /// Writes the report and check's JSON for the same arguments, then opens the page.
    func reportInBrowser(
        _ arguments: [String], expectedStatus: Int32, browserArguments: [String] = []
    ) throws -> (folder: URL, page: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-report-\(UUID().uuidString)")
        let report = try CommandLineRun.fontpack(arguments: ["report"] + arguments + ["--output", folder.path])
        #expect(report.status == expectedStatus, "\(report.standardError)")
        let page = folder.appendingPathComponent("index.html")
        #expect(report.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == page.path)
        let check = try CommandLineRun.fontpack(arguments: ["check"] + arguments + ["--format", "json"])
        #expect(check.status == expectedStatus)
        let json = folder.appendingPathComponent("check.json")
        try Data(check.standardOutput.utf8).write(to: json)

        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/check_report.py").path, folder.path, json.path]
                + browserArguments)
        #expect(browser.status == 0, "\(browser.output)")
        return (folder, try String(contentsOf: page, encoding: .utf8))
    }

    @Test("mixed-script strings right to left: the red outline beside a slot label does not cover it")
    func rightToLeftLabels() throws {
        // Latin brand names in Urdu, Persian and Kurdish strings: the default face lacks the Arabic letters,
        // and the outlined run sits beside the label at the right end of each line.
        let (folder, _) = try reportInBrowser(
            ["--strings", "Tests/Fixtures/MixedScriptApp"], expectedStatus: 1, browserArguments: ["--min-rtl", "3"])
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("41 languages of Wikipedia for Android: the index wraps at 1,200 px, each cause is one item, each language one line that opens")
    func manyLanguages() throws {
        // check_report.py holds every cell to check's table as for a small pack; report_scale.py the page's shape.
        let (folder, _) = try reportInBrowser(
            ["--strings", "Tests/Fixtures/WikipediaLanguagesExcerpt/res"], expectedStatus: 1, browserArguments: ["--min-rtl", "3"])
        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/report_scale.py").path, folder.path,
             folder.appendingPathComponent("check.json").path])
        #expect(browser.status == 0, "\(browser.output)")
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("the example pack: every face loads, one cell per language x slot with check's status, Arabic right to left")
    func examplePack() throws {
        let (folder, page) = try reportInBrowser([], expectedStatus: 0, browserArguments: ["--min-rtl", "3", "--phone"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("medium -&gt; light"))
        // The collections' faces are copied as single-face files: a browser takes only a collection's first face.
        let fonts = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fonts").path)
        #expect(fonts.contains { $0.hasSuffix("NotoSansCJKjp-Light.woff2") })
        #expect(!fonts.contains { $0.hasSuffix(".ttc") })
        // Each face cut down to what the page draws: every font file is smaller than the face it came from.
        let check = try CommandLineRun.fontpack("check", "--format", "json")
        let table = try #require(try check.json()["table"] as? [[String: Any]])
        var originals: [String: Int] = [:]
        for row in table {
            guard let name = row["postscriptName"] as? String, let file = row["font"] as? String else { continue }
            let path = CommandLineRun.packageRoot.appendingPathComponent(file).path
            originals[name] = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        var folderSize = page.utf8.count  // index.html
        for name in fonts {
            let size = (try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("fonts/\(name)").path)[.size] as? Int) ?? 0
            folderSize += size
            let original = try #require(originals.first { name.contains("-\($0.key).") }?.value, "\(name)")
            #expect(size < original, "\(name): \(size) bytes, its face's file \(original)")
        }
        // Subset per face, without hints, as WOFF2: 10.9 MB before, 4.5 MB now (Benchmarks/results/subset.md).
        // The outlines of 6,765 Han characters in each of three Simplified Chinese weights are 3.3 MB of it.
        #expect(folderSize < 5_000_000, "the report folder holds \(folderSize) bytes")
        // Every font file reads in fontTools and loads in Chromium, and each cell's specimens are drawn in its face alone.
        let fontsCheck = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/report_fonts.py").path, folder.path])
        #expect(fontsCheck.status == 0, "\(fontsCheck.output)")
        #expect(fontsCheck.output.contains("13 font files, 13 faces loaded"), "\(fontsCheck.output)")
    }

    @Test("han-forms: the characters drawn untagged and tagged zh-Hant, and Chromium draws them differently")
    func hanForms() throws {
        let (folder, page) = try reportInBrowser(
            ["--config", "Tests/Fixtures/HanForms/appfont.json", "--fonts", "Tests/Fixtures/HanForms", "--languages", "zh-Hant,ja"],
            expectedStatus: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("data-requirement=\"han-forms\""))
        #expect(page.contains("lang=\"zh-Hant\" data-han=\"tagged\"") || page.contains("data-han=\"tagged\" lang=\"zh-Hant\""))
        // ja is on its own region's face: no han-forms group in its cells.
        #expect(page.components(separatedBy: "data-requirement=\"han-forms\"").count - 1 == 3)
        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/han_forms.py").path,
             folder.appendingPathComponent("index.html").path, "zh-Hant", "light"])
        #expect(browser.status == 0, "\(browser.output)")
    }

    @Test("with --strings: exit 1 like check, the page still written, the strings with tofu shown")
    func exampleStrings() throws {
        let (folder, page) = try reportInBrowser(
            ["--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist"], expectedStatus: 1,
            browserArguments: ["--min-rtl", "3", "--visible", "onboarding.next", "--visible", "checkout.done"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("id=\"strings\""))
        #expect(page.contains("data-key=\"onboarding.next\""))
        // The arrow the Noto Sans subset lacks is marked in the three en cells and the string's three renderings.
        #expect(page.components(separatedBy: "data-missing=\"8594\"").count - 1 == 6)
    }

    @Test(
        "languages the pack lacks, at every level: each specimen holds every character judged, red only where a finding names it",
        arguments: ["fontconfig", "base", "full"])
    func gapsAtEachLevel(level: String) throws {
        let (folder, page) = try reportInBrowser(
            ["--languages", "fa,he,th,vi", "--level", level], expectedStatus: 1, browserArguments: ["--min-rtl", "6"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The page says what the level leaves out.
        #expect(page.contains("Level \(level) checks") && page.contains("Not checked, so not shown") == (level != "full"))
        // Persian at the default level: CLDR punctuation is not checked, so not drawn (it was outlined without a finding).
        if level == "fontconfig" { #expect(!page.contains("data-requirement=\"cldr-punctuation\"")) }
    }

    @Test("clipped ink: the clusters check lists are outlined in the face, and Chromium's own line box agrees with the linux verdict")
    func clippedInk() throws {
        let arguments = [
            "--config", "Tests/Fixtures/Config/clipped-ink.json", "--fonts", "Tests/Fixtures/Fonts/Clip",
            "--platform", "ios,android,web,linux",
        ]
        let (folder, page) = try reportInBrowser(arguments, expectedStatus: 1)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("class=\"clipped\""))
        let json = folder.appendingPathComponent("check.json")
        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/clipped_ink.py").path, folder.path, json.path])
        #expect(browser.status == 0, "\(browser.output)")
        // Every cluster the four clipped cells list (10 Vietnamese capitals in two faces, the Devanagari marks below in three slots).
        let measured = browser.output.split(separator: "\n").first { $0.hasSuffix("outlined clusters measured") }
        #expect(measured.flatMap { Int($0.split(separator: " ")[0]) } == 110, "\(browser.output)")
    }

    @Test("longest translations: closed until opened, the most grown first, each text as wide in Chromium as HarfBuzz measured it")
    func longestTranslations() throws {
        let (folder, page) = try reportInBrowser(
            ["--config", "Tests/Fixtures/Config/fit.json", "--strings", "Tests/Fixtures/FitApp"], expectedStatus: 1,
            browserArguments: ["--min-rtl", "1"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(page.contains("<section id=\"growth\">"))
        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/longest_translations.py").path, folder.path,
             "--per-language", "3", "--min-items", "3"])
        #expect(browser.status == 0, "\(browser.output)")
        // Every German string is longer than its English source; every text is one line, so each is measured, source and translation.
        let counts = browser.output.split(separator: "\n").last { $0.hasSuffix("texts measured") }?.split(separator: " ")
        let translations = try #require(counts.flatMap { Int($0[0]) })
        #expect(counts.flatMap { Int($0[5]) } == translations * 2, "\(browser.output)")
        #expect(page.contains("data-language=\"de\" data-key=\"tab.settings\""))
    }

    @Test("line boxes: each language whose face's box differs is drawn beside default's at the same size, as tall as fontTools' box")
    func lineBoxDrawings() throws {
        let (folder, page) = try reportInBrowser([], expectedStatus: 0)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Noto Sans Arabic's 2.112 em against Noto Sans's 1.362 is past the tolerance: marked as the finding is.
        #expect(page.contains("<span class=\"line-boxes mismatch\" data-platform=\"ios\" data-slot=\"light\">"))
        let browser = try Self.python(
            [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/line_box_drawing.py").path, folder.path,
             folder.appendingPathComponent("check.json").path, "--min-drawings", "2"])
        #expect(browser.status == 0, "\(browser.output)")
    }

    @Test("markup in translations, keys and font names is inert text")
    func userTextIsInert() throws {
        let fixture = "Tests/Fixtures/ReportApp"
        let shown = [
            "<script>window.pwned=1</script>", "\"><img src=x onerror=window.pwned=2>", "<img src=x onerror=window.pwned=4>",
            "<script>window.pwned=3</script>",
        ]
        let (folder, page) = try reportInBrowser(
            ["--config", "\(fixture)/appfont.json", "--strings", fixture], expectedStatus: 1,
            browserArguments: shown.flatMap { ["--visible", $0] })
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!page.contains("<script"))
        #expect(!page.contains("<img"))
    }

    @Test("exit 2 for a bad config, a missing --output, or an output folder that cannot be made")
    func inputErrors() throws {
        let config = try temporaryConfig(#"{"list": []}"#)
        #expect(try CommandLineRun.fontpack("report", "--config", config, "--output", "/tmp/unused-report").status == 2)
        #expect(try CommandLineRun.fontpack("report").status == 2)
        // A file where the folder should be: the page cannot be written.
        let unwritable = try CommandLineRun.fontpack("report", "--output", "Package.swift")
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError.contains("Package.swift: error: cannot write the report: --output is a file, not a folder"))
        #expect(!unwritable.standardError.contains("NSCocoaErrorDomain"))
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = CommandLineRun.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
