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
    package var workers: Int?
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

    /// The requests whose answers ``resolutions`` holds: the five UIFont
    /// entry points and two names to rewrite.
    package static let reportedRequests: [FontRequest] = [
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
    /// Checks the pack in one pass: index, locate, read ink, cover, shape, strings.
    public static func check(config: FontPackConfig, options: PackCheckOptions) throws(FontLookupError) -> PackReport {
        // Index from the cmaps only; glyphs are loaded below for the characters that matter.
        var inspector = options.inspector
        inspector.scanGlyphInk = false
        let indexing = inspector
        let fontsFolder = options.fontsFolder
        let workers = options.workers
        // Each font file mapped once, read by every pass below; unmapped when the check returns.
        let files = FontFiles()
        // The index needs only the folder and the languages only the config,
        // so the languages are read while the folder is indexed.
        let (indexed, languages) = WorkerPool.overlapping(
            workers: workers,
            { () -> Result<FontIndex, FontLookupError> in
                Result { () throws(FontLookupError) in
                    try FontIndex(folder: fontsFolder, options: indexing, workers: workers, files: files)
                }
            },
            with: { languagesAndRequirements(config: config, options: options) })
        let index = try indexed.get()
        var findings = index.failures.map {
            Finding(.error, .fontUnreadable, "font file cannot be read: \($0.message)", font: $0.file)
        }
        findings += index.damaged.map(Finding.init(damage:)) + index.linksOutside.map(Finding.init(linkOutside:))
        let (locations, locateFindings) = FaceLocations.locate(config, in: index)
        findings += locateFindings
        findings += languages.findings
        let (units, strings, requirements) = (languages.units, languages.strings, languages.requirements)
        let platforms = (options.platforms ?? config.platforms ?? [.ios]).sorted()
        // The shaping passes read the faces' names, files and character sets,
        // never their empty glyphs, so they run while the pass that finds those
        // runs in the background; the Han forms run beside the sample shaping
        // and the clipped-ink measure.
        let shaping = options.shaping
        let indexedFaces = index.faces
        let beforeInk = LocatedFaces(locations: locations, faces: locations.indexed)
        let (facesWithInk, (hanForms, (languageShaping, ink))) = WorkerPool.overlapping(
            workers: workers,
            { facesInUse(locations, units: units, requirements: requirements, strings: strings, options: options, files: files) },
            with: {
                WorkerPool.overlapping(
                    workers: workers,
                    {
                        shaping
                            ? HanFormsCheck.check(units: units, located: beforeInk, faces: indexedFaces, workers: workers, files: files)
                            : HanFormsCheck.Outcome()
                    },
                    with: {
                        guard shaping else { return (PackShaping.LanguageShaping?.none, InkCheck.Outcome?.none) }
                        return (
                            PackShaping.shapeLanguages(units: units, located: beforeInk, workers: workers, files: files),
                            InkCheck.check(
                                units: units, requirements: requirements, located: beforeInk, strings: strings,
                                platforms: platforms, workers: workers, files: files)
                        )
                    })
            })
        let located = LocatedFaces(locations: locations, faces: facesWithInk)

        findings += DefaultScriptCheck.findings(units: units, config: config, faces: located)
        // Slot sanity concerns the entries being checked (all of them unless --languages narrows it).
        let checkedEntries = Set(units.map { ObjectIdentifier($0.entry) })
        for entry in config.entries where checkedEntries.contains(ObjectIdentifier(entry)) {
            findings += slotSanity(of: entry, faces: located.faces(of: entry))
        }
        let checkedEntryList = config.entries.filter { checkedEntries.contains(ObjectIdentifier($0)) }
        let registered = registeredFonts(options: options, read: strings?.info, findings: &findings)
        findings += PlatformCheck.findings(
            platforms: platforms, entries: checkedEntryList, located: located, index: index, registered: registered,
            files: files)
        var rows: [PackReport.Row] = []
        var rowShapingFindings: [Finding] = []
        var coverageCache: [CoverageKey: [CoverageVerdict]] = [:]
        var reportedWeights = Set<String>()
        for unit in units {
            let requirements = requirements[unit.language]!
            findings += requirements.unavailable.map { missing in
                Finding(
                    missing.kind == .fontconfig ? .warning : .note, .noRequirement,
                    "\(unit.language): no \(missing.kind.rawValue) character set: \(missing.reason)",
                    at: unit.entry.location, language: unit.language, requirement: missing.kind.rawValue)
            }
            var unitRows: [PackReport.Row] = []
            for slot in CheckedSlot.all(of: unit.entry) {
                let (_, spec, face) = located.serving(unit.entry, slot)
                var verdicts: [CoverageVerdict] = []
                var shaping: [ShapingFailure]?
                let chain = located.chain(of: unit.entry, slot)
                var drawn: [ChainCoverage.Drawn] = []
                var clippedInk: [ClippedInk]?
                if let face {
                    let key = CoverageKey(face: face.id, language: unit.language)
                    verdicts = coverageCache[key] ?? face.coverage(of: requirements)
                    coverageCache[key] = verdicts
                    if chain.count > 1 {
                        (verdicts, drawn) = ChainCoverage.apply(verdicts, chain: chain, faces: located.faces)
                    }
                    findings += coverageFindings(
                        verdicts, language: unit.language, slot: slot.name, location: spec.location, face: face)
                    if let languageShaping, let sample = ShapingSample.of(unit.locale) {
                        // The chain's face that draws the sample (the own face without a chain).
                        let face = located.drawingFace(of: unit.entry, slot, for: sample.characters) ?? face
                        shaping = languageShaping.failures[face.id]?[sample.orthography]
                        rowShapingFindings += PackShaping.findings(
                            shaping ?? [], prefix: "\(unit.language) \(slot.name): \(face.postscriptName ?? face.fullName)",
                            language: unit.language, slot: slot.name, font: face.file, location: spec.location,
                            requirement: "hyperglot \(sample.orthography)")
                    }
                    if let ink, let clipped = ink.clipped[InkCheck.Key(face: face.id, language: unit.language)] {
                        clippedInk = clipped
                        rowShapingFindings += InkCheck.findings(
                            clipped, language: unit.language, slot: slot.name, face: face, location: spec.location)
                    }
                }
                var row = PackReport.Row(
                    language: unit.language, env: unit.entry.env, slot: slot.name, configFace: spec,
                    fallbackFrom: spec.slotDescription == slot.name ? nil : spec.slotDescription, face: face,
                    verdicts: verdicts, shaping: shaping,
                    hanForms: hanForms.reading(language: unit.language, slot: slot.name), chain: chain,
                    drawnByFallback: drawn)
                row.clippedInk = clippedInk
                unitRows.append(row)
            }
            findings += ChainCoverage.findings(unitRows, located: located, reported: &reportedWeights)
            findings += unevenCoverage(unitRows, entry: unit.entry)
            rows += unitRows
        }
        var stringsCheck = strings.map { StringsChecker.check($0, located: located) }
        findings += stringsCheck?.findings ?? []
        if let languageShaping { findings += languageShaping.findings }
        findings += rowShapingFindings
        findings += hanForms.findings
        if options.shaping, let strings {
            let shaped = PackShaping.checkStrings(strings, located: located, workers: options.workers, files: files)
            stringsCheck?.add(shaped)
            findings += shaped.map(\.finding)
        }
        if let ink {
            stringsCheck?.add(ink.strings)
            findings += ink.strings.map(\.finding)
        }
        let ordered = ordered(findings)
        var resolutions: [String: [Resolution]] = [:]
        let resolver = FontResolver(config: config)
        for unit in units where resolutions[unit.language] == nil {
            guard let bound = try? resolver.bind(locale: unit.language) else { continue }
            resolutions[unit.language] = PackReport.reportedRequests.map { bound.resolve($0, size: 17) }
        }
        var report = PackReport(
            findings: ordered, rows: rows, faces: index.faces, level: options.level,
            strings: stringsCheck.map { $0.report(ordered: ordered) }, config: config,
            fontsFolder: options.fontsFolder, resolutions: resolutions, located: located)
        report.platforms = platforms
        return report
    }

    /// The faces the config uses, each read once with the ink of the
    /// characters that matter to it: what its languages require and what the
    /// app's strings show in it.
    static func facesInUse(
        _ locations: FaceLocations, units: [Unit], requirements: [String: LanguageRequirements],
        strings: StringsChecker.Prepared?, options: PackCheckOptions, files: FontFiles
    ) -> [FaceID: FontFace] {
        var faces = locations.indexed
        guard options.inspector.scanGlyphInk else { return faces }
        var wanted: [FaceID: CodePointSet] = [:]
        func add(_ characters: CodePointSet, to entry: PackEntry) {
            // Slots that fall back share faces: each face's share is taken once.
            var added = Set<FaceID>()
            for slot in CheckedSlot.all(of: entry) {
                // Every face of the slot's chain may draw them.
                for link in locations.chain(of: entry, slot) {
                    guard let id = link.face, let face = faces[id], added.insert(id).inserted else { continue }
                    wanted[id] = (wanted[id] ?? CodePointSet()).union(characters.intersection(face.characters))
                }
            }
        }
        for unit in units {
            add(requirements[unit.language]!.requirements.reduce(CodePointSet()) { $0.union($1.characters) }, to: unit.entry)
        }
        for (entry, scalars) in strings?.charactersByEntry ?? [] {
            add(CodePointSet(scalars.map(\.value)), to: entry)
        }
        let ids = wanted.keys.sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        let results = FontInspector.inkAll(
            ids.map { InkRequest(file: $0.file, index: $0.index, codePoints: wanted[$0]!) }, workers: options.workers, files: files)
        for (id, result) in zip(ids, results) {
            guard let result else { continue }
            faces[id]?.emptyGlyphs = result.empty
            faces[id]?.unloadableGlyphs = result.unloadable
        }
        return faces
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
            let reading = StringsChecker.readInfoPlist(plist)
            findings += reading.diagnostics
            info = reading.info
        }
        guard let info, let fonts = info.fonts else { return nil }
        return RegisteredFonts(file: info.file, paths: fonts.map { ($0.path, $0.location) })
    }

    struct CoverageKey: Hashable {
        let face: FaceID
        let language: String
    }

    struct Unit {
        let language: String
        let locale: ParsedLocale
        let entry: PackEntry
        /// Set for an `fc:` language: fontconfig's orthography is checked verbatim.
        var fontconfigCode: String? = nil
    }

    /// The languages the app's strings show that no checked entry is for
    /// (Thai strings with no `th` entry): each is checked like a `--languages`
    /// item, so it has its rows and its `default-script` warning.
    static func unitsForStrings(_ strings: StringsChecker.Prepared, beside units: [Unit]) -> [Unit] {
        var added: [Unit] = []
        for job in strings.jobs {
            guard let locale = job.bound.binding.locale else { continue }
            let served = (units + added).contains { unit in
                unit.entry === job.bound.entry && unit.locale.maximal.language == locale.maximal.language
                    && unit.locale.maximal.script == locale.maximal.script
            }
            if !served { added.append(Unit(language: job.language, locale: locale, entry: job.bound.entry)) }
        }
        return added
    }

    static func lookupFinding(_ error: FontLookupError, entry: PackEntry, spec: PackFace, folder: String) -> Finding {
        let code: Diagnostic.Code
        var font: String?
        switch error.reason {
        case .notFound, .fileMissing, .linkOutside: code = Diagnostic.Code.fontNotFound
        case .ambiguous: code = Diagnostic.Code.fontAmbiguous
        case .unreadable(let inspection):
            code = Diagnostic.Code.fontUnreadable
            font = inspection.file
        case .noSuchFace: code = Diagnostic.Code.noSuchFace
        case .outsidePack, .folderUnreadable: code = Diagnostic.Code.fontNotFound
        }
        return Finding(
            .error, code, "\(entry.env) \(spec.slotDescription): \(error) (in \(folder))", at: spec.location, language: entry.env,
            slot: spec.slotDescription, font: font)
    }

    /// The weight classes agree with the slots, slants with the italic flags, and one family serves the entry.
    static func slotSanity(of entry: PackEntry, faces: [Int: FontFace]) -> [Finding] {
        var findings: [Finding] = []
        for (position, spec) in entry.faces.enumerated() {
            guard let face = faces[position] else { continue }
            let name = face.postscriptName ?? face.fullName
            if let weightClass = face.weightClass {
                let expected: ClosedRange<Int> =
                    switch spec.slot {
                    case .light?: 1...400
                    case .medium?: 400...600
                    case .bold?: 600...1000
                    case nil: max(1, spec.weight - 99)...min(1000, spec.weight + 99)
                    }
                if !expected.contains(weightClass) {
                    findings.append(
                        Finding(
                            .warning, Diagnostic.Code.slotWeight,
                            "\(entry.env) \(spec.slotDescription) holds \(name), whose weight class is \(weightClass) (a \(spec.slotDescription) face is \(expected.lowerBound)-\(expected.upperBound))", at: spec.location,
                            language: entry.env, slot: spec.slotDescription, font: face.file))
                }
            }
            if face.isItalic && !spec.italic {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.italicInUprightSlot,
                        "\(entry.env) \(spec.slotDescription) holds \(name), an italic face, in an upright slot; add \"italic\": true or use the upright face", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            } else if !face.isItalic && spec.italic {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.uprightInItalicSlot,
                        "\(entry.env) \(spec.slotDescription) is marked italic but \(name) is upright", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            }
        }
        for italic in [false, true] {
            let ordered = entry.faces.enumerated()
                .filter { $0.element.italic == italic }
                .compactMap { position, spec in faces[position].flatMap { face in face.weightClass.map { (spec, face, $0) } } }
                .sorted { $0.0.weight < $1.0.weight }
            for (lighter, heavier) in zip(ordered, ordered.dropFirst()) where lighter.2 >= heavier.2 {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.weightOrder,
                        "\(entry.env): \(lighter.0.slotDescription) (\(lighter.1.postscriptName ?? lighter.1.fullName), weight class \(lighter.2)) is not lighter than \(heavier.0.slotDescription) (\(heavier.1.postscriptName ?? heavier.1.fullName), weight class \(heavier.2))", at: heavier.0.location,
                        language: entry.env, slot: heavier.0.slotDescription, font: heavier.1.file))
            }
        }
        let families = Dictionary(grouping: faces.sorted { $0.key < $1.key }, by: { $0.value.family })
        if families.count > 1 {
            let list = families.keys.sorted().map { family in
                "\(family) (\(families[family]!.map { entry.faces[$0.key].slotDescription }.joined(separator: ", ")))"
            }
            findings.append(
                Finding(
                    .warning, Diagnostic.Code.mixedFamilies,
                    "\(entry.env) mixes \(families.count) families across its slots: \(list.joined(separator: "; "))", at: entry.location,
                    language: entry.env))
        }
        if !entry.usesNumericWeights {
            for slot in WeightSlot.allCases where !entry.faces.contains(where: { $0.slot == slot && !$0.italic }) {
                let used = entry.faces[entry.faceIndex(slot: slot, weight: slot.weight, italic: false)]
                findings.append(
                    Finding(
                        .note, Diagnostic.Code.weightFallback,
                        "\(entry.env) has no \(slot.name) face; \(slot.name) requests use \(used.name) (\(used.slotDescription); order \(slot.fallbackOrder.map(\.name).joined(separator: " -> ")))", at: entry.location,
                        language: entry.env, slot: slot.name))
            }
        }
        return findings
    }

    /// What ``check(config:options:)`` reads from the config and the app before it looks at any font.
    struct Languages {
        var units: [Unit]
        var strings: StringsChecker.Prepared?
        var requirements: [String: LanguageRequirements]
        var findings: [Finding]
    }

    /// The (language, entry) pairs to check, the app's strings, and each language's requirements.
    static func languagesAndRequirements(config: FontPackConfig, options: PackCheckOptions) -> Languages {
        var findings: [Finding] = []
        var units = languagesToCheck(config: config, options: options, findings: &findings)
        let strings = options.strings.map {
            StringsChecker.prepare(config: config, options: $0, languages: options.languages, findings: &findings)
        }
        if options.languages == nil, let strings { units += unitsForStrings(strings, beside: units) }
        var requirements: [String: LanguageRequirements] = [:]
        for unit in units where requirements[unit.language] == nil {
            requirements[unit.language] = LanguageRequirements(
                for: unit.locale, fontconfigCode: unit.fontconfigCode, named: unit.language, level: options.level)
        }
        return Languages(units: units, strings: strings, requirements: requirements, findings: findings)
    }

    /// The languages named with `--languages`, each resolved as an app would;
    /// else every entry for its own language and `default` for English.
    static func languagesToCheck(config: FontPackConfig, options: PackCheckOptions, findings: inout [Finding]) -> [Unit] {
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
        let resolver = FontResolver(config: config)
        var units: [Unit] = []
        for language in languages {
            do {
                let checked = try CheckedLanguage(language)
                if let note = checked.note {
                    findings.append(Finding(.note, Diagnostic.Code.bcp47Reading, note, language: language))
                }
                let bound = try resolver.bind(locale: checked.locale.input)
                units.append(
                    Unit(language: language, locale: checked.locale, entry: bound.entry, fontconfigCode: checked.fontconfigCode))
            } catch let error as LocaleError {
                findings.append(Finding(.error, Diagnostic.Code.invalidLanguage, error.description, language: language))
            } catch {
                findings.append(
                    Finding(
                        .error, Diagnostic.Code.noEntry, "\(language): \(error)", at: SourceLocation(file: config.file, line: 0, column: 0), language: language))
            }
        }
        return units
    }


    static func coverageFindings(
        _ verdicts: [CoverageVerdict], language: String, slot: String?, location: SourceLocation?, face: FontFace
    ) -> [Finding] {
        let name = face.postscriptName ?? face.fullName
        let subject = [language, slot].compactMap { $0 }.joined(separator: " ")
        var findings: [Finding] = []
        for verdict in verdicts {
            let source = verdict.requirement.source
            func add(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ codePoints: [UInt32], _ what: String) {
                guard !codePoints.isEmpty else { return }
                findings.append(
                    Finding(
                        severity, code, "\(subject): \(name) \(what): \(describeCodePoints(codePoints))", at: location,
                        language: language, slot: slot, font: face.file, requirement: verdict.requirement.name,
                        missing: codePoints,
                        composable: code == Diagnostic.Code.composableOnly ? codePoints : nil))
            }
            let missing = verdict.uncomposable.codePoints
            add(.error, Diagnostic.Code.missingCharacters, missing,
                "lacks \(missing.count) of \(verdict.required) characters (\(source))")
            let empty = verdict.empty.codePoints
            add(.error, Diagnostic.Code.emptyGlyphs, empty,
                "maps \(empty.count) characters to empty glyphs, drawn as nothing (\(source))")
            let composable = verdict.composable.codePoints
            add(.warning, Diagnostic.Code.composableOnly, composable,
                "has no precomposed form of \(composable.count) letters but has their base letters and combining marks, "
                    + "so they render only where the text engine composes them")
        }
        return findings
    }

    /// A note when the slots of one language do not cover the same characters.
    static func unevenCoverage(_ rows: [PackReport.Row], entry: PackEntry) -> [Finding] {
        var findings: [Finding] = []
        let measured = rows.filter { $0.face != nil }
        guard let first = measured.first else { return [] }
        for (position, verdict) in first.verdicts.enumerated() {
            let counts = measured.map { $0.verdicts[position].missing.count + $0.verdicts[position].empty.count }
            guard Set(counts).count > 1 else { continue }
            let detail = zip(measured, counts).map { "\($0.slot) \($1)" }.joined(separator: ", ")
            findings.append(
                Finding(
                    .note, Diagnostic.Code.unevenCoverage,
                    "\(first.language): the slots cover \(verdict.requirement.name) unevenly; missing per slot: \(detail)", at: entry.location,
                    language: first.language, requirement: verdict.requirement.name))
        }
        return findings
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
    /// Whether `name` is one of the names the face is known by, or its file's base name.
    func answers(to name: String) -> Bool {
        let wanted = name.lowercased()
        let familyStyles = familyNames.flatMap { family in styleNames.map { "\(family) \($0)" } }
        let names = [postscriptName].compactMap { $0 } + fullNames + familyStyles + [fileBaseName]
        return names.contains { $0.lowercased() == wanted }
    }

    /// The file's name without folder and extension.
    var fileBaseName: String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
