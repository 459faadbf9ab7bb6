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

/// Exit status, documented in the manual (CI article):
/// 0 clean, 1 findings (no entry serves, characters missing), 2 usage or input error.
@main
struct FontPack: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontpack",
        abstract: "Resolve and check per-language font packs configured by appfont.json.",
        version: FontPackageVersion.string,
        subcommands: [
            CheckCommand.self, ResolveCommand.self, CoverageCommand.self, LangsCommand.self, ReportCommand.self,
            SubsetCommand.self, ExportCommand.self, DiffCommand.self, RulesCommand.self, InitCommand.self,
        ]
    )

    /// swift-argument-parser exits 64 on usage errors; scripts here rely on 2, and on
    /// errors that name the command: `fontpack check: error: <reason>`, then its usage.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // The answer to a bare --version is a constant, so it is printed before the
        // parser is set up: swift-argument-parser's set-up (its completion-script
        // check and the reflection over the option declarations) was 5.3 of the
        // 7.8 million instructions `fontpack --version` ran.
        // Benchmarks/results/startup-and-langs-memory.md has the counts.
        if arguments == ["--version"] {
            print(FontPackageVersion.string)
            return
        }
        // swift-argument-parser keeps the last of an option given twice; the first would be lost unsaid.
        if let repeated = UsageErrorText.repeatedOption(arguments) {
            Output.standardError(UsageErrorText.render(ValidationError(repeated), arguments: arguments))
            terminate(ExitStatus.usageOrInput.rawValue)
        }
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
        // An option's transform refuses a value with a ValidationError, worded as validate()'s are.
        if isUsageError, let refusal = validationError(in: error) { reason = refusal.message }
        // swift-argument-parser names a missing option before an unknown one, and suggests only names a few
        // edits away: say what is unknown first, and the name it begins too.
        let parserReason = isUsageError && (reason.hasPrefix("Unknown option '--") || reason.hasPrefix("Missing expected argument"))
        if parserReason, let option = unknownOption(arguments, path: path) {
            reason = "unknown option '\(option.given)'" + (option.suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        } else if let unknown {
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

    /// The `ValidationError` an option's transform threw, which swift-argument-parser
    /// wraps as "The value 'x' is invalid for '--option <value>': ..."; its message
    /// alone is the reason, as a `validate()`'s is. The wrapper keeps the error
    /// (it prints it), so it is found among the error's stored values.
    static func validationError(in value: Any, depth: Int = 0) -> ValidationError? {
        if let error = value as? ValidationError { return error }
        guard depth < 8 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let error = validationError(in: child.value, depth: depth + 1) { return error }
        }
        return nil
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

    /// The first `--name` among the command's arguments that it does not declare, and the name meant.
    static func unknownOption(_ arguments: [String], path: [any ParsableCommand.Type]) -> (given: String, suggestion: String?)? {
        guard let command = path.last, command.configuration.subcommands.isEmpty,
            let known = longNames(path: path.map { $0._commandName })
        else { return nil }
        for word in arguments.dropFirst(path.count) {
            if word == "--" { break }
            guard word.hasPrefix("--"), word.count > 2 else { continue }
            let name = String(word.prefix { $0 != "=" })
            guard !known.contains(name) else { continue }
            let beginning = known.filter { $0.hasPrefix(name) && !["--help", "--version"].contains($0) }
            return (name, beginning.count == 1 ? beginning[0] : nearest(name, in: known))
        }
        return nil
    }

    /// An option that takes one value, given twice (`--format json --format sarif`),
    /// as a reason to refuse the command line; nil when there is none.
    static func repeatedOption(_ arguments: [String]) -> String? {
        let (path, _) = commandPath(arguments)
        var values: [String: [String]] = [:]
        var order: [String] = []
        let words = Array(arguments.dropFirst(path.count))
        for (position, word) in words.enumerated() {
            if word == "--" { break }
            guard word.hasPrefix("--"), word.count > 2 else { continue }
            let name = String(word.prefix { $0 != "=" })
            let value = word.contains("=") ? String(word.drop { $0 != "=" }.dropFirst()) : words.dropFirst(position + 1).first ?? ""
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(value)
        }
        // The tool's description is read only when some option is given twice.
        guard order.contains(where: { values[$0]!.count > 1 }),
            let single = declaredArguments(path: path.map { $0._commandName })?
                .filter({ $0.kind == "option" && $0.isRepeating != true })
                .flatMap({ ($0.names ?? []).filter { $0.kind == "long" }.map { "--" + $0.name } })
        else { return nil }
        guard let name = order.first(where: { values[$0]!.count > 1 && single.contains($0) }) else { return nil }
        let given = values[name]!.map { "'\($0)'" }
        return "\(name) is given \(given.count == 2 ? "twice" : "\(given.count) times") (\(given.joined(separator: ", then "))) and takes one value; give it once"
    }

    private struct Tool: Decodable {
        var command: Command
    }
    private struct Command: Decodable {
        var commandName: String
        var subcommands: [Command]?
        var arguments: [Argument]?
    }
    fileprivate struct Argument: Decodable {
        var kind: String?
        var isRepeating: Bool?
        var names: [Name]?
    }
    fileprivate struct Name: Decodable {
        var kind: String
        var name: String
    }

    /// The arguments the command at `path` (subcommand names) declares, read from
    /// swift-argument-parser's own description of the tool.
    private static func declaredArguments(path: [String]) -> [Argument]? {
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(FontPack._dumpHelp().utf8)) else { return nil }
        var current = tool.command
        for name in path {
            guard let next = current.subcommands?.first(where: { $0.commandName == name }) else { return nil }
            current = next
        }
        return current.arguments ?? []
    }

    /// Every `--name` the command at `path` (subcommand names) takes.
    static func longNames(path: [String]) -> [String]? {
        guard let arguments = declaredArguments(path: path) else { return nil }
        let declared = arguments.flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map { "--" + $0.name }
        return declared + ["--help", "--version", "--generate-completion-script", "--experimental-dump-help"]
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

/// The config every subcommand reads.
struct ConfigOptions: ParsableArguments {
    @Option(help: "The pack config.", completion: .file(extensions: ["json"]))
    var config: String = "Config/appfont.json"

    /// Loads the config, printing diagnostics compiler-style; a config error is exit 2.
    /// A command that checks the pack (`check`, `report`) passes `warningsAreFindings`:
    /// the check reports the reader's warnings as findings, in its output, once.
    func load(warningsAreFindings: Bool = false) throws -> FontPackConfig {
        do {
            let loaded = try FontPackConfig.load(path: config)
            if !warningsAreFindings {
                for warning in loaded.warnings { Output.standardError(warning.renderedWithSource) }
            }
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
        // Straight to descriptor 2: no buffer to flush, no shared C stream to lock.
        Array((text + "\n").utf8).withUnsafeBytes { writeAll($0, to: 2) }
    }

    /// `bytes` on descriptor 1, after whatever `print` still buffers.
    static func standardOutput(_ bytes: UnsafeRawBufferPointer) {
        fflush(nil)
        writeAll(bytes, to: 1)
    }

    /// All of `bytes` on `descriptor`, or as much as it takes (a closed pipe takes none).
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
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
