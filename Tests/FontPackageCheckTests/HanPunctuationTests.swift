import Foundation
import FontPackage
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("Where the faces put the full-width punctuation")
struct HanPunctuationTests {
    static let collection = Support.packageRoot + "/Tests/Fixtures/HanPunctuation/NotoSansCJK-HanPunctuation.ttc"
    static let faces = ["NotoSansCJKjp-Regular", "NotoSansCJKsc-Regular", "NotoSansCJKtc-Regular", "NotoSansCJKhk-Regular"]

    /// fontTools: the glyph of each punctuation mark after the face's `locl`
    /// lookups for the language system (`ZHT`, `ZHS`, `ZHH`, `JAN` under
    /// `hani`), and where its ink's centre sits in its advance (0-1).
    static let fontToolsScript = #"""
        import sys
        from fontTools.ttLib import TTFont
        from fontTools.pens.boundsPen import BoundsPen
        font = TTFont(sys.argv[1], fontNumber=int(sys.argv[2]))
        system = sys.argv[3]
        gsub = font["GSUB"].table
        lookups = set()
        for record in gsub.ScriptList.ScriptRecord:
            if record.ScriptTag != "hani":
                continue
            for lang in record.Script.LangSysRecord:
                if lang.LangSysTag.strip() == system:
                    for index in lang.LangSys.FeatureIndex:
                        feature = gsub.FeatureList.FeatureRecord[index]
                        if feature.FeatureTag == "locl":
                            lookups.update(feature.Feature.LookupListIndex)
        cmap = font.getBestCmap()
        glyphs = font.getGlyphSet()
        out = []
        for code in (0xFF0C, 0x3001, 0x3002):
            glyph = cmap[code]
            for index in sorted(lookups):
                for table in gsub.LookupList.Lookup[index].SubTable:
                    mapping = getattr(table, "mapping", None)
                    if mapping and glyph in mapping:
                        glyph = mapping[glyph]
            pen = BoundsPen(glyphs)
            glyphs[glyph].draw(pen)
            xmin, _, xmax, _ = pen.bounds
            advance = font["hmtx"][glyph][0]
            out.append("%d %.3f" % (code, (xmin + xmax) / 2 / advance))
        print("\n".join(out))
        """#

    static let systems = ["zh-Hans": "ZHS", "zh-Hant": "ZHT", "zh-HK": "ZHH", "ja": "JAN"]

    @Test("each face's placement, shaped with each language's tag, is the one fontTools reads through locl", arguments: 0..<4)
    func placement(index: Int) throws {
        for (language, system) in Self.systems {
            let (status, output) = try Support.run("python3", ["-c", Self.fontToolsScript, Self.collection, String(index), system])
            try #require(status == 0, "python3 with fontTools is needed")
            var expected: [UInt32: HanPunctuationPlacement] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: " ")
                let centre = try #require(Double(parts[1]))
                expected[try #require(UInt32(parts[0]))] = centre < 0.4 ? .corner : (centre <= 0.6 ? .centred : nil)
            }
            let reading = try HanForms.read(file: Self.collection, index: index, language: language, characters: [0x9AA8])
            #expect(reading.punctuation == expected, "\(language) on \(Self.faces[index])")
            #expect(reading.punctuation.count == 3)
        }
    }

    static func findings(language: String, face: String) throws -> [Finding] {
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "\#(language)", "data": [{"font": 0, "name": "\#(face)"}]}]}"#.utf8),
            file: "appfont.json")
        let report = try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: Support.packageRoot + "/Tests/Fixtures/HanPunctuation"))
        return report.findings.filter { $0.code == Diagnostic.Code.hanForms && $0.message.contains("full-width punctuation") }
    }

    @Test("han-forms flags Traditional Chinese on the Simplified face, and mainland Chinese on the Traditional one")
    func findings() throws {
        let traditional = try Self.findings(language: "zh-Hant", face: "NotoSansCJKsc-Regular")
        #expect(!traditional.isEmpty)
        #expect(traditional.allSatisfy { $0.message.contains("in the corner of the em box") && $0.message.contains("Traditional Chinese centres it") })
        let simplified = try Self.findings(language: "zh-Hans", face: "NotoSansCJKtc-Regular")
        #expect(simplified.first?.message.contains("centred in the em box") == true)
        #expect(try Self.findings(language: "zh-Hant", face: "NotoSansCJKtc-Regular").isEmpty)
        #expect(try Self.findings(language: "zh-HK", face: "NotoSansCJKhk-Regular").isEmpty)
        #expect(try Self.findings(language: "zh-Hans", face: "NotoSansCJKsc-Regular").isEmpty)
        #expect(try Self.findings(language: "ja", face: "NotoSansCJKjp-Regular").isEmpty)
    }
}
