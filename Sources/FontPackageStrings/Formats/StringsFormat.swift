internal import FontPackageSupport
internal import FontPackage

/// A kind of string file: what it is called, how a path is recognised as
/// one and what language the path names, and how its bytes are read.
///
/// A format is its reader (`ARBReader`, `AndroidStringsReader`...) conforming
/// to this protocol, in the reader's own file, and one line in
/// ``StringsFormats/all``. Discovery, the readers' dispatch,
/// ``TranslatedString/Kind``, the strings summary's counts and the CLI's
/// `--strings` help and single-file check all read that list, as
/// swift-openapi-generator's pipeline calls its `ParserProtocol` and SwiftLint
/// lists its reporters in `ReportersList`.
///
/// Where a file's language comes from is the same for every format
/// (``FileLanguage``): what the file declares inside it, else what ``match(_:)``
/// reads from its path, else the development language, else one warning.
/// A reader asks ``FileLanguage/resolve(declared:unnamed:into:)`` and decides
/// nothing of that order itself.
package protocol StringsFormat: StringsReader {
    /// The identifier in JSON (`summary.strings.stringsByFormat`) and of the
    /// format's ``TranslatedString/Kind``: `strings`, `android`. Released
    /// identifiers never change.
    static var id: String { get }
    /// How people call it in the strings summary: `.strings`, `.xcstrings`, `Android`.
    static var displayName: String { get }
    /// Its files as `--strings`'s help lists them: `Android res/values*/*.xml`, `gettext *.po/*.pot`.
    static var filesDescription: String { get }
    /// The endings of its files' names (`.po`, `.pot`): a folder's files that end
    /// otherwise are never offered to ``match(_:)``.
    static var nameEndings: [String] { get }

    /// Whether `path` is a file of this format and, if so, the language its
    /// folder or file name names. Nil: not this format.
    static func match(_ path: StringsPath) -> StringsPathMatch?

    /// Reads one file's bytes. `file` names it in diagnostics (and, for the
    /// formats whose table is the file's name, gives the table); `language`
    /// is where its language comes from when the file does not declare it.
    /// Never traps: what the bytes cannot give is a diagnostic.
    static func read(bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions)
        -> StringsFileReading

    /// The kinds of string it reads; its own identifier unless it says otherwise
    /// (String Catalogs add ``TranslatedString/Kind/catalogKey``).
    static var kinds: [TranslatedString.Kind] { get }

    /// The file whose text, in the development language, is the source of the
    /// translation `string`, for the formats whose translations are drawn as HTML
    /// where their source is (``HTMLSources``); nil where the format does not.
    /// `templates` are the Flutter apps' template ARB files.
    static func sourceFile(of string: TranslatedString, templates: Set<String>) -> String?

    /// The folder whose files share one development language that one of them
    /// declares (Android's `res/` for `res/values-night/strings.xml`); nil for
    /// the formats where no file speaks for others.
    static func developmentScope(of source: StringsSource) -> String?
    /// The development language `bytes` declare for their ``developmentScope(of:)``
    /// (`tools:locale` of `res/values/strings.xml`); nil when they declare none.
    static func declaredDevelopmentLanguage(of source: StringsSource, bytes: [UInt8]) -> String?
}

extension StringsFormat {
    package static var kinds: [TranslatedString.Kind] { [TranslatedString.Kind(rawValue: id)] }
    package static func sourceFile(of string: TranslatedString, templates: Set<String>) -> String? { nil }
    package static func developmentScope(of source: StringsSource) -> String? { nil }
    package static func declaredDevelopmentLanguage(of source: StringsSource, bytes: [UInt8]) -> String? { nil }

    /// Reads `bytes` as this format, its language found by `file`'s path as discovery finds
    /// it, or `language` when given: what ``StringsReader/read(bytes:file:language:options:)`` calls.
    static func readAlone(
        bytes: [UInt8], file: String, language: StringLanguage?, options: StringsReadOptions
    ) -> StringsFileReading {
        let match = match(StringsPath(file)) ?? StringsPathMatch()
        var fileLanguage = FileLanguage(match: match, options: options)
        if let language { fileLanguage.path = language }
        return StringsFormats.read(self, bytes: bytes, file: file, language: fileLanguage, options: options)
    }
}

/// A path split as the formats recognise it.
package struct StringsPath: Sendable {
    /// The path as given.
    package let path: String
    /// Its components, empty ones left out.
    package let components: [Substring]

    package init(_ path: String) {
        self.path = path
        components = path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The file's name: `Localizable.strings`.
    package var name: Substring { components.last ?? "" }
    /// The name of the folder the file is in (`fr.lproj`), nil for a bare name.
    package var folder: Substring? { components.count >= 2 ? components[components.count - 2] : nil }
    /// The file's name without its last extension (`Strings.fr-CA` for `Strings.fr-CA.resx`).
    package var baseName: String { PathName.baseName(path) }

    /// True when the name ends in one of `endings`.
    func nameEnds(with endings: [String]) -> Bool {
        endings.contains { name.hasSuffix($0) }
    }
}

/// What a path says of a string file it names.
package struct StringsPathMatch: Sendable, Hashable {
    /// The language the folder or file name names, as written there (`pt-BR`
    /// for `pt-BR.lproj`, `values-pt-rBR` and `app_pt_BR.arb`); nil when it names none.
    package var language: String?
    /// The folder names the development language, not a language: `Base.lproj`.
    var namesDevelopmentLanguage = false
    /// Files of this place that name no language are said once for the app,
    /// in one warning (Android's `values/`, `Base.lproj`), not once a file: one
    /// development language names them all.
    var unnamedSaidOnce = false
    /// Outside the place its platform reads such files from (a `.strings`
    /// outside an `xx.lproj` folder): read when named on its own, not when
    /// found in a folder.
    package var onlyWhenNamed = false

    package init(
        language: String? = nil, namesDevelopmentLanguage: Bool = false, unnamedSaidOnce: Bool = false,
        onlyWhenNamed: Bool = false
    ) {
        self.language = language
        self.namesDevelopmentLanguage = namesDevelopmentLanguage
        self.unnamedSaidOnce = unnamedSaidOnce
        self.onlyWhenNamed = onlyWhenNamed
    }
}
