import FontPackageCheck
import FontPackage
import Testing

/// How `fontpack diff` tells the findings an update made or fixed from those
/// both checks make: by what is wrong and where in the app, whatever the
/// config's lines, and whatever slots a check says one cause at.
@Suite("diff: which findings are new and which fixed")
struct FindingChangesTests {
    static func missing(_ slot: String?, _ codePoints: [UInt32], line: Int = 5) -> Finding {
        Finding(
            .error, "missing-characters", "th \(slot ?? "all slots"): lacks Thai", at: SourceLocation(file: "appfont.json", line: line, column: 3),
            path: "list[0].data[0].name", language: "th", slot: slot, requirement: "fontconfig", missing: codePoints)
    }

    @Test("the same finding at another config line is neither new nor fixed")
    func sameFinding() {
        let (new, fixed) = FindingChanges.compare(before: [Self.missing("light", [1, 2], line: 5)], after: [Self.missing("light", [1, 2], line: 9)])
        #expect(new.isEmpty && fixed.isEmpty)
    }

    @Test("three slots' findings said once for all slots: neither new nor fixed")
    func slotsMerged() {
        let before = ["light", "medium", "bold"].map { Self.missing($0, [1, 2]) }
        let (new, fixed) = FindingChanges.compare(before: before, after: [Self.missing(nil, [1, 2])])
        #expect(new.isEmpty)
        #expect(fixed.isEmpty)
    }

    @Test("a character missing that was not missing before is new; a cause still reported is not fixed")
    func worse() {
        let before = ["light", "medium", "bold"].map { Self.missing($0, [1, 2]) }
        let (new, fixed) = FindingChanges.compare(before: before, after: [Self.missing(nil, [1, 2, 3])])
        #expect(new.map(\.missing) == [[1, 2, 3]])
        #expect(fixed.isEmpty)
    }

    @Test("a cause gone from the after check is fixed, once per finding")
    func gone() {
        let before = ["light", "bold"].map { Self.missing($0, [1]) }
        let (new, fixed) = FindingChanges.compare(before: before, after: [])
        #expect(new.isEmpty)
        #expect(fixed.count == 2)
    }
}
