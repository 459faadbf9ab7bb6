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
public enum XLIFFReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reader = Reader(file: file, fileLanguage: language, options: options)
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
        let fileLanguage: FileLanguage
        let options: StringsReadOptions
        var reading: StringsFileReading
        var languages: [String: StringLanguage] = [:]

        init(file: String, fileLanguage: FileLanguage, options: StringsReadOptions) {
            self.file = file
            self.fileLanguage = fileLanguage
            self.options = options
            reading = StringsFileReading(file: file)
        }

        /// The language `element` declares in `attribute`, nil when it declares none.
        mutating func declared(_ attribute: String, of element: XMLElement) -> String? {
            guard let identifier = element.attribute(attribute), !identifier.isEmpty else { return nil }
            return identifier
        }

        /// The language of a part that declares `target` or `source`, else the file's.
        mutating func language(target: String?, source: String?, of element: XMLElement, names: String)
            -> (language: StringLanguage, part: String)
        {
            let identifier = target ?? source
            if let identifier, let known = languages[identifier] { return (known, target == nil ? "source" : "target") }
            let language = fileLanguage.resolve(
                declared: identifier,
                unnamed: FileLanguage.Unnamed(
                    subject: "<\(element.localName)>", ways: ["write \(names) on it"],
                    identifier: PathName.baseName(file), location: element.location),
                into: &reading
            ) { Diagnostic(.warning, .stringsLanguage, $0, at: element.location) }
            if let identifier { languages[identifier] = language }
            // Without a target language, the file is a source: its sources are the text.
            return (language, target == nil ? "source" : "target")
        }

        mutating func readVersion1(_ fileElement: XMLElement, preserve: Bool) {
            let table = StringsTable.name(of: fileElement.attribute("original") ?? file)
            let (language, part) = language(
                target: declared("target-language", of: fileElement), source: declared("source-language", of: fileElement),
                of: fileElement, names: "target-language (or source-language)")
            let sourceLanguage = part == "target" ? self.sourceLanguage(declared("source-language", of: fileElement), besides: language, of: fileElement) : nil
            func units(in element: XMLElement, preserve: Bool) {
                for child in element.elements {
                    let childPreserve = child.preserves(inherited: preserve)
                    if child.localName == "trans-unit" {
                        guard child.attribute("translate") != "no" else { continue }
                        let source = child.elements.first(where: { $0.localName == "source" })
                        if let text = child.elements.first(where: { $0.localName == part }) {
                            emit(text, key: child.attribute("id") ?? "", variant: nil, language: language, table: table,
                                 preserve: text.preserves(inherited: childPreserve), source: source)
                        }
                        if let sourceLanguage, let source {
                            emit(source, key: child.attribute("id") ?? "", variant: nil, language: sourceLanguage, table: table,
                                 preserve: source.preserves(inherited: childPreserve), source: source, kind: .xliffSource)
                        }
                    } else {
                        units(in: child, preserve: childPreserve)
                    }
                }
            }
            units(in: fileElement, preserve: preserve)
        }

        mutating func readVersion2(_ root: XMLElement, preserve: Bool) {
            let (language, part) = language(
                target: declared("trgLang", of: root), source: declared("srcLang", of: root), of: root,
                names: "trgLang (or srcLang)")
            let sourceLanguage = part == "target" ? self.sourceLanguage(declared("srcLang", of: root), besides: language, of: root) : nil
            func units(in element: XMLElement, table: String, preserve: Bool) {
                for child in element.elements {
                    let childPreserve = child.preserves(inherited: preserve)
                    if child.localName == "unit" {
                        let key = child.attribute("id") ?? ""
                        let segments = child.elements.filter { $0.localName == "segment" }
                        for (index, segment) in segments.enumerated() {
                            let source = segment.elements.first(where: { $0.localName == "source" })
                            let variant = segments.count > 1 ? "segment.\(index)" : nil
                            let segmentPreserve = segment.preserves(inherited: childPreserve)
                            if let text = segment.elements.first(where: { $0.localName == part }) {
                                emit(text, key: key, variant: variant, language: language, table: table,
                                     preserve: text.preserves(inherited: segmentPreserve), source: source)
                            }
                            if let sourceLanguage, let source {
                                emit(source, key: key, variant: variant, language: sourceLanguage, table: table,
                                     preserve: source.preserves(inherited: segmentPreserve), source: source, kind: .xliffSource)
                            }
                        }
                    } else {
                        units(in: child, table: child.localName == "file" ? (child.attribute("original").map { StringsTable.name(of: $0) } ?? table) : table,
                              preserve: childPreserve)
                    }
                }
            }
            units(in: root, table: StringsTable.name(of: file), preserve: preserve)
        }

        /// The language of the sources of a part whose targets are read: the development language's text,
        /// checked in the `source-language` it declares (nil when it declares none, or the target's language).
        mutating func sourceLanguage(_ declared: String?, besides target: StringLanguage, of element: XMLElement) -> StringLanguage? {
            guard let declared else { return nil }
            let language = languages[declared] ?? FileLanguage.parse(declared, into: &reading.diagnostics) {
                Diagnostic(.warning, .stringsLanguage, $0, at: element.location)
            }
            languages[declared] = language
            guard language.locale != nil, language.canonicalIdentifier != target.canonicalIdentifier else { return nil }
            return language
        }

        mutating func emit(
            _ element: XMLElement, key: String, variant: String?, language: StringLanguage, table: String, preserve: Bool,
            source: XMLElement?, kind: TranslatedString.Kind = .xliff
        ) {
            var text = XLIFFReader.drawnText(of: element)
            // Where the unit's source is HTML, the app draws its text as HTML draws it.
            if let source, HTMLText.isHTML(XLIFFReader.drawnText(of: source)) { text = HTMLText.drawnAsHTML(text) }
            if !preserve { text = XLIFFReader.collapsingWhiteSpace(text) }
            guard !text.isEmpty else { return }
            reading.strings.append(
                TranslatedString(
                    text: text, key: key, language: language, table: table, location: element.contentLocation,
                    kind: kind, variant: variant, syntax: options.baseSyntax))
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

extension XLIFFReader: StringsFormat {
    package static let id = "xliff"
    package static let displayName = "XLIFF"
    package static let filesDescription = "XLIFF *.xliff/*.xlf"
    package static let nameEndings = [".xliff", ".xlf"]

    package static let kinds: [TranslatedString.Kind] = [.xliff, .xliffSource]

    /// Anywhere; the languages are inside the file.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? StringsPathMatch() : nil
    }
}

extension TranslatedString.Kind {
    /// A `<target>` (or, in a file without a target language, `<source>`) of an XLIFF file.
    public static let xliff = Self(rawValue: XLIFFReader.id)
    /// A `<source>` of an XLIFF file whose targets are read: the development language's text, in its
    /// `source-language`. Each is read once for the app, however many translations repeat it.
    public static let xliffSource = Self(rawValue: "xliff-source")
}
