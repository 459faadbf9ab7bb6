import Foundation
import Testing

@testable import FontPackageCheck

@Suite("Reading CFF charstrings for ink")
struct CFFInkProbeTests {
    /// Every CFF face of the example pack (the CJK collections and the medium face).
    static let cffFaces: [(file: String, index: Int)] = [
        ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 0), ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 1),
        ("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc", 2), ("Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc", 0),
        ("Fonts/NotoSansCJK/NotoSansCJK-Bold.ttc", 2), ("Fonts/NotoSansCJK/NotoSansCJKsc-Medium.otf", 0),
    ]

    @Test("whenever the probe says a glyph has ink, FreeType's loader agrees; it answers most glyphs", arguments: cffFaces)
    func agreesWithFreeType(_ file: String, _ index: Int) throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: Support.packageRoot + "/" + file, index: index)
        let probe = try #require(face.cffInkProbe, "a CFF face must have a probe")
        var answered = 0
        var disagreements: [UInt32] = []
        for glyph in 0..<UInt32(face.glyphCount) {
            guard probe.hasInk(glyph: glyph) == true else { continue }
            answered += 1
            if case .inked = face.inkByLoading(glyph: glyph) { continue }
            disagreements.append(glyph)
        }
        #expect(disagreements.isEmpty, "glyphs the probe calls inked but FreeType does not: \(disagreements.prefix(10))")
        // Glyphs that start with a subroutine call are left to FreeType; still, most of the work is saved.
        #expect(answered * 3 > face.glyphCount, "answered \(answered) of \(face.glyphCount)")
    }

    @Test("TrueType faces have no probe; their glyphs are always loaded")
    func trueTypeHasNoProbe() throws {
        let library = try FreeTypeLibrary()
        let face = try library.openFace(path: Support.packageRoot + "/Fonts/NotoSans/NotoSans-Light.ttf", index: 0)
        #expect(face.cffInkProbe == nil)
    }

    @Test("empty glyphs found with the probe equal those found by loading every glyph")
    func sameEmptyGlyphs() throws {
        let file = Support.packageRoot + "/Fonts/NotoSansCJK/NotoSansCJK-Light.ttc"
        let inspector = try FontInspector(options: .init(scanGlyphInk: false))
        let face = try inspector.inspect(file: file, index: 0)
        let probed = try inspector.ink(of: InkRequest(file: file, index: 0, codePoints: face.characters))
        let library = try FreeTypeLibrary()
        let loaded = try library.openFace(path: file, index: 0)
        var empty: [UInt32] = []
        for codePoint in face.characters.codePoints where !isSpaceLike(codePoint) {
            let glyph = loaded.glyph(for: codePoint)
            if case .blank = loaded.inkByLoading(glyph: glyph) { empty.append(codePoint) }
        }
        #expect(probed.empty.codePoints == empty)
    }
}
