package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Each language's line box, at each slot and on each platform, against the
/// line box of the reference language's face at the same slot: a label sized
/// for the reference language clips, or the layout jumps, when the user
/// switches to a language whose face lays a line out taller.
enum LineHeightMismatchRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .platforms, .infoPlist]
    static let takesTolerance = true
    static let toleranceUnit = "the reference's line box"

    /// How much taller than the reference's, in percent of the reference's
    /// line box, a language's line box may be before it is reported. Why 12:
    /// Dynamic Type sets body text at 17 pt at the default content size
    /// (Large) and at 19 pt one step up (xLarge), 11.8% larger, so a layout
    /// that supports Dynamic Type already makes room for lines 11.8% taller
    /// than the reference's at the size it was drawn for. A language within
    /// that asks no more of the layout than the user's next text size does;
    /// 12 rounds the step up. Noto Sans Thai (1.511 em against Noto Sans's
    /// 1.362, 10.9%) stays within it; Noto Sans Arabic (55%) does not.
    static let defaultTolerance = 12.0

    /// The point size the message gives line boxes at: iOS's body text at the default content size.
    static let shownSize = 17.0

    static let codes: [FindingRule] = [
        FindingRule(.lineHeightMismatch, .warning, "A language's face lays a line out taller than the reference language's face at the same slot (the development language's where the Info.plist declares one, else the default entry's), on a platform's line box, by more than the tolerance (12% of the reference's line box unless the config sets one), so a label sized for the reference language clips or its layout jumps.", help: "Give the language's labels room for its line box (a per-language size or line-height multiple), choose a face with metrics nearer the reference's, or on the web export with `--match-line-box`."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        guard let reference = LineBoxReference.entry(in: context) else { return [] }
        let tolerance = context.settings.setting(for: .lineHeightMismatch)?.tolerance ?? defaultTolerance
        var findings: [Finding] = []
        // Slots of one language that compare the same two faces are one finding.
        // The rows are made from the units each time they are read: once here, for every language.
        let allRows = context.rows
        for language in orderedLanguages(allRows) {
            let rows = allRows.filter { $0.language == language && $0.env != reference.env }
            // With `--match-line-box` every web line box is the reference's: nothing to compare there.
            for platform in context.platforms where !(platform == .web && context.options.matchLineBox) {
                var groups: [(pair: [FaceID], comparison: LineBoxComparison, slots: [String], row: PackReport.Row)] = []
                for row in rows {
                    guard let face = row.face, let slot = checkedSlot(named: row.slot, of: reference),
                        let referenceFace = context.located.serving(reference, slot).face,
                        face.id != referenceFace.id,
                        let comparison = LineBoxComparison(face: face, reference: referenceFace, on: platform),
                        comparison.exceeds(tolerance: tolerance)
                    else { continue }
                    let pair = [face.id, referenceFace.id]
                    if let index = groups.firstIndex(where: { $0.pair == pair }) {
                        groups[index].slots.append(row.slot)
                    } else {
                        groups.append((pair, comparison, [row.slot], row))
                    }
                }
                for group in groups {
                    let slots = group.slots.joined(separator: ", ")
                    findings.append(
                        finding(
                            .lineHeightMismatch,
                            "\(language) \(slots): \(group.comparison.message(referenceName: reference.env, tolerance: tolerance))",
                            at: group.row.configFace.location, language: language, slot: slots,
                            font: group.row.face?.file, platform: platform))
                }
            }
        }
        return findings
    }

    /// The checked slot a row names (`medium italic`), as the reference entry serves it.
    static func checkedSlot(named name: String, of entry: PackEntry) -> CheckedSlot? {
        let all = WeightSlot.allCases.flatMap { [CheckedSlot(slot: $0, italic: false), CheckedSlot(slot: $0, italic: true)] }
        return all.first { $0.name == name }
    }

    private static func orderedLanguages(_ rows: [PackReport.Row]) -> [String] {
        var seen = Set<String>()
        return rows.map(\.language).filter { seen.insert($0).inserted }
    }
}

extension LineBoxComparison {
    /// `Noto Sans Arabic Light: 2.112 em line box on ios (35.9 pt at 17 pt), 1.55x default's Noto Sans Light: 1.362 em (23.2 pt) ...`
    func message(referenceName: String, tolerance: Double) -> String {
        let size = LineHeightMismatchRule.shownSize
        func points(_ ems: Double) -> String { fixedText(ems * size, digits: 1) + " pt" }
        let sizeText = fixedText(size, digits: 0)
        return "\(face.instanceDescription) lays a line out in \(fixedText(ems, digits: 3)) em on \(platform)"
            + " (\(points(ems)) at \(sizeText) pt), \(fixedText(ratio, digits: 2))x the \(fixedText(referenceEms, digits: 3)) em"
            + " (\(points(referenceEms))) of \(referenceName)'s \(reference.instanceDescription)"
            + ", past the tolerance of \(fixedText(tolerance, digits: tolerance.rounded() == tolerance ? 0 : 2))%"
    }
}

extension LineHeightMismatchRule {
    static let examples: [RuleExample] = [
        // Noto Sans Arabic's line box is 2.112 em, Noto Sans's 1.362 (1.55x).
        .triggering(
            [.lineHeightMismatch],
            config: #"{"list": [{"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}]}, {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts"),
        // Noto Sans Hebrew's is 1.360 em.
        .nonTriggering(
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}]}, {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts"),
    ]
}

extension Diagnostic.Code {
    /// A language's face lays a line out taller than the reference language's face at the same slot.
    package static let lineHeightMismatch: Self = "line-height-mismatch"
}
