package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport
/// Every font file of the pack folder is read: FreeType opens it, its
/// container is sound, and it lies inside the pack. An unreadable file that a
/// config face names (its `file`) is reported once, at that face: the slot it
/// was to fill has no face.
enum FontFilesRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.fontUnreadable, .error, "FreeType cannot read a font file; a warning for a symbolic link that leads to no file (a loop, or a target that is gone) and that no config face names: it is no font to read.", help: "Replace the file with a valid TrueType, OpenType, collection or WOFF font; remove or repoint a broken link.", otherSeverities: [.warning]),
        FindingRule(.fontDamaged, .warning, "FreeType reads the file, but its container is damaged (tables past the end or overlapping, cmap subtables outside their table, invalid UTF-16 names); a stricter loader may refuse it.", help: "Rebuild or re-download the font file; check its tables with a font validator."),
        FindingRule(.fontLinkOutside, .warning, "A font file in the pack is a symbolic link to a place outside it; it is not read.", help: "Copy the font into the pack folder: the pack is what ships with the app."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        let index = context.index
        let namedBy = configFacesNaming(context.locations.problems)
        return index.failures.map { finding(unreadable: $0, namedBy: namedBy[$0.file] ?? []) }
            + index.damaged.map(Finding.init(damage:)) + index.linksOutside.map(Finding.init(linkOutside:))
    }

    /// The finding for a font file FreeType cannot read, whatever the reason:
    /// at the first config face that names it when one does, else at the file.
    static func finding(
        unreadable failure: FontInspectionError, namedBy faces: [(entry: PackEntry, spec: PackFace, file: String)]
    ) -> Finding {
        guard let first = faces.first else {
            // No config face names it: a file of the pack, a warning when it is a broken link.
            return finding(
                .fontUnreadable, as: brokenSymbolicLink(atPath: failure.file) == nil ? nil : .warning,
                "font file cannot be read: \(failure.message)", font: failure.file)
        }
        let others = faces.dropFirst().map { "\($0.entry.env) \($0.spec.slotDescription) (\($0.spec.location))" }
        return finding(
            .fontUnreadable,
            "\(first.entry.env) \(first.spec.slotDescription): font file '\(first.file)' cannot be read: \(failure.message)"
                + (others.isEmpty ? "" : "; also named by " + others.joined(separator: ", ")),
            at: first.spec.location, language: first.entry.env, slot: first.spec.slotDescription, font: failure.file)
    }

    /// The config faces whose `file` is an unreadable font, by the file as the
    /// index names it, in config order: ``FontLookupRule`` leaves them to this rule.
    static func configFacesNaming(
        _ problems: [FaceLocations.LookupProblem]
    ) -> [String: [(entry: PackEntry, spec: PackFace, file: String)]] {
        var named: [String: [(entry: PackEntry, spec: PackFace, file: String)]] = [:]
        for case .face(let error, let entry, let spec, _) in problems {
            guard case .unreadable(let failure) = error.reason else { continue }
            named[failure.file, default: []].append((entry, spec, error.name))
        }
        return named
    }
}

extension FontFilesRule {
    static let examples: [RuleExample] = [
        // The corrupt-font fixtures: some FreeType cannot open, some it opens though their tables are damaged.
        .triggering(
            [.fontUnreadable, .fontDamaged],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "truncated-last-byte.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        // A config face whose file FreeType cannot read: reported at the face, which has no font.
        .triggering(
            [.fontUnreadable],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "bitflip-head-magic.ttf"}]}]}"#,
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
