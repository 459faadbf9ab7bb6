public import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The formats `check` and `coverage` write (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github
}

/// A run in the chosen format, and its text report, which is printed beside
/// a chosen format written to a file (`--output`).
public struct RenderedReport: Sendable {
    /// The run in the format asked for.
    public var chosen: String
    /// The text report (the same as `chosen` for `.text`).
    package var text: String
}

/// `check`'s outputs: one `PackReport` and its ``FindingOutcome`` in any
/// ``ReportFormat``.
public enum CheckOutput: Sendable {
    /// The report in `format`, exactly as `fontpack check --format` prints it;
    /// file paths in SARIF and GitHub commands are made relative to
    /// `workingDirectory` (by default the current one). `elapsed` is the
    /// seconds the check took, shown by the text and JUnit formats. `quiet`
    /// cuts the text to the findings that fail the run and the summary line.
    public static func render(
        _ format: ReportFormat, report: PackReport, outcome: FindingOutcome, elapsed: Double,
        workingDirectory: String = currentDirectory, quiet: Bool = false
    ) throws -> RenderedReport {
        let text =
            quiet
            ? CheckTable.quietText(report, outcome: outcome, elapsed: elapsed)
            : CheckTable.text(report, outcome: outcome, elapsed: elapsed)
        switch format {
        case .text: return RenderedReport(chosen: text, text: text)
        case .json: return RenderedReport(chosen: CheckJSONDocument(report, outcome: outcome).json(), text: text)
        case .sarif:
            let sarif = try CIOutput.sarif(
                outcome, groups: report.groups, workingDirectory: workingDirectory, ruleSettings: report.ruleSettings)
            return RenderedReport(chosen: sarif, text: text)
        case .junit:
            let junit = JUnitDocument(rows: report.rows, outcome: outcome, groups: report.groups, elapsed: elapsed)
            return RenderedReport(chosen: junit.xml(), text: text)
        case .github:
            return RenderedReport(
                chosen: CIOutput.github(outcome, groups: report.groups, text: text, workingDirectory: workingDirectory), text: text)
        }
    }
}

extension CheckOutput {
    /// The process's working directory, `render`'s default.
    @usableFromInline static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}

/// `coverage`'s outputs. It has no JUnit form: that format gives the text.
package enum CoverageOutput {
    package static func render(
        _ format: ReportFormat, run: CoverageRun, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws -> RenderedReport {
        let report = CoverageDocument(run)
        let text = report.text
        let outcome = FindingOutcome(findings: run.findings)
        switch format {
        case .text, .junit: return RenderedReport(chosen: text, text: text)
        case .json: return RenderedReport(chosen: try report.json(), text: text)
        case .sarif:
            return RenderedReport(chosen: try CIOutput.sarif(outcome, groups: nil, workingDirectory: workingDirectory), text: text)
        case .github:
            return RenderedReport(
                chosen: CIOutput.github(outcome, groups: nil, text: text, workingDirectory: workingDirectory), text: text)
        }
    }
}
