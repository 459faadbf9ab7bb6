import Foundation
import Testing

/// `fontpack export apple` read back by Python's plistlib (an independent
/// plist reader): the merged Info.plist keeps every other key and lists
/// exactly the files `fontpack resolve` serves the slots from.
@Suite struct ExportAppleTests {
    /// Prints {"keys": the plist's keys and values except UIAppFonts, "fonts": UIAppFonts} as JSON.
    static let reader = """
        import json, plistlib, sys
        with open(sys.argv[1], "rb") as f:
            plist = plistlib.load(f)
        fonts = plist.pop("UIAppFonts", None)
        print(json.dumps({"keys": plist, "fonts": fonts}, default=str, sort_keys=True))
        """

    /// The files `resolve` serves every env's slots from, as bundle paths under `Fonts/`.
    func usedFiles(config: String, languages: [String]) throws -> Set<String> {
        var files = Set<String>()
        for language in languages {
            for request in [["--system"], ["--system", "--weight", "medium"], ["--bold"], ["--italic"]] {
                let run = try CommandLineRun.fontpack(
                    arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", language] + request)
                let face = try #require(try run.json()["face"] as? [String: Any])
                files.insert(try #require(face["file"] as? String))
            }
        }
        return files
    }

    func read(_ plist: String) throws -> (keys: String, fonts: [String]?) {
        let run = try runTool("python3", ["-c", Self.reader, plist])
        #expect(run.status == 0, "plistlib cannot read \(plist)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let keys = String(decoding: try JSONSerialization.data(withJSONObject: object["keys"]!, options: .sortedKeys), as: UTF8.self)
        return (keys, object["fonts"] as? [String])
    }

    /// A fallback link's files are registered too: `UIAppFonts` is the faces'
    /// files and every file `resolve --text`'s `drawn` runs name for text the link draws.
    @Test func chainLinkFilesAreListed() throws {
        let config = try temporaryConfig(ExportAndroidTests.linkedFont)
        var expected = try usedFiles(config: config, languages: ["en", "ar"])
        #expect(!expected.contains { $0.contains("Arabic") })
        for request in [["--system"], ["--system", "--weight", "medium"], ["--bold"], ["--italic"]] {
            let run = try CommandLineRun.fontpack(
                arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", "en", "--text", "سلام"] + request)
            let drawn = try #require(try run.json()["drawn"] as? [[String: Any]])
            for item in drawn { if let file = item["file"] as? String { expected.insert(file) } }
        }
        #expect(expected.count == 5, "\(expected)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fragment = folder.appendingPathComponent("UIAppFonts.plist").path
        let run = try CommandLineRun.fontpack("export", "apple", "--config", config, "--fonts", "Fonts", "--output", fragment)
        #expect(run.status == 0, "\(run.standardError)")
        let fonts = try #require(try read(fragment).fonts)
        #expect(fonts.count == Set(fonts).count, "each file once")
        #expect(Set(fonts) == expected)
    }

    /// Slots drawn at three instances of one variable file list it once;
    /// beside static faces, each file once: the set of files `resolve` gives.
    @Test(arguments: [VariablePack.instances, VariablePack.beside])
    func variableFileListedOnce(_ configText: String) throws {
        let pack = try VariablePack(configText, statics: configText == VariablePack.beside ? VariablePack.notoSans : [])
        var expected = Set<String>()
        for language in ["en", "vi"] {
            for request in [["--system"], ["--system", "--weight", "medium"], ["--bold"], ["--italic"]] {
                let file = try pack.resolve(locale: language, arguments: request).file
                expected.insert("Fonts/" + URL(fileURLWithPath: file).lastPathComponent)
            }
        }
        let fragment = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).plist").path
        let run = try CommandLineRun.fontpack("export", "apple", "--config", pack.config, "--fonts", pack.fonts, "--output", fragment)
        #expect(run.status == 0, "\(run.standardError)")
        let fonts = try #require(try read(fragment).fonts)
        #expect(fonts.count == Set(fonts).count, "each file once: \(fonts)")
        #expect(Set(fonts) == expected)
        #expect(fonts.filter { $0 == "Fonts/Inter-roman.var.ttf" }.count == 1)
    }

    @Test func mergedIntoTheExampleApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let merged = folder.appendingPathComponent("Info.plist").path
        // An Info.plist that lists one file too many and lacks three: the export replaces the list.
        let original = try String(contentsOfFile: "\(CommandLineRun.packageRoot.path)/Config/ExampleApp/Info.plist", encoding: .utf8)
            .replacingOccurrences(of: "\t\t<string>Fonts/NotoSans/NotoSans-Bold.ttf</string>\n", with: "\t\t<string>Fonts/NotoSansHebrew/NotoSansHebrew-Regular.ttf</string>\n")
            .replacingOccurrences(of: "\t\t<string>Fonts/NotoSerif/NotoSerif-Light.ttf</string>\n", with: "")
            .replacingOccurrences(of: "\t\t<string>Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc</string>\n", with: "")
        let stale = folder.appendingPathComponent("stale.plist").path
        try original.write(toFile: stale, atomically: true, encoding: .utf8)
        let run = try CommandLineRun.fontpack("export", "apple", "--info-plist", stale, "--output", merged)
        #expect(run.status == 0, "\(run.standardError)")
        let before = try read(stale)
        let after = try read(merged)
        #expect(after.keys == before.keys)
        let expected = try usedFiles(config: "Config/appfont.json", languages: ["vi", "ar", "zh-Hans", "ja", "en"])
        #expect(expected.count == 11)
        let fonts = try #require(after.fonts)
        #expect(fonts.count == Set(fonts).count, "each file once")
        #expect(Set(fonts) == expected)
        // The iOS registration rule of check agrees: nothing unregistered, nothing listed that is not a font.
        let check = try CommandLineRun.fontpack("check", "--info-plist", merged, "--format", "json", "--shaping", "off")
        #expect(!check.standardOutput.contains("not-registered"))
        #expect(!check.standardOutput.contains("registered-file-missing"))
        let staleCheck = try CommandLineRun.fontpack("check", "--info-plist", stale, "--format", "json", "--shaping", "off")
        #expect(staleCheck.standardOutput.contains("not-registered"), "the stale list is caught, so the test can fail")
    }

    @Test func addedToAPlistWithoutFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = folder.appendingPathComponent("Info.plist").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>CFBundleName</key>
              <string>Caf&#233; &amp; Co</string>
              <!-- a comment with <key>UIAppFonts</key> in it is not the key -->
              <key>UISupportedInterfaceOrientations</key>
              <array>
                <string>UIInterfaceOrientationPortrait</string>
              </array>
              <key>NSAppTransportSecurity</key>
              <dict>
                <key>NSAllowsArbitraryLoads</key>
                <false/>
              </dict>
              <key>LSRequiresIPhoneOS</key>
              <true/>
              <key>Build</key>
              <integer>42</integer>
              <key>Blob</key>
              <data>AAEC</data>
            </dict>
            </plist>

            """.write(toFile: plist, atomically: true, encoding: .utf8)
        let run = try CommandLineRun.fontpack(
            "export", "apple", "--config", try temporaryConfig(ExportFontconfigTests.threeScripts), "--info-plist", plist,
            "--bundle-folder", "")
        #expect(run.status == 0, "\(run.standardError)")
        let merged = folder.appendingPathComponent("merged.plist").path
        try run.standardOutput.write(toFile: merged, atomically: true, encoding: .utf8)
        let before = try read(plist)
        let after = try read(merged)
        #expect(after.keys == before.keys)
        #expect(after.keys.contains("Café & Co"))
        #expect(
            after.fonts.map(Set.init) == [
                "NotoSansHebrew/NotoSansHebrew-Regular.ttf", "NotoSansHebrew/NotoSansHebrew-Bold.woff2",
                "NotoSansCJK/NotoSansCJK-Light.ttc", "NotoSansCJK/NotoSansCJK-Bold.ttc", "NotoSansCJK/NotoSansCJKsc-Medium.otf",
                "NotoSerif/NotoSerif-Light.ttf", "NotoSerif/NotoSerif-Medium.ttf", "NotoSerif/NotoSerif-Bold.ttf",
            ])
    }

    @Test func fragmentAndRefusals() throws {
        let run = try CommandLineRun.fontpack("export", "apple")
        #expect(run.status == 0)
        let fragment = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).plist").path
        try run.standardOutput.write(toFile: fragment, atomically: true, encoding: .utf8)
        let read = try read(fragment)
        #expect(read.keys == "{}")
        #expect(read.fonts?.count == 11)
        // A binary plist is refused, not overwritten.
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).plist").path
        #expect(try runTool("python3", ["-c", "import plistlib,sys; open(sys.argv[1],'wb').write(plistlib.dumps({'A': 1}, fmt=plistlib.FMT_BINARY))", binary]).status == 0)
        let refused = try CommandLineRun.fontpack("export", "apple", "--info-plist", binary)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("plutil -convert xml1"))
    }
}
