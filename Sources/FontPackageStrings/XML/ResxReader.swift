internal import FontPackage
internal import FontPackageSupport

/// Reads .NET resource files (`Strings.resx`, `Strings.fr-CA.resx`), by the
/// ResX schema that `ResXResourceReader` reads (learn.microsoft.com, "Resources
/// in .resx files"):
///
/// - each `<data name="...">`'s `<value>` is a string, unless the `data` has a
///   `type` or `mimetype` (an image, a serialized object): those are not text;
/// - the language is the culture before `.resx` (`fr-CA`); the neutral
///   `Strings.resx` is the development language of the options.
///
/// A file that is not well formed XML is refused with a located error.
public enum ResxReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        readDocument(
            bytes: bytes, file: file, language: language, neutral: "the neutral .resx",
            table: StringsTable.name(of: file, nameLanguage: culture(of: file)), kind: .resx, options: options)
    }

    /// Reads a document of the ResX schema, which WinUI's `.resw` shares
    /// (`ResWReader`): each `<data>`'s `<value>`, as `kind`, in `table`.
    /// `neutral` names the file in the warning when it names no language.
    static func readDocument(
        bytes: [UInt8], file: String, language: FileLanguage, neutral: String, ways: [String] = [], table: String,
        kind: TranslatedString.Kind, options: StringsReadOptions
    ) -> StringsFileReading {
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reading = StringsFileReading(file: file, diagnostics: parsed.diagnostics)
        guard let root = parsed.root else { return reading }
        let language = language.resolve(
            declared: nil,
            unnamed: FileLanguage.Unnamed(
                subject: neutral, ways: ways, identifier: PathName.baseName(file), location: root.location),
            into: &reading)
        for data in root.elements where data.name == "data" {
            guard let name = data.attribute("name"), data.attribute("type") == nil, data.attribute("mimetype") == nil,
                let value = data.elements.first(where: { $0.name == "value" })
            else { continue }
            reading.strings.append(
                TranslatedString(
                    text: value.allText, key: name, language: language, table: table, location: value.contentLocation,
                    kind: kind, syntax: options.bracePlaceholders ? .braces : []))
        }
        return reading
    }

    /// The culture of `Strings.fr-CA.resx`; nil for the neutral `Strings.resx`.
    static func culture(of file: String) -> String? {
        let parts = PathName.baseName(file).split(separator: ".")
        guard parts.count >= 2, let last = parts.last else { return nil }
        return isCulture(last) ? String(last) : nil
    }

    /// Whether `name` is written as a culture (`fr`, `fr-CA`, `zh-Hans`, `sr-Latn-RS`):
    /// a language of two or three letters, then subtags of two to eight letters or digits.
    static func isCulture(_ name: Substring) -> Bool {
        let subtags = name.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

extension ResxReader: StringsFormat {
    package static let id = "resx"
    package static let displayName = ".resx"
    package static let filesDescription = ".NET *.resx"
    package static let nameEndings = [".resx"]

    /// Anywhere; the culture before `.resx` (`fr-CA`), none for the neutral file.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? StringsPathMatch(language: culture(of: path.path)) : nil
    }

    /// The neutral file beside it: `Strings.resx` for `Strings.fr.resx`.
    package static func sourceFile(of string: TranslatedString, templates: Set<String>) -> String? {
        PathName.deletingLastComponent(string.file) + "/" + string.table + ".resx"
    }
}

extension TranslatedString.Kind {
    /// A `<data>` `<value>` of a .NET `.resx` file.
    public static let resx = Self(rawValue: ResxReader.id)
}
