import Foundation
import Testing

/// `check`'s text at 41 languages (`Tests/Fixtures/WikipediaLanguagesExcerpt`):
/// one block per cause, and tables folded into a row per set of languages
/// with the same answers; `--table full` gives a row per language and slot.
@Suite("check's text at many languages")
struct FoldedTableCommandTests {
    static let strings = "Tests/Fixtures/WikipediaLanguagesExcerpt/res"

    @Test("folded, the tables hold each language once, the faces once per entry and slot; full, a row per language and slot")
    func foldedAndFull() throws {
        let folded = try CommandLineRun.fontpack("check", "--strings", Self.strings)
        let full = try CommandLineRun.fontpack("check", "--strings", Self.strings, "--table", "full")
        #expect(folded.status == full.status)
        let json = try CommandLineRun.fontpack("check", "--strings", Self.strings, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let table = try #require(object["table"] as? [[String: Any]])
        let languages = Set(table.compactMap { $0["language"] as? String })
        #expect(languages.count >= 40)
        // Full: a row per language and slot in the pack's table (`bn        default  light ...`).
        let fullRows = full.standardOutput.split(separator: "\n").filter { line in
            languages.contains(String(line.prefix { $0 != " " }))
        }
        #expect(fullRows.count >= table.count)
        // Folded: each language is named once in the languages table and once in the strings table,
        // in the last column, alone or in a list.
        let foldedLines = folded.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(foldedLines.count + table.count <= full.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count)
        for language in ["bn", "fa", "de"] {
            let rows = foldedLines.filter { line in
                line.hasPrefix("default ") && line.split(separator: " ").contains { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) == language }
            }
            #expect(rows.count == 1, "\(language): \(rows)")
        }
        #expect(folded.standardOutput.contains("entry    slots"))
        #expect(try CommandLineRun.fontpack("check", "--table", "wide").status == 2)
    }

    @Test("a script without an entry is one block naming its languages, with the pack's findings it takes in counted")
    func oneBlockPerScript() throws {
        let run = try CommandLineRun.fontpack("check", "--strings", Self.strings)
        let headers = run.standardOutput.split(separator: "\n").filter { $0.contains("(Beng) has no entry") }
        #expect(headers.count == 1)
        let block = run.standardOutput.components(separatedBy: "(Beng) has no entry").dropFirst().first ?? ""
        let lines = block.split(separator: "\n").prefix { $0.hasPrefix(" ") || $0.hasPrefix(":") }.joined(separator: "\n")
        #expect(lines.contains("languages: as, bn, mni"))
        #expect(lines.contains("default-script"))
        #expect(lines.contains("about the pack"))
        #expect(lines.contains("hint: add a \"scripts\" entry for Beng"))
    }
}
