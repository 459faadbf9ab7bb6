import Foundation

/// Builds small but complete TrueType fonts (and collections) in memory, so
/// tests can make faces with exactly the characters, empty glyphs, names and
/// weights they need. Every glyph is either a filled square or empty.
struct TestFont {
    enum Glyph: Hashable { case square, empty }

    var family = "FP Test"
    var style = "Regular"
    var postscriptName = "FPTest-Regular"
    var weightClass = 400
    var italic = false
    /// Code point to glyph shape. Glyph 0 (.notdef) is added automatically.
    var characters: [UInt32: Glyph] = [:]

    init(family: String = "FP Test", style: String = "Regular", postscriptName: String? = nil,
         weightClass: Int = 400, italic: Bool = false, characters: [UInt32: Glyph] = [:]) {
        self.family = family
        self.style = style
        self.postscriptName = postscriptName ?? (family.replacingOccurrences(of: " ", with: "") + "-" + style.replacingOccurrences(of: " ", with: ""))
        self.weightClass = weightClass
        self.italic = italic
        self.characters = characters
    }

    /// A font mapping every scalar of `text` to a square glyph.
    init(family: String = "FP Test", style: String = "Regular", weightClass: Int = 400, covering text: String) {
        self.init(family: family, style: style, weightClass: weightClass)
        for scalar in text.unicodeScalars { characters[scalar.value] = .square }
    }

    // MARK: Tables

    func tables() -> [(tag: String, data: Data)] {
        let codePoints = characters.keys.sorted().filter { $0 <= 0xFFFF }
        let glyphCount = codePoints.count + 1
        var glyf = Data()
        var loca = Data()
        func square() -> Data {
            var d = Data()
            d.int16(1); d.int16(100); d.int16(0); d.int16(500); d.int16(700)  // 1 contour, bbox
            d.uint16(3)  // endPtsOfContours
            d.uint16(0)  // instructionLength
            d.append(contentsOf: [0x01, 0x01, 0x01, 0x01])  // on-curve, long coords
            for x in [100, 0, 400, 0] as [Int] { d.int16(x) }  // x deltas: 100,100,500,500
            for y in [0, 700, 0, -700] as [Int] { d.int16(y) }  // y deltas: 0,700,700,0
            return d
        }
        loca.uint32(0)
        glyf.append(square())  // .notdef
        loca.uint32(UInt32(glyf.count))
        for codePoint in codePoints {
            if characters[codePoint] == .square { glyf.append(square()) }
            loca.uint32(UInt32(glyf.count))
        }

        var head = Data()
        head.uint32(0x0001_0000); head.uint32(0x0001_0000); head.uint32(0); head.uint32(0x5F0F_3CF5)
        head.uint16(0x000B); head.uint16(1000)
        head.append(Data(count: 16))  // created, modified
        head.int16(0); head.int16(0); head.int16(500); head.int16(700)
        head.uint16((italic ? 2 : 0) | (weightClass >= 700 ? 1 : 0)); head.uint16(8)
        head.int16(2); head.int16(1); head.int16(0)  // direction hint, long loca, glyph data format

        var hhea = Data()
        hhea.uint32(0x0001_0000); hhea.int16(800); hhea.int16(-200); hhea.int16(0)
        hhea.uint16(600); hhea.int16(0); hhea.int16(0); hhea.int16(500); hhea.int16(1); hhea.int16(0); hhea.int16(0)
        hhea.append(Data(count: 8)); hhea.int16(0); hhea.uint16(UInt16(glyphCount))

        var hmtx = Data()
        for _ in 0..<glyphCount { hmtx.uint16(600); hmtx.int16(100) }

        var maxp = Data()
        maxp.uint32(0x0001_0000); maxp.uint16(UInt16(glyphCount)); maxp.uint16(4); maxp.uint16(1)
        maxp.uint16(0); maxp.uint16(0); maxp.uint16(2); maxp.append(Data(count: 16))

        var os2 = Data()
        os2.uint16(4); os2.int16(600); os2.uint16(UInt16(weightClass)); os2.uint16(5); os2.uint16(0)
        for _ in 0..<10 { os2.int16(0) }  // subscript/superscript/strikeout
        os2.int16(0)  // family class
        os2.append(Data(count: 10))  // panose
        os2.append(Data(count: 16))  // unicode ranges
        os2.append(contentsOf: Array("FPKG".utf8))
        let fsSelection: UInt16 = italic ? 0x0001 : (weightClass >= 700 ? 0x0020 : 0x0040)
        os2.uint16(fsSelection)
        os2.uint16(UInt16(codePoints.first ?? 0x20)); os2.uint16(UInt16(codePoints.last ?? 0x20))
        os2.int16(800); os2.int16(-200); os2.int16(0); os2.uint16(800); os2.uint16(200)
        os2.uint32(0); os2.uint32(0)  // code page ranges: none, so no CJK "exclusive language"
        os2.int16(500); os2.int16(700); os2.uint16(0); os2.uint16(0x20); os2.uint16(0)

        var post = Data()
        post.uint32(0x0003_0000); post.uint32(0); post.int16(-100); post.int16(50)
        post.uint32(0); post.append(Data(count: 16))

        return [
            ("OS/2", os2), ("cmap", cmap(codePoints)), ("glyf", glyf), ("head", head), ("hhea", hhea),
            ("hmtx", hmtx), ("loca", loca), ("maxp", maxp), ("name", name()), ("post", post),
        ]
    }

    /// A format 4 cmap (Windows Unicode BMP), one segment per code point.
    func cmap(_ codePoints: [UInt32]) -> Data {
        var segments = codePoints.enumerated().map { (start: UInt16($0.element), delta: UInt16(truncatingIfNeeded: Int($0.offset + 1) - Int($0.element))) }
        segments.append((0xFFFF, 1))
        let segX2 = UInt16(segments.count * 2)
        var sub = Data()
        sub.uint16(4); sub.uint16(UInt16(16 + segments.count * 8)); sub.uint16(0)
        sub.uint16(segX2)
        var power = 1
        var log = 0
        while power * 2 <= segments.count { power *= 2; log += 1 }
        sub.uint16(UInt16(power * 2)); sub.uint16(UInt16(log)); sub.uint16(segX2 - UInt16(power * 2))
        for s in segments { sub.uint16(s.start) }  // end codes
        sub.uint16(0)
        for s in segments { sub.uint16(s.start) }  // start codes
        for s in segments { sub.uint16(s.delta) }
        for _ in segments { sub.uint16(0) }  // range offsets
        var table = Data()
        table.uint16(0); table.uint16(1)
        table.uint16(3); table.uint16(1); table.uint32(12)
        table.append(sub)
        return table
    }

    func name() -> Data {
        let records: [(UInt16, String)] = [
            (1, family), (2, style), (3, "\(postscriptName);test"), (4, "\(family) \(style)"), (6, postscriptName),
        ]
        var strings = Data()
        var table = Data()
        table.uint16(0); table.uint16(UInt16(records.count)); table.uint16(UInt16(6 + records.count * 12))
        for (id, text) in records {
            let utf16 = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            table.uint16(3); table.uint16(1); table.uint16(0x409); table.uint16(id)
            table.uint16(UInt16(utf16.count)); table.uint16(UInt16(strings.count))
            strings.append(contentsOf: utf16)
        }
        table.append(strings)
        return table
    }

    // MARK: Files

    /// A single-face `.ttf`.
    func data() -> Data { Self.collectionOrFont([self], collection: false) }

    /// A `.ttc` holding `faces` in order.
    static func collection(_ faces: [TestFont]) -> Data { collectionOrFont(faces, collection: true) }

    private static func collectionOrFont(_ fonts: [TestFont], collection: Bool) -> Data {
        let allTables = fonts.map { $0.tables() }
        let headerSize = collection ? 12 + 4 * fonts.count : 0
        let directorySizes = allTables.map { 12 + 16 * $0.count }
        var offset = headerSize + directorySizes.reduce(0, +)
        var directories: [Data] = []
        var bodies = Data()
        for tables in allTables {
            var directory = Data()
            directory.uint32(0x0001_0000); directory.uint16(UInt16(tables.count))
            var power = 1
            var log = 0
            while power * 2 <= tables.count { power *= 2; log += 1 }
            directory.uint16(UInt16(power * 16)); directory.uint16(UInt16(log)); directory.uint16(UInt16(tables.count * 16 - power * 16))
            for (tag, data) in tables {
                directory.append(contentsOf: Array(tag.utf8))
                directory.uint32(checksum(data)); directory.uint32(UInt32(offset)); directory.uint32(UInt32(data.count))
                var padded = data
                while padded.count % 4 != 0 { padded.append(0) }
                bodies.append(padded)
                offset += padded.count
            }
            directories.append(directory)
        }
        var file = Data()
        if collection {
            file.append(contentsOf: Array("ttcf".utf8)); file.uint32(0x0001_0000); file.uint32(UInt32(fonts.count))
            var directoryOffset = headerSize
            for size in directorySizes {
                file.uint32(UInt32(directoryOffset))
                directoryOffset += size
            }
        }
        for directory in directories { file.append(directory) }
        file.append(bodies)
        return file
    }

    static func checksum(_ data: Data) -> UInt32 {
        var padded = [UInt8](data)
        while padded.count % 4 != 0 { padded.append(0) }
        var sum: UInt32 = 0
        for i in stride(from: 0, to: padded.count, by: 4) {
            sum &+= UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
        }
        return sum
    }
}

extension Data {
    mutating func uint16(_ value: UInt16) { append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)]) }
    mutating func int16(_ value: Int) { uint16(UInt16(bitPattern: Int16(value))) }
    mutating func uint32(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }
}
