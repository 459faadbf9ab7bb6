import Foundation
import Testing

/// The CI side of `check`: exit status under --fail-on and --baseline,
/// --output, and the formats' counts against --format json. The formats are
/// also validated by independent consumers (the SARIF schema, junitparser)
/// in Scripts/ci/validate-ci-formats.py.
@Suite("fontpack check for CI: formats, --fail-on, --baseline, --output")
struct CIFormatTests {
    static let brokenPack = ["--config", "Tests/Fixtures/Config/broken-pack.json", "--fonts", "Tests/Fixtures/Fonts"]

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func findings(_ run: CommandLineRun) throws -> [[String: Any]] {
        try #require(try run.json()["findings"] as? [[String: Any]])
    }

    /// Finding lines of the text report (compiler style), without the table.
    static func findingLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(": error: [") || $0.contains(": warning: [") || $0.contains(": note: [") }
    }

    @Test("baseline round trip: the same run passes, a new gap fails naming only it, gone findings are fixed notes")
    func baselineRoundTrip() throws {
        let folder = try Self.temporaryFolder()
        let baseline = folder.appendingPathComponent("baseline.json").path
        let accepted = try CommandLineRun.fontpack(arguments: ["check"] + Self.brokenPack + ["--format", "json", "--output", baseline])
        #expect(accepted.status == 1)
        #expect(accepted.standardOutput.contains("6 errors, 7 warnings, 8 notes"), "the text summary stays on stdout")
        let baselineFindings = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])["findings"]
            as? [[String: Any]]
        #expect(baselineFindings?.count == 21)

        let same = try CommandLineRun.fontpack(arguments: ["check"] + Self.brokenPack + ["--baseline", baseline])
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        // One line per finding or cause: a cause's block says how many of its findings the baseline holds.
        let lines = Self.findingLines(same.standardOutput)
        #expect(!lines.isEmpty && lines.count <= 21)
        #expect(lines.allSatisfy { line in
            line.hasSuffix(" [baseline]") || line.firstMatch(of: /\[baseline: (\d+) of (\d+)\]$/).map { $0.1 == $0.2 } == true
        })
        #expect(same.standardOutput.contains("; 21 in baseline, 0 fixed since baseline"))

        // Lines added above move every finding; de light now lacks ß instead of having the wrong weight.
        let original = try String(contentsOfFile: CommandLineRun.packageRoot.path + "/Tests/Fixtures/Config/broken-pack.json", encoding: .utf8)
        let edited = "\n\n\n" + original.replacingOccurrences(of: "FixtureWrongWeight-Light", with: "FixtureMissingLetters-Regular")
        let config = folder.appendingPathComponent("appfont.json").path
        try Data(edited.utf8).write(to: URL(fileURLWithPath: config))
        let fonts = CommandLineRun.packageRoot.path + "/Tests/Fixtures/Fonts"
        let changed = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "--baseline", baseline)
        #expect(changed.status == 1)
        let counted = Self.findingLines(changed.standardOutput).filter { !$0.hasSuffix(" [baseline]") && !$0.contains(" [baseline: ") && $0.contains(": error: [") }
        #expect(counted.count == 1)
        #expect(counted.first?.contains("error: [missing-characters] de light: FixtureMissingLetters-Regular lacks 1") == true)
        #expect(changed.standardOutput.contains("note: [fixed-since-baseline] fixed since baseline: [slot-weight] de light holds FixtureWrongWeight-Light"))

        let json = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "--baseline", baseline, "--format", "json")
        let summary = try #require(try json.json()["summary"] as? [String: Any])
        let counts = try #require(summary["baseline"] as? [String: Int])
        let current = try Self.findings(json)
        #expect(counts["new"] == current.filter { $0["baseline"] == nil && $0["code"] as? String != "fixed-since-baseline" }.count)
        #expect(counts["fixed"] == current.filter { $0["code"] as? String == "fixed-since-baseline" }.count)
        #expect(counts["accepted"] == current.filter { $0["baseline"] as? Bool == true }.count)
        #expect((counts["fixed"] ?? 0) >= 2)
    }

    @Test("a finding is fixed only if this run checked its language x slot, level and strings; the counts agree with the lines")
    func notCheckedIsNotFixed() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let accepted = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--level", "base", "--format", "json", "--output", baseline)
        #expect(accepted.status == 1)
        // Other languages, another level, no strings: nothing the baseline holds was judged, so nothing is fixed.
        let narrower = try CommandLineRun.fontpack("check", "--languages", "vi", "--baseline", baseline)
        #expect(narrower.status == 0)
        #expect(!narrower.standardOutput.contains("fixed-since-baseline"))
        let summary = try #require(narrower.standardOutput.split(separator: "\n").last)
        #expect(summary.contains("0 fixed since baseline"))
        #expect(summary.contains("not checked in this run"))
        // The summary counts the notes printed.
        let notes = Self.findingLines(narrower.standardOutput).filter { $0.contains(": note: [") }.count
        #expect(summary.contains("\(notes) note"))

        // A run that checks the same things again, with one gap fixed: that one is fixed, and counted as a note.
        let same = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--level", "base", "--baseline", baseline, "--shaping", "on")
        #expect(same.standardOutput.contains("0 fixed since baseline"))
        #expect(!same.standardOutput.contains("not checked in this run"))
    }

    @Test("--fail-on picks the lowest failing severity (the example pack has 3 warnings and 2 notes)", arguments: [
        ("error", Int32(0)), ("warning", 1), ("note", 1),
    ])
    func failOn(threshold: String, status: Int32) throws {
        #expect(try CommandLineRun.fontpack("check", "--fail-on", threshold).status == status)
    }

    @Test("a missing or malformed baseline is exit 2 with a located error")
    func badBaseline() throws {
        let missing = try CommandLineRun.fontpack("check", "--baseline", "/nonexistent/baseline.json")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("/nonexistent/baseline.json: error: [unreadable-baseline] baseline file does not exist"))
        let folder = try Self.temporaryFolder()
        let file = folder.appendingPathComponent("base.json").path
        try Data("{\"findings\": [\n  {\"code\": 3}\n]}".utf8).write(to: URL(fileURLWithPath: file))
        let malformed = try CommandLineRun.fontpack("check", "--baseline", file)
        #expect(malformed.status == 2)
        #expect(malformed.standardError.contains("\(file):2:12: error: [invalid-baseline] findings[0].code: expected a string, found a number"))
        #expect(malformed.standardOutput.isEmpty)
    }

    @Test("every format has one item per JSON finding, on the example pack and the broken pack", arguments: [
        [String](), brokenPack,
    ])
    func countsAgree(pack: [String]) throws {
        let json = try CommandLineRun.fontpack(arguments: ["check"] + pack + ["--format", "json"])
        let findings = try Self.findings(json)
        let sarif = try CommandLineRun.fontpack(arguments: ["check"] + pack + ["--format", "sarif"])
        #expect(sarif.status == json.status)
        let log = try sarif.json()
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // One result per cause (findings that share a JSON group), and one per other finding.
        var groupSizes: [String: Int] = [:]
        for finding in findings {
            if let id = (finding["group"] as? [String: Any])?["id"] as? String { groupSizes[id, default: 0] += 1 }
        }
        let causes = findings.count - groupSizes.values.filter { $0 > 1 }.reduce(0, +) + groupSizes.values.filter { $0 > 1 }.count
        #expect(results.count == causes)
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSubset(of: Set(findings.compactMap { $0["code"] as? String })))
        let github = try CommandLineRun.fontpack(arguments: ["check"] + pack + ["--format", "github"])
        #expect(github.status == json.status)
        let commands = github.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == causes)
        #expect(github.standardOutput.contains("entry  "), "the text report follows the commands")
        let junit = try CommandLineRun.fontpack(arguments: ["check"] + pack + ["--format", "junit"])
        #expect(junit.status == json.status)
        #expect(junit.standardOutput.hasPrefix("<?xml"))
        let table = try #require(try json.json()["table"] as? [[String: Any]])
        #expect(junit.standardOutput.components(separatedBy: "<testcase ").count - 1 >= table.count)
    }

    @Test("--output writes the format to a file and the text report to stdout")
    func outputFile() throws {
        let file = try Self.temporaryFolder().appendingPathComponent("fontpack.sarif").path
        let run = try CommandLineRun.fontpack("check", "--format", "sarif", "--output", file)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("0 errors, 3 warnings, 2 notes"))
        let direct = try CommandLineRun.fontpack("check", "--format", "sarif")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == direct.standardOutput)
        // A missing folder is made; a path under a file cannot be, even by root.
        let nested = try Self.temporaryFolder().appendingPathComponent("new/folder/fontpack.sarif").path
        #expect(try CommandLineRun.fontpack("check", "--format", "sarif", "--output", nested).status == 0)
        #expect(FileManager.default.fileExists(atPath: nested))
        let unwritable = try CommandLineRun.fontpack("check", "--format", "sarif", "--output", file + "/out.sarif")
        #expect(unwritable.status == 2)
    }

    @Test("coverage speaks sarif and github with the same findings, keeps its exit status, refuses junit")
    func coverageFormats() throws {
        let files = ["Tests/Fixtures/Fonts/MissingLetters.ttf", "Tests/Fixtures/Fonts/EmptyGlyph.ttf", "Tests/Fixtures/Fonts/NoPrecomposedVi.ttf"]
        let sarif = try CommandLineRun.fontpack(arguments: ["coverage"] + files + ["--lang", "fr,vi", "--format", "sarif"])
        #expect(sarif.status == 1)
        let run = try #require((try sarif.json()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // MissingLetters: fr é, vi; EmptyGlyph: fr empty, vi missing, vi empty; NoPrecomposedVi: fr missing + composable, vi composable (README of the fixtures);
        // and three shaping-notdef: combining marks that the sample text of vi (MissingLetters, EmptyGlyph) and fr (NoPrecomposedVi) holds and the fonts lack.
        #expect(results.count == 11)
        #expect(results.filter { $0["ruleId"] as? String == "shaping-notdef" }.count == 3)
        let uris = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        }
        #expect(Set(uris) == Set(files))
        let github = try CommandLineRun.fontpack(arguments: ["coverage"] + files + ["--lang", "fr,vi", "--format", "github"])
        #expect(github.status == 1)
        #expect(github.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 11)
        #expect(github.standardOutput.contains("::error file=Tests/Fixtures/Fonts/MissingLetters.ttf,title=[missing-characters] fr::"))
        #expect(try CommandLineRun.fontpack(arguments: ["coverage"] + files + ["--lang", "fr", "--format", "junit"]).status == 2)
        let file = try Self.temporaryFolder().appendingPathComponent("coverage.sarif").path
        let written = try CommandLineRun.fontpack(arguments: ["coverage"] + files + ["--lang", "fr,vi", "--format", "sarif", "--output", file])
        #expect(written.status == 1)
        #expect(written.standardOutput.contains("U+00E9 é"), "the text report on stdout")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == sarif.standardOutput)
    }
}
