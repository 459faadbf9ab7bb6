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
    static let reads: [CheckInput] = [.config, .strings, .fontFiles, .infoPlist]

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

    static func findings(in context: CheckContext) -> [Finding] {
        guard let setting = context.settings.setting(for: .stringWiderThanSource), setting.level != .off,
            let strings = context.strings
        else { return [] }
        let sourceLanguage = strings.info?.developmentRegion?.language.identifier ?? "en"
        guard let source = strings.jobs.first(where: { $0.language == sourceLanguage }) else { return [] }
        var measurers: [FaceID: AdvanceWidth?] = [:]
        func ems(_ text: String, syntax: FormatSyntax, language: String, entry: PackEntry) -> (Double, FontFace)? {
            let slot = CheckedSlot(slot: .light, italic: false)
            guard let face = context.located.serving(entry, slot).face else { return nil }
            if measurers[face.id] == nil { measurers[face.id] = try? AdvanceWidth(face.id, files: context.files) }
            guard let measurer = measurers[face.id] ?? nil else { return nil }
            let scalars = FormatSpecifiers.strip(text, syntax: syntax).unicodeScalars.map(\.value)
            return (measurer.ems(of: scalars, language: language, direction: .paragraph(of: language)), face)
        }
        var sources: [String: TranslatedString] = [:]
        for string in source.strings where string.variant == nil { sources[string.table + "\u{0}" + string.key] = string }
        var findings: [Finding] = []
        for job in strings.jobs where job.language != sourceLanguage {
            for string in job.strings where string.variant == nil {
                guard let original = sources[string.table + "\u{0}" + string.key] else { continue }
                let length = FormatSpecifiers.strip(original.text, syntax: original.syntax).count
                guard length > 0,
                    let (sourceWidth, sourceFace) = ems(
                        original.text, syntax: original.syntax, language: sourceLanguage, entry: source.bound.entry),
                    sourceWidth > 0,
                    let (width, face) = ems(string.text, syntax: string.syntax, language: job.language, entry: job.bound.entry)
                else { continue }
                let growth = width / sourceWidth - 1
                let allowed = allowance(forSourceLength: length)
                guard growth > allowed + 1e-9 else { continue }
                findings.append(
                    finding(
                        .stringWiderThanSource,
                        "\(job.language) light: \"\(string.key)\" is \(fixedText(width, digits: 2)) em wide in \(face.instanceDescription), "
                            + "\(fixedText(width / sourceWidth, digits: 2))x its \(sourceLanguage) source's "
                            + "\(fixedText(sourceWidth, digits: 2)) em in \(sourceFace.instanceDescription): past the "
                            + "+\(fixedText(allowed * 100, digits: 0))% a source of \(length) characters is allowed",
                        at: string.location, language: job.language, slot: "light", font: face.file, key: string.key))
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
