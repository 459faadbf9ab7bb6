internal import FontPackage
internal import FontPackageSupport

/// Reads XLIFF 1.2 and 2.x files (`.xliff`, `.xlf`; Xcode's
/// `.xcloc/Localized Contents/ll.xliff`), by the OASIS XLIFF 1.2 and 2.1
/// specifications:
///
/// - 1.2: the `<target>` of every `<trans-unit>` (inside `<group>`s too), in
///   the `target-language` of its `<file>`; 2.x: the `<target>` of every
///   `<segment>` of a `<unit>`, in the `trgLang` of `<xliff>`. A file without
///   a target language is a source: its `<source>`s are read in
///   `source-language` / `srcLang`;
/// - inline elements: `<g>`, `<mrk>`, `<pc>` and `<sub>` are text; `<x/>`,
///   `<bx/>`, `<ex/>`, `<ph>`, `<bpt>`, `<ept>`, `<it>`, `<sc/>`, `<ec/>` are
///   codes the app replaces, not drawn; `<cp hex="..."/>` is its character;
/// - white space is kept where `xml:space="preserve"` holds (Xcode writes it),
///   else each run is one space and the ends are trimmed;
/// - where a unit's `<source>` holds HTML (`HTMLText`), its text is read as
///   HTML draws it: tags and attributes are not drawn, references are decoded.
///
/// The key is the unit's `id`. A file that is not well formed XML is refused
/// with a located error.
public enum XLIFFReader: Sendable {
    public static func read(bytes: [UInt8], file: String, options: StringsReadOptions = StringsReadOptions())
        -> StringsFileReading
    {
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reader = Reader(file: file, options: options)
        reader.reading.diagnostics = parsed.diagnostics
        guard let root = parsed.root else { return reader.reading }
        guard root.localName == "xliff" else {
            reader.reading.diagnostics.append(
                Diagnostic(
                    .warning, .xmlSyntax, "the root element is <\(root.name)>, not <xliff>; no strings are read from this file",
                    at: root.location))
            return reader.reading
        }
        let preserve = root.attribute("xml:space") == "preserve"
        if let version = root.attribute("version"), version.hasPrefix("2") || root.attribute("srcLang") != nil {
            reader.readVersion2(root, preserve: preserve)
        } else {
            for fileElement in root.elements where fileElement.localName == "file" {
                reader.readVersion1(fileElement, preserve: fileElement.preserves(inherited: preserve))
            }
        }
        return reader.reading
    }

    private struct Reader {
        let file: String
        let options: StringsReadOptions
        var reading: StringsFileReading
        var languages: [String: StringLanguage] = [:]

        init(file: String, options: StringsReadOptions) {
            self.file = file
            self.options = options
            reading = StringsFileReading(file: file)
        }

        mutating func language(_ identifier: String?, at location: SourceLocation) -> StringLanguage? {
            guard let identifier, !identifier.isEmpty else { return nil }
            if let known = languages[identifier] { return known }
            let language = StringLanguage(parsing: identifier)
            if language.locale == nil {
                reading.diagnostics.append(
                    Diagnostic(.warning, .stringsLanguage, "'\(identifier)' is not a language identifier", at: location))
            }
            languages[identifier] = language
            return language
        }

        mutating func readVersion1(_ fileElement: XMLElement, preserve: Bool) {
            let table = fileElement.attribute("original").map(PathName.baseName) ?? PathName.baseName(file)
            let target = language(fileElement.attribute("target-language"), at: fileElement.location)
            let source = language(fileElement.attribute("source-language"), at: fileElement.location)
            guard let language = target ?? source else {
                reading.diagnostics.append(
                    Diagnostic(.warning, .stringsLanguage, "<file> has no target-language or source-language", at: fileElement.location))
                return
            }
            let part = target == nil ? "source" : "target"
            func units(in element: XMLElement, preserve: Bool) {
                for child in element.elements {
                    let childPreserve = child.preserves(inherited: preserve)
                    if child.localName == "trans-unit" {
                        guard child.attribute("translate") != "no",
                            let text = child.elements.first(where: { $0.localName == part })
                        else { continue }
                        emit(text, key: child.attribute("id") ?? "", variant: nil, language: language, table: table,
                             preserve: text.preserves(inherited: childPreserve),
                             source: child.elements.first(where: { $0.localName == "source" }))
                    } else {
                        units(in: child, preserve: childPreserve)
                    }
                }
            }
            units(in: fileElement, preserve: preserve)
        }

        mutating func readVersion2(_ root: XMLElement, preserve: Bool) {
            let target = language(root.attribute("trgLang"), at: root.location)
            let source = language(root.attribute("srcLang"), at: root.location)
            guard let language = target ?? source else {
                reading.diagnostics.append(
                    Diagnostic(.warning, .stringsLanguage, "<xliff> has no trgLang or srcLang", at: root.location))
                return
            }
            let part = target == nil ? "source" : "target"
            func units(in element: XMLElement, table: String, preserve: Bool) {
                for child in element.elements {
                    let childPreserve = child.preserves(inherited: preserve)
                    if child.localName == "unit" {
                        let key = child.attribute("id") ?? ""
                        let segments = child.elements.filter { $0.localName == "segment" }
                        for (index, segment) in segments.enumerated() {
                            guard let text = segment.elements.first(where: { $0.localName == part }) else { continue }
                            emit(text, key: key, variant: segments.count > 1 ? "segment.\(index)" : nil, language: language,
                                 table: table, preserve: text.preserves(inherited: segment.preserves(inherited: childPreserve)),
                                 source: segment.elements.first(where: { $0.localName == "source" }))
                        }
                    } else {
                        units(in: child, table: child.localName == "file" ? (child.attribute("original").map(PathName.baseName) ?? table) : table,
                              preserve: childPreserve)
                    }
                }
            }
            units(in: root, table: PathName.baseName(file), preserve: preserve)
        }

        mutating func emit(
            _ element: XMLElement, key: String, variant: String?, language: StringLanguage, table: String, preserve: Bool,
            source: XMLElement?
        ) {
            var text = XLIFFReader.drawnText(of: element)
            // Where the unit's source is HTML, the app draws its text as HTML draws it.
            if let source, HTMLText.isHTML(XLIFFReader.drawnText(of: source)) { text = HTMLText.drawnAsHTML(text) }
            if !preserve { text = XLIFFReader.collapsingWhiteSpace(text) }
            guard !text.isEmpty else { return }
            reading.strings.append(
                TranslatedString(
                    text: text, key: key, language: language, table: table, location: element.contentLocation,
                    kind: .xliff, variant: variant, syntax: options.baseSyntax))
        }
    }

    /// Inline elements that hold the app's codes, not text.
    static let codes: Set<Substring> = ["x", "bx", "ex", "ph", "bpt", "ept", "it", "sc", "ec", "sm", "em"]

    static func drawnText(of element: XMLElement) -> String {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let run, _, _):
                text += run
            case .element(let inner):
                if inner.localName == "cp", let hex = inner.attribute("hex"), let value = UInt32(hex, radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    text.unicodeScalars.append(scalar)
                } else if codes.contains(inner.localName) {
                    // A code's text is the original markup, except what a <sub> inside it says.
                    for sub in inner.elements where sub.localName == "sub" { text += drawnText(of: sub) }
                } else {
                    text += drawnText(of: inner)
                }
            }
        }
        return text
    }

    static func collapsingWhiteSpace(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.unicodeScalars.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

extension XMLElement {
    /// Whether `xml:space="preserve"` holds here, given the parent's.
    fileprivate func preserves(inherited: Bool) -> Bool {
        switch attribute("xml:space") {
        case "preserve": true
        case "default": false
        default: inherited
        }
    }
}
