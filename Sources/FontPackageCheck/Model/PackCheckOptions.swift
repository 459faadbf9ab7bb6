public import FontPackage
public import FontPackageInspection

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
    /// Whether the report's findings are grouped by cause (``PackReport/groups``). A comparison of
    /// two packs groups only what differs between them, so its checks leave their own findings ungrouped.
    package var groupsFindings = true

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
