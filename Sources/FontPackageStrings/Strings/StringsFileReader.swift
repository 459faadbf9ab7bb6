internal import FontPackage
internal import FontPackageSupport

/// Reads `.strings` files: `"key" = "value";` entries, as Foundation's
/// old-style property list reader accepts them.
///
/// - Keys and values are quoted, or bare when made of `A-Z a-z 0-9 _ $ + / : . -`.
/// - `"key";` alone means the value is the key.
/// - `/* */` and `//` comments; an optional `{ ... }` around the entries.
/// - Escapes: `\" \' \\ \n \t \r \a \b \f \v`, octal `\0`-`\377`, `\Uxxxx` and
///   `\uxxxx` (1-4 hex digits; a surrogate pair is two escapes). Any other
///   escaped character stands for itself, with a warning.
/// - UTF-8 with or without BOM, UTF-16 with BOM, UTF-16 without BOM when
///   the zero bytes make it plain. A file that is none of these is one
///   `strings-encoding` error and yields no strings.
/// - An XML property list saved with a `.strings` name is read as one; a
///   binary property list (what Xcode compiles into the app) is one error.
///
/// A syntax error is reported at its line and column with the line quoted,
/// and reading resumes after the next `;` or line break, so one bad entry
/// does not hide the rest. When a key is defined twice, the later value wins
/// (as at run time) and the earlier one is dropped with a warning.
///
/// The file's language is its `xx.lproj` folder's; `Base.lproj` and a file
/// outside an `.lproj` folder are in the development language. Its table is its
/// name (`Localizable.strings` is `Localizable`).
public enum StringsFileReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let text: [UInt8]
        switch TextDecoder.decodeSource(bytes, file: file, binaryAdvice: "point at the source .strings file instead") {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return StringsFileReading(file: file, diagnostics: [diagnostic])
        }
        var reading = StringsFileReading(file: file)
        let language = language.resolve(declared: nil, unnamed: LprojFolder.unnamed(file, language), into: &reading)
        let table = StringsTable.name(of: file)
        if XMLPropertyListParser.looksLikeXML(text) {
            readXMLStrings(text, file: file, table: table, language: language, options: options, into: &reading)
            return reading
        }
        var parser = StringsParser(bytes: text, file: file)
        parser.parse()
        reading.diagnostics += parser.diagnostics
        reading.strings.reserveCapacity(parser.entries.count)
        let syntax = options.baseSyntax
        for entry in parser.entries where !entry.replaced {
            reading.strings.append(
                TranslatedString(
                    text: entry.value, key: entry.key, language: language, table: table,
                    location: entry.valueLocation, kind: .strings, syntax: syntax))
        }
        return reading
    }

    /// A `.strings` file written as an XML property list: a dictionary of strings.
    private static func readXMLStrings(
        _ text: [UInt8], file: String, table: String, language: StringLanguage, options: StringsReadOptions,
        into reading: inout StringsFileReading
    ) {
        var parser = XMLPropertyListParser(bytes: text, file: file)
        let root = parser.parseDocument()
        reading.diagnostics += parser.diagnostics
        guard let root else { return }
        guard case .dictionary(let members) = root.kind else {
            reading.diagnostics.append(
                parser.diagnostic(
                    .error, .stringsSyntax, "a .strings property list must be a dictionary, found \(root.typeName)",
                    at: root.location))
            return
        }
        for member in members {
            guard case .string(let value) = member.value.kind else {
                reading.diagnostics.append(
                    parser.diagnostic(
                        .warning, .stringsSyntax,
                        "the value of \"\(member.key)\" is \(member.value.typeName), not a string; skipped",
                        at: member.value.location))
                continue
            }
            reading.strings.append(
                TranslatedString(
                    text: value, key: member.key, language: language, table: table,
                    location: member.value.location, kind: .strings, syntax: options.baseSyntax))
        }
    }
}

extension StringsFileReader: StringsFormat {
    package static let id = "strings"
    package static let displayName = ".strings"
    package static let filesDescription = "xx.lproj/*.strings"
    package static let nameEndings = [".strings"]

    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? LprojFolder.match(path) : nil
    }
}

extension TranslatedString.Kind {
    /// A value in a `.strings` file (including storyboard and `InfoPlist.strings`).
    public static let strings = Self(rawValue: StringsFileReader.id)
}

/// Where Apple's `.strings` and `.stringsdict` files take their language: the
/// `xx.lproj` folder they are in, as the bundle loader looks them up.
enum LprojFolder {
    /// `fr` for `fr.lproj/Localizable.strings`; `Base.lproj` names the development
    /// language; a file outside an `.lproj` folder is read only when named on its own.
    static func match(_ path: StringsPath) -> StringsPathMatch {
        guard let folder = path.folder, folder.hasSuffix(".lproj") else { return StringsPathMatch(onlyWhenNamed: true) }
        let name = String(folder.dropLast(6))
        guard name == "Base" else { return StringsPathMatch(language: name) }
        return StringsPathMatch(language: name, namesDevelopmentLanguage: true, unnamedSaidOnce: true)
    }

    /// What has no language: `Base.lproj` without a development language, or a file outside an `.lproj` folder.
    static func unnamed(_ file: String, _ language: FileLanguage) -> FileLanguage.Unnamed {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if let folder = language.developmentFolder {
            return FileLanguage.Unnamed(subject: folder + ".lproj", identifier: folder, location: start)
        }
        return FileLanguage.Unnamed(
            subject: "the file", ways: ["put it in an xx.lproj folder"], identifier: PathName.baseName(file), location: start)
    }
}

/// The scanner behind `StringsFileReader`, over UTF-8 bytes.
struct StringsParser {
    struct Entry {
        var key: String
        var value: String
        var valueLocation: SourceLocation
        var replaced = false
    }

    /// A key or value as read, and where it started.
    private struct Token {
        var text: String
        var start: Int
        var line: Int
        var lineStart: Int
        /// A quoted token with a raw line break in it: if the entry then fails,
        /// the likely cause is a missing closing quote.
        var spansLines: Bool
        var location: SourceLocation
    }

    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private(set) var entries: [Entry] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var indexOfKey: [String: Int] = [:]
    private var columns = ColumnCounter()
    /// Made on the first duplicate key, for quoting its line.
    private var lines: SourceLines?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let semicolon = UInt8(ascii: ";")
    private static let equals = UInt8(ascii: "=")

    mutating func parse() {
        entries.reserveCapacity(bytes.count / 48)
        guard skipTrivia() else { return }
        var braced = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "{") {
            braced = true
            offset += 1
        }
        while true {
            guard skipTrivia() else { return }
            guard offset < bytes.count else {
                if braced { error("expected '}' to close the '{' at the start of the file") }
                return
            }
            if braced, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                guard skipTrivia() else { return }
                if offset < bytes.count { error("unexpected \(describeCurrent()) after the closing '}'") }
                return
            }
            parseEntry()
        }
    }

    // MARK: Entries

    private mutating func parseEntry() {
        let key: Token
        switch readToken() {
        case .token(let token): key = token
        case .failed: return
        case .none:
            error("expected a key (a quoted string or a bare word), found \(describeCurrent())")
            recover()
            return
        }
        guard skipTrivia() else { return }
        guard offset < bytes.count else {
            failEntry(after: key, "expected '=' or ';' after the key, found end of file")
            return
        }
        if bytes[offset] == Self.semicolon {
            offset += 1
            add(key: key.text, value: key.text, at: key.location)
            return
        }
        guard bytes[offset] == Self.equals else {
            if line > key.line && !key.spansLines {
                // The word stands alone on its line (a stray token after a broken
                // entry): report it there and read the next line as a new entry,
                // rather than skipping that entry too.
                diagnostics.append(
                    Diagnostic(
                        .error, .stringsSyntax, "expected '=' after the key \"\(key.text)\", found the end of the line",
                        at: key.location, sourceLine: TextPosition.lineText(startingAt: key.lineStart, in: bytes)))
                return
            }
            failEntry(after: key, "expected '=' after the key \"\(key.text)\", found \(describeCurrent())")
            return
        }
        offset += 1
        guard skipTrivia() else { return }
        let value: Token
        switch readToken() {
        case .token(let token): value = token
        case .failed: return
        case .none:
            if offset >= bytes.count {
                error("expected a value after '=', found end of file")
            } else {
                error("expected a value (a quoted string) after '=', found \(describeCurrent())")
                recover()
            }
            return
        }
        let afterValue = offset
        let afterValueLine = line
        let afterValueLineStart = lineStart
        guard skipTrivia() else {
            add(key: key.text, value: value.text, at: value.location)
            return
        }
        if offset < bytes.count, bytes[offset] == Self.semicolon {
            offset += 1
            add(key: key.text, value: value.text, at: value.location)
            return
        }
        if value.spansLines || key.spansLines {
            failEntry(after: value.spansLines ? value : key, "")
            return
        }
        // A missing ';' loses nothing: keep the entry and read on from here.
        diagnostics.append(
            Diagnostic(
                .error, .stringsSyntax, "expected ';' after the value of \"\(key.text)\"",
                at: SourceLocation(
                    file: file, line: afterValueLine,
                    column: columns.column(of: afterValue, lineStart: afterValueLineStart, in: bytes)),
                sourceLine: TextPosition.lineText(startingAt: afterValueLineStart, in: bytes)))
        add(key: key.text, value: value.text, at: value.location)
    }

    /// Reports a broken entry. When the token read last ran over a line break,
    /// the real fault is most likely its missing closing quote: say so at the
    /// quote and resume on the line after it.
    private mutating func failEntry(after token: Token, _ message: String) {
        if token.spansLines {
            diagnostics.append(
                Diagnostic(
                    .error, .stringsSyntax,
                    "unterminated string: it runs onto the next line and is not followed by ';' "
                        + "(is the closing quote missing?)",
                    at: token.location,
                    sourceLine: TextPosition.lineText(startingAt: token.lineStart, in: bytes)))
            resume(atLineAfter: token.start, line: token.line)
            return
        }
        error(message)
        recover()
    }

    private mutating func add(key: String, value: String, at location: SourceLocation) {
        if let earlier = indexOfKey[key] {
            let previous = entries[earlier].valueLocation
            diagnostics.append(
                Diagnostic(
                    .warning, .stringsDuplicateKey,
                    "\"\(key)\" is already defined at line \(previous.line); this later value is the one shown",
                    at: location, sourceLine: sourceLine(of: location)))
            entries[earlier].replaced = true
        }
        indexOfKey[key] = entries.count
        entries.append(Entry(key: key, value: value, valueLocation: location))
    }

    private mutating func sourceLine(of location: SourceLocation) -> String? {
        if lines == nil { lines = SourceLines(bytes: bytes) }
        return lines?.line(location.line)
    }

    // MARK: Tokens

    private static func isBareCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private var currentLocation: SourceLocation {
        mutating get {
            SourceLocation(file: file, line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
        }
    }

    private enum TokenResult {
        case token(Token)
        /// Nothing that can start a token here.
        case none
        /// An unterminated string, already reported; reading resumed on the next line.
        case failed
    }

    private mutating func readToken() -> TokenResult {
        guard offset < bytes.count else { return .none }
        let start = offset
        let startLine = line
        let startLineStart = lineStart
        let location = currentLocation
        let byte = bytes[offset]
        if byte == Self.quote {
            guard let (text, spansLines) = readQuoted() else { return .failed }
            return .token(
                Token(
                    text: text, start: start, line: startLine, lineStart: startLineStart, spansLines: spansLines,
                    location: location))
        }
        // `//` starts a comment, not a bare word made of slashes.
        guard Self.isBareCharacter(byte), !isCommentStart(at: offset) else { return .none }
        while offset < bytes.count, Self.isBareCharacter(bytes[offset]), !isCommentStart(at: offset) {
            offset += 1
        }
        return .token(
            Token(
                text: String(decoding: bytes[start..<offset], as: UTF8.self), start: start, line: startLine,
                lineStart: startLineStart, spansLines: false, location: location))
    }

    /// Reads a quoted string from its opening quote. On an unterminated string
    /// it reports the error, rewinds to the line after the quote and returns nil.
    private mutating func readQuoted() -> (String, Bool)? {
        let open = offset
        let openLine = line
        let openLineStart = lineStart
        let openLocation = currentLocation
        offset += 1
        let contentStart = offset
        var spansLines = false
        // Fast path: no escapes.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == Self.quote {
                let text = String(decoding: bytes[contentStart..<offset], as: UTF8.self)
                offset += 1
                return (text, spansLines)
            }
            if byte == Self.backslash { break }
            if byte == Self.newline {
                line += 1
                lineStart = offset + 1
                spansLines = true
            }
            offset += 1
        }
        if offset < bytes.count {
            var buffer = Array(bytes[contentStart..<offset])
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == Self.quote {
                    offset += 1
                    return (String(decoding: buffer, as: UTF8.self), spansLines)
                }
                if byte == Self.backslash {
                    readEscape(into: &buffer)
                    continue
                }
                if byte == Self.newline {
                    line += 1
                    lineStart = offset + 1
                    spansLines = true
                }
                buffer.append(byte)
                offset += 1
            }
        }
        diagnostics.append(
            Diagnostic(
                .error, .stringsSyntax, "unterminated string: no closing quote before the end of the file",
                at: openLocation, sourceLine: TextPosition.lineText(startingAt: openLineStart, in: bytes)))
        resume(atLineAfter: open, line: openLine)
        return nil
    }

    /// Reads one escape sequence starting at the backslash.
    private mutating func readEscape(into buffer: inout [UInt8]) {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else { return }
        let byte = bytes[offset]
        offset += 1
        if let control = ControlEscape.byte(after: byte) {
            buffer.append(control)
            return
        }
        switch byte {
        case Self.quote, Self.backslash, UInt8(ascii: "'"): buffer.append(byte)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits. Foundation maps values above 0x7F through
            // the NeXTSTEP encoding; they are read here as Latin-1 code points.
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            appendUTF8(value, to: &buffer)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            guard let unit = readHex() else {
                warnEscape(at: escapeStart, "'\\\(Character(Unicode.Scalar(byte)))' without hex digits reads as '\(Character(Unicode.Scalar(byte)))'")
                buffer.append(byte)
                return
            }
            if (0xD800...0xDBFF).contains(unit) {
                // A pair is written as two escapes: \UD83D\UDE00.
                if offset + 1 < bytes.count, bytes[offset] == Self.backslash,
                    bytes[offset + 1] == UInt8(ascii: "U") || bytes[offset + 1] == UInt8(ascii: "u")
                {
                    let saved = offset
                    offset += 2
                    if let low = readHex(), (0xDC00...0xDFFF).contains(low) {
                        appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &buffer)
                        return
                    }
                    offset = saved
                }
                warnEscape(at: escapeStart, "high surrogate \\U\(hexDigits(unit)) is not followed by a low surrogate; read as U+FFFD")
                appendUTF8(0xFFFD, to: &buffer)
            } else if (0xDC00...0xDFFF).contains(unit) {
                warnEscape(at: escapeStart, "lone low surrogate \\U\(hexDigits(unit)); read as U+FFFD")
                appendUTF8(0xFFFD, to: &buffer)
            } else {
                appendUTF8(unit, to: &buffer)
            }
        case Self.newline:
            // A backslash before a line break keeps the break.
            line += 1
            lineStart = offset
            buffer.append(byte)
        default:
            // Any other character stands for itself. Copy a multi-byte character whole.
            var end = offset
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let character = String(decoding: bytes[(offset - 1)..<end], as: UTF8.self)
            warnEscape(at: escapeStart, "unknown escape '\\\(character)' reads as '\(character)'")
            buffer.append(contentsOf: bytes[(offset - 1)..<end])
            offset = end
        }
    }

    /// Up to four hex digits, as Foundation reads `\U`.
    private mutating func readHex() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, offset < bytes.count {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return digits == 0 ? nil : value
            }
            value = value << 4 | digit
            digits += 1
            offset += 1
        }
        return digits == 0 ? nil : value
    }

    private mutating func warnEscape(at escapeOffset: Int, _ message: String) {
        diagnostics.append(
            Diagnostic(
                .warning, .stringsEscape, message,
                at: SourceLocation(
                    file: file, line: line,
                    column: columns.column(of: escapeOffset, lineStart: lineStart, in: bytes)),
                sourceLine: TextPosition.lineText(startingAt: lineStart, in: bytes)))
    }

    // MARK: Trivia and recovery

    private func isCommentStart(at index: Int) -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/")
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"))
    }

    /// Skips white space and comments. False when an unterminated `/*` ends the file.
    private mutating func skipTrivia() -> Bool {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case Self.newline:
                offset += 1
                line += 1
                lineStart = offset
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != Self.newline { offset += 1 }
            case UInt8(ascii: "/") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                let start = currentLocation
                let startLineStart = lineStart
                offset += 2
                var closed = false
                while offset < bytes.count {
                    if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count,
                        bytes[offset + 1] == UInt8(ascii: "/")
                    {
                        offset += 2
                        closed = true
                        break
                    }
                    if bytes[offset] == Self.newline {
                        line += 1
                        lineStart = offset + 1
                    }
                    offset += 1
                }
                if !closed {
                    diagnostics.append(
                        Diagnostic(
                            .error, .stringsSyntax, "unterminated comment: '/*' has no closing '*/'",
                            at: start, sourceLine: TextPosition.lineText(startingAt: startLineStart, in: bytes)))
                    return false
                }
            default:
                return true
            }
        }
        return true
    }

    /// After an error: skip to just past the next `;` or line break, stepping
    /// over quoted text on the same line.
    private mutating func recover() {
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == Self.semicolon { return }
            if byte == Self.newline {
                line += 1
                lineStart = offset
                return
            }
            if byte == Self.quote {
                while offset < bytes.count, bytes[offset] != Self.quote, bytes[offset] != Self.newline {
                    if bytes[offset] == Self.backslash, offset + 1 < bytes.count, bytes[offset + 1] != Self.newline {
                        offset += 1
                    }
                    offset += 1
                }
                if offset < bytes.count, bytes[offset] == Self.quote { offset += 1 }
            }
        }
    }

    /// Resumes reading at the start of the line after the one holding `start`.
    private mutating func resume(atLineAfter start: Int, line startLine: Int) {
        var index = start
        while index < bytes.count, bytes[index] != Self.newline { index += 1 }
        if index < bytes.count { index += 1 }
        offset = index
        line = startLine + 1
        lineStart = index
    }

    private mutating func error(_ message: String) {
        diagnostics.append(
            Diagnostic(
                .error, .stringsSyntax, message, at: currentLocation,
                sourceLine: TextPosition.lineText(startingAt: lineStart, in: bytes)))
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        if let scalar = text.unicodeScalars.first {
            return "'\(text)' (U+\(hexDigits(scalar.value)))"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
