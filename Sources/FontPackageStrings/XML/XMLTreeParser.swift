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
/// ``XMLScanner`` reads the markup, with its policy on line ends,
/// references, the DOCTYPE's entity declarations and nesting; this builds
/// the tree. A well-formedness error stops the reading with one located
/// `xml-syntax` error; the caller then reads nothing from the file, as the
/// platforms' own tools refuse it.
struct XMLTreeParser {
    private var scanner: XMLScanner

    init(bytes: [UInt8], file: String) {
        scanner = XMLScanner(text: bytes, file: file, syntaxCode: .xmlSyntax)
    }

    /// Decodes `bytes` (UTF-8, UTF-16, or a single-byte charset its XML declaration
    /// names) and reads the document: the root
    /// element, or nil with an error among the diagnostics.
    static func parse(bytes: [UInt8], file: String) -> (root: XMLElement?, diagnostics: [Diagnostic], lines: SourceLines?)
    {
        let text: [UInt8]
        switch TextDecoder.decode(bytes, file: file, declaredCharset: XMLScanner.declaredEncoding(bytes)) {
        case .success(let decoded): text = decoded.utf8
        case .failure(let diagnostic): return (nil, [diagnostic], nil)
        }
        var parser = XMLTreeParser(bytes: text, file: file)
        let root = parser.parseDocument()
        return (parser.scanner.failed ? nil : root, parser.scanner.diagnostics, parser.scanner.lines)
    }

    mutating func parseDocument() -> XMLElement? {
        scanner.skipMisc()
        guard !scanner.failed else { return nil }
        guard !scanner.isAtEnd else {
            scanner.fail("the file is empty; expected an XML document")
            return nil
        }
        guard scanner.current == UInt8(ascii: "<"), !scanner.atEndTag else {
            scanner.fail("expected the document's root element, found \(scanner.describeCurrent())")
            return nil
        }
        let root = parseElement()
        guard !scanner.failed else { return nil }
        scanner.skipMisc()
        if !scanner.failed, !scanner.isAtEnd {
            scanner.fail("unexpected \(scanner.describeCurrent()) after the end of the root element")
        }
        return root
    }

    /// The element at `<`, with everything inside it; nil after failing.
    private mutating func parseElement() -> XMLElement? {
        let location = scanner.location
        guard scanner.enter(at: location) else { return nil }
        defer { scanner.leave() }
        guard let tag = scanner.readStartTag() else { return nil }
        var element = XMLElement(
            name: tag.name, attributes: tag.attributes, children: [], location: location, contentLocation: location)
        if tag.selfClosing { return element }
        element.contentLocation = scanner.location
        while !scanner.failed {
            var text: [UInt8] = []
            var start: SourceLocation?
            var marks = XMLTextMarks()
            guard scanner.readCharacterData(into: &text, start: &start, marks: &marks) else { return nil }
            if !text.isEmpty, let start {
                element.children.append(.text(String(decoding: text, as: UTF8.self), start, marks))
            }
            if scanner.isAtEnd {
                scanner.fail("<\(tag.name)> is not closed before the end of the file", at: location)
                return nil
            }
            if scanner.atEndTag {
                scanner.expectEndTag(tag.name)
                return scanner.failed ? nil : element
            }
            if scanner.starts(with: "<!") {
                scanner.fail("unexpected \(scanner.describeCurrent()) inside <\(tag.name)>")
                return nil
            }
            guard let child = parseElement() else { return nil }
            element.children.append(.element(child))
        }
        return nil
    }
}
