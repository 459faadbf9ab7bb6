public import FontPackage
public import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageStrings

/// Checks every font a config names: that it exists, is the weight its slot
/// claims, and covers what each language needs, for the font each language
/// and slot would really get (locale matching and weight fallback included).
/// Nothing stops at the first problem.
public enum PackChecker: Sendable {
    /// Checks the pack in one pass: builds the check's context (index, locate,
    /// read ink, cover, shape, strings), runs every rule of the registry (`fontpack rules` lists them)
    /// on it, and applies the rule settings. Settings no rule can take
    /// (``RuleSettings/errors``) stop it first: its report then holds only those errors.
    public static func check(config: FontPackConfig, options: PackCheckOptions) throws(FontLookupError) -> PackReport {
        // A setting no rule can take stops the check before it reads a font: the report holds its errors.
        let settings = RuleSettings(config: config.rules, commandLine: options.rules)
        if !settings.errors.isEmpty { return PackReport(rejecting: settings, config: config, options: options) }
        let context = try CheckContext.build(config: config, options: options, settings: settings)
        var findings: [Finding] = []
        for rule in context.rules {
            findings += rule.findings(in: context)
        }
        // The settings apply here once: the findings and the strings report both read what they made.
        let judged = settings.judge(findings)
        let ordered = ordered(judged.findings)
        let (rows, faces) = (context.rows, context.index.faces)
        // The entry a finding's script runs took, for the finding as the settings left it.
        let runEntries = (context.stringsCoverage?.runEntries ?? [:]).reduce(into: [Finding: RunEntry]()) { entries, made in
            if let finding = judged.finding(for: made.key) { entries[finding] = made.value }
        }
        // The grouping and the strings report read the same findings and not each other: side by side.
        let (groups, strings) = WorkerPool.overlapping(
            workers: options.workers,
            { options.groupsFindings ? FindingGrouping(ordered, faces: faces, rows: rows, runEntries: runEntries) : FindingGrouping([]) },
            with: { context.stringsCoverage.map { $0.report(ordered: ordered, judged: judged.finding(for:)) } })
        var report = PackReport(
            findings: ordered, rows: rows, faces: faces, level: options.level, strings: strings, config: config,
            fontsFolder: options.fontsFolder, resolutions: context.resolutions, located: context.located)
        report.platformChoice = context.platformChoice
        report.ruleSettings = settings
        report.analyses = context.analyses
        report.groups = groups
        report.stringWidths = context.shared.stringWidths
        report.lineBoxReference = LineBoxReference(in: context)
        return report
    }

    /// `UIAppFonts` of the Info.plist given (or found at the top of a
    /// `--strings` folder), for the iOS registration rule; nil without one.
    /// `read` is the Info.plist the strings check already read and reported on.
    static func registeredFonts(options: PackCheckOptions, read: AppInfo?, findings: inout [Finding]) -> RegisteredFonts? {
        let info: AppInfo?
        if options.strings?.infoPlist != nil {
            info = read
        } else {
            let plist =
                options.infoPlist
                ?? options.strings?.paths.lazy.map { PathName.join($0, "Info.plist") }
                .first { FileManager.default.fileExists(atPath: $0) }
            guard let plist else { return nil }
            let reading = InfoPlistReader.read(path: plist)
            findings += reading.diagnostics
            info = reading.info
        }
        guard let info else { return nil }
        // No UIAppFonts key registers no font: every file in use is unregistered, as when the list omits it.
        guard let fonts = info.fonts else { return RegisteredFonts(file: info.file, paths: [], keyMissing: true) }
        return RegisteredFonts(file: info.file, paths: fonts.map { ($0.path, $0.location) })
    }

    struct Unit {
        let language: String
        let locale: ParsedLocale
        let entry: PackEntry
        /// Set for an `fc:` language: fontconfig's orthography is checked verbatim.
        var fontconfigCode: String? = nil

        /// Whether this unit already checks `locale` as `entry` serves it: same entry, language and script.
        func serves(_ locale: ParsedLocale, with entry: PackEntry) -> Bool {
            self.entry === entry && self.locale.maximal.language == locale.maximal.language
                && self.locale.maximal.script == locale.maximal.script
        }
    }

    /// The languages the app's strings show that no checked entry is for
    /// (Thai strings with no `th` entry): each is checked like a `--languages`
    /// item, so it has its rows and its `default-script` warning.
    static func unitsForStrings(_ strings: StringsChecker.Prepared, beside units: [Unit]) -> [Unit] {
        var added: [Unit] = []
        for job in strings.jobs {
            guard let locale = job.bound.binding.locale else { continue }
            let served = (units + added).contains { $0.serves(locale, with: job.bound.entry) }
            if !served { added.append(Unit(language: job.language, locale: locale, entry: job.bound.entry)) }
        }
        return added
    }

    /// The languages the app declares (`CFBundleLocalizations`, a catalog's
    /// localizations) that have no strings yet: the app still runs in them, so
    /// each is checked like a `--languages` item (Thai declared with no Thai
    /// strings and no Thai font is missing characters, not a pass).
    static func unitsForDeclaredLanguages(
        _ strings: StringsChecker.Prepared, beside units: [Unit], resolver: FontResolver, problems: inout [LanguageProblem]
    ) -> [Unit] {
        let withStrings = Set(strings.jobs.map(\.language))
        var added: [Unit] = []
        for language in strings.languages where !withStrings.contains(language) {
            guard let written = try? ParsedLocale(language) else { continue }
            let locale = resolver.config.reading(written)
            let bound: BoundResolver
            do {
                bound = try resolver.bind(locale: language)
            } catch {
                problems.append(
                    .noEntry(
                        language: language, reason: "\(error)", detail: "declared by \(strings.languageSource), no strings yet",
                        location: nil))
                continue
            }
            let served = (units + added).contains { $0.serves(locale, with: bound.entry) }
            if !served { added.append(Unit(language: language, locale: locale, entry: bound.entry)) }
        }
        return added
    }

    /// What ``check(config:options:)`` reads from the config and the app before it looks at any font.
    struct Languages {
        var units: [Unit]
        var strings: StringsChecker.Prepared?
        var requirements: [String: LanguageRequirements]
        /// Languages asked for, declared or written that the check cannot take as given.
        var problems: [LanguageProblem]
        /// What the readers of the string files and the Info.plist report.
        var stringsFindings: [Finding]
    }

    /// A language asked for, declared or written in the strings that the
    /// check cannot take as given: ``LanguagesRule`` reports each.
    enum LanguageProblem: Sendable {
        /// A `--languages` item is no language tag.
        case invalid(language: String, reason: String)
        /// A bare `--languages` code fontconfig reads otherwise: how it was read.
        case reading(language: String, note: String)
        /// No entry serves the language and the config has no `default`;
        /// `detail` says where the language came from.
        case noEntry(language: String, reason: String, detail: String?, location: SourceLocation?)
    }

    /// The (language, entry) pairs to check, the app's strings, and each language's requirements.
    static func languagesAndRequirements(config: FontPackConfig, resolver: FontResolver, options: PackCheckOptions) -> Languages {
        var problems: [LanguageProblem] = []
        var stringsFindings: [Finding] = []
        var units = languagesToCheck(config: config, resolver: resolver, options: options, problems: &problems)
        let strings = options.strings.map {
            StringsChecker.prepare(
                config: config, resolver: resolver, options: $0, languages: options.languages, findings: &stringsFindings)
        }
        if options.languages == nil, let strings {
            units += unitsForStrings(strings, beside: units)
            units += unitsForDeclaredLanguages(strings, beside: units, resolver: resolver, problems: &problems)
        }
        var requirements: [String: LanguageRequirements] = [:]
        for unit in units where requirements[unit.language] == nil {
            requirements[unit.language] = LanguageRequirements(
                for: unit.locale, fontconfigCode: unit.fontconfigCode, named: unit.language, level: options.level,
                currencies: config.currencies)
        }
        for unserved in strings?.unserved ?? [] {
            problems.append(
                .noEntry(
                    language: unserved.language, reason: unserved.reason, detail: "\(unserved.strings) strings",
                    location: unserved.location))
        }
        return Languages(
            units: units, strings: strings, requirements: requirements, problems: problems, stringsFindings: stringsFindings)
    }

    /// The languages named with `--languages`, each resolved as an app would;
    /// else every entry for its own language and `default` for English.
    static func languagesToCheck(
        config: FontPackConfig, resolver: FontResolver, options: PackCheckOptions, problems: inout [LanguageProblem]
    ) -> [Unit] {
        guard let languages = options.languages else {
            var units: [Unit] = []
            for entry in config.entries {
                if let locale = entry.locale {
                    units.append(Unit(language: entry.env, locale: locale, entry: entry))
                } else if let english = try? ParsedLocale("en") {
                    units.append(Unit(language: "en", locale: english, entry: entry))
                }
            }
            return units
        }
        var units: [Unit] = []
        for language in languages {
            do {
                let checked = try CheckedLanguage(language)
                if let note = checked.note { problems.append(.reading(language: language, note: note)) }
                let bound = try resolver.bind(locale: checked.locale.input)
                // An `fc:` code is fontconfig's orthography verbatim; a locale is read as the config declares its language.
                let locale = checked.fontconfigCode == nil ? config.reading(checked.locale) : checked.locale
                units.append(Unit(language: language, locale: locale, entry: bound.entry, fontconfigCode: checked.fontconfigCode))
            } catch let error as LocaleError {
                problems.append(.invalid(language: language, reason: error.description))
            } catch {
                problems.append(
                    .noEntry(
                        language: language, reason: "\(error)", detail: nil,
                        location: SourceLocation(file: config.file, line: 0, column: 0)))
            }
        }
        return units
    }

    /// Config order, as a compiler reports; findings about font files first.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        // Each finding's place is read once, not at every comparison of the sort.
        let places = findings.map { ($0.location?.line ?? -1, $0.location?.column ?? 0) }
        return findings.indices.sorted { a, b in (places[a].0, places[a].1, a) < (places[b].0, places[b].1, b) }
            .map { findings[$0] }
    }
}
