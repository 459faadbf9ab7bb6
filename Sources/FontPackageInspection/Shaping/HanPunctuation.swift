internal import FontPackage
internal import CFontPackage

extension HanForms {
    /// The full-width punctuation whose place in the em box tells the region:
    /// comma, ideographic comma and full stop.
    package static let punctuation: [UInt32] = [0xFF0C, 0x3001, 0x3002]

    /// Where the face puts each of ``punctuation`` it maps, shaped as text
    /// tagged with `language`: the centre of the glyph's ink within its
    /// advance, left of 40% being the corner, 40-60% the centre; others are
    /// left out.
    static func punctuationPlacement(_ face: HarfBuzzFace, language: String) -> [UInt32: HanPunctuationPlacement] {
        let mapped = punctuation.filter { face.nominalGlyph($0) != nil }
        guard !mapped.isEmpty else { return [:] }
        var placement: [UInt32: HanPunctuationPlacement] = [:]
        for (character, glyphs) in zip(mapped, face.glyphsPerCharacter(mapped, language: language)) {
            guard glyphs.count == 1 else { continue }
            var box = hb_glyph_extents_t()
            let advance = Double(hb_font_get_glyph_h_advance(face.font, glyphs[0]))
            guard advance > 0, hb_font_get_glyph_extents(face.font, glyphs[0], &box) != 0, box.width != 0 else { continue }
            let centre = (Double(box.x_bearing) + Double(box.width) / 2) / advance
            if centre < 0.4 {
                placement[character] = .corner
            } else if centre <= 0.6 {
                placement[character] = .centred
            }
        }
        return placement
    }
}
