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
    /// The files under the paths that were not read, or read and left out, each with why, sorted by path.
    package var unread: [UnreadStringsFile] = []
    /// How many of `files` each format read, by the format's ``StringsFormat/id``: the
    /// platforms a check infers from the strings count them.
    package var filesByFormat: [String: Int] = [:]

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
        var previous: StringLanguage?
        for string in strings {
            // A file's strings share one language value, compared by reference: hashed once per run of them.
            let language = string.language
            guard language != previous else { continue }
            previous = language
            if spellings.insert(language).inserted { ordered.append(language) }
        }
        var seen: Set<String> = []
        let languages = ordered.filter { seen.insert($0.canonicalIdentifier).inserted }
        return languages.sorted { $0.canonicalIdentifier < $1.canonicalIdentifier }
    }

    /// How many strings each format gave, in the order of ``StringsFormats/all``, formats with none left out.
    package var stringsByFormat: [(format: any StringsFormat.Type, strings: Int)] {
        var byKind: [TranslatedString.Kind: Int] = [:]
        // A file's strings are of one kind: counted a run at a time, hashed once per run.
        var run: (kind: TranslatedString.Kind, strings: Int)?
        for string in strings {
            let kind = string.kind
            if let current = run, current.kind == kind {
                run = (kind, current.strings + 1)
                continue
            }
            if let run { byKind[run.kind, default: 0] += run.strings }
            run = (kind, 1)
        }
        if let run { byKind[run.kind, default: 0] += run.strings }
        return StringsFormats.all.compactMap { format in
            let count = format.kinds.reduce(0) { $0 + (byKind[$1] ?? 0) }
            return count > 0 ? (format, count) : nil
        }
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
        app.unread = (discovery.unread + app.unread).sorted { $0.path < $1.path }
        return app
    }

    /// An XLIFF text, as ``read(_:options:projects:)`` reads each unit's source once.
    private struct XLIFFUnit: Hashable {
        let language: String
        let table: String
        let key: String
        let variant: String?
        let text: String
    }

    /// What makes two files one: the same bytes, read as the same format for the same path language.
    private struct Contents: Hashable {
        let format: String
        let pathLanguage: String?
        let bytes: [UInt8]

        /// The length and the ends of the bytes: files that differ almost
        /// always differ there, and equal hashes compare every byte. Hashing
        /// every byte cost a tenth of a second on an app of 13 MB of strings.
        func hash(into hasher: inout Hasher) {
            hasher.combine(format)
            hasher.combine(pathLanguage)
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
        // The languages paths name are parsed once each, and said once each when they do not parse.
        // A path that names no language (klingon.lproj, values-english) leaves its file unread: its strings
        // are counted, for the finding that names it, and not checked.
        var pathLanguages: [String: StringLanguage] = [:]
        for source in sources where !source.match.namesDevelopmentLanguage {
            guard let written = source.pathLanguage, pathLanguages[written] == nil else { continue }
            pathLanguages[written] = StringLanguage(parsing: written)
        }
        func namesNoLanguage(_ source: StringsSource) -> String? {
            guard !source.match.namesDevelopmentLanguage, let written = source.pathLanguage,
                pathLanguages[written]?.locale == nil
            else { return nil }
            return written
        }

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
            let key = Contents(format: source.format.id, pathLanguage: source.pathLanguage, bytes: bytes)
            if let first = firstWith[key] {
                app.copies.append((source.path, first))
                continue
            }
            firstWith[key] = source.path
            unique.append((source, bytes))
        }
        firstWith = [:]
        app.files = unique.map(\.0.path)
        let scoped = scopedDevelopmentLanguages(unique)
        let languages = pathLanguages
        @Sendable func reading(of file: (source: StringsSource, bytes: [UInt8]?)) -> StringsFileReading {
            let (source, bytes) = file
            let fileOptions = options.for(source.path)
            var language = FileLanguage(
                path: source.match.namesDevelopmentLanguage ? nil : source.pathLanguage.flatMap { languages[$0] },
                developmentFolder: source.match.namesDevelopmentLanguage ? source.pathLanguage : nil,
                development: source.format.developmentScope(of: source).flatMap { scoped[$0] } ?? fileOptions.developmentLanguage)
            language.warnsOfPath = false
            // Files that name no language are said together once they are all read (``unnamedOnce``).
            language.warnsWhenUnnamed = false
            guard let bytes else { return readFile(source, options: fileOptions) }
            return StringsFormats.read(source.format, bytes: bytes, file: source.path, language: language, options: fileOptions)
        }
        // Each thread keeps the keys it has read, so that the strings of one key share one copy (``shareKeys(_:)``).
        let readings = WorkerPool.map(unique, workers: nil, state: { Set<String>() }) { keys, file in
            var reading = reading(of: file)
            reading.shareKeys(&keys)
            return reading
        }.map { $0! }
        app.strings.reserveCapacity(readings.reduce(0) { $0 + $1.strings.count })
        var files: [String] = []
        var xliffUnits: Set<XLIFFUnit> = []
        for ((source, _), reading) in zip(unique, readings) {
            app.diagnostics.append(contentsOf: reading.diagnostics)
            if let written = namesNoLanguage(source) {
                app.unread.append(
                    UnreadStringsFile(path: source.path, reason: .namesNoLanguage(written: written), strings: reading.strings.count))
                continue
            }
            if reading.strings.isEmpty, !reading.diagnostics.contains(where: { $0.severity == .error }) {
                app.unread.append(UnreadStringsFile(path: source.path, reason: .noStrings))
                continue
            }
            files.append(source.path)
            app.filesByFormat[source.format.id, default: 0] += 1
            for string in reading.strings {
                // Every XLIFF translation repeats the sources: each is read once, and not beside a target that says the same.
                if string.kind == .xliff || string.kind == .xliffSource {
                    let unit = XLIFFUnit(
                        language: string.language.canonicalIdentifier, table: string.table, key: string.key, variant: string.variant,
                        text: string.text)
                    guard xliffUnits.insert(unit).inserted || string.kind == .xliff else { continue }
                }
                app.strings.append(string)
            }
        }
        app.files = files
        app.unread.sort { $0.path < $1.path }
        HTMLSources.readTranslations(&app.strings, templates: projects.map(\.template))
        let read = zip(unique, readings).filter { namesNoLanguage($0.0.0) == nil }.map { ($0.1, $0.0.0.match.unnamedSaidOnce) }
        app.diagnostics += unnamedOnce(read, advice: options.base.developmentLanguageAdvice)
        return app
    }

    /// One warning for the strings that no language names, in an app that gives no development
    /// language: one cause, said once, with how many strings it leaves unchecked, where, and how to
    /// give the language. Files of one place (Android's `values/`, `Base.lproj`) are said with their
    /// count; a lone file as when it is read alone; several places in one warning that counts each.
    private static func unnamedOnce(_ readings: [(reading: StringsFileReading, saidOnce: Bool)], advice: String?) -> [Diagnostic] {
        let unnamed = readings.flatMap { entry in
            entry.reading.unnamed.filter { note in entry.reading.strings.contains { $0.language == note.language } }
                .map { (note: $0, saidOnce: entry.saidOnce) }
        }
        guard !unnamed.isEmpty else { return [] }
        let places = byPlace(readings.map(\.reading), advice: advice)
        if places.count == 1 {
            return unnamed.count == 1 && !unnamed[0].saidOnce ? [unnamed[0].note.warning(advice: advice)] : places
        }
        var strings = 0
        var location: SourceLocation?
        for entry in readings {
            for note in entry.reading.unnamed {
                let count = entry.reading.strings.reduce(0) { $0 + ($1.language == note.language ? 1 : 0) }
                guard count > 0 else { continue }
                strings += count
                location = location ?? note.note.location
            }
        }
        let parts = placesSummary(readings.map(\.reading))
        let shown = parts.prefix(4).joined(separator: ", ") + (parts.count > 4 ? " and \(parts.count - 4) more" : "")
        let message =
            "\(strings) strings in \(unnamed.count) files name no language and are not checked (\(shown)): give the development language"
            + (advice.map { " (\($0))" } ?? "") + ", or name it in the files"
        return [Diagnostic(.warning, .stringsLanguage, message, at: location ?? SourceLocation(file: "", line: 1, column: 1))]
    }

    /// `Android's values/ 3916`, `the .resx file 4`: each subject with no language and its strings.
    private static func placesSummary(_ readings: [StringsFileReading]) -> [String] {
        var counts: [(subject: String, strings: Int)] = []
        for reading in readings {
            for unnamed in reading.unnamed {
                let count = reading.strings.reduce(0) { $0 + ($1.language == unnamed.language ? 1 : 0) }
                guard count > 0 else { continue }
                let subject = unnamed.note.subject == "the file" ? PathName.lastComponent(reading.file) : unnamed.note.subject
                if let index = counts.firstIndex(where: { $0.subject == subject }) {
                    counts[index].strings += count
                } else {
                    counts.append((subject, count))
                }
            }
        }
        return counts.map { "\($0.subject) \($0.strings)" }
    }

    /// One warning for each place whose files name no language (Android's
    /// `values/`, `Base.lproj`), with how many strings it leaves unchecked and where.
    private static func byPlace(_ readings: [StringsFileReading], advice: String?) -> [Diagnostic] {
        struct Place {
            var note: FileLanguage.Unnamed
            var strings = 0
            var files = 0
            var folders: [String] = []
        }
        var places: [Place] = []
        for reading in readings {
            for unnamed in reading.unnamed {
                let count = reading.strings.reduce(0) { $0 + ($1.language == unnamed.language ? 1 : 0) }
                guard count > 0 else { continue }
                let index =
                    places.firstIndex { $0.note.subject == unnamed.note.subject && $0.note.ways == unnamed.note.ways }
                    ?? { places.append(Place(note: unnamed.note)); return places.count - 1 }()
                places[index].strings += count
                places[index].files += 1
                let folder = PathName.lastComponent(PathName.deletingLastComponent(reading.file)) + "/"
                if !places[index].folders.contains(folder) { places[index].folders.append(folder) }
                if places[index].files == 1 {
                    places[index].note.location = SourceLocation(file: reading.file, line: 1, column: 1)
                }
            }
        }
        return places.map { place in
            let folders = place.folders
            let shown = folders.prefix(4).joined(separator: ", ") + (folders.count > 4 ? " and \(folders.count - 4) more" : "")
            let consequence =
                "\(place.strings) \(place.strings == 1 ? "string" : "strings") in \(place.files) file\(place.files == 1 ? "" : "s") of \(shown) are not checked"
            return Diagnostic(
                .warning, .stringsLanguage,
                FileLanguage.noLanguage(place.note.subject, consequence: consequence, ways: place.note.ways, advice: advice),
                at: place.note.location)
        }
    }

    /// Reads one file from disk in its format, its language found as when it is read alone.
    package static func readFile(_ source: StringsSource, options: StringsReadOptions = StringsReadOptions()) -> StringsFileReading {
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
        return StringsFormats.read(
            source.format, bytes: bytes, file: source.path, language: FileLanguage(match: source.match, options: options),
            options: options)
    }

    /// The development language of each folder where one file speaks for the
    /// others (``StringsFormat/developmentScope(of:)``: Android's `res/`, by
    /// `tools:locale` of its `values/`), the first such file by path.
    private static func scopedDevelopmentLanguages(_ sources: [(StringsSource, [UInt8]?)]) -> [String: String] {
        var languages: [String: String] = [:]
        for (source, bytes) in sources {
            guard let bytes, let scope = source.format.developmentScope(of: source), languages[scope] == nil,
                let language = source.format.declaredDevelopmentLanguage(of: source, bytes: bytes)
            else { continue }
            languages[scope] = language
        }
        return languages
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

extension StringsFileReading {
    /// Makes the file's strings of a key already in `keys` hold that copy,
    /// and adds the others. A key repeats in every language, each read from
    /// a file of its own: at 158 languages the copies held 11 MB of a
    /// check's memory. Run as the file is read, while its strings are its
    /// own, so that each changes in place.
    fileprivate mutating func shareKeys(_ keys: inout Set<String>) {
        for index in strings.indices {
            let (inserted, shared) = keys.insert(strings[index].key)
            if !inserted { strings[index].key = shared }
        }
    }
}
