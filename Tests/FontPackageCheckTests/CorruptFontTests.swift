import FontPackage
import FontPackageCheck
import Foundation
import Testing

/// The files of `Tests/Fixtures/CorruptFonts` (made by `Scripts/fonts/make-corrupt-fonts.py`
/// from the example pack's Hebrew face): each, dropped into a healthy pack,
/// gives one finding about itself while every other font is checked as before.
@Suite("Corrupt and hostile font files")
struct CorruptFontTests {
    static let folder = Support.packageRoot + "/Tests/Fixtures/CorruptFonts"

    /// (file, expected code). `font-unreadable` exactly where `fc-query` fails
    /// too (checked below), except the collection over the face limit.
    static let cases: [(String, String)] = [
        ("zero-length.ttf", "font-unreadable"),
        ("not-a-font.ttf", "font-unreadable"),
        ("truncated-header.ttf", "font-unreadable"),
        ("truncated-directory.ttf", "font-unreadable"),
        ("truncated-half.ttf", "font-unreadable"),
        ("truncated-last-byte.ttf", "font-damaged"),
        ("bitflip-sfnt-version.ttf", "font-unreadable"),
        ("bitflip-table-offsets.ttf", "font-damaged"),
        ("bitflip-head-magic.ttf", "font-unreadable"),
        ("num-tables-65535.ttf", "font-damaged"),
        ("faces-100000.ttc", "font-unreadable"),
        ("faces-2000.ttc", "font-unreadable"),
        ("faces-offsets-past-end.ttc", "font-unreadable"),
        ("truncated-header.woff2", "font-unreadable"),
        ("truncated-half.woff2", "font-unreadable"),
        ("name-invalid-utf16.ttf", "font-damaged"),
    ]

    static let config = """
        {"list": [{"env": "default", "data": [
          {"font": 0, "name": "FixtureSlot-Light"},
          {"font": 1, "name": "FixtureSlot-Medium"},
          {"font": 2, "name": "FixtureSlot-Bold"}]}]}
        """

    /// A pack of three healthy fixture faces, plus `extra` (a corrupt file) under `damaged/`.
    static func check(adding extra: String?) throws -> (report: PackReport, folder: String) {
        let pack = try Support.temporaryFolder()
        for name in ["Light.ttf", "Medium.ttf", "Bold.ttf"] {
            try Support.write(
                try Data(contentsOf: URL(fileURLWithPath: Support.packageRoot + "/Tests/Fixtures/Fonts/" + name)),
                to: pack + "/" + name)
        }
        if let extra {
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + extra)), to: pack + "/damaged/" + extra)
        }
        let config = try FontPackConfig.parse(bytes: Array(Self.config.utf8), file: "pack.json")
        return (try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: pack)), pack)
    }

    static let healthy: [String] = {
        guard let (report, folder) = try? check(adding: nil) else { return ["the healthy pack could not be checked"] }
        return report.findings.map { $0.description.replacingOccurrences(of: folder, with: "PACK") }
    }()

    @Test("the corpus is complete: every file the script writes is a case")
    func corpusMatchesCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0 != "OFL.txt" }
        #expect(Set(files) == Set(Self.cases.map(\.0)))
    }

    @Test("one finding about the damaged file; the healthy fonts are checked as without it", arguments: cases)
    func oneFindingAndTheRestChecked(file: String, code: String) throws {
        let started = ContinuousClock.now
        let (report, folder) = try Self.check(adding: file)
        #expect(ContinuousClock.now - started < .seconds(10))
        let path = folder + "/damaged/" + file
        let about = report.findings.filter { $0.font == path }
        #expect(about.map(\.code.rawValue) == [code], "\(about.map(\.description))")
        #expect(about.first?.severity == (code == "font-unreadable" ? .error : .warning))
        let others = report.findings.filter { $0.font != path }.map {
            $0.description.replacingOccurrences(of: folder, with: "PACK")
        }
        #expect(others == Self.healthy)
        #expect(report.rows.filter { $0.face != nil }.count == 3)
    }

    @Test("unreadable exactly where fc-query cannot read face 0 either", arguments: cases)
    func unreadableAgreesWithFcQuery(file: String, code: String) throws {
        let fcQuery = try Support.run("fc-query", ["-i", "0", "-f", "%{family}\n", Self.folder + "/" + file])
        if file == "faces-2000.ttc" {
            // FreeType opens it; 2000 faces is over this package's own limit.
            #expect(fcQuery.status == 0)
            #expect(2000 > FontInspector.maximumFaceCount)
        } else {
            #expect((fcQuery.status != 0) == (code == "font-unreadable"), "fc-query: \(fcQuery.output)")
        }
    }

    @Test("fontconfig shows the invalid UTF-16 names as question marks; the finding names the IDs")
    func invalidNames() throws {
        let fcQuery = try Support.run(
            "fc-query", ["-i", "0", "-f", "%{postscriptname}\n", Self.folder + "/name-invalid-utf16.ttf"])
        #expect(fcQuery.output.hasPrefix("?"))
        let (report, folder) = try Self.check(adding: "name-invalid-utf16.ttf")
        let finding = try #require(report.findings.first { $0.font == folder + "/damaged/name-invalid-utf16.ttf" })
        #expect(finding.message.contains("not valid UTF-16"))
        #expect(finding.message.contains(" 6"))
    }
}
