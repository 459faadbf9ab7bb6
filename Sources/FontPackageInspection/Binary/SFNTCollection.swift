/// One face of a font collection (`.ttc`, `.otc`) as a standalone font file.
///
/// Browsers load a collection through `@font-face` but always take its first
/// face; there is no way to name another. The face's table directory is
/// copied with its tables (shared ones included) into a single-face file.
package enum SFNTCollection {
    package struct FormatError: Error, CustomStringConvertible {
        package let description: String
    }

    /// The face at `index` of collection `bytes`, as a single-face sfnt.
    package static func extractFace(_ bytes: [UInt8], index: Int) throws(FormatError) -> [UInt8] {
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("ttcf".utf8) else {
            throw FormatError(description: "not a font collection (no ttcf header)")
        }
        let faceCount = Int(try uint32(bytes, at: 8))
        guard index >= 0, index < faceCount else {
            throw FormatError(description: "the collection has \(faceCount) faces, not \(index + 1)")
        }
        let directory = Int(try uint32(bytes, at: 12 + 4 * index))
        let tableCount = Int(try uint16(bytes, at: directory + 4))
        guard directory + 12 + 16 * tableCount <= bytes.count else { throw FormatError(description: "table directory cut short") }
        var tables: [(record: ArraySlice<UInt8>, data: ArraySlice<UInt8>)] = []
        for position in 0..<tableCount {
            let record = directory + 12 + 16 * position
            let offset = Int(try uint32(bytes, at: record + 8))
            let length = Int(try uint32(bytes, at: record + 12))
            guard offset + length <= bytes.count else {
                throw FormatError(description: "table \(position) lies outside the file")
            }
            tables.append((bytes[record..<record + 16], bytes[offset..<offset + length]))
        }
        // Tables that overlap would make the face many times the collection's size.
        let total = tables.reduce(0) { $0 + $1.data.count }
        guard total <= bytes.count else {
            throw FormatError(description: "the face's tables overlap: they add up to \(total) bytes in a file of \(bytes.count)")
        }
        // Offset table (sfnt version, counts and search hints) as the collection has it for this face.
        var out = Array(bytes[directory..<directory + 12])
        var dataOffset = 12 + 16 * tableCount
        var records: [UInt8] = []
        var data: [UInt8] = []
        for table in tables {
            var record = Array(table.record)
            record.setBigEndian(UInt32(dataOffset), at: 8)
            records += record
            data += table.data
            let padding = (4 - table.data.count % 4) % 4
            data += [UInt8](repeating: 0, count: padding)
            dataOffset += table.data.count + padding
        }
        out += records
        out += data
        return out
    }

    /// Whether the face holds CFF outlines (`OTTO`), for the file's extension.
    package static func isCFF(_ bytes: [UInt8]) -> Bool { bytes.count >= 4 && bytes[0..<4].elementsEqual("OTTO".utf8) }

    private static func uint32(_ bytes: [UInt8], at offset: Int) throws(FormatError) -> UInt32 {
        guard let value = bytes.bigEndianUInt32(at: offset) else { throw FormatError(description: "file cut short at \(offset)") }
        return value
    }

    private static func uint16(_ bytes: [UInt8], at offset: Int) throws(FormatError) -> UInt16 {
        guard let value = bytes.bigEndianUInt16(at: offset) else { throw FormatError(description: "file cut short at \(offset)") }
        return value
    }
}
