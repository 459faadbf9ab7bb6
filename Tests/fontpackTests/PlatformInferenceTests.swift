import Foundation
import Testing

/// Without `--platform` and the config's `platforms`, `check` applies the
/// platforms the app's string files are made for, and says which and why in
/// the summary line, the JSON summary and the report page. The strings are
/// real apps' excerpts; the file counts are counted here from the folders.
@Suite("fontpack check: platforms implied by the strings")
struct PlatformInferenceTests {
    /// The files under `folder` (relative to the package root) whose names end with `suffix`.
    static func count(_ folder: String, suffix: String) -> Int {
        let root = CommandLineRun.packageRoot.appendingPathComponent(folder).path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(suffix) }.count
    }

    static func summary(_ run: CommandLineRun) throws -> [String: Any] {
        try #require(try run.json()["summary"] as? [String: Any])
    }

    @Test("Android resources imply android, counted as the files read")
    func android() throws {
        let files = Self.count("Tests/Fixtures/AntennaPodExcerpt/res", suffix: ".xml")
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Tests/Fixtures/AntennaPodExcerpt/res", "--shaping", "off", "--format", "json")
        let summary = try Self.summary(run)
        #expect(summary["platforms"] as? [String] == ["android"])
        #expect(summary["platformsFrom"] as? String == "strings")
        #expect(summary["platformsReason"] as? String == "from \(files) Android resource files; --platform to choose")
        let text = try CommandLineRun.fontpack("check", "--strings", "Tests/Fixtures/AntennaPodExcerpt/res", "--shaping", "off")
        #expect((text.standardOutput + text.standardError).contains("platforms checked: android (from \(files) Android resource files; --platform to choose)"))
    }

    @Test("ARB files imply android and ios: Flutter builds for both")
    func flutter() throws {
        let files = Self.count("Tests/Fixtures/SmoothAppExcerpt/l10n", suffix: ".arb")
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Tests/Fixtures/SmoothAppExcerpt/l10n", "--shaping", "off", "--format", "json")
        let summary = try Self.summary(run)
        #expect(summary["platforms"] as? [String] == ["ios", "android"])
        #expect(summary["platformsReason"] as? String == "from \(files) ARB (Flutter) files; --platform to choose")
    }

    @Test(".resw files imply windows, which is named with no font-loading rules yet")
    func windows() throws {
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Tests/Fixtures/TerminalExcerpt/src", "--shaping", "off", "--format", "json")
        let summary = try Self.summary(run)
        // The files read are counted: a byte copy of another, or a file with no strings, is not read.
        let files = try #require((summary["strings"] as? [String: Any])?["filesRead"] as? Int)
        #expect(files < Self.count("Tests/Fixtures/TerminalExcerpt/src", suffix: ".resw"))
        #expect(summary["platforms"] as? [String] == ["windows"])
        #expect(summary["platformsWithoutRules"] as? [String] == ["windows"])
        let text = try CommandLineRun.fontpack("check", "--strings", "Tests/Fixtures/TerminalExcerpt/src", "--shaping", "off")
        #expect(
            (text.standardOutput + text.standardError).contains(
                "platforms checked: windows (from \(files) .resw files; --platform to choose); windows: no font-loading rules yet"))
    }

    @Test("Apple .strings imply ios; --platform and the config choose over the strings")
    func apple() throws {
        let files = Self.count("Tests/Fixtures/MastodonExcerpt", suffix: ".strings")
        let plurals = Self.count("Tests/Fixtures/MastodonExcerpt", suffix: ".stringsdict")
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Tests/Fixtures/MastodonExcerpt", "--shaping", "off", "--format", "json")
        let summary = try Self.summary(run)
        #expect(summary["platforms"] as? [String] == ["ios"])
        #expect(summary["platformsReason"] as? String == "from \(files) .strings files, \(plurals) .stringsdict file\(plurals == 1 ? "" : "s"); --platform to choose")

        let chosen = try Self.summary(
            try CommandLineRun.fontpack(
                "check", "--strings", "Tests/Fixtures/MastodonExcerpt", "--platform", "android", "--shaping", "off",
                "--format", "json"))
        #expect(chosen["platforms"] as? [String] == ["android"])
        #expect(chosen["platformsFrom"] as? String == "--platform")

        let config = try temporaryConfig(
            #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}], "platforms": ["windows", "linux"]}"#)
        let configured = try Self.summary(
            try CommandLineRun.fontpack(
                "check", "--config", config, "--fonts", "Fonts", "--strings", "Tests/Fixtures/MastodonExcerpt", "--shaping", "off",
                "--format", "json"))
        #expect(configured["platforms"] as? [String] == ["linux", "windows"])
        #expect(configured["platformsFrom"] as? String == "config")
    }

    @Test("without strings or a choice, ios, said to be the default")
    func byDefault() throws {
        let run = try CommandLineRun.fontpack("check", "--languages", "vi", "--shaping", "off")
        #expect((run.standardOutput + run.standardError).contains("platforms checked: ios (the default; --platform to choose)"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-platforms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CommandLineRun.fontpack(
            "report", "--strings", "Tests/Fixtures/AntennaPodExcerpt/res", "--shaping", "off", "--output", folder.path)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<dt>platforms</dt>"))
        #expect(html.contains("Android resource files; --platform to choose"))
        // The resolver's section speaks of UIFont only when iOS is checked.
        #expect(!html.contains("UIFont entry point"))
        #expect(html.contains("the font each request (system, text style, weight, name) gets at 17 pt"))
    }
}

/// `check --platform android` names each file by the name `export android`
/// writes it under, and aapt2, Android's resource compiler, takes those names.
@Suite("fontpack check --platform android: the names export android writes")
struct AndroidNameAgreementTests {
    @Test("every name platform-file-name gives is a file export android wrote, and aapt2 compiles the folder")
    func namesAgree() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-res-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = try CommandLineRun.fontpack("export", "android", "--output", output.path)
        #expect(export.status == 0, "\(export.standardError)")
        let compiled = output.appendingPathComponent("compiled.zip")
        let aapt = try runTool("aapt2", ["compile", "--dir", output.path, "-o", compiled.path])
        #expect(aapt.status == 0, "\(aapt.output)")

        let check = try CommandLineRun.fontpack("check", "--platform", "android", "--shaping", "off", "--format", "json")
        let findings = try #require(try check.json()["findings"] as? [[String: Any]])
        let names = findings.filter { $0["code"] as? String == "platform-file-name" }.compactMap { $0["message"] as? String }
        #expect(!names.isEmpty)
        for message in names {
            let written = try #require(message.firstMatch(of: /res\/font\/([a-z0-9_]+\.(ttf|otf))/), "\(message)")
            let path = output.appendingPathComponent("font/\(written.1)").path
            #expect(FileManager.default.fileExists(atPath: path), "\(message)")
            #expect(findings.first { $0["message"] as? String == message }?["severity"] as? String == "note")
        }
    }
}

/// A finding said alike on two platforms is one finding that names both.
@Suite("fontpack check: a finding repeated across platforms is said once")
struct PlatformFoldTests {
    static let config = #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipLowAscender-Regular"}]}]}"#

    @Test("--platform android,ios: clipped ink under one line box prints once, naming both; JSON keeps both under one cause")
    func foldsAcrossPlatforms() throws {
        let config = try temporaryConfig(Self.config)
        let arguments = ["check", "--config", config, "--fonts", "Tests/Fixtures/Fonts/Clip", "--platform", "android,ios"]
        let text = try CommandLineRun.fontpack(arguments: arguments)
        let lines = text.standardOutput.split(separator: "\n").filter { $0.contains("[clipped-ink] vi light:") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("above the ios, android line box") == true)

        let json = try CommandLineRun.fontpack(arguments: arguments + ["--format", "json"])
        let findings = try #require(try json.json()["findings"] as? [[String: Any]])
        let light = findings.filter { $0["code"] as? String == "clipped-ink" && $0["slot"] as? String == "light" }
        #expect(Set(light.compactMap { $0["platform"] as? String }) == ["android", "ios"])
        let causes = Set(light.compactMap { ($0["group"] as? [String: Any])?["id"] as? String })
        #expect(causes.count == 1)

        let sarif = try CommandLineRun.fontpack(arguments: arguments + ["--format", "sarif"])
        let runs = try #require(try sarif.json()["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        let clipped = results.filter { ($0["ruleId"] as? String) == "clipped-ink" }
        #expect(clipped.count == 3, "one per slot, not per slot and platform")
    }
}
