import Foundation
import Testing

/// `check --platform`: the names, formats and registrations each platform
/// needs, on packs made in a temporary folder from real fonts. PostScript
/// names come from `fc-scan`, not from the code under test.
@Suite("fontpack check --platform")
struct PlatformCommandTests {
    /// A temporary pack folder with files copied in under new names.
    struct Pack {
        let root: URL
        var fonts: URL { root.appendingPathComponent("pack") }
        var config: URL { root.appendingPathComponent("appfont.json") }

        init(files: [String: String], config: String) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-platform-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("pack"), withIntermediateDirectories: true)
            for (name, source) in files {
                let target = root.appendingPathComponent("pack/\(name)")
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                let from = source.hasPrefix("/") ? source : CommandLineRun.packageRoot.appendingPathComponent(source).path
                try FileManager.default.copyItem(atPath: from, toPath: target.path)
            }
            try Data(config.utf8).write(to: self.config)
        }

        func check(_ arguments: String...) throws -> CommandLineRun {
            try CommandLineRun.fontpack(
                arguments: ["check", "--config", config.path, "--fonts", fonts.path] + arguments)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// What `fc-scan` reads as a file's PostScript name (face 0).
    static func postscriptName(_ path: String) throws -> String {
        let scanned = try runTool("fc-scan", ["--format", "%{postscriptname}\n", path]).output
        return try #require(scanned.split(separator: "\n").first.map(String.init))
    }

    static func findings(_ run: CommandLineRun, code: String) throws -> [[String: Any]] {
        let findings = try #require(try run.json()["findings"] as? [[String: Any]])
        return findings.filter { $0["code"] as? String == code }
    }

    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    @Test("names by file base name fail on iOS with the PostScript names to write; the PostScript names pass")
    func baseNames() throws {
        let light = try Self.postscriptName(Self.dejaVu)
        let bold = try Self.postscriptName(Self.dejaVuBold)
        #expect(light == "DejaVuSans")
        let pack = try Pack(
            files: ["my_font_light.ttf": Self.dejaVu, "my_font_bold.ttf": Self.dejaVuBold],
            config: #"{"list":[{"env":"default","data":[{"font":0,"name":"my_font_light"},{"font":2,"name":"my_font_bold"}]}]}"#)
        defer { pack.remove() }
        let run = try pack.check("--format", "json")
        #expect(run.status == 1)
        let named = try Self.findings(run, code: "platform-name")
        #expect(named.count == 2)
        #expect(named.allSatisfy { $0["severity"] as? String == "error" && $0["platform"] as? String == "ios" })
        #expect(named.contains { ($0["message"] as? String)?.contains("write \"\(light)\"") == true })
        #expect(named.contains { ($0["message"] as? String)?.contains("write \"\(bold)\"") == true })
        // The text summary says which platforms were checked.
        let text = try pack.check()
        #expect(text.standardOutput.contains("platforms checked: ios"))

        try Data(#"{"list":[{"env":"default","data":[{"font":0,"name":"\#(light)"},{"font":2,"name":"\#(bold)"}]}]}"#.utf8)
            .write(to: pack.config)
        let renamed = try pack.check("--format", "json")
        #expect(try Self.findings(renamed, code: "platform-name").isEmpty)
        #expect(renamed.status == 0, "\(renamed.standardOutput)")
    }

    @Test("a full name is a note on iOS: Core Text finds it by fallback")
    func fullName() throws {
        let pack = try Pack(
            files: ["NotoSans-Light.ttf": "Fonts/NotoSans/NotoSans-Light.ttf"],
            config: #"{"list":[{"env":"default","data":[{"font":0,"name":"Noto Sans Light","file":"NotoSans-Light.ttf"}]}]}"#)
        defer { pack.remove() }
        let run = try pack.check("--format", "json")
        let named = try Self.findings(run, code: "platform-name")
        #expect(named.count == 1)
        #expect(named.first?["severity"] as? String == "note")
        #expect((named.first?["message"] as? String)?.contains("NotoSans-Light") == true)
    }

    @Test("WOFF2 is an error on iOS and Android, and nothing to say on the web")
    func woff2() throws {
        let pack = try Pack(
            files: ["NotoSansHebrew-Bold.woff2": "Fonts/NotoSansHebrew/NotoSansHebrew-Bold.woff2"],
            config: #"{"list":[{"env":"default","data":[{"font":0,"name":"NotoSansHebrew-Bold"}]}]}"#)
        defer { pack.remove() }
        for (platform, severity) in [("ios", "error"), ("android", "error"), ("web", nil)] as [(String, String?)] {
            let run = try pack.check("--platform", platform, "--format", "json", "--languages", "he", "--shaping", "off")
            let format = try Self.findings(run, code: "platform-format")
            #expect(format.first?["severity"] as? String == severity, "\(platform)")
            #expect(format.count == (severity == nil ? 0 : 1), "\(platform)")
        }
    }

    @Test("two files with one PostScript name: an error on iOS; the same family and weight: a warning on Linux")
    func duplicates() throws {
        let pack = try Pack(
            files: ["a/NotoSans-Light.ttf": "Fonts/NotoSans/NotoSans-Light.ttf", "b/Copy.ttf": "Fonts/NotoSans/NotoSans-Light.ttf"],
            config: #"{"list":[{"env":"default","data":[{"font":0,"name":"NotoSans-Light","file":"a/NotoSans-Light.ttf"}]}]}"#)
        defer { pack.remove() }
        #expect(try Self.postscriptName(pack.fonts.appendingPathComponent("b/Copy.ttf").path) == "NotoSans-Light")
        let run = try pack.check("--platform", "ios,linux", "--format", "json", "--shaping", "off")
        let duplicate = try Self.findings(run, code: "duplicate-postscript-name")
        #expect(duplicate.count == 1)
        #expect((duplicate.first?["message"] as? String)?.contains("Copy.ttf") == true)
        let family = try Self.findings(run, code: "platform-family")
        #expect(family.count == 1)
        #expect(family.first?["platform"] as? String == "linux")
    }

    @Test("Android: exactly the used files whose names are not resource names, each with the name it needs")
    func androidNames() throws {
        let run = try CommandLineRun.fontpack("check", "--platform", "android", "--format", "json")
        let table = try #require(try run.json()["table"] as? [[String: Any]])
        let valid = try NSRegularExpression(pattern: "^[a-z_][a-z0-9_]*$")
        var expected = Set<String>()
        for row in table {
            guard let font = row["font"] as? String else { continue }
            let base = ((font as NSString).lastPathComponent as NSString).deletingPathExtension
            if valid.firstMatch(in: base, range: NSRange(base.startIndex..., in: base)) == nil { expected.insert(font) }
        }
        let named = try Self.findings(run, code: "platform-file-name")
        #expect(Set(named.compactMap { $0["font"] as? String }) == expected)
        #expect(named.count == expected.count)
        for finding in named {
            let message = try #require(finding["message"] as? String)
            let font = try #require(finding["font"] as? String)
            let base = ((font as NSString).lastPathComponent as NSString).deletingPathExtension
            let wanted = base.lowercased().replacingOccurrences(of: "-", with: "_")
            // A collection is exported face by face (named by PostScript name); a copy made by hand keeps its name.
            if font.hasSuffix(".ttc") {
                #expect(message.contains("a copy made by hand needs a name such as \(wanted).ttc"), "\(message)")
            } else {
                #expect(message.contains("@font/\(wanted)"), "\(message)")
            }
        }
    }

    @Test("the example pack passes iOS, the web and Linux")
    func examplePack() throws {
        let run = try CommandLineRun.fontpack("check", "--platform", "ios,web,linux")
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.contains("platforms checked: ios, web, linux"))
    }

    @Test("the web: Chromium draws a collection's first face, even when the fragment names another, as the warning says")
    func collectionOnTheWeb() throws {
        let collection = CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc").path
        // What fc-scan reads as face 0 and face 2, independently of fontpack.
        let scanned = try runTool("fc-scan", ["--format", "%{index} %{postscriptname}\n", collection]).output
        let names = Dictionary(
            uniqueKeysWithValues: scanned.split(separator: "\n").compactMap { line -> (Int, String)? in
                let parts = line.split(separator: " ")
                return parts.count == 2 ? (Int(parts[0]) ?? -1, String(parts[1])) : nil
            })
        let first = try #require(names[0])
        let japanese = try #require(names[2])

        let browser = try runTool(
            "python3", [CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/collection_face.py").path, collection, japanese])
        let drawn = browser.output.split(separator: "\n").map(String.init)
        #expect(browser.status == 0)
        #expect(drawn == [first, first], "Chromium drew \(drawn); face 0 is \(first), face 2 \(japanese)")

        // ja uses face 2 of the example pack's collections: a web warning per face.
        let run = try CommandLineRun.fontpack("check", "--platform", "web", "--languages", "ja", "--format", "json")
        let warned = try Self.findings(run, code: "platform-collection")
        #expect(warned.count == 2)
        #expect(warned.allSatisfy { $0["severity"] as? String == "warning" && ($0["message"] as? String)?.contains(japanese) == true || ($0["message"] as? String)?.contains("NotoSansCJKjp-Bold") == true })
    }

    @Test("UIAppFonts: a file left out is not registered; the example app's Info.plist lists the pack")
    func registration() throws {
        let example = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--info-plist", "Config/ExampleApp/Info.plist", "--format", "json")
        #expect(try Self.findings(example, code: "not-registered").isEmpty)
        #expect(try Self.findings(example, code: "registered-file-missing").isEmpty)

        // The same Info.plist without NotoSerif-Bold.ttf.
        let plist = try String(
            contentsOf: CommandLineRun.packageRoot.appendingPathComponent("Config/ExampleApp/Info.plist"), encoding: .utf8)
        let line = try #require(plist.split(separator: "\n").first { $0.contains("NotoSerif-Bold.ttf") })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let omitted = folder.appendingPathComponent("Info.plist")
        try Data(plist.replacingOccurrences(of: String(line) + "\n", with: "").utf8).write(to: omitted)
        let run = try CommandLineRun.fontpack(
            "check", "--strings", "Config/ExampleApp", "--info-plist", omitted.path, "--format", "json")
        let missing = try Self.findings(run, code: "not-registered")
        #expect(missing.count == 1)
        #expect((missing.first?["font"] as? String)?.hasSuffix("NotoSerif/NotoSerif-Bold.ttf") == true)
        #expect(run.status == 1)
    }
}
