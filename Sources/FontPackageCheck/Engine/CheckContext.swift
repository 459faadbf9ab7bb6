package import FontPackage
package import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Everything the rules of one check read, built once: the pack indexed and
/// located, the languages and their requirements, the app's strings, one
/// resolver, and the analyses several rules share (glyph ink, shaping, Han
/// forms, clipped ink). An analysis runs only when a rule that reads it
/// (``PackRule/reads``) is enabled, and the context, not the rules, schedules
/// those that run across cores. Rules read it and never change it; the
/// report's rows are built from it once.
package struct CheckContext: Sendable {
    package let config: FontPackConfig
    package let options: PackCheckOptions
    /// The one resolver of the check: languages, strings and the reported answers bind through it.
    package let resolver: FontResolver
    /// The platforms whose rules apply, and what chose them.
    package let platformChoice: PlatformChoice
    /// The platforms whose rules apply.
    package var platforms: [Platform] { platformChoice.platforms }
    /// The rule settings in force: the config's `rules`, then the command line's.
    package let settings: RuleSettings
    /// The rules that run: every rule of the registry with a code not switched off.
    package let rules: [any PackRule.Type]
    /// The analyses that ran: those the rules read, less shaping when it is off.
    let analyses: Set<CheckInput>
    /// Each font file mapped once, read by every pass and rule; unmapped when the check's context goes.
    package let files: FontFiles
    /// Every face of the pack folder, with the files that failed to read.
    package let index: FontIndex
    /// Where each config face is, with what could not be found.
    package let locations: FaceLocations
    /// The (language, entry) pairs checked, in check order.
    let units: [PackChecker.Unit]
    /// Languages asked for, declared or written that the check cannot take as given.
    let languageProblems: [PackChecker.LanguageProblem]
    /// The app's strings, read and bound to entries; nil without `--strings`.
    let strings: StringsChecker.Prepared?
    /// Findings made while reading the string files and the Info.plist.
    let stringsFileFindings: [Finding]
    /// Per language, the character sets it needs.
    let requirements: [String: LanguageRequirements]
    /// `UIAppFonts`, when an Info.plist was given or found.
    let registered: RegisteredFonts?
    /// The oldest OS the app runs on: the strings' Info.plist's minimum, else the `platforms:` of a
    /// `Package.swift` at the root of a strings folder; nil without strings or either.
    let minimumOS: MinimumOS?
    /// The Info.plist given with the strings, else with `--info-plist`, as read: its development
    /// language chooses the entry line boxes are compared with. One found beside the strings is not read here.
    let givenInfo: AppInfo?
    /// One row per unit and slot, per unit in check order.
    let unitRows: [[PackReport.Row]]
    /// The analyses the enabled rules read.
    let shared: SharedAnalyses
    /// The strings against the faces that draw them; nil without strings.
    let stringsCoverage: StringsCheck?

    /// The faces in use, with the empty glyphs of the characters that matter to them.
    package var located: LocatedFaces { shared.located }
    /// Sample shaping per face; nil when no enabled rule reads it.
    var languageShaping: PackShaping.LanguageShaping? { declared(.sampleShaping, shared.languageShaping) }
    /// Han forms per language and slot; empty when no enabled rule reads them.
    var hanForms: HanFormsCheck.Outcome { declared(.hanForms, shared.hanForms) }
    /// Clipped ink of samples and strings; nil when no enabled rule reads it.
    var ink: InkCheck.Outcome? { declared(.ink, shared.ink) }
    /// What HarfBuzz does not render of the strings; empty when no enabled rule reads it.
    var stringsShaping: [StringFinding] { declared(.stringsShaping, shared.stringsShaping) }
    /// Strings whose ink passes a platform's line box; empty when no enabled rule reads it.
    var stringsInk: [StringFinding] { ink?.strings ?? [] }
    /// The strings' widths; ``StringWidths/none`` when no enabled rule reads them.
    var stringWidths: StringWidths { declared(.stringWidths, shared.stringWidths) }

    /// The value of an analysis a rule reads: a debug build traps when no
    /// rule of the check declares that it reads the analysis, since the
    /// context runs only declared ones and an undeclared read would see an
    /// empty result. A rule's examples, run on a context built for that rule
    /// alone, meet this trap when its `reads` miss what it uses.
    private func declared<Value>(_ analysis: CheckInput, _ value: Value) -> Value {
        assert(
            rules.contains { $0.reads.contains(analysis) }, "a rule reads \(analysis) without declaring it in its reads")
        return value
    }

    /// The rows, in check order.
    var rows: [PackReport.Row] { unitRows.flatMap { $0 } }

    /// The rules of the registry that a check with these settings runs: those with a code not switched off.
    static func enabledRules(_ settings: RuleSettings) -> [any PackRule.Type] {
        RuleRegistry.all.filter { rule in !rule.codes.allSatisfy { settings.setting(for: $0.code)?.level == .off } }
    }

    /// The analyses `rules` read that these options allow: shaping only when
    /// it is on, glyph outlines only when the inspector loads glyphs.
    static func analyses(readBy rules: [any PackRule.Type], options: PackCheckOptions) -> Set<CheckInput> {
        var analyses = Set(rules.flatMap { $0.reads }.filter(\.isAnalysis))
        if options.translationGrowth { analyses.insert(.stringWidths) }
        if !options.shaping { analyses.subtract(CheckInput.shapingAnalyses) }
        if !options.inspector.scanGlyphInk { analyses.remove(.glyphOutlines) }
        return analyses
    }

    /// Indexes, locates and reads the pack, and runs the analyses that `rules`
    /// read (by default the rules the settings leave on). `settings` are those
    /// the check built from the config's `rules` and the options' (by default, built here).
    static func build(
        config: FontPackConfig, options: PackCheckOptions, settings: RuleSettings? = nil,
        rules: [any PackRule.Type]? = nil
    ) throws(FontLookupError) -> CheckContext {
        let settings = settings ?? RuleSettings(config: config.rules, commandLine: options.rules)
        let rules = rules ?? enabledRules(settings)
        let analyses = analyses(readBy: rules, options: options)
        // What the rules ask of the analyses, and how they word what the analyses find: the context names no rule.
        let needs = AnalysisNeeds(rules: rules, settings: settings, config: config)
        var widths = needs.widths
        // The report's longest translations read every translation's growth.
        widths.growth = widths.growth || options.translationGrowth
        let wording = FindingWording(rules: rules)
        // Index from the cmaps only; glyphs are loaded by the analyses for the characters that matter.
        var inspector = options.inspector
        inspector.scanGlyphInk = false
        let indexing = inspector
        let fontsFolder = options.fontsFolder
        let workers = options.workers
        let resolver = FontResolver(config: config)
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
            with: { PackChecker.languagesAndRequirements(config: config, resolver: resolver, options: options) })
        let index = try indexed.get()
        let locations = FaceLocations.locate(config, in: index)
        let (units, strings, requirements) = (languages.units, languages.strings, languages.requirements)
        let platformChoice = PlatformChoice.choose(
            commandLine: options.platforms, config: config.platforms, filesByFormat: strings?.filesByFormat,
            infoPlist: strings?.info != nil)
        let platforms = platformChoice.platforms
        let shared = SharedAnalyses.run(
            analyses,
            on: SharedAnalyses.Inputs(
                units: units, requirements: requirements, strings: strings, locations: locations, faces: index.faces,
                platforms: platforms,
                // The ink runs only for a rule that reads it, and that rule gives its tolerance.
                inkTolerance: needs.inkTolerance ?? 0,
                webBoxes: options.matchLineBox && platforms.contains(.web)
                    ? MatchedLineBoxes.web(
                        units: units, config: config, located: LocatedFaces(locations: locations, faces: locations.indexed))
                    : [:],
                widths: widths, wording: wording, workers: workers, files: files))
        let located = shared.located
        var stringsFileFindings = languages.stringsFindings
        let registered = PackChecker.registeredFonts(options: options, read: strings?.info, findings: &stringsFileFindings)
        let givenInfo = strings?.info ?? options.infoPlist.flatMap { InfoPlistReader.read(path: $0).info }
        let minimumOS = strings.flatMap { strings in
            strings.info?.minimumOS ?? PackageMinimumOS.read(folders: options.strings?.paths ?? [])
        }
        let unitRows = units.map { unit in
            rows(of: unit, requirements: requirements[unit.language]!, shared: shared)
        }
        var stringsCoverage = strings.map { StringsChecker.check($0, located: located, wording: wording) }
        // The strings report lists every finding about a string, whichever rule made it.
        stringsCoverage?.add(shared.stringsShaping)
        stringsCoverage?.add(shared.ink?.strings ?? [])
        return CheckContext(
            config: config, options: options, resolver: resolver, platformChoice: platformChoice, settings: settings, rules: rules,
            analyses: analyses, files: files, index: index, locations: locations, units: units,
            languageProblems: languages.problems, strings: strings, stringsFileFindings: stringsFileFindings,
            requirements: requirements, registered: registered, minimumOS: minimumOS, givenInfo: givenInfo, unitRows: unitRows, shared: shared,
            stringsCoverage: stringsCoverage)
    }

    /// A unit's rows: per slot, the face a request really gets and what was measured of it.
    private static func rows(
        of unit: PackChecker.Unit, requirements: LanguageRequirements, shared: SharedAnalyses
    ) -> [PackReport.Row] {
        let (located, languageShaping, hanForms, ink) = (shared.located, shared.languageShaping, shared.hanForms, shared.ink)
        let sample = ShapingSample.of(unit.locale)
        // Slots that fall back to one face share its coverage.
        var coverage: [FaceID: [CoverageVerdict]] = [:]
        return CheckedSlot.all(of: unit.entry).map { slot in
            let (_, spec, face) = located.serving(unit.entry, slot)
            let chain = located.chain(of: unit.entry, slot)
            var verdicts: [CoverageVerdict] = []
            var drawn: [ChainCoverage.Drawn] = []
            var shaping: [ShapingFailure]?
            var sampleFace: FontFace?
            var clippedInk: [ClippedInk]?
            if let face {
                verdicts = coverage[face.id] ?? face.coverage(of: requirements)
                coverage[face.id] = verdicts
                if chain.count > 1 {
                    (verdicts, drawn) = ChainCoverage.apply(verdicts, chain: chain, faces: located.faces)
                }
                if let languageShaping, let sample {
                    // The chain's face that draws the sample (the own face without a chain).
                    let drawing = located.drawingFace(of: unit.entry, slot, for: sample.characters) ?? face
                    sampleFace = drawing
                    shaping = languageShaping.failures[drawing.id]?[sample.orthography]
                }
                clippedInk = ink?.clipped[InkCheck.Key(face: face.id, language: unit.language)]
            }
            return PackReport.Row(
                language: unit.language, env: unit.entry.env, slot: slot.name, configFace: spec,
                fallbackFrom: spec.slotDescription == slot.name ? nil : spec.slotDescription, face: face,
                verdicts: verdicts, shaping: shaping, sampleFace: sampleFace,
                hanForms: hanForms.reading(language: unit.language, slot: slot.name), chain: chain,
                drawnByFallback: drawn, clippedInk: clippedInk)
        }
    }

    /// Per checked language, what the resolver answers to the reported requests.
    var resolutions: [String: [Resolution]] {
        var resolutions: [String: [Resolution]] = [:]
        for unit in units where resolutions[unit.language] == nil {
            guard let bound = try? resolver.bind(locale: unit.language) else { continue }
            resolutions[unit.language] = PackReport.reportedRequests.map { bound.resolve($0, size: 17) }
        }
        return resolutions
    }

    /// The entries being checked (all of them unless --languages narrows it), in config order.
    var checkedEntries: [PackEntry] {
        let checked = Set(units.map { ObjectIdentifier($0.entry) })
        return config.entries.filter { checked.contains(ObjectIdentifier($0)) }
    }
}
