/// How a font name passed to `font(named:)` is read for its weight.
public enum NameMatching: String, Sendable, Hashable, CaseIterable, Codable {
    /// The source hook exactly: lowercased name contains `medium` -> medium,
    /// else contains `bold` -> bold, else light. `Black` and `Heavy` fall to light.
    case source
    /// Style words read from the name's style part: Thin ... Black, Italic, Oblique.
    case style
}

/// What a font name says about weight and slant.
package struct NameStyle: Sendable, Hashable {
    package var slot: WeightSlot
    /// The CSS weight the name implies (400 when it names none).
    package var weight: Int
    package var italic: Bool
    /// The style word that decided the weight, for the trace.
    var matchedWord: StyleWord?

    package init(slot: WeightSlot, weight: Int, italic: Bool, matchedWord: StyleWord?) {
        self.slot = slot
        self.weight = weight
        self.italic = italic
        self.matchedWord = matchedWord
    }

    /// Reads `name` by the given rule without allocating: it scans UTF-8 bytes
    /// and compares ASCII case-insensitively.
    package static func read(_ name: String, matching: NameMatching) -> NameStyle {
        var name = name
        return name.withUTF8 { read($0, matching: matching) }
    }

    /// Reads a name's UTF-8 bytes, for callers that already hold them.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, matching: NameMatching) -> NameStyle {
        switch matching {
        case .source: readSource(bytes)
        case .style: readStyle(bytes)
        }
    }

    static func readSource(_ bytes: UnsafeBufferPointer<UInt8>) -> NameStyle {
        // One pass: "medium" anywhere wins; otherwise "bold" anywhere.
        var sawBold = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index] | 0x20
            if byte == UInt8(ascii: "m"), matches(bytes, at: index, "medium") {
                return NameStyle(slot: .medium, weight: 500, italic: false, matchedWord: .medium)
            }
            if !sawBold, byte == UInt8(ascii: "b"), matches(bytes, at: index, "bold") { sawBold = true }
            index += 1
        }
        if sawBold {
            return NameStyle(slot: .bold, weight: 700, italic: false, matchedWord: .bold)
        }
        // The default slot; entries with numeric weights read it as regular.
        return NameStyle(slot: .light, weight: 400, italic: false, matchedWord: nil)
    }


    static func readStyle(_ bytes: UnsafeBufferPointer<UInt8>) -> NameStyle {
        // PostScript names put the style after the last hyphen (`Avenir-HeavyOblique`);
        // reading only that part keeps a family such as `Boldini` from counting.
        var styleStart = 0
        if let hyphen = bytes.lastIndex(of: UInt8(ascii: "-")) { styleStart = hyphen + 1 }
        let style = UnsafeBufferPointer(rebasing: bytes[styleStart...])
        let italic = contains(style, "italic") || contains(style, "oblique")
        for word in StyleWord.weightWords where contains(style, word.pattern) {
            return NameStyle(slot: WeightSlot(weight: word.weight), weight: word.weight, italic: italic, matchedWord: word)
        }
        return NameStyle(slot: .light, weight: 400, italic: italic, matchedWord: nil)
    }

    /// ASCII case-insensitive substring search; `needle` is lowercase ASCII letters.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard count > 0, haystack.count >= count else { return false }
        var start = 0
        while start + count <= haystack.count {
            if matches(haystack, at: start, needle) { return true }
            start += 1
        }
        return false
    }

    /// Whether `needle` (lowercase ASCII letters) stands at `start`, ignoring ASCII case.
    @inline(__always)
    static func matches(_ haystack: UnsafeBufferPointer<UInt8>, at start: Int, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard start + count <= haystack.count else { return false }
        let pattern = needle.utf8Start
        var offset = 0
        while offset < count {
            // Needles are lowercase letters: setting bit 5 folds only the matching capital onto them.
            if haystack[start + offset] | 0x20 != pattern[offset] { return false }
            offset += 1
        }
        return true
    }
}

/// A weight word in a font's style name, with the CSS weight it means.
package enum StyleWord: String, Sendable, Hashable, CaseIterable {
    case extraLight = "ExtraLight", ultraLight = "UltraLight", extraBold = "ExtraBold", ultraBold = "UltraBold"
    case semiBold = "SemiBold", demiBold = "DemiBold", hairline = "Hairline", regular = "Regular"
    case medium = "Medium", normal = "Normal", heavy = "Heavy", black = "Black", light = "Light"
    case roman = "Roman", thin = "Thin", book = "Book", bold = "Bold"

    /// Longest first, so `SemiBold` is not read as `Bold` nor `ExtraLight` as `Light`.
    static let weightWords: [StyleWord] = [
        .extraLight, .ultraLight, .extraBold, .ultraBold, .semiBold, .demiBold, .hairline, .regular,
        .medium, .normal, .heavy, .black, .light, .roman, .thin, .book, .bold,
    ]

    package var weight: Int {
        switch self {
        case .hairline, .thin: 100
        case .extraLight, .ultraLight: 200
        case .light: 300
        case .regular, .normal, .roman, .book: 400
        case .medium: 500
        case .semiBold, .demiBold: 600
        case .bold: 700
        case .extraBold, .ultraBold: 800
        case .heavy, .black: 900
        }
    }

    /// Lowercase ASCII pattern for the byte scan.
    var pattern: StaticString {
        switch self {
        case .extraLight: "extralight"
        case .ultraLight: "ultralight"
        case .extraBold: "extrabold"
        case .ultraBold: "ultrabold"
        case .semiBold: "semibold"
        case .demiBold: "demibold"
        case .hairline: "hairline"
        case .regular: "regular"
        case .medium: "medium"
        case .normal: "normal"
        case .heavy: "heavy"
        case .black: "black"
        case .light: "light"
        case .roman: "roman"
        case .thin: "thin"
        case .book: "book"
        case .bold: "bold"
        }
    }
}
