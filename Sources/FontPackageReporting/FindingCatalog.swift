public import FontPackage
public import FontPackageCheck

/// What each finding code means, for dashboards that show a rule beside each
/// result (SARIF's `tool.driver.rules`): read from the rules of the check
/// (FontPackageCheck's `RuleRegistry`), so a code is described in one place.
public enum FindingCatalog: Sendable {
    /// Every code, in the order the rules declare them.
    public static var rules: [FindingRule] { RuleRegistry.codes }

    /// The rule of a code; a code no rule declares gets a generic one so a
    /// report never fails for want of a description.
    public static func rule(for code: Diagnostic.Code) -> FindingRule {
        RuleRegistry.code(code) ?? FindingRule(code, .warning, "Finding \(code.rawValue).", help: "See `fontpack rules`.")
    }

    /// Where dashboards send readers for the tool (SARIF's optional
    /// `informationUri`). None until the project has a public home: an
    /// address that may not exist would send readers nowhere.
    static let informationURI: String? = nil
}
