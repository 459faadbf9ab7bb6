import Foundation
import Testing

/// Pack findings that one entry's face gives two languages alike (zh-hant and
/// zh-Hant-TW, both served by the example's Simplified Chinese entry) print
/// once in text, naming both; JSON keeps one finding per language.
@Suite("check: one line for what two languages share")
struct LanguageMergeCommandTests {
    @Test("zh-hant and zh-Hant-TW: one missing-characters line per slot in text, two findings in JSON")
    func sharedFindings() throws {
        let arguments = ["check", "--languages", "zh-hant,zh-Hant-TW", "--shaping", "off"]
        let json = try CommandLineRun.fontpack(arguments: arguments + ["--format", "json"])
        let findings = try #require(try json.json()["findings"] as? [[String: Any]])
        let missing = findings.filter { $0["code"] as? String == "missing-characters" }
        // The JSON's own findings: per slot, one per language, the same words after the language.
        #expect(missing.count == 6)
        for slot in ["light", "medium", "bold"] {
            let messages = missing.filter { $0["slot"] as? String == slot }.compactMap { $0["message"] as? String }
            #expect(Set(messages.map { $0.replacingOccurrences(of: "zh-Hant-TW ", with: "").replacingOccurrences(of: "zh-hant ", with: "") }).count == 1)
        }
        let text = try CommandLineRun.fontpack(arguments: arguments)
        let lines = text.standardOutput.split(separator: "\n").filter { $0.contains("[missing-characters]") }
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.allSatisfy { $0.contains("[missing-characters] zh-hant, zh-Hant-TW ") })
        // The summary still counts every finding.
        #expect(text.standardOutput.contains("\(findings.filter { $0["severity"] as? String == "error" }.count) errors"))
    }
}
