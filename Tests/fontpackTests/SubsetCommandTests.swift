import Foundation
import Testing

@Suite("fontpack subset")
struct SubsetCommandTests {
    @Test("writes the subset pack, prints JSON sizes, exits 0; a bad --keep or the pack folder as output exits 2 or 1")
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
        #expect(intoPack.status == 1)
        #expect(intoPack.standardError.contains("[subset-failed]"))
    }
}
