package import FontPackage
internal import FontPackageInspection
/// Every font the config names is found in the pack, once, at the index it
/// gives, under the name it gives; and so is every fallback link.
enum FontLookupRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.fontNotFound, .error, "No font in the pack has that name (closest names listed).", help: "Add the font to the pack folder, or correct the name or file in the config."),
        FindingRule(.fontAmbiguous, .error, "Faces in two files claim the name.", help: "Remove one of the files, or give the entry an explicit file."),
        FindingRule(.noSuchFace, .error, "A collection has no face at index.", help: "Use an index below the collection's face count."),
        FindingRule(.noSuchInstance, .error, "A variable font has no named instance of that name (its instances listed).", help: "Name one of the font's instances, or name the font and give a \"variation\"."),
        FindingRule(.nameMismatch, .warning, "An explicit file holds a face with another name.", help: "Correct the name or the file in the config."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.locations.problems.compactMap { problem in
            switch problem {
            case .face(let error, let entry, let spec, let folder):
                finding(error, entry: entry, spec: spec, folder: folder)
            case .nameMismatch(let entry, let spec, let face):
                finding(
                    .nameMismatch,
                    "\(entry.env) \(spec.slotDescription): file \(spec.file ?? face.file) holds \(face.postscriptName ?? face.fullName), not \"\(spec.name)\"",
                    at: spec.location, language: entry.env, slot: spec.slotDescription, font: face.file)
            case .link(let error, let entry, let link, let folder):
                finding(
                    .fontNotFound, "\(entry.env) fallback \(link.name): \(error) (in \(folder))", at: link.location,
                    language: entry.env)
            }
        }
    }

    /// The code of a config face the pack cannot serve for `reason`; nil for
    /// a file FreeType cannot read, which ``FontFilesRule`` reports (with its
    /// code, `font-unreadable`) once, at the config faces that name it.
    ///
    /// No `default`: a new reason is a compile error here until it has a
    /// code, and `ErrorFindingTests` produces each reason through its rule.
    static func code(for reason: FontLookupError.Reason) -> Diagnostic.Code? {
        switch reason {
        case .notFound, .fileMissing, .linkOutside, .outsidePack: .fontNotFound
        // Thrown for the pack folder itself, before any rule runs (`check` exits 2); a code all the same.
        case .folderUnreadable: .fontNotFound
        case .ambiguous: .fontAmbiguous
        case .noSuchFace: .noSuchFace
        case .noSuchInstance: .noSuchInstance
        case .unreadable: nil
        }
    }

    /// The finding for a config face the pack cannot serve; nil when another rule reports it (``code(for:)``).
    static func finding(_ error: FontLookupError, entry: PackEntry, spec: PackFace, folder: String) -> Finding? {
        guard let code = code(for: error.reason) else { return nil }
        return finding(
            code, "\(entry.env) \(spec.slotDescription): \(error) (in \(folder))", at: spec.location, language: entry.env,
            slot: spec.slotDescription)
    }
}

extension FontLookupRule {
    static let examples: [RuleExample] = [
        // A name no face has, a collection index past its faces, and a file holding another face.
        .triggering(
            [.fontNotFound, .noSuchFace, .nameMismatch],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Thin"},
                  {"font": 1, "name": "FixtureSlot-Medium", "file": "Light.ttf"},
                  {"font": 2, "name": "FixturePair-Bold", "file": "Pair.ttc", "index": 5}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        // Several corrupt copies of Noto Sans Hebrew that FreeType still reads: the name is in more than one file.
        .triggering(
            [.fontAmbiguous],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        // The form of a name of one of Inter's instances (Inter_100wght ... Inter_900wght), which none has.
        .triggering(
            [.noSuchInstance],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter-Hairline"}]}]}"#,
            fonts: "Tests/Fixtures/Variable"),
        // A file FreeType cannot read, named by its path: font-unreadable, which FontFilesRule reports there.
        .nonTriggering(
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "bitflip-head-magic.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Light", "file": "Light.ttf"},
                  {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 2, "name": "FixturePair-Bold", "file": "Pair.ttc", "index": 1}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}

extension Diagnostic.Code {
    /// No font in the pack has that name (closest names listed).
    package static let fontNotFound: Self = "font-not-found"
    /// Faces in two files claim the name.
    static let fontAmbiguous: Self = "font-ambiguous"
    /// A collection has no face at index.
    package static let noSuchFace: Self = "no-such-face"
    /// A variable font has no named instance of that name (its instances listed).
    package static let noSuchInstance: Self = "no-such-instance"
    /// An explicit file holds a face with another name.
    static let nameMismatch: Self = "name-mismatch"
}
