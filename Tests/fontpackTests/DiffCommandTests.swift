import Foundation
import Testing

/// `fontpack diff` on the planted pairs of `Tests/Fixtures/DiffPairs`
/// (`Scripts/fixtures/make-diff-pairs.py`): each planted change is reported
/// at the right face, slots and values, measured by fontTools and uharfbuzz
/// (`Tests/Diff/face_oracle.py`), and an identical pack reports nothing.
@Suite("fontpack diff")
struct DiffCommandTests {
    static let pairs = "Tests/Fixtures/DiffPairs"
    static let cases = ["dropped-characters", "wider", "taller", "renamed", "weight-class", "no-joining"]

    /// A copy of `before/` with the case's fonts laid over it; the folder holding its `appfont.json`.
    static func afterPack(_ name: String) throws -> String {
        let root = CommandLineRun.packageRoot.appendingPathComponent(pairs)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-diff-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("before"), to: folder)
        let overlay = root.appendingPathComponent(name).appendingPathComponent("Fonts")
        if let files = FileManager.default.enumerator(atPath: overlay.path) {
            for case let file as String in files where file.hasSuffix(".ttf") {
                let target = folder.appendingPathComponent("Fonts").appendingPathComponent(file)
                try FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: overlay.appendingPathComponent(file), to: target)
            }
        }
        return folder.path
    }

    /// The case's changed file, relative to the pack (`Fonts/NotoSans/NotoSans-Bold.ttf`).
    static func changedFile(_ name: String) throws -> String {
        let data = try Data(contentsOf: CommandLineRun.packageRoot.appendingPathComponent("\(pairs)/\(name)/change.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["file"] as? String)
    }

    /// Every string of the fixture app, per language: `"key" = "value";` lines.
    static func strings() throws -> [String: [(key: String, text: String)]] {
        var result: [String: [(key: String, text: String)]] = [:]
        for language in ["en", "fr", "de", "ar"] {
            let text = try String(
                contentsOf: CommandLineRun.packageRoot.appendingPathComponent("\(pairs)/strings/\(language).lproj/Localizable.strings"),
                encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("\"") {
                let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard parts.count >= 5 else { continue }
                result[language, default: []].append((String(parts[1]), String(parts[3])))
            }
        }
        return result
    }

    /// What fontTools and uharfbuzz say of the before and after file, with the widths of `texts` ([language, text]).
    static func oracle(before: String, after: String, texts: [[String]]) throws -> [String: Any] {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-diff-strings-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: texts).write(to: list)
        defer { try? FileManager.default.removeItem(at: list) }
        let run = try runTool("python3", ["Tests/Diff/face_oracle.py", before, after, list.path])
        try #require(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    static func diff(_ folder: String, format: String = "json", reversed: Bool = false) throws -> CommandLineRun {
        let before = "\(pairs)/before/appfont.json"
        let after = folder + "/appfont.json"
        return try CommandLineRun.fontpack(
            arguments: [
                "diff", "--before-config", reversed ? after : before, "--config", reversed ? before : after,
                "--strings", "\(pairs)/strings", "--format", format,
            ])
    }

    @Test("An identical pack gives no difference and exit 0")
    func identical() throws {
        let folder = try Self.afterPack("identical")
        for format in ["text", "json", "sarif", "junit", "github"] {
            let run = try Self.diff(folder, format: format)
            #expect(run.status == 0, "\(format): \(run.standardError)")
        }
        let json = try Self.diff(folder).json()
        #expect((json["faces"] as? [Any])?.isEmpty == true)
        #expect((json["findings"] as? [Any])?.isEmpty == true)
        #expect((json["strings"] as? [Any])?.isEmpty == true)
    }

    @Test("Each planted change is reported at its face and slots, with fontTools' and uharfbuzz's values", arguments: cases)
    func planted(_ name: String) throws {
        let folder = try Self.afterPack(name)
        let file = try Self.changedFile(name)
        let run = try Self.diff(folder)
        let json = try run.json()
        let faces = try #require(json["faces"] as? [[String: Any]])
        // Only the planted file changed.
        try #require(faces.count == 1, "\(name): \(faces.count) faces changed")
        let face = faces[0]
        let after = try #require(face["after"] as? [String: Any])
        let before = try #require(face["before"] as? [String: Any])
        #expect((after["file"] as? String)?.hasSuffix(file) == true)
        // Bytes: each side's file size, as the file system gives it.
        let sizes = try ["\(Self.pairs)/before/\(file)", folder + "/" + file].map { path in
            try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        }
        #expect(before["bytes"] as? Int == sizes[0] && after["bytes"] as? Int == sizes[1])
        // The slots the config gives the file: its font index, and medium for ar (no medium face).
        let cells = try #require(face["cells"] as? [[String: String]])
        let arabic = file.contains("Arabic")
        let ownSlot = file.hasSuffix("Light.ttf") ? "light" : file.hasSuffix("Medium.ttf") ? "medium" : "bold"
        var slots: Set<String> = [ownSlot]
        if arabic, ownSlot == "light" { slots.insert("medium") }
        #expect(Set(cells.compactMap { $0["slot"] }).isSuperset(of: slots))
        #expect(Set(cells.compactMap { $0["language"] }) == (arabic ? ["ar"] : ["en", "fr", "de"]))

        let strings = try Self.strings()
        let texts = (arabic ? ["ar"] : ["en", "fr", "de"]).flatMap { language in strings[language, default: []].map { [language, $0.text] } }
        let oracle = try Self.oracle(
            before: "\(Self.pairs)/before/\(file)", after: folder + "/" + file, texts: texts)
        let oracleBefore = try #require(oracle["before"] as? [String: Any])
        let oracleAfter = try #require(oracle["after"] as? [String: Any])
        // Names, weight class, style.
        for key in ["postScriptName", "family", "fullName", "weightClass", "italic"] {
            #expect("\(before[key] ?? "nil")" == "\(oracleBefore[key] ?? "nil")", "\(name) before \(key)")
            #expect("\(after[key] ?? "nil")" == "\(oracleAfter[key] ?? "nil")", "\(name) after \(key)")
        }
        // Characters.
        #expect(face["lost"] as? [Int] == oracle["lost"] as? [Int])
        #expect(face["gained"] as? [Int] == oracle["gained"] as? [Int])
        // iOS's line box (hhea), in ems.
        let boxes = try #require(face["lineBoxes"] as? [[String: Any]])
        let heights = [oracleBefore, oracleAfter].map { ($0["iosAscent"] as! Double) + ($0["iosDescent"] as! Double) }
        let ios = boxes.first { ($0["platforms"] as? [String])?.contains("ios") == true }
        if heights[0] == heights[1] {
            #expect(ios == nil, "\(name): a line box change reported where hhea did not change")
        } else {
            let box = try #require(ios, "\(name): the line box change is missing")
            #expect(abs(((box["before"] as? [String: Any])?["height"] as? Double ?? 0) - heights[0]) < 1e-9)
            #expect(abs(((box["after"] as? [String: Any])?["height"] as? Double ?? 0) - heights[1]) < 1e-9)
        }
        // Widths: every string both faces draw whole, within 0.01 pt of uharfbuzz's.
        let drawn = Set((oracle["beforeCharacters"] as? [Int] ?? [])).intersection(oracle["afterCharacters"] as? [Int] ?? [])
        let widths = try #require(oracle["widths"] as? [[Double]])
        var expected: [String: (Double, Double)] = [:]
        for (text, width) in zip(texts, widths) where text[1].unicodeScalars.allSatisfy({ drawn.contains(Int($0.value)) }) {
            if abs(width[1] - width[0]) >= 0.0005 { expected[text[0] + " " + text[1]] = (width[0], width[1]) }
        }
        let reported = try #require(json["strings"] as? [[String: Any]])
        // A string is listed once per face pair; slots that share the pair are one entry.
        var seen: [String: (Double, Double)] = [:]
        for entry in reported {
            let language = try #require(entry["language"] as? String)
            let key = try #require(entry["key"] as? String)
            let text = try #require(strings[language]?.first { $0.key == key }?.text)
            seen[language + " " + text] = (entry["before"] as? Double ?? -1, entry["after"] as? Double ?? -1)
        }
        #expect(Set(seen.keys) == Set(expected.keys), "\(name): strings whose width changed")
        for (string, width) in expected {
            guard let got = seen[string] else { continue }
            #expect(abs(got.0 - width.0) < 0.01 && abs(got.1 - width.1) < 0.01, "\(name) \(string): \(got) vs uharfbuzz \(width)")
        }

        let findings = try #require(json["findings"] as? [[String: Any]])
        let codes = Set(findings.compactMap { $0["code"] as? String })
        switch name {
        case "dropped-characters":
            #expect(codes.contains("diff-characters-lost"))
            // Every key whose text uses a lost character, in the languages bold serves, now shows tofu.
            let lost = Set(oracle["lost"] as? [Int] ?? [])
            var keys: Set<String> = []
            for language in ["en", "fr", "de"] {
                for string in strings[language, default: []] where string.text.unicodeScalars.contains(where: { lost.contains(Int($0.value)) }) {
                    keys.insert(language + " " + string.key)
                }
            }
            let tofu = findings.filter { $0["code"] as? String == "string-missing-characters" && $0["slot"] as? String == "bold" }
            #expect(Set(tofu.compactMap { finding in (finding["language"] as? String).map { $0 + " " + (finding["key"] as? String ?? "") } }) == keys)
            #expect(run.status == 1)
        case "wider":
            #expect(codes == ["diff-width"])
            #expect(run.status == 0)
        case "taller":
            #expect(codes == ["diff-line-box"])
        case "renamed":
            #expect(codes.contains("diff-names"))
            // The config still names NotoSans-Bold: the bold slot's lookup now fails, an error.
            #expect(findings.contains { $0["severity"] as? String == "error" && $0["slot"] as? String == "bold" })
            #expect(run.status == 1)
        case "weight-class":
            #expect(codes.contains("diff-weight-class"))
        case "no-joining":
            #expect(findings.contains { $0["code"] as? String == "shaping-joining" && $0["language"] as? String == "ar" })
            #expect(run.status == 1)
        default:
            break
        }
    }

    @Test("The update taken back: what it broke is a diff-fixed note per cause, and nothing fails")
    func reversed() throws {
        let folder = try Self.afterPack("dropped-characters")
        let forward = try Self.diff(folder).json()
        let run = try Self.diff(folder, reversed: true)
        #expect(run.status == 0)
        let findings = try #require(try run.json()["findings"] as? [[String: Any]])
        let fixed = findings.filter { $0["code"] as? String == "diff-fixed" }
        #expect(!fixed.isEmpty)
        #expect(!findings.contains { $0["severity"] as? String == "error" })
        // One note per cause, never more than the findings the update made.
        let made = (forward["findings"] as? [[String: Any]] ?? []).filter { ($0["code"] as? String)?.hasPrefix("diff-") == false }
        #expect(fixed.count <= made.count)
    }

    @Test("--before-rev reads the earlier pack from a git revision, with the same answer as --before-config")
    func revision() throws {
        let folder = try Self.afterPack("identical")
        func git(_ arguments: String...) throws {
            let run = try runTool("git", ["-C", folder] + arguments)
            try #require(run.status == 0, "git \(arguments)")
        }
        try git("init", "-q")
        try git("-c", "user.name=t", "-c", "user.email=t@example.com", "add", "-A")
        try git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "before")
        let changed = try Self.changedFile("wider")
        try FileManager.default.removeItem(atPath: folder + "/" + changed)
        try FileManager.default.copyItem(
            atPath: CommandLineRun.packageRoot.appendingPathComponent("\(Self.pairs)/wider/\(changed)").path, toPath: folder + "/" + changed)
        let run = try CommandLineRun.fontpack(
            arguments: ["diff", "--before-rev", "HEAD", "--config", folder + "/appfont.json", "--strings", "\(Self.pairs)/strings", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let faces = try #require(try run.json()["faces"] as? [[String: Any]])
        #expect(faces.count == 1)
        let bad = try CommandLineRun.fontpack(arguments: ["diff", "--before-rev", "no-such-revision", "--config", folder + "/appfont.json"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--before-rev"))
    }

    @Test("--report draws each changed string in the face before and after, as wide in Chromium as HarfBuzz measured", arguments: ["update", "no-joining"])
    func page(_ name: String) throws {
        let config = name == "update" ? "\(Self.pairs)/update/appfont.json" : try Self.afterPack(name) + "/appfont.json"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-diff-page-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CommandLineRun.fontpack(
            arguments: [
                "diff", "--before-config", "\(Self.pairs)/before/appfont.json", "--config", config, "--strings", "\(Self.pairs)/strings",
                "--report", folder.path,
            ])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.contains("wrote \(folder.path)/index.html"))
        // update: 45 strings wider at medium, and bold's strings that lose no character; no-joining: 15 Arabic strings.
        let browser = try runTool(
            "python3", ["Tests/Browser/diff_page.py", folder.path, "--min-strings", name == "update" ? "40" : "15"])
        #expect(browser.status == 0, "\(browser.output)")
    }

    @Test("A missing side is exit 2, named by its option; so is a diff without an earlier pack")
    func missingSide() throws {
        let noFolder = try CommandLineRun.fontpack("diff", "--before-config", "Config/appfont.json", "--before-fonts", "/nonexistent-fonts")
        #expect(noFolder.status == 2)
        #expect(noFolder.standardError.contains("--before-fonts: /nonexistent-fonts"))
        let noConfig = try CommandLineRun.fontpack("diff", "--before-config", "nonexistent.json")
        #expect(noConfig.status == 2)
        #expect(noConfig.standardError.contains("nonexistent.json"))
        let neither = try CommandLineRun.fontpack("diff")
        #expect(neither.status == 2)
        #expect(neither.standardError.contains("--before-config"))
    }
}
