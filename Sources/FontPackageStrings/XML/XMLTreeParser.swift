internal import FontPackage
internal import FontPackageSupport

/// An XML element as written, with the place of its tag and of its content.
struct XMLElement: Sendable {
    /// The qualified name as written (`string`, `xliff:g`).
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLNode]
    /// The `<` of the start tag.
    var location: SourceLocation
    /// The first character after the start tag (the tag itself when it closes itself).
    var contentLocation: SourceLocation

    /// The value of the attribute written `name`.
    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    /// The name without its namespace prefix.
    var localName: Substring { name.split(separator: ":", maxSplits: 1).last ?? Substring(name) }

    /// The child elements, in order.
    var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// Character data and CDATA of this element and every element inside it, in order.
    var allText: String {
        var text = ""
        for child in children {
            switch child {
            case .text(let run, _, _): text += run
            case .element(let element): text += element.allText
            }
        }
        return text
    }
}

struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var location: SourceLocation
}

enum XMLNode: Sendable {
    case element(XMLElement)
    /// A run of character data (CDATA, references decoded), located at its
    /// first character, with the marks that locate the rest (``XMLTextMarks``).
    case text(String, SourceLocation, XMLTextMarks)
}

/// Where the characters of a run of text are written: the run is its source
/// character for character, except where a reference (`&lt;` is one character
/// written as four), a CDATA section's brackets or a comment put them out of
/// step; there a mark says where the next character is written.
struct XMLTextMarks: Sendable {
    /// UTF-8 offsets into the run, ascending, each with where that byte's character is written.
    var marks: [(offset: Int, location: SourceLocation)] = []

    /// Where the character at `scalarIndex` of `run` (which starts at `start`) is written.
    func location(ofScalar scalarIndex: Int, in run: String, start: SourceLocation) -> SourceLocation {
        var utf8Offset = 0
        var index = 0
        for scalar in run.unicodeScalars {
            if index == scalarIndex { break }
            utf8Offset += UTF8.width(scalar)
            index += 1
        }
        var location = start
        var from = 0
        if let mark = marks.last(where: { $0.offset <= utf8Offset }) {
            location = mark.location
            from = mark.offset
        }
        // From the mark on, the run is written as it reads.
        var offset = 0
        for scalar in run.unicodeScalars {
            if offset >= utf8Offset { break }
            if offset >= from {
                if scalar == "\n" {
                    location.line += 1
                    location.column = 1
                } else {
                    location.column += 1
                }
            }
            offset += UTF8.width(scalar)
        }
        return location
    }
}

/// A non-validating XML reader over UTF-8 bytes that keeps the line and column
/// of every element, attribute and run of text, for the XML string formats
/// (Android resources, `.resx`, XLIFF).
///
/// It decodes the five predefined entities and character references, and
/// nothing else: a DOCTYPE that declares entities (the way to an entity
/// expansion bomb or an external entity reading a local file) is refused with
/// an error at the declaration, and no external DTD is ever read. A reference
/// to an undeclared entity is kept as written, with a warning. A
/// well-formedness error stops the reading with one located error; the caller
/// then reads nothing from the file, as the platforms' own tools refuse it.
struct XMLTreeParser {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var failed = false
    private var columns = ColumnCounter()
    private let lines: SourceLines
    private var depth = 0
    /// Deeper documents are refused, so a hostile file cannot exhaust the stack.
    static let maximumDepth = 256
    private(set) var diagnostics: [Diagnostic] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        lines = SourceLines(bytes: bytes)
    }

    /// Decodes `bytes` (UTF-8 or UTF-16) and reads the document: the root
    /// element, or nil with an error among the diagnostics.
    static func parse(bytes: [UInt8], file: String) -> (root: XMLElement?, diagnostics: [Diagnostic], lines: SourceLines?)
    {
        let text: [UInt8]
        switch TextDecoder.decode(bytes, file: file) {
        case .success(let decoded): text = decoded.utf8
        case .failure(let diagnostic): return (nil, [diagnostic], nil)
        }
        var parser = XMLTreeParser(bytes: normalizingLineEnds(text), file: file)
        let root = parser.parseDocument()
        return (parser.failed ? nil : root, parser.diagnostics, parser.lines)
    }

    /// The text with each CR LF and each lone CR read as LF, as an XML processor
    /// reads line ends before anything else (XML 1.0, 2.11); `&#13;` stays a CR.
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

    /// A diagnostic at `location` with its line quoted.
    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(severity, code, message, at: location, sourceLine: lines.line(location.line))
    }

    mutating func parseDocument() -> XMLElement? {
        skipProlog()
        guard !failed else { return nil }
        guard offset < bytes.count else {
            fail("the file is empty; expected an XML document")
            return nil
        }
        guard bytes[offset] == UInt8(ascii: "<"), !atEndTag else {
            fail("expected the document's root element, found \(describeCurrent())")
            return nil
        }
        let root = parseElement()
        guard !failed else { return nil }
        skipProlog()
        if !failed, offset < bytes.count {
            fail("unexpected \(describeCurrent()) after the end of the root element")
        }
        return root
    }

    // MARK: Elements

    private mutating func parseElement() -> XMLElement? {
        guard depth < Self.maximumDepth else {
            fail("elements nested deeper than \(Self.maximumDepth) levels")
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let location = currentLocation
        advance()  // <
        guard let name = readName() else {
            fail("expected an element name after '<'", at: location)
            return nil
        }
        var element = XMLElement(name: name, attributes: [], children: [], location: location, contentLocation: location)
        // Attributes, up to `>` or `/>`.
        while !failed {
            skipWhiteSpace()
            guard offset < bytes.count else {
                fail("unterminated tag <\(name)", at: location)
                return nil
            }
            if bytes[offset] == UInt8(ascii: ">") {
                advance()
                break
            }
            if starts(with: "/>", at: offset) {
                advance()
                advance()
                return element
            }
            let attributeLocation = currentLocation
            guard let attributeName = readName() else {
                fail("expected an attribute name or '>' in <\(name)>, found \(describeCurrent())")
                return nil
            }
            skipWhiteSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                fail("the attribute \(attributeName) has no '=' value", at: attributeLocation)
                return nil
            }
            advance()
            skipWhiteSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
            else {
                fail("the value of \(attributeName) must be quoted", at: attributeLocation)
                return nil
            }
            let quote = bytes[offset]
            advance()
            var value: [UInt8] = []
            var runStart = offset
            while offset < bytes.count, bytes[offset] != quote {
                if bytes[offset] == UInt8(ascii: "<") {
                    fail("'<' in the value of \(attributeName)")
                    return nil
                }
                if bytes[offset] == UInt8(ascii: "&") {
                    value.append(contentsOf: bytes[runStart..<offset])
                    readReference(into: &value)
                    runStart = offset
                    continue
                }
                advance()
            }
            guard offset < bytes.count else {
                fail("the value of \(attributeName) is not closed", at: attributeLocation)
                return nil
            }
            value.append(contentsOf: bytes[runStart..<offset])
            advance()
            element.attributes.append(
                XMLAttribute(
                    name: attributeName, value: String(decoding: value, as: UTF8.self), location: attributeLocation))
        }
        guard !failed else { return nil }
        element.contentLocation = currentLocation
        // Content, up to the end tag.
        var text: [UInt8] = []
        var textLocation: SourceLocation?
        var marks = XMLTextMarks()
        var runStart = offset
        func flush(_ parser: inout XMLTreeParser) {
            text.append(contentsOf: parser.bytes[runStart..<parser.offset])
            if !text.isEmpty, let location = textLocation {
                element.children.append(.text(String(decoding: text, as: UTF8.self), location, marks))
            }
            text = []
            textLocation = nil
            marks = XMLTextMarks()
        }
        while !failed {
            guard offset < bytes.count else {
                fail("<\(name)> is not closed before the end of the file", at: location)
                return nil
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") {
                text.append(contentsOf: bytes[runStart..<offset])
                let start = currentLocation
                if starts(with: "<!--", at: offset) {
                    guard skip(past: "-->", what: "comment", from: start) else { return nil }
                    if textLocation != nil { marks.marks.append((text.count, currentLocation)) }
                } else if starts(with: "<![CDATA[", at: offset) {
                    if textLocation == nil { textLocation = start }
                    for _ in 0..<9 { advance() }
                    marks.marks.append((text.count, currentLocation))
                    let cdataStart = offset
                    guard skip(past: "]]>", what: "CDATA section", from: start) else { return nil }
                    text.append(contentsOf: bytes[cdataStart..<(offset - 3)])
                    marks.marks.append((text.count, currentLocation))
                } else if starts(with: "<?", at: offset) {
                    guard skip(past: "?>", what: "processing instruction", from: start) else { return nil }
                    if textLocation != nil { marks.marks.append((text.count, currentLocation)) }
                } else if atEndTag {
                    runStart = offset
                    flush(&self)
                    expectEndTag(name)
                    return failed ? nil : element
                } else if starts(with: "<!", at: offset) {
                    fail("unexpected \(describeCurrent()) inside <\(name)>")
                    return nil
                } else {
                    runStart = offset
                    flush(&self)
                    guard let child = parseElement() else { return nil }
                    element.children.append(.element(child))
                }
                runStart = offset
                continue
            }
            if textLocation == nil { textLocation = currentLocation }
            if byte == UInt8(ascii: "&") {
                text.append(contentsOf: bytes[runStart..<offset])
                readReference(into: &text)
                marks.marks.append((text.count, currentLocation))
                runStart = offset
                continue
            }
            advance()
        }
        return nil
    }

    // MARK: Prolog

    /// Skips white space, comments, processing instructions and a DOCTYPE
    /// without entity declarations.
    private mutating func skipProlog() {
        while !failed, offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "<"):
                let start = currentLocation
                if starts(with: "<!--", at: offset) {
                    _ = skip(past: "-->", what: "comment", from: start)
                } else if starts(with: "<?", at: offset) {
                    _ = skip(past: "?>", what: "processing instruction", from: start)
                } else if starts(with: "<!DOCTYPE", at: offset) {
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
        var bracketDepth = 0
        var quote: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
                advance()
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "["), bracketDepth == 0 {
                bracketDepth = 1
            } else if byte == UInt8(ascii: "]"), bracketDepth == 1 {
                bracketDepth = 0
            } else if starts(with: "<!ENTITY", at: offset) {
                let declaration = currentLocation
                fail(
                    "the DOCTYPE declares an entity; entity declarations are refused (they can expand without bound or read other files)",
                    at: declaration, code: .xmlEntityDeclaration)
                return
            } else if byte == UInt8(ascii: ">"), bracketDepth == 0 {
                advance()
                return
            }
            advance()
        }
        fail("unterminated DOCTYPE", at: start)
    }

    // MARK: Lexing

    private var currentLocation: SourceLocation {
        mutating get {
            SourceLocation(file: file, line: line, column: columns.column(of: offset, lineStart: lineStart, in: bytes))
        }
    }

    private mutating func advance() {
        if bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private func starts(with literal: StaticString, at index: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for position in 0..<count where bytes[index + position] != pointer[position] { return false }
        return true
    }

    private var atEndTag: Bool { starts(with: "</", at: offset) }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
    }

    /// Advances past `terminator`; false (after reporting) when the file ends first.
    private mutating func skip(past terminator: StaticString, what: String, from start: SourceLocation) -> Bool {
        while offset < bytes.count {
            if starts(with: terminator, at: offset) {
                for _ in 0..<terminator.utf8CodeUnitCount { advance() }
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

    private mutating func readName() -> String? {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance() }
        return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
    }

    private mutating func expectEndTag(_ name: String) {
        let location = currentLocation
        advance()
        advance()
        let found = readName() ?? ""
        skipWhiteSpace()
        guard found == name else {
            fail("expected </\(name)>, found </\(found)>", at: location)
            return
        }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ">") else {
            fail("expected '>' to close </\(name)", at: location)
            return
        }
        advance()
    }

    /// A reference at `&`: the predefined entities and character references
    /// are decoded; anything else is kept as written, with a warning.
    private mutating func readReference(into text: inout [UInt8]) {
        let start = currentLocation
        var end = offset + 1
        while end < bytes.count, end - offset <= 32, bytes[end] != UInt8(ascii: ";"),
            bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&"), bytes[end] > 0x20
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            diagnostics.append(
                diagnostic(.warning, .xmlSyntax, "a bare '&' must be written &amp;; read as '&'", at: start))
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
                    .warning, .xmlSyntax, "'&\(name);' is not a predefined entity or a character; kept as written",
                    at: start))
            text.append(contentsOf: bytes[offset...end])
        }
        while offset <= end { advance() }
    }

    private mutating func fail(_ message: String, at location: SourceLocation? = nil, code: Diagnostic.Code = .xmlSyntax)
    {
        guard !failed else { return }
        failed = true
        diagnostics.append(diagnostic(.error, code, message, at: location ?? currentLocation))
    }

    private func describeCurrent() -> String {
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
}
