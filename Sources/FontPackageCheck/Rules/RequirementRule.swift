internal import FontPackage
internal import FontPackageInspection
/// Each language checked has the character sets of the level asked for.
enum RequirementRule: PackRule {
    static let reads: [CheckInput] = [.requirements]
    static let codes: [FindingRule] = [
        FindingRule(.noRequirement, .warning, "No fontconfig orthography (warning) or no CLDR data (note) for a language.", help: "Coverage of this language is not measured at this level; check it by other means.", otherSeverities: [.note]),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.units.flatMap { unit in
            context.requirements[unit.language]!.unavailable.map { missing in
                finding(
                    .noRequirement, as: missing.kind == .fontconfig ? .warning : .note,
                    "\(unit.language): no \(missing.kind.rawValue) character set: \(missing.reason)",
                    at: unit.entry.location, language: unit.language, requirement: missing.kind.rawValue)
            }
        }
    }
}

extension RequirementRule {
    static let examples: [RuleExample] = [
        // fontconfig has no orthography for Cebuano.
        .triggering(
            [.noRequirement],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["ceb"]),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", languages: ["fr", "vi"]),
    ]
}

extension Diagnostic.Code {
    /// No fontconfig orthography (warning) or no CLDR data (note) for a language.
    static let noRequirement: Self = "no-requirement"
}
