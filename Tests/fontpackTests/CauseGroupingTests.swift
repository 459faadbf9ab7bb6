import Foundation
import Testing

/// Mastodon's iOS strings (`Tests/Fixtures/MastodonExcerpt`, GPL-3.0) against
/// the example pack, whose default entry (Noto Sans) draws Latin, Greek and
/// Cyrillic only: Central Kurdish (Arabic script) and Thai have no entry and
/// fall to it. What the faces lack is read by fontTools, not by the check.
@Suite("string findings grouped by cause on a real app's strings")
struct CauseGroupingTests {
    static let strings = ["--strings", "Tests/Fixtures/MastodonExcerpt"]

    /// fontTools' answer: how many code points of `ranges` the default entry's faces map, per face.
    static func mapped(_ ranges: [(Int, Int)]) throws -> [Int] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            ranges = [(int(a), int(b)) for a, b in (r.split("-") for r in sys.argv[1].split(","))]
            for path in sys.argv[2:]:
                cmap = TTFont(path).getBestCmap()
                print(sum(1 for c in cmap if any(a <= c <= b for a, b in ranges)))
            """
        let faces = ["Light", "Medium", "Bold"].map { "Fonts/NotoSans/NotoSans-\($0).ttf" }
        let run = try runTool("python3", ["-c", script, ranges.map { "\($0.0)-\($0.1)" }.joined(separator: ",")] + faces)
        try #require(run.status == 0)
        return run.output.split(separator: "\n").compactMap { Int($0) }
    }

    /// fontTools' count, per language, of the strings with a character the light face lacks.
    static func referenceTofu() throws -> [String: Int] {
        let run = try runTool("python3", ["Scripts/bench/strings-reference.py", "Config/appfont.json", "Fonts", "Tests/Fixtures/MastodonExcerpt"])
        try #require(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: [String: Int]]]
        return try #require(object).compactMapValues { $0["light"]?["stringsWithTofu"] }
    }

    @Test("a script without an entry is one cause, with the pack findings of it, in text, JSON, SARIF and JUnit")
    func faceWithoutTheScript() throws {
        // The default entry's faces map no Arabic and no Thai (Unicode's blocks; U+FEFF, the byte order
        // mark at the end of Arabic Presentation Forms-B, is Common and left out), by fontTools.
        let arabic = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFE)]
        #expect(try Self.mapped(arabic) == [0, 0, 0])
        #expect(try Self.mapped([(0x0E00, 0x0E7F)]) == [0, 0, 0])
        let tofu = try Self.referenceTofu()
        let ckbTofu = try #require(tofu["ckb"]), thTofu = try #require(tofu["th"])
        #expect(ckbTofu > 1 && thTofu > 1)

        // JSON keeps every string's finding; each language's share one cause.
        let json = try CommandLineRun.fontpack(arguments: ["check", "--format", "json"] + Self.strings).json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        func missing(_ language: String) -> [[String: Any]] {
            findings.filter { $0["code"] as? String == "string-missing-characters" && $0["language"] as? String == language }
        }
        #expect(missing("ckb").count == ckbTofu)
        #expect(missing("th").count == thTofu)
        for language in ["ckb", "th"] {
            let groups = Set(missing(language).compactMap { ($0["group"] as? [String: Any])?["id"] as? String })
            #expect(groups.count == 1, "\(language): \(groups.count) causes")
        }
        // One fix, one cause: the default-script, missing-characters and shaping findings of ckb join its strings'.
        let ckbGroup = try #require(missing("ckb").first?["group"] as? [String: Any])
        let ckbID = try #require(ckbGroup["id"] as? String)
        #expect((ckbGroup["cause"] as? String)?.contains("Arabic (Arab) has no entry: ckb falls to default") == true)
        #expect((ckbGroup["cause"] as? String)?.contains("which has no Arabic") == true)
        let ckbMembers = findings.filter { ($0["group"] as? [String: Any])?["id"] as? String == ckbID }
        let packCodes = Set(ckbMembers.compactMap { $0["code"] as? String }).subtracting(["string-missing-characters"])
        #expect(packCodes.contains("default-script") && packCodes.contains("missing-characters"), "\(packCodes)")
        #expect(Set(ckbMembers.compactMap { $0["language"] as? String }) == ["ckb"])

        // The text: one block for each, whose hint is default-script's fix.
        let text = try CommandLineRun.fontpack(arguments: ["check"] + Self.strings).standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("(Arab) has no entry: ckb") }.count == 1)
        #expect(lines.filter { $0.contains("Thai has no entry: th") }.count == 1)
        #expect(!lines.contains { $0.contains("[default-script] ckb") })
        #expect(text.contains("  \(ckbTofu) strings ("))
        #expect(lines.contains { $0.hasPrefix("  hint: add a \"scripts\" entry for Arab, or an entry for ckb") })
        #expect(!text.contains("\"fallback\": [\"ar\"]"))

        // SARIF: one result for the cause, its other findings as related locations.
        let sarif = try CommandLineRun.fontpack(arguments: ["check", "--format", "sarif"] + Self.strings).json()
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let ckbResults = results.filter {
            (($0["properties"] as? [String: Any])?["group"] as? [String: Any])?["id"] as? String == ckbID
        }
        #expect(ckbResults.count == 1)
        #expect((ckbResults.first?["relatedLocations"] as? [Any])?.count == ckbMembers.count - 1)

        // JUnit: one test case for the cause.
        let junit = try CommandLineRun.fontpack(arguments: ["check", "--format", "junit"] + Self.strings).standardOutput
        let causeCases = junit.components(separatedBy: "<testcase ").filter { $0.hasPrefix("name=\"[") && $0.prefix(300).contains("Arabic (Arab) has no entry: ckb") }
        #expect(causeCases.count == 1)
    }
}
