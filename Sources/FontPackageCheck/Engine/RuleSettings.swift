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
        for index in settings.indices {
            settings[index].toleranceUnit = RuleRegistry.rule(declaring: settings[index].code)?.toleranceUnit ?? "the em"
        }
    }

    /// True when neither the config's `rules` nor `--rule` set a code: every code keeps the
    /// severity its rule declares. Settings no rule can take are in ``errors``, not here.
    public var isEmpty: Bool { settings.isEmpty }

    /// The setting for a code, if one was written.
    public func setting(for code: Diagnostic.Code) -> RuleSetting? { settings.first { $0.code == code } }

    /// The finding as the settings want it: nil when its code is off, else
    /// with the severity asked for.
    private func apply(_ finding: Finding) -> Finding? {
        guard let setting = setting(for: finding.code) else { return finding }
        guard let severity = setting.level.severity else { return nil }
        var changed = finding
        changed.severity = severity
        return changed
    }

    /// Every finding of a run as the settings want it: the one place a
    /// setting changes a finding. ``Judged/findings`` are the findings kept,
    /// in the same order; ``Judged/finding(for:)`` answers, for a finding as a
    /// rule made it, what became of it (for the strings report, which lists
    /// the same findings by string).
    package func judge(_ findings: [Finding]) -> Judged {
        guard !isEmpty else { return Judged(findings: findings, changed: nil) }
        var kept: [Finding] = []
        var changed: [Finding: Finding?] = [:]
        for finding in findings {
            let judged = apply(finding)
            if let judged { kept.append(judged) }
            if judged != finding { changed[finding] = judged }
        }
        return Judged(findings: kept, changed: changed)
    }

    /// Findings after the settings: see ``judge(_:)``.
    package struct Judged: Sendable {
        /// The findings kept, in the order given.
        package let findings: [Finding]
        /// The findings the settings dropped (nil) or changed; nil when no setting is in force.
        let changed: [Finding: Finding?]?

        /// What became of a finding as a rule made it: nil when its code is off.
        package func finding(for made: Finding) -> Finding? {
            guard let changed, let judged = changed[made] else { return made }
            return judged
        }
    }
}
