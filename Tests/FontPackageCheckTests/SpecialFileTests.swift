import FontPackage
import FontPackageCheck
@testable import FontPackageInspection
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// FIFOs among the inputs: opening one for reading waits for a writer, so a
/// check that opened it would never end. Each is named and refused unopened.
@Suite("Special files never block", .timeLimit(.minutes(1)))
struct SpecialFileTests {
    /// A pack folder with one real font and a FIFO named like a font, and an
    /// app whose only string file is a FIFO.
    static func makeFolder() throws -> String {
        let folder = try Support.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Fonts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Support.packageRoot + "/Fonts/NotoSans/NotoSans-Light.ttf", toPath: folder + "/Fonts/NotoSans-Light.ttf")
        #expect(mkfifo(folder + "/Fonts/Pipe.ttf", 0o644) == 0)
        #expect(mkfifo(folder + "/App/en.lproj/Localizable.strings", 0o644) == 0)
        return folder
    }

    @Test("a FIFO in the pack folder is an unreadable font file; a FIFO string file is an unreadable string file")
    func fifoInputs() throws {
        let folder = try Self.makeFolder()
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#.utf8),
            file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: folder + "/Fonts", strings: StringsCheckOptions(paths: [folder + "/App"]))
        options.shaping = false
        let report = try PackChecker.check(config: config, options: options)
        let pipe = try #require(report.findings.first { $0.code == "font-unreadable" })
        #expect(pipe.font == folder + "/Fonts/Pipe.ttf")
        #expect(pipe.message.contains("FIFO"))
        let strings = try #require(report.findings.first { $0.code == "strings-unreadable" })
        #expect(strings.location?.file == folder + "/App/en.lproj/Localizable.strings")
        #expect(strings.message.contains("FIFO"))
        // The real font is still read and serves the config.
        #expect(report.rows.allSatisfy { $0.face?.postscriptName == "NotoSans-Light" })
    }

    @Test("a font file is mapped only when it is a regular file with bytes: a FIFO, a folder and an empty file are not")
    func mapping() throws {
        let folder = try Self.makeFolder()
        #expect(FileManager.default.createFile(atPath: folder + "/Fonts/Empty.ttf", contents: Data()))
        #expect(FontFile(path: folder + "/Fonts/Pipe.ttf") == nil)
        #expect(FontFile(path: folder + "/Fonts") == nil)
        #expect(FontFile(path: folder + "/Fonts/Empty.ttf") == nil)
        #expect(FontFile(path: folder + "/Fonts/Missing.ttf") == nil)
        let font = try #require(FontFile(path: folder + "/Fonts/NotoSans-Light.ttf"))
        let onDisk = try Data(contentsOf: URL(fileURLWithPath: folder + "/Fonts/NotoSans-Light.ttf"))
        #expect(font.withBytes { Data($0) } == onDisk)
        // Pages let go are read again from the file: the same bytes.
        font.releaseReadPages()
        #expect(font.withBytes { Data($0) } == onDisk)
        #expect(font.harfBuzzFaceCount == 1)
    }

    @Test("a FIFO named as the config is refused with its kind")
    func fifoConfig() throws {
        let folder = try Self.makeFolder()
        #expect {
            _ = try FontPackConfig.load(path: folder + "/Fonts/Pipe.ttf")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.message.contains("FIFO (named pipe)") == true
        }
    }
}
