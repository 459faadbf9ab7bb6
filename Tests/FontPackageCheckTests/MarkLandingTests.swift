import FontPackage
import FontPackageSupport
@testable import FontPackageCheck
@testable import FontPackageInspection
import Foundation
import Testing

/// `shaping-mark` against what `hb-view` draws (`Tests/Shaping/rendered_marks.py`):
/// a mark is placed when its ink lands on its base, whether GPOS moved it
/// there or its own outline, drawn left of its origin, puts it there.
@Suite("Marks land on their base, as hb-view draws them")
struct MarkLandingTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let fixtures = Support.packageRoot + "/Tests/Fixtures/Fonts/Shaping/"

    /// What the oracle says of one text: the last mark's ink columns against its base's.
    struct Drawn: Decodable {
        let text: String
        let em: Int
        let base: [Int]?
        let mark: [Int]?
        let overlap: Int?

        /// Drawn on its base: it adds no pixel outside the base's ink, or shares columns with it.
        var landsOnBase: Bool { mark == nil || (overlap ?? -1) > 1 }
        /// Drawn beside its base, with a gap of more than a pixel (20 units of a 1000-unit em).
        var landsAway: Bool { mark != nil && (overlap ?? 0) < -1 }
    }

    /// hb-view's drawing of each text, through the oracle script.
    static func drawn(_ font: String, language: String, _ texts: [[UInt32]]) throws -> [[UInt32]: Drawn] {
        let strings = texts.map { String(codePoints: $0) }
        let (status, output) = try Support.run(
            "python3", [Support.packageRoot + "/Tests/Shaping/rendered_marks.py", "--language", language, font] + strings)
        try #require(status == 0, "Tests/Shaping/rendered_marks.py failed on \(font)")
        var result: [[UInt32]: Drawn] = [:]
        for line in output.split(separator: "\n") {
            let drawn = try JSONDecoder().decode(Drawn.self, from: Data(line.utf8))
            result[drawn.text.unicodeScalars.map(\.value)] = drawn
        }
        try #require(result.count == Set(texts).count, "the oracle judged \(result.count) of \(texts.count) texts")
        return result
    }

    /// Each sample pair up to each of its nonspacing marks (viramas aside): the texts whose last mark is judged.
    static func judgedPrefixes(_ sample: ShapingSample) -> [[UInt32]] {
        var prefixes: [[UInt32]] = []
        for pair in sample.markPairs {
            for (position, codePoint) in pair.enumerated() where position > 0 {
                guard let scalar = Unicode.Scalar(codePoint), scalar.properties.generalCategory == .nonspacingMark,
                    scalar.properties.canonicalCombiningClass != .virama, !prefixes.contains(Array(pair[...position]))
                else { continue }
                prefixes.append(Array(pair[...position]))
            }
        }
        return prefixes
    }

    static func sample(_ language: String) throws -> ShapingSample {
        try #require(ShapingSample.of(try ParsedLocale(language)))
    }

    /// Faces that place their marks either way: GPOS mark attachment (Kannada,
    /// Devanagari, Arabic), outlines drawn left of the origin with no GPOS for
    /// the mark (Noto's Telugu length marks, the Devanagari fixture without
    /// GPOS, Noto Serif Gurmukhi's vowel signs), and two that leave a mark off
    /// its base: the Telugu fixture with two outlines moved right of their
    /// origin, and Noto Sans Oriya, whose nukta has no anchor on କ.
    static let faces: [(font: String, language: String, off: [[UInt32]])] = [
        (noto + "NotoSansTelugu-Regular.ttf", "te", []),
        (noto + "NotoSerifTelugu-Regular.ttf", "te", []),
        (fixtures + "Telugu.ttf", "te", []),
        (fixtures + "TeluguMarksAside.ttf", "te", [[0x0C2D, 0x0C56], [0x0C2D, 0x0C62]]),
        (noto + "NotoSansKannada-Regular.ttf", "kn", []),
        (noto + "NotoSerifKannada-Regular.ttf", "kn", []),
        (noto + "NotoSansDevanagari-Regular.ttf", "hi", []),
        (noto + "NotoSerifDevanagari-Regular.ttf", "mr", []),
        (fixtures + "DevanagariNoGPOS.ttf", "hi", []),
        (noto + "NotoSansArabic-Regular.ttf", "ar", []),
        (noto + "NotoNaskhArabic-Regular.ttf", "ur", []),
        (noto + "NotoSerifGurmukhi-Regular.ttf", "pa", []),
        (noto + "NotoSansOriya-Regular.ttf", "or", [[0x0B15, 0x0B3C]]),
    ]

    @Test("shaping-mark names exactly the sample's marks hb-view draws off their base", arguments: faces)
    func agreesWithDrawing(font: String, language: String, off: [[UInt32]]) throws {
        let sample = try Self.sample(language)
        let judged = Self.judgedPrefixes(sample)
        try #require(!judged.isEmpty)
        let found = try ShapingChecker(path: font, index: 0).check(sample).filter { $0.kind == .mark }.map(\.codePoints)
        #expect(Set(found) == Set(off), "\(font)")
        let drawn = try Self.drawn(font, language: language, judged)
        for text in judged {
            let picture = try #require(drawn[text])
            // A pixel is 20 units here: a mark within a pixel of its base's edge is not the oracle's to judge.
            #expect(picture.landsAway || picture.landsOnBase, "\(font) \(picture.text): \(picture.overlap ?? 0) columns")
            if picture.landsAway { #expect(found.contains(text), "\(font) \(picture.text) is drawn off its base") }
            if picture.landsOnBase { #expect(!found.contains(text), "\(font) \(picture.text) is drawn on its base") }
        }
    }

    @Test("Noto Sans Telugu's U+0C56, U+0C62 and U+0C63 after a consonant land under it, by their outlines")
    func teluguLengthMarks() throws {
        let font = Self.noto + "NotoSansTelugu-Regular.ttf"
        let texts: [[UInt32]] = [0x0C15, 0x0C2D, 0x0C2E].flatMap { base in [0x0C56, 0x0C62, 0x0C63].map { [base, $0] } }
        let checker = try ShapingChecker(path: font, index: 0)
        let drawn = try Self.drawn(font, language: "te", texts)
        for text in texts {
            #expect(checker.check(string: text, language: "te").isEmpty, "\(String(codePoints: text))")
            let picture = try #require(drawn[text])
            #expect(picture.landsOnBase, "\(String(codePoints: text))")
        }
        // No GPOS moves them: the outline does (HarfBuzz leaves them at the pen position).
        let face = try HarfBuzzFace(path: font, index: 0)
        for text in texts {
            let mark = try #require(face.shape(text, language: "te").last)
            #expect(mark.xOffset == 0 && mark.yOffset == 0)
        }
    }

    @Test("a glyph's ink box is its outline's bounds, as fontTools reads them from glyf")
    func inkIsTheOutlineBox() throws {
        let font = Self.noto + "NotoSansTelugu-Regular.ttf"
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            font = TTFont(sys.argv[1])
            cmap, glyf = font.getBestCmap(), font["glyf"]
            for code in sys.argv[2:]:
                glyph = glyf[cmap[int(code, 16)]]
                print(glyph.xMin, glyph.xMax, glyph.yMin, glyph.yMax)
            """
        let codePoints: [UInt32] = [0x0C15, 0x0C56, 0x0C62, 0x0C63]
        let (status, output) = try Support.run("python3", ["-c", script, font] + codePoints.map { String($0, radix: 16) })
        try #require(status == 0, "python3 with fontTools (pip install fonttools) is needed")
        let face = try HarfBuzzFace(path: font, index: 0)
        let expected = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        try #require(expected.count == codePoints.count)
        for (codePoint, bounds) in zip(codePoints, expected) {
            let glyph = try #require(face.nominalGlyph(codePoint))
            let ink = try #require(face.ink(of: glyph))
            #expect([ink.left, ink.right, ink.bottom, ink.top] == bounds, "U+\(String(codePoint, radix: 16))")
        }
        // The numbers: the three marks start left of their origin.
        #expect(expected[1][0] == -574 && expected[1][1] == -2)
        #expect(expected[2][0] == -577 && expected[2][1] == 13)
        #expect(expected[3][0] == -577 && expected[3][1] == 324)
    }

    @Test("positions a font's GPOS could give (a negative advance, a cluster past the text) make a verdict, not a trap")
    func oddPositions() throws {
        let face = try HarfBuzzFace(path: Self.fixtures + "TeluguMarksAside.ttf", index: 0)
        let ka = try #require(face.nominalGlyph(0x0C15))
        let mark = try #require(face.nominalGlyph(0x0C62))
        func glyph(_ id: UInt32, _ cluster: Int, advance: Int32, offset: Int32 = 0) -> ShapedGlyph {
            ShapedGlyph(glyph: id, cluster: cluster, xAdvance: advance, xOffset: offset, yOffset: 0, run: 0)
        }
        // The base's advance runs back over its own ink: the mark, drawn right of its origin, lands on that ink.
        let backwards = ShapedLine(text: 2, glyphs: [glyph(ka, 0, advance: -600), glyph(mark, 1, advance: 0)])
        let landing = try #require(backwards.landing(ofMarkAt: 1, base: 0, face: face))
        #expect(landing.base.lowerBound == -600 && landing.isOnBase)
        // A GPOS offset that moves the mark back onto its base is where it lands.
        let moved = ShapedLine(text: 2, glyphs: [glyph(ka, 0, advance: 522), glyph(mark, 1, advance: 0, offset: -500)])
        #expect(try #require(moved.landing(ofMarkAt: 1, base: 0, face: face)).isOnBase)
        let unmoved = ShapedLine(text: 2, glyphs: [glyph(ka, 0, advance: 522), glyph(mark, 1, advance: 0)])
        #expect(try #require(unmoved.landing(ofMarkAt: 1, base: 0, face: face)).isOnBase == false)
        // A cluster past the text is no character's; a mark with no glyph of its own is composed.
        let stray = ShapedLine(text: 2, glyphs: [glyph(ka, 0, advance: 522), glyph(mark, 7, advance: 0)])
        #expect(stray.landing(ofMarkAt: 1, base: 0, face: face) == nil)
    }

    @Test("in a translated string, a mark GPOS leaves beside a conjunct is found: Noto Sans Oriya's ୁ after ନ୍ତ")
    func markOffAConjunct() throws {
        let font = Self.noto + "NotoSansOriya-Regular.ttf"
        let word: [UInt32] = [0x0B16, 0x0B4B, 0x0B1C, 0x0B28, 0x0B4D, 0x0B24, 0x0B41]  // ଖୋଜନ୍ତୁ
        let failures = try ShapingChecker(path: font, index: 0).check(string: word, language: "or")
        #expect(failures.map(\.kind) == [.mark])
        #expect(failures.first?.codePoints == [0x0B24, 0x0B41])
        #expect(failures.first?.detail.hasPrefix("ତୁ (U+0B24 U+0B41): the mark is neither composed nor positioned: its ink lands") == true)
        let conjunct: [UInt32] = [0x0B28, 0x0B4D, 0x0B24, 0x0B41]  // ନ୍ତୁ
        let picture = try #require(try Self.drawn(font, language: "or", [conjunct])[conjunct])
        #expect(picture.landsAway)
    }
}
