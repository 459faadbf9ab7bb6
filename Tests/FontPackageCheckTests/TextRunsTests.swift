import FontPackage
@testable import FontPackageInspection
import Foundation
import Testing

/// Text split into script and direction runs before it is shaped, as the
/// platforms' text engines do (UAX #24 script runs with paired brackets,
/// UAX #9 levels from FriBidi).
@Suite("Text runs: shaping as the platform does")
struct TextRunsTests {
    static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    /// The runs as (text, script, right to left), easier to read in a failure.
    static func runs(_ text: String, _ direction: TextDirection) -> [(String, String, Bool)] {
        let scalars = scalars(text)
        return TextRuns.of(scalars, direction: direction).map { run in
            (String(String.UnicodeScalarView(scalars[run.range].compactMap(Unicode.Scalar.init))), run.script, run.rightToLeft)
        }
    }

    static func same(_ found: [(String, String, Bool)], _ expected: [(String, String, Bool)]) -> Bool {
        found.count == expected.count && zip(found, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    @Test("a Latin name before Urdu: a Latin run, the space at the paragraph's level, an Arabic run right to left")
    func latinFirst() {
        let rtl = Self.runs("Face ID آپکے", .rightToLeft)
        #expect(Self.same(rtl, [("Face ID", "Latn", false), (" ", "Latn", true), ("آپکے", "Arab", true)]), "\(rtl)")
        // In a left-to-right paragraph the space between L and R takes the paragraph's direction (UAX #9 N2).
        let ltr = Self.runs("Face ID آپکے", .leftToRight)
        #expect(Self.same(ltr, [("Face ID ", "Latn", false), ("آپکے", "Arab", true)]), "\(ltr)")
    }

    @Test("Common characters take their neighbours' script: leading digits the first letter's, an Arabic comma the run's")
    func commonCharacters() {
        let comma = Self.runs("Mastodon، عام", .rightToLeft)
        #expect(Self.same(comma, [("Mastodon", "Latn", false), ("، ", "Latn", true), ("عام", "Arab", true)]), "\(comma)")
        let leading = Self.runs("12 عام", .rightToLeft)
        #expect(Self.same(leading, [("12", "Arab", false), (" عام", "Arab", true)]), "\(leading)")
        // The braces pair around Latin text with only the paragraph's start (R) before them:
        // they take the paragraph's direction (UAX #9 N0), the Latin text inside stays left to right.
        let placeholder = Self.runs("${content} لە", .rightToLeft)
        #expect(
            Self.same(placeholder, [("${", "Latn", true), ("content", "Latn", false), ("} ", "Latn", true), ("لە", "Arab", true)]),
            "\(placeholder)")
        #expect(Self.same(Self.runs("", .leftToRight), []))
        #expect(Self.same(Self.runs("1, 2", .leftToRight), [("1, 2", "Zyyy", false)]))
    }

    @Test("paired brackets stay with the text around them: a closing bracket takes its opening bracket's script")
    func brackets() {
        let arabicAround = Self.runs("ارسال (Element) برای", .rightToLeft)
        #expect(
            Self.same(arabicAround, [("ارسال (", "Arab", true), ("Element", "Latn", false), (") برای", "Arab", true)]),
            "\(arabicAround)")
        let latinAround = Self.runs("Open (آپکے) now", .leftToRight)
        #expect(
            Self.same(latinAround, [("Open (", "Latn", false), ("آپکے", "Arab", true), (") now", "Latn", false)]),
            "\(latinAround)")
        // Nested and unmatched brackets: the inner pair closes first, a stray closing bracket pairs nothing
        // (directions left out: ب alone is right to left, the rest of its script run is not).
        let nested = Self.runs("a [ب (c)] d)", .leftToRight).map { ($0.0, $0.1, false) }
        #expect(
            Self.same(
                nested,
                [("a [", "Latn", false), ("ب", "Arab", false), (" (", "Arab", false), ("c", "Latn", false), (")", "Arab", false),
                    ("] d)", "Latn", false)]), "\(nested)")
    }

    @Test("the itemizer alone: script and level changes cut runs; Inherited marks stay on their base")
    func itemizer() {
        let latn = TextRuns.tag("Latn")
        let arab = TextRuns.tag("Arab")
        let runs = TextRuns.itemize(
            scripts: [latn, TextRuns.inherited, TextRuns.common, arab, TextRuns.inherited, arab],
            brackets: [0, 0, 0, 0, 0, 0], levels: [2, 2, 1, 1, 1, 1])
        #expect(
            runs == [
                TextRun(range: 0..<2, script: "Latn", rightToLeft: false), TextRun(range: 2..<3, script: "Latn", rightToLeft: true),
                TextRun(range: 3..<6, script: "Arab", rightToLeft: true),
            ])
    }
}
