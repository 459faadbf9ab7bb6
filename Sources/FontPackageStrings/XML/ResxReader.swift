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
public enum ResxReader: Sendable {
    public static func read(bytes: [UInt8], file: String, options: StringsReadOptions = StringsReadOptions())
        -> StringsFileReading
    {
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reading = StringsFileReading(file: file, diagnostics: parsed.diagnostics)
        guard let root = parsed.root else { return reading }
        let language: StringLanguage
        if let culture = culture(of: file) {
            language = StringLanguage(parsing: culture)
        } else {
            language = options.languageOfUnnamedFile(
                file, at: root.location,
                advice: "a neutral .resx is in the development language: give it (--development-language, or CFBundleDevelopmentRegion of --info-plist) to check its strings",
                diagnostics: &reading.diagnostics)
        }
        let table = PathName.baseName(file).split(separator: ".").first.map(String.init) ?? ""
        for data in root.elements where data.name == "data" {
            guard let name = data.attribute("name"), data.attribute("type") == nil, data.attribute("mimetype") == nil,
                let value = data.elements.first(where: { $0.name == "value" })
            else { continue }
            reading.strings.append(
                TranslatedString(
                    text: value.allText, key: name, language: language, table: table, location: value.contentLocation,
                    kind: .resx, syntax: options.bracePlaceholders ? .braces : []))
        }
        return reading
    }

    /// The culture of `Strings.fr-CA.resx`; nil for the neutral `Strings.resx`.
    static func culture(of file: String) -> String? {
        let parts = PathName.baseName(file).split(separator: ".")
        guard parts.count >= 2, let last = parts.last else { return nil }
        let subtags = last.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter }),
            subtags.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        return String(last)
    }
}
