/// Where a nonspacing mark's ink lands across the line against its base's,
/// in font units, each glyph at the position HarfBuzz shaped it to (pen
/// position plus `x_offset`), its ink the box of its outline.
///
/// **The rule: a mark lands on its base when some of its ink lies within the
/// base's span across the line.** The base is the grapheme's: the letter
/// before the marks (or the ligature or conjunct that took it in), with the
/// vowel signs and marks between them. Its span runs from the leftmost to the
/// rightmost of its ink and of its advance.
///
/// Why the ink and not the GPOS offset. A font places a mark in one of two
/// ways, and HarfBuzz draws both. GPOS mark attachment (the `mark`, `mkmk`,
/// `abvm` and `blwm` features) moves the mark onto an anchor of its base.
/// Without it, the mark stays at the pen position and is drawn where its
/// outline puts it: a mark glyph (OpenType GDEF class 3, "non-spacing
/// combining glyph") whose outline lies left of its origin (a negative left
/// side bearing, which `hmtx` allows) overhangs the letter before it, the
/// fallback the Unicode Standard describes for nonspacing marks (section
/// 5.13, "Rendering Nonspacing Marks"). Noto Sans Telugu draws U+0C56, U+0C62 and
/// U+0C63 so, with no GPOS for them: their ink (x −574 to −2, −577 to 13,
/// −577 to 324 from their origin) lands under the consonant before them, as
/// the font designs it. A mark whose outline lies right of its origin, or that
/// GPOS leaves where it is for want of an anchor on this base (Noto Sans
/// Oriya's ୁ after the ligature ନ୍ତ), lands beside its base, on the next letter
/// or in the gap.
///
/// Why across the line only. Above or below is the mark's own design; what
/// puts a mark on the wrong letter is where it lands along the line.
///
/// Why the advance as well as the ink. A base may draw less than it takes:
/// a space (a mark on a space is the Unicode Standard's way to show it
/// alone), or a consonant whose vowel sign is drawn against its side, as
/// Noto Sans Malayalam draws ു after ക: its ink starts 26 units inside the
/// consonant's advance and 6 units past the consonant's ink.
///
/// Why "some". A mark drawn to join its base from the side starts just inside
/// the base's span (Noto Serif Malayalam's ു after ള, by one unit); a mark
/// drawn for no base starts at or right of its origin, beside the letter
/// before it.
struct MarkLanding: Sendable, Hashable {
    /// Where the mark's ink starts and ends across the line.
    var mark: ClosedRange<Int>
    /// The span of its base: the leftmost to the rightmost of the base's ink and advance.
    var base: ClosedRange<Int>

    /// Units the mark's ink and the base's span share across the line
    /// (zero or negative: the gap between them).
    var overlap: Int { min(mark.upperBound, base.upperBound) - max(mark.lowerBound, base.lowerBound) }

    /// Whether the mark lands on its base, by the rule above.
    var isOnBase: Bool { overlap > 0 }

    /// Whether the mark's ink lies right of its base's span (else left of it).
    var isRightOfBase: Bool { mark.lowerBound + mark.upperBound > base.lowerBound + base.upperBound }
}

/// The glyphs of one shaped text laid along the line: where each glyph's
/// origin falls within its run and which glyphs each input position owns,
/// worked out once for every mark of the text.
struct ShapedLine {
    private let glyphs: [ShapedGlyph]
    /// Each glyph's origin: the advances before it (the positions of glyphs of one run differ by their advances).
    private let pen: [Int]
    /// Per input position, the first and last index of its glyphs (-1: none of its own).
    private let first: [Int]
    private let last: [Int]

    init(text count: Int, glyphs: [ShapedGlyph]) {
        self.glyphs = glyphs
        var pen = [Int](repeating: 0, count: glyphs.count)
        var first = [Int](repeating: -1, count: count)
        var last = [Int](repeating: -1, count: count)
        var x = 0
        for (index, glyph) in glyphs.enumerated() {
            pen[index] = x
            x += Int(glyph.xAdvance)
            guard glyph.cluster >= 0, glyph.cluster < count else { continue }
            if first[glyph.cluster] < 0 { first[glyph.cluster] = index }
            last[glyph.cluster] = index
        }
        self.pen = pen
        self.first = first
        self.last = last
    }

    /// Whether the character at `position` has glyphs of its own (it was not composed or ligated away).
    private func hasGlyphs(_ position: Int) -> Bool { position >= 0 && position < first.count && first[position] >= 0 }

    /// The glyph ids of the character at `position`: empty when it has none of its own.
    func glyphs(of position: Int) -> [UInt32] { glyphIndices(of: position, run: nil).map { glyphs[$0].glyph } }

    /// The glyph indices of the character at `position` shaped in `run` (all its glyphs when `run` is nil).
    private func glyphIndices(of position: Int, run: Int?) -> [Int] {
        guard hasGlyphs(position) else { return [] }
        return (first[position]...last[position]).filter {
            glyphs[$0].cluster == position && (run == nil || glyphs[$0].run == run)
        }
    }

    /// Where the mark at `position` lands against its base, the character at
    /// `base` (with the marks between them), read with `face`'s ink. Nil when
    /// there is nothing to judge: the mark has no glyph of its own or draws
    /// nothing, or its base has no glyph in the mark's run or neither ink nor
    /// advance.
    func landing(ofMarkAt position: Int, base: Int, face: HarfBuzzFace) -> MarkLanding? {
        let own = glyphIndices(of: position, run: nil)
        guard let run = own.first.map({ glyphs[$0].run }), let mark = inkSpan(own, face: face) else { return nil }
        // A base merged into an earlier cluster (a conjunct, a ligature) is found at that cluster.
        var start = base
        while start > 0, glyphIndices(of: start, run: run).isEmpty { start -= 1 }
        let baseGlyphs = (start..<position).flatMap { glyphIndices(of: $0, run: run) }
        guard let advance = advanceSpan(baseGlyphs) else { return nil }
        let ink = inkSpan(baseGlyphs, face: face)
        guard ink != nil || advance.count > 1 else { return nil }
        let span = ink.map { min($0.lowerBound, advance.lowerBound)...max($0.upperBound, advance.upperBound) } ?? advance
        return MarkLanding(mark: mark, base: span)
    }

    /// From the first origin to the furthest advance of `indices` (either way: a font's GPOS may make an advance negative); nil for none.
    private func advanceSpan(_ indices: [Int]) -> ClosedRange<Int>? {
        var low: Int?
        var high: Int?
        for index in indices {
            let ends = (pen[index], pen[index] + Int(glyphs[index].xAdvance))
            low = min(low ?? .max, ends.0, ends.1)
            high = max(high ?? .min, ends.0, ends.1)
        }
        guard let low, let high else { return nil }
        return low...high
    }

    /// The leftmost to the rightmost ink of `indices` at their shaped positions; nil when none draws anything.
    private func inkSpan(_ indices: [Int], face: HarfBuzzFace) -> ClosedRange<Int>? {
        var low: Int?
        var high: Int?
        for index in indices {
            guard let ink = face.ink(of: glyphs[index].glyph) else { continue }
            let x = pen[index] + Int(glyphs[index].xOffset)
            low = min(low ?? .max, x + ink.left)
            high = max(high ?? .min, x + ink.right)
        }
        guard let low, let high else { return nil }
        return low...max(low, high)
    }
}
