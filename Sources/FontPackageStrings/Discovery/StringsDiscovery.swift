#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
package import FontPackage

/// A string file found on disk, before it is read.
package struct StringsSource: Sendable, Hashable {
    package enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        case strings, stringsdict, catalog
        /// An Android resource file, `res/values*/*.xml`.
        case android
        /// A Flutter Application Resource Bundle, `*.arb`.
        case arb
        /// A GNU gettext catalog, `*.po`, or template, `*.pot`.
        case gettext
        /// A .NET resource file, `*.resx`.
        case resx
        /// An XLIFF 1.2 or 2.x file, `*.xliff` or `*.xlf` (Xcode's `.xcloc` holds them).
        case xliff

        /// How the format is named to people: `.strings`, `.xcstrings`, `Android`.
        package var displayName: String {
            switch self {
            case .strings: ".strings"
            case .stringsdict: ".stringsdict"
            case .catalog: ".xcstrings"
            case .android: "Android"
            case .arb: "ARB"
            case .gettext: "gettext"
            case .resx: ".resx"
            case .xliff: "XLIFF"
            }
        }
    }

    package var path: String
    package var format: Format
    /// The language part of the enclosing `xx.lproj` folder as written
    /// (`pt-BR`, `zh-Hans`, `Base`); for Android resources, the BCP 47 tag of
    /// the `values-*` folder's locale qualifier (`pt-BR` for `values-pt-rBR`),
    /// nil for the development language's `values/`; for ARB files, the language
    /// their name ends in (`pt-BR` for `app_pt_BR.arb`), and for gettext catalogs, the language of
    /// their name or `ll/LC_MESSAGES` folder; nil for String Catalogs.
    package var folderLanguage: String?

    package init(path: String, format: Format, folderLanguage: String? = nil) {
        self.path = path
        self.format = format
        self.folderLanguage = folderLanguage
    }

    /// The source for a path, judged by its name: `.strings` and `.stringsdict`
    /// directly inside an `xx.lproj` folder, `.xcstrings` anywhere, `.xml`
    /// directly inside an Android `values` or `values-*` folder, `.arb`, `.po`, `.pot`, `.resx`, `.xliff` and `.xlf` anywhere. Nil otherwise.
    package init?(path: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.last else { return nil }
        let folder = components.count >= 2 ? components[components.count - 2] : nil
        let folderLanguage = folder.flatMap { $0.hasSuffix(".lproj") ? String($0.dropLast(6)) : nil }
        if name.hasSuffix(".xcstrings") {
            self.init(path: path, format: .catalog)
        } else if name.hasSuffix(".arb") {
            // Two languages' files may hold the same bytes (an untranslated copy): the name tells them apart.
            self.init(path: path, format: .arb, folderLanguage: ARBReader.fileNameLanguage(path))
        } else if name.hasSuffix(".po") || name.hasSuffix(".pot") {
            self.init(path: path, format: .gettext, folderLanguage: GettextReader.fileNameLanguage(path))
        } else if name.hasSuffix(".resx") {
            self.init(path: path, format: .resx, folderLanguage: ResxReader.culture(of: path))
        } else if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") {
            self.init(path: path, format: .xliff)
        } else if name.hasSuffix(".stringsdict"), let folderLanguage {
            self.init(path: path, format: .stringsdict, folderLanguage: folderLanguage)
        } else if name.hasSuffix(".strings"), let folderLanguage {
            self.init(path: path, format: .strings, folderLanguage: folderLanguage)
        } else if name.hasSuffix(".xml"), let folder {
            switch AndroidResourceFolder.read(folder) {
            case .notValues: return nil
            case .development: self.init(path: path, format: .android)
            case .language(let tag): self.init(path: path, format: .android, folderLanguage: tag)
            }
        } else {
            return nil
        }
    }
}

/// The string files under some paths.
package struct StringsDiscovery: Sendable {
    /// Each file once, sorted by path.
    package var sources: [StringsSource]
    /// Paths that do not exist, string files outside an `.lproj` folder...
    package var diagnostics: [Diagnostic]
    /// How many string files `--exclude` skipped.
    package var excluded = 0
    /// Flutter's `l10n.yaml` files found in the folders, sorted by path (``FlutterL10nConfig``).
    package var flutterConfigs: [String] = []

    init(sources: [StringsSource] = [], diagnostics: [Diagnostic] = []) {
        self.sources = sources
        self.diagnostics = diagnostics
    }

    /// Finds `xx.lproj/*.strings`, `xx.lproj/*.stringsdict`, `*.xcstrings`, `values*/*.xml`, `*.arb`, `*.po`, `*.pot`, `*.resx`, `*.xliff` and `*.xlf`
    /// under `paths` (files, or folders searched recursively; hidden folders
    /// such as `.git` and `.build` are skipped). A file reached twice is listed once.
    ///
    /// A file that one of `exclude` matches (``PathGlob``: against the whole
    /// path and each tail that starts at a folder name) is skipped, and
    /// counted in ``excluded``.
    package static func find(in paths: [String], exclude: [String] = []) -> StringsDiscovery {
        var discovery = StringsDiscovery()
        let globs = exclude.map(PathGlob.init)
        var seen: Set<String> = []
        func add(_ path: String, explicit: Bool) {
            let normalized = PathName.lexicallyNormalized(path)
            guard let source = StringsSource(path: normalized) else {
                if explicit {
                    let name = PathName.lastComponent(normalized)
                    let message =
                        name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
                        ? "\(name) is not inside an xx.lproj folder, so its language is unknown; skipped"
                        : "not a .strings, .stringsdict or .xcstrings file, an Android values*/ resource file, an .arb, .po, .pot, .resx, .xliff or .xlf file; skipped"
                    discovery.diagnostics.append(
                        Diagnostic(.warning, .stringsLanguage, message, at: SourceLocation(file: path, line: 1, column: 1)))
                }
                return
            }
            guard seen.insert(normalized).inserted else { return }
            if globs.contains(where: { $0.matches(normalized) }) {
                discovery.excluded += 1
                return
            }
            discovery.sources.append(source)
        }
        for path in paths {
            let kind = PathName.kind(path)
            guard kind != .missing else {
                discovery.diagnostics.append(
                    Diagnostic(.error, .stringsUnreadable, "no such file or folder", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            guard kind == .directory else {
                add(path, explicit: true)
                continue
            }
            let base = path.hasSuffix("/") ? path : path + "/"
            for relative in PathName.walk(path, skippingHidden: true) {
                let name = PathName.lastComponent(relative)
                if name == "l10n.yaml" {
                    let normalized = PathName.lexicallyNormalized(base + relative)
                    if !globs.contains(where: { $0.matches(normalized) }), seen.insert(normalized).inserted {
                        discovery.flutterConfigs.append(normalized)
                    }
                    continue
                }
                if name.hasSuffix(".xcstrings") || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
                    || name.hasSuffix(".xml") || name.hasSuffix(".arb") || name.hasSuffix(".po") || name.hasSuffix(".pot")
                    || name.hasSuffix(".resx") || name.hasSuffix(".xliff") || name.hasSuffix(".xlf")
                {
                    add(base + relative, explicit: false)
                }
            }
        }
        discovery.sources.sort { $0.path < $1.path }
        discovery.flutterConfigs.sort()
        return discovery
    }
}
