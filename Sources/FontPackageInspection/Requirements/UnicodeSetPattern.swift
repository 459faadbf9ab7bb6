/// The subset of ICU/CLDR UnicodeSet syntax that CLDR exemplar characters
/// use: `[a b-d \u0301 \- \[ {dž} {\u0915\u094D\u0937}]`.
///
/// Items are single characters, ranges `x-y`, and multi-character strings
/// `{...}`. Escapes: `\u` with 4 hex digits, `\U` with 8, `\x{...}`, `\N` for any other
/// character `N` taken literally. Whitespace between items is ignored (write
/// `\ ` for a space). Property sets (`[:Lu:]`), nested sets and negation are
/// not used by exemplars and are reported as errors rather than misread.
package struct UnicodeSetPattern: Sendable, Hashable {
    /// Single code points and ranges.
    package var codePoints: CodePointSet
    /// Multi-character strings, e.g. `dž` or `क्ष`, in order of appearance.
    package var strings: [String]

    /// Every code point a text needs to show all members: the single code
    /// points plus every scalar of every string.
    package var allCodePoints: CodePointSet {
        codePoints.union(CodePointSet(strings.flatMap { $0.unicodeScalars.map(\.value) }))
    }

    package struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        package var pattern: String
        /// Offset in Unicode scalars.
        package var offset: Int
        package var reason: String
        package var description: String { "UnicodeSet '\(pattern)', at \(offset): \(reason)" }
    }

    /// Unicode's Pattern_White_Space, a set its stability policy fixes
    /// forever, without the property table lookup (an exemplar set of
    /// thousands of Han characters asks once per character).
    static func isPatternWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: true
        default: false
        }
    }

    package init(parsing pattern: String) throws(ParseError) {
        var parser = Parser(pattern: pattern)
        (codePoints, strings) = try parser.parse()
    }

    private struct Parser {
        let pattern: String
        let scalars: [Unicode.Scalar]
        var position = 0

        init(pattern: String) {
            self.pattern = pattern
            scalars = Array(pattern.unicodeScalars)
        }

        func fail(_ reason: String) -> ParseError {
            ParseError(pattern: pattern, offset: position, reason: reason)
        }

        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func skipWhitespace() {
            while let scalar = current, UnicodeSetPattern.isPatternWhitespace(scalar) { position += 1 }
        }

        mutating func parse() throws(ParseError) -> (CodePointSet, [String]) {
            skipWhitespace()
            guard current == "[" else { throw fail("a set starts with '['") }
            position += 1
            skipWhitespace()
            if current == "^" { throw fail("negated sets are not supported") }
            if current == ":" { throw fail("property sets are not supported") }
            var ranges: [ClosedRange<UInt32>] = []
            var strings: [String] = []
            while true {
                skipWhitespace()
                guard let scalar = current else { throw fail("missing ']'") }
                if scalar == "]" {
                    position += 1
                    break
                }
                if scalar == "[" { throw fail("nested sets are not supported") }
                if scalar == "{" {
                    position += 1
                    var text = String.UnicodeScalarView()
                    while true {
                        guard let inner = current else { throw fail("missing '}'") }
                        if inner == "}" {
                            position += 1
                            break
                        }
                        text.append(try literal())
                    }
                    let string = String(text)
                    if text.count == 1 {
                        ranges.append(text.first!.value...text.first!.value)
                    } else if !text.isEmpty, !strings.contains(string) {
                        strings.append(string)
                    }
                    continue
                }
                if scalar == "-" || scalar == "&" || scalar == "$" {
                    throw fail("'\(scalar)' must be escaped as '\\\(scalar)'")
                }
                let low = try literal()
                skipWhitespace()
                if current == "-" {
                    position += 1
                    skipWhitespace()
                    guard let next = current, next != "]", next != "{" else { throw fail("a range needs an end") }
                    let high = try literal()
                    guard high.value >= low.value else { throw fail("range end before its start") }
                    ranges.append(low.value...high.value)
                } else {
                    ranges.append(low.value...low.value)
                }
            }
            skipWhitespace()
            guard current == nil else { throw fail("text after the closing ']'") }
            return (CodePointSet(ranges: ranges), strings)
        }

        /// One character, escapes resolved.
        mutating func literal() throws(ParseError) -> Unicode.Scalar {
            guard let scalar = current else { throw fail("unexpected end") }
            position += 1
            guard scalar == "\\" else { return scalar }
            guard let escaped = current else { throw fail("'\\' at the end") }
            position += 1
            switch escaped {
            case "u": return try hex(count: 4)
            case "U": return try hex(count: 8)
            case "x":
                if current == "{" {
                    position += 1
                    var digits = ""
                    while let digit = current, digit != "}" {
                        digits.unicodeScalars.append(digit)
                        position += 1
                    }
                    guard current == "}" else { throw fail("missing '}' after \\x{") }
                    position += 1
                    return try Self.scalar(fromHex: digits, failing: fail)
                }
                return try hex(count: 2)
            case "t": return "\t"
            case "n": return "\n"
            case "r": return "\r"
            default: return escaped
            }
        }

        mutating func hex(count: Int) throws(ParseError) -> Unicode.Scalar {
            guard position + count <= scalars.count else { throw fail("expected \(count) hex digits") }
            var digits = ""
            for scalar in scalars[position..<(position + count)] { digits.unicodeScalars.append(scalar) }
            position += count
            return try Self.scalar(fromHex: digits, failing: fail)
        }

        static func scalar(fromHex digits: String, failing fail: (String) -> ParseError) throws(ParseError) -> Unicode.Scalar {
            guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16) else {
                throw fail("'\(digits)' is not hexadecimal")
            }
            guard let scalar = Unicode.Scalar(value) else { throw fail("U+\(digits) is not a scalar value") }
            return scalar
        }
    }
}
