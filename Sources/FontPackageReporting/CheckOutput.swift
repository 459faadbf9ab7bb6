public import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One `fontpack check` as its writers read it: the report, what its
/// findings mean for the run, and how the run is shown.
///
/// ```swift
/// let output = CheckOutput(report: report, outcome: outcome, elapsed: 1.5)
/// let sarif = try output.rendered(as: .sarif)
/// ```
public struct CheckOutput: CommandOutput, Sendable {
    /// What `PackChecker.check` returned: the findings, their groups and the tables.
    public var report: PackReport
    /// The findings measured against the threshold and the baseline.
    public var outcome: FindingOutcome
    /// The seconds the check took, which the text's summary line and JUnit's times show.
    public var elapsed: Double
    /// The folder file paths in SARIF and GitHub commands are made relative
    /// to: the repository root, for code scanning. By default the process's
    /// working directory.
    public var workingDirectory: String
    /// Cuts the text, also where GitHub commands end with it, to the findings
    /// that fail the run and the summary line (`--quiet`).
    public var quiet: Bool
    /// Prints the text's tables with a row per language and slot (`--table full`),
    /// not folded into a row per set of languages with the same answers.
    public var fullTable: Bool

    /// `workingDirectory` is by default the process's.
    public init(
        report: PackReport, outcome: FindingOutcome, elapsed: Double,
        workingDirectory: String = currentDirectory, quiet: Bool = false, fullTable: Bool = false
    ) {
        self.fullTable = fullTable
        self.report = report
        self.outcome = outcome
        self.elapsed = elapsed
        self.workingDirectory = workingDirectory
        self.quiet = quiet
    }

    /// `check --format`'s values.
    public static let writers: [Writer<CheckOutput>] = [
        Writer(.text, "Findings as a compiler prints them, the tables.") {
            $0.text
        },
        Writer(.json, "Everything the text holds; what --baseline reads.") { output, sink in
            CheckJSONDocument(output.report, outcome: output.outcome).write(to: sink)
        },
        Writer(.sarif, "SARIF 2.1.0, for code scanning.") {
            try SARIFLog($0.outcome, groups: $0.report.groups, workingDirectory: $0.workingDirectory, ruleSettings: $0.report.ruleSettings)
                .json()
        },
        Writer(.junit, "JUnit XML: a test case per language x slot.") {
            JUnitDocument(rows: $0.report.rows, outcome: $0.outcome, groups: $0.report.groups, elapsed: $0.elapsed).xml()
        },
        Writer(.github, "GitHub workflow commands, then the text.") {
            (GitHubAnnotations.lines($0.outcome, groups: $0.report.groups, workingDirectory: $0.workingDirectory) + [$0.text])
                .joined(separator: "\n")
        },
    ]

    /// The process's working directory, the initializer's default.
    @usableFromInline static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// The text report, or with `quiet` its failing findings and summary line.
    var text: String {
        quiet
            ? CheckTable.quietText(report, outcome: outcome, elapsed: elapsed)
            : CheckTable.text(report, outcome: outcome, elapsed: elapsed, fullTable: fullTable)
    }
}
