#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FontPackageSupport

/// The pack folder a command reads when `--fonts` is not given: the `Fonts/`
/// folder beside the config, as the build plugin reads it, so a config is
/// checked against its own fonts from whatever folder the command runs in.
/// Where the config has no `Fonts/` beside it, `Fonts/` in the current folder
/// (the pair the default config `Config/appfont.json` is read with).
struct FontsFolder: Equatable {
    /// The folder to read.
    var path: String
    /// What the command says on the standard error about the choice, once; nil when
    /// `--fonts` was given, or the folder is the one a reader would expect.
    var note: String?

    static let name = "Fonts"
    static let defaultConfig = "Config/appfont.json"

    static func chosen(given: String?, config: String) -> FontsFolder {
        if let given { return FontsFolder(path: given) }
        let beside = config.lastIndex(of: "/").map { String(config[...$0]) + name } ?? name
        let current = isFolder(name)
        if isFolder(beside) {
            if same(beside, name) { return FontsFolder(path: beside) }
            let also = current ? "; \(name) in the current folder, which is not beside it, is not read" : ""
            return FontsFolder(path: beside, note: "note: fonts from \(beside), the \(name) folder beside \(config) (no --fonts)\(also)")
        }
        guard current else {
            // Neither: the error names the folder beside the config, where the fonts belong.
            return FontsFolder(path: beside)
        }
        if config == defaultConfig { return FontsFolder(path: name) }
        return FontsFolder(
            path: name, note: "note: fonts from \(name) in the current folder: \(config) has no \(name) folder beside it (no --fonts)")
    }

    private static func isFolder(_ path: String) -> Bool { PathName.kind(path) == .directory }

    /// Whether two paths name the same folder once symbolic links and `..` are resolved.
    private static func same(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
            == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
