import Foundation
import Testing

/// A package outside this repository that depends on it as users do: on a
/// tagged git clone, by version.
///
/// The clone is a snapshot of the working tree as it is now (tracked files and
/// new files git does not ignore, committed and tagged `1.0.0`), so the tests
/// see uncommitted work too. A path dependency would hide what only a
/// dependency by version meets: SwiftPM's rules for dependencies (before tools
/// 6.2 it refused a dependency's unsafe flags) and the files git carries.
struct ConsumerPackage {
    /// The temporary folder holding the clone, the consumer and its build.
    let root: String
    /// The consumer package's folder.
    let folder: String
    /// The consumer's build folder, apart from this package's `.build`.
    let scratch: String

    /// This repository's root (this file is Tests/PackageUseTests/ConsumerPackage.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The clone at `root/FontPackage`, tagged `1.0.0`, and an empty consumer folder.
    init() throws {
        root = NSTemporaryDirectory() + "fontpackage-consumer-" + UUID().uuidString
        folder = root + "/Consumer"
        scratch = root + "/build"
        let clone = root + "/FontPackage"
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try manager.createDirectory(atPath: clone, withIntermediateDirectories: true)
        let listing = try Self.run(
            "git", ["-C", Self.packageRoot, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        try #require(listing.status == 0, "git ls-files: \(listing.output)")
        for path in Set(listing.output.split(separator: "\0").map(String.init)) {
            let source = Self.packageRoot + "/" + path
            guard manager.fileExists(atPath: source) else { continue }  // deleted, not yet committed
            let target = clone + "/" + path
            try manager.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try manager.copyItem(atPath: source, toPath: target)
        }
        for arguments in [
            ["init", "-q"], ["add", "-A"],
            ["-c", "user.name=FontPackage tests", "-c", "user.email=tests@example.invalid", "commit", "-q", "-m", "snapshot"],
            ["tag", "1.0.0"],
        ] {
            let result = try Self.run("git", ["-C", clone] + arguments)
            try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        }
    }

    /// The `.package` line a consumer writes for this package.
    var dependency: String { #".package(url: "file://\#(root)/FontPackage", from: "1.0.0")"# }

    /// Writes `text` to `path` under the consumer's folder.
    func write(_ text: String, to path: String) throws {
        let target = folder + "/" + path
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: true, encoding: .utf8)
    }

    /// Runs `swift` with `arguments` in the consumer's folder, on its own scratch path.
    func swift(_ subcommand: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        try Self.run("swift", [subcommand, "--scratch-path", scratch] + arguments, in: folder)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Runs a tool found on the PATH; its status and its output and errors together.
    static func run(_ tool: String, _ arguments: [String], in directory: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpackage-run-" + UUID().uuidString)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let text = try String(contentsOf: output, encoding: .utf8)
        return (process.terminationStatus, text)
    }
}
