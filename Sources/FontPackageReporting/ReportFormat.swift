package import FontPackageCheck
import Foundation

/// The formats `check` and `coverage` write (`--format`).
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github
}

/// A run in the chosen format, and its text report, which is printed beside
/// a chosen format written to a file (`--output`).
package struct RenderedReport: Sendable {
    package var chosen: String
    package var text: String
}

/// `check`'s outputs.
package enum CheckOutput {
    package static func render(
        _ format: ReportFormat, report: PackReport, outcome: FindingOutcome, elapsed: Double,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> RenderedReport {
        let text = CheckTable.text(report, outcome: outcome, elapsed: elapsed)
        switch format {
        case .text: return RenderedReport(chosen: text, text: text)
        case .json: return RenderedReport(chosen: CheckReport(report, outcome: outcome).json(), text: text)
        case .sarif: return RenderedReport(chosen: try CIOutput.sarif(outcome, workingDirectory: workingDirectory), text: text)
        case .junit:
            return RenderedReport(chosen: JUnitReport(rows: report.rows, outcome: outcome, elapsed: elapsed).xml(), text: text)
        case .github:
            return RenderedReport(chosen: CIOutput.github(outcome, text: text, workingDirectory: workingDirectory), text: text)
        }
    }
}

/// `coverage`'s outputs. It has no JUnit form: that format gives the text.
package enum CoverageOutput {
    package static func render(
        _ format: ReportFormat, run: CoverageRun, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> RenderedReport {
        let report = CoverageReport(run)
        let text = report.text
        let outcome = FindingOutcome(findings: run.findings)
        switch format {
        case .text, .junit: return RenderedReport(chosen: text, text: text)
        case .json: return RenderedReport(chosen: try report.json(), text: text)
        case .sarif: return RenderedReport(chosen: try CIOutput.sarif(outcome, workingDirectory: workingDirectory), text: text)
        case .github:
            return RenderedReport(chosen: CIOutput.github(outcome, text: text, workingDirectory: workingDirectory), text: text)
        }
    }
}
