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
    /// `fullTable` prints a row per language and slot (`--table full`); by default the tables are folded (`CheckTable.foldedRender`).
    package static func text(_ report: PackReport, outcome: FindingOutcome, elapsed: Double, fullTable: Bool = false) -> String {
        var parts: [String] = []
        if !outcome.entries.isEmpty {
            parts.append(groupedText(outcome.entries, report: report).joined(separator: "\n"))
        }
        parts.append(fullTable ? render(report) : foldedRender(report))
        if let strings = report.strings { parts.append(fullTable ? render(strings) : foldedRender(strings)) }
        parts.append(summary(report, outcome: outcome, elapsed: elapsed) + outcome.baselineSummary)
        return parts.joined(separator: "\n\n")
    }

    /// `--quiet`: only the findings that fail the run (at or above
    /// `--fail-on`, outside the baseline), then the summary line.
    static func quietText(_ report: PackReport, outcome: FindingOutcome, elapsed: Double) -> String {
        let failing = groupedText(outcome.entries.filter(\.counts), report: report)
        return (failing + [summary(report, outcome: outcome, elapsed: elapsed) + outcome.baselineSummary])
            .joined(separator: "\n")
    }

    /// How many locations a group's block lists before `and N more`.
    static let locationsShown = 3

    /// The findings, one block per group of findings that share a cause
    /// (the report's ``PackReport/groups``, cut to the entries shown):
    /// findings about the pack first, in config order, then the strings'
    /// findings by language, file and line. A group of one finding shown
    /// prints as the finding.
    static func groupedText(_ entries: [FindingOutcome.Entry], report: PackReport) -> [String] {
        let grouping = report.groups.restricted(to: entries.map(\.finding))
        var byGroup: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            guard let group = grouping.group(of: entry.finding) else { continue }
            byGroup[group.id, default: []].append(position)
        }
        let sharing = languagesSharing(entries)
        return grouping.printOrder.compactMap { group in
            guard let members = byGroup[group.id] else { return nil }
            guard group.isShared else {
                let lines = members.compactMap { position -> String? in
                    guard let languages = sharing[position] else { return findingText(entries[position]) }
                    return languages.isEmpty ? nil : findingText(entries[position], languages: languages)
                }
                return lines.isEmpty ? nil : lines.joined(separator: "\n")
            }
            if !group.platforms.isEmpty {
                // One finding said on several platforms prints once, naming them.
                var entry = entries[members[0]]
                entry.finding.message = group.cause
                return findingText(entry)
            }
            return groupText(group, entries: members.map { entries[$0] })
        }
    }

    /// Findings about the pack that say the same of two or more languages
    /// one entry serves (`zh-hant` and `zh-Hant-TW`: the same face lacks the
    /// same characters) print once, naming every language: by position, the
    /// languages for the first of each such set, and an empty list for the
    /// others. Findings of the app's strings are grouped by cause instead.
    static func languagesSharing(_ entries: [FindingOutcome.Entry]) -> [Int: [String]] {
        struct Said: Hashable {
            let code: String
            let severity: String
            let location: String
            let slot: String?
            let font: String?
            let message: String
            let baseline: String
        }
        var firstOf: [Said: Int] = [:]
        var languages: [Int: [String]] = [:]
        for (position, entry) in entries.enumerated() {
            let finding = entry.finding
            guard finding.key == nil, let language = finding.language, finding.message.hasPrefix(language + " ") else { continue }
            let said = Said(
                code: finding.code.rawValue, severity: finding.severity.rawValue, location: finding.location?.description ?? "",
                slot: finding.slot, font: finding.font, message: String(finding.message.dropFirst(language.count)),
                baseline: String(describing: entry.baselineState))
            if let first = firstOf[said] {
                var named = languages[first] ?? [entries[first].finding.language ?? ""]
                if !named.contains(language) { named.append(language) }
                languages[first] = named
                languages[position] = []
            } else {
                firstOf[said] = position
            }
        }
        return languages.filter { $0.value.count != 1 }
    }

    /// A group's block: the first location and the cause (the language, its
    /// faces slot by slot, and what they lack), how many strings, keys and
    /// files, the first few locations, the pack-level finding that states the
    /// same cause, and the hint.
    ///
    /// ```
    /// App/ckb.lproj/Localizable.strings:2:1: error: [string-missing-characters] ckb: NotoSans-Light (light), ... have no Arabic; ...
    ///   354 strings (300 keys) in 2 files:
    ///     App/ckb.lproj/InfoPlist.strings:1:30 "NSCameraUsageDescription"
    ///     ...
    ///     and 351 more (--format json lists every location)
    ///   the same cause as Config/appfont.json:51:8 [default-script]
    ///   hint: add an entry for ckb, or a "scripts" entry for Arab (NotoSansArabic-Light.ttf in the pack folder draws Arabic)
    /// ```
    static func groupText(_ group: FindingGrouping.Group, entries: [FindingOutcome.Entry]) -> String {
        // A cause that one fix repairs across languages holds the pack's findings too: they are counted, by code.
        let pack = entries.filter { !FindingGrouping.isAboutStrings($0.finding) }
        let strings = pack.isEmpty ? entries : entries.filter { FindingGrouping.isAboutStrings($0.finding) }
        // Only the first few places are printed: they are picked, not the whole group sorted.
        let shown = FindingGrouping.first(locationsShown, of: strings.lazy.map(\.finding), by: FindingGrouping.stringOrder)
        let lead = CauseResult.lead(of: CauseResult.ordered(entries))
        let place = (pack.first?.finding ?? shown.first ?? lead).location.map { "\($0): " } ?? ""
        let inBaseline = entries.reduce(0) { $0 + ($1.baselineState == .unchanged ? 1 : 0) }
        let marker = inBaseline == 0 ? "" : " [baseline: \(inBaseline) of \(entries.count)]"
        var lines = ["\(place)\(lead.severity.rawValue): [\(lead.code.rawValue)] \(group.cause)\(marker)"]
        if group.languages.count > 1 {
            lines.append("  languages: \(group.languages.joined(separator: ", "))")
        }
        if !pack.isEmpty { lines.append("  \(CauseResult.packCount(pack)) about the pack") }
        if !strings.isEmpty && !shown.isEmpty {
            // Findings that name no key (a language's emoji note) are counted as findings, listed by place.
            let counted = group.keys == 0
                ? "\(strings.count) findings" : "\(strings.count) strings (\(group.keys) key\(group.keys == 1 ? "" : "s"))"
            lines.append("  \(counted) in \(group.files) file\(group.files == 1 ? "" : "s"):")
            for finding in shown {
                let key = finding.key ?? FindingGrouping.key(of: finding)
                lines.append("    \(finding.location?.description ?? "-")" + (key.map { " " + quotedKey($0) } ?? ""))
            }
            if strings.count > locationsShown {
                lines.append("    and \(strings.count - locationsShown) more (--format json lists every location)")
            }
        }
        if let same = group.sameCauseAs { lines.append("  the same cause as \(same)") }
        if let hint = group.hint { lines.append("  hint: \(hint)") }
        return lines.joined(separator: "\n")
    }

    /// One finding: its description, ` [baseline]` when the baseline accepts
    /// it, then the source line and caret when the finding has them.
    package static func findingText(_ entry: FindingOutcome.Entry, languages: [String] = []) -> String {
        var finding = entry.finding
        if languages.count > 1, let language = finding.language {
            finding.message = languages.joined(separator: ", ") + finding.message.dropFirst(language.count)
        }
        let marker = entry.baselineState == .unchanged ? " [baseline]" : ""
        // The source line and caret follow the one-line description.
        let source = finding.renderedWithSource.unicodeScalars.dropFirst(finding.description.unicodeScalars.count)
        return finding.description + marker + String(source)
    }

    /// A language x slot table: the face's line box, one column per
    /// requirement; `shaping` when samples were shaped, `ink` when ink was
    /// measured: the columns follow what the run measured, not what it found,
    /// so they stay from run to run.
    package static func render(_ report: PackReport) -> String {
        let kinds = report.level.kinds.map(\.rawValue)
        let shaped = report.rows.contains { $0.shaping != nil }
        let clipped = report.rows.contains { $0.clippedInk != nil }
        var rows: [[String]] = [
            ["language", "env", "slot", "font", "file", "weight", "line box"] + kinds + (shaped ? ["shaping"] : []) + (clipped ? ["ink"] : [])
        ]
        for row in report.rows {
            let slot = row.fallbackFrom.map { "\(row.slot) -> \($0)" } ?? row.slot
            let file = row.face.map { face in
                face.faceCount > 1 ? "\(face.file)#\(face.index)" : face.file
            } ?? "not found"
            let weight = row.face?.drawnWeight.map(String.init) ?? "-"
            var cells = [row.language, row.env, slot, row.configFace.name, file, weight, lineBoxCell(row.face, report.platforms)]
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

    /// The face's line box in ems (`1.362`), per platform where they differ
    /// (`ios 1.362, web 1.300`), or `-` for a face without vertical metrics.
    static func lineBoxCell(_ face: FontFace?, _ platforms: [Platform]) -> String {
        guard let face else { return "-" }
        let boxes = platforms.map { platform in LineBoxComparison.ems(of: face, on: platform).map { fixedText($0, digits: 3) } ?? "-" }
        guard Set(boxes).count > 1 else { return boxes.first ?? "-" }
        return zip(platforms, boxes).map { "\($0.rawValue) \($1)" }.joined(separator: ", ")
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
        let heading = "\(strings.stringsRead) strings\(strings.formatCounts) in \(strings.filesRead) files\(skippedFiles(strings)); languages from \(strings.languageSource)\(developmentLanguage(strings))"
        return heading + "\n" + table(rows)
    }

    /// `; development language en (--development-language)`, or nothing without the option.
    static func developmentLanguage(_ strings: StringsReport) -> String {
        strings.developmentLanguage.map { "; development language \($0) (--development-language)" } ?? ""
    }

    /// `; 2 files not read, byte copies of others (A = B, C = D); 1 file excluded`,
    /// or nothing. A copy is said here rather than as a finding: nothing is
    /// wrong with it, and its strings are checked, in the file it copies.
    static func skippedFiles(_ strings: StringsReport) -> String {
        var text = ""
        if !strings.copies.isEmpty {
            let count = strings.copies.count
            let shown = strings.copies.prefix(3).map { "\($0.file) = \($0.sameAs)" }.joined(separator: ", ")
            let more = count > 3 ? ", and \(count - 3) more" : ""
            text += "; \(count) file\(count == 1 ? "" : "s") not read, each a byte copy of another (\(shown)\(more))"
        }
        if strings.excluded > 0 {
            text += "; \(strings.excluded) file\(strings.excluded == 1 ? "" : "s") excluded"
        }
        if let unread = strings.unreadSummary { text += "; " + unread }
        return text
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
    /// checked at level fontconfig; 9 faces read; checked in 0.31 s`.
    /// With an outcome, the counts are of the findings shown (fixed-since-baseline notes included).
    /// `done` says what the elapsed time covers: `checked`, or `checked and written` for a report.
    package static func summary(
        _ report: PackReport, outcome: FindingOutcome? = nil, elapsed: Double, done: String = "checked"
    ) -> String {
        let languages = Set(report.rows.map(\.language)).count
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        let count = { (severity: Diagnostic.Severity) in outcome?.count(severity) ?? report.count(severity) }
        return "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), "
            + "\(plural(count(.note), "note")); \(plural(report.rows.count, "language x slot pair")) "
            + "(\(plural(languages, "language"))) checked at level \(report.level.rawValue); "
            + "\(plural(report.faces.count, "face")) read; \(done) in \(fixedText(elapsed, digits: 2)) s; "
            + "platforms checked: \(report.platformChoice.summary)"
            + ruleSettings(report.ruleSettings)
    }

    /// `; rules set: weight-fallback off (Config/appfont.json:40:5)`, or nothing when no setting changed a code.
    static func ruleSettings(_ settings: RuleSettings) -> String {
        guard !settings.isEmpty else { return "" }
        return "; rules set: "
            + settings.settings.map(\.summary)
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
