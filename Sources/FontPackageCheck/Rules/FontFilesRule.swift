package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport
/// Every font file of the pack folder is read: FreeType opens it, its
/// container is sound, and it lies inside the pack.
enum FontFilesRule: PackRule {
    static let reads: [CheckInput] = [.fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.fontUnreadable, .error, "FreeType cannot read a font file; a warning for a symbolic link that leads to no file (a loop, or a target that is gone), which is no font to read.", help: "Replace the file with a valid TrueType, OpenType, collection or WOFF font; remove or repoint a broken link.", otherSeverities: [.warning]),
        FindingRule(.fontDamaged, .warning, "FreeType reads the file, but its container is damaged (tables past the end, invalid UTF-16 names); a stricter loader may refuse it.", help: "Rebuild or re-download the font file; check its tables with a font validator."),
        FindingRule(.fontLinkOutside, .warning, "A font file in the pack is a symbolic link to a place outside it; it is not read.", help: "Copy the font into the pack folder: the pack is what ships with the app."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        let index = context.index
        return index.failures.map {
            // A config that names the link gets its own font-not-found error; the link alone fails nothing.
            FontFilesRule.finding(
                .fontUnreadable, as: brokenSymbolicLink(atPath: $0.file) == nil ? nil : .warning,
                "font file cannot be read: \($0.message)", font: $0.file)
        } + index.damaged.map(Finding.init(damage:)) + index.linksOutside.map(Finding.init(linkOutside:))
    }
}

extension FontFilesRule {
    static let examples: [RuleExample] = [
        // The corrupt-font fixtures: some FreeType cannot open, some it opens though their tables are damaged.
        .triggering(
            [.fontUnreadable, .fontDamaged],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "truncated-last-byte.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans"),
    ]
}

extension Diagnostic.Code {
    /// FreeType cannot read a font file.
    static let fontUnreadable: Self = "font-unreadable"
    /// FreeType reads the file, but its container is damaged; a stricter loader may refuse it.
    static let fontDamaged: Self = "font-damaged"
    /// A font file in the pack is a symbolic link to a place outside it; it is not read.
    package static let fontLinkOutside: Self = "font-link-outside"
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
