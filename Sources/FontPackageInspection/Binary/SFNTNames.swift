/// Rewrites name records of a single-face sfnt (`name` table, OpenType
/// "Naming table"), keeping every other table byte for byte.
///
/// HarfBuzz 6's instancer keeps the variable font's default names, so three
/// instances of one file would be three fonts all called `Inter`, which iOS
/// registers as one PostScript name. HarfBuzz's own name override
/// (`hb_subset_input_override_name_table`) is experimental in 6.0 and not in
/// Debian's build, hence this.
package enum SFNTNames {
    package struct FormatError: Error, CustomStringConvertible {
        package let description: String
    }

    /// `font` with every record of the name IDs in `names` replaced by one
    /// English record each: Windows Unicode (platform 3, encoding 1, language
    /// 0x409), and Macintosh Roman (1, 0, 0) too when the font has Macintosh
    /// records and the text is ASCII. IDs mapped to nil lose their records.
    /// The table directory, table checksums and `head`'s checksum adjustment
    /// are written anew.
    package static func replacing(_ names: [UInt16: String?], in font: [UInt8]) throws(FormatError) -> [UInt8] {
        var tables = try SFNTTables(font)
        guard let name = tables.data["name"] else { throw FormatError(description: "the font has no name table") }
        var records = try NameRecord.read(name)
        let hasMacintosh = records.records.contains { $0.platform == 1 }
        records.records.removeAll { names.keys.contains($0.nameID) }
        for (nameID, text) in names {
            guard let text else { continue }
            records.records.append(NameRecord(platform: 3, encoding: 1, language: 0x409, nameID: nameID, bytes: utf16(text)))
            if hasMacintosh, text.unicodeScalars.allSatisfy({ $0.value < 0x80 }) {
                records.records.append(NameRecord(platform: 1, encoding: 0, language: 0, nameID: nameID, bytes: Array(text.utf8)))
            }
        }
        tables.data["name"] = try records.written()
        return tables.written()
    }

    static func utf16(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for unit in text.utf16 { bytes.appendBigEndian(unit) }
        return bytes
    }

    static func uint16(_ bytes: [UInt8], _ offset: Int) throws(FormatError) -> Int {
        guard let value = bytes.bigEndianUInt16(at: offset) else { throw FormatError(description: "cut short at \(offset)") }
        return Int(value)
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) throws(FormatError) -> Int {
        guard let value = bytes.bigEndianUInt32(at: offset) else { throw FormatError(description: "cut short at \(offset)") }
        return Int(value)
    }
}

/// The tables of a single-face sfnt, by tag, and its version tag.
private struct SFNTTables {
    var version: [UInt8]
    var data: [String: [UInt8]] = [:]

    init(_ font: [UInt8]) throws(SFNTNames.FormatError) {
        guard font.count >= 12 else { throw SFNTNames.FormatError(description: "not an sfnt") }
        version = Array(font[0..<4])
        guard version == [0, 1, 0, 0] || version == Array("OTTO".utf8) || version == Array("true".utf8) else {
            throw SFNTNames.FormatError(description: "not a single-face TrueType or OpenType file")
        }
        let count = try SFNTNames.uint16(font, 4)
        for position in 0..<count {
            let record = 12 + 16 * position
            guard record + 16 <= font.count else { throw SFNTNames.FormatError(description: "table directory cut short") }
            let tag = String(decoding: font[record..<record + 4], as: UTF8.self)
            let offset = try SFNTNames.uint32(font, record + 8)
            let length = try SFNTNames.uint32(font, record + 12)
            guard offset + length <= font.count else { throw SFNTNames.FormatError(description: "table '\(tag)' lies outside the file") }
            data[tag] = Array(font[offset..<offset + length])
        }
    }

    /// The file: directory sorted by tag (as OpenType asks), each table at a
    /// 4-byte boundary, checksums computed, then `head.checksumAdjustment`
    /// set so the whole file sums to 0xB1B0AFBA.
    func written() -> [UInt8] {
        let tags = data.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        var largestPower = 1
        while largestPower * 2 <= tags.count { largestPower *= 2 }
        var out = version
        // At most 65,535 tags, read from a 16-bit count; the search hints are 16-bit fields that
        // overflow from 4,096 tables on, where no reader can use them: held at their largest.
        out.appendBigEndian(UInt16(clamping: tags.count))
        out.appendBigEndian(UInt16(clamping: largestPower * 16))
        out.appendBigEndian(UInt16(largestPower.trailingZeroBitCount))
        out.appendBigEndian(UInt16(clamping: tags.count * 16 - largestPower * 16))
        var offset = 12 + 16 * tags.count
        var body: [UInt8] = []
        var headOffset: Int?
        for tag in tags {
            var table = data[tag]!
            if tag == "head", table.count >= 12 {
                table.setBigEndian(0, at: 8)
                headOffset = offset
            }
            out += Array(tag.utf8)
            out.appendBigEndian(Self.checksum(table))
            out.appendBigEndian(UInt32(offset))
            out.appendBigEndian(UInt32(table.count))
            body += table
            let padding = (4 - table.count % 4) % 4
            body += [UInt8](repeating: 0, count: padding)
            offset += table.count + padding
        }
        out += body
        if let headOffset { out.setBigEndian(0xB1B0_AFBA &- Self.checksum(out), at: headOffset + 8) }
        return out
    }

    /// The sum of the bytes as big-endian 32-bit words, the last padded with zeros.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var position = 0
        while position < bytes.count {
            var word: UInt32 = 0
            for step in 0..<4 {
                word = word << 8 | UInt32(position + step < bytes.count ? bytes[position + step] : 0)
            }
            sum = sum &+ word
            position += 4
        }
        return sum
    }
}

/// One record of a `name` table, with its string's bytes.
private struct NameRecord {
    var platform: UInt16
    var encoding: UInt16
    var language: UInt16
    var nameID: UInt16
    var bytes: [UInt8]

    /// A `name` table's records, and a format 1 table's language-tag strings (kept as they are).
    struct Table {
        var records: [NameRecord]
        var languageTags: [[UInt8]]

        /// Format 1 when there are language tags, else 0; records sorted by
        /// platform, encoding, language and name ID, as OpenType asks. The
        /// table's counts, lengths and offsets are 16-bit: names that do not
        /// fit (a font's own names, made longer) are an error, not a wrapped offset.
        func written() throws(SFNTNames.FormatError) -> [UInt8] {
            let sorted = records.sorted {
                ($0.platform, $0.encoding, $0.language, $0.nameID) < ($1.platform, $1.encoding, $1.language, $1.nameID)
            }
            let format: UInt16 = languageTags.isEmpty ? 0 : 1
            let headerSize = 6 + 12 * sorted.count + (format == 1 ? 2 + 4 * languageTags.count : 0)
            func field(_ value: Int, _ what: String) throws(SFNTNames.FormatError) -> UInt16 {
                guard let field = UInt16(exactly: value) else {
                    throw SFNTNames.FormatError(description: "the name table's \(what) (\(value)) does not fit its 16 bits")
                }
                return field
            }
            var out: [UInt8] = []
            out.appendBigEndian(format)
            out.appendBigEndian(try field(sorted.count, "record count"))
            out.appendBigEndian(try field(headerSize, "storage offset"))
            var storage: [UInt8] = []
            func place(_ bytes: [UInt8]) throws(SFNTNames.FormatError) -> (length: UInt16, offset: UInt16) {
                let placed = (try field(bytes.count, "string length"), try field(storage.count, "string offset"))
                storage += bytes
                return placed
            }
            for record in sorted {
                out.appendBigEndian(record.platform)
                out.appendBigEndian(record.encoding)
                out.appendBigEndian(record.language)
                out.appendBigEndian(record.nameID)
                let placed = try place(record.bytes)
                out.appendBigEndian(placed.length)
                out.appendBigEndian(placed.offset)
            }
            if format == 1 {
                out.appendBigEndian(try field(languageTags.count, "language tag count"))
                for tag in languageTags {
                    let placed = try place(tag)
                    out.appendBigEndian(placed.length)
                    out.appendBigEndian(placed.offset)
                }
            }
            return out + storage
        }
    }

    static func read(_ table: [UInt8]) throws(SFNTNames.FormatError) -> Table {
        let format = try SFNTNames.uint16(table, 0)
        let count = try SFNTNames.uint16(table, 2)
        let storage = try SFNTNames.uint16(table, 4)
        func string(length: Int, offset: Int) throws(SFNTNames.FormatError) -> [UInt8] {
            let start = storage + offset
            guard start + length <= table.count else { throw SFNTNames.FormatError(description: "a name string lies outside the table") }
            return Array(table[start..<start + length])
        }
        var records: [NameRecord] = []
        for position in 0..<count {
            let at = 6 + 12 * position
            records.append(
                NameRecord(
                    platform: UInt16(try SFNTNames.uint16(table, at)), encoding: UInt16(try SFNTNames.uint16(table, at + 2)),
                    language: UInt16(try SFNTNames.uint16(table, at + 4)), nameID: UInt16(try SFNTNames.uint16(table, at + 6)),
                    bytes: try string(length: SFNTNames.uint16(table, at + 8), offset: SFNTNames.uint16(table, at + 10))))
        }
        var languageTags: [[UInt8]] = []
        if format == 1 {
            let at = 6 + 12 * count
            let tagCount = try SFNTNames.uint16(table, at)
            for position in 0..<tagCount {
                let record = at + 2 + 4 * position
                languageTags.append(try string(length: SFNTNames.uint16(table, record), offset: SFNTNames.uint16(table, record + 2)))
            }
        }
        return Table(records: records, languageTags: languageTags)
    }
}
