#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackage
internal import FontPackageSupport

/// Reads Java resource bundles (`Messages_fr_CA.properties`) as Java reads
/// them: the syntax of `java.util.Properties.load(Reader)`, the encoding of
/// Java 9's `PropertyResourceBundle` and the names of `ResourceBundle.Control.toBundleName`
/// (docs.oracle.com, Java SE 21 API):
///
/// - a logical line is `key=value`, `key:value` or `key value`; whitespace
///   around the separator is left out, a value's trailing whitespace is kept;
///   `#` and `!` start comment lines; a line ending in an odd number of
///   backslashes continues on the next, whose leading whitespace is left out;
/// - escapes: `\uXXXX` (surrogate pairs joined), `\t \n \r \f`, and a
///   backslash before any other character is that character (`\=`, `\:`,
///   `\ ` and `\#` in keys); a later definition of a key replaces the earlier;
/// - bytes that are valid UTF-8 are read as UTF-8, others as ISO-8859-1:
///   `PropertyResourceBundle` has read UTF-8 since Java 9 (JEP 226) and falls
///   back to ISO-8859-1 on malformed input, so a file written for older
///   Javas (ISO-8859-1, non-Latin text as `\u` escapes) reads the same;
/// - the language is the name's suffix: `_fr`, `_fr_CA`, `_sr_Latn_RS`,
///   `_en_AU_POSIX`, `_ja__JP` (language, script, country, variant, in
///   `toBundleName`'s order); the file without one (`Messages.properties`)
///   is the base bundle, the development language's; the table is the base
///   name (`Messages`), so each translation meets its source.
///
/// Not every `.properties` file holds strings (`gradle.properties`,
/// `log4j.properties`). In a folder, a file is read when its name carries a
/// language suffix, or when it is a base bundle that has one such sibling
/// (`Messages.properties` beside `Messages_fr.properties`); any `.properties`
/// file is read when named on its own.
public enum PropertiesReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        var reading = StringsFileReading(file: file)
        guard !bytes.contains(0) else {
            // Java would read such bytes as text; what comes out is not the file's strings.
            reading.diagnostics.append(
                Diagnostic(
                    .error, .stringsEncoding,
                    "the file contains NUL bytes: it is binary, or UTF-16 or UTF-32, which Java does not read as properties",
                    at: SourceLocation(file: file, line: 1, column: 1)))
            return reading
        }
        let language = language.resolve(
            declared: nil,
            unnamed: FileLanguage.Unnamed(
                subject: "the base bundle",
                identifier: PathName.baseName(file), location: SourceLocation(file: file, line: 1, column: 1)),
            into: &reading)
        let table = bundleName(StringsTable.name(of: file)).base
        var parser = Parser(text: decode(bytes), file: file)
        var indexOfKey: [String: (index: Int, line: Int)] = [:]
        var strings: [TranslatedString?] = []
        while let entry = parser.nextEntry() {
            let string = TranslatedString(
                text: entry.value, key: entry.key, language: language, table: table, location: entry.location,
                kind: .properties, syntax: options.bracePlaceholders ? .braces : [])
            if let earlier = indexOfKey[entry.key] {
                parser.diagnostics.append(
                    Diagnostic(
                        .warning, .stringsDuplicateKey,
                        "\"\(entry.key)\" is already defined at line \(earlier.line); this later value is the one Java loads",
                        at: entry.keyLocation, sourceLine: parser.lineText(entry.keyLocation.line)))
                strings[earlier.index] = nil
            }
            indexOfKey[entry.key] = (strings.count, entry.keyLocation.line)
            strings.append(string)
        }
        reading.strings = strings.compactMap { $0 }
        reading.diagnostics += parser.diagnostics
        return reading
    }

    /// The text of `bytes`: UTF-8 when they are valid UTF-8, else ISO-8859-1,
    /// as Java 9's `PropertyResourceBundle` reads them. (The JDK switches at
    /// the buffer where the bad byte is; a file that is UTF-8 before it and
    /// ISO-8859-1 after mixes encodings, and is read whole as ISO-8859-1 here.)
    /// A UTF-8 byte order mark is kept, as Java keeps it: it is part of the first key.
    static func decode(_ bytes: [UInt8]) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break loop
            case .error: return bytes.map { Unicode.Scalar($0) }
            }
        }
        return scalars
    }

    /// A bundle's name split as `ResourceBundle.Control.toBundleName` joins it:
    /// `Messages_fr_CA` is `Messages` and `fr-CA`; `Messages` has no language.
    /// The language is two or three lowercase letters CLDR knows, then a script
    /// (`Latn`), a country (`CA`, `419`) and a variant, each after `_`; a
    /// variant without a country follows two (`_ja__JP`).
    static func bundleName(_ name: String) -> (base: String, language: String?) {
        let parts = name.split(separator: "_", omittingEmptySubsequences: false)
        for start in parts.indices.dropFirst() {
            let base = parts[..<start].joined(separator: "_")
            guard !base.isEmpty, let tag = localeSuffix(parts[start...]) else { continue }
            return (base, tag)
        }
        return (name, nil)
    }

    /// `fr`, `CA` as `fr-CA`: the locale the parts after a bundle's base name
    /// name, or nil when they are not a locale.
    private static func localeSuffix(_ parts: ArraySlice<Substring>) -> String? {
        var rest = parts[...]
        guard let language = rest.popFirst(), (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase }),
            (try? ParsedLocale(String(language)))?.maximal.script != nil
        else { return nil }
        var tag = [language]
        if let script = rest.first, script.count == 4, script.first?.isUppercase == true,
            script.allSatisfy({ $0.isASCII && $0.isLetter }), script.dropFirst().allSatisfy({ $0.isLowercase })
        {
            tag.append(script)
            rest = rest.dropFirst()
        }
        guard let country = rest.popFirst() else { return tag.joined(separator: "-") }
        let isCountry =
            (country.count == 2 && country.allSatisfy { $0.isASCII && $0.isUppercase })
            || (country.count == 3 && country.allSatisfy { $0.isASCII && $0.isNumber })
        guard isCountry || (country.isEmpty && !rest.isEmpty) else { return nil }
        if isCountry { tag.append(country) }
        guard !rest.isEmpty else { return tag.joined(separator: "-") }
        // The variant: the rest, `_` and all (`_Traditional_WIN`).
        guard rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        return (tag + rest).joined(separator: "-")
    }

    /// Whether the folder of the base bundle `path` holds a translation of it
    /// (`Messages_fr.properties` beside `Messages.properties`).
    static func hasTranslation(_ path: StringsPath) -> Bool {
        let base = bundleName(path.baseName).base
        let folder = PathName.deletingLastComponent(path.path)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return names.contains { name in
            guard name.hasSuffix(".properties") else { return false }
            let sibling = bundleName(String(name.dropLast(".properties".count)))
            return sibling.language != nil && sibling.base == base
        }
    }

    /// One `key=value` read.
    struct Entry {
        var key: String
        var value: String
        var keyLocation: SourceLocation
        /// The value's first character, or where it would be when it is empty.
        var location: SourceLocation
    }

    /// `Properties.load`'s reading of logical lines and their escapes.
    struct Parser {
        let text: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var lineStart = 0
        /// Where each natural line starts, for the source lines of diagnostics.
        var lineStarts: [Int] = [0]
        var diagnostics: [Diagnostic] = []

        init(text: [Unicode.Scalar], file: String) {
            self.text = text
            self.file = file
        }

        static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\u{0C}" }

        func lineText(_ number: Int) -> String {
            guard number >= 1, number <= lineStarts.count else { return "" }
            let start = lineStarts[number - 1]
            var end = start
            while end < text.count, text[end] != "\n", text[end] != "\r" { end += 1 }
            var line = String.UnicodeScalarView()
            line.append(contentsOf: text[start..<end])
            return String(line)
        }

        /// Moves past the line end at `index`, if there is one; true if there was.
        private mutating func skipLineEnd() -> Bool {
            guard index < text.count, text[index] == "\n" || text[index] == "\r" else { return false }
            if text[index] == "\r", index + 1 < text.count, text[index + 1] == "\n" { index += 1 }
            index += 1
            line += 1
            lineStart = index
            lineStarts.append(index)
            return true
        }

        /// The next logical line's characters, each with its line and column; nil at the end.
        private mutating func nextLogicalLine() -> [(scalar: Unicode.Scalar, line: Int, column: Int)]? {
            while index < text.count {
                while index < text.count, Self.isWhitespace(text[index]) { index += 1 }
                if skipLineEnd() { continue }
                guard index < text.count else { return nil }
                if text[index] == "#" || text[index] == "!" {
                    while index < text.count, text[index] != "\n", text[index] != "\r" { index += 1 }
                    _ = skipLineEnd()
                    continue
                }
                var logical: [(scalar: Unicode.Scalar, line: Int, column: Int)] = []
                while true {
                    while index < text.count, text[index] != "\n", text[index] != "\r" {
                        logical.append((text[index], line, index - lineStart + 1))
                        index += 1
                    }
                    let backslashes = logical.reversed().prefix { $0.scalar == "\\" }.count
                    guard backslashes % 2 == 1 else { break }
                    logical.removeLast()
                    guard skipLineEnd() else { break }
                    while index < text.count, Self.isWhitespace(text[index]) { index += 1 }
                }
                _ = skipLineEnd()
                return logical
            }
            return nil
        }

        mutating func nextEntry() -> Entry? {
            var logical: [(scalar: Unicode.Scalar, line: Int, column: Int)] = []
            while logical.isEmpty {
                guard let next = nextLogicalLine() else { return nil }
                logical = next
            }
            var keyEnd = 0
            var valueStart = logical.count
            var hasSeparator = false
            var escaped = false
            while keyEnd < logical.count {
                let scalar = logical[keyEnd].scalar
                if !escaped, scalar == "=" || scalar == ":" {
                    valueStart = keyEnd + 1
                    hasSeparator = true
                    break
                }
                if !escaped, Self.isWhitespace(scalar) {
                    valueStart = keyEnd + 1
                    break
                }
                escaped = scalar == "\\" ? !escaped : false
                keyEnd += 1
            }
            while valueStart < logical.count {
                let scalar = logical[valueStart].scalar
                if !Self.isWhitespace(scalar) {
                    guard !hasSeparator, scalar == "=" || scalar == ":" else { break }
                    hasSeparator = true
                }
                valueStart += 1
            }
            let first = logical.first.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
                ?? SourceLocation(file: file, line: line, column: 1)
            let end = logical.last.map { SourceLocation(file: file, line: $0.line, column: $0.column + 1) } ?? first
            let valueLocation = valueStart < logical.count
                ? SourceLocation(file: file, line: logical[valueStart].line, column: logical[valueStart].column) : end
            return Entry(
                key: unescape(logical[..<keyEnd]), value: unescape(logical[valueStart...]), keyLocation: first,
                location: valueLocation)
        }

        /// `loadConvert`: the escapes of a key or value. `\u` escapes are UTF-16
        /// code units, so a run of them is decoded together (a surrogate pair).
        private mutating func unescape(_ characters: ArraySlice<(scalar: Unicode.Scalar, line: Int, column: Int)>) -> String {
            var result = String.UnicodeScalarView()
            var units: [UInt16] = []
            var unitsLocation = SourceLocation(file: file, line: line, column: 1)
            func flushUnits() {
                guard !units.isEmpty else { return }
                var decoder = UTF16()
                var iterator = units.makeIterator()
                decoding: while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): result.append(scalar)
                    case .error: warnLoneSurrogate(at: unitsLocation)
                    case .emptyInput: break decoding
                    }
                }
                units.removeAll()
            }
            var position = characters.startIndex
            while position < characters.endIndex {
                let character = characters[position]
                let location = SourceLocation(file: file, line: character.line, column: character.column)
                let next = position + 1 < characters.endIndex ? characters[position + 1].scalar : nil
                if character.scalar == "\\", next == "u" {
                    let digits = characters[(position + 2)...].prefix(4).map(\.scalar)
                    let hex = String(String.UnicodeScalarView(digits))
                    guard digits.count == 4, hex.allSatisfy(\.isHexDigit), let unit = UInt16(hex, radix: 16) else {
                        // Properties.load throws IllegalArgumentException: Java loads none of the file.
                        diagnostics.append(
                            Diagnostic(
                                .warning, .stringsEscape,
                                "malformed \\uxxxx escape: Java's Properties.load refuses the whole file; the rest of this entry is not read",
                                at: location, sourceLine: lineText(character.line)))
                        flushUnits()
                        return String(result)
                    }
                    if units.isEmpty { unitsLocation = location }
                    units.append(unit)
                    position += 6
                    continue
                }
                flushUnits()
                guard character.scalar == "\\" else {
                    result.append(character.scalar)
                    position += 1
                    continue
                }
                switch next {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "f": result.append("\u{0C}")
                case let other?: result.append(other)
                case nil: break
                }
                position += 2
            }
            flushUnits()
            return String(result)
        }

        private mutating func warnLoneSurrogate(at location: SourceLocation) {
            diagnostics.append(
                Diagnostic(
                    .warning, .stringsEscape, "a \\u escape is half of a surrogate pair without the other half; it is not a character",
                    at: location, sourceLine: lineText(location.line)))
        }
    }
}

extension PropertiesReader: StringsFormat {
    package static let id = "properties"
    package static let displayName = ".properties"
    package static let filesDescription = "Java *_ll.properties"
    package static let nameEndings = [".properties"]

    /// A bundle's translation anywhere (`_fr_CA`); its base bundle where a
    /// translation is beside it; any other `.properties` only when named.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        guard path.nameEnds(with: nameEndings) else { return nil }
        if let language = bundleName(path.baseName).language { return StringsPathMatch(language: language) }
        return hasTranslation(path) ? StringsPathMatch(unnamedSaidOnce: true) : StringsPathMatch(onlyWhenNamed: true)
    }
}

extension TranslatedString.Kind {
    /// A value of a Java `.properties` resource bundle.
    public static let properties = Self(rawValue: PropertiesReader.id)
}
