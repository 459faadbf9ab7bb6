package import FontPackage

/// Each platform the pack ships on loads each file under the name the config
/// gives: names, formats, registration, resource names, collections, families.
enum PlatformRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .platforms, .infoPlist]
    static let codes: [FindingRule] = [
        FindingRule(.platformName, .error, "iOS: the config name is not the PostScript name UIFont(name:size:) looks fonts up by; a full name is a note, and a variable font's named instance that has no PostScript name of its own a warning.", help: "Write the face's PostScript name, as the message gives it.", otherSeverities: [.warning, .note]),
        FindingRule(.platformFormat, .error, "The platform does not load the file's format: WOFF or WOFF2 on iOS and Android (a note on the web for files that are not WOFF2).", help: "Ship TrueType or OpenType to apps and WOFF2 to browsers.", otherSeverities: [.note]),
        FindingRule(.notRegistered, .error, "iOS: a file that serves a slot is not in the Info.plist's UIAppFonts, so it is never registered.", help: "Add the file's path in the bundle to UIAppFonts."),
        FindingRule(.registeredFileMissing, .warning, "iOS: UIAppFonts lists a file the pack does not have.", help: "Remove the entry or add the file to the pack."),
        FindingRule(.duplicatePostscriptName, .error, "iOS: faces in two files share a PostScript name; which one the system keeps is undefined.", help: "Ship one file per PostScript name."),
        FindingRule(.platformFileName, .error, "Android: the file's base name is not a resource name (lowercase a-z, 0-9, _).", help: "Rename the file as the message says and refer to it as @font/<name>."),
        FindingRule(.platformCollection, .warning, "A face after the first of a collection: a note with the android:ttcIndex to give on Android; a warning on the web, where @font-face draws the first face.", help: "On the web, ship the face as its own file.", otherSeverities: [.note]),
        FindingRule(.platformVariation, .note, "A variable font drawn away from its default: what the platform needs to draw each slot's coordinates (on Linux, also for coordinates that are no named instance).", help: "Apply the variation as the message says; fontpack export writes it for fontconfig, CSS and Android."),
        FindingRule(.platformFamily, .warning, "Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.", help: "Give each face its own family or weight, or ship one of them."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        PlatformCheck.findings(
            platforms: context.platforms, entries: context.checkedEntries, located: context.located, index: context.index,
            registered: context.registered, files: context.files)
    }
}

extension Diagnostic.Code {
    /// iOS: the config name is not the PostScript name `UIFont(name:size:)` looks fonts up by.
    static let platformName: Self = "platform-name"
    /// The file's format is one the platform does not load (WOFF on iOS and Android; a note on the web).
    static let platformFormat: Self = "platform-format"
    /// iOS: a file that serves a slot is not listed in the Info.plist's `UIAppFonts`.
    package static let notRegistered: Self = "not-registered"
    /// iOS: `UIAppFonts` lists a file that is not in the pack.
    package static let registeredFileMissing: Self = "registered-file-missing"
    /// iOS: two files of the pack have faces with the same PostScript name.
    static let duplicatePostscriptName: Self = "duplicate-postscript-name"
    /// Android: the file's base name is not a resource name.
    static let platformFileName: Self = "platform-file-name"
    /// A face after the first of a collection: `android:ttcIndex` on Android, its own file on the web.
    static let platformCollection: Self = "platform-collection"
    /// A variable font drawn away from its default: what the platform needs to draw each slot's coordinates.
    static let platformVariation: Self = "platform-variation"
    /// Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.
    static let platformFamily: Self = "platform-family"
}
