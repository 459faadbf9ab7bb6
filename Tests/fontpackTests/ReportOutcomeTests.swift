import Foundation
import Testing

/// `fontpack report` takes everything from the check it runs: the findings
/// about an Info.plist it cannot read and the exit status `--fail-on` gives.
@Suite("fontpack report: the check's findings and exit status")
struct ReportOutcomeTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-outcome-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("an Info.plist over the size limit: the same finding as check, on the page, exit 1")
    func oversizedInfoPlist() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Sparse: 64 MiB + 1 byte on paper, nothing on disk.
        let plist = folder.appendingPathComponent("Info.plist")
        #expect(FileManager.default.createFile(atPath: plist.path, contents: Data("<plist>".utf8)))
        let handle = try FileHandle(forWritingTo: plist)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        let arguments = ["--strings", "Config/ExampleApp", "--info-plist", plist.path]

        let check = try CommandLineRun.fontpack(arguments: ["check"] + arguments + ["--format", "json"])
        #expect(check.status == 1, "\(check.standardError)")
        let findings = try #require(check.json()["findings"] as? [[String: Any]])
        let plistFindings = findings.filter { ($0["location"] as? [String: Any])?["file"] as? String == plist.path }
        #expect(plistFindings.count == 1)
        let message = try #require(plistFindings.first?["message"] as? String)
        let code = try #require(plistFindings.first?["code"] as? String)

        let output = folder.appendingPathComponent("report")
        let report = try CommandLineRun.fontpack(arguments: ["report"] + arguments + ["--output", output.path])
        #expect(report.status == 1, "\(report.standardError)")
        let page = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("data-code=\"\(code)\""))
        #expect(page.contains(message.replacingOccurrences(of: "'", with: "&apos;")))
    }

    @Test("--fail-on: notes alone pass by default and fail with --fail-on note, as check's do")
    func failOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The example pack has notes (weight-fallback), and no errors or warnings without its line box warnings.
        let notesOnly = ["--rule", "line-height-mismatch=off"]
        let check = try CommandLineRun.fontpack(arguments: ["check", "--format", "json"] + notesOnly)
        let summary = try #require(check.json()["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["warnings"] as? Int == 0)
        #expect((summary["notes"] as? Int ?? 0) > 0)
        for (failOn, status) in [("error", Int32(0)), ("warning", 0), ("note", 1)] {
            let output = folder.appendingPathComponent(failOn)
            let report = try CommandLineRun.fontpack(arguments: ["report", "--fail-on", failOn, "--output", output.path] + notesOnly)
            let checked = try CommandLineRun.fontpack(arguments: ["check", "--fail-on", failOn] + notesOnly)
            #expect(report.status == status, "report --fail-on \(failOn): \(report.standardError)")
            #expect(checked.status == status, "check --fail-on \(failOn)")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
        }
    }
}
