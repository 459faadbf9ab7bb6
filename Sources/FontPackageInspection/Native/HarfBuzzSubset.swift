internal import CFontPackage
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// One face cut down by HarfBuzz's subsetter to the characters asked for,
/// with every layout feature, script and name record kept and hinting as it
/// was: the bytes of a standalone sfnt file and what it holds.
package struct SubsetFace: Sendable {
    /// The subset font, a single-face TrueType (`glyf`) or OpenType (`CFF `) file.
    package var data: [UInt8]
    /// Whether the outlines are CFF (the file is an `.otf`).
    package var isCFF: Bool
    /// Glyphs in the subset, `.notdef` included.
    package var glyphCount: Int
    /// Glyphs in the original face.
    package var originalGlyphCount: Int
    /// Characters the subset's cmap maps.
    package var characters: CodePointSet
    /// Bytes of the original face on its own: the file for a single font, the
    /// face's table directory and tables (shared ones included) for a face of a collection.
    package var originalFaceBytes: Int
    /// Tables of the original face the subset does not have (`kern`, `morx`,
    /// `SVG `... which HarfBuzz's subsetter cannot cut; `DSIG`, which no longer
    /// applies; a `GDEF` left empty), by tag.
    package var droppedTables: [String]
}

/// HarfBuzz's subsetter (`libharfbuzz-subset`) over one face of a font file.
package enum FontSubsetter: Sendable {
    /// Subsets face `index` of `path` to `codePoints` (those the face maps;
    /// the others are ignored), keeping what a text engine needs to draw them
    /// exactly as the original does: every GSUB/GPOS feature and script (so
    /// the glyphs ligatures, alternates and contextual forms reach stay),
    /// every name record in every language (the names the app finds the font
    /// by), the hinting, and the `.notdef` outline.
    ///
    /// For a font only shown on screen (the report's), `forDisplay` drops the
    /// hints (TrueType instructions, CFF stem hints; the outlines are
    /// unchanged, and Core Text ignores hints anyway) and flattens CFF
    /// subroutines into the glyphs that call them, which Brotli then
    /// compresses better than the subroutines themselves.
    ///
    /// A variable face keeps its variations (`fvar`, `gvar`, `HVAR`, `VVAR`,
    /// `MVAR`, `STAT`, `avar`, `cvar`, `CFF2` blends): HarfBuzz 6 subsets the
    /// tables that name glyphs and copies the others unchanged. With
    /// `pinning`, every axis of the face is pinned instead (to its value
    /// there, else its default: HarfBuzz 6 instances only when every axis
    /// is pinned), and the result is a static font drawn as the variable one
    /// is at those coordinates. The caller asks ``pinningObstacle(path:index:)``
    /// first, once per file: a face HarfBuzz 6 cannot instance faithfully
    /// (`avar`, `COLR`, ...) is not pinned, and asking again per instance
    /// would copy those tables again.
    package static func subset(
        path: String, index: Int, keeping codePoints: CodePointSet, forDisplay: Bool = false,
        pinning coordinates: [String: Double]? = nil
    ) throws(FontInspectionError) -> SubsetFace {
        let source = try SubsetSourceFace(path: path, index: index)
        guard let input = hb_subset_input_create_or_fail() else {
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz cannot make a subset input"))
        }
        defer { hb_subset_input_destroy(input) }
        if let coordinates {
            for axis in FontVariations.axisInfos(of: source.face) {
                let tag = FontVariations.tagString(axis.tag)
                let pinned =
                    coordinates[tag].map { hb_subset_input_pin_axis_location(input, source.face, axis.tag, Float($0)) }
                    ?? hb_subset_input_pin_axis_to_default(input, source.face, axis.tag)
                guard pinned != 0 else {
                    throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz cannot pin the axis \(tag)"))
                }
            }
        }
        let wanted = hb_subset_input_unicode_set(input)
        for range in codePoints.ranges {
            hb_set_add_range(wanted, range.lowerBound, range.upperBound - 1)
        }
        // Everything: all features, all scripts, all name ids, all name languages.
        for which in [
            HB_SUBSET_SETS_LAYOUT_FEATURE_TAG, HB_SUBSET_SETS_LAYOUT_SCRIPT_TAG, HB_SUBSET_SETS_NAME_ID,
            HB_SUBSET_SETS_NAME_LANG_ID,
        ] {
            let set = hb_subset_input_set(input, which)
            hb_set_clear(set)
            hb_set_invert(set)
        }
        // BASE (baselines per script, used by CJK and vertical layout) names no glyph in
        // the common formats; HarfBuzz 6 drops it by default: copy it unchanged instead.
        let base: hb_tag_t = 0x4241_5345  // 'BASE'
        hb_set_del(hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG), base)
        hb_set_add(hb_subset_input_set(input, HB_SUBSET_SETS_NO_SUBSET_TABLE_TAG), base)
        var flags = HB_SUBSET_FLAGS_NOTDEF_OUTLINE.rawValue | HB_SUBSET_FLAGS_NAME_LEGACY.rawValue
        if forDisplay { flags |= HB_SUBSET_FLAGS_NO_HINTING.rawValue | HB_SUBSET_FLAGS_DESUBROUTINIZE.rawValue }
        hb_subset_input_set_flags(input, flags)
        guard let result = hb_subset_or_fail(source.face, input) else {
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz's subsetter fails on the face"))
        }
        defer { hb_face_destroy(result) }
        let blob = hb_face_reference_blob(result)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else {
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz's subset of the face is empty"))
        }
        // The builder face HarfBuzz returns cannot list its tables: read the bytes back as a face.
        guard let written = hb_face_create(blob, 0) else {
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz cannot read its own subset back"))
        }
        defer { hb_face_destroy(written) }
        // A static font is what pinning promises: no design space left.
        if coordinates != nil, hb_ot_var_has_data(written) != 0 {
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz's instance of the face is still variable"))
        }
        let data = bytes.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
        return SubsetFace(
            data: data, isCFF: data.starts(with: Array("OTTO".utf8)), glyphCount: Int(hb_face_get_glyph_count(written)),
            originalGlyphCount: Int(hb_face_get_glyph_count(source.face)), characters: unicodes(of: written),
            originalFaceBytes: source.faceBytes,
            droppedTables: tableTags(of: source.face).subtracting(tableTags(of: written)).subtracting(["DSIG"])
                .subtracting(coordinates == nil ? [] : VariableTables.instancedAway).sorted())
    }

    /// Why HarfBuzz 6 cannot make face `index` of `path` a static font drawn
    /// as the variable face is at every coordinate; nil when it can (or the
    /// face is static).
    package static func pinningObstacle(path: String, index: Int) throws(FontInspectionError) -> String? {
        let source = try SubsetSourceFace(path: path, index: index)
        return withExtendedLifetime(source) { VariableTables(source.face).pinningObstacle }
    }

    /// The tags of a face's tables, as text (`GSUB`, `cvt `).
    static func tableTags(of face: OpaquePointer) -> Set<String> {
        var tags = [hb_tag_t](repeating: 0, count: 256)
        var count = UInt32(tags.count)
        _ = hb_face_get_table_tags(face, 0, &count, &tags)
        return Set(
            tags.prefix(Int(count)).map { tag in
                String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            })
    }

    /// Every name record of face `index` of `path` with one of `nameIDs`, in
    /// every language the font has it in (copyright is 0, licence 13).
    package static func names(path: String, index: Int, nameIDs: Set<UInt32>) throws(FontInspectionError) -> [(
        nameID: UInt32, text: String
    )] {
        let source = try SubsetSourceFace(path: path, index: index)
        var count: UInt32 = 0
        guard let entries = hb_ot_name_list_names(source.face, &count) else { return [] }
        var found: [(nameID: UInt32, text: String)] = []
        for position in 0..<Int(count) where nameIDs.contains(entries[position].name_id) {
            let entry = entries[position]
            var size: UInt32 = 0
            let needed = hb_ot_name_get_utf8(source.face, entry.name_id, entry.language, &size, nil)
            guard needed > 0 else { continue }
            var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            size = needed + 1
            _ = hb_ot_name_get_utf8(source.face, entry.name_id, entry.language, &size, &buffer)
            found.append((entry.name_id, String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return found
    }

    /// The characters a face's cmap maps.
    static func unicodes(of face: OpaquePointer) -> CodePointSet {
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var codePoints: [UInt32] = []
        var codePoint: hb_codepoint_t = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
        while hb_set_next(set, &codePoint) != 0 { codePoints.append(codePoint) }
        return CodePointSet(codePoints)
    }
}

/// The face HarfBuzz subsets: read from the file's bytes, or, for WOFF and
/// WOFF2 (which HarfBuzz does not unpack), through FreeType. Destroyed once, in `deinit`.
final class SubsetSourceFace {
    let face: OpaquePointer
    /// Bytes of the face on its own (see ``SubsetFace/originalFaceBytes``).
    let faceBytes: Int
    /// Keeps a WOFF/WOFF2 face's FreeType face alive while HarfBuzz reads its tables.
    private let freeType: FreeTypeFace?

    init(path: String, index: Int) throws(FontInspectionError) {
        var opened: OpaquePointer?
        var faceCount = 1
        if let blob = hb_blob_create_from_file_or_fail(path) {
            faceCount = Int(hb_face_count(blob))
            if index == 0 || index < faceCount {
                opened = hb_face_create(blob, UInt32(index))
            }
            hb_blob_destroy(blob)
        }
        if let face = opened, hb_face_get_glyph_count(face) > 0 {
            freeType = nil
        } else {
            if let face = opened { hb_face_destroy(face) }
            let unpacked = try FreeTypeLibrary().openFace(path: path, index: index)
            opened = hb_ft_face_create_referenced(unpacked.face)
            freeType = unpacked
        }
        guard let face = opened, hb_face_get_glyph_count(face) > 0 else {
            if let face = opened { hb_face_destroy(face) }
            throw FontInspectionError(file: path, index: index, reason: .unreadable("HarfBuzz finds no glyphs in the face"))
        }
        self.face = face
        let fileBytes = fileSize(atPath: path) ?? 0
        faceBytes = faceCount > 1 ? Self.tableBytes(of: face) : fileBytes
    }

    deinit { hb_face_destroy(face) }

    /// The size of a standalone file holding the face's tables: header, directory, tables padded to 4 bytes.
    private static func tableBytes(of face: OpaquePointer) -> Int {
        var tags = [hb_tag_t](repeating: 0, count: 256)
        var count = UInt32(tags.count)
        _ = hb_face_get_table_tags(face, 0, &count, &tags)
        var total = 12 + 16 * Int(count)
        for tag in tags.prefix(Int(count)) {
            let blob = hb_face_reference_table(face, tag)
            total += (Int(hb_blob_get_length(blob)) + 3) / 4 * 4
            hb_blob_destroy(blob)
        }
        return total
    }
}

@available(*, unavailable)
extension SubsetSourceFace: Sendable {}

/// What HarfBuzz 6's instancer needs to know of a face's variation tables.
/// HarfBuzz 6.0.0's NEWS: instancing "only works with TrueType (glyf) based
/// fonts" and "only supports the case where all axes in a font are pinned";
/// its subsetter (`_should_drop_table` in src/hb-subset.cc) then drops
/// `fvar`, `gvar`, `HVAR`, `VVAR`, `MVAR`, `avar` and `cvar`, having applied
/// the deltas of `gvar`, `HVAR`, `VVAR` and `GDEF` and `avar`'s mapping, but
/// not the deltas of `MVAR` (applied from 7.0.0) or `cvar` (7.1.0), and
/// copies `COLR` and `BASE` unchanged (instanced from 7.2.0 and 8.5.0).
struct VariableTables {
    let tags: Set<String>
    let face: OpaquePointer

    init(_ face: OpaquePointer) {
        self.face = face
        tags = FontSubsetter.tableTags(of: face)
    }

    /// The tables a full instance no longer needs: gone from a pinned subset by design.
    static let instancedAway: Set<String> = ["fvar", "gvar", "HVAR", "VVAR", "avar"]

    /// Why the face cannot be pinned faithfully; nil when it can, or has no `fvar`.
    var pinningObstacle: String? {
        guard tags.contains("fvar") else { return nil }
        if tags.contains("CFF2") {
            return "its outlines are CFF2, which HarfBuzz 6.0 cannot instance (CFF2 instancing came in 7.0.0)"
        }
        if tags.contains("MVAR") {
            return "HarfBuzz 6.0 drops its MVAR when pinning without applying it, so the instance would have the default's "
                + "line metrics, underline and strikeout (MVAR instancing came in 7.0.0)"
        }
        if tags.contains("cvar") {
            return "HarfBuzz 6.0 drops its cvar when pinning without applying it, so the instance would be hinted as the "
                + "default is (cvar instancing came in 7.1.0)"
        }
        if let avar = table("avar"), avar.bigEndianUInt16(at: 0) != 1 {
            return "its avar is version \(avar.bigEndianUInt16(at: 0).map(String.init) ?? "?"), which HarfBuzz 6.0 cannot instance "
                + "(full instancing with avar 2 came in 12.3.0)"
        }
        if let colr = table("COLR"), colr.bigEndianUInt16(at: 0) == 1, (colr.bigEndianUInt32(at: 30) ?? 0) != 0 {
            return "its COLR v1 paints vary, and HarfBuzz 6.0 copies them unchanged (COLRv1 instancing came in 7.2.0)"
        }
        if let base = table("BASE"), base.bigEndianUInt16(at: 2) == 1, (base.bigEndianUInt32(at: 8) ?? 0) != 0 {
            return "its BASE baselines vary, and HarfBuzz 6.0 copies them unchanged (BASE instancing came in 8.5.0)"
        }
        return nil
    }

    /// The bytes of table `tag`, when the face has it.
    func table(_ tag: String) -> [UInt8]? {
        guard tags.contains(tag) else { return nil }
        let blob = hb_face_reference_table(face, HarfBuzzFace.tag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }
}

@available(*, unavailable)
extension VariableTables: Sendable {}
