import FontPackage
import FontPackageCheck
import FontPackageInspection
import FontPackageStrings
import FontPackageSubset
import FontPackageTestSupport
import Foundation
import Testing

/// `fontpack subset` on the example pack and app, judged by programs other
/// than the subsetter: file sizes on disk, the check of the subset pack, and
/// HarfBuzz's own `hb-shape` and `hb-view` on the original and subset faces.
@Suite("Subset of the example pack", .serialized)
struct SubsetTests {
    /// One subset of the example pack for every test of the suite.
    static let run: Result<(report: PackSubsetReport, folder: String), any Error> = Result {
        let packageFolder = Support.packageRoot
        let folder = try Support.temporaryFolder()
        // FontPackageSubset.md begins
        let config = try FontPackConfig.load(path: packageFolder + "/Config/appfont.json")
        var check = PackCheckOptions(fontsFolder: packageFolder + "/Fonts")
        check.strings = StringsCheckOptions(
            paths: [packageFolder + "/Config/ExampleApp"], infoPlist: packageFolder + "/Config/ExampleApp/Info.plist")
        let report = try PackSubsetter.subset(config: config, options: PackSubsetOptions(check: check, output: folder))
        // FontPackageSubset.md ends
        return (report, folder)
    }

    static func subset() throws -> (report: PackSubsetReport, folder: String) { try run.get() }

    @Test("FontPackageSubset.md shows exactly the code of this suite's subset")
    func landingPage() throws {
        let article = try String(
            contentsOfFile: Support.packageRoot + "/Sources/FontPackageSubset/FontPackageSubset.docc/FontPackageSubset.md", encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let region = try #require(Snippet.region(in: test, of: "FontPackageSubset.md"))
        #expect(Snippet.swiftBlocks(in: article) == [region])
    }

    @Test("every subset file is smaller than its original face, and its size is the size on disk")
    func smaller() throws {
        let (report, _) = try Self.subset()
        #expect(report.files.count == 13)
        for file in report.files {
            #expect(file.subsetBytes < file.originalBytes, "\(file.file)")
            let onDisk = try FileManager.default.attributesOfItem(atPath: report.fontsFolder + "/" + file.file)[.size] as? Int
            #expect(onDisk == file.subsetBytes, "\(file.file)")
            #expect(file.glyphs < file.originalGlyphs && file.characters <= file.originalCharacters, "\(file.file)")
        }
        #expect(report.subsetTotal < report.originalTotal)
        // A file of one face is reported at its size on disk, as coreutils' stat reads it (every size read 0 once).
        for file in report.files where !file.source.hasSuffix(".ttc") {
            let path = file.source.hasPrefix("/") ? file.source : Support.packageRoot + "/Fonts/" + file.source
            let stat = try Support.run("stat", ["-L", "-c", "%s", path])
            #expect(stat.status == 0)
            #expect(Int(stat.output.trimmingCharacters(in: .whitespacesAndNewlines)) == file.originalBytes, "\(file.source)")
        }
        #expect(report.originalTotal > 10_000_000)
        #expect(Set(report.licences) == ["NotoSans/OFL.txt", "NotoSansArabic/OFL.txt", "NotoSansCJK/OFL.txt", "NotoSerif/OFL.txt"])
    }

    @Test("the check of the subset pack reports no finding (code, language, slot, key, missing) the original's did not")
    func sameFindings() throws {
        let (report, _) = try Self.subset()
        let subset = try #require(report.subset)
        #expect(report.findings.allSatisfy { $0.severity == .note }, "\(report.findings)")
        #expect(report.rendersTheSame)
        struct Identity: Hashable {
            let code: String, language: String?, slot: String?, key: String?, missing: [UInt32]
        }
        func identity(_ finding: Finding) -> Identity {
            Identity(code: finding.code.rawValue, language: finding.language, slot: finding.slot, key: finding.key, missing: finding.missing)
        }
        let original = Set(report.original.findings.map(identity))
        // A collection's faces become files of their own: the Info.plist written beside the config lists
        // them, and the subset is checked with it, registration included.
        for finding in subset.findings {
            #expect(original.contains(identity(finding)), "new in the subset: \(finding)")
        }
        #expect(!subset.findings.contains { $0.code.rawValue == "not-registered" })
        #expect(!report.findings.contains { $0.code == "subset-registration" })
        let plist = try #require(report.infoPlist)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: plist)))
        let listed = try #require(InfoPlistReader.read(bytes: bytes, file: plist).info?.fonts).map(\.path)
        #expect(Set(listed) == Set(report.files.map { "Fonts/" + $0.file }), "\(listed)")
        // The same rows, each served by a face of the subset pack.
        #expect(subset.rows.count == report.original.rows.count)
        for (before, after) in zip(report.original.rows, subset.rows) {
            #expect(before.language == after.language && before.slot == after.slot)
            #expect(after.face?.postscriptName == before.face?.postscriptName)
            #expect(after.face?.file.hasPrefix(report.fontsFolder) == true)
        }
    }

    @Test("the subset config keeps every key of the original and points each font at its subset file")
    func config() throws {
        let (report, _) = try Self.subset()
        let text = try String(contentsOfFile: report.configFile, encoding: .utf8)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let original = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Support.packageRoot + "/Config/appfont.json")))
                as? [String: Any])
        #expect(Set(written.keys) == Set(original.keys))
        #expect((written["exclude"] as? [String]) == (original["exclude"] as? [String]))
        let list = try #require(written["list"] as? [[String: Any]])
        let faces = list.flatMap { ($0["data"] as? [[String: Any]]) ?? [] }
        for face in faces {
            let file = try #require(face["file"] as? String)
            #expect(FileManager.default.fileExists(atPath: report.fontsFolder + "/" + file), "\(file)")
            if let index = face["index"] as? Int { #expect(index == 0) }
        }
        let bold = try #require(faces.first { $0["name"] as? String == "NotoSansCJKsc-Bold" })
        #expect(bold["file"] as? String == "NotoSansCJK/NotoSansCJKsc-Bold.otf")
    }

    /// Every text a face of the subset must draw as the original does: the
    /// app's strings (format specifiers removed) of the languages it draws and
    /// the shaping sample of each language (joining letters, conjuncts, marks).
    static func texts(for file: PackSubsetReport.File) throws -> [String] {
        let languages = file.languages + file.stringLanguages
        let app = AppStrings.load(paths: [Support.packageRoot + "/Config/ExampleApp"])
        var lines: [String] = []
        for string in app.strings {
            let language = string.language.canonicalIdentifier
            guard languages.contains(where: { (try? ParsedLocale($0))?.tag.identifier == language || $0 == language }) else {
                continue
            }
            let drawn = Set(RenderedCharacters(string).scalars)
            let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
            for line in text.split(whereSeparator: \.isNewline) {
                let kept = String(String.UnicodeScalarView(line.unicodeScalars.filter { drawn.contains($0) }))
                if !kept.isEmpty { lines.append(kept) }
            }
        }
        for language in file.languages {
            guard let locale = try? ParsedLocale(language), let sample = ShapingSample.of(locale) else { continue }
            func text(_ scalars: [UInt32]) -> String { String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))) }
            if !sample.joiningLetters.isEmpty { lines.append(text(sample.joiningLetters)) }
            lines += (sample.conjuncts + sample.markPairs).map(text)
        }
        return lines
    }

    @Test("hb-shape gives the same advances, offsets, clusters and glyph extents with each subset as with its original")
    func sameShaping() throws {
        let (report, folder) = try Self.subset()
        var compared = 0
        var skipped = 0
        for file in report.files {
            let lines = try Self.texts(for: file)
            try #require(!lines.isEmpty, "\(file.file): nothing to shape")
            let textFile = folder + "/texts-\(compared).txt"
            try lines.joined(separator: "\n").write(toFile: textFile, atomically: true, encoding: .utf8)
            let options = ["--no-glyph-names", "--cluster-level=1", "--output-format=json", "--show-extents", "--text-file=" + textFile]
            let (originalStatus, originalOutput) = try Support.run(
                "hb-shape", options + ["--face-index=\(file.index)", Support.packageRoot + "/Fonts/" + file.source])
            let (subsetStatus, subsetOutput) = try Support.run("hb-shape", options + [report.fontsFolder + "/" + file.file])
            try #require(originalStatus == 0 && subsetStatus == 0)
            let before = originalOutput.split(separator: "\n")
            let after = subsetOutput.split(separator: "\n")
            try #require(before.count == lines.count && after.count == lines.count, "\(file.file)")
            let comparedBefore = compared
            for (position, (originalLine, subsetLine)) in zip(before, after).enumerated() {
                // A run with .notdef is text this face lacks: an app draws it with a fallback font.
                // (Without the GDEF HarfBuzz drops when it is emptied, a missing mark's .notdef is
                // classed by Unicode and loses its advance; see subset-dropped-table.)
                if try Self.positions(originalLine).contains(where: { $0[0] == 1 }) {
                    skipped += 1
                    continue
                }
                #expect(
                    try Self.positions(originalLine) == Self.positions(subsetLine),
                    "\(file.file): \"\(lines[position])\" shapes differently")
                compared += 1
            }
            #expect(compared - comparedBefore >= 5, "\(file.file): too few lines it draws")
        }
        #expect(compared >= 150, "\(compared) compared, \(skipped) with .notdef")
    }

    /// hb-shape's glyphs without their ids (which subsetting renumbers): cluster,
    /// advance, offset, ink extents, and whether the glyph is `.notdef`.
    static func positions(_ json: Substring) throws -> [[Int]] {
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Int]])
        return glyphs.map { glyph in
            [glyph["g"] == 0 ? 1 : 0] + ["cl", "ax", "ay", "dx", "dy", "xb", "yb", "w", "h"].map { glyph[$0] ?? Int.min }
        }
    }

    @Test("hb-view draws the same picture with each light subset as with its original")
    func samePicture() throws {
        let (report, folder) = try Self.subset()
        // hb-view takes a good half second a picture on a loaded machine: the light face of each
        // family here, hb-shape above compares every face.
        let light = report.files.filter { $0.file.contains("Light") }
        #expect(light.count == 5)
        for (number, file) in light.enumerated() {
            let all = try Self.texts(for: file)
            let allFile = folder + "/all-\(number).txt"
            try all.joined(separator: "\n").write(toFile: allFile, atomically: true, encoding: .utf8)
            let (_, shaped) = try Support.run(
                "hb-shape", ["--no-glyph-names", "--output-format=json", "--text-file=" + allFile, "--face-index=\(file.index)",
                    Support.packageRoot + "/Fonts/" + file.source])
            // The lines the face draws (no .notdef), forty at most to keep the pictures small.
            let drawn = try zip(all, shaped.split(separator: "\n")).filter { try !Self.positions($1).contains { $0[0] == 1 } }
                .map(\.0).prefix(40)
            #expect(drawn.count >= 5, "\(file.file)")
            let textFile = folder + "/view-\(number).txt"
            try drawn.joined(separator: "\n").write(toFile: textFile, atomically: true, encoding: .utf8)
            let original = folder + "/original-\(number).png"
            let subset = folder + "/subset-\(number).png"
            let (status1, _) = try Support.run(
                "hb-view", ["--text-file=" + textFile, "--face-index=\(file.index)", "-o", original, Support.packageRoot + "/Fonts/" + file.source])
            let (status2, _) = try Support.run("hb-view", ["--text-file=" + textFile, "-o", subset, report.fontsFolder + "/" + file.file])
            try #require(status1 == 0 && status2 == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: original))
            let after = try Data(contentsOf: URL(fileURLWithPath: subset))
            #expect(before.count > 1000)
            let same = before == after
            #expect(same, "\(file.file): the pictures differ")
        }
    }

    @Test("--keep: the characters stay in every face that has them, and a bad list is refused")
    func keep() throws {
        let parsed = try PackSubsetter.parseCodePoints("U+0020-007E, U+20AC,0x41").get()
        #expect(parsed.count == 0x7F - 0x20 + 1)
        #expect(parsed.contains(0x20AC) && parsed.contains(0x7E) && !parsed.contains(0x7F))
        for bad in ["U+ZZ", "U+0030-0020", "U+110000", "1-2-3"] {
            guard case .failure(let invalid) = PackSubsetter.parseCodePoints(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(invalid.item == bad && invalid.description.hasPrefix("--keep: \"\(bad)\" is not a code point"))
        }
        let root = Support.packageRoot
        let config = try FontPackConfig.load(path: root + "/Config/appfont.json")
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try PackSubsetter.subset(
            config: config,
            options: PackSubsetOptions(
                check: PackCheckOptions(fontsFolder: root + "/Fonts", languages: ["vi"]), output: folder,
                keep: CodePointSet([0x0104, 0x2030])))
        #expect(report.rendersTheSame, "\(report.findings)")
        let serif = try #require(report.files.first { $0.file == "NotoSerif/NotoSerif-Light.ttf" })
        let kept = try FontInspector().inspect(file: report.fontsFolder + "/" + serif.file, index: 0).characters
        #expect(kept.contains(0x0104) && kept.contains(0x2030), "\(kept)")
        #expect(!kept.contains(0x0105), "only what --keep names beside vi's letters")
    }

    @Test("writing into the pack folder is refused, and nothing is written")
    func refusesThePack() throws {
        let root = Support.packageRoot
        let config = try FontPackConfig.load(path: root + "/Config/appfont.json")
        let report = try PackSubsetter.subset(
            config: config,
            options: PackSubsetOptions(check: PackCheckOptions(fontsFolder: root + "/Fonts", languages: ["vi"]), output: root + "/Fonts"))
        #expect(report.files.isEmpty && report.subset == nil)
        #expect(report.findings.map(\.code) == [.subsetFailed])
        #expect(!FileManager.default.fileExists(atPath: root + "/Fonts/appfont.json"))
    }

    @Test("a face that declares a Reserved Font Name gets a note quoting the OFL's renaming rule")
    func reservedFontName() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pack = folder + "/pack"
        try FileManager.default.createDirectory(atPath: pack + "/Example", withIntermediateDirectories: true)
        // fontTools writes the copyright record (name ID 0) of a copy of the fixture font.
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1])
            font["name"].setName('Copyright 2024 Example Authors, with Reserved Font Name "Example Sans".', 0, 3, 1, 0x409)
            font.save(sys.argv[2])
            """
        let (status, _) = try Support.run(
            "python3", ["-c", script, Support.packageRoot + "/Tests/Fixtures/Fonts/Light.ttf", pack + "/Example/Example-Light.ttf"])
        try #require(status == 0, "python3 with fontTools (pip install fonttools) is needed")
        try Data("SIL Open Font License 1.1".utf8).write(to: URL(fileURLWithPath: pack + "/Example/OFL.txt"))
        let configFile = folder + "/appfont.json"
        try Data(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "Example-Light", "file": "Example/Example-Light.ttf"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: configFile))
        let config = try FontPackConfig.load(path: configFile)
        let report = try PackSubsetter.subset(
            config: config, options: PackSubsetOptions(check: PackCheckOptions(fontsFolder: pack), output: folder + "/out"))
        let notes = report.findings.filter { $0.code == .reservedFontName }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("No Modified Version of the Font Software may use the Reserved Font Name(s)") == true)
        #expect(report.licences == ["Example/OFL.txt"])
    }
}
