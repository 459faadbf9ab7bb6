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
        for value in codePoints {
            switch value {
            case 0..<0x80:
                utf8.append(UInt8(value))
            case 0x80..<0x800:
                utf8.append(UInt8(0xC0 | value >> 6))
                utf8.append(UInt8(0x80 | value & 0x3F))
            case 0xD800..<0xE000:
                continue
            case 0x800..<0x10000:
                utf8.append(UInt8(0xE0 | value >> 12))
                utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
                utf8.append(UInt8(0x80 | value & 0x3F))
            case 0x10000..<0x110000:
                utf8.append(UInt8(0xF0 | value >> 18))
                utf8.append(UInt8(0x80 | value >> 12 & 0x3F))
                utf8.append(UInt8(0x80 | value >> 6 & 0x3F))
                utf8.append(UInt8(0x80 | value & 0x3F))
            default:
                continue
            }
        }
        self.init(decoding: utf8, as: UTF8.self)
    }
}
