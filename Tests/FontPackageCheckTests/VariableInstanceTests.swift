import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

/// A variable font drawn at each slot's instance: named instances found by
/// the names the platforms give them, the instance's weight, ink and shaping
/// read at its coordinates, and what each platform needs, checked against
/// fontconfig, FreeType and fontTools.
@Suite("Variable fonts: slots at their instances")
struct VariableInstanceTests {
    /// The three slots of one Inter file at wght 300, 500 and 700.
    static let threeWeights = """
        {"list": [{"env": "default", "data": [
          {"font": 0, "name": "Inter", "variation": {"wght": 300}},
          {"font": 1, "name": "Inter", "variation": {"wght": 500}},
          {"font": 2, "name": "Inter", "variation": {"wght": 700}}]}]}
        """

    @Test("every postscriptname fontconfig gives a named instance finds that instance, at fontTools' coordinates")
    func fontconfigNames() throws {
        let pack = try InterPack()
        let index = try FontIndex(folder: pack.folder)
        let (status, listing) = try Support.run("fc-query", ["--format", "%{index}|%{postscriptname}|%{style[0]}|%{variable}\n", InterVariable.roman])
        try #require(status == 0)
        let coordinates = try Self.fontToolsInstances()
        var found = 0
        for line in listing.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard let number = Int(fields[0]), number >> 16 > 0, fields[3] == "False" else { continue }
            let face = try index.find(name: fields[1])
            #expect(face.file.hasSuffix("Inter-roman.var.ttf"))
            #expect(face.coordinate("wght") == coordinates[fields[2]], "\(fields[1]) (\(fields[2]))")
            found += 1
        }
        #expect(found == 8)  // nine instances; Regular, at the default, is face 0 itself
    }

    @Test("the name FreeType gives face n << 16 (Inter-Light) finds instance n")
    func freeTypeNames() throws {
        let index = try FontIndex(folder: try InterPack().folder)
        let names = try Self.freeTypeInstanceNames()
        let coordinates = try Self.fontToolsInstances()
        try #require(names.count == 9)
        for (number, name) in names {
            let face = try index.find(name: name)
            let subfamily = try #require(coordinates.first { $0.key.replacingOccurrences(of: " ", with: "") == name.dropFirst("Inter-".count).description })
            #expect(face.coordinate("wght") == subfamily.value, "face \(number << 16): \(name)")
        }
        // The full name form, as Typeface.create and local() are given a font: "Inter Semi Bold".
        #expect(try index.find(name: "Inter Semi Bold").coordinate("wght") == 600)
    }

    @Test("a slot named by a named instance is drawn at it: weight column, slot-weight, resolve")
    func slotByInstanceName() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter-Light"}, {"font": 1, "name": "Inter_500wght"}, {"font": 2, "name": "Inter-Bold"}]}]}
            """, languages: ["en"])
        #expect(report.rows.map { $0.face?.drawnWeight } == [300, 500, 700])
        #expect(!report.findings.contains { ["slot-weight", "weight-order", "font-not-found"].contains($0.code.rawValue) }, "\(report.findings.map(\.description))")
        // What a Swift caller reads: the face behind boldSystemFont's answer, at the Bold instance's coordinates.
        let bold = try #require(report.resolutions["en"]?.first { $0.request == .boldSystem })
        #expect(report.face(for: bold)?.variation == ["wght": 700])
    }

    @Test("a name of an instance the font lacks is a located error listing the instances it has")
    func missingInstance() throws {
        let report = try InterPack().check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter-Hairline"}, {"font": 2, "name": "Inter-Bold"}]}]}
            """, languages: ["en"])
        let finding = try #require(report.findings.first { $0.code == "no-such-instance" })
        #expect(finding.severity == .error)
        #expect(finding.location == SourceLocation(file: "pack.json", line: 2, column: 3))
        #expect(finding.message.contains("no named instance of that name"))
        #expect(finding.message.contains("Inter-Thin, Inter-ExtraLight, Inter-Light, Inter-Regular, Inter-Medium, Inter-SemiBold, Inter-Bold, Inter-ExtraBold, Inter-Black"))
        #expect(RuleRegistry.code("no-such-instance")?.defaultSeverity == .error)
        // A name nothing like an instance's is still font-not-found.
        let other = try InterPack().check(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "Roboto-Light"}]}]}"#, languages: ["en"])
        #expect(other.findings.contains { $0.code == "font-not-found" })
        #expect(!other.findings.contains { $0.code == "no-such-instance" })
    }

    @Test("wght 300, 500 and 700 of one file check with no error for en, vi and ru on all four platforms")
    func fourPlatforms() throws {
        let report = try InterPack(fileName: "inter_roman.ttf").check(
            Self.threeWeights, languages: ["en", "vi", "ru"], platforms: [.ios, .android, .web, .linux])
        #expect(!report.hasErrors, "\(report.findings.filter { $0.severity == .error }.map(\.description))")
        #expect(!report.findings.contains { ["slot-weight", "weight-order"].contains($0.code.rawValue) })
        #expect(report.rows.filter { $0.language == "vi" }.map { $0.face?.drawnWeight } == [300, 500, 700])
        // One note per platform for the file: what each needs to draw the slots' coordinates.
        let notes = report.findings.filter { $0.code == "platform-variation" }
        #expect(Set(notes.compactMap(\.platform)) == [.ios, .android, .web, .linux])
        #expect(notes.allSatisfy { $0.severity == .note && $0.message.contains("wght 300, wght 500, wght 700") })
        #expect(notes.contains { $0.platform == .android && $0.message.contains("android:fontVariationSettings (API 28") })
    }

    @Test("fontconfig snaps a weight between named instances to the nearest one, so such a slot gets its own Linux note")
    func linuxBetweenInstances() throws {
        let pack = try InterPack()
        let report = try pack.check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300}}, {"font": 2, "name": "Inter", "variation": {"wght": 650}}]}]}
            """, languages: ["en"], platforms: [.linux])
        let warnings = report.findings.filter { $0.code == "platform-variation" && $0.slot == "bold" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .note)
        #expect(warnings.first?.slot == "bold")
        #expect(warnings.first?.message.contains("Inter at wght 650 is no named instance") == true)
        // The platform's own matcher: with only the pack's folder, a request at wght 650 (fontconfig
        // weight 190) gets a named instance, not the variable pattern at 650.
        let configuration = pack.folder + "/fonts.conf"
        try Data("<fontconfig><dir>\(pack.folder)</dir><cachedir>\(pack.folder)/cache</cachedir></fontconfig>".utf8)
            .write(to: URL(fileURLWithPath: configuration))
        setenv("FONTCONFIG_FILE", configuration, 1)
        defer { unsetenv("FONTCONFIG_FILE") }
        let (status, matched) = try Support.run("fc-match", ["-f", "%{index}|%{variable}|%{weight}", "Inter:weight=190"])
        try #require(status == 0)
        let fields = matched.split(separator: "|").map(String.init)
        #expect(fields[1] == "False")
        #expect([180, 200].contains(Int(fields[2]) ?? 0), "\(matched)")
    }

    @Test("Debian's roman and italic Inter files share the PostScript name Inter: duplicate-postscript-name")
    func romanAndItalic() throws {
        // The roman file named by `file`: by name alone, "Inter" is ambiguous between the two files (font-ambiguous).
        let report = try InterPack(withItalic: true).check(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "file": "Inter-roman.var.ttf", "variation": {"wght": 300}},
              {"font": 2, "name": "Inter", "file": "Inter-roman.var.ttf", "variation": {"wght": 700}}]}]}
            """, languages: ["en"], platforms: [.ios])
        let duplicate = try #require(report.findings.first { $0.code == "duplicate-postscript-name" })
        #expect(duplicate.severity == .error)
        #expect(duplicate.message.contains("Inter is the PostScript name of faces in"))
        #expect(duplicate.message.contains("Inter-italic.var.ttf"))
        // fontTools reads the same name ID 6 from both files.
        let script = "import sys\nfrom fontTools.ttLib import TTFont\nprint(*[TTFont(p)['name'].getDebugName(6) for p in sys.argv[1:]])"
        let (status, names) = try Support.run("python3", ["-c", script, InterVariable.roman, InterVariable.italic])
        try #require(status == 0)
        #expect(names.trimmingCharacters(in: .whitespacesAndNewlines) == "Inter Inter")
    }

    // MARK: Oracles

    /// Each named instance's subfamily name and wght, as fontTools reads fvar.
    static func fontToolsInstances() throws -> [String: Double] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1])
            for i in f['fvar'].instances: print(f['name'].getDebugName(i.subfamilyNameID) + '|' + str(i.coordinates['wght']))
            """
        let (status, output) = try Support.run("python3", ["-c", script, InterVariable.roman])
        try #require(status == 0)
        var instances: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "|")
            instances[String(parts[0])] = Double(parts[1])
        }
        return instances
    }

    /// FreeType's `FT_Get_Postscript_Name` of face `n << 16`, n = 1...9, through ctypes.
    static func freeTypeInstanceNames() throws -> [(Int, String)] {
        let script = """
            import ctypes, ctypes.util, sys
            ft = ctypes.CDLL(ctypes.util.find_library('freetype'))
            ft.FT_Get_Postscript_Name.restype = ctypes.c_char_p
            library = ctypes.c_void_p(); ft.FT_Init_FreeType(ctypes.byref(library))
            face = ctypes.c_void_p()
            ft.FT_New_Face(library, sys.argv[1].encode(), ctypes.c_long(-1), ctypes.byref(face))
            count = ctypes.cast(face, ctypes.POINTER(ctypes.c_long))[3] >> 16  # FT_FaceRec.style_flags: named instances in bits 16-30
            ft.FT_Done_Face(face)
            for n in range(1, count + 1):
                face = ctypes.c_void_p()
                if ft.FT_New_Face(library, sys.argv[1].encode(), ctypes.c_long(n << 16), ctypes.byref(face)) == 0:
                    print(n, ft.FT_Get_Postscript_Name(face).decode()); ft.FT_Done_Face(face)
            """
        let (status, output) = try Support.run("python3", ["-c", script, InterVariable.roman])
        try #require(status == 0)
        return output.split(separator: "\n").map { line in
            let parts = line.split(separator: " ")
            return (Int(parts[0]) ?? 0, String(parts[1]))
        }
    }
}

/// `Tests/Fixtures/Variable/InkVar.ttf`: a two-master variable font whose
/// Å, É, g and y reach past the line box at wght 900 only (its README).
@Suite("Variable fonts: ink at the instance")
struct VariableInkTests {
    static let font = Support.packageRoot + "/Tests/Fixtures/Variable/InkVar.ttf"

    @Test("ink extents at wght 100, 400 and 900 are the glyph bounds fontTools' instancer gives", arguments: [100.0, 400, 900])
    func extentsAgreeWithFontTools(wght: Double) throws {
        let table = try String(contentsOfFile: Support.packageRoot + "/Tests/Fixtures/Variable/expected-ink.tsv", encoding: .utf8)
        let rows = table.split(separator: "\n").dropFirst().map { $0.split(separator: "\t").map(String.init) }
            .filter { Double($0[0]) == wght && $0[2].hasPrefix("U+") }
        try #require(rows.count == 5)
        let measurer = try InkMeasurer(FaceID(file: Self.font, index: 0, variation: wght == 100 ? [:] : ["wght": wght]), files: FontFiles())
        for row in rows {
            let codePoint = try #require(UInt32(row[2].dropFirst(2), radix: 16))
            let ink = try #require(measurer.measure(items: [[codePoint]]).first)
            #expect(ink.bottom == Int(row[3]), "\(row[1]) at wght \(wght)")
            #expect(ink.top == Int(row[4]), "\(row[1]) at wght \(wght)")
        }
    }

    @Test("clipped-ink: the slot at wght 900 clips by fontTools' 200 units, the slots at 100 and 400 do not")
    func clippingPerSlot() throws {
        let folder = try Support.temporaryFolder()
        try Support.write(try Data(contentsOf: URL(fileURLWithPath: Self.font)), to: folder + "/InkVar.ttf")
        let config = try FontPackConfig.parse(
            bytes: Array(
                """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "InkVar", "variation": {"wght": 100}},
                  {"font": 1, "name": "InkVar-Regular"},
                  {"font": 2, "name": "InkVar-Black"}]}]}
                """.utf8), file: "pack.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: folder, languages: ["sv"]))
        let clipped = report.findings.filter { $0.code == "clipped-ink" }
        #expect(clipped.map(\.slot) == ["bold"], "\(clipped.map(\.description))")
        let message = try #require(clipped.first?.message)
        // expected-ink.tsv: Å reaches 3100 and g -960 at wght 900; hhea: 2900 / -760.
        #expect(message.contains("InkVar at wght 900: ink rises up to 200 units (7.1% of the em) above the ios line box (hhea.ascender 2900) in Å"))
        #expect(message.contains("falls up to 200 units (7.1% of the em) below it (hhea.descender -760) in g y"))
        #expect(report.rows.map { $0.face?.drawnWeight } == [100, 400, 900])
    }
}

@Suite("Variable fonts: a fallback link's family")
struct VariableLinkTests {
    @Test("a variable font named by a fallback link draws each slot at the slot's weight, so no fallback-weight")
    func linkAtSlotWeight() throws {
        let pack = try InterPack()
        for file in ["NotoSansArabic-Light.ttf", "NotoSansArabic-Bold.ttf"] {
            try Support.write(
                try Data(contentsOf: URL(fileURLWithPath: Support.packageRoot + "/Fonts/NotoSansArabic/" + file)), to: pack.folder + "/" + file)
        }
        let report = try pack.check(
            """
            {"list": [{"env": "ar", "data": [
              {"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}],
              "fallback": ["Inter"]}]}
            """, languages: ["ar"])
        #expect(!report.findings.contains { $0.code == "fallback-weight" }, "\(report.findings.map(\.description))")
        // fontTools' default wght of the file is 400: the links are drawn away from it, at each slot's weight.
        let links = report.rows.map { row in row.chain.dropFirst().first?.face?.variation["wght"] }
        #expect(links == [300, 500, 700], "\(report.rows.map(\.slot))")
        let script = "import sys\nfrom fontTools.ttLib import TTFont\nprint([a.defaultValue for a in TTFont(sys.argv[1])['fvar'].axes if a.axisTag == 'wght'][0])"
        let (status, defaultValue) = try Support.run("python3", ["-c", script, InterVariable.roman])
        try #require(status == 0)
        #expect(Double(defaultValue.trimmingCharacters(in: .whitespacesAndNewlines)) == 400)
    }
}
