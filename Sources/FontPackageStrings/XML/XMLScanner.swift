internal import FontPackage
internal import FontPackageSupport

/// The lexical layer of both XML readers, the property-list reader
/// (``XMLPropertyListParser``: `.stringsdict`, `Info.plist`) and the tree
/// reader (``XMLTreeParser``: Android resources, `.resx`, XLIFF), so that one
/// policy holds for every XML file the package reads:
///
/// - line ends: each CR LF and each lone CR is read as LF before anything
///   else, as XML 1.0 (section 2.11, "End-of-Line Handling") requires of every
///   processor; `&#13;` stays a CR. Apple's property-list parser is such a
///   processor, so a `.stringsdict` value written with CR LF reaches the app
///   with LF, and is read so here;
/// - references: the five predefined entities and character references are
///   decoded (``XMLCharacterReference``); any other is kept as written, and a
///   bare `&` is read as itself, each with a warning;
/// - the DOCTYPE: skipped, and refused with an error where it declares an
///   entity (the way to an entity expansion bomb, or to an external entity
///   that reads a local file); no external DTD is ever read;
/// - nesting: deeper than ``maximumDepth`` elements is refused, so that a
///   hostile file cannot exhaust the stack.
///
/// A well-formedness error stops the reading with one located error, whose
/// code is the caller's (`plist-syntax`, `xml-syntax`); what was read before it
/// is the caller's to keep or drop.
struct XMLScanner {
    /// The text, its line ends normalised.
    let bytes: [UInt8]
    let file: String
    /// The code of well-formedness errors and reference warnings.
    let syntaxCode: Diagnostic.Code
    let lines: SourceLines
    private(set) var offset = 0
    private var line = 1
    private var lineStart = 0
    private var columns = ColumnCounter()
    private var depth = 0
    private(set) var failed = false
    var diagnostics: [Diagnostic] = []

    /// Deeper documents are refused. Real files nest a few levels; the
    /// platforms' own parsers set no lower limit a real file meets.
    static let maximumDepth = 256

    init(text: [UInt8], file: String, syntaxCode: Diagnostic.Code) {
        bytes = Self.normalizingLineEnds(text)
        self.file = file
        self.syntaxCode = syntaxCode
        lines = SourceLines(bytes: bytes)
    }

    /// The `encoding` an XML declaration at the start of `bytes` names (`<?xml version="1.0"
    /// encoding="ISO-8859-1"?>`), read before the text is decoded, as XML 1.0 (4.3.3,
    /// "Character Encoding in Entities") has a processor do; nil without one.
    static func declaredEncoding(_ bytes: [UInt8]) -> Substring? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = bytes.prefix(while: { $0 != UInt8(ascii: ">") }).prefix(512)
        let text = Substring(decoding: declaration, as: UTF8.self)
        guard let name = text.firstRange(of: "encoding") else { return nil }
        var rest = text[name.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix(while: { $0 != quote })
        return value.isEmpty ? nil : value
    }

    /// The text with each CR LF and each lone CR read as LF (XML 1.0, 2.11).
    static func normalizingLineEnds(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(0x0D) else { return text }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == 0x0D {
                normalized.append(0x0A)
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(text[index])
            }
            index += 1
        }
        return normalized
    }

    // MARK: Position

    var isAtEnd: Bool { offset >= bytes.count }
    /// The byte at the cursor; nil at the end.
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }
    var atEndTag: Bool { starts(with: "</") }

    var location: SourceLocation {
        mutating get {
            SourceLocation(file: file, line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
        }
    }

    mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count where offset < bytes.count { advance() }
    }

    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for position in 0..<count where bytes[offset + position] != pointer[position] { return false }
        return true
    }

    // MARK: Diagnostics

    /// A diagnostic at `location` with its line quoted.
    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, at location: SourceLocation,
        path: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity, code, message, at: location, path: path, sourceLine: lines.line(location.line))
    }

    /// Stops the reading with one error (the first; later ones follow from it).
    mutating func fail(_ message: String, at location: SourceLocation? = nil, code: Diagnostic.Code? = nil) {
        guard !failed else { return }
        failed = true
        let at = location ?? self.location
        diagnostics.append(diagnostic(.error, code ?? syntaxCode, message, at: at))
    }

    /// The next token as an error quotes it: `'<foo bar>'`, `'x'`, or end of file.
    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        if bytes[offset] == UInt8(ascii: "<") {
            var end = offset + 1
            while end < bytes.count, end - offset < 40, bytes[end] != UInt8(ascii: ">") { end += 1 }
            return "'\(String(decoding: bytes[offset..<min(end + 1, bytes.count)], as: UTF8.self))'"
        }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
    }

    // MARK: Nesting

    /// Enters an element at `location`; false (after failing) past ``maximumDepth``.
    mutating func enter(at location: SourceLocation) -> Bool {
        guard depth < Self.maximumDepth else {
            fail("elements nested deeper than \(Self.maximumDepth) levels", at: location)
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    // MARK: Lexing

    mutating func skipWhiteSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
    }

    /// Advances past `terminator`; false (after failing) when the file ends first.
    mutating func skip(past terminator: StaticString, what: String, from start: SourceLocation) -> Bool {
        while offset < bytes.count {
            if starts(with: terminator) {
                advance(by: terminator.utf8CodeUnitCount)
                return true
            }
            advance()
        }
        fail("unterminated \(what)", at: start)
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            true
        default: byte >= 0x80
        }
    }

    mutating func readName() -> String? {
        let start = offset
        while let byte = current, Self.isNameByte(byte) { advance() }
        return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
    }

    /// Skips white space, comments, processing instructions and a DOCTYPE
    /// (refusing one that declares an entity), up to markup or text.
    mutating func skipMisc() {
        while !failed, let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "<"):
                let start = location
                if starts(with: "<!--") {
                    _ = skip(past: "-->", what: "comment", from: start)
                } else if starts(with: "<?") {
                    _ = skip(past: "?>", what: "processing instruction", from: start)
                } else if starts(with: "<!DOCTYPE") {
                    skipDoctype(from: start)
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private mutating func skipDoctype(from start: SourceLocation) {
        var inSubset = false
        var quote: UInt8?
        while let byte = current {
            if let open = quote {
                if byte == open { quote = nil }
                advance()
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if starts(with: "<!ENTITY") {
                fail(
                    "the DOCTYPE declares an entity; entity declarations are refused (they can expand without bound or read other files)",
                    at: location, code: .xmlEntityDeclaration)
                return
            } else if byte == UInt8(ascii: ">"), !inSubset {
                advance()
                return
            }
            advance()
        }
        fail("unterminated DOCTYPE", at: start)
    }

    /// A start tag as written: its name, attributes (references decoded) and whether it closes itself.
    struct StartTag {
        var name: String
        var attributes: [XMLAttribute]
        var selfClosing: Bool
        /// The `<`.
        var location: SourceLocation
    }

    /// The start tag at `<`; nil after failing.
    mutating func readStartTag() -> StartTag? {
        let location = self.location
        advance()  // <
        guard let name = readName() else {
            fail("expected an element name after '<'", at: location)
            return nil
        }
        var tag = StartTag(name: name, attributes: [], selfClosing: false, location: location)
        while !failed {
            skipWhiteSpace()
            guard let byte = current else { break }
            if byte == UInt8(ascii: ">") {
                advance()
                return tag
            }
            if starts(with: "/>") {
                advance(by: 2)
                tag.selfClosing = true
                return tag
            }
            guard let attribute = readAttribute(in: name) else { return nil }
            tag.attributes.append(attribute)
        }
        fail("unterminated tag <\(name)", at: location)
        return nil
    }

    /// `name="value"`, the value's references decoded; nil after failing.
    private mutating func readAttribute(in element: String) -> XMLAttribute? {
        let attributeLocation = location
        guard let name = readName() else {
            fail("expected an attribute name or '>' in <\(element)>, found \(describeCurrent())")
            return nil
        }
        skipWhiteSpace()
        guard current == UInt8(ascii: "=") else {
            fail("the attribute \(name) has no '=' value", at: attributeLocation)
            return nil
        }
        advance()
        skipWhiteSpace()
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            fail("the value of \(name) must be quoted", at: attributeLocation)
            return nil
        }
        advance()
        var value: [UInt8] = []
        var runStart = offset
        while let byte = current, byte != quote {
            if byte == UInt8(ascii: "<") {
                fail("'<' in the value of \(name)")
                return nil
            }
            if byte == UInt8(ascii: "&") {
                value.append(contentsOf: bytes[runStart..<offset])
                readReference(into: &value)
                runStart = offset
                continue
            }
            advance()
        }
        guard !isAtEnd else {
            fail("the value of \(name) is not closed", at: attributeLocation)
            return nil
        }
        value.append(contentsOf: bytes[runStart..<offset])
        advance()
        return XMLAttribute(name: name, value: String(decoding: value, as: UTF8.self), location: attributeLocation)
    }

    /// The end tag `</name>` at `</`.
    mutating func expectEndTag(_ name: String) {
        guard !failed else { return }
        let location = self.location
        guard atEndTag else {
            fail("expected </\(name)>, found \(describeCurrent())")
            return
        }
        advance(by: 2)
        let found = readName() ?? ""
        skipWhiteSpace()
        guard found == name else {
            fail("expected </\(name)>, found </\(found)>", at: location)
            return
        }
        guard current == UInt8(ascii: ">") else {
            fail("expected '>' to close </\(name)", at: location)
            return
        }
        advance()
    }

    /// Character data up to the next element's or end tag's `<` (or the end
    /// of the file), appended to `text`: references and CDATA decoded,
    /// comments and processing instructions dropped. `start` is set to where
    /// the first character is written, and `marks` note where the written
    /// text jumps (``XMLTextMarks``). False after failing.
    mutating func readCharacterData(
        into text: inout [UInt8], start: inout SourceLocation?, marks: inout XMLTextMarks
    ) -> Bool {
        var runStart = offset
        while !failed, let byte = current {
            if byte == UInt8(ascii: "<") {
                text.append(contentsOf: bytes[runStart..<offset])
                let tag = location
                if starts(with: "<!--") {
                    guard skip(past: "-->", what: "comment", from: tag) else { return false }
                    if start != nil { marks.marks.append((text.count, location)) }
                } else if starts(with: "<?") {
                    guard skip(past: "?>", what: "processing instruction", from: tag) else { return false }
                    if start != nil { marks.marks.append((text.count, location)) }
                } else if starts(with: "<![CDATA[") {
                    if start == nil { start = tag }
                    advance(by: 9)
                    marks.marks.append((text.count, location))
                    let cdataStart = offset
                    guard skip(past: "]]>", what: "CDATA section", from: tag) else { return false }
                    text.append(contentsOf: bytes[cdataStart..<(offset - 3)])
                    marks.marks.append((text.count, location))
                } else {
                    return true
                }
                runStart = offset
                continue
            }
            if start == nil { start = location }
            if byte == UInt8(ascii: "&") {
                text.append(contentsOf: bytes[runStart..<offset])
                readReference(into: &text)
                marks.marks.append((text.count, location))
                runStart = offset
                continue
            }
            advance()
        }
        text.append(contentsOf: bytes[runStart..<offset])
        return !failed
    }

    /// A reference at `&`: the predefined entities and character references
    /// are decoded; anything else is kept as written, with a warning.
    mutating func readReference(into text: inout [UInt8]) {
        let start = location
        var end = offset + 1
        while end < bytes.count, end - offset <= 32, bytes[end] != UInt8(ascii: ";"),
            bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&"), bytes[end] > 0x20
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            diagnostics.append(
                diagnostic(.warning, syntaxCode, "a bare '&' must be written &amp;; read as '&'", at: start))
            text.append(UInt8(ascii: "&"))
            advance()
            return
        }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        if let value = XMLCharacterReference.scalar(named: name) {
            appendUTF8(value, to: &text)
        } else {
            diagnostics.append(
                diagnostic(
                    .warning, syntaxCode, "'&\(name);' is not a predefined entity or a character; kept as written",
                    at: start))
            text.append(contentsOf: bytes[offset...end])
        }
        advance(by: end - offset + 1)
    }
}
