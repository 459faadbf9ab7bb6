internal import FontPackage
internal import FontPackageSupport

/// Reads Qt Linguist translation sources (`app_de.ts`, `qbittorrent_zh_CN.ts`)
/// as `lrelease` compiles them into the `.qm` file the app loads (Qt's
/// "Qt Linguist Manual: TS File Format" and `ts.dtd`; `lrelease`'s `saveQM` in
/// qttools' `src/linguist/shared/qm.cpp`):
///
/// - each `<message>` of each `<context>` gives its `<translation>`; a
///   `numerus="yes"` message gives each `<numerusform>` (variant `numerus.0`,
///   `numerus.1`...), and a translation with `<lengthvariant>`s gives each one
///   (variant `length.0`...); `<byte value="x9"/>` is its character;
/// - `type="obsolete"` and `type="vanished"` translations are not compiled,
///   nor is an empty one (the app shows the source text);
/// - `type="unfinished"` translations that are not empty ARE compiled unless
///   `lrelease` is run with `-nounfinished`, which is not its default, so they
///   are read: the app draws them;
/// - the key is the message's `id` (id-based translations), else its context
///   and source text, `context|source`, with `|comment` for a disambiguation;
/// - the placeholders `QString::arg` and `tr(..., n)` replace (`%1`...`%99`,
///   `%n`, with `L` for the localized forms: `%L1`, `%Ln`) are not drawn and
///   are left out of the text;
/// - a text that `Qt::mightBeRichText` takes for rich text (a tag Qt's HTML
///   subset knows before the first line break, `&lt;`, a `<!DOCTYPE`) is drawn
///   by a `QLabel` as HTML: its tags and attributes are not drawn
///   (`HTMLText`). A `<` that opens no tag Qt knows (`<filename>`, `< 1m`)
///   is drawn.
///
/// The language is `language` of `<TS>` (`de`, `pt_BR`, `sr@latin`: read as
/// `sr-Latn`, `uz@Latn` as `uz-Latn`), else the file name's tail after `_` (Qt's
/// `QTranslator::load(locale, "app", "_")` convention), else the development
/// language. A `.ts` file that does not start with `<` is TypeScript, which
/// shares the ending: nothing is read from it and nothing is said. A file that
/// is not well formed XML is refused with a located error.
public enum QtLinguistReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        guard startsAsMarkup(bytes) else { return StringsFileReading(file: file) }
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reading = StringsFileReading(file: file, diagnostics: parsed.diagnostics)
        guard let root = parsed.root else { return reading }
        guard root.name == "TS" else {
            reading.diagnostics.append(
                Diagnostic(
                    .warning, .xmlSyntax, "the root element is <\(root.name)>, not <TS>; no strings are read from this file",
                    at: root.location))
            return reading
        }
        let declared = root.attribute("language").flatMap { $0.isEmpty ? nil : languageTag($0) }
        let language = language.resolve(
            declared: declared,
            unnamed: FileLanguage.Unnamed(
                subject: "the file", ways: ["write language on <TS>", "end its name in _ll (app_de.ts)"],
                identifier: PathName.baseName(file), location: root.location),
            into: &reading
        ) { Diagnostic(.warning, .stringsLanguage, $0, at: root.location) }
        let table = table(of: file)
        for context in root.elements where context.name == "context" {
            let contextName = context.elements.first { $0.name == "name" }?.allText ?? ""
            for message in context.elements where message.name == "message" {
                guard let translation = message.elements.first(where: { $0.name == "translation" }) else { continue }
                switch translation.attribute("type") {
                case "obsolete", "vanished": continue
                default: break
                }
                let key = key(of: message, context: contextName)
                var texts: [(variant: String?, element: XMLElement, text: String)] = []
                if message.attribute("numerus") == "yes" {
                    let forms = translation.elements.filter { $0.name == "numerusform" }
                    for (index, form) in forms.enumerated() {
                        for (length, text) in lengthVariants(of: form).enumerated() {
                            texts.append(("numerus.\(index)" + (length > 0 ? ".length.\(length)" : ""), form, text))
                        }
                    }
                } else {
                    let variants = lengthVariants(of: translation)
                    for (index, text) in variants.enumerated() {
                        texts.append((variants.count > 1 ? "length.\(index)" : nil, translation, text))
                    }
                }
                for (variant, element, text) in texts where !text.isEmpty {
                    reading.strings.append(
                        TranslatedString(
                            text: drawnText(text), key: key, language: language, table: table,
                            location: element.contentLocation, kind: .qt, variant: variant, syntax: []))
                }
            }
        }
        return reading
    }

    /// `id` of an id-based message, else `context|source`, with `|comment` for a disambiguation.
    static func key(of message: XMLElement, context: String) -> String {
        if let id = message.attribute("id"), !id.isEmpty { return id }
        let source = message.elements.first { $0.name == "source" }.map(text(of:)) ?? ""
        let comment = message.elements.first { $0.name == "comment" }.map(text(of:)) ?? ""
        return context + "|" + source + (comment.isEmpty ? "" : "|" + comment)
    }

    /// The texts of a translation or a numerus form: each `<lengthvariant>`, else its own text.
    static func lengthVariants(of element: XMLElement) -> [String] {
        let variants = element.elements.filter { $0.name == "lengthvariant" }
        return variants.isEmpty ? [text(of: element)] : variants.map(text(of:))
    }

    /// Character data, with `<byte value="x9"/>` (a character XML cannot carry) as its character.
    static func text(of element: XMLElement) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let run, _, _):
                text += run
            case .element(let inner) where inner.name == "byte":
                guard let value = inner.attribute("value") else { continue }
                let number = value.hasPrefix("x") ? UInt32(value.dropFirst(), radix: 16) : UInt32(value)
                if let number, let scalar = Unicode.Scalar(number) { text.unicodeScalars.append(scalar) }
            case .element(let inner):
                text += Self.text(of: inner)
            }
        }
        return text
    }

    /// The text as drawn: without `%1`, `%L1`, `%n`, and as HTML where Qt takes it for rich text.
    static func drawnText(_ text: String) -> String {
        let plain = withoutPlaceholders(text)
        guard mightBeRichText(plain) else { return plain }
        // A rich text's paragraphs are blocks of the label: no line break before the first or after the last.
        var drawn = Substring(HTMLText.drawnAsHTML(plain))
        while drawn.first == "\n" { drawn = drawn.dropFirst() }
        while drawn.last == "\n" { drawn = drawn.dropLast() }
        return String(drawn)
    }

    /// `text` without the placeholders `QString::arg` (`%1`-`%99`, `%L1`) and `tr`'s count (`%n`, `%Ln`) replace.
    static func withoutPlaceholders(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "%" {
                var cursor = index + 1
                if cursor < scalars.count, scalars[cursor] == "L" { cursor += 1 }
                if cursor < scalars.count, scalars[cursor] == "n" {
                    index = cursor + 1
                    continue
                }
                var digits = 0
                while cursor + digits < scalars.count, digits < 2, ("0"..."9").contains(scalars[cursor + digits]) { digits += 1 }
                if digits > 0 {
                    index = cursor + digits
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }

    /// `Qt::mightBeRichText` (qtbase `src/gui/text/qtextdocument.cpp`): whether a
    /// `QLabel` (`Qt::AutoText`) draws `text` as rich text. Before the first line
    /// break: `&lt;`, or a `<` whose tag is an element `QTextHtmlParser` knows;
    /// or a leading `<!DOCTYPE`.
    static func mightBeRichText(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        if starts(scalars, at: start, with: "<?xml") {
            while start < scalars.count {
                if scalars[start] == "?", start + 2 < scalars.count, scalars[start + 1] == ">" {
                    start += 2
                    break
                }
                start += 1
            }
            while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        }
        if starts(scalars, at: start, with: "<!doc", caseInsensitive: true) { return true }
        var open = start
        while open < scalars.count, scalars[open] != "<", scalars[open] != "\n" {
            if scalars[open] == "&", starts(scalars, at: open + 1, with: "lt;") { return true }
            open += 1
        }
        guard open < scalars.count, scalars[open] == "<",
            let close = scalars[open...].firstIndex(of: ">")
        else { return false }
        var tag = ""
        for index in (open + 1)..<close {
            let scalar = scalars[index]
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                tag.unicodeScalars.append(scalar)
            } else if !tag.isEmpty, scalar.properties.isWhitespace {
                break
            } else if !tag.isEmpty, scalar == "/", index + 1 == close {
                break
            } else if !scalar.properties.isWhitespace, !tag.isEmpty || scalar != "!" {
                return false
            }
        }
        return qtElements.contains(tag.lowercased())
    }

    /// The elements of `QTextHtmlParser` (qtbase `src/gui/text/qtexthtmlparser.cpp`).
    static let qtElements: Set<String> = [
        "a", "address", "b", "big", "blockquote", "body", "br", "caption", "center", "cite", "code", "dd", "dfn",
        "div", "dl", "dt", "em", "font", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "html", "i", "img", "kbd",
        "li", "link", "meta", "nobr", "ol", "p", "pre", "qt", "s", "samp", "script", "small", "span", "strong",
        "style", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "tt", "u", "ul", "var",
    ]

    private static func starts(_ scalars: [Unicode.Scalar], at index: Int, with literal: String, caseInsensitive: Bool = false)
        -> Bool
    {
        let literal = Array(literal.unicodeScalars)
        guard index >= 0, index + literal.count <= scalars.count else { return false }
        for (offset, expected) in literal.enumerated() {
            let found = scalars[index + offset]
            if caseInsensitive ? found.properties.lowercaseMapping != String(expected) : found != expected { return false }
        }
        return true
    }

    /// Whether `bytes` can be XML: past a byte order mark and white space, a `<`.
    /// TypeScript files share the `.ts` ending and never start so.
    static func startsAsMarkup(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return true }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }

    /// The language a file name ends in, as written: `app_de.ts` is `de`,
    /// `qbittorrent_zh_CN.ts` is `zh_CN`, `app_sr@latin.ts` is `sr@latin`:
    /// the longest tail after an `_` that is a language code with optional
    /// script and region (`QTranslator::load`'s `filename_language.qm`).
    static func fileNameLanguage(_ file: String) -> String? {
        let parts = PathName.baseName(file).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        for start in 1..<parts.count {
            var tail = parts[start...].map { Substring($0) }
            var modifier: Substring = ""
            if let last = tail.last, let at = last.firstIndex(of: "@") {
                modifier = last[at...]
                tail[tail.count - 1] = last[..<at]
                guard modifier.count > 1, modifier.dropFirst().allSatisfy({ $0.isASCII && $0.isLetter }) else { continue }
            }
            guard let code = tail.first, (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLowercase })
            else { continue }
            var rest = tail.dropFirst()
            if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) {
                rest = rest.dropFirst()
            }
            if let region = rest.first,
                (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isUppercase }))
                    || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber }))
            {
                rest = rest.dropFirst()
            }
            if rest.isEmpty { return tail.joined(separator: "_") + modifier }
        }
        return nil
    }

    /// A Qt locale name as a language tag: `pt_BR` is `pt-BR`, `sr@latin` is
    /// `sr-Latn` (glibc's modifiers, as gettext names them), and `uz@Latn` is
    /// `uz-Latn` (a script code as the modifier).
    static func languageTag(_ name: String) -> String {
        if let at = name.firstIndex(of: "@") {
            let modifier = name[name.index(after: at)...]
            if modifier.count == 4, modifier.allSatisfy({ $0.isASCII && $0.isLetter }) {
                var parts = name[..<at].split(separator: "_").map(String.init)
                parts.insert(modifier.prefix(1).uppercased() + modifier.dropFirst().lowercased(), at: min(1, parts.count))
                return parts.joined(separator: "-")
            }
        }
        return GettextReader.gettextLocale(Substring(name))
    }

    /// The file's name less its language, so every language's file has one table: `qbittorrent` for `qbittorrent_de.ts`.
    static func table(of file: String) -> String {
        let base = PathName.baseName(file)
        guard let language = fileNameLanguage(file) else { return base }
        return String(base.dropLast(language.count + 1))
    }
}

extension QtLinguistReader: StringsFormat {
    package static let id = "qt"
    package static let displayName = "Qt .ts"
    package static let filesDescription = "Qt Linguist *_ll.ts"
    package static let nameEndings = [".ts"]

    /// A `.ts` whose name ends in a language (`app_de.ts`), anywhere. Another
    /// `.ts` is read only when given on its own: most are TypeScript.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        guard path.nameEnds(with: nameEndings) else { return nil }
        guard let language = fileNameLanguage(path.path) else { return StringsPathMatch(onlyWhenNamed: true) }
        return StringsPathMatch(language: languageTag(language))
    }
}

extension TranslatedString.Kind {
    /// A `<translation>`, or one `<numerusform>` of it, of a Qt Linguist `.ts` file.
    public static let qt = Self(rawValue: QtLinguistReader.id)
}
