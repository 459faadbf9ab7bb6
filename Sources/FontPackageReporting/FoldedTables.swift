import FontPackage
package import FontPackageCheck
import FontPackageInspection

/// `check`'s tables as a reader of 150 languages needs them: the faces once
/// per entry and slot, then one row per set of languages with the same
/// answers, their slots folded where they agree. `--table full` prints a row
/// per language and slot instead (``CheckTable/render(_:)``).
extension CheckTable {
    /// The entries' faces, once per entry and slot, then the languages
    /// folded: a row says, for the languages it lists (last, so a long list
    /// does not widen the other columns), which entry serves them, in which
    /// slots, and what each requirement found. A requirement that holds is
    /// `ok` without its count, so that languages that all pass read as one row.
    ///
    /// ```
    /// entry    slot    font                    file                                  weight  line box
    /// ar       light   NotoSansArabic-Regular  Fonts/NotoSansArabic-Regular.ttf      400     2.112
    ///
    /// entry    slots  fontconfig  digits     shaping  ink  languages
    /// default  all    ok          ok         ok       ok   af, ast, ba, bg (4)
    /// default  all    63 missing  ok         14       ok   km
    /// ```
    package static func foldedRender(_ report: PackReport) -> String {
        let kinds = report.level.kinds.map(\.rawValue)
        let shaped = report.rows.contains { $0.shaping != nil }
        let clipped = report.rows.contains { $0.clippedInk != nil }
        var entries: [[String]] = [["entry", "slot", "font", "file", "weight", "line box"]]
        var seenEntries = Set<[String]>()
        for row in report.rows {
            let slot = row.fallbackFrom.map { "\(row.slot) -> \($0)" } ?? row.slot
            let file = row.face.map { face in face.faceCount > 1 ? "\(face.file)#\(face.index)" : face.file } ?? "not found"
            let cells = [
                row.env, slot, row.configFace.name, file, row.face?.drawnWeight.map(String.init) ?? "-",
                lineBoxCell(row.face, report.platforms),
            ]
            if seenEntries.insert(cells).inserted { entries.append(cells) }
        }
        // Each language's slots, folded where their answers agree.
        var perLanguage: [(language: String, answers: [String], slots: [String])] = []
        var allSlots: [String] = []
        for row in report.rows {
            if !allSlots.contains(row.slot) { allSlots.append(row.slot) }
            var answers = [row.env]
            for kind in kinds {
                guard let verdict = row.verdicts.first(where: { $0.requirement.name == kind }) else {
                    answers.append(row.face == nil ? "-" : "n/a")
                    continue
                }
                answers.append(verdict.summary.hasPrefix("ok") ? "ok" : verdict.summary)
            }
            if shaped { answers.append(row.shaping.map { $0.isEmpty ? "ok" : String($0.count) } ?? "-") }
            if clipped { answers.append(inkCell(row.clippedInk)) }
            if let position = perLanguage.firstIndex(where: { $0.language == row.language && $0.answers == answers }) {
                perLanguage[position].slots.append(row.slot)
            } else {
                perLanguage.append((row.language, answers, [row.slot]))
            }
        }
        var folded: [(answers: [String], slots: String, languages: [String])] = []
        var position: [[String]: Int] = [:]
        for item in perLanguage {
            let slots = item.slots == allSlots ? "all" : item.slots.joined(separator: ", ")
            let key = item.answers + [slots]
            if let found = position[key] {
                folded[found].languages.append(item.language)
            } else {
                position[key] = folded.count
                folded.append((item.answers, slots, [item.language]))
            }
        }
        var languages: [[String]] = [["entry", "slots"] + kinds + (shaped ? ["shaping"] : []) + (clipped ? ["ink"] : []) + ["languages"]]
        for row in folded {
            languages.append([row.answers[0], row.slots] + row.answers.dropFirst() + [languageList(row.languages)])
        }
        return table(entries) + "\n\n" + table(languages)
    }

    /// The strings per language, slots folded where they agree; the
    /// languages none of whose strings lack a character are one row, their
    /// strings summed.
    package static func foldedRender(_ strings: StringsReport) -> String {
        var allSlots: [String] = []
        var perLanguage: [(language: String, numbers: [Int], slots: [String])] = []
        for line in strings.lines {
            if !allSlots.contains(line.slot) { allSlots.append(line.slot) }
            let numbers = [line.strings, line.stringsWithTofu, line.distinctMissing]
            if let position = perLanguage.firstIndex(where: { $0.language == line.language && $0.numbers == numbers }) {
                perLanguage[position].slots.append(line.slot)
            } else {
                perLanguage.append((line.language, numbers, [line.slot]))
            }
        }
        var rows = [["slots", "checked", "with tofu", "missing characters", "strings"]]
        let clean = perLanguage.filter { $0.numbers[1] == 0 && $0.numbers[2] == 0 && $0.slots == allSlots }
        for item in perLanguage where !(item.numbers[1] == 0 && item.numbers[2] == 0 && item.slots == allSlots) {
            let slots = item.slots == allSlots ? "all" : item.slots.joined(separator: ", ")
            rows.append([slots] + item.numbers.map(String.init) + [item.language])
        }
        if !clean.isEmpty {
            let checked = clean.reduce(0) { $0 + $1.numbers[0] }
            rows.append(["all", String(checked), "0", "0", languageList(clean.map(\.language))])
        }
        let heading = "\(strings.stringsRead) strings\(strings.formatCounts) in \(strings.filesRead) files\(skippedFiles(strings)); languages from \(strings.languageSource)\(developmentLanguage(strings))"
        return heading + "\n" + table(rows)
    }

    /// `af, ast, ba (3)`: every language, and how many when there are several.
    private static func languageList(_ languages: [String]) -> String {
        languages.joined(separator: ", ") + (languages.count > 1 ? " (\(languages.count))" : "")
    }
}
