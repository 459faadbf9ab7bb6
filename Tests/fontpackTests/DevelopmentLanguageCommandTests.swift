import Foundation
import Testing

/// `--development-language`: the language of the string files that do not name theirs.
@Suite struct DevelopmentLanguageCommandTests {
    static let antennaPod = "Tests/Fixtures/AntennaPodExcerpt"

    /// Per language, the strings checked in the first slot (`summary.strings.bySlot`).
    static func stringsByLanguage(_ summary: [String: Any]) throws -> [String: Int] {
        let lines = try #require(summary["bySlot"] as? [[String: Any]])
        var counts: [String: Int] = [:]
        for line in lines {
            let language = try #require(line["language"] as? String)
            if counts[language] == nil { counts[language] = line["strings"] as? Int }
        }
        return counts
    }

    static func stringsSummary(_ run: CommandLineRun) throws -> [String: Any] {
        try #require((run.json()["summary"] as? [String: Any])?["strings"] as? [String: Any])
    }

    @Test("AntennaPod's values/ has no tools:locale: without the option it is a strings-language warning, with it English")
    func namesTheLanguageOfValues() throws {
        let without = try CommandLineRun.fontpack(
            "check", "--strings", Self.antennaPod, "--shaping", "off", "--format", "json")
        let findings = try #require(try without.json()["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["code"] as? String == "strings-language" })
        let withoutSummary = try Self.stringsSummary(without)
        #expect(withoutSummary["developmentLanguage"] == nil)
        #expect(try #require(withoutSummary["languages"] as? [String]).contains("en") == false)

        let with = try CommandLineRun.fontpack(
            "check", "--strings", Self.antennaPod, "--shaping", "off", "--development-language", "en", "--format", "json")
        let withFindings = try #require(try with.json()["findings"] as? [[String: Any]])
        #expect(!withFindings.contains { $0["code"] as? String == "strings-language" })
        let summary = try Self.stringsSummary(with)
        #expect(summary["developmentLanguage"] as? String == "en")
        #expect(summary["stringsRead"] as? Int == withoutSummary["stringsRead"] as? Int)
        // values/ is English now; every other folder keeps the language its qualifier names.
        var counts = try Self.stringsByLanguage(summary)
        let english = counts.removeValue(forKey: "en")
        #expect((english ?? 0) > 0)
        #expect(counts == (try Self.stringsByLanguage(withoutSummary)))

        let text = try CommandLineRun.fontpack(
            "check", "--strings", Self.antennaPod, "--shaping", "off", "--languages", "en", "--development-language", "en")
        #expect(text.standardOutput.contains("; languages from --languages; development language en (--development-language)\n"))
    }

    @Test("a file that names its language keeps it: tools:locale=\"en\" is English whatever the option says")
    func filesThatNameTheirLanguageKeepIt() throws {
        let app = try MixedPlatformStringsTests.mixedApp()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let without = try CommandLineRun.fontpack("check", "--strings", app, "--shaping", "off", "--format", "json")
        let with = try CommandLineRun.fontpack(
            "check", "--strings", app, "--shaping", "off", "--development-language", "fr", "--format", "json")
        #expect(try Self.stringsByLanguage(Self.stringsSummary(with)) == Self.stringsByLanguage(Self.stringsSummary(without)))
    }

    @Test("a value that is no language tag, or the option without --strings, is a usage error (exit 2)")
    func usageErrors() throws {
        let wrong = try CommandLineRun.fontpack("check", "--strings", Self.antennaPod, "--development-language", "e!")
        #expect(wrong.status == 2)
        #expect(wrong.standardError.contains("--development-language: invalid locale identifier 'e!'"))
        let alone = try CommandLineRun.fontpack("check", "--development-language", "en")
        #expect(alone.status == 2)
        #expect(alone.standardError.contains("--development-language names the language of string files: give them with --strings"))
        #expect(try CommandLineRun.fontpack("report", "--strings", Self.antennaPod, "--development-language", "1", "--output", "build/unused").status == 2)
    }
}
