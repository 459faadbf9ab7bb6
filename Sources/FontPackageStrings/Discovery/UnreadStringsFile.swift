internal import FontPackageSupport
internal import FontPackage

/// A file under the strings paths that is not read, and why: a fact the check
/// words (a file that holds strings and is not read is a finding), and the
/// summaries count.
package struct UnreadStringsFile: Sendable, Hashable {
    package enum Reason: Sendable, Hashable {
        /// No format reads a file of this name (`Resources.resjson`, `layout/main.xml`).
        case unknownFormat
        /// A format's file outside the place its platform reads it from: a
        /// `.strings` outside an `xx.lproj` folder, a Qt `.ts` whose name names no language.
        case outsideItsPlace
        /// Its folder or file name names no language (`klingon.lproj`,
        /// `values-english`): `written` is what it names. Its strings have no
        /// language to be checked in.
        case namesNoLanguage(written: String)
        /// A symbolic link to a folder, or to nothing, not followed: `target` as the link writes it.
        case link(target: String, leadsToFolder: Bool)
        /// Read, and it holds no strings (an ARB with only `@@locale`, a `colors.xml`).
        case noStrings

        /// The reason's identifier in JSON: `unknown-format`, `names-no-language`...
        package var id: String {
            switch self {
            case .unknownFormat: "unknown-format"
            case .outsideItsPlace: "outside-its-place"
            case .namesNoLanguage: "names-no-language"
            case .link: "link-not-followed"
            case .noStrings: "no-strings"
            }
        }
    }

    package var path: String
    package var reason: Reason
    /// The strings it holds, where they were counted: a file whose path names
    /// no language is read to count them, and no more.
    package var strings = 0
    /// The string files a linked folder holds.
    package var stringFiles = 0
    /// A file no format reads that holds text in a place that names a
    /// language (`Strings/ar/Resources.resjson`, `locales/fr.yml`): most likely
    /// a translation in a format not read.
    package var looksTranslated = false

    package init(path: String, reason: Reason, strings: Int = 0, stringFiles: Int = 0, looksTranslated: Bool = false) {
        self.path = path
        self.reason = reason
        self.strings = strings
        self.stringFiles = stringFiles
        self.looksTranslated = looksTranslated
    }

    /// It holds strings, or most likely does: left unread, they are not checked.
    package var holdsStrings: Bool { strings > 0 || stringFiles > 0 || looksTranslated }

    /// The name's ending that says its kind (`.resjson`), or the name when it has none.
    package var nameEnding: String {
        let name = PathName.lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[dot...])
    }
}

/// Whether a file no format reads is most likely a translation: text, not code,
/// in a folder or under a name that is a language CLDR knows.
enum TranslationLikeness {
    /// Endings of code, documents and media: text in a language's folder, but never an app's strings file.
    static let otherEndings: Set<String> = [
        ".swift", ".m", ".mm", ".h", ".c", ".cc", ".cpp", ".java", ".kt", ".kts", ".gradle", ".cs", ".py", ".rb",
        ".go", ".rs", ".sh", ".md", ".html", ".htm", ".css", ".txt", ".rst", ".png", ".jpg", ".jpeg", ".gif",
        ".webp", ".svg", ".ttf", ".otf", ".mo", ".qm", ".plist",
    ]

    /// True for text whose folder or name names a language (`ar/`, `fr.yml`, `messages_de.json`).
    static func looksTranslated(_ path: String) -> Bool {
        let parsed = StringsPath(path)
        let name = String(parsed.name)
        let ending = name.lastIndex(of: ".").map { String(name[$0...]).lowercased() } ?? ""
        guard !otherEndings.contains(ending) else { return false }
        let base = PathName.baseName(path)
        // `Resources.fr.resjson`, `messages.de.yml`: a tag after the last dot of the name.
        let tail = base.contains(".") ? base.split(separator: ".").last.map(String.init) : nil
        let candidates = [parsed.folder.map(String.init), base, tail].compactMap { $0 }
        guard candidates.contains(where: namesLanguage) else { return false }
        return isText(path)
    }

    /// A tag of the forms translations are filed under, whose language CLDR's likely subtags know:
    /// a language of two letters, or of three with a region (`ar`, `pt-BR`, `zh_Hant`, `fil-PH`),
    /// optionally a script of the list below, and a region of two letters or three digits. Nothing
    /// else: folders and names such as `bg_circle`, `nav_list`, `app-wearos` are tags by syntax too.
    static func namesLanguage(_ candidate: String) -> Bool {
        var subtags = candidate.split(whereSeparator: { $0 == "-" || $0 == "_" })[...]
        guard let primary = subtags.popFirst(), primary.count == 2 || primary.count == 3,
            primary.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        if let script = subtags.first, script.count == 4 {
            guard scripts.contains(script.lowercased()) else { return false }
            subtags.removeFirst()
        }
        if let region = subtags.first {
            let isRegion =
                (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
                || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
            guard isRegion else { return false }
            subtags.removeFirst()
        } else if primary.count == 3, subtags.isEmpty, candidate.count == 3 {
            // Three letters alone: `res`, `lib`, `app` and `mix` are language codes too.
            return false
        }
        guard subtags.isEmpty, let locale = try? ParsedLocale(candidate) else { return false }
        return locale.maximal.script != nil
    }

    /// The scripts a translation's folder names: Chinese, Serbian, Uzbek, Azerbaijani, Punjabi...
    static let scripts: Set<String> = ["hans", "hant", "latn", "cyrl", "arab", "deva", "guru", "beng", "mtei", "olck"]

    /// The first 4 KB hold no NUL byte and are UTF-8 (a character cut at the end aside).
    static func isText(_ path: String) -> Bool {
        guard case .success(let bytes) = InputFile.read(path, limit: InputFile.maximumStringsBytes) else { return false }
        let head = bytes.prefix(4096)
        guard !head.isEmpty, !head.contains(0) else { return false }
        var decoded = 0
        var iterator = head.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): decoded += scalar.utf8.count
            case .emptyInput: break loop
            case .error: return head.count - decoded <= 3
            }
        }
        return true
    }
}
