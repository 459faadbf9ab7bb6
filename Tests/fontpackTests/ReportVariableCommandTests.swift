import Foundation
import Testing

/// `fontpack report` on a variable font: one file and one `@font-face`, each
/// cell drawn at its slot's instance, as Chromium measures it.
@Suite("fontpack report: variable fonts")
struct ReportVariableCommandTests {
    @Test("each slot's cell is drawn in the pack's face at its wght: Chromium's widths grow with the weight")
    func cellsAtTheirInstances() throws {
        let config = try temporaryConfig(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300}},
              {"font": 1, "name": "Inter-SemiBold"},
              {"font": 2, "name": "Inter", "variation": {"wght": 800}}]}]}
            """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = try CommandLineRun.fontpack(
            "report", "--config", config, "--fonts", "Tests/Fixtures/Variable", "--languages", "en,vi", "--output", folder.path)
        #expect(report.status == 0, "\(report.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        // One file for the three instances, whose rule claims the axis's whole range.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("fonts").path)
        #expect(files.filter { $0.contains("Inter") }.count == 1, "\(files)")
        #expect(page.contains("font-weight: 100 900;"))
        let measured = try ReportCommandTests.python([
            CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/report_variable.py").path, folder.path, "vi",
        ])
        #expect(measured.status == 0, "\(measured.output)")
        let cells = try #require(try JSONSerialization.jsonObject(with: Data(measured.output.utf8)) as? [String: [String: Any]])
        for slot in ["light", "medium", "bold"] {
            #expect(cells[slot]?["fonts"] as? [String] == ["Inter"], "\(slot): \(cells[slot] ?? [:])")
        }
        let widths = ["light", "medium", "bold"].compactMap { cells[$0]?["width"] as? Double }
        try #require(widths.count == 3)
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
    }
}
