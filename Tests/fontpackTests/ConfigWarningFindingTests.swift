import Foundation
import Testing

/// A warning of the config reader is a finding of the check: a `"fallbak"`
/// typo, which leaves an entry without its fallback chain, fails a run at
/// `--fail-on warning` and reaches every output, not only the terminal.
@Suite("Config warnings as findings")
struct ConfigWarningFindingTests {
    /// The example config with `"fallbak"` beside vi's `env`, and where it is (line, column of the key).
    static func typoConfig() throws -> (path: String, line: Int, column: Int) {
        let original = try String(
            contentsOf: CommandLineRun.packageRoot.appendingPathComponent("Config/appfont.json"), encoding: .utf8)
        var lines = original.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(#""env": "vi","#) })
        lines[index] = lines[index].replacingOccurrences(of: #""env": "vi","#, with: #""env": "vi", "fallbak": ["default"],"#)
        let column = try #require(lines[index].range(of: #""fallbak""#)).lowerBound.utf16Offset(in: lines[index]) + 1
        return (try temporaryConfig(lines.joined(separator: "\n")), index + 1, column)
    }

    @Test("the fallbak typo: exit 1 at --fail-on warning, in the summary's count, JSON findings, SARIF results, GitHub and JUnit")
    func typoReachesEveryOutput() throws {
        let clean = try CommandLineRun.fontpack("check", "--fonts", "Fonts", "--fail-on", "warning", "--shaping", "off", "--languages", "vi")
        #expect(clean.status == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput.contains(" 0 warnings,"))

        let (config, line, column) = try Self.typoConfig()
        let text = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--fail-on", "warning", "--shaping", "off", "--languages", "vi")
        #expect(text.status == 1)
        #expect(text.standardOutput.contains("\(config):\(line):\(column): warning: [unknown-key] list[0].fallbak: unknown key \"fallbak\" is ignored; did you mean \"fallback\"?"))
        #expect(text.standardOutput.contains(" 1 warning,"), "\(text.standardOutput)")
        // Said once, in the output, not a second time on the standard error.
        #expect(!text.standardError.contains("fallbak"))

        let json = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--format", "json", "--shaping", "off", "--languages", "vi").json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        let finding = try #require(findings.first { $0["code"] as? String == "unknown-key" })
        #expect(finding["severity"] as? String == "warning")
        #expect((finding["message"] as? String)?.hasPrefix("list[0].fallbak: unknown key") == true)
        let location = finding["location"] as? [String: Any]
        #expect(location?["line"] as? Int == line && location?["column"] as? Int == column)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["warnings"] as? Int == 1)

        let sarif = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--format", "sarif", "--shaping", "off", "--languages", "vi").json()
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "unknown-key" })
        let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == line)
        #expect(region?["startColumn"] as? Int == column)

        let github = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--format", "github", "--shaping", "off", "--languages", "vi")
        #expect(github.standardOutput.contains("::warning file=\(config),line=\(line),col=\(column),title=[unknown-key]::"))
        let junit = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--format", "junit", "--shaping", "off", "--languages", "vi")
        #expect(junit.standardOutput.contains(#"<testcase name="unknown-key""#))
    }

    @Test("--rule and the config's rules switch the warning off or make it an error")
    func settingsApply() throws {
        let (config, _, _) = try Self.typoConfig()
        let off = try CommandLineRun.fontpack(
            "check", "--config", config, "--fonts", "Fonts", "--fail-on", "warning", "--shaping", "off", "--languages", "vi", "--rule", "unknown-key=off")
        #expect(off.status == 0)
        #expect(!off.standardOutput.contains("fallbak"))
        let error = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--shaping", "off", "--languages", "vi", "--rule", "unknown-key=error")
        #expect(error.status == 1)
        #expect(error.standardOutput.contains("error: [unknown-key]"))

        let text = try String(contentsOfFile: config, encoding: .utf8)
        let withRules = try temporaryConfig(
            text.replacingOccurrences(of: #""list": ["#, with: #""rules": {"unknown-key": "off"}, "list": ["#))
        let configOff = try CommandLineRun.fontpack("check", "--config", withRules, "--fonts", "Fonts", "--fail-on", "warning", "--shaping", "off", "--languages", "vi")
        #expect(configOff.status == 0, "\(configOff.standardOutput)")
    }

    @Test("a command that checks nothing (resolve) still prints the warning, on the standard error")
    func resolvePrintsIt() throws {
        let (config, line, column) = try Self.typoConfig()
        let run = try CommandLineRun.fontpack("resolve", "--config", config, "--locale", "vi")
        #expect(run.status == 0)
        #expect(run.standardError.contains("\(config):\(line):\(column): warning: [unknown-key]"))
    }
}
