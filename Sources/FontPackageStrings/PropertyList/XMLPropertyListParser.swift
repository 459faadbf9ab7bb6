internal import FontPackage
internal import FontPackageSupport

/// A property list value and where it was written.
struct PropertyListValue: Sendable {
    enum Kind: Sendable {
        case string(String)
        case integer(String)
        case real(String)
        case bool(Bool)
        case date(String)
        case data(String)
        case array([PropertyListValue])
        case dictionary([PropertyListMember])
    }

    var kind: Kind
    /// For strings, the first character of the text; for other values, the `<` of the tag.
    var location: SourceLocation
    /// False for a container cut short by a syntax error: what it holds was read,
    /// but members after the error are missing.
    var isComplete = true

    var typeName: String {
        switch kind {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    var members: [PropertyListMember]? {
        if case .dictionary(let members) = kind { return members }
        return nil
    }

    subscript(key: String) -> PropertyListMember? { members?.first { $0.key == key } }
}

struct PropertyListMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: PropertyListValue
}

/// A reader for XML property lists (`.stringsdict`, `Info.plist`) over UTF-8
/// bytes, keeping the line and column of every key and value.
///
/// Not a general XML parser: it knows the plist vocabulary, skips the XML
/// declaration, DOCTYPE, comments and processing instructions, and decodes
/// the five predefined entities, character references and CDATA. A stray
/// `&` or an unknown entity is kept as written with a warning. A well-formedness
/// error stops the reading with one error; what was read before it is kept.
struct XMLPropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var failed = false
    private var columns = ColumnCounter()
    private let lines: SourceLines
    private var depth = 0
    static let maximumDepth = 512
    private(set) var diagnostics: [Diagnostic] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        lines = SourceLines(bytes: bytes)
    }

    /// True when the text starts (after white space) with `<`: an XML document.
    static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        for byte in bytes.prefix(256) {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "<"): return true
            default: return false
            }
        }
        return false
    }

    /// A diagnostic at `location` with its line quoted.
    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, at location: SourceLocation,
        path: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity, code, message, at: location, path: path, sourceLine: lineText(location.line))
    }

    private func lineText(_ number: Int) -> String? { lines.line(number) }

    /// The root value (inside `<plist>` when present), or nil when nothing could be read.
    mutating func parseDocument() -> PropertyListValue? {
        skipMisc()
        guard offset < bytes.count else {
            fail("the file is empty; expected a <plist> document")
            return nil
        }
        guard let tag = readStartTag() else { return nil }
        var root: PropertyListValue?
        if tag.name == "plist" {
            if tag.selfClosing {
                fail("<plist/> is empty", at: tag.location)
                return nil
            }
            skipMisc()
            if let inner = readStartTag() {
                root = parseValue(inner)
            }
            if !failed {
                skipMisc()
                expectEndTag("plist")
            }
        } else {
            root = parseValue(tag)
        }
        if !failed {
            skipMisc()
            if offset < bytes.count { fail("unexpected \(describeCurrent()) after the end of the property list") }
        }
        return root
    }

    // MARK: Values

    private struct StartTag {
        var name: String
        var selfClosing: Bool
        var location: SourceLocation
    }

    private mutating func parseValue(_ tag: StartTag) -> PropertyListValue? {
        switch tag.name {
        case "dict", "array":
            // Nesting limit, so a hostile file cannot exhaust the stack.
            guard depth < Self.maximumDepth else {
                fail("nesting deeper than \(Self.maximumDepth) levels", at: tag.location)
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            return tag.name == "dict" ? parseDictionary(tag) : parseArray(tag)
        case "string", "integer", "real", "date", "data":
            let textLocation = tag.selfClosing ? tag.location : currentLocation
            let text = tag.selfClosing ? "" : readText(until: tag.name)
            // Text cut short by an error is not a value the app would get.
            if failed { return nil }
            let kind: PropertyListValue.Kind
            switch tag.name {
            case "string": kind = .string(text)
            case "integer": kind = .integer(text)
            case "real": kind = .real(text)
            case "date": kind = .date(text)
            default: kind = .data(text)
            }
            return PropertyListValue(kind: kind, location: textLocation)
        case "true", "false":
            if !tag.selfClosing {
                skipMisc()
                expectEndTag(tag.name)
            }
            return PropertyListValue(kind: .bool(tag.name == "true"), location: tag.location)
        default:
            fail("unknown property list element <\(tag.name)>", at: tag.location)
            return nil
        }
    }

    private mutating func parseDictionary(_ tag: StartTag) -> PropertyListValue {
        var members: [PropertyListMember] = []
        if tag.selfClosing { return PropertyListValue(kind: .dictionary(members), location: tag.location) }
        while !failed {
            skipMisc()
            if atEndTag {
                expectEndTag("dict")
                break
            }
            guard let keyTag = readStartTag() else { break }
            guard keyTag.name == "key" else {
                fail("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.location)
                break
            }
            let keyLocation = keyTag.selfClosing ? keyTag.location : currentLocation
            let key = keyTag.selfClosing ? "" : readText(until: "key")
            if failed { break }
            skipMisc()
            if atEndTag {
                fail("the key \"\(key)\" has no value")
                break
            }
            guard let valueTag = readStartTag() else { break }
            guard let value = parseValue(valueTag) else { break }
            members.append(PropertyListMember(key: key, keyLocation: keyLocation, value: value))
        }
        return PropertyListValue(kind: .dictionary(members), location: tag.location, isComplete: !failed)
    }

    private mutating func parseArray(_ tag: StartTag) -> PropertyListValue {
        var elements: [PropertyListValue] = []
        if tag.selfClosing { return PropertyListValue(kind: .array(elements), location: tag.location) }
        while !failed {
            skipMisc()
            if atEndTag {
                expectEndTag("array")
                break
            }
            guard let elementTag = readStartTag() else { break }
            guard let element = parseValue(elementTag) else { break }
            elements.append(element)
        }
        return PropertyListValue(kind: .array(elements), location: tag.location, isComplete: !failed)
    }

    // MARK: Markup

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

    /// Skips white space, comments, processing instructions and the DOCTYPE.
    private mutating func skipMisc() {
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
                    var depth = 0
                    while offset < bytes.count {
                        let byte = bytes[offset]
                        advance()
                        if byte == UInt8(ascii: "[") { depth += 1 }
                        if byte == UInt8(ascii: "]") { depth -= 1 }
                        if byte == UInt8(ascii: ">"), depth <= 0 { break }
                    }
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private var atEndTag: Bool { starts(with: "</", at: offset) }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            true
        default: byte >= 0x80
        }
    }

    private mutating func readStartTag() -> StartTag? {
        guard !failed else { return nil }
        let location = currentLocation
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<"), !atEndTag else {
            fail("expected an element, found \(describeCurrent())")
            return nil
        }
        advance()
        let nameStart = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance() }
        guard offset > nameStart else {
            fail("expected an element name after '<'", at: location)
            return nil
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        // Attributes are skipped (`<plist version="1.0">`), quoted values included.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                advance()
                return StartTag(name: name, selfClosing: false, location: location)
            }
            if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") {
                advance()
                advance()
                return StartTag(name: name, selfClosing: true, location: location)
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while offset < bytes.count, bytes[offset] != byte { advance() }
                if offset < bytes.count { advance() }
                continue
            }
            if byte == UInt8(ascii: "<") { break }
            advance()
        }
        fail("unterminated tag <\(name)", at: location)
        return nil
    }

    private mutating func expectEndTag(_ name: String) {
        guard !failed else { return }
        let location = currentLocation
        guard atEndTag else {
            fail("expected </\(name)>, found \(describeCurrent())")
            return
        }
        advance()
        advance()
        let nameStart = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset]) { advance() }
        let found = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
            || bytes[offset] == 0x0D
        {
            advance()
        }
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

    /// Character data up to `</name>`, with entities, character references and
    /// CDATA decoded and comments dropped. Consumes the end tag.
    private mutating func readText(until name: String) -> String {
        var text: [UInt8] = []
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") {
                text.append(contentsOf: bytes[runStart..<offset])
                let start = currentLocation
                if starts(with: "<!--", at: offset) {
                    guard skip(past: "-->", what: "comment", from: start) else { return "" }
                } else if starts(with: "<![CDATA[", at: offset) {
                    for _ in 0..<9 { advance() }
                    let cdataStart = offset
                    guard skip(past: "]]>", what: "CDATA section", from: start) else { return "" }
                    text.append(contentsOf: bytes[cdataStart..<(offset - 3)])
                } else if atEndTag {
                    expectEndTag(name)
                    return String(decoding: text, as: UTF8.self)
                } else {
                    fail("unexpected element inside <\(name)>; escape '<' as &lt;", at: start)
                    return ""
                }
                runStart = offset
                continue
            }
            if byte == UInt8(ascii: "&") {
                text.append(contentsOf: bytes[runStart..<offset])
                readEntity(into: &text)
                runStart = offset
                continue
            }
            advance()
        }
        fail("<\(name)> is not closed before the end of the file")
        return ""
    }

    private mutating func readEntity(into text: inout [UInt8]) {
        let start = currentLocation
        var end = offset + 1
        while end < bytes.count, end - offset <= 10, bytes[end] != UInt8(ascii: ";"),
            bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&"), bytes[end] > 0x20
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            diagnostics.append(
                diagnostic(.warning, .plistSyntax, "a bare '&' must be written &amp;; read as '&'", at: start))
            text.append(UInt8(ascii: "&"))
            advance()
            return
        }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        if let value = XMLCharacterReference.scalar(named: name) {
            appendUTF8(value, to: &text)
            while offset <= end { advance() }
            return
        }
        diagnostics.append(
            diagnostic(.warning, .plistSyntax, "unknown entity '&\(name);' is kept as written", at: start))
        text.append(contentsOf: bytes[offset...end])
        while offset <= end { advance() }
    }

    private mutating func fail(_ message: String, at location: SourceLocation? = nil) {
        guard !failed else { return }
        failed = true
        diagnostics.append(diagnostic(.error, .plistSyntax, message, at: location ?? currentLocation))
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
