import ArgumentParser
import FontPackageCheck
import FontPackageHTMLReport
internal import FontPackageReporting
internal import FontPackageSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the check as an HTML page drawn in the pack's own fonts.",
        discussion: """
            Runs the same check as `check` and writes <output>/index.html with the pack's faces, each cut to the \
            characters drawn in it, as WOFF2 files in <output>/fonts/, so the page works offline from file://. The page is written even when the check \
            finds errors.
            Exit status: 0 no finding at or above --fail-on (error by default), 1 at least one, 2 bad arguments, \
            an unreadable config, or a page that cannot be written.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var checkArguments: PackCheckArguments

    @Option(help: "The folder to write index.html and fonts/ into (created if needed).", completion: .directory)
    var output: String

    @Option(help: "The lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: FailOn = .error

    func run() throws {
        let config = try configOptions.load(warningsAreFindings: true)
        let started = Date()
        if ![.missing, .directory].contains(PathName.kind(output)) {
            Output.standardError("\(output): error: cannot write the report: --output is a file, not a folder; give a folder (it is created if needed)")
            throw ExitStatus.usageOrInput
        }
        let report = try checkArguments.check(config, translationGrowth: true)
        do {
            let page = try HTMLReport.write(report, to: output)
            print(page)
        } catch {
            Output.standardError("\(output): error: cannot write the report: \(Self.reason(error, writing: output))")
            throw ExitStatus.usageOrInput
        }
        Output.standardError(CheckTable.summary(report, elapsed: Date().timeIntervalSince(started), done: "checked and written"))
        if FindingOutcome(findings: report.findings, failOn: failOn.severity).fails { throw ExitStatus.findings }
    }

    /// Why a file of the page could not be written, in the system's words
    /// ("permission denied"), with the file when it is one inside `output`.
    static func reason(_ error: any Error, writing output: String) -> String {
        let reason = errorText(error)
        guard let file = (error as? CocoaError)?.filePath ?? (error as? CocoaError)?.url?.path,
            file != output, file != URL(fileURLWithPath: output).standardizedFileURL.path
        else { return reason }
        return "\(file): \(reason)"
    }
}
