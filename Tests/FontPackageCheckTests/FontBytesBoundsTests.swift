import Foundation
import Testing
@testable import FontPackageInspection

/// The writers that copy tables out of a font file (a face out of a
/// collection, a WOFF2 file, a renamed instance) read counts, offsets and
/// lengths from its bytes: each that does not fit is an error, never a trap
/// or a copy many times the file's size.
@Suite("Counts, offsets and lengths read from font bytes")
struct FontBytesBoundsTests {
    static let corrupt = Support.packageRoot + "/Tests/Fixtures/CorruptFonts/"

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("a collection face whose directory is cut short by the end of the file is an error")
    func collectionDirectoryCutShort() throws {
        // ttcf 1.0, one face at byte 16, which holds an sfnt version and a table count of 0, and nothing more.
        let collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16] + [0, 1, 0, 0, 0, 0]
        #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(collection, index: 0) }
        // Past the last face, and at an offset past the end (the corrupt fixture's faces 1 and 2).
        let pastEnd = try Self.bytes(Self.corrupt + "faces-offsets-past-end.ttc")
        for index in [1, 2, 3, -1] {
            #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(pastEnd, index: index) }
        }
    }

    @Test("tables that overlap are an error for a collection face and for WOFF2, not a copy many times the file")
    func overlappingTables() throws {
        let font = try Self.bytes(Self.corrupt + "tables-overlap.ttf")
        let error = #expect(throws: WOFF2.EncodingError.self) { try WOFF2.encode(font) }
        #expect(error?.description.hasPrefix("its tables overlap: they add up to ") == true, "\(error?.description ?? "")")
        // The same face in a collection: a ttcf header of one face, every table offset moved past it.
        var collection: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
        var face = font
        let count = Int(font[4]) << 8 | Int(font[5])
        for table in 0..<count {
            let at = 12 + 16 * table + 8
            let offset = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(font[at + $1]) }
            face.setBigEndian(offset + 16, at: at)
        }
        collection += face
        let faceError = #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(collection, index: 0) }
        #expect(faceError?.description.hasPrefix("the face's tables overlap") == true, "\(faceError?.description ?? "")")
        // The damage is named where the file is read.
        let problems = font.withUnsafeBufferPointer { SfntStructure.problems(in: $0) }
        #expect(problems.count == 1 && problems[0].contains(" tables overlap another (first '"), "\(problems)")
        // The font it was made from is sound, and writes.
        let source = try Self.bytes(Support.packageRoot + "/Fonts/NotoSansHebrew/NotoSansHebrew-Regular.ttf")
        #expect(source.withUnsafeBufferPointer { SfntStructure.problems(in: $0) }.isEmpty)
        #expect(try WOFF2.encode(source).count > 0)
    }

    @Test("a name longer than the name table's 16-bit lengths and offsets hold is an error when an instance is renamed")
    func namesPastSixteenBits() throws {
        let font = try Self.bytes(Support.packageRoot + "/Tests/Fixtures/Fonts/Light.ttf")
        // One string of 80,000 bytes (UTF-16): its length does not fit.
        #expect(throws: SFNTNames.FormatError.self) {
            try SFNTNames.replacing([1: String(repeating: "A", count: 40_000)], in: font)
        }
        // Three of 40,000 bytes: each length fits, the third's offset does not.
        let long = String(repeating: "B", count: 20_000)
        let error = #expect(throws: SFNTNames.FormatError.self) { try SFNTNames.replacing([1: long, 4: long, 6: long], in: font) }
        #expect(error?.description.contains("does not fit its 16 bits") == true)
        // A name that fits is written, and read back by fontTools as written.
        let renamed = try SFNTNames.replacing([1: "Renamed Family"], in: font)
        let file = try Support.temporaryFolder() + "/renamed.ttf"
        try Data(renamed).write(to: URL(fileURLWithPath: file))
        let read = try Support.run(
            "python3", ["-c", "import sys; from fontTools.ttLib import TTFont; print(TTFont(sys.argv[1])['name'].getDebugName(1))", file])
        #expect(read.output == "Renamed Family\n")
    }
}
