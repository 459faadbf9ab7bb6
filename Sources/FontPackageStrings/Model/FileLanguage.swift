package import FontPackage
internal import FontPackageSupport

/// Where a string file's language comes from, by one policy for every format:
///
/// 1. what the file declares inside it (`@@locale`, a `Language:` header,
///    `target-language`, `tools:locale`);
/// 2. else what its path names: the folder (`fr.lproj`, `values-fr`) or the
///    file name (`app_fr.arb`, `fr.po`, `Strings.fr.resx`);
/// 3. else the development language (given by the caller, or by a file that
///    speaks for its folder, ``StringsFormat/developmentScope(of:)``); a folder
///    that names the development language (`Base.lproj`) comes here too;
/// 4. else no language, said in one warning worded here, and the strings are
///    read with an identifier that names none, so no entry draws them.
///
/// A reader calls ``resolve(declared:unnamed:into:warn:)`` for the file (or for each
/// part that declares its own, an XLIFF `<file>`) and decides nothing of that order.
package struct FileLanguage: Sendable {
    /// The language the path names, parsed; nil when it names none.
    package var path: StringLanguage?
    /// The written name of a folder that names the development language (`Base`
    /// of `Base.lproj`); strings read in it are ``StringLanguage/isBase``.
    var developmentFolder: String?
    /// The development language, as given.
    var development: String?
    /// Says here that the path's language does not parse. False where the
    /// caller says it once for every file whose path names the same.
    var warnsOfPath = true
    /// Says here, once the file is read, that it names no language. False
    /// where the caller says it once for the app (``StringsPathMatch/unnamedSaidOnce``).
    var warnsWhenUnnamed = true

    /// The language of a file whose path matched as `match`, read alone.
    package init(match: StringsPathMatch, options: StringsReadOptions) {
        if match.namesDevelopmentLanguage {
            developmentFolder = match.language
        } else {
            path = match.language.map { StringLanguage(parsing: $0) }
        }
        development = options.developmentLanguage
    }

    init(path: StringLanguage?, developmentFolder: String?, development: String?) {
        self.path = path
        self.developmentFolder = developmentFolder
        self.development = development
    }

    /// A file, or a part of one, that names no language: how the warning
    /// names it and what the format offers to name one.
    package struct Unnamed: Sendable {
        /// What has no language, as the warning opens: `the file`, `<file>`, `Android's values/`.
        var subject: String
        /// The format's own ways to name one, before "give the development language":
        /// `write "@@locale"`, `end its name in _ll (app_en.arb)`.
        var ways: [String]
        /// The identifier its strings are read with, which names no locale:
        /// the file's base name, `values`, `Base`.
        package var identifier: String
        /// Where the warning points.
        package var location: SourceLocation

        init(subject: String, ways: [String] = [], identifier: String, location: SourceLocation) {
            self.subject = subject
            self.ways = ways
            self.identifier = identifier
            self.location = location
        }
    }

    /// The language for the file's strings. `declared` is what the file says
    /// (nil when it says nothing), and `warn` makes a located warning of a
    /// message about it (by default at the file's start). A file that ends up with no language is noted in
    /// `reading` (``StringsFileReading/unnamed``), and said once it is read.
    package func resolve(
        declared: String?, unnamed: @autoclosure () -> Unnamed, into reading: inout StringsFileReading,
        warn: ((String) -> Diagnostic)? = nil
    ) -> StringLanguage {
        let file = reading.file
        let warn = warn ?? { Diagnostic(.warning, .stringsLanguage, $0, at: SourceLocation(file: file, line: 1, column: 1)) }
        if let declared { return Self.parse(declared, into: &reading.diagnostics, warn: warn) }
        if let path {
            if warnsOfPath, path.locale == nil { reading.diagnostics.append(warn(Self.notALanguage(path.identifier))) }
            return path
        }
        if let development { return StringLanguage(parsing: development, isBase: developmentFolder != nil) }
        let note = unnamed()
        let language = StringLanguage(
            identifier: developmentFolder ?? note.identifier, locale: nil, isBase: developmentFolder != nil)
        reading.unnamed.append(UnnamedLanguage(note: note, language: language))
        return language
    }

    /// `identifier` as a language, with a warning through `warn` when it does not parse.
    package static func parse(
        _ identifier: String, into diagnostics: inout [Diagnostic], warn: (String) -> Diagnostic
    ) -> StringLanguage {
        let language = StringLanguage(parsing: identifier)
        if language.locale == nil { diagnostics.append(warn(notALanguage(identifier))) }
        return language
    }

    /// The one wording of a language identifier that does not parse.
    static func notALanguage(_ identifier: String) -> String {
        "'\(identifier)' is not a language identifier"
    }

    /// The one wording of a file, or a place, with no language: what it
    /// is, what follows (`consequence`), the format's ways to name one, and
    /// the development language, with the caller's `advice` on how to give it
    /// (the CLI's options; the library names none).
    static func noLanguage(_ subject: String, consequence: String? = nil, ways: [String], advice: String?)
        -> String
    {
        let options = ways + ["give the development language" + (advice.map { " (\($0))" } ?? "")]
        let said = options.count == 1 ? options[0] : options.dropLast().joined(separator: ", ") + ", or " + options[options.count - 1]
        return "\(subject) has no language: " + (consequence.map { $0 + ": " } ?? "") + said
    }
}

/// A file, or part of one, read with no language (``FileLanguage``), and the language its strings carry.
struct UnnamedLanguage: Sendable {
    var note: FileLanguage.Unnamed
    var language: StringLanguage

    /// The warning for this file alone.
    func warning(advice: String?) -> Diagnostic {
        Diagnostic(
            .warning, .stringsLanguage, FileLanguage.noLanguage(note.subject, ways: note.ways, advice: advice),
            at: note.location)
    }
}
