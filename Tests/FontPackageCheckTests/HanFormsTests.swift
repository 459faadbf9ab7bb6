import FontPackage
@testable import FontPackageCheck
@testable import FontPackageInspection
import Foundation
import Testing

/// The `han-forms` check on a Noto Sans CJK subset that keeps `locl` and
/// five faces (Tests/Fixtures/HanForms: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK),
/// against `hb-shape --language=...` glyph ids, and on the example pack's
/// collections, which have no `locl`, against fontTools' reading of the OS/2
/// code page bits.
@Suite("Han forms")
struct HanFormsTests {
    static let folder = Support.packageRoot + "/Tests/Fixtures/HanForms"
    static let collection = folder + "/NotoSansCJK-HanForms.ttc"
    static let faceNames = [
        0: "NotoSansCJKjp-Regular", 1: "NotoSansCJKkr-Regular", 2: "NotoSansCJKsc-Regular",
        3: "NotoSansCJKtc-Regular", 4: "NotoSansCJKhk-Regular",
    ]

    /// The glyph ids `hb-shape` gives each character, one glyph per Han
    /// character; with no language, hb-shape's own default (the C locale's).
    static func hbShape(_ file: String, index: Int, language: String?, _ characters: [UInt32]) throws -> [Int] {
        let text = String(String.UnicodeScalarView(characters.compactMap(Unicode.Scalar.init)))
        var options = ["--no-glyph-names", "--no-positions", "--output-format=json", "--face-index=\(index)"]
        if let language { options.append("--language=\(language)") }
        let (status, output) = try Support.run("hb-shape", options + [file, text])
        try #require(status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        try #require(list.count == characters.count)
        return list.map { $0["g"] as! Int }
    }

    /// One language on one face of a fixture config, checked as `fontpack check` does.
    static func hanFindings(env: String, face: Int) throws -> [Finding] {
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "\#(env)", "data": [{"font": 0, "name": "\#(faceNames[face]!)"}]}]}"#.utf8),
            file: "pack.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: folder))
        return report.findings.filter { $0.code == "han-forms" }
    }

    @Test(
        "Noto Sans CJK: zh-Hant on the SC face gets han-forms; zh-Hant on TC, ja on JP, zh-Hans on SC get none",
        arguments: [("zh-Hant", 2, true), ("zh-Hant", 3, false), ("ja", 0, false), ("zh-Hans", 2, false)])
    func doneWhen(env: String, face: Int, warned: Bool) throws {
        let found = try Self.hanFindings(env: env, face: face)
        #expect(found.count == (warned ? 3 : 0), "\(found.map(\.message))")
        for finding in found {
            #expect(finding.severity == .warning)
            #expect(finding.message.contains("only where the text is tagged zh-Hant"))
            #expect(finding.message.contains("face 3 of this collection (NotoSansCJKtc-Regular) draws them by default"))
            #expect(finding.missing.isEmpty, "the characters exist: they are not missing")
        }
    }

    @Test(
        "the characters that differ, and the face with the tagged forms by default, are hb-shape's",
        arguments: ["zh-Hans", "zh-TW", "zh-HK", "ja", "ko"])
    func againstHBShape(language: String) throws {
        let locale = try ParsedLocale(language)
        let tag = locale.textLanguage
        let exemplars = HanForms.exemplars(for: locale)
        #expect(exemplars.count > 100)
        // The characters every face maps: hb-shape gives glyph 0 to the others.
        let untagged = try (0..<5).map { try Self.hbShape(Self.collection, index: $0, language: nil, exemplars) }
        let mapped = exemplars.indices.filter { position in untagged.allSatisfy { $0[position] != 0 } }
        let characters = mapped.map { exemplars[$0] }
        #expect(characters.count > 25)
        let defaults = untagged.map { glyphs in mapped.map { glyphs[$0] } }
        for index in 0..<5 {
            let tagged = try Self.hbShape(Self.collection, index: index, language: tag, characters)
            let differing = zip(characters, zip(tagged, defaults[index])).filter { $1.0 != $1.1 }.map(\.0)
            let home = defaults.indices.first { $0 != index && defaults[$0] == tagged }
            let reading = try HanForms.read(file: Self.collection, index: index, language: tag, characters: exemplars)
            #expect(reading.hasLocl)
            #expect(reading.shaped == characters.count)
            #expect(reading.differing == differing, "\(language) on face \(index)")
            #expect(reading.defaultFormsFace == (differing.isEmpty ? nil : home), "\(language) on face \(index)")
        }
        // The tag the resolver gives makes every face draw the region's own face's forms.
        let region = try #require(HanRegion(locale))
        let own = [HanRegion.japanese: 0, .korean: 1, .simplifiedChinese: 2, .traditionalChinese: 3, .hongKong: 4][region]!
        for index in 0..<5 {
            #expect(try Self.hbShape(Self.collection, index: index, language: tag, characters) == defaults[own], "\(tag) on face \(index)")
        }
    }

    /// `ulCodePageRange1` bits 17-21 and whether GSUB has `locl`, read by fontTools.
    static func fontToolsReading(_ file: String, index: Int) throws -> (bits: [Int], locl: Bool) {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]), lazy=True)
            r = f["OS/2"].ulCodePageRange1
            tags = {x.FeatureTag for x in f["GSUB"].table.FeatureList.FeatureRecord} if "GSUB" in f else set()
            print(" ".join(str(b) for b in range(17, 22) if r >> b & 1), "|", "locl" in tags)
            """
        let (status, output) = try Support.run("python3", ["-c", script, file, String(index)])
        try #require(status == 0, "python3 with fontTools is needed")
        let parts = output.split(separator: "|")
        return (parts[0].split(separator: " ").compactMap { Int($0) }, parts[1].contains("True"))
    }

    @Test("a face without locl is judged by its OS/2 code pages: the example pack's SC and JP faces")
    func codePages() throws {
        let light = Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Light.ttc"
        for index in 0..<3 {
            let oracle = try Self.fontToolsReading(light, index: index)
            let reading = try HanForms.read(
                file: light, index: index, language: "zh-Hant", characters: HanForms.exemplars(for: try ParsedLocale("zh-TW")))
            #expect(reading.codePageBits == oracle.bits)
            #expect(reading.hasLocl == oracle.locl)
            #expect(reading.differing.isEmpty)
        }
        let fixture = try Self.fontToolsReading(Self.collection, index: 3)
        let reading = try HanForms.read(file: Self.collection, index: 3, language: "zh-Hant", characters: [0x9AA8])
        #expect(reading.codePageBits == fixture.bits && fixture.bits.contains(20))
        #expect(reading.hasLocl == fixture.locl && fixture.locl)

        // The example pack: bits 17 (JIS) and 18 (GB2312), no locl.
        let config = try FontPackConfig.load(path: Support.packageRoot + "/Config/appfont.json")
        let report = try PackChecker.check(
            config: config,
            options: PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts", languages: ["zh-TW", "zh-Hans", "ja"]))
        let all = report.findings.filter { $0.code == "han-forms" }
        #expect(Set(all.map { $0.language ?? "" }) == ["zh-TW"])
        // Besides the forms, the SC face sets the punctuation in the corner for zh-TW (HanPunctuationTests).
        let found = all.filter { !$0.message.contains("full-width punctuation") }
        #expect(found.count == 3)
        #expect(all.count == 6)
        #expect(found.allSatisfy { $0.message.contains("has no locl feature") && $0.message.contains("but not Big5 (Traditional Chinese)") })
    }

    @Test("shaping off skips the check")
    func shapingOff() throws {
        let config = try FontPackConfig.load(path: Self.folder + "/appfont.json")
        var options = PackCheckOptions(fontsFolder: Self.folder)
        #expect(try PackChecker.check(config: config, options: options).findings.contains { $0.code == "han-forms" })
        options.shaping = false
        #expect(!(try PackChecker.check(config: config, options: options).findings.contains { $0.code == "han-forms" }))
    }
}
