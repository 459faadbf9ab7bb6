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
            SubsetCommand.self, ExportCommand.self,
        ]
    )

    /// ArgumentParser exits 64 on usage errors; scripts here rely on 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let status as ExitCode {
            terminate(status.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)  // --help and --version print and exit 0
            }
            Output.standardError(fullMessage(for: error))
            terminate(ExitStatus.usageOrInput.rawValue)
        }
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
    @Option(name: .long, help: "The pack config.")
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
