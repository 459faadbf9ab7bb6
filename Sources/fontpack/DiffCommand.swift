import ArgumentParser
import FontPackage
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageReporting
internal import FontPackageHTMLReport
internal import FontPackageSupport

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of a pack: what an update of its fonts or config does to the app.",
        discussion: """
            Both packs are checked as check checks one, with the same languages, strings and platforms. Reported: \
            the after check's findings the before check did not make (a string that now shows tofu, a lookup that now \
            fails, a budget now broken), each with check's code and severity; what each changed face lost or gained in \
            characters, names, weight class, style, format, line box and bytes; how much wider or narrower it draws \
            the app's strings; and a diff-fixed note per cause the update fixed. An identical pack reports nothing.
            The before side is --before-config and --before-fonts, or --before-rev: the config and fonts as a git \
            revision holds them.
            Exit status: 0 no finding at or above --fail-on (error by default), 1 at least one, 2 bad arguments, an \
            unreadable config or pack folder, or a revision git cannot read.
            """
    )

    @Option(help: "The earlier pack's config (default: --config's, at --before-rev).", completion: .file(extensions: ["json"]))
    var beforeConfig: String?

    @Option(
        help: "The earlier pack's folder (default: the Fonts folder beside --before-config, or --fonts at --before-rev).",
        completion: .directory)
    var beforeFonts: String?

    @Option(
        help: ArgumentHelp(
            "A git revision holding the earlier pack (HEAD~1, v1.2): its config and fonts are read as committed there.",
            valueName: "rev"))
    var beforeRev: String?

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var checkArguments: PackCheckArguments

    @Option(help: "Output format.")
    var format: Writer<DiffOutput> = DiffOutput.defaultWriter

    @Option(help: "The lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: FailOn = .error

    @Option(help: "Write the chosen format to this file and the text report to standard output.", completion: .file())
    var output: String?

    @Option(
        help: "Also write an HTML page to this folder: the strings drawn differently, in the face before and after, side by side.",
        completion: .directory)
    var report: String?

    func validate() throws {
        if beforeConfig == nil, beforeRev == nil {
            throw ValidationError("give the earlier pack: --before-config (and --before-fonts), or --before-rev")
        }
    }

    func run() throws {
        let after = try configOptions.load(warningsAreFindings: true)
        let revision = try beforeRev.map { try GitRevision.extract($0, config: configOptions.config, fonts: checkArguments.fonts) }
        defer { revision?.remove() }
        let beforePath = beforeConfig.map { path in revision.map { $0.path(of: path) } ?? path } ?? revision?.config
        guard let beforePath else { throw ExitStatus.usageOrInput }
        var beforeOptions = ConfigOptions()
        beforeOptions.config = beforePath
        let before = try beforeOptions.load(warningsAreFindings: true)
        let afterCheck = checkArguments.checkOptions(for: after)
        var beforeCheck = afterCheck
        beforeCheck.fontsFolder =
            beforeFonts.map { path in revision.map { $0.path(of: path) } ?? path } ?? revision?.fonts
            ?? FontsFolder.chosen(given: nil, config: beforePath).path
        // Each side's missing folder is named by the option that gives it, not only by its path.
        for (option, folder) in [("--before-fonts", beforeCheck.fontsFolder), ("--fonts", afterCheck.fontsFolder)]
        where PathName.kind(folder) != .directory {
            Output.standardError("fontpack diff: error: \(option): \(folder) is not a folder of fonts")
            throw ExitStatus.usageOrInput
        }
        let started = Date()
        let diff: PackDiff
        do {
            diff = try PackDiff.compare(
                before: PackSide(config: before, options: beforeCheck), after: PackSide(config: after, options: afterCheck))
        } catch {
            Output.standardError("error: \(error)")
            throw ExitStatus.usageOrInput
        }
        try PackCheckArguments.refuseRejected(diff.before)
        try PackCheckArguments.refuseRejected(diff.after)
        let outcome = FindingOutcome(findings: diff.findings, failOn: failOn.severity)
        if let report {
            do {
                let page = try DiffHTMLReport.write(diff, to: report)
                Output.standardError("wrote \(page)")
            } catch {
                Output.standardError("\(report): error: cannot write the page: \(errorText(error))")
                throw ExitStatus.usageOrInput
            }
        }
        let shown = DiffOutput(diff: diff, outcome: outcome, elapsed: Date().timeIntervalSince(started))
        try ReportOutput.emit(shown, as: format, to: output)
        if outcome.fails { throw ExitStatus.findings }
    }
}
