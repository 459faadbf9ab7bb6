import Foundation
import PackagePlugin

/// Runs the `fontpack` tool, as `swift package fontpack ...` would run it from the
/// package root: the same arguments, output and exit status. In FontPackage the tool
/// is built from source; in FontPackagePlugins (Scripts/release/plugins-package.sh
/// copies these files) it is the released binary of an artifact bundle.
///
/// This file is shared by the `fontpack` and `fontpack-write` command plugins
/// (the second's copy is a symbolic link to this one).
enum FontPackRun {
    /// Subcommands that write files into the package.
    static let writingSubcommands: Set<String> = ["report", "export", "subset", "init"]

    /// Whether `arguments` ask fontpack to write a file: a writing subcommand, or `--output`.
    static func writes(_ arguments: [String]) -> Bool {
        if let subcommand = arguments.first(where: { !$0.hasPrefix("-") }), writingSubcommands.contains(subcommand) {
            return true
        }
        return arguments.contains { $0 == "--output" || $0.hasPrefix("--output=") }
    }

    /// Runs fontpack with `arguments` in the package's folder, so relative paths are
    /// the package root's; its output goes where the plugin's goes. Returns only when
    /// fontpack succeeded: otherwise the plugin exits with fontpack's status.
    static func run(_ arguments: [String], context: PluginContext) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "fontpack").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            exit(process.terminationReason == .exit ? process.terminationStatus : 1)
        }
    }
}
