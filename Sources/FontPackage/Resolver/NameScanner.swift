/// A config's `exclude` patterns and the source rule's two words (`medium`,
/// `bold`) compiled once per resolver into one scan of a name's UTF-8 bytes.
///
/// Two 256-entry tables say which words can start with a byte and which have
/// a byte second (both ASCII cases), so the scan reads each byte once and
/// compares a word only where its first two letters stand. Prefix, suffix and
/// exact patterns compare at one place; a pattern of another shape goes through
/// `NamePattern.matches`. The answers are those of `NameStyle.readSource` and of `NamePattern`.
/// Immutable after `init`; the memory is freed with the scanner.
final class NameScanner: @unchecked Sendable {
    /// Bits of ``words(in:)``: `medium` and `bold`; infix patterns follow.
    static let medium: UInt32 = 1
    static let bold: UInt32 = 2

    private struct Compiled {
        var shape: NamePattern.Shape
        /// Where the pattern's bytes start in `bytes`, and how many.
        var start: Int
        var count: Int
        /// The bit of an infix pattern in ``words(in:)``; 0 for the other shapes.
        var bit: UInt32
        var head: Head
    }

    /// The first (up to) eight bytes of a word or pattern as one little-endian
    /// word, the case mask over them and a mask of their length: a compare in one load.
    private struct Head {
        var bytes: UInt64 = 0
        var caseMask: UInt64 = 0
        var length: UInt64 = 0

        init(_ pool: [UInt8], _ start: Int, _ count: Int) {
            for offset in 0..<min(count, 8) {
                let byte = pool[start + offset]
                let shift = UInt64(offset * 8)
                bytes |= UInt64(byte) << shift
                caseMask |= UInt64(byte >= 0x61 && byte <= 0x7A ? 0x20 : 0) << shift
                length |= 0xFF << shift
            }
        }
    }

    /// Pattern and word bytes, lowercase.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Per byte of `bytes`: 0x20 for a letter, so `text | mask == byte` ignores case.
    private let masks: UnsafeMutablePointer<UInt8>
    /// Per possible byte: the bits of the words that start with it, and of
    /// those whose second byte it is (every one-byte word's bit is in every entry).
    private let firstBytes: UnsafeMutablePointer<UInt32>
    private let secondBytes: UnsafeMutablePointer<UInt32>
    /// Per word bit index: start in `bytes` and length.
    private let wordStart: UnsafeMutablePointer<Int>
    private let wordCount: UnsafeMutablePointer<Int>
    private let words: Int
    private let wordHead: UnsafeMutablePointer<Head>
    private let compiled: UnsafeMutablePointer<Compiled>
    private let patterns: [NamePattern]
    /// The prefix, suffix and exact patterns, which need no scan, by index in `compiled`.
    private let placed: UnsafeMutablePointer<Int>
    private let placedCount: Int
    /// The bits of the infix patterns' words.
    private let infixWords: UInt32
    /// True when some pattern goes through the general glob.
    private let hasGlob: Bool

    init(exclude: [NamePattern]) {
        patterns = exclude
        var pool: [UInt8] = Array("medium".utf8) + Array("bold".utf8)
        var starts = [0, 6]
        var counts = [6, 4]
        var entries: [Compiled] = []
        for pattern in exclude {
            var (shape, patternBytes) = pattern.compiled
            // Words are bits of a UInt32; further infix patterns use the pattern's own match.
            // An empty one (`**`) matches every name there.
            if shape == .infix, starts.count == 32 || patternBytes.isEmpty { shape = .glob }
            var bit: UInt32 = 0
            if shape == .infix {
                bit = 1 << UInt32(starts.count)
                starts.append(pool.count)
                counts.append(patternBytes.count)
            }
            pool += patternBytes
            entries.append(
                Compiled(
                    shape: shape, start: pool.count - patternBytes.count, count: patternBytes.count, bit: bit,
                    head: Head(pool, pool.count - patternBytes.count, patternBytes.count)))
        }
        hasGlob = entries.contains { $0.shape == .glob }
        infixWords = entries.reduce(0) { $0 | $1.bit }
        let placedIndices = entries.indices.filter { [.exact, .prefix, .suffix].contains(entries[$0].shape) }
        placedCount = placedIndices.count
        placed = .allocate(capacity: max(placedCount, 1))
        placed.initialize(from: placedIndices, count: placedCount)
        bytes = .allocate(capacity: max(pool.count, 1))
        masks = .allocate(capacity: max(pool.count, 1))
        for (index, byte) in pool.enumerated() {
            bytes[index] = byte
            masks[index] = byte >= 0x61 && byte <= 0x7A ? 0x20 : 0
        }
        firstBytes = .allocate(capacity: 256)
        firstBytes.initialize(repeating: 0, count: 256)
        secondBytes = .allocate(capacity: 256)
        secondBytes.initialize(repeating: 0, count: 256)
        words = starts.count
        wordStart = .allocate(capacity: words)
        wordCount = .allocate(capacity: words)
        wordHead = .allocate(capacity: words)
        for word in 0..<words {
            wordStart[word] = starts[word]
            wordCount[word] = counts[word]
            wordHead[word] = Head(pool, starts[word], counts[word])
            let bit: UInt32 = 1 << UInt32(word)
            let first = pool[starts[word]]
            firstBytes[Int(first)] |= bit
            if masks[starts[word]] != 0 { firstBytes[Int(first & ~0x20)] |= bit }
            if counts[word] == 1 {
                for byte in 0..<256 { secondBytes[byte] |= bit }
            } else {
                let second = pool[starts[word] + 1]
                secondBytes[Int(second)] |= bit
                if masks[starts[word] + 1] != 0 { secondBytes[Int(second & ~0x20)] |= bit }
            }
        }
        compiled = .allocate(capacity: max(entries.count, 1))
        compiled.initialize(from: entries, count: entries.count)
    }

    deinit {
        bytes.deallocate()
        masks.deallocate()
        firstBytes.deallocate()
        secondBytes.deallocate()
        wordStart.deallocate()
        wordCount.deallocate()
        wordHead.deallocate()
        placed.deallocate()
        compiled.deallocate()
    }

    /// The words found in a name: ``medium``, ``bold`` and the infix patterns' bits.
    @inline(__always)
    func words(in text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = text.baseAddress, !text.isEmpty else { return 0 }
        let count = text.count
        var found: UInt32 = 0
        var index = 0
        let (first, second) = (firstBytes, secondBytes)
        var pair = first[Int(base[0])]
        let last = count - 1
        while index < last {
            // Most byte pairs start no word: the loop stays two loads and a test.
            let next = Int(base[index + 1])
            let candidates = pair & second[next]
            if candidates != 0 { found |= words(candidates & ~found, at: index, in: text) }
            pair = first[next]
            index += 1
        }
        // The last byte: only a one-byte word can start there.
        let candidates = pair & second[0] & ~found
        if candidates != 0 { found |= words(candidates, at: last, in: text) }
        return found
    }

    /// Which of the `candidates` words stand at `index`.
    @inline(never)
    private func words(_ candidates: UInt32, at index: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var candidates = candidates
        var found: UInt32 = 0
        while candidates != 0 {
            let word = candidates.trailingZeroBitCount
            candidates &= candidates - 1
            let length = wordCount[word]
            if index + length <= text.count, equal(text, index, wordHead[word], wordStart[word], length) {
                found |= 1 << UInt32(word)
            }
        }
        return found
    }

    /// Whether pattern `index` matches, given the scan's words.
    @inline(__always)
    private func matches(_ index: Int, _ text: UnsafeBufferPointer<UInt8>, words: UInt32) -> Bool {
        let entry = compiled[index]
        switch entry.shape {
        case .exact: return text.count == entry.count && equal(text, 0, entry.head, entry.start, entry.count)
        case .prefix: return text.count >= entry.count && equal(text, 0, entry.head, entry.start, entry.count)
        case .suffix:
            return text.count >= entry.count && equal(text, text.count - entry.count, entry.head, entry.start, entry.count)
        case .infix: return words & entry.bit != 0
        case .glob: return patterns[index].matches(text)
        }
    }

    /// The first `exclude` pattern the name matches, given the scan's words.
    @inline(__always)
    func excluded(_ text: UnsafeBufferPointer<UInt8>, words: UInt32) -> Int? {
        for index in 0..<patterns.count where matches(index, text, words: words) { return index }
        return nil
    }

    /// Whether any `exclude` pattern that needs no scan (prefix, suffix, exact) matches.
    @inline(__always)
    func excludedWithoutScan(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        while position < placedCount {
            if matches(placed[position], text, words: 0) { return true }
            position += 1
        }
        return false
    }

    /// Whether any `exclude` pattern that needs the scan (infix, glob) matches.
    @inline(__always)
    func excludedByScan(_ text: UnsafeBufferPointer<UInt8>, words: UInt32) -> Bool {
        if words & infixWords != 0 { return true }
        guard hasGlob else { return false }
        for index in 0..<patterns.count where compiled[index].shape == .glob {
            if patterns[index].matches(text) { return true }
        }
        return false
    }

    /// Whether the `count` bytes from `start` in the pool (whose head is `head`)
    /// stand at `offset` of `text`, letters compared without case. The caller
    /// has checked that `offset + count <= text.count`.
    @inline(__always)
    private func equal(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int, _ head: Head, _ start: Int, _ count: Int) -> Bool {
        guard (Self.load(text, offset) | head.caseMask) & head.length == head.bytes else { return false }
        var position = 8
        while position < count {
            if text[offset + position] | masks[start + position] != bytes[start + position] { return false }
            position += 1
        }
        return true
    }

    /// Up to eight bytes of `text` from `offset`, little-endian, zero past the end.
    @inline(__always)
    private static func load(_ text: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        guard let address = text.baseAddress else { return 0 }
        let base = UnsafeRawPointer(address)
        if offset + 8 <= text.count { return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        if text.count >= 8 {
            // The last eight bytes, shifted so that `offset` comes first.
            let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: text.count - 8, as: UInt64.self))
            return last >> UInt64((offset - (text.count - 8)) * 8)
        }
        var value: UInt64 = 0
        var position = text.count - 1
        while position >= offset {
            value = value << 8 | UInt64(text[position])
            position -= 1
        }
        return value
    }

    /// The source rule's reading of the words: `medium` anywhere wins, then `bold`, else light.
    static func sourceStyle(_ words: UInt32) -> NameStyle {
        if words & medium != 0 { return NameStyle(slot: .medium, weight: 500, italic: false, matchedWord: .medium) }
        if words & bold != 0 { return NameStyle(slot: .bold, weight: 700, italic: false, matchedWord: .bold) }
        return NameStyle(slot: .light, weight: 400, italic: false, matchedWord: nil)
    }
}
