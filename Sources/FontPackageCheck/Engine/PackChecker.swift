public import FontPackage
public import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageStrings

/// What `fontpack check` checks and how strictly.
public struct PackCheckOptions: Sendable {
    /// The pack folder that `name` and `file` are found in.
    public var fontsFolder: String
    /// Languages to check; nil checks every `env` of the config, and
    /// `default` against English.
    public var languages: [String]?
    /// How much of each language's character sets to check (fontconfig's
    /// orthographies by default).
    public var level: CoverageLevel
    /// How fonts are read: whether glyphs are loaded to find empty ones.
    package var inspector: FontInspector.Options
    /// Worker threads for reading fonts; nil uses every core.
    var workers: Int?
    /// The app's translated strings, checked against the fonts that will draw them.
    public var strings: StringsCheckOptions?
    /// Shape each language's sample text (and the strings) with HarfBuzz.
    public var shaping: Bool = true
    /// The platforms whose rules for loading fonts apply; nil takes the
    /// config's `platforms`, and without those, iOS.
    public var platforms: [Platform]?
    /// The app's `Info.plist`, for the fonts it registers (`UIAppFonts`) when
    /// no strings are checked; with strings, ``StringsCheckOptions/infoPlist``.
    public var infoPlist: String?
    /// `--rule` settings of the command line; they override the config's `rules` for the same code.
    /// A code no rule reports stops the check (``RuleSettings/errors``).
    public var rules: [RuleSetting] = []
    /// Whether the web draws the pack with `fontpack export css --match-line-box`:
    /// each face's web line box is then the default's at its slot.
    public var matchLineBox = false
    /// Whether every translation's width is measured against its source's
    /// even when no rule reads it: the report draws those that grew the most.
    package var translationGrowth = false

    /// Options for a check of the fonts in `fontsFolder`; everything else
    /// defaults to checking every language of the config at the fontconfig level.
    public init(
        fontsFolder: String, languages: [String]? = nil, level: CoverageLevel = .fontconfig,
        inspector: FontInspector.Options = FontInspector.Options(), workers: Int? = nil,
        strings: StringsCheckOptions? = nil
    ) {
        self.fontsFolder = fontsFolder
        self.languages = languages
        self.level = level
        self.inspector = inspector
        self.workers = workers
        self.strings = strings
    }
}

/// The outcome of checking a pack, built in one pass: for each language and
/// slot, which face serves it, why, and what was found about it; the
/// findings; the strings; what the resolver answers. Every output (the text
/// table, JSON, SARIF, JUnit, the HTML report) reads this one value.
public struct PackReport: Sendable {
    /// One language x slot cell: the face a request really gets and how well it serves.
    public struct Row: Sendable {
        /// The language checked, as given (`vi`, `zh-TW`).
        public var language: String
        /// The `env` of the entry that serves it.
        public var env: String
        /// The slot asked for (`light`, `medium`, `bold`, `medium italic`).
        public var slot: String
        /// The config face that serves it, after fallback.
        public var configFace: PackFace
        /// The slot that face fills, when it is not the one asked for.
        public var fallbackFrom: String?
        /// The font found for it; nil when it could not be found or read.
        public var face: FontFace?
        /// Coverage of the language's character sets, one verdict per requirement.
        public var verdicts: [CoverageVerdict]
        /// What HarfBuzz does not render of the language's sample text; nil
        /// when shaping is off or the language has no shaping data.
        public var shaping: [ShapingFailure]? = nil
        /// The face of the slot's chain that drew the sample `shaping` judges.
        var sampleFace: FontFace? = nil
        /// How the face draws the language's Han characters, tagged and
        /// untagged (`han-forms`); nil for a language that does not write Han.
        package var hanForms: HanFormsReading? = nil
        /// The slot's chain: the own face, then each `fallback` link's face
        /// (``LocatedFaces/chain(of:_:)``); one link without a `fallback`.
        package var chain: [ChainLink] = []
        /// The required characters the first face lacks that later links draw,
        /// per link and requirement; `verdicts` count them as covered.
        package var drawnByFallback: [ChainCoverage.Drawn] = []
        /// Per platform, the sample's clusters whose ink passes the platform's
        /// line box (empty: the ink fits); nil when shaping is off.
        package var clippedInk: [ClippedInk]? = nil
    }

    /// Every finding, in config order.
    public var findings: [Finding]
    /// One row per checked language and slot, in check order.
    public var rows: [Row]
    /// Every face read from the pack folder.
    public var faces: [FontFace]
    /// The level the languages were checked at.
    public var level: CoverageLevel
    /// The platforms whose rules were applied.
    public var platforms: [Platform] = [.ios]
    /// The strings check, when strings were given.
    public var strings: StringsReport?
    /// The config checked.
    package var config: FontPackConfig
    /// The pack folder, as given.
    package var fontsFolder: String
    /// Per checked language, what the resolver answers to the five UIFont
    /// requests (system, medium, semibold, bold and italic system fonts), then
    /// to `UIFont(name:)` with `HelveticaNeue-Bold` and `Avenir-Heavy`, in that order.
    public var resolutions: [String: [Resolution]]
    /// The faces that serve the config.
    package var located: LocatedFaces
    /// The rule settings the findings were judged with (the config's `rules`, then `--rule`).
    public var ruleSettings = RuleSettings()
    /// The analyses that ran (``CheckInput/isAnalysis``): those an enabled rule reads.
    package var analyses: Set<CheckInput> = []
    /// The findings grouped by cause, each group with its hint when a config change fixes it: every output reads these.
    package var groups = FindingGrouping([])
    /// The strings' widths measured for the rules and the report; ``StringWidths/none`` when nothing read them.
    package var stringWidths = StringWidths.none
    /// The entry line boxes are compared with (``LineHeightMismatchRule``) and its faces; nil without one.
    package var lineBoxReference: LineBoxReference?

    /// The requests whose answers ``resolutions`` holds: the five UIFont
    /// entry points and two names to rewrite.
    static let reportedRequests: [FontRequest] = [
        .system, .systemWeighted(.medium), .systemWeighted(.semibold), .boldSystem, .italicSystem,
        .named("HelveticaNeue-Bold"), .named("Avenir-Heavy"),
    ]

    package init(
        findings: [Finding], rows: [Row], faces: [FontFace], level: CoverageLevel, strings: StringsReport? = nil,
        config: FontPackConfig = FontPackConfig(file: "appfont.json", entries: []), fontsFolder: String = "Fonts",
        resolutions: [String: [Resolution]] = [:], located: LocatedFaces = LocatedFaces()
    ) {
        self.findings = findings
        self.rows = rows
        self.faces = faces
        self.level = level
        self.strings = strings
        self.config = config
        self.fontsFolder = fontsFolder
        self.resolutions = resolutions
        self.located = located
    }

    /// How many findings have this severity.
    package func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }
    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The font a resolution's pack face is served by, or nil when it is
    /// unchanged or its face is not in the pack.
    public func face(for resolution: Resolution) -> FontFace? {
        resolution.faceIndex.flatMap { located.face(of: resolution.entry, at: $0) }
    }
}

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
            workers: options.workers, { FindingGrouping(ordered, faces: faces, rows: rows, runEntries: runEntries) },
            with: { context.stringsCoverage.map { $0.report(ordered: ordered, judged: judged.finding(for:)) } })
        var report = PackReport(
            findings: ordered, rows: rows, faces: faces, level: options.level, strings: strings, config: config,
            fontsFolder: options.fontsFolder, resolutions: context.resolutions, located: context.located)
        report.platforms = context.platforms
        report.ruleSettings = settings
        report.analyses = context.analyses
        report.groups = groups
        report.stringWidths = context.shared.stringWidths
        report.lineBoxReference = LineHeightMismatchRule.reference(in: context)
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
        findings.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? -1, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? -1, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}

extension FontFace {
    /// Whether `name` is one of the names the face is known by, or its file's
    /// base name; for a face drawn at a named instance, a name of the instance too.
    func answers(to name: String) -> Bool {
        let wanted = name.lowercased()
        let familyStyles = familyNames.flatMap { family in styleNames.map { "\(family) \($0)" } }
        let instanceNames = namedInstances.filter { at($0.coordinates).variation == variation }.flatMap { self.names(of: $0) }
        let names = [postscriptName].compactMap { $0 } + fullNames + familyStyles + [fileBaseName] + instanceNames
        return names.contains { $0.lowercased() == wanted }
    }

    /// The file's name without folder and extension.
    var fileBaseName: String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
