import FontPackage
@testable import FontPackageReporting
import Foundation
import Testing
@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("coverage's text and JSON on constructed values")
struct CoverageWriterTests {
    static let report = CoverageDocument(fonts: [
        CoverageDocument.Font(
            file: "Fonts/A.ttf", index: 0, postscriptName: "A-Regular", fullName: "A Regular",
            languages: [
                CoverageDocument.Language(
                    language: "vi", requirement: "fontconfig", source: "fontconfig vi", required: 194,
                    missing: [0x1EA0, 0x1EA1], composable: [0x1EA1], empty: [0x300]),
                CoverageDocument.Language(
                    language: "vi", requirement: "digits", source: "numbering system latn", required: 10,
                    missing: [], composable: [], empty: []),
            ],
            shaping: [
                CoverageDocument.Shaping(
                    language: "vi", orthography: "vi-Latn",
                    failures: [CoverageDocument.ShapingFailureEntry(code: "shaping-mark", codePoints: [0x61, 0x300], detail: "a + grave")])
            ],
            unavailable: [CoverageDocument.Unavailable(language: "vi", requirement: "cldr-base", reason: "no CLDR data")]),
        CoverageDocument.Font(
            file: "Fonts/B.ttc", index: 1, postscriptName: nil, fullName: "B Bold", languages: [], shaping: [], unavailable: []),
    ])

    @Test("a block per face: a line per requirement, characters by kind, shaping, what was not checked")
    func text() {
        #expect(Self.report.text == """
            Fonts/A.ttf#0 A-Regular
              vi  fontconfig  191/194, 2 missing (1 composable from base + mark), 1 empty glyph
                  missing (1): U+1EA0 Ạ
                  composable (1): U+1EA1 ạ
                  empty (1): U+0300 \u{25CC}\u{300}
              vi  digits      10/10 ok
              vi  shaping (hyperglot vi-Latn)  1 failure
                  shaping-mark (1): a + grave
              vi  cldr-base  not checked: no CLDR data
            Fonts/B.ttc#1 B Bold
            2 faces x language: 0 of 1 pair covered, 1 with gaps; --format json lists every character

            """)
    }

    @Test("long lists stop after the limit and say how many more")
    func listLimit() {
        let many = (0..<(CoverageDocument.listLimit + 5)).map { 0x4E00 + UInt32($0) }
        let line = CoverageDocument(fonts: [
            CoverageDocument.Font(
                file: "C.otf", index: 0, postscriptName: "C", fullName: "C",
                languages: [
                    CoverageDocument.Language(
                        language: "zh", requirement: "fontconfig", source: "fontconfig zh-cn", required: 6000, missing: many,
                        composable: [], empty: [])
                ], shaping: [], unavailable: [])
        ]).text.split(separator: "\n").map(String.init)[2]
        #expect(line.hasPrefix("      missing (\(many.count)): U+4E00 一, U+4E01 丁, "))
        #expect(line.hasSuffix(", ... and 5 more"))
        #expect(line.components(separatedBy: ", ").count == CoverageDocument.listLimit + 1)
    }

    @Test("JSON: fonts with their languages, shaping and unavailable; a missing PostScript name is left out")
    func json() throws {
        let text = try Self.report.json()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let fonts = try #require(root["fonts"] as? [[String: Any]])
        #expect(fonts.count == 2)
        #expect(fonts[0]["postscriptName"] as? String == "A-Regular")
        #expect(fonts[1]["postscriptName"] == nil)
        #expect(fonts[1]["fullName"] as? String == "B Bold")
        let languages = try #require(fonts[0]["languages"] as? [[String: Any]])
        #expect(languages[0]["missing"] as? [Int] == [0x1EA0, 0x1EA1])
        #expect(languages[0]["composable"] as? [Int] == [0x1EA1])
        #expect(languages[0]["empty"] as? [Int] == [0x300])
        #expect(languages[1]["requirement"] as? String == "digits")
        let shaping = try #require((fonts[0]["shaping"] as? [[String: Any]])?.first)
        #expect(shaping["orthography"] as? String == "vi-Latn")
        let failure = try #require((shaping["failures"] as? [[String: Any]])?.first)
        #expect(failure["codePoints"] as? [Int] == [0x61, 0x300])
        #expect(failure["code"] as? String == "shaping-mark")
        #expect((fonts[0]["unavailable"] as? [[String: String]]) == [["language": "vi", "requirement": "cldr-base", "reason": "no CLDR data"]])
        // Sorted keys, two-space indent, " : ".
        #expect(text.hasPrefix("{\n  \"fonts\" : [\n    {\n      \"file\" : \"Fonts/A.ttf\",\n      \"fullName\" : \"A Regular\",\n"))
    }

    @Test("a run becomes the report: verdicts per language, shaping kept apart, a face that cannot shape listed first as not checked")
    func fromRun() throws {
        let face = Values.face(file: "Fonts/Ar.ttf", postscriptName: "Ar-Regular")
        let run = CoverageRun(
            faces: [
                CoverageRun.Face(
                    face: face,
                    languages: [
                        CoverageRun.Language(
                            language: "ar", verdicts: [Values.verdict(language: "ar", source: "fontconfig ar", required: 36)],
                            shaping: .checked(
                                orthography: "ar-Arab",
                                failures: [ShapingFailure(kind: .joining, codePoints: [0x628], detail: "ب keeps its isolated form")]),
                            unavailable: []),
                        CoverageRun.Language(
                            language: "ckb", verdicts: [Values.verdict(language: "ckb", source: "fontconfig ku-iq", required: 32)],
                            shaping: .notChecked(FontInspectionError(file: "Fonts/Ar.ttf", reason: .unreadable("no glyphs"))),
                            unavailable: [LanguageRequirements.Unavailable(kind: .cldrBase, reason: "no CLDR data for ckb")]),
                    ])
            ], findings: [], failures: [])
        #expect(run.anythingMissing)
        let report = CoverageDocument(run)
        let font = try #require(report.fonts.first)
        #expect(font.file == "Fonts/Ar.ttf" && font.postscriptName == "Ar-Regular")
        #expect(font.languages.map(\.language) == ["ar", "ckb"])
        #expect(font.languages.map(\.required) == [36, 32])
        #expect(font.shaping.map(\.language) == ["ar"])
        #expect(font.shaping[0].failures.map(\.code) == ["shaping-joining"])
        #expect(font.unavailable.map(\.requirement) == ["shaping", "cldr-base"])
        #expect(font.unavailable[0].reason == "no glyphs")
        #expect(report.text.contains("  ar  shaping (hyperglot ar-Arab)  1 failure\n      shaping-joining (1): ب keeps its isolated form\n"))
    }

    @Test("nothing missing: a run with covered verdicts and clean shaping has nothing missing")
    func nothingMissing() {
        let language = CoverageRun.Language(
            language: "en", verdicts: [Values.verdict(language: "en", source: "fontconfig en", required: 72)],
            shaping: .checked(orthography: "en-Latn", failures: []), unavailable: [])
        #expect(language.isCovered)
        var run = CoverageRun(faces: [CoverageRun.Face(face: Values.face(), languages: [language])], findings: [], failures: [])
        #expect(!run.anythingMissing)
        run.faces[0].languages.append(
            CoverageRun.Language(
                language: "vi", verdicts: [Values.verdict(empty: [0x1EA0])], shaping: nil, unavailable: []))
        #expect(run.anythingMissing)
    }

    @Test("coverage has no JUnit writer; github gives the commands, then the text")
    func formats() throws {
        let finding = Finding(.error, Diagnostic.Code.missingCharacters, "vi: lacks Ạ", at: SourceLocation(file: "/repo/Fonts/A.ttf", line: 0, column: 0), language: "vi", font: "/repo/Fonts/A.ttf")
        let output = CoverageOutput(CoverageRun(faces: [], findings: [finding], failures: []), workingDirectory: "/repo")
        #expect(CoverageOutput.writer(.junit) == nil)
        #expect(throws: UnsupportedFormat.self) { try output.rendered(as: .junit) }
        #expect(try output.rendered(as: .github) == "::error file=Fonts/A.ttf,title=[missing-characters] vi::vi: lacks Ạ\n")
    }
}

@Suite("CoverageCheck.run on real font files")
struct CoverageCheckTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test("a face without joining forms fails Kurdish shaping; Arabic shapes; an unreadable file is a failure apart")
    func arabicWithoutGSUB() throws {
        let font = Self.root + "/Tests/Fixtures/Fonts/Shaping/ArabicNoGSUB.ttf"
        let run = CoverageCheck.run(
            files: [font, Self.root + "/Tests/Fixtures/no-such-font.ttf"], index: nil,
            languages: [try CheckedLanguage("ckb"), try CheckedLanguage("ar")], level: .fontconfig, shaping: true)
        #expect(run.failures.count == 1)
        #expect(run.failures.first?.file.hasSuffix("no-such-font.ttf") == true)
        let face = try #require(run.faces.first)
        #expect(run.faces.count == 1)
        #expect(face.languages.map(\.language) == ["ckb", "ar"])
        #expect(face.languages.allSatisfy { $0.verdicts.allSatisfy(\.isCovered) })
        guard case .checked(let orthography, let failures)? = face.languages[0].shaping else {
            Issue.record("ckb was not shaped")
            return
        }
        #expect(orthography == "ckb-Arab")
        #expect(failures.count == 4)
        #expect(!face.languages[0].isCovered && face.languages[1].isCovered)
        #expect(run.anythingMissing)
        #expect(run.findings.map(\.code.rawValue) == ["shaping-joining"])

        let unshaped = CoverageCheck.run(
            files: [font], index: 0, languages: [try CheckedLanguage("ckb")], level: .fontconfig, shaping: false)
        #expect(unshaped.faces.first?.languages.first?.shaping == nil)
        #expect(!unshaped.anythingMissing)
        #expect(unshaped.findings.isEmpty)
    }
}
