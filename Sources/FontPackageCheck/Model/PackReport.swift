public import FontPackage
public import FontPackageInspection

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

    /// Every finding the enabled rules made, as the rule settings left it (codes
    /// switched off dropped, severities changed), in config order: findings with
    /// no position in the config first, then by line and column, as a compiler
    /// lists its diagnostics. The grouping by cause (`groups`) holds the same findings.
    public var findings: [Finding]
    /// One row per checked language and slot, in check order.
    public var rows: [Row]
    /// Every face read from the pack folder.
    public var faces: [FontFace]
    /// The level the languages were checked at.
    public var level: CoverageLevel
    /// The platforms whose rules for loading fonts and whose line boxes the
    /// check applied, sorted: ``PackCheckOptions/platforms``, else the config's
    /// `platforms`, else those the app's string files are made for, else iOS alone.
    public var platforms: [Platform] {
        get { platformChoice.platforms }
        set { platformChoice = PlatformChoice(platforms: newValue, source: .commandLine) }
    }
    /// The platforms and what chose them, as the summaries say it.
    package var platformChoice = PlatformChoice(platforms: [.ios], source: .byDefault)
    /// The strings check, when strings were given.
    public var strings: StringsReport?
    /// The config checked.
    package var config: FontPackConfig
    /// The pack folder as the options name it, not resolved (`Fonts`): the
    /// subsetter finds each face's path in the pack under it.
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

    /// How many findings the rule settings left at `severity`, for counts such as
    /// `fontpack subset`'s "check of the subset: 2 errors, 1 warnings, 0 notes".
    package func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }
    /// True when at least one finding is still an error after the rule
    /// settings (a code turned into a warning no longer counts), including the
    /// `unknown-rule` errors of a check its settings stopped. A baseline's
    /// accepted findings count here: FontPackageReporting's outcome sets them apart.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The font a resolution's pack face is served by, or nil when it is
    /// unchanged or its face is not in the pack.
    public func face(for resolution: Resolution) -> FontFace? {
        resolution.faceIndex.flatMap { located.face(of: resolution.entry, at: $0) }
    }
}
