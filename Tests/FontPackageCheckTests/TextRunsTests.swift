import FontPackage
@testable import FontPackageInspection
import Foundation
import Testing

/// Text split into script and direction runs before it is shaped, as the
/// platforms' text engines do (UAX #24 script runs with paired brackets,
/// UAX #9 levels from FriBidi), and each run shaped as `hb-shape` shapes it
/// when given the run's script, direction and language.
@Suite("Text runs: shaping as the platform does")
struct TextRunsTests {
    static let shapingFonts = Support.packageRoot + "/Tests/Fixtures/Fonts/Shaping/"
    static let notoArabic = Support.packageRoot + "/Fonts/NotoSansArabic/NotoSansArabic-Light.ttf"

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

    @Test("the tags of Common, Inherited and unknown are those HarfBuzz gives a digit, a combining acute and an unassigned code point")
    func neutralTags() {
        #expect(UnicodeProperties.scripts(of: [0x31, 0x0301, 0x0378]) == [TextRuns.common, TextRuns.inherited, TextRuns.unknown])
        #expect([TextRuns.common, TextRuns.inherited, TextRuns.unknown].map(TextRuns.name) == ["Zyyy", "Zinh", "Zzzz"])
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

    // MARK: Against hb-shape

    /// `hb-shape` of one run's text alone, its script, direction and language given.
    static func hbShape(_ font: String, _ text: [UInt32], script: String, rightToLeft: Bool, language: String) throws
        -> [(glyph: Int, cluster: Int)]
    {
        let string = String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init)))
        let options = [
            "--no-glyph-names", "--cluster-level=1", "--output-format=json", "--script=" + script.lowercased(),
            "--direction=" + (rightToLeft ? "rtl" : "ltr"), "--language=" + language,
        ]
        let (status, output) = try Support.run("hb-shape", options + [font, string])
        try #require(status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return list.map { ($0["g"] as! Int, $0["cl"] as! Int) }
    }

    static let mixed: [(text: String, language: String)] = [
        ("Face ID آپکے آلے کو غیر مقفل کرتا ہے", "ur"),
        ("سائن ان کریں Apple", "ur"),
        ("Open آپکے app in Safari", "ur"),
        ("Rageshake برای گزارش اشکال", "fa"),
        ("ارسال شده با (Element) برای شما", "fa"),
        ("Mastodon، عام", "ar"),
        ("${content} لە ماستۆدۆن پۆست بکە", "ckb"),
    ]

    @Test(
        "each run's glyphs and clusters are hb-shape's for the run with its script, direction and language",
        arguments: [notoArabic, shapingFonts + "Arabic.ttf", shapingFonts + "ArabicNoGSUB.ttf"])
    func runsAgreeWithHbShape(font: String) throws {
        let face = try HarfBuzzFace(path: font, index: 0)
        for (text, language) in Self.mixed {
            let scalars = Self.scalars(text)
            let runs = TextRuns.of(scalars, direction: .rightToLeft)
            #expect(runs.contains { $0.script == "Arab" && $0.rightToLeft } && runs.contains { $0.script == "Latn" && !$0.rightToLeft })
            for run in runs {
                let ours = face.shape(scalars, run: run, language: language).map { (Int($0.glyph), $0.cluster - run.range.lowerBound) }
                let theirs = try Self.hbShape(
                    font, Array(scalars[run.range]), script: run.script, rightToLeft: run.rightToLeft, language: language)
                #expect(ours.map(\.0) == theirs.map(\.glyph), "\(text) \(run)")
                #expect(ours.map(\.1) == theirs.map(\.cluster), "\(text) \(run)")
            }
            // The whole text is the runs in turn.
            let whole = face.shape(scalars, language: language, direction: .rightToLeft).map(\.glyph)
            #expect(whole == runs.flatMap { face.shape(scalars, run: $0, language: language).map(\.glyph) })
        }
    }

    // MARK: The check

    @Test("mixed-script strings, Latin first, last and around Arabic-script text, give no shaping finding with fonts that join")
    func mixedStringsPass() throws {
        for font in [Self.notoArabic, Self.shapingFonts + "Arabic.ttf"] {
            let checker = try ShapingChecker(path: font, index: 0)
            for (text, language) in Self.mixed {
                let failures = checker.check(string: Self.scalars(text), language: language, direction: .rightToLeft)
                #expect(failures.isEmpty, "\(font): \(text): \(failures.map(\.detail))")
                // In a left-to-right paragraph the Arabic runs are the same runs.
                #expect(checker.check(string: Self.scalars(text), language: language).isEmpty)
            }
        }
    }

    @Test("without GSUB, letters with no presentation form in the cmap still keep their isolated form in mixed text")
    func noGSUBStillFlagged() throws {
        let noGSUB = try ShapingChecker(path: Self.shapingFonts + "ArabicNoGSUB.ttf", index: 0)
        let ckb = noGSUB.check(string: Self.scalars("${content} لە ماستۆدۆن پۆست بکە"), language: "ckb", direction: .rightToLeft)
        #expect(ckb.map(\.kind) == [.joining])
        #expect(ckb.first?.codePoints == [0x06D5])  // ە: no final presentation form
        for (text, language) in Self.mixed where language != "ckb" {
            #expect(noGSUB.check(string: Self.scalars(text), language: language, direction: .rightToLeft).isEmpty, "\(text)")
        }

        let noForms = try ShapingChecker(path: Self.shapingFonts + "ArabicNoGSUBNoForms.ttf", index: 0)
        let ur = noForms.check(string: Self.scalars("Face ID آپکے"), language: "ur", direction: .rightToLeft)
        #expect(ur.map(\.kind) == [.joining])
        // پ, ک, ے; آ begins the word and joins nothing before it.
        #expect(ur.first?.codePoints == [0x067E, 0x06A9, 0x06D2])
        let ar = noForms.check(string: Self.scalars("Mastodon، عام"), language: "ar", direction: .rightToLeft)
        #expect(ar.first?.codePoints == [0x0627, 0x0639])
    }

    @Test("ink: the Arabic letters of a mixed string are measured in their joined forms, as in the Arabic text alone")
    func ink() throws {
        let measurer = try InkMeasurer(path: Self.notoArabic, index: 0)
        let word = Self.scalars("آپکے")
        let alone = measurer.clusters(of: word, language: "ur", direction: .rightToLeft)
        let mixed = measurer.clusters(of: Self.scalars("Face ID ") + word, language: "ur", direction: .rightToLeft)
        #expect(Array(mixed.suffix(alone.count)) == alone)
        #expect(!alone.isEmpty)
    }
}
