internal import CFontPackage
internal import FontPackage

/// One glyph of HarfBuzz's output, in HarfBuzz's (visual) order.
struct ShapedGlyph: Sendable, Hashable {
    /// Glyph id in the font; 0 is `.notdef`.
    var glyph: UInt32
    /// Index of the first input code point the glyph comes from. Shaping uses
    /// monotone character clusters, so a mark keeps its own cluster unless a
    /// substitution really merged it.
    var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
    /// Which of the text's runs (`TextRuns`, in logical order) the glyph was
    /// shaped in: positions along the line add up within one run only.
    var run: Int
}

/// The box of one glyph's outline, in font units: x from the glyph's
/// origin, y from the baseline, up positive (HarfBuzz's `hb_glyph_extents_t`,
/// read from the `glyf`, `CFF` or `CFF2` outline at the face's variation).
/// A mark drawn for its base without GPOS has `left` below zero: its ink
/// starts left of its own origin, over the letter before it.
struct GlyphInk: Sendable, Hashable {
    var left: Int
    var right: Int
    var bottom: Int
    var top: Int
}

/// One face of a font file opened in HarfBuzz: one `hb_face_t` and one
/// `hb_font_t`, made once and reused for every string shaped with it.
/// WOFF and WOFF2 are read through FreeType, which unpacks them.
///
/// A HarfBuzz font is read-only after creation, but the buffer is reused
/// between calls, so one instance belongs to one thread at a time (it is not
/// `Sendable`); workers open their own.
final class HarfBuzzFace {
    let face: OpaquePointer
    let font: OpaquePointer
    private let buffer: OpaquePointer
    private var dottedCircleGlyph: UInt32?

    /// The FreeType face a WOFF or WOFF2 file is read through (HarfBuzz reads
    /// only plain sfnt data; FreeType unpacks the others), kept alive as long as HarfBuzz uses it.
    private let freeType: FreeTypeFace?

    /// Face `index` of `path`, mapped for this face alone.
    convenience init(path: String, index: Int) throws(FontInspectionError) {
        try self.init(path: path, index: index, file: FontFile(path: path))
    }

    /// Face `index` of `path`, read from `files`' mapping of it.
    convenience init(path: String, index: Int, files: FontFiles) throws(FontInspectionError) {
        try self.init(path: path, index: index, file: files.file(path))
    }

    /// The face `id` names, read from `files`' mapping of its file, drawn at its variation.
    convenience init(_ id: FaceID, files: FontFiles) throws(FontInspectionError) {
        try self.init(path: id.file, index: id.index, file: files.file(id.file), variation: id.variation)
    }

    /// Face `index` of `path`, read from `file` (HarfBuzz's face holds its own
    /// reference to the mapping); nil `file` (the file cannot be mapped)
    /// leaves the error to FreeType, opening the path.
    /// A variable face is drawn at `variation` (axis tag to design value):
    /// HarfBuzz then shapes with the instance's advances and GPOS and reads
    /// glyph extents from the instance's outlines (`gvar`, `CFF2`).
    init(path: String, index: Int, file: FontFile?, variation: [String: Double] = [:]) throws(FontInspectionError) {
        var face: OpaquePointer?
        if let file, index == 0 || index < file.harfBuzzFaceCount {
            face = hb_face_create(file.blob, UInt32(index))
        }
        if let opened = face, hb_face_get_glyph_count(opened) > 0 {
            freeType = nil
        } else {
            if let opened = face { hb_face_destroy(opened) }
            let unpacked = try FreeTypeLibrary().openFace(path: path, index: index, file: file)
            face = hb_ft_face_create_referenced(unpacked.face)
            freeType = unpacked
        }
        guard let face, hb_face_get_glyph_count(face) > 0 else {
            if let face { hb_face_destroy(face) }
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz finds no glyphs in the face"))
        }
        self.face = face
        let font = hb_font_create(face)!
        if !variation.isEmpty {
            let settings = variation.sorted { $0.key < $1.key }.map { tag, value in
                hb_variation_t(tag: HarfBuzzFace.tag(tag), value: Float(value))
            }
            settings.withUnsafeBufferPointer { hb_font_set_variations(font, $0.baseAddress, UInt32($0.count)) }
        }
        self.font = font
        buffer = hb_buffer_create()
        dottedCircleGlyph = nominalGlyph(0x25CC)
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The glyph the cmap maps `codePoint` to, nil when it maps none.
    func nominalGlyph(_ codePoint: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 ? glyph : nil
    }

    /// The glyph HarfBuzz inserts for a broken cluster (the font's U+25CC), if any.
    var dottedCircle: UInt32? { dottedCircleGlyph }

    /// The box of `glyph`'s outline, nil when it draws nothing. Read once per
    /// glyph: every reader of this face on its thread (the shaping test, the
    /// ink measure) shares the answers.
    func ink(of glyph: UInt32) -> GlyphInk? {
        if let known = inks[glyph] { return known }
        var box = hb_glyph_extents_t()
        var found: GlyphInk?
        if hb_font_get_glyph_extents(font, glyph, &box) != 0, box.height != 0 || box.width != 0 {
            found = GlyphInk(
                left: Int(box.x_bearing), right: Int(box.x_bearing) + Int(box.width),
                bottom: Int(box.y_bearing) + Int(box.height), top: Int(box.y_bearing))
        }
        inks[glyph] = found
        return found
    }

    private var inks: [UInt32: GlyphInk?] = [:]

    /// Shapes `scalars` as a text engine does: split into runs of one
    /// script and one direction (`TextRuns`, in a paragraph of `direction`),
    /// each run shaped with its own script, direction and `language` (a BCP
    /// 47 tag; nil: HarfBuzz's default language). The glyphs are each run's
    /// in turn, in HarfBuzz's (visual) order within the run, their clusters
    /// positions in `scalars`.
    func shape(_ scalars: [UInt32], language: String? = nil, direction: TextDirection = .leftToRight) -> [ShapedGlyph] {
        TextRuns.of(scalars, direction: direction).enumerated().flatMap { index, run in
            shape(scalars, run: run, index: index, language: language)
        }
    }

    /// Shapes one run of `scalars` with the run's script and direction, the
    /// text around it given to HarfBuzz as context (for joining across the
    /// run's edges), as Pango does. Clusters are positions in `scalars`;
    /// `index` is the run's place among the text's runs.
    func shape(_ scalars: [UInt32], run: TextRun, index: Int = 0, language: String?) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(
                buffer, text.baseAddress, Int32(text.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        }
        var flags: UInt32 = 0
        if run.range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if run.range.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_buffer_set_script(buffer, hb_script_t(rawValue: TextRuns.tag(run.script)))
        hb_buffer_set_direction(buffer, run.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language.map { hb_language_from_string($0, -1) } ?? hb_language_get_default())
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { position in
            ShapedGlyph(
                glyph: infos[position].codepoint, cluster: Int(infos[position].cluster),
                xAdvance: positions[position].x_advance, xOffset: positions[position].x_offset,
                yOffset: positions[position].y_offset, run: index)
        }
    }
}

@available(*, unavailable)
extension HarfBuzzFace: Sendable {}
