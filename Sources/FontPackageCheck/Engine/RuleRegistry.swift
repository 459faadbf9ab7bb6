package import FontPackage
internal import FontPackageSupport

/// Every rule, in the order `fontpack rules` and the documentation list them
/// and the order a check runs them in. Adding a rule is one file and one line here.
package enum RuleRegistry {
    package static let all: [any PackRule.Type] = [
        ConfigWarningsRule.self,
        FontFilesRule.self,
        FontLookupRule.self,
        LanguagesRule.self,
        StringsFilesRule.self,
        DefaultScriptRule.self,
        StringsScriptRule.self,
        SlotSanityRule.self,
        VariationRule.self,
        TextStyleSlotRule.self,
        PlatformRule.self,
        RequirementRule.self,
        CoverageRule.self,
        FormattedTextRule.self,
        FallbackChainRule.self,
        UnevenCoverageRule.self,
        StringsCoverageRule.self,
        LanguagePickerRule.self,
        EmojiVersionRule.self,
        ShapingRule.self,
        ClippedInkRule.self,
        LineHeightMismatchRule.self,
        StringTooWideRule.self,
        StringWiderThanSourceRule.self,
        HanFormsRule.self,
        SubsetRule.self,
        BaselineRule.self,
        CharactersChangeRule.self,
        WidthChangeRule.self,
        LineBoxChangeRule.self,
        IdentityChangeRule.self,
        BytesChangeRule.self,
        FixedFindingRule.self,
    ]

    /// Every code of every rule, in registry order.
    package static let codes: [FindingRule] = all.flatMap { $0.codes }

    private static let byCode: [Diagnostic.Code: (rule: any PackRule.Type, code: FindingRule)] = Dictionary(
        all.flatMap { rule in rule.codes.map { ($0.code, (rule, $0)) } }, uniquingKeysWith: { first, _ in first })

    /// The description of a code; nil for a code no rule declares.
    package static func code(_ code: Diagnostic.Code) -> FindingRule? { byCode[code]?.code }

    /// The rule that declares a code.
    package static func rule(declaring code: Diagnostic.Code) -> (any PackRule.Type)? { byCode[code]?.rule }

    /// Located errors for settings whose code no rule reports (with the nearest
    /// code), and for a tolerance given to a rule that has none.
    package static func unknownCodes(in settings: [RuleSetting]) -> [Diagnostic] {
        let takers = all.filter { $0.takesTolerance }.flatMap { $0.codes }.map(\.code.rawValue).joined(separator: ", ")
        let tolerances = settings.filter { setting in
            setting.tolerance != nil && byCode[setting.code].map { !$0.rule.takesTolerance } == true
        }.map { setting in
            error(
                "\"\(setting.code.rawValue)\" has no tolerance; a tolerance is a setting of \(takers)", about: setting,
                key: ".tolerance")
        }
        let known = codes.map(\.code.rawValue)
        return tolerances + settings.filter { byCode[$0.code] == nil }.map { setting in
            let suggestion = nearest(setting.code.rawValue, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            return error(
                "no rule reports \"\(setting.code.rawValue)\"\(suggestion) (fontpack rules lists the codes)", about: setting)
        }
    }

    /// An `unknown-rule` error where the setting was written: its config key, or `--rule`.
    private static func error(_ message: String, about setting: RuleSetting, key: String = "") -> Diagnostic {
        switch setting.origin {
        case .config(let location):
            Diagnostic(
                .error, .unknownRule, message, at: location, path: "rules." + setting.code.rawValue + key,
                sourceLine: setting.sourceLine)
        case .commandLine:
            Diagnostic(.error, .unknownRule, "--rule: " + message)
        }
    }
}
