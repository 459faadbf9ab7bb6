import ArgumentParser
import FontPackage
import FontPackageCheck
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a font pack: every font exists, has its slot's weight, and covers its languages.",
        discussion: """
            For each language and each weight slot, the font a request would really get (locale matching \
            and weight fallback included) is checked against the characters the language needs. Without \
            --languages every env of the config is checked, and default against English.
            Exit status: 0 no errors, 1 at least one error finding, 2 bad arguments or an unreadable config.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @Option(help: "The pack folder the config's fonts are in.")
    var fonts: String = "Fonts"

    @Option(help: "Languages to check, comma-separated (default: every env of the config).")
    var languages: String?

    @Option(help: "How strict: fontconfig (orthography + digits), base (+ CLDR main, numbers, punctuation), full (+ CLDR auxiliary).")
    var level: CoverageCommand.LevelOption = .fontconfig

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if let languages, languageList(languages).isEmpty {
            throw ValidationError("--languages needs at least one language")
        }
    }

    func languageList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() throws {
        let config = try configOptions.load()
        let started = Date()
        let options = PackCheckOptions(fontsFolder: fonts, languages: languages.map(languageList), level: level.level)
        let report: PackReport
        do {
            report = try PackChecker.check(config: config, options: options)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        let elapsed = Date().timeIntervalSince(started)
        switch format {
        case .json:
            print(try Output.json(CheckReport(report)))
        case .text:
            for finding in report.findings { print(finding.description) }
            if !report.findings.isEmpty { print() }
            print(CheckTable.render(report))
            print()
            print(CheckTable.summary(report, elapsed: elapsed))
        }
        if report.hasErrors { throw ExitStatus.findings }
    }
}

/// `check --format json`: field names are a contract (README).
struct CheckReport: Encodable {
    let findings: [Finding]
    let summary: Summary
    let table: [Row]

    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let notes: Int
        let languages: Int
        let level: String
        let facesRead: Int
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
    }

    struct Coverage: Encodable {
        let requirement: String
        let source: String
        let required: Int
        let missing: Int
        let composable: Int
        let empty: Int
    }

    init(_ report: PackReport) {
        findings = report.findings
        summary = Summary(
            errors: report.count(.error), warnings: report.count(.warning), notes: report.count(.note),
            languages: Set(report.rows.map(\.language)).count, level: report.level.rawValue, facesRead: report.faces.count)
        table = report.rows.map { row in
            Row(
                language: row.language, env: row.env, slot: row.slot, usedSlot: row.fallbackFrom ?? row.slot,
                name: row.configFace.name, font: row.face?.file, index: row.face?.index,
                postscriptName: row.face?.postscriptName, weightClass: row.face?.weightClass,
                coverage: row.verdicts.map {
                    Coverage(
                        requirement: $0.requirement.name, source: $0.requirement.source, required: $0.required,
                        missing: $0.uncomposable.count, composable: $0.composable.count, empty: $0.empty.count)
                })
        }
    }
}

enum CheckTable {
    /// A language x slot table, one column per requirement.
    static func render(_ report: PackReport) -> String {
        let kinds = report.level.kinds.map(\.rawValue)
        var rows: [[String]] = [["language", "env", "slot", "font", "file", "weight"] + kinds]
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
            rows.append(cells)
        }
        return table(rows)
    }

    static func cell(_ verdict: CoverageVerdict) -> String {
        var parts: [String] = []
        let missing = verdict.uncomposable.count
        if missing > 0 { parts.append("\(missing) missing") }
        if verdict.composable.count > 0 { parts.append("\(verdict.composable.count) composed") }
        if verdict.empty.count > 0 { parts.append("\(verdict.empty.count) empty") }
        return parts.isEmpty ? "ok (\(verdict.required))" : parts.joined(separator: ", ")
    }

    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n")
    }

    static func summary(_ report: PackReport, elapsed: TimeInterval) -> String {
        let languages = Set(report.rows.map(\.language)).count
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(report.count(.error), "error")), \(plural(report.count(.warning), "warning")), "
            + "\(plural(report.count(.note), "note")); \(plural(languages, "language")) x slots checked at level "
            + "\(report.level.rawValue) against \(plural(report.faces.count, "face")) in \(String(format: "%.2f", elapsed)) s"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
