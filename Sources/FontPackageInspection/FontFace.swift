package import FontPackage

/// One face of a font file, as FreeType and fontconfig see it.
public struct FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The file as it was given (not resolved or canonicalised).
    public var file: String
    /// Face index inside the file (0 for a single-face file).
    public var index: Int
    /// Number of faces in the file (more than 1 for `.ttc`/`.otc`).
    package var faceCount: Int

    /// FreeType's family name (the typographic family when the font has one).
    public var family: String
    /// FreeType's style name (`Light`, `Bold Italic`).
    package var style: String
    /// Every family name fontconfig read (typographic, legacy, localised), its order.
    public var familyNames: [String]
    /// Every style name fontconfig read.
    package var styleNames: [String]
    /// Full names (`name` ID 4), fontconfig's order; the first is the English one when present.
    package var fullNames: [String]
    /// The PostScript name (`name` ID 6), when the font has one.
    public var postscriptName: String?

    /// OS/2 `usWeightClass` (100 thin ... 400 regular ... 900 black), nil without an OS/2 table.
    public var weightClass: Int?
    /// OS/2 `usWidthClass` (5 normal), nil without an OS/2 table.
    var widthClass: Int?
    /// FreeType's italic style flag (from OS/2 `fsSelection` / `head.macStyle`).
    public var isItalic: Bool
    /// A variable font (has `fvar` / multiple-master axes).
    var isVariable: Bool
    /// FreeType's format name: `TrueType`, `CFF`, `Type 1`, `BDF`, `PCF`, ...
    package var format: String
    package var glyphCount: Int

    /// The characters the face maps, computed by fontconfig's own
    /// `FcFreeTypeCharSet` (the set `fc-validate` and `fc-query` use).
    public var characters: CodePointSet
    /// Code points in `characters` whose glyph draws nothing (no contour, no
    /// bitmap, no colour layer) and that are not space-like. fontconfig 2.14
    /// keeps these in its charset (it only tests U+0000-001F), so they are
    /// reported apart. Empty when the inspection skipped the glyph scan.
    public var emptyGlyphs: CodePointSet
    /// Code points whose glyph FreeType failed to load (a damaged glyph).
    package var unloadableGlyphs: CodePointSet
    /// Languages fontconfig considers fully supported, exactly what
    /// `fc-query --format '%{lang}'` prints, sorted.
    package var fontconfigLanguages: [String]
    /// The `head`, `hhea` and OS/2 vertical metrics each platform's line box
    /// is read from; nil without `head` and `hhea` (bitmap and Type 1 fonts).
    package var verticalMetrics: VerticalMetrics? = nil
    /// A variable font's axes (`fvar`), in the font's order; empty for a static face.
    package var axes: [VariationAxis] = []
    /// A variable font's named instances (`fvar`), in the font's order; empty for a static face.
    package var namedInstances: [NamedInstance] = []
    /// The design coordinates this face is drawn at, axis tag to value, for
    /// a variable font drawn away from its default (a config's `variation`,
    /// or a named instance it names); empty otherwise. Part of ``id``: the
    /// shaping, ink and clipping passes read the face at these coordinates,
    /// while its character map is the file's, shared by every instance.
    public var variation: [String: Double] = [:]
    /// `name` ID 25 (Variations PostScript Name Prefix) of a variable font, when it has one.
    var variationsPostScriptNamePrefix: String? = nil

    /// The first full name, or family + style.
    public var fullName: String { fullNames.first ?? "\(family) \(style)" }

    /// `file#index PostScript-name (family style, weight, italic, format, counts)`.
    public var description: String {
        "\(id) \(postscriptName ?? fullName) (\(family) \(style), weight \(weightClass.map(String.init) ?? "?")\(isItalic ? ", italic" : ""), \(format), \(glyphCount) glyphs, \(characters.count) characters)"
    }
}

/// Whether a code point may legitimately have an empty glyph: spaces,
/// controls, format characters and other default-ignorable code points
/// (ZWJ, variation selectors, Hangul fillers), and the blank braille pattern.
package func isSpaceLike(_ codePoint: UInt32) -> Bool {
    // The bulk of what a check asks about, answered without the property
    // tables: printable ASCII and Latin-1 (except the soft hyphen, a format
    // character), CJK Unified Ideographs and Hangul syllables (letters, all assigned).
    switch codePoint {
    case 0x21...0x7E, 0xA1...0xAC, 0xAE...0xFF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return false
    default: break
    }
    guard let scalar = Unicode.Scalar(codePoint) else { return true }
    let properties = scalar.properties
    if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
    switch properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        return true
    default:
        return codePoint == 0x2800
    }
}
