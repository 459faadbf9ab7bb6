internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// With `"languagePicker"` in the config, the app lists languages by their own
/// names (ไทย, हिन्दी, العربية), and each name is drawn in the faces of the
/// language the UI is in: an English UI draws ไทย in its Latin face. For each
/// UI language and slot, the face (or the config's fallback chain after it)
/// must draw every listed language's CLDR autonym. What it lacks goes to the
/// platform's own fallback, said per platform, or is tofu where there is none.
enum LanguagePickerRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .strings, .platforms]
    static let codes: [FindingRule] = [
        FindingRule(
            .pickerAutonym, .warning,
            "With languagePicker, a UI language's faces lack characters of a listed language's own name.",
            help: "Add a fallback to the entry for the picker's scripts, or draw the picker's names in a face that has them."),
    ]

    /// The languages the picker lists: the config's list, or for `true` the
    /// app's declared languages (with strings), else the languages checked.
    static func listed(in context: CheckContext) -> [String] {
        switch context.config.languagePicker {
        case nil: []
        case .languages(let languages)?: languages
        case .appLanguages?:
            context.strings?.languages ?? unique(context.units.map(\.language))
        }
    }

    static func findings(in context: CheckContext) -> [Finding] {
        let languages = listed(in: context)
        guard !languages.isEmpty else { return [] }
        let faces = Dictionary(context.index.faces.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let names: [(language: String, name: String, characters: [UInt32])] = languages.compactMap { language in
            guard let locale = try? ParsedLocale(language), let (_, name) = Autonyms.name(for: locale) else { return nil }
            let drawn = unique(name.unicodeScalars.map(\.value).filter { !isSpaceLike($0) && !(Unicode.Scalar($0)?.properties.isDefaultIgnorableCodePoint ?? true) })
            return (language, name, drawn)
        }
        var findings: [Finding] = []
        for rows in context.unitRows {
            guard let first = rows.first else { continue }
            for listed in names {
                // Per slot, what neither the face nor a face of its chain draws.
                var lacking: [(face: String, missing: [UInt32])] = []
                for row in rows {
                    guard let face = row.face else { continue }
                    let chain = row.chain.compactMap { $0.face.flatMap { faces[$0] } }
                    let missing = listed.characters.filter { codePoint in
                        !([face] + chain).contains { $0.characters.contains(codePoint) && !$0.emptyGlyphs.contains(codePoint) }
                    }
                    if !missing.isEmpty { lacking.append((face.postscriptName ?? face.fullName, missing)) }
                }
                guard !lacking.isEmpty else { continue }
                let missing = unique(lacking.flatMap(\.missing))
                let faceNames = unique(lacking.map(\.face)).joined(separator: ", ")
                findings.append(
                    finding(
                        .pickerAutonym,
                        "\(first.language): the language picker's \(listed.name) (\(listed.language)) is not in "
                            + "\(faceNames): \(describeCodePoints(missing)); "
                            + context.platforms.map { fallback(on: $0) }.joined(separator: "; "),
                        at: first.configFace.location, language: first.language, missing: missing))
            }
        }
        return findings
    }

    /// What the platform draws characters a pack face lacks with.
    static func fallback(on platform: Platform) -> String {
        switch platform {
        case .ios:
            "iOS draws them in its system font for the script (Core Text's cascade list), beside the pack's face"
        case .android:
            "Android draws them in the system's fallback font for the script (the fallback families of /system/etc/fonts.xml)"
        case .web:
            "a browser draws them in a system font only if the CSS font-family ends in a generic family; "
                + "a renderer with its own fonts and no fallback (Flutter's CanvasKit) draws tofu"
        case .linux:
            "fontconfig draws them in the first installed font that has them (fc-match's sort order), or tofu if none has"
        case .windows:
            "Windows draws them in the system's fallback font for the script (DirectWrite's system font fallback)"
        }
    }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}

extension LanguagePickerRule {
    static let examples: [RuleExample] = [
        // An English UI in Noto Sans: no Thai, Devanagari or Arabic letters.
        .triggering(
            [.pickerAutonym],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}], "languagePicker": ["en", "th", "hi", "ar"]}"#,
            fonts: "Fonts/NotoSans", languages: ["en"]),
        .nonTriggering(
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}], "languagePicker": ["en", "fr", "vi", "ru"]}"#,
            fonts: "Fonts/NotoSans", languages: ["en"]),
    ]
}

extension Diagnostic.Code {
    /// A UI language's faces lack characters of a listed language's own name.
    static let pickerAutonym: Self = "picker-autonym"
}
