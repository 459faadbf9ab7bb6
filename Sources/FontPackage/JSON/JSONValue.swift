/// A JSON value that remembers where it was written.
///
/// `Codable` forgets positions, and users of a config or a string catalog need
/// `file:line:column` in every error, so FontPackage reads JSON with its own
/// small parser into this tree.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The number and its text as written (so `1.0` and `1` can be told apart).
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    package var kind: Kind
    /// Where the value starts.
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A name for the value's type, for messages such as "expected a string, found an array".
    package var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    package var members: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    package var elements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The first member with this key, if the value is an object.
    package subscript(key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }
}

package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: JSONValue

    package init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A parsed JSON text plus what is needed to quote its lines in diagnostics.
package struct JSONDocument: Sendable {
    package let root: JSONValue
    package let file: String
    private let lines: SourceLines

    package init(bytes: [UInt8], file: String) throws(Diagnostic) {
        var parser = JSONParser(bytes: bytes, file: file)
        self.root = try parser.parseDocument()
        self.file = file
        self.lines = SourceLines(bytes: bytes)
    }

    /// The text of a 1-based line, without its line break.
    package func line(_ number: Int) -> String? { lines.line(number) }

    /// A diagnostic located at `location`, with the offending line attached for a caret.
    package func diagnostic(
        _ severity: Diagnostic.Severity,
        _ code: Diagnostic.Code,
        _ message: String,
        at location: SourceLocation,
        path: String
    ) -> Diagnostic {
        Diagnostic(severity, code, message, at: location, path: path, sourceLine: line(location.line))
    }
}

/// Line starts of a UTF-8 text, for quoting a line by number.
package struct SourceLines: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int]

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// Lines longer than this are quoted up to it, then `…`: quoting a whole
    /// minified file for each of its diagnostics would take quadratic time.
    package static let maximumQuotedBytes = 512

    package func line(_ number: Int) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end >= start else { return "" }
        if end - start > Self.maximumQuotedBytes {
            var cut = start + Self.maximumQuotedBytes
            while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            return String(decoding: bytes[start..<cut], as: UTF8.self) + "…"
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
