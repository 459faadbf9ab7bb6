package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Translations that grew more, against their source string, than a
/// published expansion table allows for a source of that length: a view of
/// where a layout sized for the source has the least room, not an alarm.
/// Its one code is off unless a setting enables it (`"rules":
/// {"string-wider-than-source": "note"}` or `--rule string-wider-than-source=note`).
///
/// Growth is measured in width, not in characters: each string shaped with
/// HarfBuzz (per run, at the instance) in the face its language resolves to
/// at the light slot, the default slot of a request.
enum StringWiderThanSourceRule: PackRule {
    static let reads: [CheckInput] = [.config, .strings, .fontFiles, .infoPlist, .stringWidths]

    static let codes: [FindingRule] = [
        FindingRule(.stringWiderThanSource, .note, "Off unless a setting enables it: a translation is wider, against its source string in the source language's face, than the expansion table allows for a source of that length (+200% up to 10 characters, down to +30% over 70).", help: "Check the places that draw the string have room for it, or give them a `fit` budget."),
    ]

    /// The growth allowed a translation over its source, by the source's
    /// length in characters: the upper end of each range of the "Standard
    /// Text Expansion Table for English Source Language" (Progress, OpenEdge
    /// Translation Manager Guide, table 1-1). W3C's "Text size in
    /// translation" describes the same pattern: the shorter the source, the more it grows.
    static let allowances: [(upTo: Int, growth: Double)] = [
        (10, 2.0), (20, 1.0), (30, 0.8), (50, 0.6), (70, 0.4), (Int.max, 0.3),
    ]

    /// The growth allowed a source of `length` characters.
    static func allowance(forSourceLength length: Int) -> Double {
        allowances.first { length <= $0.upTo }!.growth
    }

    /// Every translation's growth is measured only when a setting enables the code.
    static func needs(settings: RuleSettings, config: FontPackConfig) -> AnalysisNeeds {
        var needs = AnalysisNeeds()
        // The code is off unless a setting enables it: a rule that runs may still report nothing.
        needs.widths.growth = settings.setting(for: .stringWiderThanSource).map { $0.level != .off } ?? false
        return needs
    }

    static func findings(in context: CheckContext) -> [Finding] {
        guard let setting = context.settings.setting(for: .stringWiderThanSource), setting.level != .off else { return [] }
        let widths = context.stringWidths
        guard let sourceLanguage = widths.sourceLanguage else { return [] }
        var findings: [Finding] = []
        for language in widths.growth {
            for growth in language.translations {
                let allowed = allowance(forSourceLength: growth.sourceLength)
                guard growth.ratio - 1 > allowed + 1e-9, let face = context.located.faces[growth.face],
                    let sourceFace = context.located.faces[growth.sourceFace]
                else { continue }
                let string = growth.string
                findings.append(
                    finding(
                        .stringWiderThanSource,
                        "\(language.language) light: \(quotedKey(string.key)) is \(fixedText(growth.ems, digits: 2)) em wide in \(face.instanceDescription), "
                            + "\(fixedText(growth.ratio, digits: 2))x its \(sourceLanguage) source's "
                            + "\(fixedText(growth.sourceEms, digits: 2)) em in \(sourceFace.instanceDescription): past the "
                            + "+\(fixedText(allowed * 100, digits: 0))% a source of \(growth.sourceLength) characters is allowed",
                        at: string.location, language: language.language, slot: "light", font: face.file, key: string.key))
            }
        }
        return findings
    }
}

extension StringWiderThanSourceRule {
    static let examples: [RuleExample] = [
        // "Einstellungen" is about 1.7x "Settings"; the allowance for 8 characters is +200%, so "Kontoeinstellungen verwalten" (28 characters against 8) passes it.
        .triggering(
            [.stringWiderThanSource],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts",
            strings: [
                "en.lproj/Localizable.strings": #""settings" = "Settings";"#,
                "de.lproj/Localizable.strings": #""settings" = "Kontoeinstellungen verwalten";"#,
            ],
            rules: [RuleSetting(code: .stringWiderThanSource, level: .note)]),
        // The same strings with the code left off, as it is by default.
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts",
            strings: [
                "en.lproj/Localizable.strings": #""settings" = "Settings";"#,
                "de.lproj/Localizable.strings": #""settings" = "Kontoeinstellungen verwalten";"#,
            ]),
    ]
}

extension Diagnostic.Code {
    /// A translation grew past the expansion table's allowance for its source's length.
    package static let stringWiderThanSource: Self = "string-wider-than-source"
}
