import Foundation
import Testing

/// A real-size app (Scripts/fixtures/make-strings-flood.py: 34 languages,
/// 200 keys each, Latin brand names in Arabic-script and Hebrew strings
/// against Arabic and Hebrew faces without Latin, no fallback), written into
/// a temporary folder and checked with the pack fonts in `Fonts/`.
@Suite("findings grouped by cause on a real-size app")
struct StringsFloodTests {
    /// The generated app's folder, written once per test.
    static func app() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flood-\(UUID().uuidString)").path
        let run = try runTool("python3", ["Scripts/fixtures/make-strings-flood.py", folder])
        try #require(run.status == 0, "make-strings-flood.py failed")
        return folder
    }

    static func check(_ app: String, _ more: [String]) throws -> CommandLineRun {
        try CommandLineRun.fontpack(arguments: ["check", "--config", app + "/appfont.json", "--fonts", "Fonts"] + more)
    }

    /// The findings' part of the text: the lines before the first blank line.
    static func findingLines(_ text: String) -> Int {
        text.components(separatedBy: "\n\n")[0].split(separator: "\n", omittingEmptySubsequences: false).count
    }

    @Test("the text prints one block per language's cause, in at most a fifth of the lines one finding per line takes; JSON keeps every location")
    func groupedText() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let text = try Self.check(app, ["--strings", app + "/App"])
        #expect(text.status == 1)
        let json = try Self.check(app, ["--strings", app + "/App", "--format", "json"]).json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        let missing = findings.filter { $0["code"] as? String == "string-missing-characters" }
        // 7 Arabic-script and 2 Hebrew languages x 200 keys; the copies of ar and he are read once.
        #expect(missing.count == 1_800)
        let locations = Set(missing.compactMap { ($0["location"] as? [String: Any]).map { "\($0["file"]!):\($0["line"]!)" } })
        #expect(locations.count == 1_800)
        // The build of the commit before grouping printed 2,440 lines for this app (2,200 findings, the copies
        // included), one line per finding. The same count today: every finding on a line, the tables as they are.
        let lines = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count
        let ungrouped = findings.count + lines - Self.findingLines(text.standardOutput)
        #expect(lines * 5 <= ungrouped, "\(lines) lines grouped, \(ungrouped) one finding per line")
        // Every finding names its cause: one per language, the Latin its face lacks.
        let groups = Set(missing.compactMap { ($0["group"] as? [String: Any])?["id"] as? String })
        #expect(missing.allSatisfy { $0["group"] != nil })
        #expect(groups.count == 9)
        // A block: the cause with its faces and the distinct letters of the brand names, counts, three locations, the hint.
        let letters = Set("Face ID iCloud Wi-Fi Bluetooth AirDrop".unicodeScalars.filter { $0.properties.isAlphabetic })
        let output = text.standardOutput
        #expect(output.contains(
            "error: [string-missing-characters] ar: NotoSansArabic-Light (light, medium, bold) has no Latin; "
                + "the strings show \(letters.count) distinct characters it cannot draw: U+0041 A LATIN CAPITAL LETTER A"))
        // Each language's entry is its own: one cause per entry, naming no other language.
        let arBlock = output.components(separatedBy: "] ar: NotoSansArabic-Light (light, medium, bold) has no Latin; ").dropFirst().first ?? ""
        #expect(!arBlock.isEmpty && !(arBlock.split(separator: "\n").dropFirst().first ?? "").hasPrefix("  languages: "))
        #expect(output.contains("  200 strings (200 keys) in 1 file:\n"))
        #expect(output.contains("    and 197 more (--format json lists every location)"))
        #expect(output.contains("  hint: a fallback link to default draws them (NotoSans-Light.ttf): add \"fallback\": [\"default\"] to the \"ar\" entry"))
        // Language, then file, then line: ar's block before he's, he's before ur's.
        let ar = try #require(output.range(of: "] ar: NotoSansArabic"))
        let he = try #require(output.range(of: "] he: NotoSansHebrew"))
        let ur = try #require(output.range(of: "] ur: NotoSansArabic"))
        #expect(ar.lowerBound < he.lowerBound && he.lowerBound < ur.lowerBound)
        // The copies are said once, in the strings summary.
        #expect(output.contains("; 2 files not read, each a byte copy of another ("))
        #expect(output.contains("/App/ar.lproj/Localizable.strings = \(app)/App/Copy/ar.lproj/Localizable.strings"))
    }

    @Test("--exclude skips the string files its patterns match, on check and report")
    func exclude() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: app) }
        func findings(_ more: [String]) throws -> [[String: Any]] {
            let run = try Self.check(app, ["--strings", app, "--format", "json"] + more)
            return try #require(run.json()["findings"] as? [[String: Any]])
        }
        func files(_ findings: [[String: Any]]) -> Set<String> {
            Set(findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String })
        }
        let all = try findings([])
        #expect(files(all).contains("\(app)/Pods/Kit/ar.lproj/Kit.strings"))
        let excluded = try findings(["--exclude", "Pods/*", "--exclude", "*/fa.lproj/*"])
        #expect(!files(excluded).contains("\(app)/Pods/Kit/ar.lproj/Kit.strings"))
        #expect(!files(excluded).contains { $0.contains("/fa.lproj/") })
        #expect(files(excluded).contains("\(app)/App/ur.lproj/Localizable.strings"))
        let text = try Self.check(app, ["--strings", app, "--exclude", "Pods/*", "--exclude", "*/fa.lproj/*"])
        // The app's appfont.json, beside its strings, is named as no string format.
        #expect(text.standardOutput.contains("; 2 files excluded; not read: 1 of no string format (.json 1); languages from"))

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flood-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let report = try CommandLineRun.fontpack(
            arguments: ["report", "--config", app + "/appfont.json", "--fonts", "Fonts", "--strings", app,
                        "--exclude", "Pods/*", "--output", output])
        #expect(report.status == 1)
        let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(!page.contains("kit.title"))
        #expect(page.contains("setting.00"))
    }

    @Test("the report follows the causes: one string drawn per cause, the rest counted; one findings item per cause")
    func reportPage() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-flood-page-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let report = try CommandLineRun.fontpack(
            arguments: ["report", "--config", app + "/appfont.json", "--fonts", "Fonts", "--strings", app + "/App", "--output", output])
        #expect(report.status == 1)
        let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        // 9 causes (one per language), 1 string drawn for each; 1,800 strings have findings.
        let drawn = page.components(separatedBy: "<div class=\"string\"").count - 1
        #expect(drawn == 9)
        let hidden = page.components(separatedBy: "class=\"strings-hidden\" data-count=\"").dropFirst()
            .compactMap { Int($0.prefix { $0.isNumber }) }.reduce(0, +)
        #expect(drawn + hidden == 1_800)
        // One item per cause (a language's Latin; the slots no entry fills, across entries), not one per string.
        let json = try Self.check(app, ["--strings", app + "/App", "--format", "json"]).json()
        var members: [String: Int] = [:]
        for finding in try #require(json["findings"] as? [[String: Any]]) {
            if let id = (finding["group"] as? [String: Any])?["id"] as? String { members[id, default: 0] += 1 }
        }
        let causeItems = page.components(separatedBy: "class=\"finding cause\"").count - 1
        // A cause of one language's slots alike (the digits a Hebrew face lacks) is its item naming the slots.
        #expect(causeItems <= members.values.filter { $0 > 1 }.count)
        #expect(causeItems >= 9)
        #expect(page.contains("hint: a fallback link to default draws them (NotoSans-Light.ttf)"))
        #expect(page.utf8.count < 1_000_000)
    }

    @Test("--string-findings-per-file lists the first n findings of a file one by one and the rest as one, which stands for them all")
    func findingsPerFile() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: app) }
        func missingFindings(_ more: [String]) throws -> (findings: [[String: Any]], json: [String: Any]) {
            let json = try Self.check(app, ["--strings", app + "/App", "--format", "json"] + more).json()
            let findings = try #require(json["findings"] as? [[String: Any]])
            return (findings.filter { $0["code"] as? String == "string-missing-characters" }, json)
        }
        func line(_ finding: [String: Any]) -> Int { (finding["location"] as? [String: Any])?["line"] as? Int ?? 0 }
        func file(_ finding: [String: Any]) -> String { (finding["location"] as? [String: Any])?["file"] as? String ?? "" }

        let every = try missingFindings(["--string-findings-per-file", "0"]).findings
        #expect(every.count == 1_800)
        let (bounded, json) = try missingFindings(["--string-findings-per-file", "50"])
        // 9 files of 200 failing strings: 50 listed and one for the other 150 in each.
        #expect(bounded.count == 9 * 51)
        let summaries = bounded.filter { ($0["message"] as? String)?.contains("listed as one") == true }
        #expect(summaries.count == 9)
        // App/ar.lproj is a byte copy of App/Copy/ar.lproj, which sorts first and is the one read.
        let arabic = "\(app)/App/Copy/ar.lproj/Localizable.strings"
        let summary = try #require(summaries.first { file($0) == arabic })
        // Line 1 is a comment: the 51st string is on line 52, the 200th on 201.
        #expect(line(summary) == 52)
        #expect((summary["message"] as? String)?.contains("150 strings of this file, lines 52 to 201") == true)
        #expect(summary["key"] == nil)
        // What it lacks is what the 150 strings it stands for lack, one by one.
        let standsFor = every.filter { file($0) == arabic && line($0) >= 52 }
        #expect(standsFor.count == 150)
        let union = Set(standsFor.flatMap { $0["missing"] as? [Int] ?? [] })
        #expect(Set(summary["missing"] as? [Int] ?? []) == union)
        // The table still counts every string.
        let bySlot = try #require(((json["summary"] as? [String: Any])?["strings"] as? [String: Any])?["bySlot"] as? [[String: Any]])
        #expect(bySlot.filter { $0["language"] as? String == "ar" }.allSatisfy { $0["stringsWithTofu"] as? Int == 200 })

        // The text prints each summary as it is, as the manual shows it (Strings.md).
        let text = try Self.check(app, ["--strings", app + "/App", "--string-findings-per-file", "50"]).standardOutput
        let printed = text.split(separator: "\n").filter { $0.contains("listed as one") }
        #expect(printed.count == 9, "\(printed)")
        let manual = try String(contentsOfFile: "Sources/fontpack/Documentation.docc/Strings.md", encoding: .utf8)
        let shown = try #require(manual.split(separator: "\n").first { $0.contains("listed as one") })
        // The manual's paths are relative to the app's folder.
        #expect(printed.contains { $0 == "\(app)/\(shown.trimmingCharacters(in: .whitespaces))" })

        let negative = try Self.check(app, ["--strings", app + "/App", "--string-findings-per-file=-1"])
        #expect(negative.status == 2)
        #expect(negative.standardError.contains("--string-findings-per-file: -1 is negative"))
    }

    @Test("per language and slot, the strings with a missing character are those a fontTools reference counts")
    func fontToolsReference() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let json = try Self.check(app, ["--strings", app + "/App", "--format", "json"]).json()
        let bySlot = try #require(((json["summary"] as? [String: Any])?["strings"] as? [String: Any])?["bySlot"] as? [[String: Any]])
        let run = try runTool("python3", ["Scripts/bench/strings-reference.py", app + "/appfont.json", "Fonts", app + "/App"])
        try #require(run.status == 0, "strings-reference.py failed")
        let reference = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: [String: Int]]])
        // 34 languages x 3 slots, the copies read once by both.
        #expect(bySlot.count == 102)
        #expect(reference.count == 34)
        for row in bySlot {
            let language = try #require(row["language"] as? String), slot = try #require(row["slot"] as? String)
            let expected = reference[language]?[slot]
            #expect(expected?["strings"] == row["strings"] as? Int, "\(language) \(slot)")
            #expect(expected?["stringsWithTofu"] == row["stringsWithTofu"] as? Int, "\(language) \(slot)")
            #expect(expected?["distinctMissing"] == row["distinctMissing"] as? Int, "\(language) \(slot)")
        }
        #expect(bySlot.contains { ($0["stringsWithTofu"] as? Int ?? 0) > 0 })
    }
}
