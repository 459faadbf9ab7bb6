import Foundation
import Testing

/// With no `--fonts`, a command reads the `Fonts/` folder beside its config, as
/// the build plugin does, and says which folder it read when that is not the
/// `Fonts/` of the current folder.
@Suite("The pack folder beside the config")
struct FontsFolderCommandTests {
    /// A folder holding an `appfont.json` whose default entry is Noto Sans, and
    /// `Fonts/NotoSans/` copied from the example pack.
    static func packFolder(withFonts: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 2, "name": "NotoSans-Bold"}]}]}"#
        try Data(config.utf8).write(to: folder.appendingPathComponent("appfont.json"))
        if withFonts {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: CommandLineRun.packageRoot.appendingPathComponent("Fonts/NotoSans"),
                to: folder.appendingPathComponent("Fonts/NotoSans"))
        }
        return folder
    }

    /// `fontpack ARGUMENTS` run in `folder`.
    static func fontpack(in folder: URL, _ arguments: [String]) throws -> CommandLineRun {
        let quoted = ([CommandLineRun.executable.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        return try CommandLineRun.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cd '\(folder.path)' && exec \(quoted)"])
    }

    @Test("check --config DIR/appfont.json, run from another folder with no --fonts, checks DIR/Fonts and says so")
    func fromAnotherFolder() throws {
        let pack = try Self.packFolder()
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let config = pack.appendingPathComponent("appfont.json").path
        let run = try Self.fontpack(in: elsewhere, ["check", "--config", config, "--shaping", "off", "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let table = try #require(try run.json()["table"] as? [[String: Any]])
        let fonts = table.compactMap { $0["font"] as? String }
        #expect(fonts.count == 3 && fonts.allSatisfy { $0.hasPrefix(pack.path + "/Fonts/NotoSans/") }, "\(fonts)")
        #expect(run.standardError.contains("note: fonts from \(pack.path)/Fonts, the Fonts folder beside \(config) (no --fonts)"))
        // Nothing in the other folder is named, as it has no Fonts/ of its own.
        #expect(!run.standardError.contains("current folder"))
    }

    @Test("from a folder with a Fonts/ of its own, the one beside the config is read, and the other is said to be left")
    func besideWinsOverCurrent() throws {
        let pack = try Self.packFolder()
        let config = pack.appendingPathComponent("appfont.json").path
        // The package root has the example pack in Fonts/, which the config's name does not need.
        let run = try CommandLineRun.fontpack("check", "--config", config, "--shaping", "off", "--format", "json")
        #expect(run.status == 0)
        let table = try #require(try run.json()["table"] as? [[String: Any]])
        #expect(table.allSatisfy { ($0["font"] as? String)?.hasPrefix(pack.path + "/Fonts/") == true })
        #expect(run.standardError.contains("Fonts in the current folder, which is not beside it, is not read"))
        // --fonts given: no note, the folder given.
        let given = try CommandLineRun.fontpack("check", "--config", config, "--fonts", "Fonts", "--shaping", "off")
        #expect(given.status == 0)
        #expect(!given.standardError.contains("note: fonts from"))
    }

    @Test("a config with no Fonts/ beside it: Fonts/ of the current folder, said; with neither, the error names the folder beside it")
    func noFontsBeside() throws {
        let pack = try Self.packFolder(withFonts: false)
        let config = pack.appendingPathComponent("appfont.json").path
        let current = try CommandLineRun.fontpack("check", "--config", config, "--shaping", "off")
        #expect(current.status == 0)
        #expect(current.standardError.contains("note: fonts from Fonts in the current folder: \(config) has no Fonts folder beside it"))

        let neither = try Self.fontpack(in: pack, ["check", "--config", config, "--shaping", "off"])
        #expect(neither.status == 2)
        #expect(neither.standardError.contains("\(pack.path)/Fonts"), "\(neither.standardError)")
    }

    @Test("report and export read the same folder")
    func otherCommands() throws {
        let pack = try Self.packFolder()
        let config = pack.appendingPathComponent("appfont.json").path
        let output = pack.appendingPathComponent("report").path
        let report = try Self.fontpack(in: FileManager.default.temporaryDirectory, ["report", "--config", config, "--output", output])
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardError.contains("note: fonts from \(pack.path)/Fonts"))
        let css = try Self.fontpack(
            in: FileManager.default.temporaryDirectory, ["export", "fontconfig", "--config", config])
        #expect(css.status == 0, "\(css.standardError)")
        #expect(css.standardOutput.contains(pack.path + "/Fonts/NotoSans/NotoSans-Light.ttf"))
    }
}
