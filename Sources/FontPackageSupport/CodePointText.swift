/// Appends the UTF-8 encoding of `scalar`, a Unicode scalar value (not a
/// surrogate, at most U+10FFFF: the caller has checked).
@inlinable @inline(__always)
package func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        output.append(UInt8(scalar))
    case 0x80..<0x800:
        output.append(UInt8(0xC0 | scalar >> 6))
        output.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        output.append(UInt8(0xE0 | scalar >> 12))
        output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        output.append(UInt8(0x80 | scalar & 0x3F))
    default:
        output.append(UInt8(0xF0 | scalar >> 18))
        output.append(UInt8(0x80 | (scalar >> 12) & 0x3F))
        output.append(UInt8(0x80 | (scalar >> 6) & 0x3F))
        output.append(UInt8(0x80 | scalar & 0x3F))
    }
}

extension String {
    /// The text of `codePoints`, skipping any value that is not a Unicode
    /// scalar (a surrogate, or past U+10FFFF), as
    /// `String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))`
    /// gives it. Encodes the UTF-8 itself: the scalar view appends one scalar
    /// at a time at several hundred instructions each, which a 6,765-character
    /// requirement written into every row of `check --format json` paid 30 times.
    package init(codePoints: [UInt32]) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(codePoints.count * 3)
        for value in codePoints where value < 0xD800 || (0xE000..<0x110000).contains(value) {
            appendUTF8(value, to: &utf8)
        }
        self.init(decoding: utf8, as: UTF8.self)
    }
}
