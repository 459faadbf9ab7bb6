import FontPackage
import FontPackageCheck
import Testing

/// The text output prints a cause's first places without sorting all its
/// strings: the places it picks are those a full sort would put first.
@Suite("A cause's first places")
struct FindingOrderTests {
    /// Findings over a few languages, files and lines, with ties (the same
    /// place twice, told apart by message) to show that ties keep their order.
    static func findings(count: Int, seed: UInt64) -> [Finding] {
        var generator = SplitMix(state: seed)
        return (0..<count).map { index in
            let language = ["ar", "de", "fr"][Int(generator.next() % 3)]
            let file = "\(language).lproj/\(["A", "B"][Int(generator.next() % 2)]).strings"
            return Finding(
                .warning, "string-missing-characters", "finding \(index)",
                at: SourceLocation(file: file, line: Int(generator.next() % 20) + 1, column: 1), language: language)
        }
    }

    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("the first k equal a stable sort's prefix", arguments: [0, 1, 3, 10, 200])
    func firstEqualsSortedPrefix(k: Int) {
        for seed in UInt64(1)...20 {
            let findings = Self.findings(count: 150, seed: seed)
            let expected = Array(findings.sorted(by: FindingGrouping.stringOrder).prefix(k))
            #expect(FindingGrouping.first(k, of: findings, by: FindingGrouping.stringOrder) == expected)
        }
    }
}
