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
/// - the text is decoded in the charset the header's `Content-Type:` declares when it is
///   one of ISO-8859-1 to -16 or Windows-1250 to -1258 (`SingleByteCharset`), else as UTF-8.
///
/// The key of an entry is its `msgid`, after `msgctxt` and `|` when it has a context.
/// What `msgfmt -c` rejects is an error at the line msgfmt names: a line that is not PO
/// syntax, a string left open, an unknown escape, an entry without its `msgstr`, a
/// message defined twice, no header, a plural count other than the header's `nplurals`,
/// a translation that does not begin and end with a newline where its source does. The
/// entry such an error breaks is not read; the entries around it are.
public enum GettextReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        var reading = StringsFileReading(file: file)
        let text: [UInt8]
        switch TextDecoder.decode(bytes, file: file, declaredCharset: declaredCharset(bytes)) {
        case .success(let decoded): text = decoded.utf8
        case .failure(let diagnostic):
            reading.diagnostics.append(diagnostic)
            return reading
        }
        let lines = SourceLines(bytes: text)
        var parser = Parser(text: text, file: file, lines: lines)
        let entries = parser.parse()
        // A file named .po that holds no entry and is not PO syntax (an editor's filetype settings, say)
        // is one cause: said once, at its first line msgfmt refuses, with the count, not once per line.
        if entries.isEmpty, let first = parser.diagnostics.first, parser.diagnostics.count > 1 {
            var notCatalog = first
            notCatalog.message = "the file is not a PO catalog: it holds no entry, and \(parser.diagnostics.count) of its lines "
                + "are not PO syntax, the first here (\(first.message)); msgfmt -c refuses it"
            reading.diagnostics = [notCatalog]
            return reading
        }
        reading.diagnostics = parser.diagnostics
        let isTemplate = file.hasSuffix(".pot")
        let header = entries.first { $0.msgid.text.isEmpty && $0.msgctxt == nil && !$0.isObsolete }
        reading.diagnostics += Checks(file: file, lines: lines).duplicates(entries)
        // A template is not compiled: msgfmt -c's checks of a catalog are for translations.
        if !isTemplate { reading.diagnostics += Checks(file: file, lines: lines).catalog(entries, header: header) }
        reading.diagnostics.sort { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
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

    /// The `charset=` of the header's `Content-Type:`, read from the bytes before they are
    /// decoded, as msgfmt reads it: the header is the first entry, so its first 8 KB hold it.
    static func declaredCharset(_ bytes: [UInt8]) -> Substring? {
        let head = Substring(decoding: bytes.prefix(8192), as: UTF8.self)
        guard let field = head.firstRange(of: "Content-Type:"),
            let name = head[field.upperBound...].firstRange(of: "charset=")
        else { return nil }
        let value = head[name.upperBound...].prefix { !"\\\" ;\n\r\t".contains($0) }
        return value.isEmpty ? nil : value
    }

    /// The checks `msgfmt -c` makes of a catalog past its grammar, each an error where
    /// msgfmt's is, at the line it names: a header entry; no message twice; a
    /// translation that begins and ends with a newline where its source does; as many
    /// plural forms as the header's `nplurals`. Fuzzy and untranslated entries are not
    /// compiled, and not checked, but for duplicates.
    struct Checks {
        let file: String
        let lines: SourceLines

        func error(_ message: String, at line: Int) -> Diagnostic {
            Diagnostic(
                .error, .gettextSyntax, message, at: SourceLocation(file: file, line: line, column: 1),
                sourceLine: lines.line(line))
        }

        func duplicates(_ entries: [Entry]) -> [Diagnostic] {
            var first: [String: Int] = [:]
            var found: [Diagnostic] = []
            for entry in entries {
                let key = (entry.msgctxt.map { $0.text + "\u{4}" } ?? "") + entry.msgid.text
                let line = entry.msgid.location.line
                if let earlier = first[key] {
                    found.append(error("duplicate message definition: line \(earlier) defines the same msgid\(entry.msgctxt == nil ? "" : " and msgctxt")", at: line))
                } else {
                    first[key] = line
                }
            }
            return found
        }

        /// A `c-format` entry's translations take the arguments its source takes. A plural
        /// entry's source is its `msgid_plural`; a form that stands for few numbers (`one`,
        /// by the header's `plural=`) may leave some out.
        func cFormat(_ entry: Entry, translations: [Entry.Text], often: [Bool]?, at line: Int) -> [Diagnostic] {
            let source = entry.msgidPlural ?? entry.msgid
            guard let reference = CFormatDirectives(source.text) else { return [] }
            for (form, translation) in translations.enumerated() {
                let names = entry.msgstrPlural.isEmpty ? ("'msgid'", "'msgstr'") : ("'msgid_plural'", "'msgstr[\(form)]'")
                guard let directives = CFormatDirectives(translation.text) else {
                    return [error("\(names.1) is not a valid C format string, unlike \(names.0) (the entry is c-format)", at: line)]
                }
                let strict = entry.msgstrPlural.isEmpty || often.map { form >= $0.count || $0[form] } ?? true
                if let mismatch = reference.mismatch(directives, strict: strict, names: "\(names.0) and \(names.1)") {
                    return [error(mismatch + " (the entry is c-format: printf reads the translation with the source's arguments)", at: line)]
                }
            }
            return []
        }

        func catalog(_ entries: [Entry], header: Entry?) -> [Diagnostic] {
            guard let firstEntry = entries.first else { return [] }
            guard let header else {
                return [
                    error(
                        "the file has no header entry (msgid \"\" with its Content-Type and Plural-Forms); msgfmt -c rejects it",
                        at: firstEntry.msgid.location.line)
                ]
            }
            var found: [Diagnostic] = []
            let pluralForms = header.msgstr.flatMap { GettextReader.headerField("Plural-Forms", of: $0.text) }
            let nplurals = pluralForms.flatMap { forms -> Int? in
                guard let range = forms.firstRange(of: "nplurals=") else { return nil }
                return Int(forms[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
            }
            let often = nplurals.flatMap { count in
                pluralForms.flatMap { PluralExpression(pluralForms: $0) }.map { $0.often(forms: min(count, 1000)) }
            }
            var reportedMissingPlurals = false
            var offPlurals: [(line: Int, forms: Int)] = []
            for entry in entries where !entry.isObsolete && !entry.flags.contains("fuzzy") && !entry.msgid.text.isEmpty {
                let translations = entry.msgstrPlural.isEmpty
                    ? entry.msgstr.map { [$0] } ?? []
                    : entry.msgstrPlural.sorted { $0.key < $1.key }.map(\.value)
                guard let first = translations.first, !first.text.isEmpty else { continue }
                let line = first.location.line
                if !entry.msgstrPlural.isEmpty {
                    if let nplurals {
                        if translations.count != nplurals {
                            // One cause, said once as msgfmt says it: at its first message, with a count.
                            offPlurals.append((line, translations.count))
                        }
                    } else if !reportedMissingPlurals {
                        reportedMissingPlurals = true
                        found.append(
                            error(
                                "the catalog has plural translations, but its header has no \"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\"",
                                at: line))
                    }
                }
                if entry.flags.contains("c-format") {
                    found += cFormat(entry, translations: translations, often: often, at: line)
                }
                let sources = [entry.msgid] + (entry.msgidPlural.map { [$0] } ?? [])
                for (edge, test) in [("begin", { (text: String) in text.hasPrefix("\n") }), ("end", { (text: String) in text.hasSuffix("\n") })] {
                    let expected = test(entry.msgid.text)
                    if sources.contains(where: { test($0.text) != expected })
                        || translations.contains(where: { test($0.text) != expected })
                    {
                        found.append(
                            error("'msgid' and 'msgstr' entries do not both \(edge) with '\\n': msgfmt -c requires a translation's line breaks where the source has them", at: line))
                    }
                }
            }
            if let first = offPlurals.first, let nplurals {
                let others = offPlurals.count - 1
                found.append(
                    error(
                        "the header's Plural-Forms says nplurals=\(nplurals), but this message has \(first.forms) plural forms"
                            + (others == 0 ? "" : ", and so \(others == 1 ? "does 1 other message" : "do \(others) other messages") (lines \(offPlurals.dropFirst().prefix(8).map { String($0.line) }.joined(separator: ", "))\(others > 8 ? ", ..." : ""))")
                            + "; write as many forms as nplurals says, or correct the header",
                        at: first.line))
            }
            return found
        }
    }

    /// The value of a header field (`Plural-Forms`), trimmed.
    static func headerField(_ name: String, of header: String) -> Substring? {
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingWhiteSpace() == name { return parts[1].trimmingWhiteSpace() }
        }
        return nil
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

    /// The PO grammar as GNU gettext's own parser (`po-gram-gen.y`) reads it: blank lines
    /// separate nothing, a string continues the keyword before it, and an entry is
    /// `[msgctxt] msgid (msgstr | msgid_plural msgstr[0] msgstr[1]...)`. What msgfmt
    /// rejects is an error at the line msgfmt names; the entry it breaks is dropped, and
    /// the reading goes on at the next keyword.
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
            var broken = false
            var field: Field?
            var pendingFlags: Set<String> = []
            func finish() {
                if started, !broken { entries.append(entry) }
                entry = Entry()
                entry.flags = pendingFlags
                pendingFlags = []
                started = false
                broken = false
                field = nil
            }
            /// msgfmt's complaint about an entry that ends too early, at its msgid.
            func complete() -> String? {
                guard started, !broken else { return nil }
                switch field {
                case .msgctxt: return "'msgctxt' is not followed by a 'msgid'"
                case .msgid: return "missing 'msgstr' section"
                case .msgidPlural: return "missing 'msgstr[]' section"
                default: return nil
                }
            }
            var lineNumber = 0
            var start = 0
            while start < text.count {
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
                }
                while body.first == 0x20 || body.first == 0x09 {
                    body = body.dropFirst()
                    column += 1
                }
                if body.isEmpty { continue }
                if body.first == UInt8(ascii: "#") {
                    // A comment after the strings starts the next entry; its flags are the next entry's.
                    if let problem = complete() {
                        error(problem, line: entry.msgid.location.line)
                        broken = true
                    }
                    if started { finish() }
                    if body.starts(with: Array("#,".utf8)) {
                        for flag in String(decoding: body.dropFirst(2), as: UTF8.self).split(separator: ",") {
                            entry.flags.insert(String(flag.trimmingWhiteSpace()))
                        }
                    }
                    continue
                }
                if body.first == UInt8(ascii: "\"") {
                    guard let current = field else {
                        if !broken { error("a string continues no keyword", line: lineNumber) }
                        continue
                    }
                    guard let string = quoted(body, line: lineNumber, column: column) else {
                        broken = true
                        field = nil
                        continue
                    }
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
                        error("keyword \"\(keyword)\" is unknown; a PO line is a keyword (msgctxt, msgid, msgid_plural, msgstr, msgstr[n]), a \"quoted string\" or a # comment", line: lineNumber)
                        broken = true
                        field = nil
                        continue
                    }
                }
                // A msgctxt or msgid starts the next entry, but for a msgid after its msgctxt.
                if next == .msgctxt || (next == .msgid && field != .msgctxt) {
                    if let problem = complete() {
                        error(problem, line: entry.msgid.location.line)
                        broken = true
                    }
                    if started { finish() }
                    entry.isObsolete = obsolete
                } else if !broken {
                    // The rest of an entry must follow what came before it.
                    var problem: String?
                    switch next {
                    case .msgidPlural where field != .msgid: problem = "'msgid_plural' must follow a 'msgid'"
                    case .msgstr where field == .msgidPlural || { if case .msgstrPlural = field { true } else { false } }():
                        problem = "a plural entry's translations are msgstr[0], msgstr[1]...; write 'msgstr[0]'"
                    case .msgstr where field != .msgid: problem = "'msgstr' must follow a 'msgid'"
                    case .msgstrPlural(let index):
                        if field == .msgid {
                            error("missing 'msgid_plural' section", line: entry.msgid.location.line)
                            broken = true
                        } else if field == .msgidPlural {
                            if index != 0 { problem = "plural form has wrong index: the first is msgstr[0]" }
                        } else if case .msgstrPlural(let previous) = field {
                            if index != previous + 1 { problem = "plural form has wrong index: msgstr[\(previous)] is followed by msgstr[\(previous + 1)]" }
                        } else {
                            problem = "'msgstr[\(index)]' must follow a 'msgid_plural'"
                        }
                    default: break
                    }
                    if started, obsolete != entry.isObsolete {
                        problem = "inconsistent use of #~: an entry is obsolete in all its lines or in none"
                    }
                    if !started { problem = problem ?? "'\(keyword)' must follow a 'msgid'" }
                    if let problem {
                        error(problem, line: lineNumber)
                        // A keyword out of place after a whole entry breaks no entry but its own.
                        let continuesPlurals: Bool
                        if case .msgstrPlural = next, case .msgstrPlural = field { continuesPlurals = true } else { continuesPlurals = false }
                        let entryIsWhole: Bool
                        if case .msgstrPlural = field { entryIsWhole = true } else { entryIsWhole = field == .msgstr }
                        if entryIsWhole, !continuesPlurals { finish() }
                        broken = true
                    }
                }
                started = true
                var rest = body[keywordEnd...]
                var restColumn = column + keyword.unicodeScalars.count
                while rest.first == 0x20 || rest.first == 0x09 {
                    rest = rest.dropFirst()
                    restColumn += 1
                }
                field = next
                let location = SourceLocation(file: file, line: lineNumber, column: restColumn)
                let initial = Entry.Text(text: "", location: location)
                switch next {
                case .msgctxt: entry.msgctxt = initial
                case .msgid: entry.msgid = initial
                case .msgidPlural: entry.msgidPlural = initial
                case .msgstr: entry.msgstr = initial
                case .msgstrPlural(let index): entry.msgstrPlural[index] = initial
                }
                guard let string = quoted(rest, line: lineNumber, column: restColumn) else {
                    broken = true
                    field = nil
                    continue
                }
                append(string, to: next, in: &entry)
            }
            if let problem = complete() {
                error(problem, line: entry.msgid.location.line)
                broken = true
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

        /// An error msgfmt also stops at: it compiles no catalog from the file.
        private mutating func error(_ message: String, line: Int, column: Int = 1) {
            diagnostics.append(
                Diagnostic(
                    .error, .gettextSyntax, message, at: SourceLocation(file: file, line: line, column: column),
                    sourceLine: lines.line(line)))
        }

        /// The C string that `bytes` hold, its escapes decoded, or nil (after a warning).
        private mutating func quoted(_ bytes: ArraySlice<UInt8>, line: Int, column: Int) -> String? {
            guard bytes.first == UInt8(ascii: "\"") else {
                error("expected a \"quoted string\"", line: line, column: column)
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
                        error("text after the closing quote", line: line, column: column + (after - bytes.startIndex))
                        return nil
                    }
                    return String(decoding: output, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                    output.append(byte)
                    index += 1
                    continue
                }
                let escaped = bytes[index + 1]
                let escapeStart = index
                // The caret of an escape's error is at its backslash; columns count characters.
                var escapeColumn: Int {
                    var characters = 0
                    for byte in bytes[bytes.startIndex..<escapeStart] where byte & 0xC0 != 0x80 { characters += 1 }
                    return column + characters
                }
                index += 2
                if let control = ControlEscape.byte(after: escaped) {
                    output.append(control)
                    continue
                }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(escaped)
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
                    if digits == 0 {
                        error("invalid control sequence: \\x needs hexadecimal digits", line: line, column: escapeColumn)
                        return nil
                    }
                    output.append(UInt8(truncatingIfNeeded: value))
                default:
                    error(
                        "invalid control sequence '\\\(String(UnicodeScalar(escaped)))': the escapes are \\n \\t \\r \\\" \\\\ \\a \\b \\f \\v, \\ooo and \\xhh",
                        line: line, column: escapeColumn)
                    return nil
                }
            }
            error("the string has no closing quote on its line", line: line, column: column)
            return nil
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
