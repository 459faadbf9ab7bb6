internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// The face each language and slot gets draws what the system's formatters
/// put in its labels: number and currency symbols, month and weekday names,
/// AM/PM and the literal parts of date and time patterns (CLDR, through the
/// `formatted` requirement of level `base`). Apart from `missing-characters`
/// so that a pack can tune it alone: these characters come from the OS, not
/// from the app's strings.
enum FormattedTextRule: PackRule {
    static let reads: [CheckInput] = [.fontFiles, .glyphOutlines, .requirements]
    static let codes: [FindingRule] = [
        FindingRule(
            .formattedText, .error, "The font lacks characters the system's formatters draw for the language (level base).",
            help: "Use a font that has the symbols, names and pattern characters of the locale's dates, times and numbers, or format them in another font."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.rows.flatMap { row in
            row.face.map { face in
                row.verdicts.filter { $0.requirement.kind == .formatted }.flatMap {
                    findings($0, language: row.language, slot: row.slot, location: row.configFace.location, face: face)
                }
            } ?? []
        }
    }

    /// One finding per part with characters the face lacks or draws as nothing,
    /// named as the part is (`formatted: CLDR 49 time pattern`).
    static func findings(
        _ verdict: CoverageVerdict, language: String, slot: String?, location: SourceLocation?, face: FontFace
    ) -> [Finding] {
        let name = face.postscriptName ?? face.fullName
        let subject = [language, slot].compactMap { $0 }.joined(separator: " ")
        let absent = verdict.uncomposable.union(verdict.empty)
        guard !absent.isEmpty else { return [] }
        return verdict.requirement.parts.compactMap { part in
            let missing = part.characters.codePoints.filter(absent.contains)
            guard !missing.isEmpty else { return nil }
            return finding(
                .formattedText,
                "\(subject): \(name) lacks \(missing.count) of \(part.characters.count) characters the system draws (\(part.name)): "
                    + describeCodePoints(missing),
                at: location, language: language, slot: slot, font: face.file, requirement: verdict.requirement.name,
                missing: missing)
        }
    }
}

extension FormattedTextRule {
    static let examples: [RuleExample] = [
        // Noto Serif has no tenge sign, the currency of Kazakhstan.
        .triggering(
            [.formattedText],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSerif-Light"}]}]}"#,
            fonts: "Fonts/NotoSerif", languages: ["kk"], level: .base),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["kk", "en", "fr"], level: .base),
    ]
}

extension Diagnostic.Code {
    /// The font lacks characters the system's formatters draw for the language.
    static let formattedText: Self = "formatted-text"
}
