internal import FontPackage
internal import FontPackageSupport

/// Reads Android resource files (`res/values*/strings.xml`) as the resource
/// compiler (aapt2) resolves them, following the Android developer guide's
/// "String resources":
///
/// - `<string>`, each `<item>` of `<plurals>` (variant `plural.<quantity>`) and
///   of `<string-array>` (variant `array.<index>`); `translatable="false"` is
///   skipped, and so is a value that is a reference (`@string/other`, `?attr/x`),
///   whose text is another resource's.
/// - Escapes `\'` `\"` `\\` `\@` `\?` `\#` `\n` `\t` `\uXXXX`; any other escaped
///   character stands for itself. Double quotes are removed and keep the white
///   space between them; elsewhere each run of white space is one space, and
///   the value's leading and trailing white space is dropped.
/// - Markup (`<b>`, `<u>`, `<xliff:g>`...) is drawn as its text; CDATA is text.
/// - A value that holds HTML (escaped, `&lt;b&gt;`, or in CDATA) is read as
///   `Html.fromHtml` draws it (`HTMLText`): its tags and their attributes are
///   not drawn, and its character references are decoded.
///
/// A file that is not well formed is refused whole with a located error, as
/// the resource compiler refuses it; an unescaped apostrophe or a bad `\u`
/// escape is a warning on that string, which is read as written, and text
/// between the resources (which real files carry) is a warning, not a string.
///
/// The file's language is `tools:locale` on `<resources>`, else the locale
/// qualifier of its `values-*` folder (`values-b+sr+Latn`, `values-pt-rBR`),
/// else, for `values/`, the development language.
public enum AndroidStringsReader: StringsReader {
    /// The namespace of `tools:locale`, which names the language of `values/`.
    static let toolsNamespace = "http://schemas.android.com/tools"

    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let parsed = XMLTreeParser.parse(bytes: bytes, file: file)
        var reading = StringsFileReading(file: file, diagnostics: parsed.diagnostics)
        guard let root = parsed.root else { return reading }
        guard root.name == "resources" else {
            reading.diagnostics.append(
                Diagnostic(
                    .warning, .androidStrings,
                    "the root element is <\(root.name)>, not <resources>; no strings are read from this file",
                    at: root.location))
            return reading
        }
        // The folder's qualifier is the language Android looks the file up by. tools:locale
        // (read by lint, not at run time) names the development language, for values/.
        var language = language
        if let locale = toolsLocale(of: root) {
            _ = FileLanguage.parse(locale, into: &reading.diagnostics) {
                Diagnostic(.warning, .stringsLanguage, $0, at: root.location)
            }
            language.development = locale
        }
        let fileLanguage = language.resolve(
            declared: nil,
            unnamed: FileLanguage.Unnamed(
                subject: "Android's values/", ways: [unnamedLanguageWay], identifier: "values", location: root.location),
            into: &reading
        ) { Diagnostic(.warning, .stringsLanguage, $0, at: root.location) }
        var reader = Reader(
            file: file, language: fileLanguage, table: StringsTable.name(of: file), syntax: options.baseSyntax,
            lines: parsed.lines)
        // Text between the resources is no string; aapt refuses the file ("plain text not allowed here").
        for case .text(let run, var location, _) in root.children {
            guard run.contains(where: { !($0.isASCII && $0.isWhitespace) }) else { continue }
            for character in run.prefix(while: { $0.isASCII && $0.isWhitespace }) {
                if character == "\n" {
                    location.line += 1
                    location.column = 1
                } else {
                    location.column += 1
                }
            }
            reader.diagnostics.append(
                Diagnostic(
                    .warning, .androidStrings,
                    "text between the resources is not a string; the resource compiler refuses the file",
                    at: location, sourceLine: parsed.lines?.line(location.line)))
        }
        for element in root.elements where element.attribute("translatable") != "false" {
            guard let name = element.attribute("name") else { continue }
            switch element.name {
            case "string":
                reader.emit(element, key: name, variant: nil)
            case "plurals":
                for item in element.elements where item.name == "item" {
                    reader.emit(item, key: name, variant: "plural.\(item.attribute("quantity") ?? "?")")
                }
            case "string-array":
                for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
                    reader.emit(item, key: name, variant: "array.\(index)")
                }
            default:
                continue
            }
        }
        reading.strings = reader.strings
        reading.diagnostics += reader.diagnostics
        return reading
    }

    /// How `values/` names its language, said when it names none.
    static let unnamedLanguageWay = "write tools:locale=\"en\" on the <resources> of values/"

    /// `tools:locale` on `<resources>`, under whatever prefix names the tools namespace.
    static func toolsLocale(of root: XMLElement) -> String? {
        for attribute in root.attributes where attribute.name.hasPrefix("xmlns:") && attribute.value == toolsNamespace {
            if let locale = root.attribute(attribute.name.dropFirst(6) + ":locale") { return locale }
        }
        return nil
    }

    private struct Reader {
        let file: String
        let language: StringLanguage
        let table: String
        let syntax: FormatSyntax
        let lines: SourceLines?
        var strings: [TranslatedString] = []
        var diagnostics: [Diagnostic] = []

        mutating func emit(_ element: XMLElement, key: String, variant: String?) {
            var builder = AndroidTextBuilder()
            builder.append(element)
            let location = element.contentLocation
            let what = variant.map { "\(key) (\($0))" } ?? key
            if let problem = builder.problem {
                diagnostics.append(
                    Diagnostic(
                        .warning, .androidStrings, "\(what): \(problem)", at: location,
                        sourceLine: lines?.line(location.line)))
            }
            // A reference's text is the other resource's, read where it is defined.
            if builder.isReference { return }
            // Html.fromHtml draws an HTML string's text, not its tags; the string is where that text starts.
            let resolved = builder.resolved
            let html = HTMLText.reading(resolved)
            var textLocation = location
            let startsAfterMarkup = html != nil || element.children.contains { if case .element = $0 { true } else { false } }
            if startsAfterMarkup,
                let first = html.map({ $0.firstDrawn }) ?? resolved.unicodeScalars.firstIndex(where: { !$0.properties.isWhitespace })
                    .map({ resolved.unicodeScalars.distance(from: resolved.unicodeScalars.startIndex, to: $0) })
            {
                textLocation = AndroidTextBuilder.location(ofScalar: first, in: element) ?? location
            }
            strings.append(
                TranslatedString(
                    text: html?.text ?? resolved, key: key, language: language, table: table, location: textLocation,
                    kind: .android, variant: variant, syntax: syntax))
        }
    }
}

extension AndroidStringsReader: StringsFormat {
    package static let id = "android"
    package static let displayName = "Android"
    package static let filesDescription = "Android res/values*/*.xml"
    package static let nameEndings = [".xml"]

    /// `.xml` directly inside a `values` or `values-*` folder; the language of its locale qualifier.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        guard path.nameEnds(with: nameEndings), let folder = path.folder else { return nil }
        switch AndroidResourceFolder.read(folder) {
        case .notValues: return nil
        case .development: return StringsPathMatch(unnamedSaidOnce: true)
        case .language(let tag): return StringsPathMatch(language: tag, unnamedSaidOnce: true)
        }
    }

    /// The `res` folder: `tools:locale` of its `values/` names the language of
    /// every folder in it whose qualifiers name none (`values-night`).
    package static func developmentScope(of source: StringsSource) -> String? {
        source.pathLanguage == nil ? PathName.deletingLastComponent(PathName.deletingLastComponent(source.path)) : nil
    }

    package static func declaredDevelopmentLanguage(of source: StringsSource, bytes: [UInt8]) -> String? {
        guard PathName.lastComponent(PathName.deletingLastComponent(source.path)) == "values",
            let root = XMLTreeParser.parse(bytes: bytes, file: source.path).root
        else { return nil }
        return toolsLocale(of: root)
    }
}

extension TranslatedString.Kind {
    /// A `<string>`, or an item of a `<plurals>` or `<string-array>`, in an Android resource file.
    public static let android = Self(rawValue: AndroidStringsReader.id)
}

/// The text of one Android string value, built as the resource compiler builds it.
struct AndroidTextBuilder {
    /// The text as UTF-8, made a `String` once at the end (``resolved``):
    /// appending scalar by scalar to a `String` was a seventh of reading an app's XML.
    private var text: [UInt8] = []
    /// With `tracksOrigins`, for each scalar of `text`: the run of text it came
    /// from (an index into `runs`) and its index among that run's scalars.
    private(set) var origins: [(run: Int, scalar: Int)] = []
    private(set) var runs: [(text: String, location: SourceLocation, marks: XMLTextMarks)] = []
    private var tracksOrigins = false
    /// The first problem met, said as a warning.
    private(set) var problem: String?
    private var inQuote = false
    private var lastWasSpace = false
    /// True when the text ends in a space that collapsing produced, which is dropped at the end.
    private var trailingCollapsedSpace = false
    private var rawStart: Substring?

    /// True when the value, trimmed, starts with an unescaped `@` or `?`: a reference.
    var isReference: Bool {
        guard let first = rawStart?.first else { return false }
        return first == "@" || first == "?"
    }

    /// Where the scalar at `index` of `element`'s built text is written in the file.
    static func location(ofScalar index: Int, in element: XMLElement) -> SourceLocation? {
        var builder = AndroidTextBuilder()
        builder.tracksOrigins = true
        builder.append(element)
        guard index < builder.origins.count else { return nil }
        let origin = builder.origins[index]
        let run = builder.runs[origin.run]
        return run.marks.location(ofScalar: origin.scalar, in: run.text, start: run.location)
    }

    mutating func append(_ element: XMLElement) {
        for child in element.children {
            switch child {
            case .text(let run, let location, let marks):
                if rawStart == nil {
                    let trimmed = run.drop { $0.isASCII && $0.isWhitespace }
                    if !trimmed.isEmpty { rawStart = trimmed }
                }
                if tracksOrigins { runs.append((run, location, marks)) }
                append(text: run)
            case .element(let inner):
                // A span ends quoting and white-space runs at both its ends;
                // xliff:g only marks text not to translate.
                let isSpan = inner.localName != "g"
                if isSpan { resetState() }
                append(inner)
                if isSpan { resetState() }
            }
        }
    }

    private mutating func resetState() {
        inQuote = false
        lastWasSpace = false
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: true
        default: false
        }
    }

    /// Appends a scalar of the text, noting where it came from when asked to.
    private mutating func emit(_ scalar: Unicode.Scalar, from index: Int) {
        if scalar.isASCII {
            text.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { text.append($0) }
        }
        if tracksOrigins { origins.append((runs.count - 1, index)) }
    }

    private mutating func append(text run: String) {
        var scalars = run.unicodeScalars.makeIterator()
        var position = -1
        func next() -> Unicode.Scalar? {
            position += 1
            return scalars.next()
        }
        while let scalar = next() {
            let start = position
            if !inQuote, Self.isSpace(scalar) {
                if !lastWasSpace {
                    // White space before the first character is dropped.
                    if !text.isEmpty {
                        emit(" ", from: start)
                        trailingCollapsedSpace = true
                    }
                    lastWasSpace = true
                }
                continue
            }
            lastWasSpace = false
            trailingCollapsedSpace = false
            switch scalar {
            case "\\":
                guard let escaped = next() else { continue }
                switch escaped {
                case "t": emit("\t", from: start)
                case "n": emit("\n", from: start)
                case "u":
                    var code: UInt32 = 0
                    var valid = true
                    for _ in 0..<4 {
                        guard let digit = next(), digit.isASCII, let value = UInt32(String(digit), radix: 16)
                        else {
                            valid = false
                            break
                        }
                        code = code << 4 | value
                    }
                    if valid, code != 0, let decoded = Unicode.Scalar(code) {
                        emit(decoded, from: start)
                    } else {
                        note("a \\u escape needs four hexadecimal digits and names a character; the resource compiler refuses the file")
                    }
                default:
                    emit(escaped, from: start)
                }
            case "\"":
                inQuote.toggle()
            case "'" where !inQuote:
                note("an apostrophe must be written \\' (or the text double-quoted); the resource compiler refuses the file")
                emit(scalar, from: start)
            default:
                emit(scalar, from: start)
            }
        }
    }

    private mutating func note(_ message: String) {
        if problem == nil { problem = message }
    }

    /// The text with the collapsed white space at its end dropped.
    var resolved: String {
        String(decoding: trailingCollapsedSpace ? text.dropLast() : text[...], as: UTF8.self)
    }
}

/// The language of an Android resource folder, from its qualifiers
/// (`values-fr`, `values-pt-rBR`, `values-b+sr+Latn`, `values-mcc310-en-rUS-v21`).
enum AndroidResourceFolder {
    enum Reading: Equatable {
        /// Not a `values` folder.
        case notValues
        /// `values/` or a folder whose qualifiers name no language (`values-night`, `values-v21`): the development language.
        case development
        /// The BCP 47 tag of the folder's locale qualifier.
        case language(String)
    }

    /// Language codes Android still writes in their withdrawn ISO 639 forms.
    static let legacyCodes = ["in": "id", "iw": "he", "ji": "yi"]

    /// The qualifiers that may follow the locale, by the table of "App resources overview"
    /// (developer.android.com/guide/topics/resources/providing-resources, table 2).
    static let qualifierWords: Set<String> = [
        "ldrtl", "ldltr", "small", "normal", "large", "xlarge", "long", "notlong", "round", "notround", "widecg",
        "nowidecg", "highdr", "lowdr", "port", "land", "car", "desk", "television", "appliance", "watch", "vrheadset",
        "night", "notnight", "ldpi", "mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi", "nodpi", "tvdpi", "anydpi",
        "notouch", "finger", "keysexposed", "keyshidden", "keyssoft", "nokeys", "qwerty", "12key", "navexposed",
        "navhidden", "nonav", "dpad", "trackball", "wheel", "feminine", "masculine", "neuter",
    ]

    /// A qualifier other than a locale: a word of the table, `sw600dp`, `w720dp`, `h480dp`, `v21`, `320dpi`.
    static func isQualifier(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        if qualifierWords.contains(lowered) { return true }
        func number(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy(\.isASCIIDigit) }
        let text = Substring(lowered)
        if text.hasPrefix("v") { return number(text.dropFirst()) }
        guard text.hasSuffix("dp") || text.hasSuffix("dpi") else { return false }
        let digits = text.hasSuffix("dpi") ? text.dropLast(3) : text.dropLast(2)
        if text.hasSuffix("dpi") { return number(digits) }
        if digits.hasPrefix("sw") { return number(digits.dropFirst(2)) }
        return (digits.hasPrefix("w") || digits.hasPrefix("h")) && number(digits.dropFirst())
    }

    static func read(_ folder: Substring) -> Reading {
        var qualifiers = folder.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard qualifiers.first == "values" else { return .notValues }
        qualifiers.removeFirst()
        // The locale comes after the mobile country and network codes, before every other qualifier.
        while let first = qualifiers.first, first.hasPrefix("mcc") || first.hasPrefix("mnc"),
            first.dropFirst(3).allSatisfy(\.isASCIIDigit), first.count > 3
        {
            qualifiers.removeFirst()
        }
        guard let first = qualifiers.first else { return .development }
        if first.hasPrefix("b+") {
            let subtags = first.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false)
            guard let language = subtags.first, !language.isEmpty else { return .development }
            let code = legacyCodes[String(language.lowercased())] ?? String(language)
            return .language(([code] + subtags.dropFirst().map(String.init)).joined(separator: "-"))
        }
        // "car" is the car dock UI mode, not a language.
        guard (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter), first.lowercased() != "car" else {
            // A word that is no qualifier (values-english) makes the folder one the resource compiler refuses:
            // it names no language, and is said so, not read as the development language's.
            return isQualifier(first) ? .development : .language(String(first))
        }
        let language = legacyCodes[first.lowercased()] ?? first.lowercased()
        qualifiers.removeFirst()
        if let region = qualifiers.first, region.count == 3 || region.count == 4, region.first == "r",
            region.dropFirst().allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit })
        {
            return .language("\(language)-\(region.dropFirst().uppercased())")
        }
        return .language(language)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
