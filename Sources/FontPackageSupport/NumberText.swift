#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// `value` with `digits` decimals, exactly as C's `printf("%.*f")` writes it
/// (what `String(format:)` gave, without Foundation's ICU-backed part).
package func fixedText(_ value: Double, digits: Int) -> String {
    exactFixedText(value, digits: digits) ?? printfFixedText(value, digits: digits)
}

/// The powers of ten up to 10^9.
private let powersOfTen: [UInt64] = (0...9).map { (0..<$0).reduce(1) { value, _ in value * 10 } }

/// ``fixedText(_:digits:)`` for the values reports print (below a billion,
/// at most 9 decimals), computed from the binary value, as glibc does: the
/// exact product of the value and 10^digits, rounded half to even. Going
/// through `withVaList` for the C call cost 0.9 M instructions the first time
/// (the summary line of every `check`). Nil outside that range.
func exactFixedText(_ value: Double, digits: Int) -> String? {
    guard value.isFinite, (0...9).contains(digits), value.magnitude < 1e9 else { return nil }
    let sign = value.sign == .minus ? "-" : ""
    var scaled: UInt64 = 0  // round(|value| x 10^digits), below 10^18
    if value.magnitude >= 0x1p-100 {
        // |value| = significand x 2^-shift exactly (shift > 0: below 2^30 the
        // 53-bit significand always has a binary fraction part).
        let significand = (value.magnitude.significandBitPattern | 1 << 52)
        let shift = 52 - Int(value.magnitude.exponent)
        let (high, low) = significand.multipliedFullWidth(by: powersOfTen[digits])
        // The product is below 2^83, so a shift of 84 or more leaves less than half.
        if shift < 84 {
            let remainder: (high: UInt64, low: UInt64)
            let half: (high: UInt64, low: UInt64)
            if shift >= 64 {
                scaled = high >> (shift - 64)
                remainder = (high & (1 << (shift - 64) &- 1), low)
                half = shift == 64 ? (0, 1 << 63) : (1 << (shift - 65), 0)
            } else {
                scaled = high << (64 - shift) | low >> shift
                remainder = (0, low & (1 << shift &- 1))
                half = (0, 1 << (shift - 1))
            }
            if remainder > half || (remainder == half && scaled & 1 == 1) { scaled += 1 }
        }
    }
    guard digits > 0 else { return sign + String(scaled) }
    let fraction = String(scaled % powersOfTen[digits])
    return sign + String(scaled / powersOfTen[digits]) + "." + String(repeating: "0", count: digits - fraction.count)
        + fraction
}

/// ``fixedText(_:digits:)`` by C's own `vsnprintf`.
func printfFixedText(_ value: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let written = withVaList([Int32(digits), value]) { arguments in
        vsnprintf(&buffer, buffer.count, "%.*f", arguments)
    }
    guard written >= 0, Int(written) < buffer.count else { return "\(value)" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `text` followed by spaces up to `width` characters; never shortened.
package func paddedText(_ text: String, to width: Int) -> String {
    let count = text.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
}

/// A relative or absolute file path as a URI path: the characters RFC 3986
/// allows in a path segment (Foundation's `urlPathAllowed`) kept, except
/// `;`, and every other byte of its UTF-8 percent-encoded.
package func percentEncodedPath(_ path: String) -> String {
    percentEncoded(path, keeping: "!$&'()*+,-./:=@_~")
}

/// `text` with ASCII letters and digits and the ASCII characters of `keeping`
/// kept, and every other byte of its UTF-8 percent-encoded.
package func percentEncoded(_ text: String, keeping: String) -> String {
    var out = ""
    for byte in text.utf8 {
        let scalar = Unicode.Scalar(byte)
        let allowed =
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || (byte < 0x80 && keeping.unicodeScalars.contains(scalar))
        if allowed {
            out.unicodeScalars.append(scalar)
        } else {
            out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
        }
    }
    return out
}
