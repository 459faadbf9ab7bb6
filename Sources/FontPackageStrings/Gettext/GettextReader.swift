internal import FontPackage
internal import FontPackageSupport

/// Reads GNU gettext catalogs (`.po`, and `.pot` templates) as `msgfmt`
/// compiles them, by the GNU gettext manual ("The Format of PO Files"):
///
/// - each entry's `msgstr`, or each `msgstr[n]` of a plural entry (variant
///   `plural.n`), when it is not empty and the entry is neither `fuzzy` nor
///   obsolete (`#~`): what `msgfmt` compiles;
/// - C escapes in the strings: `\n \t \r \" \\ \a \b \f \v`, octal `\ooo`, hexadecimal `\xhh`;
/// - `c-format` and `python-format` entries' placeholders (`%s`, `%(name)s`)
///   and `python-brace-format` entries' (`{name}`) are not drawn;
/// - the language is the header's `Language:`, else the file name (`pt_BR.po`,
///   `sr@latin.po`), else the folder above `LC_MESSAGES`;
/// - a `.pot` template's `msgid` and `msgid_plural` are the development language's text;
/// - where the `msgid` is Pango markup (`PangoMarkup`), each text is read for
///   what GTK draws of it: tags and their attributes are not drawn, entities are
///   decoded; a text whose markup does not parse is drawn by GTK as nothing, and
///   is a warning.
///
/// The key of an entry is its `msgid`, after `msgctxt` and `|` when it has a context.
/// A line that is not PO syntax is a warning there; the entries around it are still read.
public enum GettextReader: Sendable {
    /// Reads a `.po` or `.pot` file's bytes; `file` names it in diagnostics, and
    /// its name or `ll/LC_MESSAGES` folder its language when the header has no
    /// `Language:`. `language` stands for that; nil reads it from `file`. Never throws.
    public static func read(
        bytes: [UInt8], file: String, language: StringLanguage? = nil, options: StringsReadOptions = StringsReadOptions()
    ) -> StringsFileReading {
        readAlone(bytes: bytes, file: file, language: language, options: options)
    }

    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        var reading = StringsFileReading(file: file)
        let text: [UInt8]
        switch TextDecoder.decode(bytes, file: file) {
        case .success(let decoded): text = decoded.utf8
        case .failure(let diagnostic):
            reading.diagnostics.append(diagnostic)
            return reading
        }
        let lines = SourceLines(bytes: text)
        var parser = Parser(text: text, file: file, lines: lines)
        let entries = parser.parse()
        reading.diagnostics = parser.diagnostics
        let isTemplate = file.hasSuffix(".pot")
        let header = entries.first { $0.msgid.text.isEmpty && $0.msgctxt == nil }
        // A template's msgids are the development language's: the language its header's Language names, else
        // the development language given, else English by gettext's convention (msgen and msginit take a
        // template's msgids as the English text), said in a note.
        var declared = header.flatMap { languageHeader(of: $0) }
        if isTemplate, declared == nil, language.development == nil {
            declared = "en"
            let advice = options.developmentLanguageAdvice.map { " (\($0))" } ?? ""
            reading.diagnostics.append(
                Diagnostic(
                    .note, .stringsLanguage,
                    "the .pot template names no Language: its msgids are checked as English, gettext's convention (msgen and msginit take a template's msgids as the English text); if they are not, write \"Language: ll\\n\" in its header or give the development language\(advice)",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        let language = language.resolve(
            declared: declared,
            unnamed: isTemplate
                ? FileLanguage.Unnamed(
                    subject: "the .pot template", identifier: PathName.baseName(file),
                    location: SourceLocation(file: file, line: 1, column: 1))
                : FileLanguage.Unnamed(
                    subject: "the file", ways: ["write \"Language: ll\\n\" in the header", "name the file ll.po"],
                    identifier: PathName.baseName(file), location: SourceLocation(file: file, line: 1, column: 1)),
            into: &reading)
        let table = StringsTable.name(of: file)
        for entry in entries where !entry.isObsolete && !(entry.msgid.text.isEmpty && entry.msgctxt == nil) {
            let key = entry.msgctxt.map { "\($0.text)|\(entry.msgid.text)" } ?? entry.msgid.text
            var syntax: FormatSyntax = []
            if entry.flags.contains("c-format") { syntax.insert(.printf) }
            if entry.flags.contains("python-format") { syntax.formUnion([.printf, .pythonNamed]) }
            if entry.flags.contains("python-brace-format") { syntax.insert(.braces) }
            if options.bracePlaceholders { syntax.insert(.braces) }
            // A GTK app sets a string with set_markup where its source is markup, and only there.
            let isMarkup = PangoMarkup.isMarkup(entry.msgid.text) || entry.msgidPlural.map { PangoMarkup.isMarkup($0.text) } == true
            func emit(_ string: Entry.Text, variant: String?) {
                var text = string.text
                if isMarkup {
                    switch PangoMarkup.drawn(text) {
                    case .success(let drawn): text = drawn
                    case .failure(let error):
                        let what = variant.map { "\(key) (\($0))" } ?? key
                        reading.diagnostics.append(
                            Diagnostic(
                                .warning, .gettextSyntax,
                                "\(what): the source is Pango markup, and this text's markup does not parse (\(error)); GTK draws none of it, so its characters are not checked",
                                at: string.location, sourceLine: lines.line(string.location.line)))
                        return
                    }
                }
                reading.strings.append(
                    TranslatedString(
                        text: text, key: key, language: language, table: table, location: string.location,
                        kind: .gettext, variant: variant, syntax: syntax))
            }
            if isTemplate {
                emit(entry.msgid, variant: nil)
                if let plural = entry.msgidPlural { emit(plural, variant: "plural") }
                continue
            }
            guard !entry.flags.contains("fuzzy") else { continue }
            if entry.msgstrPlural.isEmpty {
                if let msgstr = entry.msgstr, !msgstr.text.isEmpty { emit(msgstr, variant: nil) }
            } else {
                for (index, string) in entry.msgstrPlural.sorted(by: { $0.key < $1.key }) where !string.text.isEmpty {
                    emit(string, variant: "plural.\(index)")
                }
            }
        }
        return reading
    }

    /// `Language:` of the header entry, written with `-` (`pt_BR` becomes `pt-BR`).
    static func languageHeader(of header: Entry) -> String? {
        guard let msgstr = header.msgstr else { return nil }
        for line in msgstr.text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingWhiteSpace() == "Language" else { continue }
            let value = parts[1].trimmingWhiteSpace()
            return value.isEmpty ? nil : gettextLocale(value)
        }
        return nil
    }

    /// A gettext locale name as a language tag: `pt_BR` is `pt-BR`, `sr@latin` is `sr-Latn`,
    /// `de_DE.UTF-8` is `de-DE`.
    static func gettextLocale(_ name: Substring) -> String {
        var name = name
        var script: String?
        if let at = name.firstIndex(of: "@") {
            script = ["latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva"][String(name[name.index(after: at)...])]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        var parts = name.split(separator: "_").map(String.init)
        if let script { parts.insert(script, at: min(1, parts.count)) }
        return parts.joined(separator: "-")
    }

    /// The language of `fr/LC_MESSAGES/app.po`, or of `fr.po`, `pt_BR.po`, `sr@latin.po`.
    static func fileNameLanguage(_ file: String) -> String? {
        let base = PathName.baseName(file)
        let isLocaleName =
            (base.split(separator: "_").first.map { (2...3).contains($0.split(separator: "@").first?.count ?? 0) } ?? false)
            && base.first?.isLowercase == true && base.allSatisfy { $0.isASCII && ($0.isLetter || "_@-.".contains($0)) }
        // In ll/LC_MESSAGES/ the file is named after the program, not the language.
        let folder = PathName.deletingLastComponent(file)
        if PathName.lastComponent(folder) == "LC_MESSAGES" {
            return gettextLocale(Substring(PathName.lastComponent(PathName.deletingLastComponent(folder))))
        }
        return isLocaleName ? gettextLocale(Substring(base)) : nil
    }

    struct Entry {
        struct Text {
            var text: String
            var location: SourceLocation
        }

        var flags: Set<String> = []
        var isObsolete = false
        var msgctxt: Text?
        var msgid = Text(text: "", location: SourceLocation(file: "", line: 0, column: 0))
        var msgidPlural: Text?
        var msgstr: Text?
        var msgstrPlural: [Int: Text] = [:]
    }

    private struct Parser {
        let text: [UInt8]
        let file: String
        let lines: SourceLines
        var diagnostics: [Diagnostic] = []

        init(text: [UInt8], file: String, lines: SourceLines) {
            self.text = text
            self.file = file
            self.lines = lines
        }

        private enum Field: Equatable {
            case msgctxt, msgid, msgidPlural, msgstr
            case msgstrPlural(Int)
        }

        mutating func parse() -> [Entry] {
            var entries: [Entry] = []
            var entry = Entry()
            var started = false
            var field: Field?
            var lastField: Field?
            func finish() {
                if started { entries.append(entry) }
                entry = Entry()
                started = false
                field = nil
                lastField = nil
            }
            var lineNumber = 0
            var start = 0
            while start <= text.count {
                var end = start
                while end < text.count, text[end] != 0x0A { end += 1 }
                lineNumber += 1
                var line = Array(text[start..<end])
                if line.last == 0x0D { line.removeLast() }
                defer { start = end + 1 }
                var column = 1
                var body = line[...]
                // Obsolete entries are the same syntax behind `#~`.
                var obsolete = false
                if body.starts(with: Array("#~".utf8)) {
                    obsolete = true
                    body = body.dropFirst(2)
                    column += 2
                    while body.first == 0x20 || body.first == 0x09 {
                        body = body.dropFirst()
                        column += 1
                    }
                }
                while body.first == 0x20 || body.first == 0x09 {
                    body = body.dropFirst()
                    column += 1
                }
                if body.isEmpty {
                    if !obsolete { finish() }
                    continue
                }
                if body.first == UInt8(ascii: "#") {
                    // A comment after the strings starts the next entry.
                    if lastField == .msgstr || { if case .msgstrPlural = lastField { true } else { false } }() { finish() }
                    if body.starts(with: Array("#,".utf8)) {
                        for flag in String(decoding: body.dropFirst(2), as: UTF8.self).split(separator: ",") {
                            entry.flags.insert(String(flag.trimmingWhiteSpace()))
                        }
                    }
                    continue
                }
                if body.first == UInt8(ascii: "\"") {
                    guard let current = field else {
                        warn("a string continues no msgid or msgstr", line: lineNumber, column: column)
                        continue
                    }
                    guard let string = quoted(body, line: lineNumber, column: column) else { continue }
                    append(string, to: current, in: &entry)
                    continue
                }
                // A keyword and its first string.
                var keywordEnd = body.startIndex
                while keywordEnd < body.endIndex, body[keywordEnd] != 0x20, body[keywordEnd] != 0x09,
                    body[keywordEnd] != UInt8(ascii: "\"")
                {
                    keywordEnd += 1
                }
                let keyword = String(decoding: body[body.startIndex..<keywordEnd], as: UTF8.self)
                let next: Field
                switch keyword {
                case "msgctxt": next = .msgctxt
                case "msgid": next = .msgid
                case "msgid_plural": next = .msgidPlural
                case "msgstr": next = .msgstr
                default:
                    if keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()) {
                        next = .msgstrPlural(index)
                    } else {
                        warn("'\(keyword)' is not a PO keyword", line: lineNumber, column: column)
                        field = nil
                        continue
                    }
                }
                // A msgctxt or msgid after the strings of an entry starts the next one.
                if next == .msgctxt || (next == .msgid && lastField != .msgctxt) {
                    if lastField != nil { finish() }
                }
                started = true
                if obsolete { entry.isObsolete = true }
                var rest = body[keywordEnd...]
                var restColumn = column + keyword.unicodeScalars.count
                while rest.first == 0x20 || rest.first == 0x09 {
                    rest = rest.dropFirst()
                    restColumn += 1
                }
                field = next
                lastField = next
                let location = SourceLocation(file: file, line: lineNumber, column: restColumn)
                let initial = Entry.Text(text: "", location: location)
                switch next {
                case .msgctxt: entry.msgctxt = initial
                case .msgid: entry.msgid = initial
                case .msgidPlural: entry.msgidPlural = initial
                case .msgstr: entry.msgstr = initial
                case .msgstrPlural(let index): entry.msgstrPlural[index] = initial
                }
                guard let string = quoted(rest, line: lineNumber, column: restColumn) else { continue }
                append(string, to: next, in: &entry)
            }
            finish()
            return entries
        }

        private func append(_ string: String, to field: Field, in entry: inout Entry) {
            switch field {
            case .msgctxt: entry.msgctxt?.text += string
            case .msgid: entry.msgid.text += string
            case .msgidPlural: entry.msgidPlural?.text += string
            case .msgstr: entry.msgstr?.text += string
            case .msgstrPlural(let index): entry.msgstrPlural[index]?.text += string
            }
        }

        private mutating func warn(_ message: String, line: Int, column: Int) {
            diagnostics.append(
                Diagnostic(
                    .warning, .gettextSyntax, message, at: SourceLocation(file: file, line: line, column: column),
                    sourceLine: lines.line(line)))
        }

        /// The C string that `bytes` hold, its escapes decoded, or nil (after a warning).
        private mutating func quoted(_ bytes: ArraySlice<UInt8>, line: Int, column: Int) -> String? {
            guard bytes.first == UInt8(ascii: "\"") else {
                warn("expected a \"quoted string\"", line: line, column: column)
                return nil
            }
            var output: [UInt8] = []
            var index = bytes.startIndex + 1
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    var after = index + 1
                    while after < bytes.endIndex, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
                    if after < bytes.endIndex {
                        warn("text after the closing quote", line: line, column: column + (after - bytes.startIndex))
                    }
                    return String(decoding: output, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                    output.append(byte)
                    index += 1
                    continue
                }
                let escaped = bytes[index + 1]
                index += 2
                if let control = ControlEscape.byte(after: escaped) {
                    output.append(control)
                    continue
                }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"): output.append(escaped)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                        value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                        index += 1
                        digits += 1
                    }
                    output.append(UInt8(truncatingIfNeeded: value))
                case UInt8(ascii: "x"):
                    var value: UInt32 = 0
                    var digits = 0
                    // As many digits as follow, as C reads them; only the last byte's worth is kept.
                    while index < bytes.endIndex, let digit = hexValue(bytes[index]) {
                        value = (value & 0x0FFF_FFFF) << 4 | digit
                        index += 1
                        digits += 1
                    }
                    if digits == 0 { warn("\\x needs hexadecimal digits", line: line, column: column) }
                    output.append(UInt8(truncatingIfNeeded: value))
                default:
                    warn("unknown escape '\\\(String(UnicodeScalar(escaped)))'; read as the character", line: line, column: column)
                    output.append(escaped)
                }
            }
            warn("the string has no closing quote", line: line, column: column)
            return String(decoding: output, as: UTF8.self)
        }

        private func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}

extension Substring {
    fileprivate func trimmingWhiteSpace() -> Substring {
        var result = self
        while result.first?.isWhitespace == true { result = result.dropFirst() }
        while result.last?.isWhitespace == true { result = result.dropLast() }
        return result
    }
}

extension GettextReader: StringsFormat {
    package static let id = "gettext"
    package static let displayName = "gettext"
    package static let filesDescription = "gettext *.po/*.pot"
    package static let nameEndings = [".po", ".pot"]

    /// Anywhere; a catalog's language from its name or `ll/LC_MESSAGES` folder, a template's from none.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        guard path.nameEnds(with: nameEndings) else { return nil }
        return StringsPathMatch(language: path.name.hasSuffix(".pot") ? nil : fileNameLanguage(path.path))
    }
}

extension TranslatedString.Kind {
    /// A `msgstr` (or `msgstr[n]`) of a gettext `.po` file, or a `msgid` of a `.pot` template.
    public static let gettext = Self(rawValue: GettextReader.id)
}
