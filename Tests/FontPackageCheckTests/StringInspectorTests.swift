import FontPackage
@testable import FontPackageInspection
import FontPackageStrings
import FontPackageSupport
import Testing

/// The strings pass's two short cuts, each held against the long way on a
/// real app's strings (Mastodon's iOS app, `Tests/Fixtures/MastodonExcerpt`,
/// GPL-3.0): ink measured word by word against the text shaped whole, and
/// one run without FriBidi against FriBidi's levels and the script runs.
@Suite("String inspection: the short cuts draw what the long way draws")
struct StringInspectorTests {
    /// Every translated string of the excerpt, placeholders removed, with its language.
    static let texts: [(language: String, scalars: [UInt32])] = {
        let app = AppStrings.load(paths: [Support.packageRoot + "/Tests/Fixtures/MastodonExcerpt"])
        return app.strings.map { string in
            (string.language.canonicalIdentifier,
             FormatSpecifiers.strip(string.text, syntax: string.syntax).unicodeScalars.map(\.value))
        }
    }()

    /// A face whose Vietnamese stacks pass its own box (the clipped-ink
    /// fixture with a low hhea), and the example pack's Noto Sans and Noto Serif.
    static let faces = [
        Support.packageRoot + "/Tests/Fixtures/Fonts/Clip/VietnameseLowHhea.ttf",
        Support.packageRoot + "/Fonts/NotoSans/NotoSans-Light.ttf",
        Support.packageRoot + "/Fonts/NotoSerif/NotoSerif-Light.ttf",
    ]

    @Test("ink past the box, word by word, equals the ink of each string shaped whole", arguments: faces)
    func wordsMeasureAsWholeText(path: String) throws {
        let files = FontFiles()
        let id = FaceID(file: path, index: 0)
        let inspector = try StringInspector(id, files: files)
        let whole = try InkMeasurer(id, files: files)
        // The face's own iOS box (hhea), which the fixture's stacked Vietnamese accents pass.
        let metrics = try #require(try FreeTypeLibrary().openFace(path: path, index: 0).verticalMetrics)
        let box = (ascent: metrics.hheaAscender, descent: -metrics.hheaDescender)
        var measuredByWords = 0
        for (language, scalars) in Self.texts where !scalars.isEmpty {
            let direction = (try? ParsedLocale(language))?.direction ?? .leftToRight
            let byWords = inspector.inspect(
                scalars, language: language, direction: direction, checkShaping: false, inkBox: box
            ).inkPast
            let expected = whole.clustersPast(
                of: scalars, ascent: box.ascent, descent: box.descent, language: language, direction: direction)
            #expect(byWords == expected, "\(language): \(String(codePoints: scalars))")
            if direction == .leftToRight, StringInspector.words(of: scalars) != nil, scalars.contains(0x20) {
                measuredByWords += 1
            }
            // Words of ASCII only are left out: none of them reaches past the box.
            for word in scalars.split(separator: 0x20) where word.allSatisfy({ $0 < 0x80 }) {
                #expect(
                    whole.clustersPast(of: Array(word), ascent: box.ascent, descent: box.descent, language: language)
                        .isEmpty)
            }
        }
        // Not vacuous: a quarter of the strings took the word path (the others are one word, or right to left).
        #expect(measuredByWords > Self.texts.count / 4)
    }

    @Test("the fixture's stacked Vietnamese accents pass its box, word by word as whole")
    func stackedAccentsFound() throws {
        let path = Self.faces[0]
        let files = FontFiles()
        let inspector = try StringInspector(FaceID(file: path, index: 0), files: files)
        let metrics = try #require(try FreeTypeLibrary().openFace(path: path, index: 0).verticalMetrics)
        let box = (ascent: metrics.hheaAscender, descent: -metrics.hheaDescender)
        let vietnamese = Self.texts.filter { $0.language == "vi" }
        let past = vietnamese.filter { text in
            !inspector.inspect(text.scalars, language: "vi", direction: .leftToRight, checkShaping: false, inkBox: box)
                .inkPast.isEmpty
        }
        #expect(!past.isEmpty)
    }

    @Test("one run without FriBidi equals FriBidi's levels and the script runs")
    func oneRunAsItemized() {
        var oneRun = 0
        for (_, scalars) in Self.texts where !scalars.isEmpty {
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                let rightToLeft = direction == .rightToLeft
                let bidi = UnicodeProperties.bidi(of: scalars, rightToLeft: rightToLeft)
                let itemized = TextRuns.itemize(
                    scripts: UnicodeProperties.scripts(of: scalars),
                    brackets: bidi?.brackets ?? Array(repeating: 0, count: scalars.count),
                    levels: bidi?.levels ?? Array(repeating: rightToLeft ? 1 : 0, count: scalars.count))
                let runs = TextRuns.of(scalars, direction: direction)
                #expect(runs == itemized, "\(direction): \(String(codePoints: scalars))")
                if !rightToLeft, runs.count == 1, !scalars.contains(where: TextRuns.mayChangeDirection) { oneRun += 1 }
            }
        }
        #expect(oneRun > Self.texts.count / 2)
    }

    @Test("text that can change direction, or a space carrying a mark, is not split into words")
    func wordsOnlyWhereTheyShapeAlike() {
        #expect(StringInspector.words(of: Array("Héllo wörld".unicodeScalars.map(\.value)))?.count == 2)
        // Words of ASCII only are not measured.
        #expect(StringInspector.words(of: Array("Hello wörld".unicodeScalars.map(\.value)))?.count == 1)
        // RIGHT-TO-LEFT MARK, a Hebrew letter, an Arabic-Indic digit, an isolate.
        for text in ["a \u{200F}b", "a \u{05D0}", "1 \u{0661}", "a \u{2067}b\u{2069}"] {
            #expect(StringInspector.words(of: text.unicodeScalars.map(\.value)) == nil, "\(text.debugDescription)")
        }
        // A combining acute on a space belongs to the space.
        #expect(StringInspector.words(of: "a \u{0301}b".unicodeScalars.map(\.value)) == nil)
    }
}
