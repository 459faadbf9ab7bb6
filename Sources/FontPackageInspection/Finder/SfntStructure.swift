/// Damage in the container of a TrueType/OpenType file or collection that
/// FreeType reads past but a stricter loader may refuse: a table directory
/// longer than the file, tables ending past the end, collection offsets past
/// the end, tables that overlap, names that are not valid UTF-16, `cmap`
/// subtables outside their table.
///
/// Reads only the headers, the table directories and the `name` and `cmap` tables; WOFF
/// and WOFF2 (compressed) and unknown formats give no problems here, FreeType
/// alone judges them. Every read is bounds-checked: any byte string is safe.
enum SfntStructure {
    /// One sentence per problem, in file order; empty when the container is sound.
    static func problems(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard let tag = bytes.bigEndianUInt32(at: 0) else { return [] }
        switch tag {
        case 0x7474_6366:  // "ttcf"
            return collectionProblems(bytes)
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031:  // 1.0, "OTTO", "true", "typ1"
            return faceProblems(bytes, at: 0, face: nil)
        default:
            return []
        }
    }

    private static func collectionProblems(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard let declared = bytes.bigEndianUInt32(at: 8) else { return ["the collection header is cut short"] }
        let count = Int(declared)
        guard 12 + 4 * count <= bytes.count else {
            return ["the collection declares \(count) faces; their offsets alone need \(12 + 4 * count) bytes, the file has \(bytes.count)"]
        }
        var problems: [String] = []
        var seen: Set<Int> = []
        for face in 0..<min(count, FontInspector.maximumFaceCount) {
            let offset = Int(bytes.bigEndianUInt32(at: 12 + 4 * face) ?? 0)
            guard seen.insert(offset).inserted else { continue }
            guard offset + 12 <= bytes.count else {
                problems.append("face \(face) starts at byte \(offset), past the end of the file (\(bytes.count) bytes)")
                continue
            }
            problems += faceProblems(bytes, at: offset, face: face)
        }
        return problems
    }

    private static func faceProblems(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, face: Int?) -> [String] {
        let prefix = face.map { "face \($0): " } ?? ""
        guard let tableCount = bytes.bigEndianUInt16(at: start + 4).map(Int.init) else {
            return [prefix + "the header is cut short"]
        }
        let directoryEnd = start + 12 + 16 * tableCount
        guard directoryEnd <= bytes.count else {
            return [prefix + "the table directory declares \(tableCount) tables (\(12 + 16 * tableCount) bytes) but the file ends at byte \(bytes.count)"]
        }
        var problems: [String] = []
        var inside: [(start: Int, end: Int, tag: String)] = []
        for table in 0..<tableCount {
            let record = start + 12 + 16 * table
            guard let offset = bytes.bigEndianUInt32(at: record + 8), let length = bytes.bigEndianUInt32(at: record + 12) else { continue }
            let tag = String(decoding: bytes[record..<(record + 4)].map { (0x20..<0x7F).contains($0) ? $0 : 0x3F }, as: UTF8.self)
            let end = Int(offset) + Int(length)
            guard end <= bytes.count else {
                problems.append(prefix + "table '\(tag)' ends at byte \(end), past the end of the file (\(bytes.count) bytes)")
                continue
            }
            if length > 0 { inside.append((Int(offset), end, tag)) }
            if tag == "name" {
                problems += nameProblems(bytes[Int(offset)..<end]).map { prefix + $0 }
            } else if tag == "cmap" {
                problems += cmapProblems(bytes[Int(offset)..<end]).map { prefix + $0 }
            }
        }
        return problems + overlaps(inside).map { prefix + $0 }
    }

    /// Tables share no byte (OpenType, "Table Directory"; the sanitiser
    /// browsers run refuses overlapping tables). Records that overlap let a
    /// file's tables add up to many times its size.
    private static func overlaps(_ tables: [(start: Int, end: Int, tag: String)]) -> [String] {
        let sorted = tables.sorted { ($0.start, $0.end, $0.tag) < ($1.start, $1.end, $1.tag) }
        var overlapping = 0
        var first: String?
        var reach = sorted.first
        for table in sorted.dropFirst() {
            guard let previous = reach else { break }
            if table.start < previous.end {
                overlapping += 1
                if first == nil { first = "'\(previous.tag)' and '\(table.tag)' share bytes from \(table.start)" }
            }
            if table.end > previous.end { reach = table }
        }
        guard let first else { return [] }
        let total = tables.reduce(0) { $0 + ($1.end - $1.start) }
        return ["\(overlapping) table\(overlapping == 1 ? "" : "s") overlap\(overlapping == 1 ? "s" : "") another (first \(first)); the tables add up to \(total) bytes"]
    }

    /// Each encoding record's subtable must lie inside the `cmap` table, its
    /// header and its declared length both (OpenType, "cmap — Character to
    /// Glyph Index Mapping Table"). FreeType drops a subtable that starts
    /// outside the table (`tt_face_build_cmaps`), so the face loses those
    /// characters without a word, and cuts a format 4 one that runs past it; a
    /// loader that trusts the offset or length reads past the table.
    private static func cmapProblems(_ table: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
        let base = table.startIndex
        let size = table.count
        guard let count = table.bigEndianUInt16(at: base + 2) else { return ["the 'cmap' table is cut short"] }
        var problems: [String] = []
        for record in 0..<Int(count) {
            let at = base + 4 + 8 * record
            guard let platform = table.bigEndianUInt16(at: at), let encoding = table.bigEndianUInt16(at: at + 2),
                let offset = table.bigEndianUInt32(at: at + 4).map(Int.init)
            else {
                return problems + ["the 'cmap' table declares \(count) encoding records but ends after \(record)"]
            }
            let subtable = "the 'cmap' subtable (\(platform), \(encoding)) at offset \(offset)"
            guard let format = table.bigEndianUInt16(at: base + offset) else {
                problems.append("\(subtable) starts past the end of the table (\(size) bytes)")
                continue
            }
            // Formats 0-6 give a 16-bit length after the format, 8-13 a 32-bit one after a reserved
            // field, 14 a 32-bit one right after the format.
            let length: Int?
            switch format {
            case 0, 2, 4, 6: length = table.bigEndianUInt16(at: base + offset + 2).map(Int.init)
            case 8, 10, 12, 13: length = table.bigEndianUInt32(at: base + offset + 4).map(Int.init)
            case 14: length = table.bigEndianUInt32(at: base + offset + 2).map(Int.init)
            default:
                problems.append("\(subtable) has format \(format), which OpenType does not define")
                continue
            }
            guard let length else {
                problems.append("\(subtable): its header is cut short by the end of the table (\(size) bytes)")
                continue
            }
            if offset + length > size {
                problems.append("\(subtable) declares \(length) bytes, past the end of the table (\(size) bytes)")
            }
        }
        return problems
    }

    /// Unicode-platform and Windows records hold UTF-16BE: an odd length or an
    /// unpaired surrogate is damage (FreeType and fontconfig substitute `?`).
    private static func nameProblems(_ table: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
        let base = table.startIndex
        guard let count = table.bigEndianUInt16(at: base + 2), let storage = table.bigEndianUInt16(at: base + 4) else {
            return ["the 'name' table is cut short"]
        }
        var broken: Set<Int> = []
        for record in 0..<Int(count) {
            let at = base + 6 + 12 * record
            guard let platform = table.bigEndianUInt16(at: at), let nameID = table.bigEndianUInt16(at: at + 6),
                let length = table.bigEndianUInt16(at: at + 8), let offset = table.bigEndianUInt16(at: at + 10)
            else {
                return ["the 'name' table declares \(count) records but ends after \(record)"]
            }
            guard platform == 0 || platform == 3 else { continue }
            let stringStart = base + Int(storage) + Int(offset)
            guard stringStart + Int(length) <= table.endIndex, length % 2 == 0,
                isValidUTF16(table[stringStart..<(stringStart + Int(length))])
            else {
                broken.insert(Int(nameID))
                continue
            }
        }
        guard !broken.isEmpty else { return [] }
        let ids = broken.sorted().map(String.init).joined(separator: ", ")
        return ["name IDs \(ids) are not valid UTF-16 (odd length, unpaired surrogate, or past the table)"]
    }

    private static func isValidUTF16(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).lazy.map {
            UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&units) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
