#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
public import FontPackage

/// Every translated string of an app, read from its string files.
public struct AppStrings: Sendable {
    /// In the order of `files`, then as written in each file.
    public var strings: [TranslatedString]
    /// Problems found while finding and reading the files.
    public var diagnostics: [Diagnostic]
    /// The files read, sorted by path.
    package var files: [String]
    /// Files left unread because their bytes equal an earlier file's of the
    /// same `xx.lproj` folder name and format: each with the file read instead.
    package var copies: [(file: String, sameAs: String)] = []
    /// How many string files `--exclude` skipped.
    package var excluded = 0

    package init(strings: [TranslatedString] = [], diagnostics: [Diagnostic] = [], files: [String] = []) {
        self.strings = strings
        self.diagnostics = diagnostics
        self.files = files
    }

    /// The distinct languages of the strings, sorted by canonical identifier.
    /// Spellings of one language (`pt_PT` folder, `pt-PT` in a catalog) count
    /// once; the first spelling met is kept.
    public var languages: [StringLanguage] {
        var spellings: Set<StringLanguage> = []
        var ordered: [StringLanguage] = []
        for string in strings where spellings.insert(string.language).inserted {
            ordered.append(string.language)
        }
        var seen: Set<String> = []
        let languages = ordered.filter { seen.insert($0.canonicalIdentifier).inserted }
        return languages.sorted { $0.canonicalIdentifier < $1.canonicalIdentifier }
    }

    /// How many strings each format gave, in the order of ``StringsSource/Format``, formats with none left out.
    package var stringsByFormat: [(format: StringsSource.Format, strings: Int)] {
        var counts: [StringsSource.Format: Int] = [:]
        for string in strings { counts[string.kind.format, default: 0] += 1 }
        return StringsSource.Format.allCases.compactMap { format in counts[format].map { (format, $0) } }
    }

    /// Finds the string files under `paths` and reads each one once.
    public static func load(paths: [String], options: StringsReadOptions = StringsReadOptions()) -> AppStrings {
        load(paths: paths, exclude: [], options: options)
    }

    /// Finds the string files under `paths`, skips those an `exclude` pattern
    /// matches (``PathGlob``), and reads each one once.
    package static func load(paths: [String], exclude: [String], options: StringsReadOptions = StringsReadOptions()) -> AppStrings {
        let discovery = StringsDiscovery.find(in: paths, exclude: exclude)
        let flutter = FlutterProjects.read(discovery.flutterConfigs, exclude: exclude)
        var sources = discovery.sources
        let known = Set(sources.map(\.path))
        sources += flutter.arbSources.filter { !known.contains($0.path) }
        sources.sort { $0.path < $1.path }
        var app = read(sources, options: options, projects: flutter.projects)
        app.diagnostics.insert(contentsOf: discovery.diagnostics + flutter.diagnostics, at: 0)
        app.excluded = discovery.excluded
        return app
    }

    /// What makes two files one: the same bytes, read as the same format for the same folder language.
    private struct Contents: Hashable {
        let format: StringsSource.Format
        let folderLanguage: String?
        let bytes: [UInt8]

        /// The length and the ends of the bytes: files that differ almost
        /// always differ there, and equal hashes compare every byte. Hashing
        /// every byte cost a tenth of a second on an app of 13 MB of strings.
        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(folderLanguage)
            hasher.combine(bytes.count)
            bytes.withUnsafeBytes { all in
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: all.prefix(256)))
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: all.suffix(256)))
            }
        }
    }

    /// Reads the given sources, spreading files over the processor cores. A file inside
    /// one of `projects` (a Flutter app's folder) that does not name its language is in
    /// the language of the app's ARB template, unless `options` give the development language.
    package static func read(
        _ sources: [StringsSource], options: StringsReadOptions = StringsReadOptions(), projects: [FlutterProjects.Project] = []
    ) -> AppStrings {
        let options = ScopedOptions(options: options, projects: projects)
        var app = AppStrings(files: sources.map(\.path))
        // Folder languages are parsed once each, before the files are read.
        var folderLanguages: [String: StringLanguage] = [:]
        for source in sources {
            guard source.format != .android, let folder = source.folderLanguage, folderLanguages[folder] == nil
            else { continue }
            let language = folderLanguage(folder, options: options.base)
            folderLanguages[folder] = language
            if folder == "Base", options.base.developmentLanguage == nil {
                app.diagnostics.append(
                    Diagnostic(
                        .warning, .stringsLanguage,
                        "Base.lproj has no language: give the development language (--development-language, or CFBundleDevelopmentRegion of --info-plist)",
                        at: SourceLocation(file: source.path, line: 1, column: 1)))
            } else if language.locale == nil {
                app.diagnostics.append(
                    Diagnostic(
                        .warning, .stringsLanguage,
                        "'\(folder).lproj' does not name a language; its strings are read with the language '\(folder)'",
                        at: SourceLocation(file: source.path, line: 1, column: 1)))
            }
        }

        let languages = folderLanguages
        // A file whose bytes equal an earlier one's (an app that keeps two
        // copies of its strings) is read once: its strings would repeat every finding.
        let contents = WorkerPool.map(sources) { source in
            try? InputFile.read(source.path, limit: InputFile.maximumStringsBytes).get()
        }
        var firstWith: [Contents: String] = [:]
        firstWith.reserveCapacity(sources.count)
        var unique: [(StringsSource, [UInt8]?)] = []
        for (source, bytes) in zip(sources, contents) {
            guard let bytes else {
                unique.append((source, nil))
                continue
            }
            let key = Contents(format: source.format, folderLanguage: source.folderLanguage, bytes: bytes)
            if let first = firstWith[key] {
                app.copies.append((source.path, first))
                continue
            }
            firstWith[key] = source.path
            unique.append((source, bytes))
        }
        firstWith = [:]
        app.files = unique.map(\.0.path)
        let development = androidDevelopmentLanguages(unique, options: options)
        let readings = WorkerPool.map(unique) { source, bytes in
            let language =
                source.format == .android
                ? source.folderLanguage.map { StringLanguage(parsing: $0) }
                    ?? development[PathName.deletingLastComponent(PathName.deletingLastComponent(source.path))]
                : source.folderLanguage.flatMap { languages[$0] }
            let fileOptions = options.for(source.path)
            guard let bytes else { return readFile(source, language: language, options: fileOptions) }
            return parse(source, bytes: bytes, language: language, options: fileOptions, warnsWithoutLanguage: false)
        }
        app.strings.reserveCapacity(readings.reduce(0) { $0 + $1.strings.count })
        for reading in readings {
            app.strings.append(contentsOf: reading.strings)
            app.diagnostics.append(contentsOf: reading.diagnostics)
        }
        HTMLSources.readTranslations(&app.strings, templates: projects.map(\.template))
        if let unnamed = unnamedAndroidLanguage(app.strings) { app.diagnostics.append(unnamed) }
        return app
    }

    /// One warning for every Android string whose `values*/` folder names no
    /// locale in an app that gives no development language: one cause, said
    /// once, with how many strings it leaves unchecked and where.
    private static func unnamedAndroidLanguage(_ strings: [TranslatedString]) -> Diagnostic? {
        var count = 0
        var first: TranslatedString?
        var files: Set<String> = []
        var folders: [String] = []
        for string in strings where string.kind == .android && string.language == AndroidStringsReader.unnamedLanguage {
            count += 1
            if first == nil { first = string }
            if files.insert(string.file).inserted {
                let folder = PathName.lastComponent(PathName.deletingLastComponent(string.file)) + "/"
                if !folders.contains(folder) { folders.append(folder) }
            }
        }
        guard let first else { return nil }
        let shown = folders.prefix(4).joined(separator: ", ") + (folders.count > 4 ? " and \(folders.count - 4) more" : "")
        let plural = count == 1 ? "string" : "strings"
        return Diagnostic(
            .warning, .stringsLanguage,
            "Android's values/ has no language: \(count) \(plural) in \(files.count) file\(files.count == 1 ? "" : "s") of \(shown) are not checked: write tools:locale=\"en\" on the <resources> of values/, or give the development language (--development-language, or CFBundleDevelopmentRegion of --info-plist)",
            at: SourceLocation(file: first.file, line: 1, column: 1))
    }

    /// Reads one file from disk in the format its source names.
    package static func readFile(
        _ source: StringsSource, language: StringLanguage? = nil, options: StringsReadOptions = StringsReadOptions()
    ) -> StringsFileReading {
        let bytes: [UInt8]
        switch InputFile.read(source.path, limit: InputFile.maximumStringsBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return StringsFileReading(
                file: source.path,
                diagnostics: [
                    Diagnostic(
                        .error, .stringsUnreadable, "the file \(failure)",
                        at: SourceLocation(file: source.path, line: 1, column: 1))
                ])
        }
        return parse(source, bytes: bytes, language: language, options: options)
    }

    /// Reads one file's bytes in the format its source names.
    static func parse(
        _ source: StringsSource, bytes: [UInt8], language: StringLanguage?, options: StringsReadOptions,
        warnsWithoutLanguage: Bool = true
    ) -> StringsFileReading {
        // An Android folder's language is a language tag already; values/ is left to the reader.
        let androidLanguage = language ?? source.folderLanguage.map { StringLanguage(parsing: $0) }
        let language =
            language ?? source.folderLanguage.map { folderLanguage($0, options: options) }
            ?? StringLanguage(identifier: "", locale: nil)
        switch source.format {
        case .strings:
            return StringsFileReader.read(bytes: bytes, file: source.path, language: language, options: options)
        case .stringsdict:
            return StringsDictReader.read(bytes: bytes, file: source.path, language: language, options: options)
        case .catalog:
            return StringCatalogReader.read(bytes: bytes, file: source.path, options: options)
        case .android:
            return AndroidStringsReader.read(
                bytes: bytes, file: source.path, language: androidLanguage, options: options,
                warnsWithoutLanguage: warnsWithoutLanguage)
        case .arb:
            return ARBReader.read(bytes: bytes, file: source.path, options: options)
        case .gettext:
            return GettextReader.read(bytes: bytes, file: source.path, options: options)
        case .resx:
            return ResxReader.read(bytes: bytes, file: source.path, options: options)
        case .xliff:
            return XLIFFReader.read(bytes: bytes, file: source.path, options: options)
        }
    }

    /// The development language of each Android `res` folder: `tools:locale` of its
    /// `values/` files, else the one `options` give. Folders whose qualifiers name no
    /// locale (`values-night`) hold strings of that language too.
    private static func androidDevelopmentLanguages(
        _ sources: [(StringsSource, [UInt8]?)], options: ScopedOptions
    ) -> [String: StringLanguage] {
        var languages: [String: StringLanguage] = [:]
        for (source, bytes) in sources where source.format == .android && source.folderLanguage == nil {
            let folder = PathName.deletingLastComponent(source.path)
            let res = PathName.deletingLastComponent(folder)
            guard languages[res] == nil, PathName.lastComponent(folder) == "values", let bytes,
                let root = XMLTreeParser.parse(bytes: bytes, file: source.path).root,
                let locale = AndroidStringsReader.toolsLocale(of: root)
            else { continue }
            languages[res] = StringLanguage(parsing: locale)
        }
        for (source, _) in sources where source.format == .android && source.folderLanguage == nil {
            guard let development = options.for(source.path).developmentLanguage else { continue }
            let res = PathName.deletingLastComponent(PathName.deletingLastComponent(source.path))
            if languages[res] == nil { languages[res] = StringLanguage(parsing: development) }
        }
        return languages
    }

    /// The language of an `xx.lproj` folder; `Base` is the development language when given.
    package static func folderLanguage(_ folder: String, options: StringsReadOptions) -> StringLanguage {
        if folder == "Base" {
            guard let development = options.developmentLanguage else {
                return StringLanguage(identifier: "Base", locale: nil, isBase: true)
            }
            return StringLanguage(parsing: development, isBase: true)
        }
        return StringLanguage(parsing: folder)
    }
}

/// The read options of each file: the given ones, with the development language of
/// the Flutter app a file is in when they give none.
struct ScopedOptions {
    let base: StringsReadOptions
    let projects: [FlutterProjects.Project]

    init(options: StringsReadOptions, projects: [FlutterProjects.Project]) {
        base = options
        // The innermost app first, for apps inside apps.
        self.projects = projects.filter { $0.developmentLanguage != nil }.sorted { $0.folder.count > $1.folder.count }
    }

    func `for`(_ path: String) -> StringsReadOptions {
        guard base.developmentLanguage == nil,
            let project = projects.first(where: { path.hasPrefix($0.folder + "/") })
        else { return base }
        var options = base
        options.developmentLanguage = project.developmentLanguage
        return options
    }
}
