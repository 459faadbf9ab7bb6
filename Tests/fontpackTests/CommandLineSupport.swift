import Foundation
import Testing

/// Runs the built `fontpack` binary, as scripts and CI do.
struct CommandLineRun {
    let status: Int32
    let standardOutput: String
    let standardError: String
    /// Whether a signal ended the process (a trap is SIGILL); `status` is then the signal's number.
    var signaled = false

    /// The package root, found from this file's path.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The binary sits beside the test bundle in the build folder.
    static let executable: URL = {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [bundleFolder, bundleFolder.deletingLastPathComponent(), packageRoot.appendingPathComponent(".build/debug")] {
            let candidate = folder.appendingPathComponent("fontpack")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        fatalError("fontpack was not built beside \(bundleFolder.path)")
    }()

    static func fontpack(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
        try fontpack(arguments: arguments, environment: environment)
    }

    static func fontpack(arguments: [String], environment: [String: String] = [:]) throws -> CommandLineRun {
        try run(executable, arguments: arguments, environment: environment)
    }

    /// Runs a program from the package root, without the locale variables a
    /// user's shell may set (the tests' answers must not depend on them).
    static func run(_ program: URL, arguments: [String], environment: [String: String] = [:]) throws -> CommandLineRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var merged = ProcessInfo.processInfo.environment
        for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "NO_COLOR"] { merged[variable] = nil }
        merged.merge(environment) { $1 }
        process.environment = merged
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and stall the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandLineRun(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self), signaled: process.terminationReason == .uncaughtSignal)
    }

    /// The standard output parsed as one JSON object.
    func json() throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(standardOutput.utf8))
        return try #require(object as? [String: Any], "not a JSON object: \(standardOutput)")
    }
}

/// Runs another program (an oracle: fc-scan, python3, ...) and returns its
/// exit status and standard output.
func runTool(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = CommandLineRun.packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}

/// Writes a config to a temporary file and returns its path.
func temporaryConfig(_ text: String, name: String = "appfont.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file.path
}
