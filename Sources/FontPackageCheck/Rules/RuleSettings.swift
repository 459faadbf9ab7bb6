public import FontPackage

/// The settings in force for one check: the config's `rules`, then each
/// `--rule` of the command line, the later winning for a code.
///
/// A setting no rule can take is an error, not ignored: ``errors`` holds one
/// `unknown-rule` error for it, and ``PackChecker/check(config:options:)``
/// does not run a check whose settings have any.
public struct RuleSettings: Sendable, Hashable {
    /// One setting per code, in the order first written.
    public private(set) var settings: [RuleSetting] = []

    /// An `unknown-rule` error for each setting no rule can take, in the order
    /// written: a code no rule reports (with the nearest code that one does),
    /// or a tolerance for a code whose rule has none. A config's setting is
    /// located at its key (`appfont.json:3:14`, path `rules.CODE`, with the
    /// source line); any other says `--rule:`.
    public let errors: [Diagnostic]

    /// The config's settings overridden by the command line's, with the errors of each.
    public init(config: [RuleSetting] = [], commandLine: [RuleSetting] = []) {
        errors = RuleRegistry.unknownCodes(in: config + commandLine)
        for setting in config + commandLine {
            if let index = settings.firstIndex(where: { $0.code == setting.code }) {
                // A level given on the command line keeps the config's tolerance.
                let tolerance = setting.tolerance ?? settings[index].tolerance
                settings[index] = setting
                settings[index].tolerance = tolerance
            } else {
                settings.append(setting)
            }
        }
    }

    /// Whether nothing is changed.
    public var isEmpty: Bool { settings.isEmpty }

    /// The setting for a code, if one was written.
    public func setting(for code: Diagnostic.Code) -> RuleSetting? { settings.first { $0.code == code } }

    /// The finding as the settings want it: nil when its code is off, else
    /// with the severity asked for.
    func apply(_ finding: Finding) -> Finding? {
        guard let setting = setting(for: finding.code) else { return finding }
        guard let severity = setting.level.severity else { return nil }
        var changed = finding
        changed.severity = severity
        return changed
    }

    /// Every finding as the settings want it, in the same order.
    func apply(_ findings: [Finding]) -> [Finding] {
        isEmpty ? findings : findings.compactMap(apply)
    }
}
