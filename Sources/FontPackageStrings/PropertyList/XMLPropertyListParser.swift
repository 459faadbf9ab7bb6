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
/// Not a general XML parser: it knows the plist vocabulary. ``XMLScanner``
/// reads the markup, with the same policy as for the other XML string files:
/// line ends normalised as Apple's parser normalises them (XML 1.0, 2.11),
/// the predefined entities, character references and CDATA decoded, a DOCTYPE
/// that declares entities refused, and nesting limited. A well-formedness
/// error stops the reading with one `plist-syntax` error; what was read before
/// it is kept.
struct XMLPropertyListParser {
    private var scanner: XMLScanner

    init(bytes: [UInt8], file: String) {
        scanner = XMLScanner(text: bytes, file: file, syntaxCode: .plistSyntax)
    }

    var diagnostics: [Diagnostic] { scanner.diagnostics }
    private var failed: Bool { scanner.failed }

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
        scanner.diagnostic(severity, code, message, at: location, path: path)
    }

    /// The root value (inside `<plist>` when present), or nil when nothing could be read.
    mutating func parseDocument() -> PropertyListValue? {
        scanner.skipMisc()
        guard !failed else { return nil }
        guard !scanner.isAtEnd else {
            scanner.fail("the file is empty; expected a <plist> document")
            return nil
        }
        guard let tag = readStartTag() else { return nil }
        var root: PropertyListValue?
        if tag.name == "plist" {
            if tag.selfClosing {
                scanner.fail("<plist/> is empty", at: tag.location)
                return nil
            }
            scanner.skipMisc()
            if let inner = readStartTag() {
                root = parseValue(inner)
            }
            if !failed {
                scanner.skipMisc()
                scanner.expectEndTag("plist")
            }
        } else {
            root = parseValue(tag)
        }
        if !failed {
            scanner.skipMisc()
            if !scanner.isAtEnd { scanner.fail("unexpected \(scanner.describeCurrent()) after the end of the property list") }
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue(_ tag: XMLScanner.StartTag) -> PropertyListValue? {
        switch tag.name {
        case "dict", "array":
            guard scanner.enter(at: tag.location) else { return nil }
            defer { scanner.leave() }
            return tag.name == "dict" ? parseDictionary(tag) : parseArray(tag)
        case "string", "integer", "real", "date", "data":
            let textLocation = tag.selfClosing ? tag.location : scanner.location
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
                scanner.skipMisc()
                scanner.expectEndTag(tag.name)
            }
            return PropertyListValue(kind: .bool(tag.name == "true"), location: tag.location)
        default:
            scanner.fail("unknown property list element <\(tag.name)>", at: tag.location)
            return nil
        }
    }

    private mutating func parseDictionary(_ tag: XMLScanner.StartTag) -> PropertyListValue {
        var members: [PropertyListMember] = []
        if tag.selfClosing { return PropertyListValue(kind: .dictionary(members), location: tag.location) }
        while !failed {
            scanner.skipMisc()
            if scanner.atEndTag {
                scanner.expectEndTag("dict")
                break
            }
            guard let keyTag = readStartTag() else { break }
            guard keyTag.name == "key" else {
                scanner.fail("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.location)
                break
            }
            let keyLocation = keyTag.selfClosing ? keyTag.location : scanner.location
            let key = keyTag.selfClosing ? "" : readText(until: "key")
            if failed { break }
            scanner.skipMisc()
            if scanner.atEndTag {
                scanner.fail("the key \"\(key)\" has no value")
                break
            }
            guard let valueTag = readStartTag() else { break }
            guard let value = parseValue(valueTag) else { break }
            members.append(PropertyListMember(key: key, keyLocation: keyLocation, value: value))
        }
        return PropertyListValue(kind: .dictionary(members), location: tag.location, isComplete: !failed)
    }

    private mutating func parseArray(_ tag: XMLScanner.StartTag) -> PropertyListValue {
        var elements: [PropertyListValue] = []
        if tag.selfClosing { return PropertyListValue(kind: .array(elements), location: tag.location) }
        while !failed {
            scanner.skipMisc()
            if scanner.atEndTag {
                scanner.expectEndTag("array")
                break
            }
            guard let elementTag = readStartTag() else { break }
            guard let element = parseValue(elementTag) else { break }
            elements.append(element)
        }
        return PropertyListValue(kind: .array(elements), location: tag.location, isComplete: !failed)
    }

    // MARK: Markup

    /// The start tag of a value at the cursor; nil after failing.
    private mutating func readStartTag() -> XMLScanner.StartTag? {
        guard !failed else { return nil }
        guard scanner.current == UInt8(ascii: "<"), !scanner.atEndTag else {
            scanner.fail("expected an element, found \(scanner.describeCurrent())")
            return nil
        }
        return scanner.readStartTag()
    }

    /// The text of a value up to `</name>`, which it consumes: a value holds no element.
    private mutating func readText(until name: String) -> String {
        var text: [UInt8] = []
        var start: SourceLocation?
        var marks = XMLTextMarks()
        guard scanner.readCharacterData(into: &text, start: &start, marks: &marks) else { return "" }
        guard !scanner.isAtEnd else {
            scanner.fail("<\(name)> is not closed before the end of the file")
            return ""
        }
        guard scanner.atEndTag else {
            scanner.fail("unexpected element inside <\(name)>; escape '<' as &lt;")
            return ""
        }
        scanner.expectEndTag(name)
        return String(decoding: text, as: UTF8.self)
    }
}
