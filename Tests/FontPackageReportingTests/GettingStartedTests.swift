import FontPackage
import FontPackageCheck
import FontPackageReporting
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackageReporting/FontPackageReporting.docc/GettingStarted.md`,
/// run against the repository's example pack, and a check that the article
/// still shows exactly this code.
@Suite("FontPackageReporting getting started")
struct ReportingGettingStartedTests {
    /// The repository root (this file is Tests/FontPackageReportingTests/GettingStartedTests.swift).
    static let packageFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("the article's example writes SARIF and JSON and reads the JSON back as a baseline")
    func example() throws {
        let packageFolder = Self.packageFolder
        // GettingStarted.md begins
        let config = try FontPackConfig.load(path: packageFolder + "/Config/appfont.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: packageFolder + "/Fonts"))

        // Measure the findings against a threshold: here notes fail the run too.
        let outcome = FindingOutcome(findings: report.findings, failOn: .note)
        let fails = outcome.fails  // true: two weight-fallback notes, three line-height-mismatch warnings

        // The run as CI reads it: SARIF for code scanning, JSON to keep as a baseline.
        let output = CheckOutput(report: report, outcome: outcome, elapsed: 1.5, workingDirectory: packageFolder)
        let sarif = try output.rendered(as: .sarif)
        let json = try output.rendered(as: .json)

        // Accept today's findings: a later run fails only on findings not in the baseline.
        let baselineFile = NSTemporaryDirectory() + "fontpack-baseline-\(UUID().uuidString).json"
        try json.write(toFile: baselineFile, atomically: true, encoding: .utf8)
        let baseline = try Baseline.load(path: baselineFile)
        let accepted = baseline.findings.count  // 5
        let later = FindingOutcome(findings: report.findings, baseline: baseline, failOn: .note)
        let laterFails = later.fails  // false: every finding is in the baseline

        // What a code means, for a dashboard or a help page.
        let rule = FindingCatalog.rule(for: "weight-fallback")
        let advice = rule.help
        // GettingStarted.md ends
        defer { try? FileManager.default.removeItem(atPath: baselineFile) }

        #expect(fails)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        // One result per cause: the two entries without a medium face, the light face's line box in light and medium, the bold face's.
        #expect(results.map { $0["ruleId"] as? String } == ["weight-fallback", "line-height-mismatch", "line-height-mismatch"])
        #expect(sarif.contains(#""uri" : "Config/appfont.json""#))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((document["findings"] as? [[String: Any]])?.compactMap { $0["language"] as? String } == ["ar", "ar", "ar", "ar", "ja"])
        #expect(accepted == 5)
        #expect(
            baseline.findings.map(\.code)
                == ["weight-fallback", "line-height-mismatch", "line-height-mismatch", "line-height-mismatch", "weight-fallback"])
        #expect(!laterFails)
        let laterSARIF = try CheckOutput(report: report, outcome: later, elapsed: 1.5).rendered(as: .sarif)
        #expect(laterSARIF.components(separatedBy: #""baselineState" : "unchanged""#).count == 4)
        #expect(rule.code == "weight-fallback")
        #expect(rule.defaultSeverity == .note)
        #expect(advice == "Add a face for the slot if the fallback is not wanted.")
        #expect(FindingCatalog.rules.contains(rule))
    }

    @Test("GettingStarted.md shows exactly the code the example runs")
    func articleMatchesTest() throws {
        let article = try String(
            contentsOfFile: Self.packageFolder + "/Sources/FontPackageReporting/FontPackageReporting.docc/GettingStarted.md",
            encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}
