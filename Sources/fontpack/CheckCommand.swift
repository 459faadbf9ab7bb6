import ArgumentParser
import FontPackage
import FontPackageCheck
import Foundation
internal import FontPackageInspection
internal import FontPackageReporting

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a font pack: every font exists, has its slot's weight, and covers its languages.",
        discussion: """
            For each language and each weight slot, the font a request would really get (locale matching \
            and weight fallback included) is checked against the characters the language needs. Without \
            --languages every env of the config is checked, and default against English.
            Exit status: 0 no finding at or above --fail-on (error by default) outside the --baseline, 1 at least \
            one, 2 bad arguments, an unreadable config or a missing or malformed baseline.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @OptionGroup var checkArguments: PackCheckArguments

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let config = try configOptions.load()
        let baseline = try reporting.loadBaseline()
        let started = Date()
        let report = try checkArguments.check(config)
        let elapsed = Date().timeIntervalSince(started)
        let outcome = FindingOutcome(findings: report.findings, baseline: baseline, failOn: reporting.failOn.severity)
        let text = CheckTable.text(report, outcome: outcome, elapsed: elapsed)
        let chosen: String
        switch reporting.format {
        case .text: chosen = text
        case .json: chosen = try CheckReport(report, outcome: outcome).json()
        case .sarif: chosen = try ReportOutput.sarif(outcome)
        case .junit: chosen = JUnitReport(rows: report.rows, outcome: outcome, elapsed: elapsed).xml()
        case .github: chosen = ReportOutput.github(outcome, text: text)
        }
        try ReportOutput.emit(chosen, text: text, to: reporting.output)
        if outcome.fails { throw ExitStatus.findings }
    }
}

/// `check --format json`: field names are a contract (README).
struct CheckReport {
    let findings: [FindingOutcome.Entry]

    /// Findings are written by hand (an app can have tens of thousands, and
    /// JSONEncoder takes seconds for them); the rest goes through JSONEncoder.
    /// Keys come out sorted, as JSONEncoder's `.sortedKeys` writes them.
    func json() throws -> String {
        let rest = try Output.json(Rest(summary: summary, table: table))
        var out: [UInt8] = []
        out.reserveCapacity(findings.count * 400 + rest.utf8.count)
        out.append(contentsOf: "{\n  \"findings\" : [".utf8)
        for (position, finding) in findings.enumerated() {
            out.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
            FindingJSON.write(finding.finding, baseline: finding.baselineState == .unchanged, into: &out, indent: "    ")
        }
        out.append(contentsOf: (findings.isEmpty ? "],\n" : "\n  ],\n").utf8)
        // The other members follow the findings: JSONEncoder's text without its opening brace.
        out.append(contentsOf: rest.utf8.dropFirst(2))
        return String(decoding: out, as: UTF8.self)
    }

    private struct Rest: Encodable {
        let summary: Summary
        let table: [Row]
    }
    let summary: Summary
    let table: [Row]

    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let notes: Int
        let languages: Int
        let level: String
        let facesRead: Int
        let strings: Strings?
        let baseline: BaselineCounts?
    }

    /// With --baseline: findings accepted by it, fixed since it, and new.
    struct BaselineCounts: Encodable {
        let accepted: Int
        let fixed: Int
        let new: Int
    }

    struct Strings: Encodable {
        let filesRead: Int
        let stringsRead: Int
        let languages: [String]
        let languagesFrom: String
        /// Per language and slot: strings checked, strings with tofu, distinct missing characters.
        let bySlot: [StringsReport.Line]
    }

    struct Row: Encodable {
        let language: String
        let env: String
        let slot: String
        let usedSlot: String
        let name: String
        let font: String?
        let index: Int?
        let postscriptName: String?
        let weightClass: Int?
        let coverage: [Coverage]
        /// Shaping failures of the language's sample text; nil when not shaped.
        let shaping: Int?
    }

    struct Coverage: Encodable {
        let requirement: String
        let source: String
        let required: Int
        let missing: Int
        let composable: Int
        let empty: Int
    }

    init(_ report: PackReport, outcome: FindingOutcome) {
        findings = outcome.entries
        summary = Summary(
            errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
            languages: Set(report.rows.map(\.language)).count, level: report.level.rawValue, facesRead: report.faces.count,
            strings: report.strings.map {
                Strings(
                    filesRead: $0.filesRead, stringsRead: $0.stringsRead, languages: $0.languages,
                    languagesFrom: $0.languageSource, bySlot: $0.lines)
            },
            baseline: outcome.hasBaseline
                ? BaselineCounts(accepted: outcome.count(.unchanged), fixed: outcome.count(.absent), new: outcome.count(.new))
                : nil)
        table = report.rows.map { row in
            Row(
                language: row.language, env: row.env, slot: row.slot, usedSlot: row.fallbackFrom ?? row.slot,
                name: row.configFace.name, font: row.face?.file, index: row.face?.index,
                postscriptName: row.face?.postscriptName, weightClass: row.face?.weightClass,
                coverage: row.verdicts.map {
                    Coverage(
                        requirement: $0.requirement.name, source: $0.requirement.source, required: $0.required,
                        missing: $0.uncomposable.count, composable: $0.composable.count, empty: $0.empty.count)
                }, shaping: row.shaping?.count)
        }
    }
}

enum CheckTable {
    /// A language x slot table, one column per requirement.
    static func render(_ report: PackReport) -> String {
        let kinds = report.level.kinds.map(\.rawValue)
        let shaped = report.rows.contains { $0.shaping != nil }
        var rows: [[String]] = [["language", "env", "slot", "font", "file", "weight"] + kinds + (shaped ? ["shaping"] : [])]
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
                cells.append(cell(verdict))
            }
            if shaped { cells.append(row.shaping.map { $0.isEmpty ? "ok" : String($0.count) } ?? "-") }
            rows.append(cells)
        }
        return table(rows)
    }

    /// The strings per language x slot.
    static func render(_ strings: StringsReport) -> String {
        var rows = [["strings", "slot", "checked", "with tofu", "missing characters"]]
        for line in strings.lines {
            rows.append([line.language, line.slot, String(line.strings), String(line.stringsWithTofu), String(line.distinctMissing)])
        }
        let heading = "\(strings.stringsRead) strings in \(strings.filesRead) files; languages from \(strings.languageSource)"
        return heading + "\n" + table(rows)
    }

    static func cell(_ verdict: CoverageVerdict) -> String { verdict.summary }

    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    /// The text report: findings, the tables, the summary line.
    static func text(_ report: PackReport, outcome: FindingOutcome, elapsed: TimeInterval) -> String {
        var parts: [String] = []
        if !outcome.entries.isEmpty {
            parts.append(
                outcome.entries.map { $0.finding.description + ($0.baselineState == .unchanged ? " [baseline]" : "") }
                    .joined(separator: "\n"))
        }
        parts.append(render(report))
        if let strings = report.strings { parts.append(render(strings)) }
        parts.append(summary(report, elapsed: elapsed) + outcome.baselineSummary)
        return parts.joined(separator: "\n\n")
    }

    static func summary(_ report: PackReport, elapsed: TimeInterval) -> String {
        let languages = Set(report.rows.map(\.language)).count
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(report.count(.error), "error")), \(plural(report.count(.warning), "warning")), "
            + "\(plural(report.count(.note), "note")); \(plural(report.rows.count, "language x slot pair")) "
            + "(\(plural(languages, "language"))) checked at level \(report.level.rawValue); "
            + "\(plural(report.faces.count, "face")) read in \(String(format: "%.2f", elapsed)) s"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}

/// Writes findings as JSON objects with sorted keys, straight into UTF-8 bytes.
enum FindingJSON {
    static func write(_ finding: Finding, baseline: Bool = false, into out: inout [UInt8], indent: String) {
        // Members in sorted key order, as JSONEncoder's .sortedKeys writes them.
        var first = true
        func member(_ key: StaticString, _ value: (inout [UInt8]) -> Void) {
            out.append(contentsOf: first ? Array("\n".utf8) : Array(",\n".utf8))
            first = false
            out.append(contentsOf: indent.utf8)
            out.append(contentsOf: "  \"".utf8)
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            out.append(contentsOf: "\" : ".utf8)
            value(&out)
        }
        out.append(contentsOf: indent.utf8)
        out.append(UInt8(ascii: "{"))
        if baseline { member("baseline") { $0.append(contentsOf: "true".utf8) } }
        if let characters = finding.characters {
            member("characters") { out in
                out.append(UInt8(ascii: "["))
                for (position, character) in characters.enumerated() {
                    if position > 0 { out.append(contentsOf: ", ".utf8) }
                    quoted(character, into: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
        member("code") { quoted(finding.code.rawValue, into: &$0) }
        if let composable = finding.composable { member("composable") { numbers(composable, into: &$0) } }
        if let font = finding.font { member("font") { quoted(font, into: &$0) } }
        if let key = finding.key { member("key") { quoted(key, into: &$0) } }
        if let language = finding.language { member("language") { quoted(language, into: &$0) } }
        if let location = finding.location {
            member("location") { out in
                out.append(contentsOf: "{ \"column\" : \(location.column), \"file\" : ".utf8)
                quoted(location.file, into: &out)
                out.append(contentsOf: ", \"line\" : \(location.line) }".utf8)
            }
        }
        member("message") { quoted(finding.message, into: &$0) }
        member("missing") { numbers(finding.missing, into: &$0) }
        if let requirement = finding.requirement { member("requirement") { quoted(requirement, into: &$0) } }
        member("severity") { quoted(finding.severity.rawValue, into: &$0) }
        if let slot = finding.slot { member("slot") { quoted(slot, into: &$0) } }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: indent.utf8)
        out.append(UInt8(ascii: "}"))
    }

    static func numbers(_ values: [UInt32], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { out.append(contentsOf: ", ".utf8) }
            out.append(contentsOf: String(value).utf8)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// escaped; every other UTF-8 byte copied as it is.
    static func quoted(_ value: String, into out: inout [UInt8]) {
        let hexDigits: StaticString = "0123456789abcdef"
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case UInt8(ascii: "\n"):
                out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"):
                out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"):
                out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits.utf8Start[Int(byte >> 4)])
                out.append(hexDigits.utf8Start[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
