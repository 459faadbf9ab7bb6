internal import CFontPackage

/// Answers "does this glyph draw something?" for CFF-flavoured OpenType faces
/// without FreeType's glyph loader, which spends most of its time setting up
/// a decoder for every glyph.
///
/// It reads the glyph's Type 2 charstring, following subroutine calls, up to
/// its first drawing operator. Only the certain case is answered: a line or
/// curve drawn before `endchar` or anything unusual means the glyph has ink,
/// exactly as loading it would show. Every other glyph is left to FreeType
/// (`nil`), so a wrong answer could only cost time, never change a verdict.
///
/// A class, read-only after `init`: the face that holds it hands out one
/// reference per glyph instead of copying five arrays. The table is read in
/// place: either a copy FreeType made, or the font file as HarfBuzz mapped it,
/// kept alive by `owner`.
final class CFFInkProbe {
    private let table: UnsafeBufferPointer<UInt8>
    /// Whatever keeps `table`'s memory alive.
    private let owner: AnyObject
    /// The charstrings, one per glyph.
    private let glyphs: Index
    private let globalSubrs: Index
    /// Local subroutines per font DICT (one for a non-CID font).
    private let localSubrs: [Index]
    /// The font DICT of each glyph in a CID font; nil for a non-CID font.
    private let fontDictOfGlyph: [UInt8]?

    /// Nil when the face has no CFF table or it is not the layout read here.
    convenience init?(face: FT_Face) {
        let tag: FT_ULong = 0x4346_4620  // "CFF "
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 4 else { return nil }
        // Filled by FreeType, so not zeroed first (a CJK face's CFF is megabytes).
        let copy = OwnedBytes(count: Int(length))
        var read = length
        guard FT_Load_Sfnt_Table(face, tag, 0, copy.start, &read) == 0, read == length else { return nil }
        self.init(table: copy.bytes, owner: copy)
    }

    /// A probe over a copy of `table`.
    convenience init?(table: [UInt8]) {
        let copy = OwnedBytes(count: table.count)
        copy.start.update(from: table, count: table.count)
        self.init(table: copy.bytes, owner: copy)
    }

    /// A probe reading `table` in place; `owner` keeps its memory alive as long as the probe lives.
    init?(table: UnsafeBufferPointer<UInt8>, owner: AnyObject) {
        guard table.count > 4, table[0] == 1 else { return nil }  // CFF version 1 only
        let reader = Reader(table: table)
        guard let names = reader.index(at: Int(table[2])), let topDicts = reader.index(at: names.end),
            let topDictRange = topDicts.item(0, in: table), let strings = reader.index(at: topDicts.end),
            let globals = reader.index(at: strings.end)
        else { return nil }
        let top = reader.dict(topDictRange)
        // Charstring type other than 2 (operator 12 6) is not read here.
        if let type = top[1206]?.last, type != 2 { return nil }
        guard let charStringsOffset = top[17]?.last, let charStrings = reader.index(at: charStringsOffset) else {
            return nil
        }
        var locals: [Index] = []
        var select: [UInt8]?
        if let fdArrayOffset = top[1236]?.last, let fdSelectOffset = top[1237]?.last {
            guard let fdArray = reader.index(at: fdArrayOffset), let fontDicts = reader.items(of: fdArray),
                let map = reader.fdSelect(at: fdSelectOffset, glyphs: charStrings.count)
            else { return nil }
            for fontDict in fontDicts {
                locals.append(reader.localSubrs(ofPrivate: reader.dict(fontDict)[18]) ?? .empty)
            }
            select = map
        } else {
            locals.append(reader.localSubrs(ofPrivate: top[18]) ?? .empty)
        }
        self.table = table
        self.owner = owner
        self.glyphs = charStrings
        self.globalSubrs = globals
        self.localSubrs = locals
        self.fontDictOfGlyph = select
    }

    /// The number of glyphs the CharStrings INDEX holds.
    var glyphCount: Int { glyphs.count }

    /// True when the glyph certainly draws; nil when FreeType must decide.
    func hasInk(glyph: UInt32) -> Bool? {
        let glyph = Int(glyph)
        guard let range = glyphs.item(glyph, in: table) else { return nil }
        let fontDict = fontDictOfGlyph.map { Int($0[glyph]) } ?? 0
        guard fontDict < localSubrs.count else { return nil }
        var state = State()
        return Self.run(range, table: table, globals: globalSubrs, locals: localSubrs[fontDict], state: &state, depth: 0)
    }

    /// The operand count, where the last operand starts (its value is a
    /// subroutine number when a call follows), and the stems seen.
    private struct State {
        var arguments = 0
        /// Position of the last number read in `table`; -1 before any (its value taken as 0).
        var lastNumberAt = -1
        var stems = 0
        /// Set by `return`, so the caller goes on after its call.
        var returned = false
        /// Bytes still to read. Nested calls (each subroutine calling the next
        /// many times) multiply the work, so a hostile font could otherwise make
        /// one glyph take years; past the budget FreeType decides.
        var budget = CFFInkProbe.byteBudget
    }

    /// Far more than any real glyph needs before its first drawing operator.
    static let byteBudget = 65_536

    private static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    /// Reads a charstring: true when a drawing operator comes first, nil when unsure
    /// (endchar, an unknown operator, a broken subroutine), false never.
    private static func run(
        _ range: Range<Int>, table: UnsafeBufferPointer<UInt8>, globals: Index, locals: Index, state: inout State,
        depth: Int
    ) -> Bool? {
        guard depth <= 10 else { return nil }  // Type 2 allows 10 levels of subroutines
        var position = range.lowerBound
        while position < range.upperBound {
            state.budget -= 1
            guard state.budget > 0 else { return nil }
            let byte = table[position]
            // Numbers are most of a charstring before its first drawing
            // operator (a CJK glyph's stems): a run of them is stepped over in
            // local variables (1 byte for 32-246, 2 for 247-254, 5 for 255),
            // and the last one decoded only when a subroutine call needs it.
            // A number cut short by the end of its charstring steps past the
            // end, which ends the loop unanswered.
            if byte >= 32 {
                var at = position
                var count = 0
                var next = byte
                repeat {
                    at = position
                    count &+= 1
                    if next <= 246 {
                        position &+= 1
                    } else {
                        position &+= next == 255 ? 5 : 2
                    }
                    guard position < range.upperBound else { break }
                    next = table[position]
                } while next >= 32
                state.lastNumberAt = at
                state.arguments += count
                state.budget -= count - 1
                continue
            }
            switch byte {
            case 28:
                state.lastNumberAt = position
                state.arguments += 1
                position += 3
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm (a leading odd argument is the width)
                state.stems += state.arguments / 2
                state.arguments = 0
                position += 1
            case 19, 20:  // hintmask, cntrmask: arguments before them are vstems; a mask byte per 8 stems
                state.stems += state.arguments / 2
                state.arguments = 0
                position += 1 + (state.stems + 7) / 8
            case 4, 21, 22:  // vmoveto, rmoveto, hmoveto: a contour begins only when something is drawn
                state.arguments = 0
                position += 1
            case 5, 6, 7, 8, 24, 25, 26, 27, 30, 31:  // lines and curves
                return true
            case 10, 29:  // callsubr, callgsubr: the subroutine number is the last operand
                let subrs = byte == 10 ? locals : globals
                guard subrs.count > 0, let number = lastNumber(state, table: table),
                    let subroutine = subrs.item(number + Self.bias(subrs.count), in: table)
                else { return nil }
                state.arguments -= 1
                if let answer = run(subroutine, table: table, globals: globals, locals: locals, state: &state, depth: depth + 1) {
                    return answer
                }
                // The subroutine ended with `return`: go on after the call.
                if state.returned {
                    state.returned = false
                    position += 1
                    continue
                }
                return nil
            case 11:  // return
                state.returned = true
                return nil
            case 12:  // escape: flex operators draw; anything else is left to FreeType
                guard position + 1 < range.upperBound else { return nil }
                return (34...37).contains(table[position + 1]) ? true : nil
            default:  // endchar (maybe seac), reserved operators
                return nil
            }
        }
        return nil
    }

    /// A CFF INDEX, read in place: an item's two offsets are read and
    /// checked when it is asked for. Reading them all up front (tens of
    /// thousands of charstrings and subroutines in a CJK face) cost more than
    /// half as much as probing the glyphs a language check asks about.
    struct Index {
        /// Number of items.
        let count: Int
        /// Where the offset array starts, and its bytes per offset (1-4).
        private let offsetArray: Int
        private let offSize: Int
        /// Offsets count from the byte before the data.
        private let dataBase: Int
        /// The first byte after the INDEX.
        let end: Int

        static let empty = Index(count: 0, offsetArray: 0, offSize: 1, dataBase: 0, end: 0)

        private init(count: Int, offsetArray: Int, offSize: Int, dataBase: Int, end: Int) {
            self.count = count
            self.offsetArray = offsetArray
            self.offSize = offSize
            self.dataBase = dataBase
            self.end = end
        }

        /// The INDEX at `position`; nil when its header, offset array or last
        /// offset falls outside the table.
        init?(at position: Int, in table: UnsafeBufferPointer<UInt8>) {
            guard position >= 0, position + 2 <= table.count else { return nil }
            let count = Int(table[position]) << 8 | Int(table[position + 1])
            if count == 0 {
                self.init(count: 0, offsetArray: 0, offSize: 1, dataBase: 0, end: position + 2)
                return
            }
            guard position + 3 <= table.count else { return nil }
            let offSize = Int(table[position + 2])
            guard (1...4).contains(offSize) else { return nil }
            let offsetArray = position + 3
            let dataBase = offsetArray + (count + 1) * offSize - 1
            // The offset array ends before dataBase, which is inside the table.
            guard dataBase < table.count else { return nil }
            let end = dataBase + Self.offset(at: offsetArray + count * offSize, size: offSize, in: table)
            guard end <= table.count else { return nil }
            self.init(count: count, offsetArray: offsetArray, offSize: offSize, dataBase: dataBase, end: end)
        }

        /// The bytes of item `item`; nil when there is no such item or its
        /// offsets run backwards or past the table.
        func item(_ item: Int, in table: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            guard item >= 0, item < count else { return nil }
            let start = dataBase + Self.offset(at: offsetArray + item * offSize, size: offSize, in: table)
            let end = dataBase + Self.offset(at: offsetArray + (item + 1) * offSize, size: offSize, in: table)
            guard start <= end, end <= table.count else { return nil }
            return start..<end
        }

        /// The big-endian offset of `size` bytes at `position`, inside the
        /// offset array that `init` checked lies in the table.
        private static func offset(at position: Int, size: Int, in table: UnsafeBufferPointer<UInt8>) -> Int {
            // Unrolled: read for every glyph and every subroutine call.
            switch size {
            case 1: return Int(table[position])
            case 2: return Int(table[position]) << 8 | Int(table[position + 1])
            case 3: return Int(table[position]) << 16 | Int(table[position + 1]) << 8 | Int(table[position + 2])
            default:
                return Int(table[position]) << 24 | Int(table[position + 1]) << 16 | Int(table[position + 2]) << 8
                    | Int(table[position + 3])
            }
        }
    }

    /// The value of the last number read, 0 before any; nil for a 16.16
    /// fixed-point number, never a subroutine number.
    private static func lastNumber(_ state: State, table: UnsafeBufferPointer<UInt8>) -> Int? {
        let at = state.lastNumberAt
        guard at >= 0 else { return 0 }
        let byte = table[at]
        switch byte {
        case 32...246: return Int(byte) - 139
        case 247...250: return (Int(byte) - 247) * 256 + Int(table[at + 1]) + 108
        case 251...254: return -(Int(byte) - 251) * 256 - Int(table[at + 1]) - 108
        case 28: return Int(Int16(bitPattern: UInt16(table[at + 1]) << 8 | UInt16(table[at + 2])))
        default: return nil  // 255
        }
    }

    /// The few CFF structures needed: INDEX, DICT, FDSelect.
    /// Every read is checked against `table.count` before it is made.
    private struct Reader {
        let table: UnsafeBufferPointer<UInt8>

        func index(at position: Int) -> Index? { Index(at: position, in: table) }

        /// Every item of a small INDEX (top DICTs, font DICTs); nil if any is broken.
        func items(of index: Index) -> [Range<Int>]? {
            var items: [Range<Int>] = []
            for item in 0..<index.count {
                guard let range = index.item(item, in: table) else { return nil }
                items.append(range)
            }
            return items
        }

        /// A DICT as operator -> operands; two-byte operators are keyed 1200 + the second byte.
        func dict(_ range: Range<Int>) -> [Int: [Int]] {
            var result: [Int: [Int]] = [:]
            var operands: [Int] = []
            var position = range.lowerBound
            while position < range.upperBound {
                let byte = table[position]
                switch byte {
                case 32...246:
                    operands.append(Int(byte) - 139)
                    position += 1
                case 247...250:
                    guard position + 1 < range.upperBound else { return result }
                    operands.append((Int(byte) - 247) * 256 + Int(table[position + 1]) + 108)
                    position += 2
                case 251...254:
                    guard position + 1 < range.upperBound else { return result }
                    operands.append(-(Int(byte) - 251) * 256 - Int(table[position + 1]) - 108)
                    position += 2
                case 28:
                    guard position + 2 < range.upperBound else { return result }
                    operands.append(Int(Int16(bitPattern: UInt16(table[position + 1]) << 8 | UInt16(table[position + 2]))))
                    position += 3
                case 29:
                    guard position + 4 < range.upperBound else { return result }
                    var value: UInt32 = 0
                    for byte in 1...4 { value = value << 8 | UInt32(table[position + byte]) }
                    operands.append(Int(Int32(bitPattern: value)))
                    position += 5
                case 30:  // a real number, nibbles up to 0xf; its value is not needed here
                    position += 1
                    while position < range.upperBound, table[position] & 0x0F != 0x0F, table[position] >> 4 != 0x0F {
                        position += 1
                    }
                    position += 1
                    operands.append(0)
                case 12:
                    guard position + 1 < range.upperBound else { return result }
                    result[1200 + Int(table[position + 1])] = operands
                    operands.removeAll(keepingCapacity: true)
                    position += 2
                default:
                    result[Int(byte)] = operands
                    operands.removeAll(keepingCapacity: true)
                    position += 1
                }
            }
            return result
        }

        /// The Subrs INDEX of a Private DICT given as [size, offset]; its offset is relative to the Private DICT.
        func localSubrs(ofPrivate entry: [Int]?) -> Index? {
            guard let entry, entry.count == 2, entry[0] >= 0, entry[1] >= 0, entry[1] + entry[0] <= table.count else {
                return nil
            }
            let privateDict = dict(entry[1]..<(entry[1] + entry[0]))
            guard let relative = privateDict[19]?.last else { return nil }
            return index(at: entry[1] + relative)
        }

        /// The font DICT of every glyph, from FDSelect format 0 or 3.
        func fdSelect(at position: Int, glyphs: Int) -> [UInt8]? {
            guard position >= 0, position < table.count else { return nil }
            switch table[position] {
            case 0:
                guard position + 1 + glyphs <= table.count else { return nil }
                return Array(table[(position + 1)..<(position + 1 + glyphs)])
            case 3:
                guard position + 3 <= table.count else { return nil }
                let ranges = Int(table[position + 1]) << 8 | Int(table[position + 2])
                guard position + 3 + ranges * 3 + 2 <= table.count else { return nil }
                var map = [UInt8](repeating: 0, count: glyphs)
                for range in 0..<ranges {
                    let at = position + 3 + range * 3
                    let first = Int(table[at]) << 8 | Int(table[at + 1])
                    let next = Int(table[at + 3]) << 8 | Int(table[at + 4])
                    guard first <= next, next <= glyphs else { return nil }
                    for glyph in first..<next { map[glyph] = table[at + 2] }
                }
                return map
            default:
                return nil
            }
        }
    }
}

/// Bytes allocated for one probe's copy of a table, freed with it.
private final class OwnedBytes {
    let start: UnsafeMutablePointer<UInt8>
    let count: Int

    init(count: Int) {
        self.count = count
        start = .allocate(capacity: max(1, count))
    }

    deinit { start.deallocate() }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }
}
