import Foundation
import Testing

@Suite("fontpack subset")
struct SubsetCommandTests {
    @Test("writes the subset pack, prints JSON sizes, exits 0; a bad --keep or the pack folder as output exits 2, writing nothing")
    func subset() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-subset-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try CommandLineRun.fontpack(
            "subset", "--languages", "vi,ar", "--keep", "U+20AC", "--output", output, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let json = try run.json()
        let files = try #require(json["files"] as? [[String: Any]])
        // Every face the config names ships, so every one is subset; only vi and ar are served.
        #expect(files.count == 13)
        let serif = try #require(files.first { $0["file"] as? String == "NotoSerif/NotoSerif-Light.ttf" })
        #expect(serif["languages"] as? [String] == ["vi"])
        let sans = try #require(files.first { $0["file"] as? String == "NotoSans/NotoSans-Light.ttf" })
        #expect(sans["languages"] as? [String] == [] && (sans["characters"] as? Int ?? 0) <= 3, "space, dotted circle, euro")
        let check = try #require(json["check"] as? [String: Any])
        #expect(check["newFindings"] as? Int == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/appfont.json"))
        let rerun = try CommandLineRun.fontpack("check", "--config", output + "/appfont.json", "--fonts", output + "/Fonts", "--languages", "vi,ar")
        #expect(rerun.status == 0, "\(rerun.standardOutput)")

        let badKeep = try CommandLineRun.fontpack("subset", "--keep", "U+ZZZZ", "--output", output)
        #expect(badKeep.status == 2)
        let intoPack = try CommandLineRun.fontpack("subset", "--languages", "vi", "--output", "Fonts")
        #expect(intoPack.status == 2)
        #expect(intoPack.standardError.contains("[subset-failed] refused: --output Fonts is the pack folder Fonts"))
        #expect(!intoPack.standardOutput.contains("written"), "nothing was written: \(intoPack.standardOutput)")
    }

    /// Inter's roman variable file at three weights (Debian's fonts-inter-variable, copied to a pack of
    /// its own), subset with --pin: three static files, each named by its instance, listed in the JSON.
    @Test(
        "--pin writes a static file per instance in use and exits 0; check of the subset agrees")
    func pin() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-subset-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/pack", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", toPath: folder + "/pack/Inter-roman.var.ttf")
        let fixture = "Tests/Fixtures/VariableFonts"
        let common = [
            "--config", fixture + "/appfont.json", "--fonts", folder + "/pack", "--strings", fixture + "/App", "--languages", "en,vi,ru",
        ]
        let run = try CommandLineRun.fontpack(arguments: ["subset"] + common + ["--pin", "--output", folder + "/out", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let files = try #require(try run.json()["files"] as? [[String: Any]])
        #expect(files.map { $0["file"] as? String } == ["Inter-roman.var-wght300.ttf", "Inter-roman.var-wght500.ttf", "Inter-roman.var-wght700.ttf"])
        #expect(files.map { $0["postscriptName"] as? String } == ["Inter-Light", "Inter-Medium", "Inter-Bold"])
        #expect(files.allSatisfy { $0["pinned"] as? Bool == true && $0["source"] as? String == "Inter-roman.var.ttf" })
        #expect(files.map { ($0["instances"] as? [[String: Double]])?.first?["wght"] } == [300, 500, 700])
        let check = try CommandLineRun.fontpack(
            arguments: ["check", "--config", folder + "/out/appfont.json", "--fonts", folder + "/out/Fonts", "--strings", fixture + "/App",
                "--languages", "en,vi,ru"])
        #expect(check.status == 0, "\(check.standardOutput)")
        // Without --pin: the one variable file, drawn at the three weights.
        let kept = try CommandLineRun.fontpack(arguments: ["subset"] + common + ["--output", folder + "/kept"])
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(kept.standardOutput.contains("Inter-roman.var.ttf: variable, drawn at wght=300, wght=500, wght=700"))
    }

    /// The subset splits the CJK collections into files of their own; the
    /// Info.plist it writes lists them, so `check` of the subset with that
    /// Info.plist reports what the original's check reports, and no
    /// `not-registered`. Judged by Python's plistlib and by `check` itself.
    @Test("writes the app's Info.plist with the subset's files, and the subset re-checks with no new finding")
    func infoPlist() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-subset-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let original = "Config/ExampleApp/Info.plist"
        let run = try CommandLineRun.fontpack(
            "subset", "--strings", "Config/ExampleApp", "--info-plist", original, "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("written: \(output)/appfont.json, \(output)/Info.plist and \(output)/Fonts/"))
        #expect(!run.standardError.contains("[subset-registration]"))

        // plistlib: every key but UIAppFonts as in the app's Info.plist; UIAppFonts lists each subset file once.
        let script = """
            import json, os, plistlib, sys
            original = plistlib.load(open(sys.argv[1], "rb"))
            written = plistlib.load(open(sys.argv[2] + "/Info.plist", "rb"))
            fonts = written.pop("UIAppFonts")
            original.pop("UIAppFonts", None)
            files = sorted(os.path.relpath(os.path.join(d, f), sys.argv[2] + "/Fonts")
                           for d, _, names in os.walk(sys.argv[2] + "/Fonts") for f in names if f.endswith((".ttf", ".otf")))
            print(json.dumps({"same": original == written, "fonts": fonts, "files": files}))
            """
        let python = try ReportCommandTests.python(["-c", script, original, output])
        #expect(python.status == 0, "\(python.output)")
        let plist = try #require(try JSONSerialization.jsonObject(with: Data(python.output.utf8)) as? [String: Any])
        #expect(plist["same"] as? Bool == true)
        let fonts = try #require(plist["fonts"] as? [String])
        let files = try #require(plist["files"] as? [String])
        #expect(fonts.sorted() == files.map { "Fonts/" + $0 }, "the pack's folder in the bundle, as the app's Info.plist lists it")
        #expect(files.contains("NotoSansCJK/NotoSansCJKjp-Light.otf"), "a face of a collection is a file of its own")

        struct Identity: Hashable {
            let code: String, language: String?, slot: String?, key: String?
        }
        func findings(_ arguments: String...) throws -> [Identity] {
            let check = try CommandLineRun.fontpack(
                arguments: ["check", "--strings", "Config/ExampleApp", "--format", "json"] + arguments)
            guard let list = try check.json()["findings"] as? [[String: Any]] else {
                Issue.record("no findings in \(check.standardOutput)")
                return []
            }
            return list.map {
                Identity(
                    code: $0["code"] as! String, language: $0["language"] as? String, slot: $0["slot"] as? String,
                    key: $0["key"] as? String)
            }.sorted { "\($0)" < "\($1)" }
        }
        let before = try findings("--info-plist", original)
        let after = try findings("--config", output + "/appfont.json", "--fonts", output + "/Fonts", "--info-plist", output + "/Info.plist")
        #expect(after == before)
        // The app's own Info.plist does not list the split files: the written copy is what makes the difference.
        let unchanged = try findings("--config", output + "/appfont.json", "--fonts", output + "/Fonts", "--info-plist", original)
        #expect(unchanged.contains { $0.code == "not-registered" })
    }
}
