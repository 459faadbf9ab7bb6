internal import FontPackage
internal import FontPackageStrings
/// The app's string files and Info.plist read cleanly: each problem of
/// encoding, syntax or structure, at its line.
enum StringsFilesRule: PackRule {
    static let reads: [CheckInput] = [.strings, .infoPlist]
    static let codes: [FindingRule] = [
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
        FindingRule(.infoPlist, .warning, "CFBundleLocalizations or CFBundleDevelopmentRegion is missing or malformed; an Info.plist that cannot be read at all is an error.", help: "Fix the Info.plist keys.", otherSeverities: [.error]),
    ]

    /// The readers of the string files and the Info.plist make these, as a
    /// compiler's parser reports its own errors: each at the line it read,
    /// with the codes of the reader's one file of codes
    /// (FontPackageStrings' `DiagnosticCodes.swift`). This rule describes
    /// those codes and hands the readers' diagnostics to the check.
    static func findings(in context: CheckContext) -> [Finding] { context.stringsFileFindings }
}
