package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Each string a config's `fit` budget holds, in each language, drawn in the
/// face its language resolves to at each slot (or the budget's one slot), at
/// the budget's size: wider than `maxWidth`, it is truncated or wraps where
/// the layout has room for one line of that width (a tab title, a button).
enum StringTooWideRule: PackRule {
    static let reads: [CheckInput] = [.config, .strings, .fontFiles, .stringWidths]

    static let codes: [FindingRule] = [
        FindingRule(.stringTooWide, .error, "A string a `fit` budget holds is wider, shaped with HarfBuzz in the face its language resolves to at a slot and at the budget's size, than the budget's maxWidth. Not measured with `--shaping off`.", help: "Shorten the translation, give the place more room (and raise maxWidth), or draw it smaller."),
    ]

    /// The strings of the config's `fit` budgets are measured.
    static func needs(settings: RuleSettings, config: FontPackConfig) -> AnalysisNeeds {
        var needs = AnalysisNeeds()
        needs.widths.budgets = config.fit
        return needs
    }

    static func findings(in context: CheckContext) -> [Finding] {
        context.stringWidths.budgeted.compactMap { measured in
            let points = measured.ems * measured.budget.pointSize(textStyles: context.config.textStyles)
            guard points > measured.budget.maxWidth, let face = context.located.faces[measured.face] else { return nil }
            return finding(
                string: measured.string, language: measured.language, face: face, points: points,
                slots: measured.slots.joined(separator: ", "), budget: measured.budget,
                size: measured.budget.sizeDescription(textStyles: context.config.textStyles))
        }
    }

    /// `ar light, medium: "tab.settings" is 93.4 pt wide in NotoSansArabic-Light at 11 pt, past fit[0]'s maxWidth of 80 pt`.
    static func finding(
        string: TranslatedString, language: String, face: FontFace, points: Double, slots: String, budget: FitBudget,
        size: String
    ) -> Finding {
        let variant = string.variant.map { " (\($0))" } ?? ""
        return finding(
            .stringTooWide,
            "\(language) \(slots): \(quotedKey(string.key))\(variant) is \(fixedText(points, digits: 1)) pt wide in "
                + "\(face.instanceDescription) at \(size), past \(budget.path)'s maxWidth of \(number(budget.maxWidth)) pt",
            at: string.location, language: language, slot: slots, font: face.file, key: string.key)
    }

    /// `80`, or `80.5`.
    static func number(_ value: Double) -> String {
        value.rounded() == value ? fixedText(value, digits: 0) : fixedText(value, digits: 2)
    }
}

extension StringTooWideRule {
    static let examples: [RuleExample] = [
        // "Paramètres du compte" in Noto Sans Light at 17 pt is about 160 pt wide.
        .triggering(
            [.stringTooWide],
            config: #"{"fit": [{"keys": "tab.*", "maxWidth": 80, "size": 17}], "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts",
            strings: ["fr.lproj/Localizable.strings": #""tab.account" = "Paramètres du compte";"#]),
        // "Compte" is about 50 pt wide.
        .nonTriggering(
            config: #"{"fit": [{"keys": "tab.*", "maxWidth": 80, "size": 17}], "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts",
            strings: ["fr.lproj/Localizable.strings": #""tab.account" = "Compte";"#]),
    ]
}

extension Diagnostic.Code {
    /// A string a `fit` budget holds is wider than the budget.
    package static let stringTooWide: Self = "string-too-wide"
}
