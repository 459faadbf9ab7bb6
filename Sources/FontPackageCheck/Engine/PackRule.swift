public import FontPackage

/// What one finding code means: its default severity, one line on what is
/// wrong, and what to do about it. `fontpack rules`, SARIF's
/// `tool.driver.rules` and the documentation's code table all print these.
public struct FindingRule: Sendable, Hashable {
    /// The code findings carry (`font-not-found`), compared as a string.
    public var code: Diagnostic.Code
    /// The severity its findings have unless a setting changes it.
    public var defaultSeverity: Diagnostic.Severity
    /// What is wrong, in one sentence ending in a full stop, as SARIF's
    /// `shortDescription` and `fontpack rules` print it (`font-not-found`: "No font
    /// in the pack has that name (closest names listed)."). `RuleRegistryTests` holds the full stop.
    public var summary: String
    /// The fix a user can make, as SARIF's `help` and `fontpack rules CODE`'s
    /// `help:` line print it (`font-not-found`: "Add the font to the pack folder,
    /// or correct the name or file in the config.").
    public var help: String
    /// Severities other than the default that its findings take in a case the
    /// summary names (`platform-format` is a note on the web); empty for most codes.
    package var otherSeverities: [Diagnostic.Severity]

    package init(
        _ code: Diagnostic.Code, _ defaultSeverity: Diagnostic.Severity, _ summary: String, help: String,
        otherSeverities: [Diagnostic.Severity] = []
    ) {
        self.code = code
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
        self.otherSeverities = otherSeverities
    }
}

/// What a rule reads of a check, so a reader of `fontpack rules CODE` knows
/// what a finding rests on. The last five are analyses: the context runs one
/// only when an enabled rule reads it (``isAnalysis``), so switching every
/// rule that reads it off saves its time.
package enum CheckInput: String, Sendable, CaseIterable {
    case config = "the config"
    case fontFiles = "the font files' names, tables and character maps"
    case requirements = "each language's character sets"
    case strings = "the app's strings"
    case infoPlist = "the app's Info.plist"
    case platforms = "the platforms' loading rules"
    case glyphOutlines = "the glyph outlines (FreeType)"
    case sampleShaping = "HarfBuzz shaping of each language's sample"
    case stringsShaping = "HarfBuzz shaping of the app's strings"
    case hanForms = "HarfBuzz shaping of each Han character with and without the language"
    case ink = "the shaped ink of samples and strings against each platform's line box"
    case stringWidths = "HarfBuzz advance widths of the app's strings"

    /// Whether the context runs it only for a rule that reads it; the rest are read for every check.
    package var isAnalysis: Bool {
        switch self {
        case .glyphOutlines, .sampleShaping, .stringsShaping, .hanForms, .ink, .stringWidths: true
        case .config, .fontFiles, .requirements, .strings, .infoPlist, .platforms: false
        }
    }

    /// The analyses that shape with HarfBuzz, which `--shaping off` (``PackCheckOptions/shaping``) leaves out.
    static let shapingAnalyses: Set<CheckInput> = [.sampleShaping, .stringsShaping, .hanForms, .ink, .stringWidths]
}

/// One check of a pack: the codes it reports, what it reads, and its findings
/// from the check's context. Each rule is one file under `Rules/`, listed
/// once in ``RuleRegistry/all``.
///
/// A rule reads the context and never changes it; the context schedules the
/// work several rules share (reading fonts, shaping) across cores.
package protocol PackRule: Sendable {
    /// A name for the rule, as `fontpack rules` groups codes (`slot-sanity`).
    static var name: String { get }
    /// Every code its findings carry, with what each means.
    static var codes: [FindingRule] { get }
    /// What it reads: the context runs each analysis among them before the
    /// rules when the rule is enabled, and a rule reads no other analysis.
    static var reads: [CheckInput] { get }
    /// Whether a setting may give it a `tolerance` (a threshold in percent of the em).
    static var takesTolerance: Bool { get }
    /// What its tolerance is a percentage of, as outputs print a setting (`the em`).
    static var toleranceUnit: String { get }
    /// Inputs it must and must not report on, kept in the rule's file; a test runs each alone.
    static var examples: [RuleExample] { get }
    /// How it words the facts the analyses it reads find string by string
    /// (or `fontpack coverage` finds face by face): the analysis words each
    /// as it finds it, through the closures the rules that run set here.
    /// Most rules word only what they read in ``findings(in:)``: none.
    static var wording: FindingWording { get }
    /// What it asks of the analyses it reads beyond naming them in
    /// ``reads``, with these settings and this config: the ink's tolerance,
    /// the strings whose widths are measured. Most rules ask nothing more.
    static func needs(settings: RuleSettings, config: FontPackConfig) -> AnalysisNeeds
    /// Its findings, in its own order (the runner puts all in config order).
    static func findings(in context: CheckContext) -> [Finding]
}

extension PackRule {
    package static var takesTolerance: Bool { false }
    package static var toleranceUnit: String { "the em" }
    package static var wording: FindingWording { FindingWording() }
    package static func needs(settings: RuleSettings, config: FontPackConfig) -> AnalysisNeeds { AnalysisNeeds() }

    /// A finding of one of the rule's codes at the severity the rule declares
    /// for it in ``codes``, the one place a severity is written; `severity`
    /// only for a case the code's summary names (one of its
    /// ``FindingRule/otherSeverities``). The rule settings apply later, once,
    /// to every finding of the run.
    ///
    /// A code the rule does not declare, or a severity it does not name, is
    /// the rule's mistake, never the input's; but which call makes the finding
    /// can depend on a font's bytes, so it must not stop a user's run. The
    /// finding is made as asked: at `severity` when given, else at the
    /// severity the registry declares for the code, else as an error.
    /// `RuleExampleTests` (every rule's examples) and `ErrorFindingTests`
    /// (every error case that becomes a finding) fail on any finding whose
    /// code or severity the rule that made it does not declare (``declares(_:)``).
    package static func finding(
        _ code: Diagnostic.Code, as severity: Diagnostic.Severity? = nil, _ message: String,
        at location: SourceLocation? = nil, path: String? = nil, sourceLine: String? = nil, language: String? = nil,
        slot: String? = nil,
        font: String? = nil, requirement: String? = nil, missing: [UInt32] = [], composable: [UInt32]? = nil,
        key: String? = nil, characters: [String]? = nil, platform: Platform? = nil
    ) -> Finding {
        let declared = codes.first { $0.code == code } ?? RuleRegistry.code(code)
        return Finding(
            severity ?? declared?.defaultSeverity ?? .error, code, message, at: location, path: path, sourceLine: sourceLine,
            language: language,
            slot: slot, font: font, requirement: requirement, missing: missing, composable: composable, key: key,
            characters: characters, platform: platform)
    }

    /// Whether `finding` is one this rule declares: its code is one of
    /// ``codes`` and its severity that code's default or one of its other
    /// severities. What the tests hold of every finding a rule makes.
    package static func declares(_ finding: Finding) -> Bool {
        guard let declared = codes.first(where: { $0.code == finding.code }) else { return false }
        return finding.severity == declared.defaultSeverity || declared.otherSeverities.contains(finding.severity)
    }

    /// The type's name in kebab case without `Rule`: `SlotSanityRule` is `slot-sanity`.
    package static var name: String {
        var name = ""
        for character in String(describing: Self.self).dropLast("Rule".count) {
            if character.isUppercase, !name.isEmpty { name.append("-") }
            name.append(contentsOf: character.lowercased())
        }
        return name
    }
}

/// Codes that another command than `check` reports (`subset`, a baseline):
/// listed with the rules, so every code is described in one place.
package protocol CodesOnlyRule: PackRule {}

extension CodesOnlyRule {
    package static func findings(in context: CheckContext) -> [Finding] { [] }
    /// None: `check` never reports these codes, so no check of a small input can show them;
    /// the commands that do (`subset`, `--baseline`) have their own tests.
    package static var examples: [RuleExample] { [] }
}
