public import FontPackage
import FontPackageStrings
import FontPackageInspection
import FontPackageCheck

/// What a finding code means, for dashboards that show a rule beside each
/// result (SARIF's `tool.driver.rules`).
public struct FindingRule: Sendable, Hashable {
    /// The code findings carry (`font-not-found`), compared as a string.
    public var code: Diagnostic.Code
    /// The severity it is listed with in the README's finding-code table.
    public var defaultSeverity: Diagnostic.Severity
    /// One line: what is wrong.
    public var summary: String
    /// What to do about it.
    public var help: String

    package init(_ code: Diagnostic.Code, _ defaultSeverity: Diagnostic.Severity, _ summary: String, help: String) {
        self.code = code
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
    }
}

/// Every finding code `check` and `coverage` can report, one line each, in
/// the order of the README's finding-code table (a test keeps the two equal).
public enum FindingCatalog: Sendable {
    /// Every code, in the order of the README's table.
    public static let rules: [FindingRule] = [
        FindingRule(.fontNotFound, .error, "No font in the pack has that name (closest names listed).", help: "Add the font to the pack folder, or correct the name or file in the config."),
        FindingRule(.fontAmbiguous, .error, "Faces in two files claim the name.", help: "Remove one of the files, or give the entry an explicit file."),
        FindingRule(.fontUnreadable, .error, "FreeType cannot read a font file.", help: "Replace the file with a valid TrueType, OpenType, collection or WOFF font."),
        FindingRule(.noSuchFace, .error, "A collection has no face at index.", help: "Use an index below the collection's face count."),
        FindingRule(.fontDamaged, .warning, "FreeType reads the file, but its container is damaged; a stricter loader may refuse it.", help: "Rebuild or re-download the font file; check its tables with a font validator."),
        FindingRule(.fontLinkOutside, .warning, "A font file in the pack is a symbolic link to a place outside it; it is not read.", help: "Copy the font into the pack folder: the pack is what ships with the app."),
        FindingRule(.missingCharacters, .error, "The font lacks characters the language needs.", help: "Use a font that covers the language, or add the characters (the requirement says which set)."),
        FindingRule(.emptyGlyphs, .error, "Characters map to glyphs that draw nothing.", help: "Give the glyphs outlines, or remove the characters from the cmap so a fallback font draws them."),
        FindingRule(.invalidLanguage, .error, "A --languages item is not a language tag.", help: "Write a BCP 47 or POSIX identifier (vi, zh-Hant, ar-u-nu-latn)."),
        FindingRule(.noEntry, .error, "No entry serves a language and there is no default.", help: "Add an entry for the language or a default entry."),
        FindingRule(.composableOnly, .warning, "Letters exist only as base + combining mark.", help: "Add the precomposed letters, or make sure the text engine composes them."),
        FindingRule(.defaultScript, .warning, "A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.", help: "Add an entry for the language, or a scripts entry for its script."),
        FindingRule(.slotWeight, .warning, "The weight class does not fit the slot.", help: "Put the face in the slot its weight fits, or correct its OS/2 weight class."),
        FindingRule(.weightOrder, .warning, "Light is not lighter than medium, or medium than bold.", help: "Order the entry's faces by weight."),
        FindingRule(.italicInUprightSlot, .warning, "An italic face fills an upright slot.", help: "Use an upright face, or mark the face italic in the config."),
        FindingRule(.uprightInItalicSlot, .warning, "An upright face fills an italic slot.", help: "Use an italic face, or drop italic from the config."),
        FindingRule(.mixedFamilies, .warning, "One entry's slots come from different families.", help: "Take every slot of an entry from one family."),
        FindingRule(.nameMismatch, .warning, "An explicit file holds a face with another name.", help: "Correct the name or the file in the config."),
        FindingRule(.noRequirement, .warning, "No fontconfig orthography (warning) or no CLDR data (note) for a language.", help: "Coverage of this language is not measured at this level; check it by other means."),
        FindingRule(.weightFallback, .note, "An entry lacks a slot; another face serves it.", help: "Add a face for the slot if the fallback is not wanted."),
        FindingRule(.bcp47Reading, .note, "A bare --languages code is a fontconfig code that fontconfig reads otherwise.", help: "Write fc:<code> to check fontconfig's own orthography."),
        FindingRule(.unevenCoverage, .note, "The slots of one language cover different characters.", help: "Give every slot of the language the same character set."),
        FindingRule(.drawnByFallback, .note, "Characters the first face of a slot lacks are drawn by a later link of its fallback chain.", help: "Nothing to do if the link is meant to draw them; else use a first face that has them."),
        FindingRule(.fallbackWeight, .warning, "A fallback link has no face of the slot's weight, so what it draws is another weight (a bold slot drawn regular).", help: "Give the link's font (or entry) a face of each weight the chain serves."),
        FindingRule(.stringMissingCharacters, .error, "A translated string shows characters its font cannot draw.", help: "Use a font that has the characters, route the script to another entry with scripts, or change the string."),
        FindingRule(.stringComposableOnly, .warning, "A string's letters exist only as base + combining mark.", help: "Use a font with the precomposed letters, or make sure the text engine composes them."),
        FindingRule(.stringEmoji, .note, "Emoji in a language's strings, drawn by the system emoji font.", help: "Nothing to do unless the pack should draw them."),
        FindingRule(ShapingFailure.Kind.notdef.code, .error, "Shaping the text with HarfBuzz yields glyph 0 (notdef).", help: "Add the glyphs the sequence needs, or use a font that has them."),
        FindingRule(ShapingFailure.Kind.dottedCircle.code, .error, "HarfBuzz inserts a dotted circle for a cluster the language writes.", help: "Use a font whose GSUB and mark data support the script, or a newer version of it."),
        FindingRule(ShapingFailure.Kind.joining.code, .error, "A joining letter keeps its isolated form where it should join.", help: "Add the letter's initial, medial and final forms (GSUB init/medi/fina or presentation forms)."),
        FindingRule(ShapingFailure.Kind.conjunct.code, .error, "A conjunct the language needs does not form; the virama stays visible.", help: "Use a font with the script's conjunct ligatures (GSUB half/pres forms)."),
        FindingRule(ShapingFailure.Kind.mark.code, .error, "A base + mark pair is neither composed nor positioned.", help: "Add GPOS mark attachment for the pair, or the precomposed letter."),
        FindingRule(.shapingNotChecked, .warning, "Neither HarfBuzz nor FreeType can open a face for shaping.", help: "Replace the font file with one HarfBuzz can read."),
        FindingRule(.hanForms, .warning, "A face draws a Han-writing language's characters in another region's forms (zh-Hant on a Simplified Chinese face) unless the text is tagged with the language.", help: "Use the face of the language's region (the message names it in a collection), or tag the text with the language resolve gives."),
        FindingRule(.clippedInk, .warning, "Shaped ink of a language's sample or a string rises above or falls below the line box the platform lays the face's lines out with, so a label one line high cuts it off.", help: "Raise the face's ascender or descender (hhea, and OS/2 typo and win metrics alike), or give the label room beyond one line."),
        FindingRule(.platformName, .error, "iOS: the config name is not the PostScript name UIFont(name:size:) looks fonts up by; a full name is a note.", help: "Write the face's PostScript name, as the message gives it."),
        FindingRule(.platformFormat, .error, "The platform does not load the file's format: WOFF or WOFF2 on iOS and Android (a note on the web for files that are not WOFF2).", help: "Ship TrueType or OpenType to apps and WOFF2 to browsers."),
        FindingRule(.notRegistered, .error, "iOS: a file that serves a slot is not in the Info.plist's UIAppFonts, so it is never registered.", help: "Add the file's path in the bundle to UIAppFonts."),
        FindingRule(.registeredFileMissing, .warning, "iOS: UIAppFonts lists a file the pack does not have.", help: "Remove the entry or add the file to the pack."),
        FindingRule(.duplicatePostscriptName, .error, "iOS: faces in two files share a PostScript name; which one the system keeps is undefined.", help: "Ship one file per PostScript name."),
        FindingRule(.platformFileName, .error, "Android: the file's base name is not a resource name (lowercase a-z, 0-9, _).", help: "Rename the file as the message says and refer to it as @font/<name>."),
        FindingRule(.platformCollection, .warning, "A face after the first of a collection: a note with the android:ttcIndex to give on Android; a warning on the web, where @font-face draws the first face.", help: "On the web, ship the face as its own file."),
        FindingRule(.platformFamily, .warning, "Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.", help: "Give each face its own family or weight, or ship one of them."),
        FindingRule(.subsetFailed, .error, "A face cannot be subset, a file cannot be written, a bad --keep, or the output would overwrite the pack.", help: "Fix the cause the message gives; subset into a new folder."),
        FindingRule(.subsetChangesCheck, .error, "The subset pack's check has a finding the original's has not.", help: "Keep the characters the finding names (--keep), or report the case."),
        FindingRule(.subsetRegistration, .note, "iOS: the subset's files have their own paths, which UIAppFonts must list.", help: "Replace the pack's entries in UIAppFonts with the files the note lists."),
        FindingRule(.subsetDroppedTable, .warning, "The subset lacks a table of the original: a note for one the cut emptied, a warning for one HarfBuzz cannot cut.", help: "Check the platform does not need the table, or ship the original file."),
        FindingRule(.reservedFontName, .note, "The face declares Reserved Font Names: a subset is a Modified Version under the SIL OFL.", help: "Rename the subset, or get the holder's permission to keep the name."),
        FindingRule(.stringsUnreadable, .error, "A string file cannot be read from disk.", help: "Check the path and its permissions."),
        FindingRule(.stringsEncoding, .error, "A string file is not UTF-8 or UTF-16 text.", help: "Save the file as UTF-8 or UTF-16 with a byte order mark."),
        FindingRule(.stringsSyntax, .error, "A .strings entry does not follow \"key\" = \"value\";.", help: "Fix the entry at the position given."),
        FindingRule(.stringsEscape, .warning, "A .strings escape is unknown, or a surrogate is alone.", help: "Use \\\" \\\\ \\n \\t or \\Uxxxx escapes."),
        FindingRule(.stringsDuplicateKey, .warning, "A key is defined twice in one table; the later value is shown.", help: "Remove one of the definitions."),
        FindingRule(.stringsUnsupportedFormat, .error, "A string file is a binary property list or another format not read.", help: "Convert it to an XML property list or text."),
        FindingRule(.plistSyntax, .error, "An XML property list is not well formed.", help: "Fix the XML at the position given."),
        FindingRule(.stringsdictStructure, .error, "A .stringsdict entry lacks its format key or a rule is not a dictionary.", help: "Fix the entry's structure at the position given."),
        FindingRule(.catalogStructure, .error, "A String Catalog member has an unexpected type.", help: "Fix the member at the position given."),
        FindingRule(.invalidJSON, .error, "A String Catalog is not JSON.", help: "Fix the JSON at the position given."),
        FindingRule(.stringsLanguage, .warning, "A folder or catalog language does not parse, or Base.lproj has no development language.", help: "Name the folder by a language tag, or give CFBundleDevelopmentRegion."),
        FindingRule(.infoPlist, .warning, "CFBundleLocalizations or CFBundleDevelopmentRegion is missing or malformed.", help: "Fix the Info.plist keys."),
        FindingRule(.fixedSinceBaseline, .note, "A baseline finding that no longer occurs.", help: "Regenerate the baseline to drop it."),
    ]

    private static let byCode: [Diagnostic.Code: FindingRule] = Dictionary(
        rules.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule of a code; a code missing from the catalog gets a generic one
    /// so a report never fails for want of a description.
    public static func rule(for code: Diagnostic.Code) -> FindingRule {
        byCode[code] ?? FindingRule(code, .warning, "Finding \(code.rawValue).", help: "See the README's finding codes.")
    }

    /// Where dashboards send readers for the tool (SARIF's optional
    /// `informationUri`). None until the project has a public home: an
    /// address that may not exist would send readers nowhere.
    package static let informationURI: String? = nil
}
