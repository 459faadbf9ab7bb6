internal import FontPackage
internal import FontPackageSupport

/// Reads i18next's JSON resources (i18next.com, "JSON Format", v4) in the two
/// layouts its file backends load (`loadPath`, `locales/{{lng}}/{{ns}}.json` by
/// default):
///
/// - one folder per language: `public/locales/de/common.json`, the namespace
///   (`common`) being the table;
/// - one file per language: `src/locales/de.json`, or `lang/main-de.json`
///   (namespace `main`), the table being the namespace, `translation` (i18next's
///   default) when the name is the language alone.
///
/// Only a folder named `locales`, `locale`, `i18n`, `lang`, `langs`,
/// `languages`, `translations` or `l10n` holds them: the language folder or file
/// is inside it. Every other `.json` (a `package.json`, a config such as
/// `appfont.json`, a fixture) is not a string file, even named on its own: JSON
/// is too common a format to take one for translations by its ending.
///
/// - nested objects make keys joined by `.` (`settings.title`), i18next's
///   `keySeparator`; an array's items are `key.0`, `key.1`;
/// - the v4 plural suffixes `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`
///   (and `_ordinal_one`...) make variants (`plural.one`, `ordinal.few`) of one
///   key, where the key has its `_other` form, as i18next requires;
/// - interpolations (`{{count}}`, `{{value, number}}`, `{{- html}}`) and nestings
///   (`$t(other.key)`, `$t(key, {"count": 2})`) are replaced by the app, and left
///   out of the text; so are the tags of react-i18next's `Trans` component: the
///   indexed `<0>...</0>`, `<1/>` and the HTML nodes it keeps by default
///   (`transKeepBasicHtmlNodesFor`: `br`, `strong`, `i`, `p`), whose text is read;
/// - a number or boolean is drawn as written; `null` and `""` draw nothing.
///
/// A file that is not JSON, or not a JSON object, is an error.
public enum I18nextReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let document: JSONDocument
        switch JSONStringsDocument.read(bytes, file: file) {
        case .parsed(let parsed): document = parsed
        case .unreadable(let reading): return reading
        }
        var reading = StringsFileReading(file: file)
        guard document.root.members != nil else {
            reading.diagnostics.append(
                document.diagnostic(
                    .error, .invalidJSON, "an i18next file is a JSON object of keys, found \(document.root.typeName)",
                    at: document.root.location, path: ""))
            return reading
        }
        let language = language.resolve(
            declared: nil,
            unnamed: FileLanguage.Unnamed(
                subject: "the file", ways: ["put it in a folder named by its language (locales/de/common.json)"],
                identifier: PathName.baseName(file), location: SourceLocation(file: file, line: 1, column: 1)),
            into: &reading)
        let table = layout(of: StringsPath(file))?.table ?? PathName.baseName(file)
        let syntax: FormatSyntax = options.bracePlaceholders ? .braces : []
        func add(_ value: JSONValue, key: String, variant: String?) {
            let text: String
            switch value.kind {
            case .string(let string): text = drawnText(string)
            case .number(_, let written): text = written
            case .bool(let flag): text = flag ? "true" : "false"
            case .null, .array, .object: return
            }
            guard !text.isEmpty else { return }
            reading.strings.append(
                TranslatedString(
                    text: text, key: key, language: language, table: table, location: value.location, kind: .i18next,
                    variant: variant, syntax: syntax))
        }
        func walk(_ value: JSONValue, path: [String]) {
            if let members = value.members {
                let keys = Set(members.map(\.key))
                for member in members {
                    if member.value.members == nil, member.value.elements == nil,
                        let (base, variant) = pluralForm(member.key, among: keys)
                    {
                        add(member.value, key: (path + [base]).joined(separator: "."), variant: variant)
                    } else {
                        walk(member.value, path: path + [member.key])
                    }
                }
            } else if let elements = value.elements {
                for (index, element) in elements.enumerated() { walk(element, path: path + [String(index)]) }
            } else {
                add(value, key: path.joined(separator: "."), variant: nil)
            }
        }
        walk(document.root, path: [])
        return reading
    }

    /// The CLDR plural categories of i18next v4's suffixes.
    static let pluralCategories: Set<Substring> = ["zero", "one", "two", "few", "many", "other"]

    /// `files_one` as the key `files` and variant `plural.one` (`place_ordinal_two`:
    /// `place`, `ordinal.two`), when `keys` hold the key's `_other` form; nil otherwise.
    static func pluralForm(_ key: String, among keys: Set<String>) -> (base: String, variant: String)? {
        guard let underscore = key.lastIndex(of: "_") else { return nil }
        let category = key[key.index(after: underscore)...]
        guard pluralCategories.contains(category) else { return nil }
        var base = key[..<underscore]
        var kind = "plural"
        if base.hasSuffix("_ordinal") {
            base = base.dropLast("_ordinal".count)
            kind = "ordinal"
        }
        guard !base.isEmpty, keys.contains(base + (kind == "ordinal" ? "_ordinal" : "") + "_other") else { return nil }
        return (String(base), "\(kind).\(category)")
    }

    /// `text` without what the app replaces or does not draw: `{{...}}`,
    /// `$t(...)`, and the `Trans` component's tags.
    static func drawnText(_ text: String) -> String {
        guard text.contains("{{") || text.contains("$t(") || text.contains("<") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let end = placeholderEnd(scalars, at: index) ?? transTagEnd(scalars, at: index) {
                index = end
                continue
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// The end of `{{...}}` or of a balanced `$t(...)` starting at `index`; nil when none starts there or it is not closed.
    private static func placeholderEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        if scalars[index] == "{", index + 1 < scalars.count, scalars[index + 1] == "{" {
            var cursor = index + 2
            while cursor + 1 < scalars.count {
                if scalars[cursor] == "}", scalars[cursor + 1] == "}" { return cursor + 2 }
                cursor += 1
            }
            return nil
        }
        if scalars[index] == "$", index + 2 < scalars.count, scalars[index + 1] == "t", scalars[index + 2] == "(" {
            var depth = 0
            var cursor = index + 2
            while cursor < scalars.count {
                if scalars[cursor] == "(" { depth += 1 }
                if scalars[cursor] == ")" {
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                }
                cursor += 1
            }
        }
        return nil
    }

    /// The HTML nodes react-i18next's `Trans` keeps by default (`transKeepBasicHtmlNodesFor`).
    static let transHTMLNodes: Set<String> = ["br", "strong", "i", "p"]

    /// The end of a `Trans` tag at `index`: `<0>`, `</0>`, `<1/>`, `<br/>`, `<strong>`...; nil otherwise.
    private static func transTagEnd(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == "<" else { return nil }
        var cursor = index + 1
        if cursor < scalars.count, scalars[cursor] == "/" { cursor += 1 }
        var name = ""
        while cursor < scalars.count, scalars[cursor].isASCII, scalars[cursor].properties.isAlphabetic || ("0"..."9").contains(scalars[cursor]) {
            name.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        guard !name.isEmpty, name.allSatisfy(\.isNumber) || transHTMLNodes.contains(name) else { return nil }
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        if cursor < scalars.count, scalars[cursor] == "/" { cursor += 1 }
        guard cursor < scalars.count, scalars[cursor] == ">" else { return nil }
        return cursor + 1
    }

    /// The folder names that hold i18next resources.
    static let resourceFolders: Set<String> = ["locales", "locale", "i18n", "lang", "langs", "languages", "translations", "l10n"]

    /// Where a path sits in one of the two layouts: its language as written, and its table; nil outside them.
    static func layout(of path: StringsPath) -> (language: String, table: String)? {
        guard path.nameEnds(with: nameEndings) else { return nil }
        let components = path.components
        let base = path.baseName
        if let folder = path.folder, resourceFolders.contains(folder.lowercased()) {
            if isLanguageTag(Substring(base)) { return (base, "translation") }
            // lang/main-de.json, locales/app_pt-BR.json: the namespace, then the language.
            for (offset, character) in base.enumerated() where character == "-" || character == "_" {
                let namespace = base.prefix(offset)
                let tail = base.dropFirst(offset + 1)
                if !namespace.isEmpty, isLanguageTag(tail) { return (String(tail), String(namespace)) }
            }
        }
        if components.count >= 3, resourceFolders.contains(components[components.count - 3].lowercased()),
            isLanguageTag(components[components.count - 2])
        {
            return (String(components[components.count - 2]), base)
        }
        return nil
    }

    /// A language tag as i18next's resources name them: `de`, `pt-BR`, `pt_BR`, `zh-Hans`, `sr-Latn-RS`, `es-419`.
    static func isLanguageTag(_ text: Substring) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = subtags.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) {
            rest = rest.dropFirst()
        }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isLetter }))
                || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber }))
        {
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }
}

extension I18nextReader: StringsFormat {
    package static let id = "i18next"
    package static let displayName = "i18next"
    package static let filesDescription = "i18next locales/ll[/ns].json"
    package static let nameEndings = [".json"]

    /// A `.json` in a language folder or named by its language, inside a
    /// `locales`-like folder (``layout(of:)``); no other `.json`.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        layout(of: path).map { StringsPathMatch(language: $0.language) }
    }
}

extension TranslatedString.Kind {
    /// One value of an i18next JSON resource, or one plural form of a key.
    public static let i18next = Self(rawValue: I18nextReader.id)
}
