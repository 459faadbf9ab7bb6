public import FontPackage
public import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// One side of a comparison: a config and how its pack is checked.
public struct PackSide: Sendable {
    /// The side's `appfont.json`.
    public var config: FontPackConfig
    /// How its pack is checked: its fonts folder, and for both sides the
    /// same languages, strings, platforms and rule settings.
    public var options: PackCheckOptions

    /// A side checked with `options`.
    public init(config: FontPackConfig, options: PackCheckOptions) {
        self.config = config
        self.options = options
    }
}

/// What an update of a pack does to an app: both sides checked as `check`
/// checks one, the differences between the checks, and the differences the
/// check's findings do not show (widths, line boxes, names, bytes).
///
/// ```swift
/// let diff = try PackDiff.compare(
///     before: PackSide(config: old, options: PackCheckOptions(fontsFolder: "old/Fonts")),
///     after: PackSide(config: new, options: PackCheckOptions(fontsFolder: "Fonts")))
/// for finding in diff.findings { print(finding) }
/// ```
///
/// A finding of the after check that the before check did not make is
/// reported as it is (its code, severity and rule settings are `check`'s):
/// a string that now shows tofu, a lookup that now fails, a budget now
/// broken. A finding of the before check that is gone is a `diff-fixed`
/// note. The rest is measured face by face: the rules that declare the
/// `diff-` codes word it (`ChangeRule`).
public struct PackDiff: Sendable {
    /// The check of the pack as it was.
    public var before: PackReport
    /// The check of the pack as it is now.
    public var after: PackReport
    /// The face pairs whose bytes differ, each with the cells it serves, in the after check's row order.
    package var faces: [FaceChange]
    /// The strings measured in both faces of a changed pair; empty without strings.
    package var widths: [WidthChange]
    /// The after check's findings the before check did not make, in the after check's order.
    package var newFindings: [Finding]
    /// The before check's findings the after check no longer makes.
    package var fixedFindings: [Finding]
    /// Those findings grouped by cause, as the before check would group them.
    package var fixedGroups: FindingGrouping
    /// What the comparison reports, judged by the after side's rule settings: the new findings, the
    /// rules' findings about the changed faces, the fixed notes.
    public var findings: [Finding]
    /// The findings grouped by cause, as `check` groups its own.
    package var groups: FindingGrouping

    /// The size widths are shown at, in points: iOS's body text style at the default (Large) size.
    package static let shownSize = 17.0

    /// Checks both sides, then compares them. The languages and strings are the after side's
    /// options'; a side whose pack folder cannot be read throws, as ``PackChecker/check(config:options:)``.
    public static func compare(before: PackSide, after: PackSide) throws(FontLookupError) -> PackDiff {
        var (before, after) = (before, after)
        // The strings are the same app's on both sides: read once, for both checks and the widths.
        if let strings = after.options.strings, strings.read == nil {
            let read = StringsChecker.read(strings)
            after.options.strings?.read = read
            before.options.strings = after.options.strings
        }
        // Only the findings that differ are grouped, below: the checks' own groupings would go unread.
        before.options.groupsFindings = false
        after.options.groupsFindings = false
        let beforeReport = try PackChecker.check(config: before.config, options: before.options)
        let afterReport = try PackChecker.check(config: after.config, options: after.options)
        let faces = FaceChange.changes(before: beforeReport, after: afterReport)
        let widths = WidthChange.measure(before: beforeReport, after: afterReport, changed: faces, options: after.options)
        let (new, fixed) = FindingChanges.compare(before: beforeReport.findings, after: afterReport.findings)
        var diff = PackDiff(
            before: beforeReport, after: afterReport, faces: faces, widths: widths, newFindings: new, fixedFindings: fixed,
            fixedGroups: FindingGrouping(fixed, faces: beforeReport.faces, rows: beforeReport.rows), findings: [],
            groups: FindingGrouping([]))
        var made: [Finding] = []
        for rule in RuleRegistry.changeRules { made += rule.findings(in: diff) }
        let judged = afterReport.ruleSettings.judge(made).findings
        diff.findings = new + judged
        diff.groups = FindingGrouping(diff.findings, faces: afterReport.faces, rows: afterReport.rows)
        return diff
    }

    /// Whether nothing changed: no finding, no face's bytes.
    public var isEmpty: Bool { findings.isEmpty && faces.isEmpty }
}
