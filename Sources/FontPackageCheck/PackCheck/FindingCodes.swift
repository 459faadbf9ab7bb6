package import FontPackage
internal import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// The codes `check` raises about a pack. Each is a contract, listed in the
/// README's finding-code table and in `FindingCatalog`.
extension Diagnostic.Code {
    /// No font in the pack has that name (closest names listed).
    package static let fontNotFound: Self = "font-not-found"
    /// Faces in two files claim the name.
    package static let fontAmbiguous: Self = "font-ambiguous"
    /// FreeType cannot read a font file.
    package static let fontUnreadable: Self = "font-unreadable"
    /// FreeType reads the file, but its container is damaged; a stricter loader may refuse it.
    package static let fontDamaged: Self = "font-damaged"
    /// A font file in the pack is a symbolic link to a place outside it; it is not read.
    package static let fontLinkOutside: Self = "font-link-outside"
    /// A collection has no face at index.
    package static let noSuchFace: Self = "no-such-face"
    /// An explicit file holds a face with another name.
    package static let nameMismatch: Self = "name-mismatch"
    /// The font lacks characters the language needs.
    package static let missingCharacters: Self = "missing-characters"
    /// Characters map to glyphs that draw nothing.
    package static let emptyGlyphs: Self = "empty-glyphs"
    /// Letters exist only as base + combining mark.
    package static let composableOnly: Self = "composable-only"
    /// The weight class does not fit the slot.
    package static let slotWeight: Self = "slot-weight"
    /// Light is not lighter than medium, or medium than bold.
    package static let weightOrder: Self = "weight-order"
    /// An italic face fills an upright slot.
    package static let italicInUprightSlot: Self = "italic-in-upright-slot"
    /// An upright face fills an italic slot.
    package static let uprightInItalicSlot: Self = "upright-in-italic-slot"
    /// One entry's slots come from different families.
    package static let mixedFamilies: Self = "mixed-families"
    /// An entry lacks a slot; another face serves it.
    package static let weightFallback: Self = "weight-fallback"
    /// Characters the first face of a slot lacks are drawn by a later link of its fallback chain.
    package static let drawnByFallback: Self = "drawn-by-fallback"
    /// A fallback link has no face of the slot's weight; another weight of it draws.
    package static let fallbackWeight: Self = "fallback-weight"
    /// The slots of one language cover different characters.
    package static let unevenCoverage: Self = "uneven-coverage"
    /// No fontconfig orthography (warning) or no CLDR data (note) for a language.
    package static let noRequirement: Self = "no-requirement"
    /// A --languages item is not a language tag.
    package static let invalidLanguage: Self = "invalid-language"
    /// No entry serves a language and there is no default.
    package static let noEntry: Self = "no-entry"
    /// A translated string shows characters its font cannot draw.
    package static let stringMissingCharacters: Self = "string-missing-characters"
    /// A string's letters exist only as base + combining mark.
    package static let stringComposableOnly: Self = "string-composable-only"
    /// Emoji in a language's strings, drawn by the system emoji font.
    package static let stringEmoji: Self = "string-emoji"
    /// A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.
    package static let defaultScript: Self = "default-script"
    /// iOS: the config name is not the PostScript name `UIFont(name:size:)` looks fonts up by.
    package static let platformName: Self = "platform-name"
    /// The file's format is one the platform does not load (WOFF on iOS and Android; a note on the web).
    package static let platformFormat: Self = "platform-format"
    /// iOS: a file that serves a slot is not listed in the Info.plist's `UIAppFonts`.
    package static let notRegistered: Self = "not-registered"
    /// iOS: `UIAppFonts` lists a file that is not in the pack.
    package static let registeredFileMissing: Self = "registered-file-missing"
    /// iOS: two files of the pack have faces with the same PostScript name.
    package static let duplicatePostscriptName: Self = "duplicate-postscript-name"
    /// Android: the file's base name is not a resource name.
    package static let platformFileName: Self = "platform-file-name"
    /// A face after the first of a collection: `android:ttcIndex` on Android, its own file on the web.
    package static let platformCollection: Self = "platform-collection"
    /// Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.
    package static let platformFamily: Self = "platform-family"
    /// A face draws a Han-writing language's characters in another region's forms unless the text is tagged.
    package static let hanForms: Self = "han-forms"
    /// A bare --languages code is a fontconfig code that fontconfig reads otherwise.
    package static let bcp47Reading: Self = "bcp47-reading"
    /// Shaped ink rises above or falls below the line box a platform lays the face's lines out with.
    package static let clippedInk: Self = "clipped-ink"
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
            "symbolic link to \(PathName.resolvingSymlinks(file)), outside the font folder; not read",
            font: file)
    }
}
