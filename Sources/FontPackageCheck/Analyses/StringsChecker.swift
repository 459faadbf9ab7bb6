package import FontPackage
internal import FontPackageStrings
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageSupport

/// Checks every character an app's translations will show against the font
/// that will draw it: per language (after locale matching), per slot (after
/// weight fallback; any string may be shown bold), per script run (the
/// config's `scripts` send a Han run in a Vietnamese string to the Han pack).
///
/// Each distinct character is checked once per font; strings are then told
/// which of their characters fell short.
package enum StringsChecker {
    /// The strings read and grouped by language, ready to check once the fonts are known.
    package struct Prepared {
        package let jobs: [Job]
        let filesRead: Int
        /// How many files each format read, by format identifier (``AppStrings/filesByFormat``).
        let filesByFormat: [String: Int]
        let stringsRead: Int
        let stringsByFormat: [StringsReport.FormatCount]
        let languages: [String]
        let languageSource: String
        /// Files not read because they are byte copies of another (``AppStrings/copies``).
        let copies: [(file: String, sameAs: String)]
        /// How many files `--exclude` skipped.
        let excluded: Int
        /// The files not read, each with why (``AppStrings/unread``).
        let unread: [UnreadStringsFile]
        /// The development language the options gave.
        let developmentLanguage: String?
        /// The Info.plist as read, when one was given: its fonts serve the registration rule too.
        let info: AppInfo?
        /// Findings about single strings listed one by one per file (``StringFindingBudget``).
        let findingsPerFile: Int
        /// Languages with strings that no entry serves (and no `default`): ``LanguagesRule`` reports them.
        let unserved: [Unserved]

        /// A language whose strings no entry serves: why, how many strings, and where the first is.
        struct Unserved {
            let language: String
            let reason: String
            let strings: Int
            let location: SourceLocation?
        }

        /// One language's strings, with the entry that draws them.
        package struct Job {
            package let language: String
            package let bound: BoundResolver
            let strings: [TranslatedString]
            /// What the strings render, taken together. Each string's own characters are
            /// worked out again where they are needed, not kept: 800,000 strings' would outweigh the strings.
            let facts: LanguageStrings
            /// Every character its strings render (``RenderedCharacters``).
            package var characters: Set<Unicode.Scalar> { facts.characters }
        }

        /// Every character each entry's fonts may have to draw (the locale's
        /// entry and the entries `scripts` can send runs to), for the ink scan.
        var charactersByEntry: [(PackEntry, Set<Unicode.Scalar>)] {
            var byEntry: [ObjectIdentifier: (PackEntry, Set<Unicode.Scalar>)] = [:]
            for job in jobs {
                let scalars = job.characters
                let entries = [job.bound.entry] + job.bound.config.scriptEntries.filter { $0 !== job.bound.entry }
                for entry in entries {
                    byEntry[ObjectIdentifier(entry), default: (entry, [])].1.formUnion(scalars)
                }
            }
            return Array(byEntry.values)
        }
    }

    /// The Info.plist and the strings as ``prepare(config:resolver:options:languages:findings:)``
    /// reads them, with what reading them found: the same for any config, so a comparison of two
    /// packs (``PackDiff``) reads them once for both checks (``StringsCheckOptions/read``).
    package struct Read: Sendable {
        let info: AppInfo?
        let app: AppStrings
        let findings: [Finding]
    }

    /// Reads the Info.plist, then the strings with the development language it names.
    package static func read(_ options: StringsCheckOptions) -> Read {
        var info: AppInfo?
        var findings: [Finding] = []
        if let plist = options.infoPlist {
            let reading = InfoPlistReader.read(path: plist)
            info = reading.info
            findings += reading.diagnostics
        }
        // A region that is no language (`$(DEVELOPMENT_LANGUAGE)`, a build setting) names none: the
        // Info.plist's own warning says why, and the files it would have named are said once as unnamed.
        let region = info?.developmentRegion.flatMap { $0.language.locale == nil ? nil : $0.language.identifier }
        var readOptions = StringsReadOptions(developmentLanguage: options.developmentLanguage ?? region)
        readOptions.developmentLanguageAdvice = options.developmentLanguageAdvice
        let app = AppStrings.load(paths: options.paths, exclude: options.exclude, options: readOptions)
        return Read(info: info, app: app, findings: findings + app.diagnostics)
    }

    /// Reads the strings (and the Info.plist), unless `options` holds them read, and picks the languages to check.
    package static func prepare(
        config: FontPackConfig, resolver: FontResolver, options: StringsCheckOptions, languages requested: [String]?,
        findings: inout [Finding]
    ) -> Prepared {
        let read = options.read ?? read(options)
        let (info, app) = (read.info, read.app)
        findings += read.findings

        let (languages, source) = languagesToCheck(requested: requested, info: info, app: app)
        // A file's strings share one language value, compared by reference: grouped a run at a time.
        var byLanguage: [String: [Int]] = [:]
        var run: (language: StringLanguage, start: Int)?
        func endRun(at end: Int) {
            if let run { byLanguage[run.language.canonicalIdentifier, default: []] += run.start..<end }
        }
        for (index, string) in app.strings.enumerated() where string.language != run?.language {
            endRun(at: index)
            run = (string.language, index)
        }
        endRun(at: app.strings.count)
        var served: [(language: String, bound: BoundResolver, strings: [TranslatedString])] = []
        var unserved: [Prepared.Unserved] = []
        for language in languages {
            let canonical = (try? ParsedLocale(language))?.tag.identifier ?? language
            guard let indices = byLanguage[canonical], !indices.isEmpty else { continue }
            do {
                served.append((language, try resolver.bind(locale: language), indices.map { app.strings[$0] }))
            } catch {
                unserved.append(
                    Prepared.Unserved(
                        language: language, reason: "\(error)", strings: indices.count, location: app.strings[indices[0]].location))
            }
        }
        let facts = LanguageStrings.of(
            served.map { ($0.strings, Set($0.bound.binding.locale?.unicodeScripts ?? [])) })
        let jobs = zip(served, facts).map { served, facts in
            Prepared.Job(language: served.language, bound: served.bound, strings: served.strings, facts: facts)
        }
        return Prepared(
            jobs: jobs, filesRead: app.files.count, filesByFormat: app.filesByFormat, stringsRead: app.strings.count,
            stringsByFormat: app.stringsByFormat.map {
                StringsReport.FormatCount(format: $0.format.id, name: $0.format.displayName, strings: $0.strings)
            },
            languages: languages,
            languageSource: source, copies: app.copies, excluded: app.excluded,
            // The Info.plist under the strings that --info-plist names is read, as the Info.plist.
            unread: app.unread.filter { file in
                options.infoPlist.map { PathName.lexicallyNormalized($0) != file.path } ?? true
            },
            developmentLanguage: options.developmentLanguage, info: info,
            findingsPerFile: options.findingsPerFile, unserved: unserved)
    }

    /// Checks the prepared strings against the located faces, languages on every core; what a
    /// string lacks, and a language's emoji, are worded by `wording`.
    static func check(_ prepared: Prepared, located: LocatedFaces, wording: FindingWording) -> StringsCheck {
        let checks = WorkerPool.map(Array(prepared.jobs.indices)) { position in
            let job = prepared.jobs[position]
            return LanguageCheck(
                language: job.language, bound: job.bound, strings: job.strings, facts: job.facts,
                located: located, wording: wording, findingsPerFile: prepared.findingsPerFile)
        }
        var findings: [Finding] = []
        var lines: [StringsReport.Line] = []
        var byString: [StringFinding] = []
        var slotFaces: [[StringsReport.SlotFaces]] = []
        var runEntries: [Finding: RunEntry] = [:]
        for (job, check) in checks.enumerated() {
            findings += check.findings
            runEntries.merge(check.runEntries) { first, _ in first }
            lines += check.lines
            byString += check.byString.map { StringFinding(job: job, string: $0.string, finding: $0.finding) }
            let bound = prepared.jobs[job].bound
            let entries = [bound.entry] + bound.config.scriptEntries.filter { $0 !== bound.entry }
            slotFaces.append(
                CheckedSlot.all(of: bound.entry).map { slot in
                    StringsReport.SlotFaces(slot: slot.name, faces: entries.compactMap { located.serving($0, slot).face })
                })
        }
        return StringsCheck(
            prepared: prepared, findings: findings, lines: lines, byString: byString, slotFaces: slotFaces, runEntries: runEntries,
            scripts: checks.map(\.scripts))
    }

    /// `--languages` first; else the Info.plist's localizations; else every
    /// language the string files contain.
    static func languagesToCheck(requested: [String]?, info: AppInfo?, app: AppStrings) -> ([String], String) {
        if let requested { return (requested, "--languages") }
        if let info, !info.localizations.isEmpty {
            return (info.localizations.map(\.language.identifier), "CFBundleLocalizations of \(info.file)")
        }
        // In BCP 47 case (zh-hant.lproj is zh-Hant), as CFBundleLocalizations and --languages items are read;
        // two folders of one language (zh-hant.lproj, zh-Hant.lproj) are one language.
        var seen = Set<String>()
        let languages = app.languages.filter { $0.locale != nil }.map(\.canonicalIdentifier).filter { seen.insert($0).inserted }
        return (languages, "the languages of the string files")
    }
}
