import FontPackage
import ArgumentParser
import FontPackageCheck
import FontPackageSupport
internal import FontPackageReporting

/// `fontpack rules [CODE]`: what each finding code means, read from the rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every finding code: its default severity, what it means and what to do.",
        discussion: """
            A config's "rules": {"CODE": "off" | "note" | "warning" | "error"} or check's --rule CODE=LEVEL \
            switches a code off or changes its severity. With --config, the settings of that config are shown.
            Codes: \(RuleRegistry.codes.map(\.code.rawValue).joined(separator: ", ")).
            Exit status: 0 listed, 2 a code no rule reports or a bad argument.
            """
    )

    @Argument(help: ArgumentHelp("One finding code to explain.", valueName: "code"))
    var codes: [String] = []

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "Output format.")
    var format: Writer<RulesListing> = RulesListing.defaultWriter

    /// Whether the command line gave --config, rather than its default standing.
    var configGiven: Bool { CommandLine.arguments.contains { $0 == "--config" || $0.hasPrefix("--config=") } }

    func validate() throws {
        if codes.count > 1 { throw ValidationError("give one code at most") }
        if let code = codes.first, RulesListing(only: Diagnostic.Code(rawValue: code)) == nil {
            let known = RuleRegistry.codes.map(\.code.rawValue)
            let suggestion = nearest(code, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("no rule reports '\(code)'\(suggestion)")
        }
    }

    func run() throws {
        let settings = configGiven ? RuleSettings(config: try configOptions.load().rules) : RuleSettings()
        guard let listing = RulesListing(only: codes.first.map { Diagnostic.Code(rawValue: $0) }, settings: settings) else {
            return
        }
        try ReportOutput.emit(listing, as: format)
    }
}
