import Foundation
import Testing

/// A language with no script of its own (`und`) whose Arabic runs the
/// config's `"scripts"` sends to the `ar` entry (`Tests/Fixtures/ScriptRunCauses`,
/// the example pack's faces): the cause names the faces that draw those runs,
/// and why, as `fontpack resolve --text` says it. fontTools reads the faces.
@Suite("a cause names the faces that draw its runs")
struct ScriptRunCauseTests {
    static let fixture = "Tests/Fixtures/ScriptRunCauses"
    static let arguments = ["--config", fixture + "/appfont.json", "--fonts", "Fonts", "--strings", fixture]

    /// fontTools' reading of the pack folder: each face's PostScript name and the code points its cmap maps.
    static func cmaps() throws -> [String: Set<UInt32>] {
        let script = """
            import glob, json
            from fontTools.ttLib import TTFont
            faces = {}
            for path in sorted(glob.glob("Fonts/**/*.ttf", recursive=True)):
                font = TTFont(path)
                faces[font["name"].getDebugName(6)] = sorted(font.getBestCmap())
            print(json.dumps(faces))
            """
        let run = try runTool("python3", ["-c", script])
        try #require(run.status == 0)
        let faces = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [Int]])
        return faces.mapValues { Set($0.map(UInt32.init)) }
    }

    /// The faces a header names before what they lack: `NotoSansArabic-Light (light, medium), NotoSansArabic-Bold (bold)`.
    static func faces(in cause: String) -> [String] {
        cause.matches(of: /([A-Za-z0-9-]+) \((?:light|medium|bold)(?:, (?:light|medium|bold))*\)/).map { String($0.1) }
    }

    /// The characters a header lists after `cannot draw:`, by their code points.
    static func listed(in cause: String) -> [UInt32] {
        guard let start = cause.range(of: "cannot draw:") else { return [] }
        return cause[start.upperBound...].matches(of: /U\+([0-9A-F]{4,6})/).compactMap { UInt32($0.1, radix: 16) }
    }

    @Test("und's Arabic runs take the ar entry: the cause names its faces, which lack every character listed")
    func runsTakeAnotherEntry() throws {
        let cmaps = try Self.cmaps()
        let json = try CommandLineRun.fontpack(arguments: ["check", "--format", "json"] + Self.arguments).json()
        let findings = try #require(json["findings"] as? [[String: Any]])
        let und = findings.filter { $0["code"] as? String == "string-missing-characters" && $0["language"] as? String == "und" }
        var causes: [String: [[String: Any]]] = [:]
        for finding in und {
            let group = try #require(finding["group"] as? [String: Any])
            causes[try #require(group["cause"] as? String), default: []].append(finding)
        }
        // Which entry an Arabic run takes, and why, in resolve's words.
        let resolved = try CommandLineRun.fontpack(
            "resolve", "--config", Self.fixture + "/appfont.json", "--locale", "und", "--text", "العربية (السعودية)", "--format", "json"
        ).json()
        let run = try #require((resolved["runs"] as? [[String: Any]])?.first)
        let env = try #require(run["env"] as? String), reason = try #require(run["reason"] as? String)
        #expect(env == "ar")

        let runCause = try #require(causes.keys.first { $0.contains("runs take entry") }, "\(causes.keys)")
        #expect(runCause.contains("its [Arab] runs take entry \(env) (\(reason))"), "\(runCause)")
        #expect(Set(causes[runCause]!.compactMap { $0["key"] as? String }) == ["language.arabic", "quote", "next"])
        // The faces named are the ar entry's (resolve's font for the run is one of them), and each lacks every character listed.
        let named = Self.faces(in: runCause)
        #expect(named == ["NotoSansArabic-Light", "NotoSansArabic-Bold"], "\(runCause)")
        #expect(named.contains(run["font"] as? String ?? ""))
        let listed = Self.listed(in: runCause)
        #expect(Set(listed) == [0x28, 0x29, 0x5B, 0x5D, 0x201C, 0x201D], "\(runCause)")
        for face in named {
            let cmap = try #require(cmaps[face], "\(face) is not in the pack folder")
            #expect(listed.allSatisfy { !cmap.contains($0) }, "\(face) maps some of \(listed)")
        }
        // The language's own faces draw all of them: naming those would send a user to the wrong font.
        for face in ["NotoSans-Light", "NotoSans-Medium", "NotoSans-Bold"] {
            let cmap = try #require(cmaps[face])
            #expect(listed.allSatisfy(cmap.contains), "\(face)")
        }

        // The arrow of "next" is in its Latin run: the language's own faces lack it, in a finding of its own.
        let latin = try #require(causes.first { $0.key != runCause })
        #expect(latin.value.count == 1 && latin.value[0]["key"] as? String == "next")
        #expect(latin.value[0]["missing"] as? [Int] == [0x2192])
        for face in ["NotoSans-Light", "NotoSans-Medium", "NotoSans-Bold"] {
            #expect((latin.value[0]["message"] as? String)?.contains(face) == true)
            #expect(try #require(cmaps[face]).contains(0x2192) == false)
        }

        // The text prints the same header, and the fix goes to the ar entry.
        let text = try CommandLineRun.fontpack(arguments: ["check"] + Self.arguments).standardOutput
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("[string-missing-characters] \(runCause)") })
        #expect(lines.contains("  hint: a fallback link to default draws them (NotoSans-Light.ttf): add \"fallback\": [\"default\"] to the \"ar\" entry"))

        // The report's item for the cause, and the strings it draws, name the same faces.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-runs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let report = try CommandLineRun.fontpack(arguments: ["report"] + Self.arguments + ["--output", output.path])
        #expect(report.status == 1, "\(report.standardError)")
        let items = try ShapingCauseTests.causeItems(output.appendingPathComponent("index.html").path)
        #expect(items.contains { $0.contains("[string-missing-characters] \(runCause): 3 strings here") }, "\(items)")
        #expect(items.contains { $0.contains("strings of the cause above: \(runCause)") }, "\(items)")
        #expect(!items.contains { $0.contains("und: NotoSans") })
    }
}
