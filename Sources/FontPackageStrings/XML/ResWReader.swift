internal import FontPackage
internal import FontPackageSupport

/// Reads WinUI and UWP string resources (`Strings/fr-FR/Resources.resw`),
/// which have the .resx schema (`ResxReader` reads both) and take their
/// language from the path, as the Resource Management System's qualifiers say
/// (learn.microsoft.com, "Tailor your resources for language, scale, high
/// contrast, and other qualifiers", and "How to name resources using qualifiers"):
///
/// - the file's folder named by a BCP 47 tag (`Strings/en-US/`, `zh-Hans`,
///   `sr-Latn-RS`), or any folder or the file name's last dotted segment with
///   a `lang-` or `language-` qualifier (`Strings/lang-fr-FR/`,
///   `Resources.language-fr.resw`, `lang-fr_contrast-high`);
/// - a file whose path names no language is neutral: the app's default
///   language (its manifest's `DefaultLanguage`), the development language of the options;
/// - the table is the file's name without qualifiers (`Resources`), the
///   resource map an app loads strings from.
///
/// Windows' pseudo-locales (`qps-ploc`, `qps-ploca`, `qps-plocm`: the `qps`
/// language) are read only when named on their own: their text is generated
/// from the development language's to test layout, and a user sees it only
/// with a pseudo-locale set as the display language, so a folder's check leaves
/// them out rather than report characters no user is shown.
public enum ResWReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let segments = PathName.baseName(file).split(separator: ".")
        let nameQualifiers = segments.count >= 2 ? segments.last.flatMap { qualifiedLanguage($0) == nil ? nil : String($0) } : nil
        return ResxReader.readDocument(
            bytes: bytes, file: file, language: language, neutral: "the neutral .resw",
            ways: ["put it in a folder named for its language (Strings/fr-FR/Resources.resw)"],
            table: StringsTable.name(of: file, nameLanguage: nameQualifiers), kind: .resw, options: options)
    }

    /// The language `path` names: a `lang-` qualifier of the file name or of
    /// the nearest folder that has one, else the file's own folder when it is a
    /// tag whose language CLDR knows (not `src/`), or a pseudo-locale; nil for a neutral file.
    static func culture(of path: StringsPath) -> String? {
        let segments = path.baseName.split(separator: ".")
        if segments.count >= 2, let last = segments.last, let tag = qualifiedLanguage(last) { return tag }
        let folders = path.components.dropLast()
        if let tag = folders.reversed().lazy.compactMap(qualifiedLanguage).first { return tag }
        guard let folder = path.folder, ResxReader.isCulture(folder),
            let language = folder.split(separator: "-").first,
            isPseudoLocale(String(folder)) || (try? ParsedLocale(language.lowercased()))?.maximal.script != nil
        else { return nil }
        return String(folder)
    }

    /// The tag of a `lang-` or `language-` qualifier, alone or among others
    /// joined by `_` (`lang-fr-FR_contrast-high`); nil when there is none.
    static func qualifiedLanguage(_ segment: Substring) -> String? {
        for qualifier in segment.split(separator: "_") {
            let lowercased = qualifier.lowercased()
            for prefix in ["lang-", "language-"] where lowercased.hasPrefix(prefix) {
                let tag = qualifier.dropFirst(prefix.count)
                if ResxReader.isCulture(tag) { return String(tag) }
            }
        }
        return nil
    }

    /// Windows' pseudo-locales: the `qps` language (`qps-ploc`, `qps-ploca`, `qps-plocm`).
    static func isPseudoLocale(_ tag: String) -> Bool {
        tag.split(separator: "-").first?.lowercased() == "qps"
    }
}

extension ResWReader: StringsFormat {
    package static let id = "resw"
    package static let displayName = ".resw"
    package static let filesDescription = "WinUI Strings/<culture>/*.resw"
    package static let nameEndings = [".resw"]

    /// Anywhere; the culture of its folder or of a `lang-` qualifier, none for
    /// a neutral file; a pseudo-locale's only when named.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        guard path.nameEnds(with: nameEndings) else { return nil }
        guard let culture = culture(of: path) else { return StringsPathMatch() }
        return StringsPathMatch(language: culture, onlyWhenNamed: isPseudoLocale(culture))
    }
}

extension TranslatedString.Kind {
    /// A `<data>` `<value>` of a WinUI or UWP `.resw` file.
    public static let resw = Self(rawValue: ResWReader.id)
}
