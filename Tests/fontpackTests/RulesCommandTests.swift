import Foundation
import Testing

/// `fontpack rules` and `check --rule`, run as a user runs them.
@Suite("fontpack rules and --rule")
struct RulesCommandTests {
    static func rules() throws -> [[String: Any]] {
        let run = try CommandLineRun.fontpack("rules", "--format", "json")
        #expect(run.status == 0)
        return try #require(try run.json()["rules"] as? [[String: Any]])
    }

    @Test("rules --format json lists every code with its severity, summary and help")
    func listsEveryCode() throws {
        let rules = try Self.rules()
        #expect(rules.count > 50)
        for rule in rules {
            let code = rule["code"] as? String ?? ""
            #expect(code.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(code)")
            #expect(["error", "warning", "note"].contains(rule["defaultSeverity"] as? String ?? ""), "\(code)")
            #expect(!(rule["summary"] as? String ?? "").isEmpty && !(rule["help"] as? String ?? "").isEmpty, "\(code)")
            #expect(!(rule["rule"] as? String ?? "").isEmpty, "\(code)")
        }
        // Every code a real check reports is listed: the fixture pack with errors, with strings, on every platform.
        let listed = Set(rules.compactMap { $0["code"] as? String })
        let runs = [
            try CommandLineRun.fontpack(
                "check", "--config", "Tests/Fixtures/Config/broken-pack.json", "--fonts", "Tests/Fixtures/Fonts",
                "--platform", "ios,android,web,linux", "--level", "full", "--format", "json"),
            try CommandLineRun.fontpack(
                "check", "--strings", "Config/ExampleApp", "--platform", "ios,android,web,linux", "--format", "json"),
        ]
        var seen = Set<String>()
        for run in runs {
            for finding in try #require(try run.json()["findings"] as? [[String: Any]]) {
                seen.insert(finding["code"] as? String ?? "")
            }
        }
        #expect(seen.count >= 10)
        #expect(seen.subtracting(listed).isEmpty, "reported but not listed: \(seen.subtracting(listed))")
    }

    @Test("the manual's finding-code table is what rules --format markdown prints")
    func manualTableIsGenerated() throws {
        let run = try CommandLineRun.fontpack("rules", "--format", "markdown")
        #expect(run.status == 0)
        let article = try String(
            contentsOf: CommandLineRun.packageRoot.appendingPathComponent("Sources/fontpack/Documentation.docc/ChecksAndCodes.md"),
            encoding: .utf8)
        let start = try #require(article.range(of: "\n| code | severity | meaning | what to do | rule |\n"))
        let end = try #require(article.range(of: "\n\n", range: start.upperBound..<article.endIndex))
        #expect(String(article[article.index(after: start.lowerBound)...end.lowerBound]) == run.standardOutput)
        #expect(run.standardOutput.split(separator: "\n").count == (try Self.rules()).count + 2)
    }

    @Test("rules CODE explains one code; an unknown code is exit 2 with the nearest")
    func oneCode() throws {
        let run = try CommandLineRun.fontpack("rules", "weight-fallback")
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("weight-fallback\n  severity: note\n"))
        #expect(run.standardOutput.contains("  help:     "))
        let unknown = try CommandLineRun.fontpack("rules", "weight-fallbak")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean 'weight-fallback'?"))
    }

    @Test("--rule weight-fallback=off removes the example pack's two notes; =error fails the run; bad values are usage errors")
    func commandLineSetting() throws {
        let plain = try CommandLineRun.fontpack("check", "--shaping", "off")
        #expect(plain.status == 0)
        // The two entries without a medium face are one cause: one block.
        #expect(plain.standardOutput.components(separatedBy: "[weight-fallback]").count == 2)
        #expect(plain.standardOutput.contains("2 weight-fallback findings about the pack"))

        let off = try CommandLineRun.fontpack("check", "--shaping", "off", "--rule", "weight-fallback=off")
        #expect(off.status == 0)
        #expect(!off.standardOutput.contains("weight-fallback]"))
        #expect(off.standardOutput.contains("0 errors, 3 warnings, 0 notes;"))
        #expect(off.standardOutput.contains("; rules set: weight-fallback off (--rule)"))

        let error = try CommandLineRun.fontpack("check", "--shaping", "off", "--rule", "weight-fallback=error")
        #expect(error.status == 1)
        #expect(error.standardOutput.components(separatedBy: ": error: [weight-fallback]").count == 2)
        #expect(error.standardOutput.contains("2 errors, "))

        let unknown = try CommandLineRun.fontpack("check", "--rule", "weight-falback=off")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean \"weight-fallback\""))
        let badLevel = try CommandLineRun.fontpack("check", "--rule", "weight-fallback=loud")
        #expect(badLevel.status == 2)
        #expect(badLevel.standardError.contains("'loud' is not a level: off, note, warning or error"))
    }

    @Test("a config's unknown rule is exit 2 at its file:line:col with a caret")
    func configUnknownRule() throws {
        let config = try temporaryConfig(
            #"{"rules": {"weight-fallbak": "off"}, "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#)
        let run = try CommandLineRun.fontpack("check", "--config", config, "--shaping", "off")
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(config):1:12: error: [unknown-rule] rules.weight-fallbak: no rule reports"))
        #expect(run.standardError.contains("           ^"))
    }

    @Test("an unknown --rule code or a bad --platform is a usage error worded by the option, with the usage; exit 2")
    func usageErrorsWordedByOption() throws {
        let unknown = try CommandLineRun.fontpack("check", "--rule", "weight-falback=off")
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError == """
                fontpack check: error: --rule: no rule reports "weight-falback"; did you mean "weight-fallback"? (fontpack rules lists the codes)
                Usage: fontpack check <options>
                  See 'fontpack check --help' for more information.

                """)
        let malformed = try CommandLineRun.fontpack("report", "--output", "unused", "--rule", "weight-fallback")
        #expect(malformed.status == 2)
        #expect(
            malformed.standardError.hasPrefix(
                "fontpack report: error: --rule: 'weight-fallback' is not CODE=LEVEL (for example weight-fallback=off)\n"))
        let platform = try CommandLineRun.fontpack("check", "--platform", "ios,bogus")
        #expect(platform.status == 2)
        #expect(
            platform.standardError.hasPrefix(
                "fontpack check: error: --platform: \"bogus\" is not a platform: ios, android, web, linux or windows\nUsage: "))
        // Each --platform may list several; an empty list leaves the config's platforms.
        let listed = try CommandLineRun.fontpack("check", "--shaping", "off", "--platform", "ios, Android", "--platform", "web")
        #expect(listed.standardOutput.contains("platforms checked: ios, android, web"))
        let empty = try CommandLineRun.fontpack("check", "--shaping", "off", "--platform", "")
        #expect(empty.status == 0 && empty.standardOutput.contains("platforms checked: ios (the default; --platform to choose)\n"))
    }

    @Test("subset and export refuse a config's unknown rule as check does: the located error, nothing written, exit 2")
    func configUnknownRuleEveryCommand() throws {
        let config = try temporaryConfig(
            #"{"rules": {"weight-fallbak": "off"}, "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-refused-\(UUID().uuidString)").path
        let expected = """
            \(config):1:12: error: [unknown-rule] rules.weight-fallbak: no rule reports "weight-fallbak"; did you mean "weight-fallback"? (fontpack rules lists the codes)
            {"rules": {"weight-fallbak": "off"}, "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}
                       ^

            """
        for arguments in [
            ["check", "--config", config, "--fonts", "Fonts", "--shaping", "off"],
            ["subset", "--config", config, "--fonts", "Fonts", "--shaping", "off", "--output", output],
            ["export", "fontconfig", "--config", config, "--fonts", "Fonts", "--output", output + ".conf"],
        ] {
            let run = try CommandLineRun.fontpack(arguments: arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError == expected, "\(arguments)")
            #expect(run.standardOutput.isEmpty, "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: output) && !FileManager.default.fileExists(atPath: output + ".conf"))
    }
}
