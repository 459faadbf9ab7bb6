#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FontPackageSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pack as a git revision holds it (`diff --before-rev`): its config and
/// fonts folder extracted with `git archive` into a temporary folder, at the
/// paths they have in the repository.
struct GitRevision {
    /// The temporary folder the revision's files were extracted into.
    let root: String
    /// The repository's top folder.
    let top: String
    /// The config, as the revision holds it.
    let config: String
    /// The fonts folder, as the revision holds it.
    let fonts: String

    /// `path` of the working tree, as the revision holds it: the same path under ``root``.
    func path(of path: String) -> String {
        guard let relative = Self.relative(path, to: top) else { return path }
        return root + "/" + relative
    }

    /// Removes the extracted files.
    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Extracts `config` and the fonts folder (`fonts`, else the one beside the
    /// config) as `revision` holds them. Not in a repository, a revision git does
    /// not know, or paths it does not hold: exit 2, with git's reason.
    static func extract(_ revision: String, config: String, fonts: String?) throws -> GitRevision {
        let folder = config.contains("/") ? String(config[..<config.lastIndex(of: "/")!]) : "."
        let top = String(try git(["-C", folder, "rev-parse", "--show-toplevel"]).split(separator: "\n").first ?? ".")
        let fontsPath = FontsFolder.chosen(given: fonts, config: config).path
        guard let configInTree = relative(config, to: top), let fontsInTree = relative(fontsPath, to: top) else {
            Output.standardError("--before-rev: \(config) and \(fontsPath) must be inside the repository at \(top)")
            throw ExitStatus.usageOrInput
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-diff-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let archive = root + "/revision.tar"
        do {
            _ = try git(["-C", top, "archive", "--format=tar", "-o", archive, revision, "--", configInTree, fontsInTree])
            _ = try run("/usr/bin/env", ["tar", "-x", "-f", archive, "-C", root])
        } catch {
            try? FileManager.default.removeItem(atPath: root)
            throw error
        }
        try? FileManager.default.removeItem(atPath: archive)
        return GitRevision(root: root, top: top, config: root + "/" + configInTree, fonts: root + "/" + fontsInTree)
    }

    /// `path` relative to the folder `top`, both resolved (symbolic links, `..`); nil outside it.
    static func relative(_ path: String, to top: String) -> String? {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        let base = URL(fileURLWithPath: top).resolvingSymlinksInPath().standardizedFileURL.path
        if resolved == base { return "." }
        guard resolved.hasPrefix(base + "/") else { return nil }
        return String(resolved.dropFirst(base.count + 1))
    }

    private static func git(_ arguments: [String]) throws -> String { try run("/usr/bin/env", ["git"] + arguments) }

    /// Runs a tool through the shell, each argument quoted; its standard
    /// output, or exit 2 with its standard error when it fails. By `system(3)`:
    /// the tool links FoundationEssentials, which has no `Process`.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-git-\(UUID().uuidString)").path
        defer {
            try? FileManager.default.removeItem(atPath: capture + ".out")
            try? FileManager.default.removeItem(atPath: capture + ".err")
        }
        let command = ([tool] + arguments).map(quoted).joined(separator: " ")
            + " >" + quoted(capture + ".out") + " 2>" + quoted(capture + ".err") + " </dev/null"
        let status = system(command)
        let output = (try? String(contentsOfFile: capture + ".out", encoding: .utf8)) ?? ""
        guard status == 0 else {
            let reason = ((try? String(contentsOfFile: capture + ".err", encoding: .utf8)) ?? "").split(separator: "\n").joined(separator: "; ")
            Output.standardError("--before-rev: \(arguments.prefix(4).joined(separator: " ")): \(reason.isEmpty ? "failed" : reason)")
            throw ExitStatus.usageOrInput
        }
        return output
    }

    /// `'it'\''s'`: one shell word, whatever it holds.
    private static func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
}
