internal import FontPackage

/// Every string format the package reads, in the order the strings summary
/// counts them.
package enum StringsFormats {
    /// The one list of formats. A new format is its reader, conforming to
    /// ``StringsFormat`` in the reader's file, and one line here.
    package static let all: [any StringsFormat.Type] = [
        StringsFileReader.self,
        StringsDictReader.self,
        StringCatalogReader.self,
        AndroidStringsReader.self,
        ARBReader.self,
        GettextReader.self,
        ResxReader.self,
        ResWReader.self,
        XLIFFReader.self,
        PropertiesReader.self,
        QtLinguistReader.self,
        I18nextReader.self,
    ]

    /// The format with this identifier.
    package static func format(id: String) -> (any StringsFormat.Type)? {
        all.first { $0.id == id }
    }

    /// The format that declares `kind`.
    package static func format(of kind: TranslatedString.Kind) -> (any StringsFormat.Type)? {
        all.first { $0.kinds.contains(kind) }
    }

    /// Every name ending any format reads: a folder's other files are not looked at.
    static let nameEndings: [String] = all.flatMap { $0.nameEndings }

    /// The formats' files, as `--strings`'s help and its refusals list them:
    /// `xx.lproj/*.strings, ..., XLIFF *.xliff/*.xlf`.
    package static var filesDescription: String {
        all.map { $0.filesDescription }.joined(separator: ", ")
    }

    /// Reads one file through its format, with one file-language policy for all
    /// (``FileLanguage``): a file that names no language, and that gave strings,
    /// is one warning here, unless `language` says the caller says it once for the app.
    package static func read(
        _ format: any StringsFormat.Type, bytes: [UInt8], file: String, language: FileLanguage,
        options: StringsReadOptions
    ) -> StringsFileReading {
        var reading = format.read(bytes: bytes, file: file, language: language, options: options)
        if language.warnsWhenUnnamed {
            for unnamed in reading.unnamed where reading.strings.contains(where: { $0.language == unnamed.language }) {
                reading.diagnostics.append(unnamed.warning(advice: options.developmentLanguageAdvice))
            }
        }
        return reading
    }
}
