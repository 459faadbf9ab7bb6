internal import FontPackage
internal import FontPackageInspection

/// The slots of one language cover the same characters.
enum UnevenCoverageRule: PackRule {
    static let reads: [CheckInput] = [.fontFiles, .requirements]
    static let codes: [FindingRule] = [
        FindingRule(.unevenCoverage, .note, "The slots of one language cover different characters.", help: "Give every slot of the language the same character set."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        zip(context.units, context.unitRows).flatMap { unit, rows in findings(rows, entry: unit.entry) }
    }

    /// A note when the slots of one language do not cover the same characters.
    static func findings(_ rows: [PackReport.Row], entry: PackEntry) -> [Finding] {
        var findings: [Finding] = []
        let measured = rows.filter { $0.face != nil }
        guard let first = measured.first else { return [] }
        for (position, verdict) in first.verdicts.enumerated() {
            let counts = measured.map { $0.verdicts[position].missing.count + $0.verdicts[position].empty.count }
            guard Set(counts).count > 1 else { continue }
            let detail = zip(measured, counts).map { "\($0.slot) \($1)" }.joined(separator: ", ")
            findings.append(
                UnevenCoverageRule.finding(
                    .unevenCoverage,
                    "\(first.language): the slots cover \(verdict.requirement.name) unevenly; missing per slot: \(detail)", at: entry.location,
                    language: first.language, requirement: verdict.requirement.name))
        }
        return findings
    }
}

extension UnevenCoverageRule {
    static let examples: [RuleExample] = [
        // fr's light face lacks é, its bold face has it.
        .triggering(
            [.unevenCoverage],
            config: """
                {"list": [{"env": "fr", "data": [
                  {"font": 0, "name": "FixtureMissingLetters-Regular"}, {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        // Three faces of one family: every slot covers French alike.
        .nonTriggering(
            config: """
                {"list": [{"env": "fr", "data": [
                  {"font": 0, "name": "FixtureSlot-Light"}, {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}

extension Diagnostic.Code {
    /// The slots of one language cover different characters.
    static let unevenCoverage: Self = "uneven-coverage"
}
