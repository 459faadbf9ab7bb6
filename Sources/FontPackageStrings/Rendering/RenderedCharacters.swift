#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// The characters a string puts in front of the font, split into what the
/// app's own fonts must draw and what falls to the system emoji font.
///
/// Rules, in order:
/// 1. Placeholders are removed (`FormatSpecifiers`); `%%` leaves a `%`.
/// 2. Emoji go to `emoji`, one grapheme string each: a scalar with
///    `isEmojiPresentation` (unless followed by U+FE0E), a scalar with `isEmoji`
///    followed by U+FE0F or by a skin-tone modifier, a keycap (`[0-9#*]`
///    U+FE0F? U+20E3), regional-indicator pairs (flags), tag sequences
///    (subdivision flags) and ZWJ sequences. Digits, `#`, `*`, `©`, `®`,
///    `™`, `↔`, `☺`... without U+FE0F are text, as Unicode says.
/// 3. Skipped, because nothing is drawn: default-ignorable code points
///    (bidi controls, ZWJ/ZWNJ, variation selectors, soft hyphen, tags...),
///    control characters (Cc: line feed, tab, NUL...), U+2028/U+2029, and the
///    ordinary space U+0020 (every font has it).
/// 4. Everything else is for the pack font, including the other spaces
///    (U+00A0, U+202F, U+2009, U+3000): fonts lack them more often than
///    letters, and French and CJK text use them.
public struct RenderedCharacters: Sendable, Hashable {
    /// Distinct scalars the pack font must draw, in order of first appearance.
    public var scalars: [Unicode.Scalar]
    /// Distinct emoji, as grapheme strings, in order of first appearance.
    public var emoji: [String]

    package init(scalars: [Unicode.Scalar] = [], emoji: [String] = []) {
        self.scalars = scalars
        self.emoji = emoji
    }

    /// The characters `text` renders, after removing placeholders of `syntax`.
    package init(text: String, syntax: FormatSyntax = .printf) {
        self.init()
        var text = text
        var extractor = Extractor()
        text.withUTF8 { bytes in
            // Most strings have no placeholder: read them in place.
            let percent = UInt8(ascii: "%")
            let brace = UInt8(ascii: "{")
            let braces = syntax.contains(.braces)
            if !bytes.contains(where: { $0 == percent || (braces && $0 == brace) }) {
                extractor.extract(bytes, into: &self)
                return
            }
            var stripped: [UInt8] = []
            FormatSpecifiers.stripUTF8(bytes, syntax: syntax, into: &stripped)
            stripped.withUnsafeBufferPointer { extractor.extract($0, into: &self) }
        }
    }

    /// The characters a translated string renders, with its own placeholder syntax.
    public init(_ string: TranslatedString) {
        self.init(text: string.text, syntax: string.syntax)
    }

    /// True when nothing is left to check.
    package var isEmpty: Bool { scalars.isEmpty && emoji.isEmpty }
}

/// How a scalar takes part in rendering.
enum ScalarRole: UInt8 {
    /// Drawn by the pack font.
    case text = 0
    /// Not drawn: ignorable, control, U+0020, line and paragraph separators.
    case skipped = 1
    /// Emoji presentation by default.
    case emoji = 2
    /// Text by default; emoji with U+FE0F or a skin-tone modifier after it.
    case emojiWithSelector = 3
    /// `0-9 # *`: text, or a keycap with U+20E3 (U+FE0F optional).
    case keycapBase = 4

    static func of(_ value: UInt32) -> ScalarRole {
        if value < 0x10000 { return ScalarRole(rawValue: bmpRoles[Int(value)])! }
        return compute(value)
    }

    /// Roles of the Basic Multilingual Plane, computed once from the Unicode
    /// properties, so the hot loop reads a byte instead of querying them.
    static let bmpRoles: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        for value in 0..<UInt32(0x10000) where !(0xD800...0xDFFF).contains(value) {
            table[Int(value)] = compute(value).rawValue
        }
        return table
    }()

    static func compute(_ value: UInt32) -> ScalarRole {
        guard let scalar = Unicode.Scalar(value) else { return .skipped }
        switch value {
        case 0x30...0x39, 0x23, 0x2A: return .keycapBase
        case 0x20, 0x2028, 0x2029: return .skipped
        default: break
        }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.generalCategory == .control { return .skipped }
        if properties.isEmojiPresentation { return .emoji }
        if properties.isEmoji { return .emojiWithSelector }
        return .text
    }
}

private struct Extractor {
    var scalars: [UInt32] = []
    /// Used once a string has many distinct scalars; short strings search the result.
    var seenScalars: Set<UInt32> = []

    static let variationSelector16: UInt32 = 0xFE0F
    static let variationSelector15: UInt32 = 0xFE0E
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let keycap: UInt32 = 0x20E3
    static let linearSearchLimit = 48

    @inline(__always) static func isModifier(_ value: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(value) }
    @inline(__always) static func isRegionalIndicator(_ value: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(value) }
    @inline(__always) static func isTag(_ value: UInt32) -> Bool { (0xE0020...0xE007F).contains(value) }

    mutating func extract(_ bytes: UnsafeBufferPointer<UInt8>, into result: inout RenderedCharacters) {
        // Fast path: ASCII only. Nothing can form an emoji; keep printable characters but space.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var ascii = true
        for byte in bytes {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte < 64 {
                let bit = UInt64(1) << UInt64(byte)
                if low & bit == 0 {
                    low |= bit
                    result.scalars.append(Unicode.Scalar(byte))
                }
            } else {
                let bit = UInt64(1) << UInt64(byte - 64)
                if high & bit == 0 {
                    high |= bit
                    result.scalars.append(Unicode.Scalar(byte))
                }
            }
        }
        if ascii { return }
        result.scalars.removeAll(keepingCapacity: true)
        decode(bytes)
        classify(into: &result)
    }

    /// UTF-8 to scalar values. The bytes come from a `String`, so they are valid.
    private mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) {
        scalars.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = UInt32(bytes[index])
            if lead < 0x80 {
                scalars.append(lead)
                index += 1
            } else if lead < 0xE0 {
                scalars.append((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
                index += 2
            } else if lead < 0xF0 {
                scalars.append(
                    (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
                index += 3
            } else {
                scalars.append(
                    (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F))
                index += 4
            }
        }
    }

    private mutating func addText(_ value: UInt32, to result: inout RenderedCharacters) {
        let count = result.scalars.count
        if count < Self.linearSearchLimit {
            for scalar in result.scalars where scalar.value == value { return }
        } else {
            if count == Self.linearSearchLimit, seenScalars.isEmpty {
                seenScalars.reserveCapacity(count * 2)
                for scalar in result.scalars { seenScalars.insert(scalar.value) }
            }
            guard seenScalars.insert(value).inserted else { return }
        }
        result.scalars.append(Unicode.Scalar(value)!)
    }

    private mutating func classify(into result: inout RenderedCharacters) {
        ScalarRole.bmpRoles.withUnsafeBufferPointer { classify(into: &result, roles: $0) }
    }

    private mutating func classify(into result: inout RenderedCharacters, roles: UnsafeBufferPointer<UInt8>) {
        let count = scalars.count
        var index = 0
        while index < count {
            let value = scalars[index]
            let next = index + 1 < count ? scalars[index + 1] : 0
            let startsEmoji: Bool
            let role = value < 0x10000 ? ScalarRole(rawValue: roles[Int(value)])! : ScalarRole.compute(value)
            switch role {
            case .skipped:
                index += 1
                continue
            case .text:
                startsEmoji = false
            case .emoji:
                startsEmoji = next != Self.variationSelector15
            case .emojiWithSelector:
                startsEmoji = next == Self.variationSelector16 || Self.isModifier(next)
            case .keycapBase:
                startsEmoji =
                    next == Self.keycap
                    || (next == Self.variationSelector16 && index + 2 < count && scalars[index + 2] == Self.keycap)
            }
            guard startsEmoji else {
                addText(value, to: &result)
                index += 1
                continue
            }
            let end = emojiEnd(from: index)
            var grapheme = String.UnicodeScalarView()
            for position in index..<end { grapheme.append(Unicode.Scalar(scalars[position])!) }
            let text = String(grapheme)
            if !result.emoji.contains(text) { result.emoji.append(text) }
            index = end
        }
    }
    /// The end of the emoji sequence starting at `start`.
    private func emojiEnd(from start: Int) -> Int {
        let count = scalars.count
        var index = start + 1
        if Self.isRegionalIndicator(scalars[start]) {
            // Flags pair two regional indicators.
            if index < count, Self.isRegionalIndicator(scalars[index]) { index += 1 }
            return index
        }
        while true {
            if index < count, scalars[index] == Self.variationSelector16 { index += 1 }
            if index < count, scalars[index] == Self.keycap { index += 1 }
            if index < count, Self.isModifier(scalars[index]) { index += 1 }
            while index < count, Self.isTag(scalars[index]) { index += 1 }
            if index < count, scalars[index] == 0xE007F { index += 1 }
            // ZWJ followed by another emoji continues the sequence.
            if index + 1 < count, scalars[index] == Self.zeroWidthJoiner {
                let role = ScalarRole.of(scalars[index + 1])
                if role == .emoji || role == .emojiWithSelector {
                    index += 2
                    continue
                }
            }
            return index
        }
    }
}

extension RenderedCharacters {
    /// The characters of each string, in the same order, computed on all
    /// processor cores. For a whole app (100,000 strings and more).
    package static func of(_ strings: [TranslatedString]) -> [RenderedCharacters] {
        Array(WorkerPool.map(WorkerPool.slices(of: strings.count, size: 2048)) { strings[$0].map(RenderedCharacters.init) }.joined())
    }
}
