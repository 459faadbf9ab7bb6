import FontPackage
import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FontPackageSupport
#if canImport(Glibc)
import Glibc
#endif
internal import FontPackageReporting

/// `--fail-on`.
enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note
    var severity: Diagnostic.Severity { Diagnostic.Severity(rawValue: rawValue)! }
}

/// How `check` reports to CI: the format, what fails the run, which findings
/// are accepted, and where the report goes.
struct ReportingOptions: ParsableArguments {
    @Option(help: "Output format.")
    var format: Writer<CheckOutput> = CheckOutput.defaultWriter

    @Option(help: "The lowest severity that makes the exit status 1: error, warning or note.")
    var failOn: FailOn = .error

    @Option(
        help: "A --format json output of an accepted run: its findings are shown but do not fail the run.",
        completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "Write the chosen format to this file and the text report to standard output.", completion: .file())
    var output: String?

    /// The baseline, or nil without --baseline; a missing or malformed file is exit 2.
    func loadBaseline() throws -> Baseline? {
        guard let baseline else { return nil }
        do {
            return try Baseline.load(path: baseline)
        } catch {
            for diagnostic in error.diagnostics { Output.standardError(diagnostic.renderedWithSource) }
            throw ExitStatus.usageOrInput
        }
    }
}

enum ReportOutput {
    /// Prints `output` as `writer` renders it; with `--output FILE`, writes it
    /// to the file and prints the text instead, which is rendered only then.
    static func emit<Run: CommandOutput>(_ output: Run, as writer: Writer<Run>, to file: String? = nil) throws {
        guard let file else {
            if writer.format == .text {
                printed(try writer.render(output), isText: true)
            } else {
                try streamed(output, as: writer)
            }
            return
        }
        let rendered = try writer.render(output)
        do {
            // Its folder is made as needed, as `report --output` makes its own.
            let url = URL(fileURLWithPath: file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((rendered.hasSuffix("\n") ? rendered : rendered + "\n").utf8).write(to: url)
        } catch {
            Output.standardError("\(file): error: cannot write the report: \(errorText(error))")
            throw ExitStatus.usageOrInput
        }
        if writer.format == .text {
            printed(rendered, isText: true)
        } else if let text = Run.writer(.text) {
            printed(try text.render(output), isText: true)
        }
    }

    /// A format other than text on standard output as its writer hands it
    /// over, ending in one newline, as ``printed(_:isText:)`` prints it: a
    /// large app's JSON is never held whole.
    static func streamed<Run: CommandOutput>(_ output: Run, as writer: Writer<Run>) throws {
        var last: UInt8?
        try writer.write(output) { piece in
            guard !piece.isEmpty else { return }
            Output.standardOutput(piece)
            last = piece[piece.count - 1]
        }
        if let last, last != UInt8(ascii: "\n") { Array("\n".utf8).withUnsafeBytes(Output.standardOutput) }
    }

    /// One output on standard output, ending in one newline; nothing for an
    /// empty one. Only text is coloured: JSON, SARIF and XML stay as they are.
    static func printed(_ rendered: String, isText: Bool) {
        guard !rendered.isEmpty else { return }
        let shown = isText ? Terminal.coloured(rendered) : rendered
        print(shown, terminator: shown.hasSuffix("\n") ? "" : "\n")
    }
}

/// Colour for people at a terminal: severities in red, yellow and cyan when
/// standard output is a terminal, `NO_COLOR` is unset or empty (no-color.org)
/// and `TERM` is not `dumb`. Pipes, files and CI logs get plain text.
enum Terminal {
    static let usesColour: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) != 0
    }()

    /// `error:`, `warning:` and `note:` after a position, coloured; the rest unchanged.
    static func coloured(_ text: String, force: Bool = false) -> String {
        guard usesColour || force else { return text }
        let colours = [("error", "1;31"), ("warning", "1;33"), ("note", "1;36")]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (severity, code) in colours {
                let marker = ": \(severity): ["
                var coloured = String(line)
                if let range = coloured.firstRange(of: marker) {
                    coloured.replaceSubrange(range, with: ": \u{1B}[\(code)m\(severity)\u{1B}[0m: [")
                    return coloured
                }
            }
            return String(line)
        }.joined(separator: "\n")
    }
}
