import ArgumentParser
import FontPackage
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

/// Exit status, documented in the README:
/// 0 clean, 1 findings (no entry serves, characters missing), 2 usage or input error.
@main
struct FontPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontpack",
        abstract: "Resolve and check per-language font packs configured by appfont.json.",
        version: FontPackageVersion.string,
        subcommands: [
            CheckCommand.self, ResolveCommand.self, CoverageCommand.self, LangsCommand.self, ReportCommand.self,
            SubsetCommand.self, ExportCommand.self, RulesCommand.self, InitCommand.self,
        ]
    )

    /// swift-argument-parser exits 64 on usage errors; scripts here rely on 2, and on
    /// errors that name the command: `fontpack check: error: <reason>`, then its usage.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let status as ExitCode {
            terminate(status.rawValue)
        } catch {
            // --help, --version, a completion script, --experimental-dump-help: printed, exit 0.
            if exitCode(for: error) == .success { exit(withError: error) }
            Output.standardError(UsageErrorText.render(error, arguments: arguments))
            terminate(ExitStatus.usageOrInput.rawValue)
        }
    }
}

/// A usage or run error as the tool prints it: the command, `error:`, the reason;
/// for a usage error, the command's usage and where to find more.
enum UsageErrorText {
    static func render(_ error: any Error, arguments: [String]) -> String {
        let (path, unknown) = commandPath(arguments)
        let name = (["fontpack"] + path.map { $0._commandName }).joined(separator: " ")
        let command: any ParsableCommand.Type = path.last ?? FontPack.self
        let isUsageError = FontPack.exitCode(for: error) == .validationFailure
        var reason = isUsageError ? FontPack.message(for: error) : errorText(error)
        if let unknown {
            // A word where a subcommand belongs: say so, with the nearest name.
            let known = command.configuration.subcommands.map { $0._commandName }
            reason =
                "unknown subcommand '\(unknown)'"
                + (nearest(unknown, in: known).map { "; did you mean '\($0)'?" }
                    ?? "; the subcommands are " + listed(known))
        }
        guard isUsageError || unknown != nil else { return "\(name): error: \(sentence(reason))" }
        let usage = path.isEmpty ? FontPack.usageString() : FontPack.usageString(for: command)
        return """
            \(name): error: \(sentence(reason))
            Usage: \(usage)
              See '\(name) --help' for more information.
            """
    }

    /// The subcommands the arguments name, from the first on, and the word after
    /// them if it stands where a subcommand belongs but names none.
    static func commandPath(_ arguments: [String]) -> (path: [any ParsableCommand.Type], unknown: String?) {
        var path: [any ParsableCommand.Type] = []
        var subcommands = FontPack.configuration.subcommands
        for word in arguments {
            guard !subcommands.isEmpty else { break }
            guard let next = subcommands.first(where: { $0._commandName == word }) else {
                let isWord = !word.hasPrefix("-") && !(path.isEmpty && word == "help")
                return (path, isWord ? word : nil)
            }
            path.append(next)
            subcommands = next.configuration.subcommands
        }
        return (path, nil)
    }

    /// swift-argument-parser's sentences (`Unknown option '--x'. Did you mean '--y'?`)
    /// read as the rest of the tool's errors: lower case after `error:`.
    static func sentence(_ message: String) -> String {
        let characters = Array(message)
        guard characters.count > 1, characters[0].isUppercase, characters[1].isLowercase else { return message }
        return characters[0].lowercased() + String(characters.dropFirst())
    }

    /// `a, b and c`.
    static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + last : last
    }
}

/// The C library's `exit`, reachable by a name the command's own `exit(withError:)` does not shadow.
func terminate(_ status: Int32) -> Never { exit(status) }

enum ExitStatus {
    static let clean = ExitCode(0)
    static let findings = ExitCode(1)
    static let usageOrInput = ExitCode(2)
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The config every subcommand reads.
struct ConfigOptions: ParsableArguments {
    @Option(help: "The pack config.", completion: .file(extensions: ["json"]))
    var config: String = "Config/appfont.json"

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
