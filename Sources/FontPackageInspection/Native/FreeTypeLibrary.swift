internal import CFontPackage

/// One FreeType library instance. FreeType's rule is one `FT_Library` per
/// thread (or serialized use), so this handle is deliberately not `Sendable`:
/// each worker makes its own. Freed exactly once, in `deinit`, after every face
/// opened from it (faces keep their library alive).
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontInspectionError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontInspectionError(file: "", reason: .freeType(code: Int(error), message: FreeTypeLibrary.message(error)))
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// Opens face `index` of `path`, from `file`'s mapping when there is one
    /// (`FT_New_Memory_Face`: FreeType unpacks WOFF and WOFF2 from memory
    /// too), else from the path.
    ///
    /// A face that does not open from memory is opened again from the path,
    /// and that answer kept: FreeType words some damage differently for a
    /// face read from memory than for a file it opened itself (the corrupt
    /// fixture: "invalid stream operation" against "unknown file format"),
    /// and a damaged file keeps the error it always had.
    func openFace(path: String, index: Int, file: FontFile? = nil) throws(FontInspectionError) -> FreeTypeFace {
        if let file {
            var face: FT_Face?
            let error = FT_New_Memory_Face(handle, file.bytes.baseAddress, FT_Long(file.bytes.count), FT_Long(index), &face)
            if error == 0, let face { return FreeTypeFace(face: face, library: self, file: file) }
        }
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(index), &face)
        guard error == 0, let face else {
            throw FontInspectionError(file: path, index: index, reason: .freeType(code: Int(error), message: FreeTypeLibrary.message(error)))
        }
        return FreeTypeFace(face: face, library: self, file: nil)
    }

    static func message(_ error: FT_Error) -> String { String(cString: fp_ft_error_string(error)) }
}

@available(*, unavailable)
extension FreeTypeLibrary: Sendable {}

/// One open `FT_Face`. Used by one thread at a time (it is not `Sendable`);
/// `FT_Done_Face` runs once, in `deinit`. Holds its library so the library
/// outlives the face, and the mapped file a face made from memory reads.
final class FreeTypeFace {
    let face: FT_Face
    private let library: FreeTypeLibrary
    private let file: FontFile?

    fileprivate init(face: FT_Face, library: FreeTypeLibrary, file: FontFile?) {
        self.face = face
        self.library = library
        self.file = file
    }

    deinit { FT_Done_Face(face) }

    /// Answers most CFF glyphs without FreeType's loader; made on first use.
    private lazy var inkProbe: CFFInkProbe? = CFFInkProbe(face: face)

    /// The probe, for tests that compare it with FreeType.
    var cffInkProbe: CFFInkProbe? { inkProbe }

    var faceCount: Int { Int(face.pointee.num_faces) }
    var glyphCount: Int { Int(face.pointee.num_glyphs) }
    var familyName: String? { face.pointee.family_name.map { String(cString: $0) } }
    var styleName: String? { face.pointee.style_name.map { String(cString: $0) } }
    var postscriptName: String? { FT_Get_Postscript_Name(face).map { String(cString: $0) } }
    var format: String { FT_Get_Font_Format(face).map { String(cString: $0) } ?? "unknown" }
    var isItalic: Bool { fp_face_is_italic(face) != 0 }
    var isVariable: Bool { fp_face_is_variable(face) != 0 }
    var isScalable: Bool { fp_face_is_scalable(face) != 0 }
    var os2: fp_os2_info { fp_face_os2(face) }

    enum Ink { case blank, inked, unreadable(code: Int) }

    /// Whether the glyph that `codePoint` maps to (through fontconfig's own
    /// charmap choice) draws anything.
    func ink(of codePoint: UInt32) -> Ink {
        let glyph = glyph(for: codePoint)
        guard glyph != 0 else { return .unreadable(code: 0) }
        if inkProbe?.hasInk(glyph: glyph) == true { return .inked }
        return inkByLoading(glyph: glyph)
    }

    /// The glyph a code point maps to, through fontconfig's charmap choice (0: none).
    func glyph(for codePoint: UInt32) -> UInt32 { FcFreeTypeCharIndex(face, codePoint) }

    /// The glyph's ink as FreeType's loader sees it.
    func inkByLoading(glyph: UInt32) -> Ink {
        let result = fp_glyph_is_blank(face, glyph)
        switch result {
        case 1: return .blank
        case 0: return .inked
        default: return .unreadable(code: Int(-result - 1))
        }
    }
}

@available(*, unavailable)
extension FreeTypeFace: Sendable {}
