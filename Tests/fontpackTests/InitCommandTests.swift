import Foundation
import Testing

/// `fontpack init`: a starter config from a folder of fonts, which `check` passes.
@Suite("fontpack init") struct InitCommandTests {
    /// A new folder holding copies of `folders` (relative to the package root), and the path of a config beside it.
    static func pack(_ folders: [String]) throws -> (fonts: String, config: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-init-\(UUID().uuidString)")
        let fonts = root.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for folder in folders {
            let source = CommandLineRun.packageRoot.appendingPathComponent(folder)
            try FileManager.default.copyItem(at: source, to: fonts.appendingPathComponent(source.lastPathComponent))
        }
        return (fonts.path, root.appendingPathComponent("appfont.json").path)
    }

    static func entries(_ config: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config)))
        return try #require((object as? [String: Any])?["list"] as? [[String: Any]])
    }

    static func names(_ entry: [String: Any]) -> [Int: String] {
        var names: [Int: String] = [:]
        for face in entry["data"] as? [[String: Any]] ?? [] {
            if let slot = face["font"] as? Int, let name = face["name"] as? String { names[slot] = name }
        }
        return names
    }

    @Test("Latin, Arabic and Thai faces: an entry per script default lacks, slots by weight, and check passes with 0 errors")
    func latinArabicThai() throws {
        let (fonts, config) = try Self.pack(["Fonts/NotoSans", "Fonts/NotoSansArabic", "Tests/Fixtures/Thai"])
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("\(config): 3 entries: ar Noto Sans Arabic (2 slots); th Noto Sans Thai (2 slots); default Noto Sans (3 slots)\n"))
        let entries = try Self.entries(config)
        #expect(entries.map { $0["env"] as? String } == ["ar", "th", "default"])
        #expect(Self.names(entries[0]) == [0: "NotoSansArabic-Light", 2: "NotoSansArabic-Bold"])
        // Regular (400) is the lightest face Thai has: the light slot; no medium face.
        #expect(Self.names(entries[1]) == [0: "NotoSansThai-Regular", 2: "NotoSansThai-Bold"])
        #expect(Self.names(entries[2]) == [0: "NotoSans-Light", 1: "NotoSans-Medium", 2: "NotoSans-Bold"])
        // Every entry says what was guessed.
        let notes = entries.compactMap { $0["note"] as? String }
        #expect(notes.count == 3)
        #expect(notes.allSatisfy { $0.hasPrefix("Guessed by fontpack init: ") })
        #expect(notes[0].contains("Noto Sans Arabic covers Arab, which the default family Noto Sans does not; env ar stands for Arab."))
        #expect(notes[1].contains("Noto Sans Thai covers Thai"))
        #expect(notes[1].contains("no medium face"))
        // Single-face files: no file or index.
        #expect(entries.allSatisfy { ($0["data"] as? [[String: Any]] ?? []).allSatisfy { $0["file"] == nil && $0["index"] == nil } })

        let check = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "--languages", "en,ar,th")
        #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
        // Noto Sans Arabic's line box is 1.55x Noto Sans's: a warning per slot; Thai's is within the tolerance.
        #expect(check.standardOutput.contains("\n0 errors, 3 warnings, "), "\(check.standardOutput)")
        #expect(!check.standardOutput.contains("[line-height-mismatch] th"))
        #expect(check.standardOutput.contains("9 language x slot pairs (3 languages)"))
    }

    @Test("faces of collections get file and index beside their PostScript names, and check finds them")
    func collections() throws {
        let (fonts, config) = try Self.pack(["Fonts/NotoSans", "Fonts/NotoSansCJK"])
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        let entries = try Self.entries(config)
        let faces = entries.flatMap { $0["data"] as? [[String: Any]] ?? [] }
        let collected = faces.filter { ($0["file"] as? String)?.hasSuffix(".ttc") == true }
        #expect(!collected.isEmpty)
        for face in collected {
            #expect(face["index"] is Int)
            #expect((face["file"] as? String)?.hasPrefix("NotoSansCJK/") == true, "file is relative to the folder: \(face)")
        }
        // The .otf face of the same family is a file of its own: its name alone.
        #expect(faces.filter { ($0["name"] as? String) == "NotoSansCJKsc-Medium" }.allSatisfy { $0["file"] == nil })
        let check = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "-q", "--shaping", "off")
        #expect(!check.standardOutput.contains("error: [font-not-found]"), "\(check.standardOutput)")
        #expect(!check.standardOutput.contains("error: [no-such-face]"), "\(check.standardOutput)")
    }

    static func object(_ config: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config))) as? [String: Any])
    }

    @Test("a scripts map sends each script an entry was made for to it, so the script's other languages reach it, not default")
    func scriptsMap() throws {
        let (fonts, config) = try Self.pack(["Fonts/NotoSans", "Fonts/NotoSansArabic", "Tests/Fixtures/Thai"])
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("\nscripts: Arab -> ar, Thai -> th\n"), "\(run.standardOutput)")
        #expect(try Self.object(config)["scripts"] as? [String: String] == ["Arab": "ar", "Thai": "th"])
        // fc-query: fontconfig finds Urdu, Sindhi, Uyghur and Persian in Noto Sans Arabic, which has no entry of its own for them.
        let query = try CommandLineRun.run(
            URL(fileURLWithPath: "/usr/bin/fc-query"), arguments: ["--format=%{lang}\n", fonts + "/NotoSansArabic/NotoSansArabic-Light.ttf"])
        let covered = Set(query.standardOutput.split(separator: "\n").first?.split(separator: "|").map(String.init) ?? [])
        #expect(covered.isSuperset(of: ["ur", "sd", "ug", "fa"]), "\(query.standardOutput)")
        let check = try CommandLineRun.fontpack(
            "check", "--config", config, "--fonts", fonts, "--languages", "en,ar,th,ur,sd,ug,fa", "--shaping", "off", "--format", "json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { $0["code"] as? String == "default-script" }, "\(findings.filter { $0["code"] as? String == "default-script" })")
        let rows = report["table"] as? [[String: Any]] ?? []
        for language in ["ur", "sd", "ug", "fa"] {
            let envs = Set(rows.filter { $0["language"] as? String == language }.compactMap { $0["env"] as? String })
            #expect(envs == ["ar"], "\(language): \(envs)")
        }
        // Without the map, the same config sends them to default, and the check says so.
        var object = try Self.object(config)
        object["scripts"] = nil
        let unmapped = config.replacingOccurrences(of: "appfont.json", with: "unmapped.json")
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: unmapped))
        let without = try CommandLineRun.fontpack("check", "--config", unmapped, "--fonts", fonts, "--languages", "ur", "--shaping", "off")
        // One cause: Arabic has no entry, ur falls to default, and its default-script finding is in it.
        #expect(without.standardOutput.contains("Arabic (Arab) has no entry: ur falls to default"), "\(without.standardOutput)")
        #expect(without.standardOutput.contains("1 default-script"), "\(without.standardOutput)")
    }

    @Test("a family fontconfig finds no language in is left out with a note that says so, never with an empty list of scripts")
    func familyWithNoLanguage() throws {
        let (fonts, config) = try Self.pack(["Fonts/NotoSans", "Tests/Fixtures/MeeteiMayek"])
        // fc-query: fontconfig has no orthography Noto Sans Meetei Mayek covers.
        let query = try CommandLineRun.run(
            URL(fileURLWithPath: "/usr/bin/fc-query"), arguments: ["--format=%{lang}\n", fonts + "/MeeteiMayek/NotoSansMeeteiMayek-Regular.ttf"])
        #expect(query.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(query.standardOutput)")
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains(
            "note: Noto Sans Meetei Mayek left out: fontconfig finds no language it covers fully, so it serves no script of its own\n"))
        #expect(!run.standardError.contains("()"), "\(run.standardError)")
        #expect(!run.standardOutput.contains("scripts:"))
        #expect(try Self.object(config)["scripts"] == nil)
    }

    @Test("a weight class outside OpenType's 1-1000 (0, 1200) is read as its nearest end: the face fills a slot")
    func weightClassOutOfRange() throws {
        let (fonts, config) = try Self.pack([])
        // fontTools writes copies whose OS/2 usWeightClass is 0 and 1200.
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            for source, weight, target in [(sys.argv[1], 0, sys.argv[3]), (sys.argv[2], 1200, sys.argv[4])]:
                font = TTFont(source); font["OS/2"].usWeightClass = weight; font.save(target)
            """
        let root = CommandLineRun.packageRoot.path
        let made = try CommandLineRun.run(
            URL(fileURLWithPath: "/usr/bin/python3"),
            arguments: [
                "-c", script, root + "/Fonts/NotoSans/NotoSans-Light.ttf", root + "/Fonts/NotoSansArabic/NotoSansArabic-Bold.ttf",
                fonts + "/Zero.ttf", fonts + "/Heavy.ttf",
            ])
        try #require(made.status == 0, "\(made.standardError)")
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        let entries = try Self.entries(config)
        #expect(entries.map { $0["env"] as? String } == ["ar", "default"])
        #expect(Self.names(entries[0]) == [2: "NotoSansArabic-Bold"])
        #expect(Self.names(entries[1]) == [0: "NotoSans-Light"])
    }

    @Test("an existing file is kept without --force, and rewritten with it")
    func neverOverwrites() throws {
        let (fonts, config) = try Self.pack(["Fonts/NotoSans"])
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: config))
        let refused = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(refused.status == 2)
        #expect(refused.standardError.hasPrefix("fontpack init: error: \(config) exists; give --force to overwrite it\n"))
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "{}\n")
        let forced = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config, "--force")
        #expect(forced.status == 0)
        #expect(try Self.entries(config).map { $0["env"] as? String } == ["default"])
        // One entry needs no fallback to itself.
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config))) as? [String: Any]
        #expect(object?["fallback"] == nil)
    }

    @Test("a folder that cannot be read, or holds no font, is exit 2")
    func badFolders() throws {
        let missing = try CommandLineRun.fontpack("init", "--fonts", "/nonexistent/fonts", "--output", "/tmp/fontpack-init-unused.json")
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("/nonexistent/fonts: error: "))
        let (empty, config) = try Self.pack([])
        let none = try CommandLineRun.fontpack("init", "--fonts", empty, "--output", config)
        #expect(none.status == 2)
        #expect(none.standardError == "\(empty): error: no font face to make a config from\n")
        #expect(!FileManager.default.fileExists(atPath: config))
        let usage = try CommandLineRun.fontpack("init")
        #expect(usage.status == 2)
        #expect(usage.standardError.hasPrefix("fontpack init: error: missing expected argument '--fonts <fonts>'\n"))
    }
}
