import FontPackage
import FontPackageCommandLine
import FontPackageCheck
import FontPackageSupport
internal import FontPackageReporting

/// `fontpack rules [CODE]`: what each finding code means, read from the rules.
struct RulesCommand: Command {
    static let codeArgument = Arguments("code", required: false, help: "One finding code to explain.")
    static let formatOption = Option(
        "format", default: Format.text, help: "Output format: text, json, or markdown (the manual's code table).")

    enum Format: String, ArgumentValue, CaseIterable {
        case text, json, markdown
    }

    static let spec = CommandSpec(
        "rules",
        abstract: "List every finding code: its default severity, what it means and what to do.",
        discussion: """
            A config's "rules": {"CODE": "off" | "note" | "warning" | "error"} or check's --rule CODE=LEVEL \
            switches a code off or changes its severity. With --config, the settings of that config are shown.
            Codes: \(RuleRegistry.codes.map(\.code.rawValue).joined(separator: ", ")).
            Exit status: 0 listed, 2 a code no rule reports or a bad argument.
            """,
        options: ConfigOptions.options + [formatOption.spec],
        arguments: codeArgument.spec
    )

    let configOptions: ConfigOptions
    let codes: [String]
    let format: Format
    let configGiven: Bool

    init(_ values: ParsedValues) {
        configOptions = ConfigOptions(values)
        codes = values[Self.codeArgument]
        format = values[Self.formatOption]
        configGiven = values.isGiven(ConfigOptions.config)
    }

    func validate() throws {
        if codes.count > 1 { throw UsageError("give one code at most") }
        if let code = codes.first, RulesListing(only: Diagnostic.Code(rawValue: code)) == nil {
            let known = RuleRegistry.codes.map(\.code.rawValue)
            let suggestion = nearest(code, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("no rule reports '\(code)'\(suggestion)")
        }
    }

    func run() throws {
        let settings = configGiven ? RuleSettings(config: try configOptions.load().rules) : RuleSettings()
        guard let listing = RulesListing(only: codes.first.map { Diagnostic.Code(rawValue: $0) }, settings: settings) else {
            return
        }
        switch format {
        case .json: print(try listing.json())
        case .text: print(listing.text(), terminator: "")
        case .markdown: print(listing.markdown(), terminator: "")
        }
    }
}
