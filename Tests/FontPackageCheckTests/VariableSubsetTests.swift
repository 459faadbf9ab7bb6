import FontPackage
import FontPackageSubset
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

/// `fontpack subset` on variable fonts, judged by fontTools (the tables and
/// names of what is written) and by HarfBuzz through uharfbuzz
/// (`Tests/Subset/variable_fonts.py compare`): each text shaped with the
/// original at a slot's coordinates and with the subset at the same
/// coordinates, or with the pinned static file, must give the same clusters,
/// advances, offsets, ink extents, outlines and line metrics.
@Suite("Subset of variable fonts", .serialized)
struct VariableSubsetTests {
    static let script = Support.packageRoot + "/Tests/Subset/variable_fonts.py"
    static let fixture = Support.packageRoot + "/Tests/Fixtures/VariableFonts"
    static let weights: [Double] = [300, 500, 700]
    /// How far, in font units, a pinned outline's points may lie from the variable outline's: HarfBuzz
    /// draws a variable glyph with fractional coordinates, a static `glyf` stores whole ones, and a
    /// composite glyph (a Vietnamese letter and its marks) rounds its components' offsets as well.
    static let pinnedTolerance = 1.0

    /// Inter's roman variable file at wght 300, 500 and 700 (`Tests/Fixtures/VariableFonts`), with the
    /// app's en, vi and ru strings, subset as it is and pinned.
    static let run: Result<(kept: PackSubsetReport, pinned: PackSubsetReport, pack: String), any Error> = Result {
        let pack = try InterPack().folder
        let config = try FontPackConfig.load(path: fixture + "/appfont.json")
        var check = PackCheckOptions(fontsFolder: pack, languages: ["en", "vi", "ru"])
        check.strings = StringsCheckOptions(paths: [fixture + "/App"])
        let output = try Support.temporaryFolder()
        let kept = try PackSubsetter.subset(config: config, options: PackSubsetOptions(check: check, output: output + "/kept"))
        let pinned = try PackSubsetter.subset(
            config: config, options: PackSubsetOptions(check: check, output: output + "/pinned", pin: true))
        return (kept, pinned, pack)
    }

    static func subsets() throws -> (kept: PackSubsetReport, pinned: PackSubsetReport, pack: String) { try run.get() }

    /// The app's strings of one language, as the fixture writes them.
    static func strings(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: fixture + "/App/\(language).lproj/Localizable.strings", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let equals = line.range(of: "= \"") else { return nil }
            return String(line[equals.upperBound...].dropLast(2))
        }
    }

    static func python(_ arguments: [String]) throws -> [String: Any] {
        let (status, output) = try Support.run("python3", [script] + arguments)
        try #require(status == 0, "python3 with fontTools and uharfbuzz is needed (pip install fonttools uharfbuzz): \(output)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    /// uharfbuzz's verdict on `cases`: texts compared, glyphs compared, mismatches.
    static func compare(_ cases: [[String: Any]]) throws -> (texts: Int, glyphs: Int, mismatches: [String], outlineDelta: Double) {
        let job = try Support.temporaryFolder() + "/job.json"
        try JSONSerialization.data(withJSONObject: ["cases": cases]).write(to: URL(fileURLWithPath: job))
        let result = try python(["compare", job])
        return (
            result["texts"] as? Int ?? 0, result["glyphs"] as? Int ?? 0, result["mismatches"] as? [String] ?? ["no verdict"],
            result["maxOutlineDelta"] as? Double ?? .infinity
        )
    }

    static func tables(_ file: String) throws -> Set<String> {
        Set(try python(["names", file])["tables"] as? [String] ?? [])
    }

    static func configItems(_ report: PackSubsetReport) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: report.configFile))
        let written = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let list = try #require(written["list"] as? [[String: Any]])
        return list.flatMap { ($0["data"] as? [[String: Any]]) ?? [] }
    }

    @Test("kept variable: one file for the three instances, every table of the original, the variations in the config, no new finding")
    func keptVariable() throws {
        let (report, _, pack) = try Self.subsets()
        #expect(report.rendersTheSame, "\(report.findings.map(\.description))")
        #expect(!report.findings.contains { $0.severity != .note }, "\(report.findings.map(\.description))")
        let file = try #require(report.files.first)
        #expect(report.files.count == 1, "the same file once, not once per instance")
        #expect(file.file == "Inter-roman.var.ttf" && !file.pinned)
        #expect(file.instances == Self.weights.map { ["wght": $0] })
        #expect(Set(file.languages) == ["en", "vi", "ru"])
        // fontTools: the design space is all there (DSIG aside, which no subset keeps).
        let original = try Self.tables(pack + "/Inter-roman.var.ttf")
        let subset = try Self.tables(report.fontsFolder + "/" + file.file)
        #expect(original.isSuperset(of: ["fvar", "gvar", "HVAR", "STAT"]))
        #expect(original.subtracting(["DSIG"]) == subset, "\(original.symmetricDifference(subset))")
        #expect(file.subsetBytes < file.originalBytes / 3)
        // The config: each item keeps its name and variation, and names the subset file.
        let items = try Self.configItems(report)
        #expect(items.map { $0["variation"] as? [String: Double] } == Self.weights.map { ["wght": $0] })
        #expect(items.allSatisfy { $0["name"] as? String == "Inter" && $0["file"] as? String == "Inter-roman.var.ttf" })
        // The subset's check draws every row at the original's coordinates.
        let checked = try #require(report.subset)
        #expect(checked.rows.count == report.original.rows.count)
        for (before, after) in zip(report.original.rows, checked.rows) {
            #expect(after.face?.variation == before.face?.variation && after.face?.variation.isEmpty == false)
            #expect(after.face?.file == report.fontsFolder + "/Inter-roman.var.ttf")
        }
    }

    @Test("--pin: a static file per instance, named by the instance, the config naming it, no new finding")
    func pinned() throws {
        let (_, report, _) = try Self.subsets()
        #expect(report.rendersTheSame, "\(report.findings.map(\.description))")
        #expect(!report.findings.contains { $0.severity != .note }, "\(report.findings.map(\.description))")
        let files = report.files.map(\.file)
        #expect(files == ["Inter-roman.var-wght300.ttf", "Inter-roman.var-wght500.ttf", "Inter-roman.var-wght700.ttf"])
        #expect(report.files.map(\.instances) == Self.weights.map { [["wght": $0]] })
        #expect(report.files.allSatisfy { $0.pinned })
        // fontTools: no design space left; OS/2's weight class is the instance's; the names are those
        // Adobe Technical Note #5902 gives Inter's named instances (Light, Medium, Bold; prefix "Inter");
        // every checksum holds.
        for (file, (weight, name)) in zip(files, zip([300, 500, 700], ["Light", "Medium", "Bold"])) {
            let read = try Self.python(["names", report.fontsFolder + "/" + file])
            let tables = Set(read["tables"] as? [String] ?? [])
            #expect(tables.isDisjoint(with: ["fvar", "gvar", "HVAR", "avar"]) && tables.isSuperset(of: ["glyf", "GPOS", "GSUB"]))
            #expect(read["weightClass"] as? Int == weight)
            let names = try #require(read["names"] as? [String: String])
            #expect(names["6"] == "Inter-\(name)" && names["4"] == "Inter \(name)", "\(names)")
            #expect(names["1"] == "Inter \(name)" && names["2"] == "Regular" && names["16"] == "Inter" && names["17"] == name)
            #expect(read["tableChecksums"] as? Bool == true && read["fileChecksum"] as? Bool == true)
        }
        // The config names each static file by its PostScript name, with no variation left.
        let items = try Self.configItems(report)
        #expect(items.map { $0["file"] as? String } == files)
        #expect(items.map { $0["name"] as? String } == ["Inter-Light", "Inter-Medium", "Inter-Bold"])
        #expect(items.allSatisfy { $0["variation"] == nil })
        // Three files of one PostScript name each: iOS registers all three.
        let checked = try #require(report.subset)
        #expect(!checked.findings.contains { $0.code == "duplicate-postscript-name" })
        #expect(checked.rows.map { $0.face?.drawnWeight } == report.original.rows.map { $0.face?.drawnWeight })
        #expect(checked.rows.allSatisfy { $0.face?.variation.isEmpty == true && $0.face?.axes.isEmpty == true })
    }

    @Test("uharfbuzz draws each app string the same with the original and the subset at each slot's wght, and with the pinned file")
    func sameDrawing() throws {
        let (kept, pinned, pack) = try Self.subsets()
        let source = pack + "/Inter-roman.var.ttf"
        let texts = try ["en", "vi", "ru"].flatMap(Self.strings)
        #expect(texts.count == 9)
        var keptCases: [[String: Any]] = []
        var pinnedCases: [[String: Any]] = []
        for (weight, file) in zip(Self.weights, pinned.files) {
            keptCases.append([
                "reference": source, "referenceVariations": ["wght": weight],
                "candidate": kept.fontsFolder + "/" + kept.files[0].file, "candidateVariations": ["wght": weight], "texts": texts,
            ])
            pinnedCases.append([
                "reference": source, "referenceVariations": ["wght": weight], "candidate": pinned.fontsFolder + "/" + file.file,
                "texts": texts, "outlineTolerance": Self.pinnedTolerance,
            ])
        }
        let keptResult = try Self.compare(keptCases)
        #expect(keptResult.mismatches.isEmpty, "\(keptResult.mismatches)")
        #expect(keptResult.texts == 27 && keptResult.glyphs > 1500 && keptResult.outlineDelta == 0, "\(keptResult)")
        let pinnedResult = try Self.compare(pinnedCases)
        #expect(pinnedResult.mismatches.isEmpty, "\(pinnedResult.mismatches)")
        #expect(pinnedResult.texts == 27 && pinnedResult.glyphs == keptResult.glyphs, "\(pinnedResult)")
    }

    /// fontTools' varLib builds the fonts: `glyf` with an `avar` mapping, `glyf` with `MVAR`, and `CFF2`.
    static func builtPack() throws -> (pack: String, config: FontPackConfig) {
        let folder = try Support.temporaryFolder()
        let built = try python(["build", folder + "/Fonts"])
        try #require(built.count == 3)
        let configFile = folder + "/appfont.json"
        try Data(
            """
            {"list": [
              {"env": "en", "data": [
                {"font": 0, "name": "VarTestavar", "file": "VarTest-avar.ttf", "variation": {"wght": 300}},
                {"font": 1, "name": "VarTestavar", "file": "VarTest-avar.ttf", "variation": {"wght": 600}},
                {"font": 2, "name": "VarTestavar-Bold", "file": "VarTest-avar.ttf"}]},
              {"env": "fr", "data": [
                {"font": 0, "name": "VarTestMVAR", "file": "VarTest-MVAR.ttf", "variation": {"wght": 300}},
                {"font": 2, "name": "VarTestMVAR", "file": "VarTest-MVAR.ttf", "variation": {"wght": 700}}]},
              {"env": "de", "data": [
                {"font": 0, "name": "VarTestCFF2", "file": "VarTest-CFF2.otf", "variation": {"wght": 300}},
                {"font": 2, "name": "VarTestCFF2", "file": "VarTest-CFF2.otf", "variation": {"wght": 700}}]}]}
            """.utf8
        ).write(to: URL(fileURLWithPath: configFile))
        return (folder + "/Fonts", try FontPackConfig.load(path: configFile))
    }

    /// Text every face of the built pack keeps: English's letters and the digits.
    static let latin = ["Hamburgefonstiv 0123456789", "The quick brown fox jumps over the lazy dog", "WAVE AVATAR Typography"]

    @Test("avar, MVAR and CFF2 survive the subset: the design space is drawn the same at every coordinate")
    func variationTablesKept() throws {
        let (pack, config) = try Self.builtPack()
        let check = PackCheckOptions(fontsFolder: pack, languages: ["en", "fr", "de"])
        let report = try PackSubsetter.subset(config: config, options: PackSubsetOptions(check: check, output: pack + "/../out"))
        #expect(report.rendersTheSame, "\(report.findings.map(\.description))")
        #expect(report.files.map(\.file) == ["VarTest-CFF2.otf", "VarTest-MVAR.ttf", "VarTest-avar.ttf"])
        #expect(!report.findings.contains { $0.code == .subsetDroppedTable })
        var cases: [[String: Any]] = []
        for file in report.files {
            let original = try Self.tables(pack + "/" + file.file)
            #expect(original == (try Self.tables(report.fontsFolder + "/" + file.file)), "\(file.file)")
            // Every coordinate the design space has, not only the slots': the file keeps them all.
            for weight in [100.0, 250, 400, 600, 750, 900] {
                cases.append([
                    "reference": pack + "/" + file.file, "referenceVariations": ["wght": weight],
                    "candidate": report.fontsFolder + "/" + file.file, "candidateVariations": ["wght": weight], "texts": Self.latin,
                ])
            }
        }
        #expect(try Self.tables(pack + "/VarTest-avar.ttf").isSuperset(of: ["avar", "gvar", "fvar", "HVAR", "STAT"]))
        #expect(try Self.tables(pack + "/VarTest-MVAR.ttf").contains("MVAR"))
        #expect(try Self.tables(pack + "/VarTest-CFF2.otf").contains("CFF2"))
        let result = try Self.compare(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches)")
        #expect(result.texts == 3 * 6 * 3)
    }

    @Test("--pin: avar is applied; a CFF2 or MVAR font stays variable with a warning, and draws the same")
    func pinLimits() throws {
        let (pack, config) = try Self.builtPack()
        let check = PackCheckOptions(fontsFolder: pack, languages: ["en", "fr", "de"])
        let report = try PackSubsetter.subset(
            config: config, options: PackSubsetOptions(check: check, output: pack + "/../out", pin: true))
        #expect(report.rendersTheSame, "\(report.findings.map(\.description))")
        #expect(
            report.files.map(\.file)
                == ["VarTest-CFF2.otf", "VarTest-MVAR.ttf", "VarTest-avar-wght300.ttf", "VarTest-avar-wght600.ttf", "VarTest-avar-wght700.ttf"])
        let warnings = report.findings.filter { $0.code == .subsetNotPinned }
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(warnings[0].message.contains("VarTest-CFF2.otf#0: not pinned, kept variable") && warnings[0].message.contains("CFF2"))
        #expect(warnings[1].message.contains("VarTest-MVAR.ttf#0: not pinned, kept variable") && warnings[1].message.contains("MVAR"))
        // The ones kept variable keep their slots' variations in the config; the pinned ones name their file.
        let items = try Self.configItems(report)
        #expect(items.map { $0["name"] as? String } == [
            "VarTestavar-Light", "VarTestavar_600wght", "VarTestavar-Bold", "VarTestMVAR", "VarTestMVAR", "VarTestCFF2", "VarTestCFF2",
        ])
        #expect(items.map { $0["variation"] as? [String: Double] } == [nil, nil, nil, ["wght": 300], ["wght": 700], ["wght": 300], ["wght": 700]])
        // wght 600 is 750 through avar: the pinned file draws what the variable font draws at 600, and the
        // bold, a named instance, at its coordinates (700).
        var cases: [[String: Any]] = []
        for (weight, file) in zip([300.0, 600, 700], report.files.dropFirst(2)) {
            cases.append([
                "reference": pack + "/VarTest-avar.ttf", "referenceVariations": ["wght": weight],
                "candidate": report.fontsFolder + "/" + file.file, "texts": Self.latin, "outlineTolerance": Self.pinnedTolerance,
            ])
        }
        for (file, weight) in [("VarTest-MVAR.ttf", 300.0), ("VarTest-MVAR.ttf", 700), ("VarTest-CFF2.otf", 300), ("VarTest-CFF2.otf", 700)] {
            cases.append([
                "reference": pack + "/" + file, "referenceVariations": ["wght": weight],
                "candidate": report.fontsFolder + "/" + file, "candidateVariations": ["wght": weight], "texts": Self.latin,
            ])
        }
        let result = try Self.compare(cases)
        #expect(result.mismatches.isEmpty, "\(result.mismatches)")
        #expect(result.texts == 7 * 3)
        // What the warning prevents: HarfBuzz 6 pins the MVAR font, but its line metrics stay the default's.
        let (status, _) = try Support.run(
            "hb-subset", ["--unicodes=20-7E", "--instance=wght=700", "--output-file=" + pack + "/MVAR-700.ttf", pack + "/VarTest-MVAR.ttf"])
        try #require(status == 0)
        let broken = try Self.compare([
            [
                "reference": pack + "/VarTest-MVAR.ttf", "referenceVariations": ["wght": 700.0], "candidate": pack + "/MVAR-700.ttf",
                "texts": Self.latin,
            ]
        ])
        #expect(broken.mismatches.contains { $0.contains("font extents") })
    }
}
