public import FontPackage

/// The settings in force for one check: the config's `rules`, then each
/// `--rule` of the command line, the later winning for a code.
public struct RuleSettings: Sendable, Hashable {
    /// One setting per code, in the order first written.
    public private(set) var settings: [RuleSetting] = []

    /// The config's settings overridden by the command line's.
    public init(config: [RuleSetting] = [], commandLine: [RuleSetting] = []) {
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
    package func apply(_ finding: Finding) -> Finding? {
        guard let setting = setting(for: finding.code) else { return finding }
        guard let severity = setting.level.severity else { return nil }
        var changed = finding
        changed.severity = severity
        return changed
    }

    /// Every finding as the settings want it, in the same order.
    package func apply(_ findings: [Finding]) -> [Finding] {
        isEmpty ? findings : findings.compactMap(apply)
    }
}
