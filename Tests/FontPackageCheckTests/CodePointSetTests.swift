import Testing

@testable import FontPackageInspection

/// The range-merging set algebra of `CodePointSet`, against Swift's `Set`.
@Suite struct CodePointSetTests {
    /// Random code points in clusters, so that ranges touch, overlap and nest.
    static func randomSet(_ generator: inout some RandomNumberGenerator) -> Set<UInt32> {
        var values = Set<UInt32>()
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let start = UInt32.random(in: 0...300, using: &generator)
            let length = UInt32.random(in: 0...25, using: &generator)
            for value in start..<(start + length) where Bool.random(using: &generator) || length < 6 { values.insert(value) }
        }
        return values
    }

    @Test("union, intersection and subtracting give Set's answers, as sorted disjoint non-adjacent ranges")
    func algebraIsSets() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = Self.randomSet(&generator)
            let b = Self.randomSet(&generator)
            let (left, right) = (CodePointSet(a), CodePointSet(b))
            for (result, expected) in [
                (left.union(right), a.union(b)), (right.union(left), a.union(b)),
                (left.intersection(right), a.intersection(b)), (left.subtracting(right), a.subtracting(b)),
            ] {
                #expect(result.codePoints == expected.sorted())
                #expect(result == CodePointSet(expected), "one shape for one set, so == and hashing hold")
                for (range, next) in zip(result.ranges, result.ranges.dropFirst()) {
                    #expect(!range.isEmpty && range.upperBound < next.lowerBound)
                }
            }
        }
    }
}
