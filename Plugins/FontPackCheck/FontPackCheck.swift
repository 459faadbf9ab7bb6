import Foundation
import PackagePlugin

/// Checks a target's font pack on every build whose inputs changed.
///
/// Applied to a target whose folder holds `appfont.json`, it adds one build command:
/// `fontpack check --config <target>/appfont.json --fonts <fonts>` where `<fonts>` is
/// `Fonts/` beside the config, or the config's own folder when there is no `Fonts/`.
/// Its inputs are the config and every font file in that folder. It declares no
/// output, as SwiftLint's plugin declares none: SwiftPM copies every declared output
/// that is not Swift source into the target's resource bundle (and makes a resource
/// accessor for it), and the check's report is no resource of the app. So the
/// command runs on every build (SwiftPM runs a build command without outputs each
/// time, from tools version 5.11), and writes its JSON report to the plugin's work
/// folder, never into the target. Every finding prints as a compiler's do
/// (`appfont.json:12:18: warning: [unknown-key] ...`), which SwiftPM and Xcode list
/// as diagnostics; an error fails the build.
@main
struct FontPackCheck: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let config = target.directoryURL.appendingPathComponent("appfont.json")
        guard FileManager.default.fileExists(atPath: config.path) else {
            Diagnostics.warning("FontPackCheck: \(target.name) has no appfont.json in \(target.directoryURL.path); nothing to check")
            return []
        }
        return [
            try Self.command(
                config: config, fontFiles: Self.fontFiles(in:), name: target.name,
                tool: context.tool(named: "fontpack").url, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }

    /// The file extensions fontpack reads as fonts.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// The folder the config's fonts are in: `Fonts/` beside it, else its own folder.
    static func fontsFolder(for config: URL) -> URL {
        let folder = config.deletingLastPathComponent()
        let fonts = folder.appendingPathComponent("Fonts")
        let isDirectory = (try? fonts.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
        return isDirectory ? fonts : folder
    }

    /// Every font file under `folder`, sorted.
    static func fontFiles(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { fontExtensions.contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
    }

    /// The check of `config` as a build command.
    static func command(
        config: URL, fontFiles: (URL) -> [URL], name: String, tool: URL, workDirectory: URL
    ) throws -> Command {
        let fonts = fontsFolder(for: config)
        let report = workDirectory.appendingPathComponent("fontpack-check.json")
        // With --output, the JSON goes to the file and the text (every finding, then the table) to the build log.
        return .buildCommand(
            displayName: "Checking the font pack of \(name) (fontpack check)",
            executable: tool,
            arguments: [
                "check", "--config", config.path, "--fonts", fonts.path,
                "--format", "json", "--output", report.path,
            ],
            inputFiles: [config] + fontFiles(fonts),
            outputFiles: []
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension FontPackCheck: XcodeBuildToolPlugin {
    /// The same check in an Xcode project: the target's `appfont.json` among its
    /// files, and its fonts among them too (fonts outside the target are not inputs).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let config = target.inputFiles.first(where: { $0.url.lastPathComponent == "appfont.json" })?.url else {
            Diagnostics.warning("FontPackCheck: \(target.displayName) has no appfont.json among its files; nothing to check")
            return []
        }
        let targetFonts = target.inputFiles.map(\.url).filter { Self.fontExtensions.contains($0.pathExtension.lowercased()) }
        return [
            try Self.command(
                config: config,
                fontFiles: { folder in targetFonts.filter { $0.path.hasPrefix(folder.path + "/") } },
                name: target.displayName, tool: context.tool(named: "fontpack").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
