#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Generated data read in place: lines `key<TAB>value`, sorted by the key's
/// bytes (the generators sort them), found by binary search. Nothing is split
/// or copied up front; building one costs a scan for the line starts.
package struct SortedLines: Sendable {
    private let text: String
    /// Byte offsets of the line starts in `text.utf8`, then one past the last line's end.
    private let starts: [Int32]

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        var starts: [Int32] = [0]
        text.utf8.withContiguousStorageIfAvailable { bytes in
            starts.reserveCapacity(bytes.count / 16)
            // C's memchr finds the newlines many bytes at a time; a byte-by-byte
            // loop cost 6.5 instructions a byte, 2.4 M for the tables a check reads.
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                starts.append(Int32(offset))
            }
            if starts.last! != Int32(bytes.count) { starts.append(Int32(bytes.count + 1)) }
        }
        self.text = text
        self.starts = starts
    }

    /// The number of lines.
    package var count: Int { starts.count - 1 }

    /// The text after `key` and its tab, on the line whose key is `key`.
    package func value(for key: String) -> Substring? {
        var key = key
        guard let range = key.withUTF8({ find($0) }) else { return nil }
        return slice(range)
    }

    /// Every line as (key, value), in order.
    package var lines: [(key: Substring, value: Substring)] {
        (0..<count).map { line in
            let (start, end) = (Int(starts[line]), Int(starts[line + 1]) - 1)
            let tab = text.utf8.withContiguousStorageIfAvailable { bytes in
                (start..<end).first { bytes[$0] == 0x09 } ?? end
            }!
            return (slice(start..<tab), slice(Swift.min(tab + 1, end)..<end))
        }
    }

    private func slice(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return Substring(utf8[lower..<utf8.index(lower, offsetBy: range.count)])
    }

    private func find(_ key: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let start = Int(starts[middle])
                let end = Int(starts[middle + 1]) - 1
                var tab = start
                while tab < end && bytes[tab] != 0x09 { tab += 1 }
                let order = Self.compare(UnsafeBufferPointer(rebasing: bytes[start..<tab]), key)
                if order == 0 { return Swift.min(tab + 1, end)..<end }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        } ?? nil
    }

    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        for offset in 0..<Swift.min(left.count, right.count) where left[offset] != right[offset] {
            return left[offset] < right[offset] ? -1 : 1
        }
        return left.count - right.count
    }
}
