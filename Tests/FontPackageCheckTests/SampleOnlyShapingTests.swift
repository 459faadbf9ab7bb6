import FontPackage
@testable import FontPackageCheck
@testable import FontPackageInspection
import FontPackageSupport
import Foundation
import Testing

/// With the app's strings, a failure of a language's sample text that no
/// string of the language shows is a `shaping-sample-only` warning; one a
/// string shows stays an error. `hb-shape` says which sample clusters fail
/// with the face and which of them the strings' text shows.
@Suite("Shaping: the sample against the app's strings")
struct SampleOnlyShapingTests {
    static let noGSUB = "ArabicNoGSUB.ttf"

    /// The oracle's letters of `text` that must join a neighbour (joining
    /// types from ArabicShaping.txt) and keep, in `hb-shape`'s shaping of the
    /// text, their glyph shaped alone or their cmap glyph.
    static func unjoinedByOracle(_ font: String, text: String) throws -> Set<UInt32> {
        let scalars = text.unicodeScalars.map(\.value)
        let glyphs = try ShapingTests.hbShape(font, scalars)
        func type(_ codePoint: UInt32) -> Character { ShapingTests.joiningTypes[codePoint] ?? "U" }
        var failing = Set<UInt32>()
        for (position, letter) in scalars.enumerated() {
            let own = type(letter)
            let joinsBefore = "DR".contains(own) && position > 0 && "DLC".contains(type(scalars[position - 1]))
            let joinsAfter = "DL".contains(own) && position + 1 < scalars.count && "DRC".contains(type(scalars[position + 1]))
            guard joinsBefore || joinsAfter else { continue }
            let alone = try ShapingTests.hbShape(font, [letter]).map(\.glyph)
            let nominal = try ShapingTests.hbShape(font, [letter], features: ["-isol"]).map(\.glyph)
            let shaped = glyphs.filter { $0.cluster == position }.map(\.glyph)
            if !shaped.isEmpty && (shaped == alone || shaped == nominal) { failing.insert(letter) }
        }
        return failing
    }

    static func sampleFindings(_ report: PackReport, _ language: String) -> [Finding] {
        report.findings.filter { $0.language == language && $0.key == nil && $0.code.rawValue.hasPrefix("shaping-") }
    }

    @Test("ckb: the letters a string leaves unjoined stay a shaping-joining error; ڕ, written only where it joins nothing, and ە, not written, are a warning")
    func joiningSplits() throws {
        let strings = ["greeting": "سڵاو", "road": "ڕێگا"]
        let sample = try ShapingTests.unjoinedByOracle(Self.noGSUB, try ShapingTests.sample("ckb"))
        #expect(sample == [0x0695, 0x06B5, 0x06CE, 0x06D5])
        var shown = Set<UInt32>()
        for text in strings.values { shown.formUnion(try Self.unjoinedByOracle(Self.noGSUB, text: text)) }
        #expect(shown == [0x06B5, 0x06CE])
        // ڕ is in "road", at its start, where a right-joining letter joins nothing.
        #expect(strings["road"]!.unicodeScalars.first == "\u{0695}")

        let report = try ShapingTests.checkPack(
            [("ckb", "FixtureArabicNoGSUB-Regular")],
            strings: ["ckb": strings.map { "\"\($0.key)\" = \"\($0.value)\";" }.sorted().joined(separator: "\n")])
        let found = Self.sampleFindings(report, "ckb")
        let errors = found.filter { $0.code == "shaping-joining" }
        #expect(errors.map(\.slot) == ["light", "medium", "bold"])
        #expect(errors.allSatisfy { $0.severity == .error && Set($0.missing) == sample.intersection(shown) })
        let warnings = found.filter { $0.code == "shaping-sample-only" }
        #expect(warnings.map(\.slot) == ["light", "medium", "bold"])
        #expect(warnings.allSatisfy { $0.severity == .warning && Set($0.missing) == sample.subtracting(shown) })
        #expect(warnings.allSatisfy { $0.requirement == "hyperglot ckb-Arab" && $0.location != nil })
        #expect(
            warnings.first?.message.hasSuffix(
                "only the sample shows these: no string of ckb (2 strings) has ڕ (U+0695), ە (U+06D5) left in their isolated forms where the text joins them")
                == true, "\(warnings.first?.message ?? "")")
        #expect(found.count == 6)
    }

    @Test("a language whose strings show none of its sample's failures, and one with no strings, have warnings only")
    func noStringShowsIt() throws {
        let report = try ShapingTests.checkPack(
            [("ckb", "FixtureArabicNoGSUB-Regular"), ("te", "FixtureTeluguMarksAside-Regular")],
            strings: ["ckb": #""plain" = "باب";"#])
        #expect(try Self.unjoinedByOracle(Self.noGSUB, text: "باب").isEmpty)
        let without = try ShapingTests.checkPack(
            [("ckb", "FixtureArabicNoGSUB-Regular"), ("te", "FixtureTeluguMarksAside-Regular")])
        for language in ["ckb", "te"] {
            let before = Self.sampleFindings(without, language)
            let after = Self.sampleFindings(report, language)
            #expect(!before.isEmpty && before.allSatisfy { $0.severity == .error })
            // The same failures, slot for slot, now warnings.
            #expect(after.map(\.code) == before.map { _ in "shaping-sample-only" })
            #expect(after.map(\.slot) == before.map(\.slot))
            #expect(after.map(\.missing) == before.map(\.missing))
            #expect(after.allSatisfy { $0.severity == .warning })
        }
        let telugu = Self.sampleFindings(report, "te")
        #expect(telugu.allSatisfy { $0.message.hasSuffix("only the sample shows these: te has no strings") }, "\(telugu.map(\.message))")
        #expect(Self.sampleFindings(report, "ckb").first?.message.contains("no string of ckb (1 string) has ڕ (U+0695), ڵ (U+06B5)") == true)
        #expect(!report.findings.contains { $0.severity == .error && $0.code.rawValue.hasPrefix("shaping-") })
    }

    @Test("without --strings, a sample's failures are errors as before: no shaping-sample-only")
    func withoutStrings() throws {
        let report = try ShapingTests.checkPack([("ckb", "FixtureArabicNoGSUB-Regular")])
        let sample = try ShapingTests.unjoinedByOracle(Self.noGSUB, try ShapingTests.sample("ckb"))
        let errors = report.findings.filter { $0.code == "shaping-joining" }
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0.severity == .error && Set($0.missing) == sample })
        #expect(!report.findings.contains { $0.code == "shaping-sample-only" })
    }

    @Test("hi: a conjunct the strings write stays a shaping-conjunct error; the sample's other conjuncts are a warning")
    func conjunctsWritten() throws {
        let text = "क्षत्रिय"
        let scalars = text.unicodeScalars.map(\.value)
        // The failing conjuncts, as hb-shape shows them: the virama's own glyph stays.
        let kaVirama = try ShapingTests.hbShape("DevanagariNoGSUB.ttf", [0x0915, 0x094D])
        try #require(kaVirama.count == 2)
        var failing = Set<[UInt32]>()
        for conjunct in try ShapingTests.sample("hi").conjuncts
        where try ShapingTests.hbShape("DevanagariNoGSUB.ttf", conjunct).contains(where: { $0.glyph == kaVirama[1].glyph }) {
            failing.insert(conjunct)
        }
        func written(_ conjunct: [UInt32]) -> Bool {
            (0...(scalars.count - conjunct.count)).contains { Array(scalars[$0..<$0 + conjunct.count]) == conjunct }
        }
        let shown = failing.filter(written)
        #expect(shown.contains([0x0915, 0x094D, 0x0937]))
        #expect(failing.count > shown.count)

        let report = try ShapingTests.checkPack(
            [("hi", "FixtureDevanagariNoGSUB-Regular")], strings: ["hi": "\"word\" = \"\(text)\";"])
        let found = Self.sampleFindings(report, "hi").filter { $0.slot == "light" }
        let error = try #require(found.first { $0.code == "shaping-conjunct" })
        #expect(error.severity == .error)
        #expect(Set(error.characters ?? []) == Set(shown.map { String(codePoints: $0) }))
        let warned = Set(found.filter { $0.code == "shaping-sample-only" }.flatMap { $0.characters ?? [] })
        for conjunct in failing.subtracting(shown) {
            #expect(warned.contains(String(codePoints: conjunct)), "\(String(codePoints: conjunct)) is not warned")
        }
        #expect(warned.isDisjoint(with: Set(shown.map { String(codePoints: $0) })))
    }
}
