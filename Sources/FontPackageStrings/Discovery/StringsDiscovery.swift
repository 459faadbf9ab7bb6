#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
package import FontPackage

/// A string file found on disk, before it is read.
package struct StringsSource: Sendable, Hashable {
    package var path: String
    /// The format that reads it (``StringsFormats/all``).
    package var format: any StringsFormat.Type
    /// What its path says: the language its folder or file name names.
    package var match: StringsPathMatch

    /// The language the folder or file name names, as written there (`pt-BR`
    /// for `pt-BR.lproj` and `values-pt-rBR`, `Base`); nil when it names none.
    package var pathLanguage: String? { match.language }

    package init(path: String, format: any StringsFormat.Type, match: StringsPathMatch) {
        self.path = path
        self.format = format
        self.match = match
    }

    /// The source for a path as its format reads the path.
    package init(path: String, format: any StringsFormat.Type) {
        self.init(path: path, format: format, match: format.match(StringsPath(path)) ?? StringsPathMatch())
    }

    /// The source for a path, judged by its name and folder by the first
    /// format of ``StringsFormats/all`` that reads it; nil when none does.
    package init?(path: String) {
        let parsed = StringsPath(path)
        for format in StringsFormats.all {
            if let match = format.match(parsed) {
                self.init(path: path, format: format, match: match)
                return
            }
        }
        return nil
    }

    package static func == (lhs: StringsSource, rhs: StringsSource) -> Bool {
        lhs.path == rhs.path && lhs.format.id == rhs.format.id && lhs.match == rhs.match
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(format.id)
        hasher.combine(match)
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
    /// The files found in the folders and not offered to a reader, each with why, sorted by path.
    package var unread: [UnreadStringsFile] = []

    init(sources: [StringsSource] = [], diagnostics: [Diagnostic] = []) {
        self.sources = sources
        self.diagnostics = diagnostics
    }

    /// Finds the files of every format of ``StringsFormats/all`` under `paths`
    /// (files, or folders searched recursively; hidden folders such as `.git`
    /// and `.build` are skipped). A file reached twice is listed once. A file
    /// named on its own is read where a format reads it at all; in a folder,
    /// only where its platform reads it (not a `.strings` outside an `.lproj`).
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
            guard let source = StringsSource(path: normalized), explicit || !source.match.onlyWhenNamed else {
                if !explicit, !globs.contains(where: { $0.matches(normalized) }) {
                    let unknown = StringsSource(path: normalized) == nil
                    discovery.unread.append(
                        UnreadStringsFile(
                            path: normalized, reason: unknown ? .unknownFormat : .outsideItsPlace,
                            looksTranslated: unknown && TranslationLikeness.looksTranslated(normalized)))
                }
                if explicit {
                    discovery.diagnostics.append(
                        Diagnostic(
                            .warning, .stringsLanguage, "not a string file (\(StringsFormats.filesDescription)); skipped",
                            at: SourceLocation(file: path, line: 1, column: 1)))
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
                let full = base + relative
                if let target = symbolicLinkTarget(atPath: full) {
                    // A link to a file is read as the file; one to a folder or to nothing is not followed, and said.
                    let kind = PathName.kind(full)
                    if kind != .file {
                        discovery.unread.append(linkNotFollowed(PathName.lexicallyNormalized(full), target: target, kind: kind))
                        continue
                    }
                } else if PathName.kind(full) == .directory {
                    continue
                }
                if name == "l10n.yaml" {
                    let normalized = PathName.lexicallyNormalized(base + relative)
                    if !globs.contains(where: { $0.matches(normalized) }), seen.insert(normalized).inserted {
                        discovery.flutterConfigs.append(normalized)
                    }
                    continue
                }
                if StringsFormats.nameEndings.contains(where: { name.hasSuffix($0) }) {
                    add(full, explicit: false)
                } else {
                    let normalized = PathName.lexicallyNormalized(full)
                    if !globs.contains(where: { $0.matches(normalized) }) {
                        discovery.unread.append(
                            UnreadStringsFile(
                                path: normalized, reason: .unknownFormat,
                                looksTranslated: TranslationLikeness.looksTranslated(normalized)))
                    }
                }
            }
        }
        discovery.sources.sort { $0.path < $1.path }
        discovery.flutterConfigs.sort()
        discovery.unread.sort { $0.path < $1.path }
        return discovery
    }

    /// A link to a folder (with how many string files a walk of it finds) or to nothing.
    private static func linkNotFollowed(_ path: String, target: String, kind: FileKind) -> UnreadStringsFile {
        guard kind == .directory else { return UnreadStringsFile(path: path, reason: .link(target: target, leadsToFolder: false)) }
        let base = path + "/"
        // filter(_:).count, not count(where:): the modules an app links keep to what iOS 16 has.
        let stringFiles = PathName.walk(path, skippingHidden: true).filter { relative in
            guard let source = StringsSource(path: base + relative) else { return false }
            return !source.match.onlyWhenNamed && PathName.kind(base + relative) == .file
        }.count
        return UnreadStringsFile(path: path, reason: .link(target: target, leadsToFolder: true), stringFiles: stringFiles)
    }
}
