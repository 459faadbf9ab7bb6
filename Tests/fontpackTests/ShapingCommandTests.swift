import Foundation
import Testing

@Suite("fontpack check and coverage: shaping")
struct ShapingCommandTests {
    static let config = """
        {"list": [
          {"env": "ckb", "data": [{"font": 0, "name": "FixtureArabicNoGSUB-Regular"}]},
          {"env": "ar", "data": [{"font": 0, "name": "FixtureArabicNoGSUB-Regular"}]}
        ]}
        """
    static let fonts = "Tests/Fixtures/Fonts/Shaping"

    @Test("check: shaping errors per slot, a shaping column, exit 1; --shaping off drops both")
    func check() throws {
        let config = try temporaryConfig(Self.config)
        let run = try CommandLineRun.fontpack("check", "--config", config, "--fonts", Self.fonts, "--table", "full")
        #expect(run.status == 1, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("error: [shaping-joining] ckb light: FixtureArabicNoGSUB-Regular: ڕ (U+0695) keeps its isolated form after ب"))
        let header = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("language") })
        // The shaping column, then ink (measured while shaping is on).
        #expect(header.split(separator: " ").suffix(2) == ["shaping", "ink"])
        let ckbLight = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("ckb ") && $0.contains(" light ") })
        #expect(ckbLight.split(separator: " ").suffix(2).first == "4")
        let arLight = try #require(run.standardOutput.split(separator: "\n").first { $0.hasPrefix("ar ") && $0.contains(" light ") })
        #expect(arLight.hasSuffix(" ok"))

        let off = try CommandLineRun.fontpack("check", "--config", config, "--fonts", Self.fonts, "--shaping", "off")
        #expect(off.status == 0, "\(off.standardOutput)\(off.standardError)")
        #expect(!off.standardOutput.contains("shaping"))
    }

    @Test("check --strings: the sample's failures no ckb string shows are shaping-sample-only warnings, exit 0 under --fail-on error; =error fails again")
    func sampleOnly() throws {
        let config = try temporaryConfig(Self.config)
        let strings = URL(fileURLWithPath: config).deletingLastPathComponent().appendingPathComponent("strings/ckb.lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        // باب joins ب to ا and nothing else: no letter the face leaves unjoined.
        try Data(#""plain" = "باب";"#.utf8).write(to: strings.appendingPathComponent("Localizable.strings"))
        let folder = strings.deletingLastPathComponent().path
        let arguments = ["check", "--config", config, "--fonts", Self.fonts, "--strings", folder, "--fail-on", "error"]
        let run = try CommandLineRun.fontpack(arguments: arguments)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(!run.standardOutput.contains("[shaping-joining]"))
        #expect(run.standardOutput.contains(
            "warning: [shaping-sample-only] ckb light: FixtureArabicNoGSUB-Regular: ڕ (U+0695) keeps its isolated form after ب"))
        #expect(run.standardOutput.contains("only the sample shows these: no string of ckb (1 string) has ڕ (U+0695), ڵ (U+06B5), ێ (U+06CE), ە (U+06D5)"))
        // ar has no strings, and its sample joins: nothing to say about it.
        #expect(!run.standardOutput.contains("] ar "))

        let strict = try CommandLineRun.fontpack(arguments: arguments + ["--rule", "shaping-sample-only=error"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("error: [shaping-sample-only] ckb light:"))
        // A kind switched off stays off: its sample failures are no warning either.
        let joiningOff = try CommandLineRun.fontpack(arguments: arguments + ["--rule", "shaping-joining=off"])
        #expect(joiningOff.status == 0)
        #expect(!joiningOff.standardOutput.contains("[shaping-"), "\(joiningOff.standardOutput)")
        let without = try CommandLineRun.fontpack("check", "--config", config, "--fonts", Self.fonts, "--fail-on", "error")
        #expect(without.status == 1)
        #expect(without.standardOutput.contains("error: [shaping-joining] ckb light:"))
        #expect(!without.standardOutput.contains("shaping-sample-only"))
    }

    @Test("check --format json: shaping findings have the shape of the others; rows count failures")
    func json() throws {
        let config = try temporaryConfig(Self.config)
        let run = try CommandLineRun.fontpack("check", "--config", config, "--fonts", Self.fonts, "--format", "json")
        let object = try run.json()
        let findings = try #require(object["findings"] as? [[String: Any]])
        let joining = findings.filter { $0["code"] as? String == "shaping-joining" }
        #expect(joining.count == 3)
        #expect(joining.allSatisfy { $0["severity"] as? String == "error" && $0["language"] as? String == "ckb" })
        #expect(joining.first?["missing"] as? [Int] == [0x0695, 0x06B5, 0x06CE, 0x06D5])
        let table = try #require(object["table"] as? [[String: Any]])
        #expect(table.map { $0["shaping"] as? Int } == [4, 4, 4, 0, 0, 0])
    }

    @Test("coverage --lang: the shaping verdict per face")
    func coverage() throws {
        let run = try CommandLineRun.fontpack("coverage", Self.fonts + "/ArabicNoGSUB.ttf", "--lang", "ckb,ar")
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("ckb  shaping (hyperglot ckb-Arab)  4 failures"))
        #expect(run.standardOutput.contains("ar  shaping (hyperglot ar-Arab)  ok"))
        let intact = try CommandLineRun.fontpack("coverage", Self.fonts + "/Arabic.ttf", "--lang", "ckb")
        #expect(intact.status == 0, "\(intact.standardOutput)")
        #expect(intact.standardOutput.contains("ckb  shaping (hyperglot ckb-Arab)  ok"))
        let off = try CommandLineRun.fontpack("coverage", Self.fonts + "/ArabicNoGSUB.ttf", "--lang", "ckb", "--shaping", "off")
        #expect(off.status == 0)
    }

    @Test("coverage: a face HarfBuzz cannot shape is a shaping-not-checked warning naming the language, in every format")
    func notChecked() throws {
        // FreeType reads this corrupt file (numTables 65535), HarfBuzz finds no glyph in it.
        let file = "Tests/Fixtures/CorruptFonts/num-tables-65535.ttf"
        let text = try CommandLineRun.fontpack("coverage", file, "--lang", "ar")
        #expect(text.standardOutput.contains("ar  shaping  not checked: HarfBuzz finds no glyphs in the face"))
        let sarif = try CommandLineRun.fontpack("coverage", file, "--lang", "ar", "--format", "sarif")
        let run = try #require((try sarif.json()["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let notChecked = results.filter { $0["ruleId"] as? String == "shaping-not-checked" }
        #expect(notChecked.count == 1)
        #expect((notChecked.first?["properties"] as? [String: Any])?["language"] as? String == "ar")
        #expect(notChecked.first?["level"] as? String == "warning")
    }

    @Test("check --strings: real mixed-script strings (Latin first, last, around Arabic script) give no shaping-joining with a font that joins")
    func mixedScriptStrings() throws {
        let app = "Tests/Fixtures/MixedScriptApp"
        let run = try CommandLineRun.fontpack(
            "check", "--strings", app, "--config", app + "/appfont.json", "--fonts", "Fonts", "--format", "json")
        let findings = try #require(try run.json()["findings"] as? [[String: Any]])
        let strings = findings.filter { $0["key"] != nil }
        #expect(Set(findings.compactMap { $0["language"] as? String }).isSuperset(of: ["ur", "fa", "ar", "ckb"]))
        #expect(!strings.contains { ($0["code"] as? String)?.hasPrefix("shaping-") == true }, "\(strings)")

        // The same strings with a font that has no GSUB: only ە, which has no presentation form to join with, is flagged.
        let broken = try CommandLineRun.fontpack(
            "check", "--strings", app, "--config", app + "/appfont-nogsub.json", "--fonts", "Tests/Fixtures/Fonts", "--format",
            "json")
        let brokenFindings = try #require(try broken.json()["findings"] as? [[String: Any]])
        let joining = brokenFindings.filter { $0["key"] != nil && $0["code"] as? String == "shaping-joining" }
        #expect(joining.count == 1, "\(joining)")
        #expect(joining.first?["key"] as? String == "share_post")
        #expect(joining.first?["language"] as? String == "ckb")
        #expect((joining.first?["missing"] as? [Int]) == [0x06D5])
    }
}
