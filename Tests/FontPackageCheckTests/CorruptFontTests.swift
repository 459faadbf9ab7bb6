import FontPackage
import FontPackageCheck
import Foundation
import Testing
internal import FontPackageInspection

/// The files of `Tests/Fixtures/CorruptFonts` (made by `Scripts/fixtures/make-corrupt-fonts.py`
/// from the example pack's Hebrew face): each, dropped into a healthy pack,
/// gives one finding about itself (none when FreeType reads it and its
/// container is sound, however wrong its tables) while every other font is
/// checked as before. `CorruptFontCommandTests` runs each as a config face
/// through every command.
@Suite("Corrupt and hostile font files")
struct CorruptFontTests {
    static let folder = Support.packageRoot + "/Tests/Fixtures/CorruptFonts"

    /// (file, expected code; empty for no finding). `font-unreadable` exactly
    /// where `fc-query` fails too (checked below), except the collection over
    /// the face limit.
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
        ("wrong-magic-woff2.ttf", "font-unreadable"),
        ("cmap-table-past-end.ttf", "font-damaged"),
        ("cmap-offsets-past-end.ttf", "font-damaged"),
        ("bitflip-head-units-per-em.ttf", "font-unreadable"),
        // FreeType reads these; their glyphs and metrics are wrong, their container sound.
        ("bitflip-head-loca-format.ttf", ""),
        ("bitflip-maxp-num-glyphs.ttf", ""),
        ("bitflip-hhea-metrics-count.ttf", ""),
        ("tables-overlap.ttf", "font-damaged"),
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

    @Test("at most one finding about the damaged file; the healthy fonts are checked as without it", arguments: cases)
    func oneFindingAndTheRestChecked(file: String, code: String) throws {
        let (report, folder) = try Self.check(adding: file)
        let path = folder + "/damaged/" + file
        let about = report.findings.filter { $0.font == path }
        #expect(about.map(\.code.rawValue) == (code.isEmpty ? [] : [code]), "\(about.map(\.description))")
        if !code.isEmpty { #expect(about.first?.severity == (code == "font-unreadable" ? .error : .warning)) }
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

    @Test("a cmap subtable outside its table is damage, at the offset and table length fontTools names")
    func cmapOffsets() throws {
        // fontTools refuses the subtable: "cmap subtable offset 454 is out of bounds (data length 438)".
        let fontTools = try Support.run(
            "python3",
            [
                "-c",
                """
                import sys
                from fontTools.ttLib import TTFont
                try:
                    TTFont(sys.argv[1])["cmap"]
                except Exception as error:
                    print(error)
                """,
                Self.folder + "/cmap-offsets-past-end.ttf",
            ])
        let refusal = try #require(fontTools.output.firstMatch(of: /offset (\d+) is out of bounds \(data length (\d+)\)/))
        let (report, folder) = try Self.check(adding: "cmap-offsets-past-end.ttf")
        let finding = try #require(report.findings.first { $0.font == folder + "/damaged/cmap-offsets-past-end.ttf" })
        #expect(finding.message.contains("at offset \(refusal.output.1) starts past the end of the table (\(refusal.output.2) bytes)"), "\(finding.message)")
        // FreeType drops both subtables: fontconfig sees no character at all.
        let fcQuery = try Support.run("fc-query", ["-i", "0", "-f", "%{charset}|", Self.folder + "/cmap-offsets-past-end.ttf"])
        #expect(fcQuery.status == 0 && fcQuery.output == "|", "\(fcQuery.output)")
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

@Suite("Symbolic links in the pack folder")
struct PackSymlinkTests {
    /// A pack with a link loop, a linked font inside, and links to a font and a folder outside.
    static func makePack() throws -> String {
        let pack = try Support.temporaryFolder()
        let fixtures = Support.packageRoot + "/Tests/Fixtures/Fonts"
        try Support.write(try Data(contentsOf: URL(fileURLWithPath: fixtures + "/Light.ttf")), to: pack + "/Light.ttf")
        try FileManager.default.createDirectory(atPath: pack + "/sub", withIntermediateDirectories: true)
        let links = [
            "sub/loop": "..", "self": ".", "sub/Again.ttf": "../Light.ttf",
            "Outside.ttf": fixtures + "/Bold.ttf", "outside-folder": fixtures,
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: pack + "/" + link, withDestinationPath: target)
        }
        return pack
    }

    @Test("link loops end the walk; a link to a font inside is the same font, one outside is not read")
    func walk() throws {
        let pack = try Self.makePack()
        let index = try FontIndex(folder: pack)
        // sub/Again.ttf is a link to Light.ttf: one file, kept under the path that is not a link.
        #expect(index.files == ["Light.ttf"])
        #expect(index.linksOutside == [pack + "/Outside.ttf"])
        #expect(Set(index.faces.map(\.postscriptName)) == ["FixtureSlot-Light"])
    }

    @Test("a file that leaves the pack is an error; through a link, the error names the link and its target", arguments: [
        "Outside.ttf", "outside-folder/Bold.ttf", "../Outside.ttf", "sub/../../x.ttf",
    ])
    func outside(file: String) throws {
        let pack = try Self.makePack()
        let index = try FontIndex(folder: pack)
        let error = #expect(throws: FontLookupError.self) { try index.find(file: file) }
        if file.hasPrefix("sub/..") || file.hasPrefix("..") {
            #expect(error?.reason == .outsidePack)
        } else {
            let target = Support.packageRoot + "/Tests/Fixtures/Fonts/Bold.ttf"
            #expect(error?.reason == .linkOutside(link: pack + "/" + file, target: target))
            #expect(error?.description.contains("a link to \(target), which is outside the pack") == true)
        }
    }

    @Test("a name found only as a link outside the pack says so, not just 'no font named'")
    func nameOfLinkOutside() throws {
        let pack = try Self.makePack()
        let index = try FontIndex(folder: pack)
        let error = #expect(throws: FontLookupError.self) { try index.find(name: "Outside") }
        #expect(error?.description.hasPrefix("'Outside' is in \(pack)/Outside.ttf, a link to ") == true)
        #expect(error?.description.contains("copy the file into the pack, or pass --fonts") == true)
    }

    @Test("an explicit file that does not exist says so (it is a path, not a name)")
    func missingFile() throws {
        let index = try FontIndex(folder: try Self.makePack())
        let error = #expect(throws: FontLookupError.self) { try index.find(file: "Ligth.ttf") }
        #expect(error?.description == "font file 'Ligth.ttf' does not exist in the pack; closest files: 'Light.ttf'")
    }

    @Test("the pack check warns about the link outside and reads the rest (the link inside too)")
    func finding() throws {
        let pack = try Self.makePack()
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#.utf8),
            file: "pack.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: pack))
        let link = try #require(report.findings.first { $0.code == "font-link-outside" })
        #expect(link.severity == .warning)
        #expect(link.font == pack + "/Outside.ttf")
        // Light.ttf and sub/Again.ttf are one file through two paths: one font, not an ambiguous name.
        #expect(!report.findings.contains { $0.code == "font-ambiguous" })
        #expect(report.rows.first?.face?.file == pack + "/Light.ttf")
    }
}

@Suite("Recorded font inputs")
struct FontRegressionInputTests {
    /// Inputs of `Scripts/ci/fuzz.sh font` that once crashed or hung, each read as
    /// the one font of a pack, as the fuzz target does.
    @Test func everyRecordedFontInputIsReadOrRefused() throws {
        let folder = Support.packageRoot + "/Tests/Fixtures/Regressions/font"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() {
            let pack = try Support.temporaryFolder()
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), to: pack + "/input.ttf")
            let index = try FontIndex(folder: pack, options: FontInspector.Options(scanGlyphInk: true), workers: 1)
            #expect(index.faces.count + index.failures.count >= 1, "\(name)")
        }
    }
}
