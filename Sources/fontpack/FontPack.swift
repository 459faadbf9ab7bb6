import FontPackage
import FontPackageCommandLine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FontPackageSupport

/// Exit status, documented in the manual (CI article):
/// 0 clean, 1 findings (no entry serves, characters missing), 2 usage or input error.
@main
enum FontPack {
    static let root = CommandSpec(
        "fontpack",
        abstract: "Resolve and check per-language font packs configured by appfont.json.",
        subcommands: [
            CheckCommand.spec, ResolveCommand.spec, CoverageCommand.spec, LangsCommand.spec, ReportCommand.spec,
            SubsetCommand.spec, ExportCommand.spec, RulesCommand.spec,
        ]
    )

    /// The command that runs for a path of subcommand names.
    static func command(_ names: [String]) -> (any Command.Type)? {
        switch names {
        case ["check"]: CheckCommand.self
        case ["resolve"]: ResolveCommand.self
        case ["coverage"]: CoverageCommand.self
        case ["langs"]: LangsCommand.self
        case ["report"]: ReportCommand.self
        case ["subset"]: SubsetCommand.self
        case ["rules"]: RulesCommand.self
        case ["export", "fontconfig"]: FontconfigExportCommand.self
        case ["export", "css"]: CSSExportCommand.self
        case ["export", "apple"]: AppleExportCommand.self
        case ["export", "android"]: AndroidExportCommand.self
        default: nil
        }
    }

    static func main() {
        var path: [String] = []
        do {
            switch try CommandLineParser(root: root).parse(Array(CommandLine.arguments.dropFirst())) {
            case .help(let commands):
                print(HelpText.help(commands))
            case .version:
                print(FontPackageVersion.string)
            case .completionScript(let shell):
                guard shell == "bash" else {
                    throw UsageError("\(CommandLineParser.completionFlag): no completion script for '\(shell)'; there is one for bash")
                }
                print(CompletionScript.bash(root), terminator: "")
            case .run(let values):
                path = values.path.map(\.name)
                guard let type = command(Array(path.dropFirst())) else {
                    preconditionFailure("no command declared for \(path)")
                }
                let command = type.init(values)
                try command.validate()
                try command.run()
            }
        } catch let status as ExitCode {
            terminate(status.rawValue)
        } catch var error as UsageError {
            if error.path.isEmpty { error.path = path }
            Output.standardError(HelpText.error(error, root: root))
            terminate(ExitStatus.usageOrInput.rawValue)
        } catch {
            Output.standardError("\((["fontpack"] + path.dropFirst()).joined(separator: " ")): error: \(errorText(error))")
            terminate(ExitStatus.usageOrInput.rawValue)
        }
    }
}

/// A command that runs: its declarations and what it does with their values.
protocol Command {
    /// Its name, help, options and arguments.
    static var spec: CommandSpec { get }
    /// The command with the values the command line gave.
    init(_ values: ParsedValues)
    /// Refuses values that parse but make no sense together; a `UsageError` is exit 2.
    func validate() throws
    func run() throws
}

extension Command {
    func validate() throws {}
}

/// The C library's `exit`.
func terminate(_ status: Int32) -> Never { exit(status) }

/// How a command ends other than by returning: its exit status.
struct ExitCode: Error {
    let rawValue: Int32
    init(_ rawValue: Int32) { self.rawValue = rawValue }
}

enum ExitStatus {
    static let clean = ExitCode(0)
    static let findings = ExitCode(1)
    static let usageOrInput = ExitCode(2)
}

enum OutputFormat: String, ArgumentValue, CaseIterable {
    case text, json
}

/// The config every subcommand reads.
struct ConfigOptions {
    static let config = Option("config", default: "Config/appfont.json", help: "The pack config.")
    static let options = [config.spec]

    let config: String

    init(_ values: ParsedValues) { config = values[Self.config] }

    /// Loads the config, printing diagnostics compiler-style; a config error is exit 2.
    func load() throws -> FontPackConfig {
        do {
            let loaded = try FontPackConfig.load(path: config)
            for warning in loaded.warnings { Output.standardError(warning.renderedWithSource) }
            return loaded
        } catch {
            for diagnostic in error.diagnostics { Output.standardError(diagnostic.renderedWithSource) }
            let count = error.errors.count
            if count > 1 { Output.standardError("\(config): \(count) errors") }
            throw ExitStatus.usageOrInput
        }
    }
}

enum Output {
    static func standardError(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        // Straight to descriptor 2: no buffer to flush, no shared C stream to lock.
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            offset += written
        }
    }
}

extension String {
    /// `a, b,,c` -> `["a", "b", "c"]`: the comma-separated lists options take.
    var commaSeparatedItems: [String] {
        split(separator: ",").map { trimmedBlanks(String($0)) }.filter { !$0.isEmpty }
    }
}
