import Foundation
import Testing

/// `init` on Debian's Noto Sans CJK collections gives each Han-writing
/// language the face that draws its forms by default, and the `han-forms`
/// hint names the same face from whichever face a config starts.
@Suite("init and han-forms on Noto Sans CJK's collections")
struct InitHanFormsTests {
    /// Debian's fonts-noto-cjk (Scripts/install-dependencies.sh installs it).
    static let collections = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"]

    /// PostScript name -> face index of a collection, as fontconfig's fc-scan reads it.
    static func faces(of file: String) throws -> [String: Int] {
        let (status, output) = try runTool("fc-scan", ["--format", "%{postscriptname}\t%{index}\n", file])
        #expect(status == 0)
        var faces: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let index = Int(fields[1]) { faces[String(fields[0])] = index }
        }
        return faces
    }

    /// A folder with the two collections and Noto Sans (the Latin default) copied in.
    static func pack() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-cjk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for file in collections {
            try #require(FileManager.default.fileExists(atPath: file), "\(file): install fonts-noto-cjk (Scripts/install-dependencies.sh)")
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: file), to: folder.appendingPathComponent("fonts/" + URL(fileURLWithPath: file).lastPathComponent))
        }
        try FileManager.default.copyItem(
            at: CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSans"), to: folder.appendingPathComponent("fonts/NotoSans"))
        return folder
    }

    @Test("init writes SC for zh-Hans, TC for zh-Hant, HK for zh-HK, JP for ja, KR for ko; its notes send none of them to default; check finds no han-forms")
    func initPicksRegionFaces() throws {
        let folder = try Self.pack()
        let fonts = folder.appendingPathComponent("fonts").path
        let config = folder.appendingPathComponent("appfont.json").path
        let run = try CommandLineRun.fontpack("init", "--fonts", fonts, "--output", config)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config)))
        let entries = try #require((object as? [String: Any])?["list"] as? [[String: Any]])
        let regular = try Self.faces(of: Self.collections[0])
        let expected = ["zh-Hans": "sc", "zh-Hant": "tc", "zh-HK": "hk", "ja": "jp", "ko": "kr"]
        for (env, region) in expected {
            let entry = try #require(entries.first { $0["env"] as? String == env }, "no \(env) entry")
            let data = try #require(entry["data"] as? [[String: Any]])
            let light = try #require(data.first { $0["font"] as? Int == 0 })
            let name = "NotoSansCJK\(region)-Regular"
            #expect(light["name"] as? String == name, "\(env)")
            #expect(light["index"] as? Int == regular[name], "\(env): fc-scan puts \(name) at \(regular[name] ?? -1)")
            let note = try #require(entry["note"] as? String)
            #expect(note.contains("draws \(env)'s Han characters in"), "\(note)")
            #expect(!note.contains("fall to default"), "\(env): \(note)")
        }
        let check = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "--format", "json")
        let findings = try #require(try check.json()["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["code"] as? String == "han-forms" }, "\(findings.filter { $0["code"] as? String == "han-forms" })")
    }

    @Test("the han-forms hint names the SC face for zh-Hans and the KR face for ko, whichever face the config names")
    func hintFromEveryFace() throws {
        let folder = try Self.pack()
        let fonts = folder.appendingPathComponent("fonts").path
        let regular = try Self.faces(of: Self.collections[0]).filter { !$0.key.contains("Mono") }
        #expect(regular.count == 5, "\(regular)")
        for (name, _) in regular.sorted(by: { $0.value < $1.value }) {
            let config = try temporaryConfig(
                #"{"list": [{"env": "zh-Hans", "data": [{"font": 0, "name": "\#(name)"}]}, {"env": "ko", "data": [{"font": 0, "name": "\#(name)"}]}]}"#)
            let check = try CommandLineRun.fontpack("check", "--config", config, "--fonts", fonts, "--format", "json")
            let findings = try #require(try check.json()["findings"] as? [[String: Any]]).filter { $0["code"] as? String == "han-forms" }
            for (language, own) in [("zh-Hans", "NotoSansCJKsc-Regular"), ("ko", "NotoSansCJKkr-Regular")] {
                let finding = findings.first { $0["language"] as? String == language }
                if name == own {
                    #expect(finding == nil, "\(name) \(language)")
                } else {
                    let message = try #require(finding?["message"] as? String, "\(name) \(language): no han-forms finding")
                    #expect(message.contains("face \(regular[own]!) of this collection (\(own)) draws them by default"), "\(name): \(message)")
                }
            }
        }
    }
}
