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
