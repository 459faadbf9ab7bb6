package import FontPackage
internal import CFontPackage

/// How one face draws a language's Han characters: HarfBuzz shapes them once
/// with the language set (`hb_buffer_set_language`, as for text tagged with
/// it) and once without. Where the glyphs differ, the face's default forms
/// are another region's and only tagged text gets the language's own.
package struct HanFormsReading: Sendable, Hashable {
    /// How many of the language's Han characters the face maps (those shaped).
    package var shaped: Int
    /// Whether the face's GSUB has a `locl` feature for any script or language.
    package var hasLocl: Bool
    /// The characters whose glyph changes when the text is tagged, in code point order.
    package var differing: [UInt32]
    /// The Han code page bits (17-21) of OS/2 `ulCodePageRange1` the face
    /// sets; nil when it has no OS/2 table of version 1 or later.
    package var codePageBits: [Int]?
    /// For a face of a collection whose default forms are another region's:
    /// the index of a face of the same file that draws every shaped
    /// character, untagged, with the glyph this face uses for tagged text.
    package var defaultFormsFace: Int?
    /// Where the face puts the full-width comma and full stop in text tagged
    /// with the language (``HanForms/punctuation``), for those it maps.
    package var punctuation: [UInt32: HanPunctuationPlacement] = [:]
}

/// Reads faces for the `han-forms` check.
package enum HanForms {
    /// The Han characters of a locale's CLDR main and auxiliary exemplars
    /// (auxiliary holds Korean hanja, whose main set is Hangul), in code point order.
    package static func exemplars(for locale: ParsedLocale) -> [UInt32] {
        var characters = CodePointSet()
        for tier in [CLDRExemplars.Tier.main, .auxiliary] {
            guard let pattern = try? CLDRExemplars.exemplars(tier, for: locale) else { continue }
            characters = characters.union(pattern.codePoints)
        }
        return characters.codePoints.filter(isHan)
    }

    /// Whether a code point is a CJK ideograph (the unified blocks, their
    /// extensions, and the compatibility ideographs).
    static func isHan(_ codePoint: UInt32) -> Bool {
        switch codePoint {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: true
        default: false
        }
    }

    /// Shapes `characters` (those the face maps) with the face, tagged with
    /// `language` (BCP 47) and untagged; for a collection whose face differs,
    /// looks for the face that draws the tagged glyphs by default. The faces
    /// are read from `files`' mapping of the file (by default a mapping of its own).
    package static func read(
        file: String, index: Int, language: String, characters: [UInt32], files: FontFiles = FontFiles()
    ) throws(FontInspectionError) -> HanFormsReading {
        let fontFile = files.file(file)
        let face = try HarfBuzzFace(path: file, index: index, file: fontFile)
        let mapped = characters.filter { face.nominalGlyph($0) != nil }
        let hasLocl = face.hasGSUBFeature("locl")
        var reading = HanFormsReading(
            shaped: mapped.count, hasLocl: hasLocl, differing: [], codePageBits: face.hanCodePageBits,
            defaultFormsFace: nil)
        reading.punctuation = punctuationPlacement(face, language: language)
        guard hasLocl, !mapped.isEmpty else { return reading }
        let tagged = face.glyphsPerCharacter(mapped, language: language)
        let untagged = face.glyphsPerCharacter(mapped, language: nil)
        reading.differing = zip(mapped, zip(tagged, untagged)).filter { $1.0 != $1.1 }.map(\.0)
        guard !reading.differing.isEmpty else { return reading }
        reading.defaultFormsFace = defaultFormsFace(
            of: file, except: index, language: language, characters: mapped, tagged: tagged, file: fontFile)
        return reading
    }

    /// The face of a collection that draws `characters` in `language`'s forms
    /// by default: first, one that draws untagged what this face draws tagged;
    /// else one that draws them the same tagged and untagged through a `locl`
    /// of its own, the test `han-forms` makes of a face. The second makes the
    /// answer the same from whichever face the search starts: a face's `locl`
    /// for another region need not reach every glyph that region's own face has.
    static func defaultFormsFace(
        of path: String, except index: Int, language: String, characters: [UInt32], tagged: [[UInt32]], file: FontFile?
    ) -> Int? {
        let count = file?.harfBuzzFaceCount ?? 0
        var unchanged: Int?
        for other in 0..<count where other != index {
            guard let sibling = try? HarfBuzzFace(path: path, index: other, file: file),
                characters.allSatisfy({ sibling.nominalGlyph($0) != nil })
            else { continue }
            let untagged = sibling.glyphsPerCharacter(characters, language: nil)
            if untagged == tagged { return other }
            if unchanged == nil, sibling.hasGSUBFeature("locl"),
                sibling.glyphsPerCharacter(characters, language: language) == untagged
            {
                unchanged = other
            }
        }
        return unchanged
    }

    /// Whether the face draws the language's Han characters in its region's
    /// forms by default, as `han-forms` judges a face: it maps some of them,
    /// has a `locl` feature, and shapes them alike tagged with the language
    /// and untagged. `fontpack init` picks each region's face of a collection by it.
    package static func drawsByDefault(
        file: String, index: Int, language: String, characters: [UInt32], files: FontFiles = FontFiles()
    ) -> Bool {
        guard let reading = try? read(file: file, index: index, language: language, characters: characters, files: files) else {
            return false
        }
        return reading.shaped > 0 && reading.hasLocl && reading.differing.isEmpty
    }
}

extension HarfBuzzFace {
    /// Whether the face's GSUB lists a feature with this tag (`locl`) under any script or language.
    func hasGSUBFeature(_ tag: String) -> Bool {
        let wanted = Self.tag(tag)
        let gsub = Self.tag("GSUB")
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var start: UInt32 = 0
        while true {
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(face, gsub, start, &count, &tags)
            if tags.prefix(Int(count)).contains(wanted) { return true }
            start += count
            if count == 0 || start >= total { return false }
        }
    }

    /// The Han code page bits (17-21) of OS/2 `ulCodePageRange1`, read from
    /// the table (offset 78, present from version 1); nil without them.
    var hanCodePageBits: [Int]? {
        let blob = hb_face_reference_table(face, Self.tag("OS/2"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 86 else { return nil }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        let version = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
        guard version >= 1 else { return nil }
        let range = (78..<82).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[$1]) }
        return HanRegion.allCodePageBits.filter { range >> UInt32($0) & 1 == 1 }
    }

    /// The glyphs of each character, shaped as one text (in runs, as every
    /// text is: `TextRuns`; Han is one left-to-right run), tagged with
    /// `language` or, when nil, with the undetermined language `und` (so the
    /// process's locale never decides, as HarfBuzz's default language would).
    func glyphsPerCharacter(_ characters: [UInt32], language: String?) -> [[UInt32]] {
        let glyphs = shape(characters, language: language ?? "und")
        var perCharacter = [[UInt32]](repeating: [], count: characters.count)
        for glyph in glyphs where glyph.cluster < characters.count { perCharacter[glyph.cluster].append(glyph.glyph) }
        return perCharacter
    }

    static func tag(_ text: String) -> hb_tag_t {
        text.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}
