internal import CFontPackage

/// A single-face sfnt (TrueType or OpenType/CFF) as a WOFF 2.0 file, the
/// font format every current browser loads (W3C, "WOFF File Format 2.0",
/// https://www.w3.org/TR/WOFF2/).
///
/// Every table is stored with the null transform (section 5: version 0 for
/// all tables, version 3 for `glyf` and `loca`), so the font a decoder
/// rebuilds has the tables of the input byte for byte; the gain is the one
/// Brotli stream over all of them (section 5.1, font mode). CFF
/// fonts have no `glyf`, so this is exactly what a WOFF2 encoder writes for
/// them; for TrueType it gives up the `glyf` transform's extra few percent.
package enum WOFF2 {
    /// Why an input cannot be written as WOFF2.
    package struct EncodingError: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The WOFF2 file for `sfnt`, a single-face TrueType (`0x00010000`,
    /// `true`) or OpenType (`OTTO`) font.
    /// `quality` is Brotli's, 0-11: 11 writes the smallest files but takes
    /// tens of seconds on a CJK face; 9 is about a second and 5-10% larger.
    package static func encode(_ sfnt: [UInt8], quality: Int32 = 9) throws(EncodingError) -> [UInt8] {
        guard sfnt.count >= 12, let flavor = sfnt.bigEndianUInt32(at: 0), let declared = sfnt.bigEndianUInt16(at: 4) else {
            throw EncodingError(description: "not an sfnt font: \(sfnt.count) bytes")
        }
        guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(flavor) else {
            throw EncodingError(description: "not a single-face TrueType or OpenType font (sfnt version 0x\(String(flavor, radix: 16)))")
        }
        let tableCount = Int(declared)
        guard tableCount > 0, 12 + 16 * tableCount <= sfnt.count else {
            throw EncodingError(description: "the table directory is cut short")
        }
        var tables: [(tag: UInt32, data: ArraySlice<UInt8>)] = []
        for position in 0..<tableCount {
            let record = 12 + 16 * position
            guard let tag = sfnt.bigEndianUInt32(at: record), let offset = sfnt.bigEndianUInt32(at: record + 8).map(Int.init),
                let length = sfnt.bigEndianUInt32(at: record + 12).map(Int.init)
            else {
                throw EncodingError(description: "the table directory is cut short")
            }
            guard offset <= sfnt.count, length <= sfnt.count - offset else {
                throw EncodingError(description: "table \(position) lies outside the font")
            }
            tables.append((tag, sfnt[offset..<offset + length]))
        }
        // Tables that overlap add up to more than the font, without bound (65,535 records over one
        // megabyte is 64 GB to compress); the sanitiser browsers run refuses overlapping tables anyway.
        let total = tables.reduce(0) { $0 + $1.data.count }
        guard total <= sfnt.count else {
            throw EncodingError(description: "its tables overlap: they add up to \(total) bytes in a font of \(sfnt.count)")
        }
        // Sorted by tag, as the sanitiser browsers run before WOFF2 decoding expects.
        tables.sort { $0.tag < $1.tag }
        let hasGlyf = tables.contains { $0.tag == glyf }
        guard hasGlyf == tables.contains(where: { $0.tag == loca }) else {
            throw EncodingError(description: "the font has glyf without loca or loca without glyf")
        }

        var stream: [UInt8] = []
        var directory: [UInt8] = []
        var sfntSize = 12 + 16 * tables.count
        for table in tables {
            stream += table.data
            sfntSize += (table.data.count + 3) / 4 * 4
            // Flags: tag index 63 (the tag follows) and the null transform; no transformLength.
            let transform: UInt8 = table.tag == glyf || table.tag == loca ? 3 : 0
            directory.append(transform << 6 | 63)
            directory.appendBigEndian(table.tag)
            directory += base128(UInt32(table.data.count))
        }
        let compressed = try brotli(stream, quality: quality)

        var out: [UInt8] = []
        let headerSize = 48
        let length = (headerSize + directory.count + compressed.count + 3) / 4 * 4
        out.appendBigEndian(UInt32(0x774F_4632))  // 'wOF2'
        out.appendBigEndian(flavor)
        out.appendBigEndian(UInt32(length))
        out.appendBigEndian(UInt16(tables.count))
        out.appendBigEndian(UInt16(0))  // reserved
        out.appendBigEndian(UInt32(sfntSize))
        out.appendBigEndian(UInt32(compressed.count))
        // majorVersion.minorVersion: the font's revision, head.fontRevision, as fontTools writes it.
        let head = tables.first { $0.tag == 0x6865_6164 }?.data  // 'head'
        out.appendBigEndian(head.flatMap { $0.bigEndianUInt32(at: $0.startIndex + 4) } ?? 0)
        out += [UInt8](repeating: 0, count: 20)  // no metadata, no private data
        out += directory
        out += compressed
        out += [UInt8](repeating: 0, count: length - out.count)
        return out
    }

    private static let glyf: UInt32 = 0x676C_7966
    private static let loca: UInt32 = 0x6C6F_6361

    /// `bytes` as one Brotli stream (default window, font mode), as WOFF2 requires.
    static func brotli(_ bytes: [UInt8], quality: Int32) throws(EncodingError) -> [UInt8] {
        var size = BrotliEncoderMaxCompressedSize(bytes.count)
        guard size > 0 else { throw EncodingError(description: "the font is too large for one Brotli stream") }
        var out = [UInt8](repeating: 0, count: size)
        let done = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                BrotliEncoderCompress(
                    quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_FONT, input.count, input.baseAddress, &size,
                    output.baseAddress)
            }
        }
        guard done == BROTLI_TRUE else { throw EncodingError(description: "the Brotli encoder failed") }
        return Array(out.prefix(size))
    }

    /// UIntBase128 (section 4.1): 7 bits a byte, most significant first, the high bit set on all but the last.
    package static func base128(_ value: UInt32) -> [UInt8] {
        var groups: [UInt8] = [UInt8(value & 0x7F)]
        var rest = value >> 7
        while rest > 0 {
            groups.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
            rest >>= 7
        }
        return groups
    }
}
