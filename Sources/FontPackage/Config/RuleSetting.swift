/// What a team asks of one finding code: switch it off, or report it at
/// another severity than its default (`"rules": {"clipped-ink": "note"}` in
/// `appfont.json`, or `--rule clipped-ink=note` for one run).
///
/// The config reader checks the level; which codes exist is known to the
/// check (FontPackageCheck's rule registry), which reports an unknown code at
/// the setting's location.
public struct RuleSetting: Sendable, Hashable {
    /// What happens to the code's findings.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        /// The findings are dropped.
        case off
        /// The findings are kept at this severity.
        case note, warning, error

        /// The severity findings get, or nil for `off`.
        public var severity: Diagnostic.Severity? { Diagnostic.Severity(rawValue: rawValue) }
    }

    /// Where a setting was written, so an output can say who changed a severity.
    public enum Origin: Sendable, Hashable {
        /// The config's `rules` object, at this key.
        case config(SourceLocation)
        /// A `--rule` option of the command line.
        case commandLine
    }

    /// The finding code (`weight-fallback`).
    public var code: Diagnostic.Code
    /// Off, or the severity its findings get.
    public var level: Level
    /// Where it was written.
    public var origin: Origin
    /// The config line it was written on, for a caret under it in an error.
    package var sourceLine: String?
    /// A rule's threshold, in percent of the em (`clipped-ink`: how far ink
    /// may pass the line box before it counts); nil keeps the rule's default.
    public var tolerance: Double?
    /// What the tolerance is a percentage of, as outputs print it; the check
    /// sets it from the code's rule (`line-height-mismatch`: the reference's line box).
    package var toleranceUnit = "the em"

    /// A setting for `code`.
    public init(code: Diagnostic.Code, level: Level, origin: Origin = .commandLine) {
        self.code = code
        self.level = level
        self.origin = origin
    }

    /// `warning` or `warning, tolerance 0.5% of the em`: what the setting asks, as outputs print it.
    public var valueDescription: String {
        guard let tolerance else { return level.rawValue }
        return "\(level.rawValue), tolerance \(tolerance)% of \(toleranceUnit)"
    }

    /// `weight-fallback off (appfont.json:40:14)`: the code, what is asked and where, as outputs list it.
    public var summary: String { "\(code.rawValue) \(valueDescription) (\(originDescription))" }

    /// `appfont.json:40:14` or `--rule`: where a setting came from, as outputs name it.
    public var originDescription: String {
        switch origin {
        case .config(let location): location.description
        case .commandLine: "--rule"
        }
    }

    /// `--rule CODE=LEVEL` as written on a command line; nil with the reason when malformed.
    public static func parse(commandLine text: String) -> Result<RuleSetting, RuleSettingError> {
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(RuleSettingError("'\(text)' is not CODE=LEVEL (for example weight-fallback=off)"))
        }
        let code = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard !code.isEmpty else { return .failure(RuleSettingError("'\(text)' names no code before '='")) }
        guard let level = Level(rawValue: value) else {
            return .failure(RuleSettingError("'\(value)' is not a level: off, note, warning or error"))
        }
        return .success(RuleSetting(code: Diagnostic.Code(rawValue: code), level: level))
    }
}

/// Why a `--rule` value cannot be read.
public struct RuleSettingError: Error, Sendable, CustomStringConvertible {
    /// The reason, naming the value.
    public let description: String
    init(_ description: String) { self.description = description }
}
