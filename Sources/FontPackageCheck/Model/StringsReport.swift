package import FontPackage
package import FontPackageStrings
package import FontPackageInspection

/// What the app's strings need per language and slot.
public struct StringsReport: Sendable {
    /// How one language's strings fare in one slot's font.
    package struct Line: Sendable, Hashable, Codable {
        /// The language, as checked (`vi`, `zh-Hant`).
        package var language: String
        /// The slot whose font draws the strings (`light`, `bold`).
        package var slot: String
        /// Strings of the language checked against this slot's font.
        package var strings: Int
        /// Strings with at least one character this slot's font cannot draw.
        package var stringsWithTofu: Int
        /// Distinct characters missing across those strings.
        package var distinctMissing: Int
    }

    /// One line per language and slot, in check order.
    package var lines: [Line]
    /// String files read, in every format; the byte copies left unread
    /// (`copies`) and the files `--exclude` skipped are not counted.
    public var filesRead: Int
    /// Strings read from those files, each variant of a plural or device rule
    /// one string, in every language, the checked ones or not.
    public var stringsRead: Int
    /// How many of them each format gave (`android`, `Android`), formats with none left out.
    package var stringsByFormat: [FormatCount] = []

    /// ` (.strings 12, Android 40)`: the strings each format gave, or nothing when no string was read.
    package var formatCounts: String {
        stringsByFormat.isEmpty ? "" : " (" + stringsByFormat.map { "\($0.name) \($0.strings)" }.joined(separator: ", ") + ")"
    }

    package struct FormatCount: Sendable, Equatable {
        /// The format's identifier in JSON: `strings`, `stringsdict`, `catalog`, `android`.
        package var format: String
        /// Its name for people: `.strings`, `.xcstrings`, `Android`.
        package var name: String
        package var strings: Int

        package init(format: String, name: String, strings: Int) {
            self.format = format
            self.name = name
            self.strings = strings
        }
    }
    /// The languages whose strings were checked, as BCP 47 tags: `--languages`,
    /// else the Info.plist's `CFBundleLocalizations`, else every language of the
    /// string files (`languageSource` says which).
    public var languages: [String]
    /// Where the list of languages came from (`--languages`, the Info.plist, the string files).
    package var languageSource: String
    /// Files left unread because their bytes equal another file's of the same
    /// `xx.lproj` folder name and format, each with the file read instead.
    package var copies: [(file: String, sameAs: String)] = []
    /// How many string files `--exclude` skipped.
    package var excluded = 0
    /// The files under `--strings` not read, or read and left out, each with why.
    package var unread: [UnreadFile] = []

    /// A file under `--strings` not read, and why.
    package struct UnreadFile: Sendable, Equatable {
        package var file: String
        /// `unknown-format`, `outside-its-place`, `names-no-language`, `link-not-followed`, `no-strings`.
        package var reason: String
        /// The strings it holds, where counted (a file whose path names no language).
        package var strings: Int
        /// The string files a linked folder holds.
        package var stringFiles: Int
        /// A link's target, as the link writes it.
        package var target: String?
        /// What a path that names no language names (`klingon`).
        package var written: String?
        /// Text in a language's folder, in a format no reader reads.
        package var looksTranslated: Bool
        /// The ending of its name (`.resjson`), or its name when it has none.
        package var nameEnding: String

        init(_ fact: UnreadStringsFile) {
            file = fact.path
            reason = fact.reason.id
            strings = fact.strings
            stringFiles = fact.stringFiles
            looksTranslated = fact.looksTranslated
            nameEnding = fact.nameEnding
            switch fact.reason {
            case .link(let target, _): self.target = target
            case .namesNoLanguage(let written): self.written = written
            case .unknownFormat, .outsideItsPlace, .noStrings: break
            }
        }
    }
    /// The development language `--development-language` gave; nil without the option.
    package var developmentLanguage: String?
    /// Per language that has strings: the faces its strings are drawn in and
    /// the strings that have findings, in the order of their first finding.
    package var drawn: [LanguageStrings]

    package init(
        lines: [Line], filesRead: Int, stringsRead: Int, languages: [String], languageSource: String,
        drawn: [LanguageStrings] = []
    ) {
        self.lines = lines
        self.filesRead = filesRead
        self.stringsRead = stringsRead
        self.languages = languages
        self.languageSource = languageSource
        self.drawn = drawn
    }

    /// The strings of one language as the app draws them.
    package struct LanguageStrings: Sendable {
        /// The language checked, as given.
        package var language: String
        /// Per slot, the faces that draw the language's strings: the locale's
        /// entry first, then the entries the config's `scripts` send runs to.
        package var slots: [SlotFaces]
        /// The strings with at least one finding, each with its findings.
        package var strings: [StringFindings]
    }

    /// The faces of one slot.
    package struct SlotFaces: Sendable {
        /// `light`, `bold italic`.
        package var slot: String
        /// The faces, in the order a run looks for its entry.
        package var faces: [FontFace]
    }

    /// One translated string and what the check found about it.
    package struct StringFindings: Sendable {
        /// The string as read, with its file, line and key.
        package var string: TranslatedString
        /// Its findings: missing characters, composable letters, shaping.
        package var findings: [Finding]

        /// A string and its findings.
        package init(string: TranslatedString, findings: [Finding]) {
            self.string = string
            self.findings = findings
        }
    }
}
