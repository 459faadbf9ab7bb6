internal import CFontPackage
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// Reads font files with FreeType and fontconfig.
///
/// An inspector owns one `FT_Library`, so it is not `Sendable`: use it from
/// one thread. ``FontIndex`` reads a whole folder on every core, giving each
/// worker thread its own inspector.
public final class FontInspector {
    /// What an inspection reads besides names and the character set.
    public struct Options: Sendable, Hashable {
        /// Load every mapped glyph to find empty ones (``FontFace/emptyGlyphs``).
        /// Costs one glyph load per character: about a second for a large CJK face.
        public var scanGlyphInk: Bool

        /// Options; by default the glyph ink scan runs.
        public init(scanGlyphInk: Bool = true) {
            self.scanGlyphInk = scanGlyphInk
        }
    }

    package let options: Options
    let library: FreeTypeLibrary
    /// The mappings of the check this inspector works for; nil for an
    /// inspector of its own, whose faces FreeType opens from the path, each
    /// mapping the file while the face is open.
    let files: FontFiles?

    /// The most faces read from one collection file. Real collections hold a
    /// few dozen; a header claiming 100,000 would otherwise mean 100,000 queries.
    package static let maximumFaceCount = 1024

    /// Opens a FreeType library for this inspector. Throws only if FreeType cannot start.
    public init(options: Options = Options()) throws(FontInspectionError) {
        self.options = options
        library = try FreeTypeLibrary()
        files = nil
    }

    /// An inspector that reads files through `files`, the mappings a check shares between its passes.
    package init(options: Options = Options(), files: FontFiles) throws(FontInspectionError) {
        self.options = options
        library = try FreeTypeLibrary()
        self.files = files
    }

    /// `file` mapped by the check, or nil for FreeType to open it from the path.
    ///
    /// An inspector of its own reads each face once, so one mapping kept for all
    /// the faces of a collection would buy nothing (the same instructions) and
    /// keep the pages read for each face until the last is read: `langs` over
    /// 272 Noto files peaked 2 MiB higher with it, 1.6 MiB of that on the four
    /// CJK collections (Benchmarks/results/startup-and-langs-memory.md).
    func mapping(_ file: String) -> FontFile? {
        files?.file(file)
    }

    /// The number of faces in `file` (1 for a plain `.ttf`).
    package func faceCount(file: String) throws(FontInspectionError) -> Int {
        try checkReadable(file)
        return try library.openFace(path: file, index: 0, file: mapping(file)).faceCount
    }

    /// Every face of `file`, in index order.
    public func inspect(file: String) throws(FontInspectionError) -> [FontFace] {
        let first = try inspectFirstFace(file: file)
        var faces = [first]
        if first.faceCount > 1 {
            for index in 1..<first.faceCount {
                faces.append(try inspectFace(file: file, index: index))
            }
        }
        return faces
    }

    /// Face 0 of `file`, whose ``FontFace/faceCount`` says how many faces
    /// follow; throws for a file that claims more than ``maximumFaceCount``.
    func inspectFirstFace(file: String) throws(FontInspectionError) -> FontFace {
        try checkReadable(file)
        let first = try inspect(library.openFace(path: file, index: 0, file: mapping(file)), file: file, index: 0)
        guard first.faceCount <= Self.maximumFaceCount else {
            throw FontInspectionError(file: file, reason: .tooManyFaces(faceCount: first.faceCount))
        }
        return first
    }

    /// Face `index` of a file whose first face ``inspectFirstFace(file:)`` read.
    func inspectFace(file: String, index: Int) throws(FontInspectionError) -> FontFace {
        try inspect(library.openFace(path: file, index: index, file: mapping(file)), file: file, index: index)
    }

    /// Face `index` of `file`.
    package func inspect(file: String, index: Int) throws(FontInspectionError) -> FontFace {
        try checkReadable(file)
        guard index >= 0 else {
            throw FontInspectionError(file: file, index: index, reason: .noSuchFace(faceCount: try faceCount(file: file)))
        }
        let face: FreeTypeFace
        do {
            face = try library.openFace(path: file, index: index, file: mapping(file))
        } catch {
            // Say "no such face" rather than FreeType's "invalid argument" when
            // the file itself opens.
            if index > 0, let count = try? faceCount(file: file), index >= count {
                throw FontInspectionError(file: file, index: index, reason: .noSuchFace(faceCount: count))
            }
            throw error
        }
        return try inspect(face, file: file, index: index)
    }

    private func checkReadable(_ file: String) throws(FontInspectionError) {
        let kind = PathName.kind(file)
        guard kind != .missing else {
            throw FontInspectionError(file: file, reason: .unreadable(brokenSymbolicLink(atPath: file) ?? "no such file"))
        }
        guard kind != .directory else {
            throw FontInspectionError(file: file, reason: .unreadable("is a directory"))
        }
        // Opening a FIFO for reading waits for a writer: refused before any open.
        guard !kind.isSpecial else {
            throw FontInspectionError(file: file, reason: .unreadable("is \(kind.name), not a font file; not read"))
        }
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw FontInspectionError(file: file, reason: .unreadable("permission denied"))
        }
        // FreeType calls an empty file an "unknown file format".
        guard fileSize(atPath: file) != 0 else {
            throw FontInspectionError(file: file, reason: .unreadable("the file is empty (0 bytes), not a font"))
        }
    }

    private func inspect(_ face: FreeTypeFace, file: String, index: Int) throws(FontInspectionError) -> FontFace {
        // fontconfig's own query: the same code fc-query runs, so the charset
        // (FcFreeTypeCharSet inside) and language set agree with its tools.
        guard let pattern = FcFreeTypeQueryFace(face.face, file, UInt32(index), nil) else {
            throw FontInspectionError(file: file, index: index, reason: .fontconfigQueryFailed)
        }
        defer { FcPatternDestroy(pattern) }

        var charset: OpaquePointer?
        let characters: CodePointSet =
            FcPatternGetCharSet(pattern, fp_fc_charset(), 0, &charset) == FcResultMatch && charset != nil
            ? Fontconfig.codePoints(of: charset!) : CodePointSet()

        var languages: [String] = []
        var langSet: OpaquePointer?
        if FcPatternGetLangSet(pattern, fp_fc_lang(), 0, &langSet) == FcResultMatch, let langSet,
            let strings = FcLangSetGetLangs(langSet)
        {
            languages = Fontconfig.strings(of: strings).sorted()
            FcStrSetDestroy(strings)
        }

        let families = Fontconfig.strings(in: pattern, object: fp_fc_family())
        let styles = Fontconfig.strings(in: pattern, object: fp_fc_style())
        let fullNames = Fontconfig.strings(in: pattern, object: fp_fc_fullname())
        let os2 = face.os2

        var empty = CodePointSet.Builder()
        var unloadable = CodePointSet.Builder()
        if options.scanGlyphInk {
            for codePoint in characters where !isSpaceLike(codePoint) {
                switch face.ink(of: codePoint) {
                case .blank: empty.append(codePoint)
                case .inked: break
                case .unreadable: unloadable.append(codePoint)
                }
            }
        }

        var inspected = FontFace(
            file: file,
            index: index,
            faceCount: face.faceCount,
            family: face.familyName ?? families.first ?? "",
            style: face.styleName ?? styles.first ?? "",
            familyNames: families,
            styleNames: styles,
            fullNames: fullNames,
            postscriptName: face.postscriptName ?? Fontconfig.strings(in: pattern, object: fp_fc_postscript_name()).first,
            weightClass: os2.present != 0 ? Int(os2.weight_class) : nil,
            widthClass: os2.present != 0 ? Int(os2.width_class) : nil,
            isItalic: face.isItalic,
            isVariable: face.isVariable,
            format: face.format,
            glyphCount: face.glyphCount,
            characters: characters,
            emptyGlyphs: empty.build(),
            unloadableGlyphs: unloadable.build(),
            fontconfigLanguages: languages
        )
        inspected.verticalMetrics = face.verticalMetrics
        let variations = FontVariations(face)
        inspected.axes = variations.axes
        inspected.namedInstances = variations.namedInstances
        inspected.variationsPostScriptNamePrefix = variations.postscriptNamePrefix
        return inspected
    }
}

@available(*, unavailable)
extension FontInspector: Sendable {}
