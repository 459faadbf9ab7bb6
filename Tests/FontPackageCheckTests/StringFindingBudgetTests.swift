import FontPackage
import Testing

@testable import FontPackageCheck

/// What the finding that stands for a file's strings past the limit keeps of theirs.
@Suite("findings past the limit of a string file")
struct StringFindingBudgetTests {
    static func finding(line: Int, code: Diagnostic.Code, missing: [UInt32], characters: [String]) -> Finding {
        Finding(
            code == .clippedInk ? .warning : .error, code, "ar light: \"key.\(line)\" ...",
            at: SourceLocation(file: "ar.lproj/Localizable.strings", line: line, column: 1), language: "ar", slot: "light",
            font: "Fonts/A.ttf", missing: missing, key: "key.\(line)", characters: characters)
    }

    /// A clipped-ink finding (clusters, nothing missing) on each of the first `lines` lines.
    static func clippedInk(lines: Int, perFile: Int) -> BoundedStringFindings {
        var bounded = BoundedStringFindings(perFile: perFile)
        for line in 1...lines {
            bounded.add(
                StringFinding(
                    job: 0, string: line - 1, finding: finding(line: line, code: .clippedInk, missing: [], characters: ["Å"])))
        }
        return bounded
    }

    @Test("missing characters: two listed, one for the other three, lacking what they lack together, with no key")
    func missingCharacters() {
        var bounded = BoundedStringFindings(perFile: 2)
        let letters: [[UInt32]] = [[0x41], [0x42], [0x43], [0x44, 0x41], [0x45]]
        for (offset, missing) in letters.enumerated() {
            let characters = missing.map { String(Unicode.Scalar($0)!) }
            bounded.add(
                StringFinding(
                    job: 0, string: offset,
                    finding: Self.finding(line: offset + 1, code: .stringMissingCharacters, missing: missing, characters: characters)))
        }
        let all = bounded.all
        #expect(all.count == 3)
        #expect(all.prefix(2).map { $0.finding.key } == ["key.1", "key.2"])
        let summary = all[2]
        #expect(summary.string == 2)
        #expect(summary.finding.location?.line == 3)
        #expect(summary.finding.key == nil)
        #expect(summary.finding.message.contains("3 strings of this file, lines 3 to 5"))
        #expect(summary.finding.missing == [0x41, 0x43, 0x44, 0x45])
        #expect(summary.finding.characters == ["A", "C", "D", "E"])
    }

    @Test("clipped ink: the summary keeps its first string's clusters, having no missing characters to list")
    func clippedInk() {
        let summary = Self.clippedInk(lines: 3, perFile: 1).all[1].finding
        #expect(summary.message.contains("2 strings of this file, lines 2 to 3"))
        #expect(summary.characters == ["Å"])
        #expect(summary.missing.isEmpty)
    }

    @Test("0 lists every finding")
    func noLimit() {
        let bounded = Self.clippedInk(lines: 5, perFile: 0)
        #expect(bounded.all.count == 5)
        #expect(bounded.all.allSatisfy { $0.finding.key != nil })
    }
}
