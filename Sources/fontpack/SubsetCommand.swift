import FontPackage
import ArgumentParser
import FontPackageCheck
import FontPackageSubset
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageReporting

struct SubsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subset",
        abstract: "Write the pack cut down to what the app draws, and check that it renders the same.",
        discussion: """
            Each face the config uses keeps the characters its languages need at --level, the characters of the \
            app's --strings it may draw, and --keep, with every layout feature, script and name record (HarfBuzz's \
            subsetter). Writes <output>/appfont.json and the faces and licences under <output>/Fonts/ (a face of a \
            collection becomes a file of its own), then runs the same check on the subset pack. \
            With the app's Info.plist (--info-plist, or found in a --strings folder), writes <output>/Info.plist too: \
            a copy whose UIAppFonts lists the subset's files, with which the subset is checked.
            Text the app does not ship (user input, server text) is not in any of these: name it with --keep.
            A variable font keeps its design space (one file for every instance the slots use); with --pin, each \
            instance in use becomes a static file of its own, where HarfBuzz can instance the font.
            Exit status: 0 the subset's check reports nothing the original's did not, 1 it does or a face could not \
            be subset, 2 bad arguments, an unreadable config or pack folder, or an --output refused (the pack folder, \
            or a folder whose appfont.json or Fonts/ is the original's) or not writable.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var checkArguments: PackCheckArguments

    @Option(
        help: "The folder to write appfont.json and Fonts/ into (created if needed; never the pack folder).",
        completion: .directory)
    var output: String

    @Option(
        help: "Characters every face keeps beside what the check needs, e.g. U+0020-007E,U+20AC.",
        transform: SubsetCommand.characters(argument:))
    var keep: CodePointSet?

    @Flag(
        help: "Make each instance of a variable font the slots use a static file of its own (HarfBuzz's instancer), named by the instance; a font HarfBuzz cannot instance stays variable, with a warning.")
    var pin = false

    @Option(help: "Output format.")
    var format: Writer<PackSubsetReport> = PackSubsetReport.defaultWriter

    /// `--keep U+0020-007E,U+20AC`.
    static func characters(argument: String) throws -> CodePointSet {
        switch PackSubsetter.parseCodePoints(argument) {
        case .success(let characters): return characters
        case .failure(let invalid): throw ValidationError(invalid.description)
        }
    }

    func run() throws {
        let config = try configOptions.load()
        let report: PackSubsetReport
        let options = checkArguments.checkOptions(for: config)
        do {
            report = try PackSubsetter.subset(
                config: config, options: PackSubsetOptions(check: options, output: output, keep: keep, pin: pin))
        } catch {
            Output.standardError("\(options.fontsFolder): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        try PackCheckArguments.refuseRejected(report.original)
        for finding in report.findings { Output.standardError(finding.description) }
        // Refused or unwritable output: nothing was written, so there is no table to show.
        guard report.wroteConfig else { throw ExitStatus.usageOrInput }
        try ReportOutput.emit(report, as: format)
        if !report.rendersTheSame { throw ExitStatus.findings }
    }
}

