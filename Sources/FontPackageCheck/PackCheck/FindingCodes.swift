public import FontPackage
internal import FontPackageInspection
internal import Foundation

/// The codes `check` raises about a pack. Each is a contract, listed in the
/// README's finding-code table and in `FindingCatalog`.
extension Diagnostic.Code {
    /// No font in the pack has that name (closest names listed).
    public static let fontNotFound: Self = "font-not-found"
    /// Faces in two files claim the name.
    public static let fontAmbiguous: Self = "font-ambiguous"
    /// FreeType cannot read a font file.
    public static let fontUnreadable: Self = "font-unreadable"
    /// FreeType reads the file, but its container is damaged; a stricter loader may refuse it.
    public static let fontDamaged: Self = "font-damaged"
    /// A font file in the pack is a symbolic link to a place outside it; it is not read.
    public static let fontLinkOutside: Self = "font-link-outside"
    /// A collection has no face at index.
    public static let noSuchFace: Self = "no-such-face"
    /// An explicit file holds a face with another name.
    public static let nameMismatch: Self = "name-mismatch"
    /// The font lacks characters the language needs.
    public static let missingCharacters: Self = "missing-characters"
    /// Characters map to glyphs that draw nothing.
    public static let emptyGlyphs: Self = "empty-glyphs"
    /// Letters exist only as base + combining mark.
    public static let composableOnly: Self = "composable-only"
    /// The weight class does not fit the slot.
    public static let slotWeight: Self = "slot-weight"
    /// Light is not lighter than medium, or medium than bold.
    public static let weightOrder: Self = "weight-order"
    /// An italic face fills an upright slot.
    public static let italicInUprightSlot: Self = "italic-in-upright-slot"
    /// An upright face fills an italic slot.
    public static let uprightInItalicSlot: Self = "upright-in-italic-slot"
    /// One entry's slots come from different families.
    public static let mixedFamilies: Self = "mixed-families"
    /// An entry lacks a slot; another face serves it.
    public static let weightFallback: Self = "weight-fallback"
    /// The slots of one language cover different characters.
    public static let unevenCoverage: Self = "uneven-coverage"
    /// No fontconfig orthography (warning) or no CLDR data (note) for a language.
    public static let noRequirement: Self = "no-requirement"
    /// A --languages item is not a language tag.
    public static let invalidLanguage: Self = "invalid-language"
    /// No entry serves a language and there is no default.
    public static let noEntry: Self = "no-entry"
    /// A translated string shows characters its font cannot draw.
    public static let stringMissingCharacters: Self = "string-missing-characters"
    /// A string's letters exist only as base + combining mark.
    public static let stringComposableOnly: Self = "string-composable-only"
    /// Emoji in a language's strings, drawn by the system emoji font.
    public static let stringEmoji: Self = "string-emoji"
    /// A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.
    public static let defaultScript: Self = "default-script"
    /// iOS: the config name is not the PostScript name `UIFont(name:size:)` looks fonts up by.
    public static let platformName: Self = "platform-name"
    /// The file's format is one the platform does not load (WOFF on iOS and Android; a note on the web).
    public static let platformFormat: Self = "platform-format"
    /// iOS: a file that serves a slot is not listed in the Info.plist's `UIAppFonts`.
    public static let notRegistered: Self = "not-registered"
    /// iOS: `UIAppFonts` lists a file that is not in the pack.
    public static let registeredFileMissing: Self = "registered-file-missing"
    /// iOS: two files of the pack have faces with the same PostScript name.
    public static let duplicatePostscriptName: Self = "duplicate-postscript-name"
    /// Android: the file's base name is not a resource name.
    public static let platformFileName: Self = "platform-file-name"
    /// A face after the first of a collection: `android:ttcIndex` on Android, its own file on the web.
    public static let platformCollection: Self = "platform-collection"
    /// Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.
    public static let platformFamily: Self = "platform-family"
    /// A bare --languages code is a fontconfig code that fontconfig reads otherwise.
    public static let bcp47Reading: Self = "bcp47-reading"
}

extension Finding {
    /// A file FreeType reads although its container is damaged.
    init(damage: FontDamage) {
        self.init(
            .warning, .fontDamaged,
            "font file is damaged; FreeType reads it, a stricter loader may not: "
                + damage.problems.joined(separator: "; "),
            font: damage.file)
    }

    /// A font file in the pack that is a symbolic link to somewhere outside it.
    init(linkOutside file: String) {
        self.init(
            .warning, .fontLinkOutside,
            "symbolic link to \((file as NSString).resolvingSymlinksInPath), outside the font folder; not read",
            font: file)
    }
}
