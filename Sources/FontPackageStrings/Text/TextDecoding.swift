internal import FontPackage
internal import FontPackageSupport

/// The text encodings string files arrive in.
enum TextEncoding: String, Sendable, Hashable, Codable {
    case utf8 = "UTF-8"
    case utf8WithBOM = "UTF-8 with BOM"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    /// UTF-16 recognised without a byte order mark, from where the zero bytes fall.
    case utf16LittleEndianNoBOM = "UTF-16LE without BOM"
    case utf16BigEndianNoBOM = "UTF-16BE without BOM"
    /// A single-byte charset the file declares (a gettext header's `charset=`, an XML `encoding=`).
    case declaredSingleByte = "declared single-byte charset"
}

/// Turns the bytes of a text file into UTF-8 without a byte order mark, the
/// form every reader here scans.
enum TextDecoder {
    struct Decoded {
        var utf8: [UInt8]
        var encoding: TextEncoding
    }

    /// The UTF-8 text of a source file that may also have been compiled to a
    /// binary property list by Xcode; `binaryAdvice` says what to do then.
    static func decodeSource(
        _ bytes: [UInt8], file: String, binaryAdvice: String, declaredCharset: Substring? = nil
    ) -> Result<[UInt8], Diagnostic> {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(
                Diagnostic(
                    .error, .stringsUnsupportedFormat, "this is a binary property list; \(binaryAdvice)",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return decode(bytes, file: file, declaredCharset: declaredCharset).map(\.utf8)
    }

    /// The decoded text, or the one diagnostic that says why it is not text.
    ///
    /// A byte order mark, or UTF-16's pattern of zero bytes, decides first. Otherwise a
    /// `declaredCharset` among ``SingleByteCharset``'s decodes the bytes, as msgfmt (through
    /// iconv) and XML processors do; any other declaration, or none, reads UTF-8.
    static func decode(_ bytes: [UInt8], file: String, declaredCharset: Substring? = nil) -> Result<Decoded, Diagnostic> {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return validateUTF8(Array(bytes[3...]), file: file, encoding: .utf8WithBOM)
        }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            if bytes.count >= 4, bytes[2] == 0, bytes[3] == 0 {
                return .failure(unsupported("UTF-32", file: file))
            }
            return transcodeUTF16(bytes, from: 2, bigEndian: false, file: file, encoding: .utf16LittleEndian)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return transcodeUTF16(bytes, from: 2, bigEndian: true, file: file, encoding: .utf16BigEndian)
        }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF {
            return .failure(unsupported("UTF-32", file: file))
        }
        if let bigEndian = looksLikeUTF16WithoutBOM(bytes) {
            return transcodeUTF16(
                bytes, from: 0, bigEndian: bigEndian, file: file,
                encoding: bigEndian ? .utf16BigEndianNoBOM : .utf16LittleEndianNoBOM)
        }
        if let declaredCharset, let charset = SingleByteCharset(name: declaredCharset) {
            switch charset.utf8(bytes) {
            case .success(let text):
                if text.contains(0) {
                    return .failure(
                        Diagnostic(
                            .error, .stringsEncoding, "the file contains NUL bytes: it is binary, not \(charset.rawValue) text",
                            at: SourceLocation(file: file, line: 1, column: 1)))
                }
                return .success(Decoded(utf8: text, encoding: .declaredSingleByte))
            case .failure(let undefined):
                let position = TextPosition.of(offset: undefined.offset, in: bytes)
                let hex = String(bytes[undefined.offset], radix: 16, uppercase: true)
                return .failure(
                    Diagnostic(
                        .error, .stringsEncoding,
                        "byte 0x\(hex) is no character in \(charset.rawValue), the charset the file declares; "
                            + "correct the byte or the declaration to have its strings checked",
                        at: SourceLocation(file: file, line: position.line, column: position.column)))
            }
        }
        return validateUTF8(bytes, file: file, encoding: .utf8)
    }

    private static func unsupported(_ name: String, file: String) -> Diagnostic {
        Diagnostic(
            .error, .stringsEncoding,
            "the file is \(name); save it as UTF-8 or UTF-16 to have its strings checked",
            at: SourceLocation(file: file, line: 1, column: 1))
    }

    /// Text in string files is mostly ASCII, so UTF-16 without a BOM shows as
    /// a zero in every other byte. Decide only when the pattern is clear.
    private static func looksLikeUTF16WithoutBOM(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 4, bytes.count % 2 == 0 else { return nil }
        let sample = min(bytes.count, 1024)
        var zeroEven = 0
        var zeroOdd = 0
        var index = 0
        while index + 1 < sample {
            if bytes[index] == 0 { zeroEven += 1 }
            if bytes[index + 1] == 0 { zeroOdd += 1 }
            index += 2
        }
        let units = sample / 2
        // At least 40% of the code units are ASCII on one side and none on the other.
        if zeroOdd * 10 >= units * 4, zeroEven == 0 { return false }
        if zeroEven * 10 >= units * 4, zeroOdd == 0 { return true }
        return nil
    }

    private static func validateUTF8(_ bytes: [UInt8], file: String, encoding: TextEncoding)
        -> Result<Decoded, Diagnostic>
    {
        if let bad = firstInvalidUTF8Offset(bytes) {
            let position = TextPosition.of(offset: bad, in: bytes)
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            return .failure(
                Diagnostic(
                    .error, .stringsEncoding,
                    "the file is not valid UTF-8 (byte 0x\(hex)) and has no UTF-16 byte order mark; "
                        + "save it as UTF-8 or UTF-16 to have its strings checked",
                    at: SourceLocation(file: file, line: position.line, column: position.column),
                    sourceLine: position.lineText(in: bytes)))
        }
        if bytes.contains(0) {
            // NUL bytes in a UTF-8 file mean UTF-16 the heuristic did not catch, or binary data.
            return .failure(
                Diagnostic(
                    .error, .stringsEncoding,
                    "the file contains NUL bytes: it is binary, UTF-32 or UTF-16 without a byte order mark",
                    at: SourceLocation(file: file, line: 1, column: 1)))
        }
        return .success(Decoded(utf8: bytes, encoding: encoding))
    }

    /// Offset of the first byte that breaks UTF-8, or `nil` when the bytes are valid.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch lead {
                case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
                case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
                case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
                default: return index
                }
                guard index + length <= count else { return index }
                for next in 1..<length {
                    let byte = buffer[index + next]
                    guard byte & 0xC0 == 0x80 else { return index }
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                }
                if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
                index += length
            }
            return nil
        }
    }

    private static func transcodeUTF16(
        _ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String, encoding: TextEncoding
    ) -> Result<Decoded, Diagnostic> {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var line = 1
        var column = 1
        var index = start
        func unit(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        func failure(_ message: String) -> Result<Decoded, Diagnostic> {
            .failure(
                Diagnostic(
                    .error, .stringsEncoding, "the file is not valid \(encoding.rawValue): \(message)",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else { return failure("it ends in the middle of a code unit") }
            var scalar = unit(at: index)
            index += 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count else { return failure("a high surrogate ends the file") }
                let low = unit(at: index)
                guard (0xDC00...0xDFFF).contains(low) else {
                    return failure("high surrogate \(codePointLabel(scalar)) is not followed by a low surrogate")
                }
                index += 2
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return failure("lone low surrogate \(codePointLabel(scalar))")
            }
            if scalar == 0 { return failure("it contains a NUL character") }
            appendUTF8(scalar, to: &output)
            if scalar == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return .success(Decoded(utf8: output, encoding: encoding))
    }

}

/// A 1-based line and column (in Unicode scalars) of a byte offset in UTF-8 text.
struct TextPosition {
    var line: Int
    var column: Int
    var lineStart: Int

    static func of(offset: Int, in bytes: [UInt8]) -> TextPosition {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset, index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return TextPosition(line: line, column: column(of: offset, lineStart: lineStart, in: bytes), lineStart: lineStart)
    }

    /// Columns count scalars: continuation bytes do not move the caret.
    static func column(of offset: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        var column = 1
        var index = lineStart
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// The text of the line this position is on, without its line break.
    func lineText(in bytes: [UInt8]) -> String {
        TextPosition.lineText(startingAt: lineStart, in: bytes)
    }

    /// The line starting at `start`, cut after ``SourceLines/maximumQuotedBytes``
    /// bytes (at a character boundary, with `…`): a minified file is one huge
    /// line, and quoting all of it for each of its diagnostics would take
    /// time quadratic in its size.
    static func lineText(startingAt start: Int, in bytes: [UInt8]) -> String {
        let limit = min(bytes.count, start + SourceLines.maximumQuotedBytes)
        var end = start
        while end < limit, bytes[end] != 0x0A { end += 1 }
        if end == limit, end < bytes.count, bytes[end] != 0x0A {
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self) + "…"
        }
        var stop = end
        if stop > start, bytes[stop - 1] == 0x0D { stop -= 1 }
        // Invalid UTF-8 on an undecodable line is shown with replacement characters.
        return String(decoding: bytes[start..<stop], as: UTF8.self)
    }
}

/// Columns of positions met in order, counted on from the last one: asking
/// ``TextPosition/column(of:lineStart:in:)`` for every token of a long line
/// would rescan the line each time.
struct ColumnCounter {
    private var lineStart = -1
    private var offset = 0
    private var column = 1

    mutating func column(of target: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
        if lineStart != self.lineStart || target < lineStart {
            self.lineStart = lineStart
            offset = lineStart
            column = 1
        }
        // A position just behind the last one (a diagnostic about a token already read).
        while offset > target {
            offset -= 1
            if offset < bytes.count, bytes[offset] & 0xC0 != 0x80 { column -= 1 }
        }
        let end = min(target, bytes.count)
        while offset < end {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return column
    }
}
