import FontPackage
package import FontPackageCheck
import FontPackageInspection
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageSupport

/// `check`'s text report: the findings as a compiler prints them, the
/// language x slot table, the strings table and the summary line.
package enum CheckTable {
    /// The text report: findings, the tables, the summary line.
    ///
    /// A finding read from a source line (a malformed `.strings` entry) is
    /// printed with that line and a caret under its column.
    package static func text(_ report: PackReport, outcome: FindingOutcome, elapsed: Double) -> String {
        var parts: [String] = []
        if !outcome.entries.isEmpty {
            parts.append(outcome.entries.map(findingText).joined(separator: "\n"))
        }
        parts.append(render(report))
        if let strings = report.strings { parts.append(render(strings)) }
        parts.append(summary(report, outcome: outcome, elapsed: elapsed) + outcome.baselineSummary)
        return parts.joined(separator: "\n\n")
    }

    /// `--quiet`: only the findings that fail the run (at or above
    /// `--fail-on`, outside the baseline), then the summary line.
    package static func quietText(_ report: PackReport, outcome: FindingOutcome, elapsed: Double) -> String {
        let failing = outcome.entries.filter(\.counts).map(findingText)
        return (failing + [summary(report, outcome: outcome, elapsed: elapsed) + outcome.baselineSummary])
            .joined(separator: "\n")
    }

    /// One finding: its description, ` [baseline]` when the baseline accepts
    /// it, then the source line and caret when the finding has them.
    package static func findingText(_ entry: FindingOutcome.Entry) -> String {
        let finding = entry.finding
        let marker = entry.baselineState == .unchanged ? " [baseline]" : ""
        // The source line and caret follow the one-line description.
        let source = finding.renderedWithSource.unicodeScalars.dropFirst(finding.description.unicodeScalars.count)
        return finding.description + marker + String(source)
    }

    /// A language x slot table, one column per requirement; `shaping` when
    /// samples were shaped, `ink` when some row's ink passes a line box.
    package static func render(_ report: PackReport) -> String {
        let kinds = report.level.kinds.map(\.rawValue)
        let shaped = report.rows.contains { $0.shaping != nil }
        let clipped = report.rows.contains { !($0.clippedInk ?? []).isEmpty }
        var rows: [[String]] = [
            ["language", "env", "slot", "font", "file", "weight"] + kinds + (shaped ? ["shaping"] : []) + (clipped ? ["ink"] : [])
        ]
        for row in report.rows {
            let slot = row.fallbackFrom.map { "\(row.slot) -> \($0)" } ?? row.slot
            let file = row.face.map { face in
                face.faceCount > 1 ? "\(face.file)#\(face.index)" : face.file
            } ?? "not found"
            let weight = row.face?.weightClass.map(String.init) ?? "-"
            var cells = [row.language, row.env, slot, row.configFace.name, file, weight]
            for kind in kinds {
                guard let verdict = row.verdicts.first(where: { $0.requirement.name == kind }) else {
                    cells.append(row.face == nil ? "-" : "n/a")
                    continue
                }
                cells.append(verdict.summary)
            }
            if shaped { cells.append(row.shaping.map { $0.isEmpty ? "ok" : String($0.count) } ?? "-") }
            if clipped { cells.append(inkCell(row.clippedInk)) }
            rows.append(cells)
        }
        return table(rows)
    }

    /// `ok`, `-` (not measured), or how many clusters pass a line box and on
    /// which platforms: `2 clipped (ios, web)`.
    static func inkCell(_ clipped: [ClippedInk]?) -> String {
        guard let clipped else { return "-" }
        guard !clipped.isEmpty else { return "ok" }
        let clusters = Set(clipped.flatMap { $0.clusters.map(\.text) }).count
        return "\(clusters) clipped (\(clipped.map(\.platform.rawValue).joined(separator: ", ")))"
    }

    /// The strings per language x slot.
    package static func render(_ strings: StringsReport) -> String {
        var rows = [["strings", "slot", "checked", "with tofu", "missing characters"]]
        for line in strings.lines {
            rows.append([line.language, line.slot, String(line.strings), String(line.stringsWithTofu), String(line.distinctMissing)])
        }
        let heading = "\(strings.stringsRead) strings in \(strings.filesRead) files; languages from \(strings.languageSource)"
        return heading + "\n" + table(rows)
    }

    /// Columns padded to their widest cell, two spaces apart, no trailing
    /// spaces. The first row is the header and sets the number of columns.
    package static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { paddedText($0, to: $1) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    /// `2 errors, 1 warning, 0 notes; 12 language x slot pairs (4 languages)
    /// checked at level fontconfig; 9 faces read in 0.31 s`.
    /// With an outcome, the counts are of the findings shown (fixed-since-baseline notes included).
    package static func summary(_ report: PackReport, outcome: FindingOutcome? = nil, elapsed: Double) -> String {
        let languages = Set(report.rows.map(\.language)).count
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        let count = { (severity: Diagnostic.Severity) in outcome?.count(severity) ?? report.count(severity) }
        return "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), "
            + "\(plural(count(.note), "note")); \(plural(report.rows.count, "language x slot pair")) "
            + "(\(plural(languages, "language"))) checked at level \(report.level.rawValue); "
            + "\(plural(report.faces.count, "face")) read in \(fixedText(elapsed, digits: 2)) s; "
            + "platforms checked: \(report.platforms.map(\.rawValue).joined(separator: ", "))"
            + ruleSettings(report.ruleSettings)
    }

    /// `; rules set: weight-fallback off (Config/appfont.json:40:5)`, or nothing when no setting changed a code.
    static func ruleSettings(_ settings: RuleSettings) -> String {
        guard !settings.isEmpty else { return "" }
        return "; rules set: "
            + settings.settings.map { "\($0.code.rawValue) \($0.valueDescription) (\($0.originDescription))" }
            .joined(separator: ", ")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
