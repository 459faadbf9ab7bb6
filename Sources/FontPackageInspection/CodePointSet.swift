internal import FontPackageSupport
/// A set of Unicode code points stored as sorted, disjoint, non-adjacent
/// half-open ranges. Compact for the shapes font and language data take
/// (long runs of letters, scattered Han ideographs), with `contains` in
/// O(log n) and set algebra in one linear merge.
public struct CodePointSet: Sendable, Hashable, Sequence, CustomStringConvertible {
    /// Sorted, disjoint, non-adjacent `lowerBound..<upperBound` pairs.
    package private(set) var ranges: [Range<UInt32>]

    /// The empty set.
    package init() { ranges = [] }

    /// Builds from any code points, in any order, duplicates allowed.
    package init(_ codePoints: some Sequence<UInt32>) {
        var builder = Builder()
        for codePoint in codePoints.sorted() { builder.append(codePoint) }
        self = builder.build()
    }

    package init(_ scalars: some Sequence<Unicode.Scalar>) {
        self.init(scalars.map(\.value))
    }

    /// Builds from ranges in any order; overlapping and adjacent ones merge.
    package init(ranges: some Sequence<ClosedRange<UInt32>>) {
        self.init(normalizing: ranges.map { $0.lowerBound..<($0.upperBound + 1) })
    }

    init(normalizing input: [Range<UInt32>]) {
        let sorted = input.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<UInt32>] = []
        merged.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                if range.upperBound > last.upperBound {
                    merged[merged.count - 1] = last.lowerBound..<range.upperBound
                }
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }

    /// A set of `sortedRanges`: increasing, non-empty, neither overlapping nor touching.
    init(sortedRanges: [Range<UInt32>]) { ranges = sortedRanges }

    /// Appends code points in strictly increasing order (what fontconfig's page
    /// walk and sorted input produce); out-of-order input is a programming error.
    struct Builder {
        private var ranges: [Range<UInt32>] = []

        mutating func append(_ codePoint: UInt32) {
            if let last = ranges.last {
                if codePoint == last.upperBound {
                    ranges[ranges.count - 1] = last.lowerBound..<(codePoint + 1)
                    return
                }
                if codePoint < last.upperBound { return }  // duplicate
            }
            ranges.append(codePoint..<(codePoint + 1))
        }

        func build() -> CodePointSet { CodePointSet(sortedRanges: ranges) }
    }

    /// True when the set has no code point.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The number of code points.
    public var count: Int { ranges.reduce(0) { $0 + Int($1.count) } }

    /// Whether the set has `codePoint`.
    public func contains(_ codePoint: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if codePoint < range.lowerBound {
                high = middle
            } else if codePoint >= range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    package func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }

    /// Whether every code point of `other` is in this set.
    package func isSuperset(of other: CodePointSet) -> Bool { other.subtracting(self).isEmpty }

    package func union(_ other: CodePointSet) -> CodePointSet {
        if other.ranges.isEmpty { return self }
        if ranges.isEmpty { return other }
        var result: [Range<UInt32>] = []
        result.reserveCapacity(ranges.count + other.ranges.count)
        var i = 0
        var j = 0
        // The lower-starting range next, merged into the last one when they touch.
        while i < ranges.count || j < other.ranges.count {
            let next: Range<UInt32>
            if j == other.ranges.count || (i < ranges.count && ranges[i].lowerBound <= other.ranges[j].lowerBound) {
                next = ranges[i]
                i += 1
            } else {
                next = other.ranges[j]
                j += 1
            }
            if let last = result.last, next.lowerBound <= last.upperBound {
                if next.upperBound > last.upperBound { result[result.count - 1] = last.lowerBound..<next.upperBound }
            } else {
                result.append(next)
            }
        }
        return CodePointSet(sortedRanges: result)
    }

    package func intersection(_ other: CodePointSet) -> CodePointSet {
        var result: [Range<UInt32>] = []
        var i = 0
        var j = 0
        while i < ranges.count, j < other.ranges.count {
            let a = ranges[i]
            let b = other.ranges[j]
            let low = Swift.max(a.lowerBound, b.lowerBound)
            let high = Swift.min(a.upperBound, b.upperBound)
            if low < high { result.append(low..<high) }
            if a.upperBound < b.upperBound { i += 1 } else { j += 1 }
        }
        return CodePointSet(sortedRanges: result)
    }

    /// The code points of this set that `other` lacks.
    package func subtracting(_ other: CodePointSet) -> CodePointSet {
        var result: [Range<UInt32>] = []
        var j = 0
        for range in ranges {
            var low = range.lowerBound
            while j < other.ranges.count, other.ranges[j].upperBound <= low { j += 1 }
            var k = j
            while k < other.ranges.count, other.ranges[k].lowerBound < range.upperBound {
                let cut = other.ranges[k]
                if cut.lowerBound > low { result.append(low..<cut.lowerBound) }
                low = Swift.max(low, cut.upperBound)
                if cut.upperBound >= range.upperBound { break }
                k += 1
            }
            if low < range.upperBound { result.append(low..<range.upperBound) }
        }
        return CodePointSet(sortedRanges: result)
    }

    /// Every code point, ascending.
    package var codePoints: [UInt32] { Array(self) }

    /// Iterates the code points in ascending order.
    public func makeIterator() -> Iterator { Iterator(ranges: ranges) }

    /// Steps through the ranges of a ``CodePointSet`` in ascending order.
    public struct Iterator: IteratorProtocol, Sendable {
        private let ranges: [Range<UInt32>]
        private var rangeIndex = 0
        private var upcoming: UInt32

        init(ranges: [Range<UInt32>]) {
            self.ranges = ranges
            upcoming = ranges.first?.lowerBound ?? 0
        }

        /// The next code point, or nil after the last.
        public mutating func next() -> UInt32? {
            guard rangeIndex < ranges.count else { return nil }
            let value = upcoming
            if value + 1 < ranges[rangeIndex].upperBound {
                upcoming = value + 1
            } else {
                rangeIndex += 1
                if rangeIndex < ranges.count { upcoming = ranges[rangeIndex].lowerBound }
            }
            return value
        }
    }

    /// The exact number of code points.
    public var underestimatedCount: Int { count }

    /// `U+0041..U+005A U+00E9`-style summary.
    public var description: String {
        ranges.map { range in
            range.count == 1
                ? CodePointSet.label(range.lowerBound)
                : "\(CodePointSet.label(range.lowerBound))..\(CodePointSet.label(range.upperBound - 1))"
        }.joined(separator: " ")
    }

    /// `U+1EA0`: at least four hex digits, upper case.
    package static func label(_ codePoint: UInt32) -> String {
        codePointLabel(codePoint)
    }
}
