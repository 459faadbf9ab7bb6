public import FontPackageCheck
internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// One `fontpack diff` as its writers read it: the comparison, what its
/// findings mean for the run, and how the run is shown.
///
/// ```swift
/// let diff = try PackDiff.compare(before: old, after: new)
/// let output = DiffOutput(diff: diff, outcome: FindingOutcome(findings: diff.findings), elapsed: 2.0)
/// let json = try output.rendered(as: .json)
/// ```
public struct DiffOutput: CommandOutput, Sendable {
    /// What `PackDiff.compare` returned.
    public var diff: PackDiff
    /// The comparison's findings measured against `--fail-on`.
    public var outcome: FindingOutcome
    /// The seconds both checks and the comparison took, for the summary line and JUnit.
    public var elapsed: Double
    /// The folder SARIF and GitHub paths are relative to; by default the process's.
    public var workingDirectory: String

    /// `workingDirectory` is by default the process's.
    public init(diff: PackDiff, outcome: FindingOutcome, elapsed: Double, workingDirectory: String = CheckOutput.currentDirectory) {
        self.diff = diff
        self.outcome = outcome
        self.elapsed = elapsed
        self.workingDirectory = workingDirectory
    }

    /// `diff --format`'s values.
    public static let writers: [Writer<DiffOutput>] = [
        Writer(.text, "Findings by cause, then each changed face.") { $0.text },
        Writer(.json, "Every difference with its before and after values.") {
            try DiffJSONDocument($0.diff, outcome: $0.outcome).json()
        },
        Writer(.sarif, "SARIF 2.1.0, for code scanning.") {
            try SARIFLog(
                $0.outcome, groups: $0.diff.groups, workingDirectory: $0.workingDirectory, ruleSettings: $0.diff.after.ruleSettings
            ).json()
        },
        Writer(.junit, "JUnit XML: a test case per language x slot.") {
            JUnitDocument(rows: $0.diff.after.rows, outcome: $0.outcome, groups: $0.diff.groups, elapsed: $0.elapsed).xml()
        },
        Writer(.github, "GitHub workflow commands, then the text.") {
            (GitHubAnnotations.lines($0.outcome, groups: $0.diff.groups, workingDirectory: $0.workingDirectory) + [$0.text])
                .joined(separator: "\n")
        },
    ]

    /// The findings, one block per cause as `check` prints them; then a line per changed face; then the summary.
    var text: String {
        var parts: [String] = []
        if !outcome.entries.isEmpty {
            // The after check's report, grouped as the comparison groups its findings.
            var report = diff.after
            report.groups = diff.groups
            parts.append(CheckTable.groupedText(outcome.entries, report: report).joined(separator: "\n"))
        }
        if !diff.faces.isEmpty {
            parts.append("Changed faces:\n" + CheckTable.table([["face", "before", "serves", "changed"]] + diff.faces.indices.map(faceRow)))
        }
        parts.append(summary)
        return parts.joined(separator: "\n\n")
    }

    /// One changed face: its file, the face it replaces, its cells, and what changed.
    private func faceRow(_ position: Int) -> [String] {
        let change = diff.faces[position]
        var changed: [String] = []
        if change.before.postscriptName != change.after.postscriptName || change.before.family != change.after.family
            || change.before.fullName != change.after.fullName
        {
            changed.append("names")
        }
        if change.before.weightClass != change.after.weightClass { changed.append("weight class") }
        if change.before.isItalic != change.after.isItalic { changed.append("style") }
        if change.before.format != change.after.format { changed.append("format") }
        let (lost, gained) = (change.lost.count, change.gained.count)
        if lost + gained > 0 { changed.append("characters -\(lost) +\(gained)") }
        if let summary = DiffJSONDocument.WidthSummary(diff.widths.filter { $0.change == position }),
            max(abs(summary.minPercent), abs(summary.maxPercent)) >= 0.05
        {
            changed.append("widths median \(WidthChangeRule.signed(summary.medianPercent)) %")
        }
        let moves = LineBoxChangeRule.moves(of: change, on: diff.after.platforms)
        if !moves.isEmpty { changed.append("line box on " + moves.flatMap(\.platforms).map(\.rawValue).joined(separator: ", ")) }
        if let old = change.beforeBytes, let new = change.afterBytes, old != new {
            changed.append("\(fileSizeText(old)) → \(fileSizeText(new))")
        }
        return [
            ArtifactPath.relative(change.after.file, to: workingDirectory) + (change.after.faceCount > 1 ? "#\(change.after.index)" : ""),
            ArtifactPath.relative(change.before.file, to: workingDirectory) + (change.before.faceCount > 1 ? "#\(change.before.index)" : ""),
            change.cellsText, changed.isEmpty ? "other tables" : changed.joined(separator: ", "),
        ]
    }

    /// `1 error, 2 warnings, 1 note; 2 of 9 faces changed; 1,204 string widths measured in 12 languages; compared in 3.10 s`:
    /// a string drawn by two changed faces (at two slots) is measured in each.
    var summary: String {
        let plural = { (count: Int, word: String) in "\(groupedCount(count)) \(word)\(count == 1 ? "" : "s")" }
        let measured = diff.widths.count
        let languages = Set(diff.widths.map(\.language)).count
        let faces = Set(diff.after.rows.compactMap(\.face?.id)).count
        return "\(plural(outcome.count(.error), "error")), \(plural(outcome.count(.warning), "warning")), "
            + "\(plural(outcome.count(.note), "note")); \(diff.faces.count) of \(plural(faces, "face")) changed; "
            + (diff.after.strings == nil
                ? "no strings measured (--strings)"
                : "\(plural(measured, "string width")) measured in \(plural(languages, "language"))")
            + "; compared in \(fixedText(elapsed, digits: 2)) s"
    }
}
