import ArgumentParser
import FontPackage
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageReporting

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a font pack: every font exists, has its slot's weight, and covers its languages.",
        discussion: """
            For each language and each weight slot, the font a request would really get (locale matching \
            and weight fallback included) is checked against the characters the language needs. Without \
            --languages every env of the config is checked, and default against English.
            Exit status: 0 no finding at or above --fail-on (error by default) outside the --baseline, 1 at least \
            one, 2 bad arguments, an unreadable config or a missing or malformed baseline.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var checkArguments: PackCheckArguments

    @OptionGroup var reporting: ReportingOptions

    @Flag(
        name: .shortAndLong,
        help: "Print only the findings that fail the run (at or above --fail-on, outside the baseline) and the summary line.")
    var quiet = false

    @Option(help: "The tables of the text output: folded (a row per set of languages with the same answers) or full (a row per language and slot).")
    var table: TableLayout = .folded

    @Flag(
        help: "The web draws the pack with export css --match-line-box: measure its ink against the default's line box at each slot.")
    var matchLineBox = false

    func run() throws {
        let config = try configOptions.load(warningsAreFindings: true)
        let baseline = try reporting.loadBaseline()
        let started = Date()
        let report = try checkArguments.check(config, matchLineBox: matchLineBox)
        let elapsed = Date().timeIntervalSince(started)
        let outcome = FindingOutcome(
            findings: report.findings, baseline: baseline, failOn: reporting.failOn.severity, judged: report.judged)
        let output = CheckOutput(report: report, outcome: outcome, elapsed: elapsed, quiet: quiet, fullTable: table == .full)
        try ReportOutput.emit(output, as: reporting.format, to: reporting.output)
        // The process ends as soon as its output is written, as compilers do: the
        // system takes its memory back at once, where freeing an app's findings and
        // strings one by one took a tenth of a second at 158 languages.
        terminate((outcome.fails ? ExitStatus.findings : ExitStatus.clean).rawValue)
    }
}

/// `check --table`: how the text output lays its tables out.
enum TableLayout: String, ExpressibleByArgument, CaseIterable {
    /// One row per set of languages with the same answers, slots folded where they agree.
    case folded
    /// One row per language and slot.
    case full
}
