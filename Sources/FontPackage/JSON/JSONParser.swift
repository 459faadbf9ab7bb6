/// A strict RFC 8259 parser over UTF-8 bytes that records each value's
/// line and column. Errors are diagnostics pointing at the offending byte.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var column = 1
    /// Nesting limit, so a hostile file cannot exhaust the stack.
    private static let maximumDepth = 512

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parseDocument() throws(Diagnostic) -> JSONValue {
        // A UTF-8 byte order mark is tolerated; editors on some systems write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        skipWhitespace()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private func error(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.error, .invalidJSON, message, at: location ?? self.location)
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        // What JSON5 and editors allow and JSON (RFC 8259) does not: say so rather than name a byte.
        if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count,
            bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")
        {
            return "a comment; JSON has no comments, remove it (a \"note\" key holds free text)"
        }
        if bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}"), let previous = previousSignificantByte,
            previous == UInt8(ascii: ",")
        {
            return "'\(Character(Unicode.Scalar(bytes[offset])))' after a trailing comma; JSON allows no comma before it"
        }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The last byte before the current one that is not white space.
    private var previousSignificantByte: UInt8? {
        var position = offset - 1
        while position >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position -= 1 }
        return position >= 0 ? bytes[position] : nil
    }

    private mutating func advance() {
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Continuation bytes of a multi-byte character do not move the column.
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                advance()
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Diagnostic) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("expected a value, found end of file") }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Diagnostic) {
        let start = location
        let expected = literal.utf8Start
        for index in 0..<literal.utf8CodeUnitCount {
            guard offset < bytes.count, bytes[offset] == expected[index] else {
                throw error("invalid literal; expected '\(literal)'", at: start)
            }
            advance()
        }
    }

    private mutating func parseObject(depth: Int) throws(Diagnostic) -> JSONValue {
        let start = location
        advance()  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            advance()
            return JSONValue(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated object; expected ',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[offset] == UInt8(ascii: "}") {
                advance()
                return JSONValue(.object(members), at: start)
            }
            throw error("expected ',' or '}' in object, found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(Diagnostic) -> JSONValue {
        let start = location
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            advance()
            return JSONValue(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated array; expected ',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[offset] == UInt8(ascii: "]") {
                advance()
                return JSONValue(.array(elements), at: start)
            }
            throw error("expected ',' or ']' in array, found \(describeCurrent())")
        }
    }

    private mutating func parseString() throws(Diagnostic) -> String {
        let start = location
        advance()  // opening quote
        var runStart = offset
        var text = ""
        func flushRun(_ end: Int) {
            if end > runStart { text += String(decoding: bytes[runStart..<end], as: UTF8.self) }
        }
        while true {
            guard offset < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                flushRun(offset)
                advance()
                return text
            }
            if byte < 0x20 {
                throw error("control character 0x\(String(byte, radix: 16)) inside a string; escape it")
            }
            if byte >= 0x80 {
                // Invalid UTF-8 is an error at its byte, never a silent U+FFFD in a font name.
                var parser = Unicode.UTF8.ForwardParser()
                var iterator = bytes[offset...].makeIterator()
                guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else {
                    throw error("invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))) inside a string; the config must be UTF-8 text")
                }
                for _ in 0..<scalar.count { advance() }
                continue
            }
            if byte != UInt8(ascii: "\\") {
                advance()
                continue
            }
            flushRun(offset)
            let escapeLocation = location
            advance()  // backslash
            guard offset < bytes.count else { throw error("unterminated escape", at: start) }
            let escaped = bytes[offset]
            advance()
            switch escaped {
            case UInt8(ascii: "\""): text += "\""
            case UInt8(ascii: "\\"): text += "\\"
            case UInt8(ascii: "/"): text += "/"
            case UInt8(ascii: "b"): text += "\u{08}"
            case UInt8(ascii: "f"): text += "\u{0C}"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "u"):
                let high = try parseHex4()
                var value = UInt32(high)
                if (0xD800...0xDBFF).contains(high) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate \\u\(hex(high))", at: escapeLocation) }
                    advance()
                    advance()
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("unpaired surrogate \\u\(hex(high))", at: escapeLocation)
                    }
                    value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(high) {
                    throw error("unpaired surrogate \\u\(hex(high))", at: escapeLocation)
                }
                // Surrogates were excluded above, so every value left is a scalar.
                text.unicodeScalars.append(Unicode.Scalar(value)!)
            default:
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escaped)))'", at: escapeLocation)
            }
            runStart = offset
        }
    }

    private func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseHex4() throws(Diagnostic) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw error("incomplete \\u escape") }
            let byte = bytes[offset]
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit \(describeCurrent()) in \\u escape")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private mutating func parseNumber() throws(Diagnostic) -> JSONValue {
        let start = location
        let startOffset = offset
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if bytes[offset] == UInt8(ascii: "-") { advance() }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("invalid number", at: start) }
        if bytes[offset] == UInt8(ascii: "0") {
            advance()
            if offset < bytes.count, isDigit(bytes[offset]) {
                throw error("leading zeros are not allowed in JSON numbers", at: start)
            }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            advance()
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("expected a digit after '.'", at: start)
            }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            advance()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                advance()
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error("expected a digit in the exponent", at: start)
            }
            while offset < bytes.count, isDigit(bytes[offset]) { advance() }
        }
        let text = String(decoding: bytes[startOffset..<offset], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number '\(text)'", at: start) }
        return JSONValue(.number(value, text: text), at: start)
    }
}
