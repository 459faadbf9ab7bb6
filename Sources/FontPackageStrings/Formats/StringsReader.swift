/// A reader of one kind of string file: `StringsFileReader` (`.strings`),
/// `AndroidStringsReader`, `GettextReader`, and every other format the library
/// reads. Each reads a file's bytes with the same call, given here once.
///
/// ```swift
/// let reading = GettextReader.read(bytes: Array(data), file: "po/fr.po")
/// for string in reading.strings { print(string.key, string.language.identifier, string.text) }
/// for diagnostic in reading.diagnostics { print(diagnostic) }
/// ```
///
/// The library's readers conform; a type of yours that conforms reads nothing
/// (its reading is empty), as the library reads no format it does not list.
public protocol StringsReader: Sendable {}

extension StringsReader {
    /// Reads one file's bytes in this reader's format. `file` names the file in
    /// diagnostics and is the path its language and table are read from, as
    /// ``AppStrings`` reads a folder (`fr.lproj/Localizable.strings`,
    /// `res/values-fr/strings.xml`, `app_fr.arb`, `Messages_fr_CA.properties`).
    ///
    /// A language the file declares inside it (a PO header's `Language:`, an
    /// ARB's `@@locale`, `tools:locale`, an XLIFF or String Catalog's source and
    /// target languages) comes first; `language` stands for what the path names,
    /// and nil reads it from `file`; a file whose path names none is in the
    /// development language of `options`. Never throws and never traps: what the
    /// bytes cannot give is a diagnostic in the reading.
    public static func read(
        bytes: [UInt8], file: String, language: StringLanguage? = nil, options: StringsReadOptions = StringsReadOptions()
    ) -> StringsFileReading {
        guard let format = self as? any StringsFormat.Type else { return StringsFileReading(file: file) }
        return format.readAlone(bytes: bytes, file: file, language: language, options: options)
    }
}
