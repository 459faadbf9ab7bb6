internal import CFontPackage

/// The empty-glyph check of the faces of one mapped font file a pack uses.
/// Each face's cmap is read through HarfBuzz (lazily, no FreeType face
/// opened), and its CFF charstrings are read in
/// place in the mapping, with one ``CFFInkProbe`` per distinct CFF table: the
/// regional faces of a CJK collection share one table, so a glyph they share
/// is probed once for all of them.
///
/// Owns HarfBuzz handles and memoised answers: one thread at a time.
final class MappedFontFile {
    /// The check's mapping of the file.
    let file: FontFile
    private var blob: OpaquePointer { file.blob }
    /// Per CFF table, by its place in the file: the probe and its answers so far.
    private var probes: [Range<Int>: SharedProbe] = [:]

    init(file: FontFile) {
        self.file = file
    }

    /// `path` mapped for this file alone; nil when it cannot be mapped.
    convenience init?(path: String) {
        guard let file = FontFile(path: path) else { return nil }
        self.init(file: file)
    }

    /// Face `index` as a cmap and a CFF probe; nil when HarfBuzz cannot read
    /// the face (WOFF, WOFF2) or it has no CFF table the probe reads (TrueType
    /// outlines, CFF2), which FreeType then handles as before.
    func cffFace(index: Int) -> MappedCFFFace? {
        guard index >= 0, index == 0 || index < Int(hb_face_count(blob)) else { return nil }
        let face = hb_face_create(blob, UInt32(index))!
        guard hb_face_get_glyph_count(face) > 0 else {
            hb_face_destroy(face)
            return nil
        }
        let cffTag: hb_tag_t = 0x4346_4620  // "CFF "
        let table = hb_face_reference_table(face, cffTag)!
        var fileLength: UInt32 = 0
        var tableLength: UInt32 = 0
        guard let fileStart = hb_blob_get_data(blob, &fileLength), let tableStart = hb_blob_get_data(table, &tableLength),
            tableLength > 4
        else {
            hb_blob_destroy(table)
            hb_face_destroy(face)
            return nil
        }
        let offset = Int(bitPattern: tableStart) - Int(bitPattern: fileStart)
        // Only a table read in place in the mapping is known by its place.
        let place: Range<Int>? =
            offset >= 0 && offset + Int(tableLength) <= Int(fileLength) ? offset..<(offset + Int(tableLength)) : nil
        let shared: SharedProbe
        if let place, let known = probes[place] {
            hb_blob_destroy(table)
            shared = known
        } else {
            let owner = TableBlob(table)
            let bytes = UnsafeRawPointer(tableStart).assumingMemoryBound(to: UInt8.self)
            guard let probe = CFFInkProbe(table: UnsafeBufferPointer(start: bytes, count: Int(tableLength)), owner: owner)
            else {
                hb_face_destroy(face)
                return nil
            }
            shared = SharedProbe(probe)
            if let place { probes[place] = shared }
        }
        return MappedCFFFace(face: face, probe: shared)
    }

    /// A probe and the answers it gave, shared by the faces of one CFF table.
    final class SharedProbe {
        let probe: CFFInkProbe
        /// Per glyph: 0 not asked yet, 1 inked, 2 left to FreeType. A flat
        /// buffer: a dictionary's hashing cost more than the probes it saved,
        /// and an array stored in a class has every access checked for
        /// exclusivity at run time, which cost a seventh of the probing itself.
        private let answers: UnsafeMutableBufferPointer<UInt8>

        init(_ probe: CFFInkProbe) {
            self.probe = probe
            answers = .allocate(capacity: probe.glyphCount)
            answers.initialize(repeating: 0)
        }

        deinit { answers.deallocate() }

        func hasInk(glyph: UInt32) -> Bool? {
            let index = Int(glyph)
            guard index < answers.count else { return probe.hasInk(glyph: glyph) }
            switch answers[index] {
            case 1: return true
            case 2: return nil
            default:
                let answer = probe.hasInk(glyph: glyph)
                answers[index] = answer == true ? 1 : 2
                return answer
            }
        }
    }

    /// Keeps a table's sub-blob (and so the mapping) alive for the probe reading it.
    private final class TableBlob {
        let blob: OpaquePointer
        init(_ blob: OpaquePointer) { self.blob = blob }
        deinit { hb_blob_destroy(blob) }
    }
}

/// One CFF face of a ``MappedFontFile``: its cmap and its table's shared probe.
final class MappedCFFFace {
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let probe: MappedFontFile.SharedProbe

    fileprivate init(face: OpaquePointer, probe: MappedFontFile.SharedProbe) {
        self.face = face
        font = hb_font_create(face)
        self.probe = probe
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
    }

    /// The glyph the face's cmap maps `codePoint` to; 0 when none.
    func glyph(for codePoint: UInt32) -> UInt32 {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 ? glyph : 0
    }

    /// True when the glyph certainly draws; nil when FreeType must decide.
    func hasInk(glyph: UInt32) -> Bool? { probe.hasInk(glyph: glyph) }

    /// Whether the two faces read one CFF table through one probe.
    func sharesProbe(with other: MappedCFFFace) -> Bool { probe === other.probe }
}

@available(*, unavailable)
extension MappedFontFile: Sendable {}

@available(*, unavailable)
extension MappedCFFFace: Sendable {}
