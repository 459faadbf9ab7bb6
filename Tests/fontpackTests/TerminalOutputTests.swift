import Foundation
import Testing

/// What a person at a terminal sees: colour only on a terminal and without
/// `NO_COLOR`, and `--quiet` for only what fails the run.
@Suite("check at a terminal: colour and --quiet")
struct TerminalOutputTests {
    /// Runs `fontpack` under util-linux's `script`, which gives it a terminal.
    static func atTerminal(_ arguments: String, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(CommandLineRun.executable.path) \(arguments)", "/dev/null"]
        process.currentDirectoryURL = CommandLineRun.packageRoot
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = nil
        merged["TERM"] = "xterm"
        merged.merge(environment) { $1 }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("severities are coloured at a terminal, plain with NO_COLOR and in a pipe")
    func colour() throws {
        let arguments = "check --languages ar,he --shaping off"
        let coloured = try Self.atTerminal(arguments)
        #expect(coloured.contains(": \u{1B}[1;31merror\u{1B}[0m: [missing-characters]"))
        #expect(coloured.contains(": \u{1B}[1;36mnote\u{1B}[0m: [weight-fallback]"))
        let noColour = try Self.atTerminal(arguments, environment: ["NO_COLOR": "1"])
        #expect(!noColour.contains("\u{1B}["))
        #expect(noColour.contains(": error: [missing-characters]"))
        let piped = try CommandLineRun.fontpack(arguments: arguments.split(separator: " ").map(String.init))
        #expect(!piped.standardOutput.contains("\u{1B}["))
    }

    @Test("--quiet prints the findings that fail the run and the summary line, nothing else")
    func quiet() throws {
        let full = try CommandLineRun.fontpack("check", "--languages", "ar,he", "--shaping", "off")
        let quiet = try CommandLineRun.fontpack("check", "--languages", "ar,he", "--shaping", "off", "--quiet")
        #expect(quiet.status == full.status)
        let lines = quiet.standardOutput.split(separator: "\n").map(String.init)
        let errors = full.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains(": error: [") }
        #expect(!errors.isEmpty)
        // The same causes fail: a cause's block starts at its first failing finding, and counts only those.
        let headers = lines.dropLast().filter { !$0.hasPrefix(" ") }
        #expect(headers.allSatisfy { $0.contains(": error: [") })
        let cause = { (line: String) in line.components(separatedBy: ": error: ").last ?? "" }
        #expect(headers.map(cause) == errors.map(cause))
        #expect(lines.dropLast().allSatisfy { !$0.hasPrefix(" ") || !$0.contains("warning") })
        #expect(lines.last?.hasPrefix("3 errors, ") == true)
        #expect(!quiet.standardOutput.contains("[weight-fallback]"))
        // With --fail-on note the notes fail the run too, and are shown.
        let notes = try CommandLineRun.fontpack("check", "--languages", "ar", "--shaping", "off", "-q", "--fail-on", "note")
        #expect(notes.standardOutput.contains("[weight-fallback]"))
    }
}
