import Foundation
import FontPackageInspection
import Testing

/// The WOFF2 writer the report's fonts go through, read back by fontTools'
/// own WOFF2 reader (pip install fonttools brotli): every table must come
/// back byte for byte.
@Suite("WOFF2 files, read back by fontTools")
struct WOFF2Tests {
    /// The tables of `original` and of `woff2` that differ or are missing in either, as fontTools reads them.
    func differences(original: String, woff2: [UInt8]) throws -> String {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/font.woff2"
        try Support.write(Data(woff2), to: path)
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            original, woff2 = TTFont(sys.argv[1], lazy=True), TTFont(sys.argv[2], lazy=True)
            assert woff2.flavor == "woff2", woff2.flavor
            assert woff2.reader.flavorData.transformedTables == set(), woff2.reader.flavorData.transformedTables
            tags = sorted(set(original.reader.keys()) | set(woff2.reader.keys()))
            bad = [t for t in tags if t not in original.reader or t not in woff2.reader or original.reader[t] != woff2.reader[t]]
            print("same" if not bad else "differ: " + " ".join(bad), len(tags))
            """
        let (status, output) = try Support.run("python3", ["-c", script, original, path])
        try #require(status == 0, "python3 with fontTools and brotli (pip install fonttools brotli) is needed")
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("a TrueType and a CFF font: every table read back unchanged, the file smaller", arguments: [
        "Fonts/NotoSans/NotoSans-Light.ttf", "Fonts/NotoSansCJK/NotoSansCJKsc-Medium.otf",
    ])
    func roundTrip(file: String) throws {
        let path = Support.packageRoot + "/" + file
        let sfnt = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let woff2 = try WOFF2.encode(sfnt)
        #expect(woff2.count < sfnt.count * 9 / 10, "\(woff2.count) bytes from \(sfnt.count)")
        #expect(woff2.count % 4 == 0)
        let result = try differences(original: path, woff2: woff2)
        #expect(result.hasPrefix("same "), "\(result)")
    }

    @Test("a subset for display: hints dropped, the WOFF2 reads back as the subset HarfBuzz made")
    func subsetRoundTrip() throws {
        let path = Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc"
        let text = CodePointSet(Array("永和九年岁在癸丑0123456789".unicodeScalars.map(\.value)))
        let subset = try FontSubsetter.subset(path: path, index: 0, keeping: text, forDisplay: true)
        let hinted = try FontSubsetter.subset(path: path, index: 0, keeping: text)
        #expect(subset.characters == text)
        #expect(subset.data.count < hinted.data.count)
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Support.write(Data(subset.data), to: folder + "/subset.otf")
        let result = try differences(original: folder + "/subset.otf", woff2: try WOFF2.encode(subset.data))
        #expect(result.hasPrefix("same "), "\(result)")
    }

    @Test("UIntBase128 as the specification writes it; a file that is no sfnt is refused")
    func encoding() throws {
        #expect(WOFF2.base128(0) == [0x00])
        #expect(WOFF2.base128(63) == [0x3F])
        #expect(WOFF2.base128(128) == [0x81, 0x00])
        #expect(WOFF2.base128(16_383) == [0xFF, 0x7F])
        #expect(WOFF2.base128(UInt32.max) == [0x8F, 0xFF, 0xFF, 0xFF, 0x7F])
        #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode(Array("ttcf and then nothing".utf8)) }
        #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode([0, 1, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0]) }
    }
}
