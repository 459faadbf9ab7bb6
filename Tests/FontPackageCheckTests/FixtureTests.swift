import FontPackage
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

/// The fixture fonts (Tests/Fixtures/Fonts, made by Scripts/fixtures/make-fixtures.py),
/// each with the known properties and defects its README lists.
@Suite("Fixture fonts with known defects")
struct FixtureTests {
    static let folder = Support.packageRoot + "/Tests/Fixtures/Fonts"

    static func face(_ name: String, index: Int = 0) throws -> FontFace {
        try FontInspector().inspect(file: folder + "/" + name, index: index)
    }

    static func verdict(_ name: String, _ language: String) throws -> CoverageVerdict {
        let requirement = try #require(LanguageRequirement.fontconfig(for: try ParsedLocale(language)))
        return try face(name).coverage(of: requirement)
    }

    @Test("MissingLetters: ß, é, ñ missing exactly where fontconfig says")
    func missingLetters() throws {
        #expect(try Self.verdict("MissingLetters.ttf", "de").missing.codePoints == [0xDF])
        #expect(try Self.verdict("MissingLetters.ttf", "fr").missing.codePoints == [0xE9])
        let english = try Self.verdict("MissingLetters.ttf", "en")
        #expect(english.missing.codePoints == [0xE9, 0xF1])
        // é is composable only if the font has e + U+0301; this one has no combining marks.
        #expect(english.composable.isEmpty)
        #expect(try Self.verdict("MissingLetters.ttf", "vi").missing.count == 111)
    }

    @Test("EmptyGlyph: A and é draw nothing; spaces are fine")
    func emptyGlyph() throws {
        let face = try Self.face("EmptyGlyph.ttf")
        #expect(face.emptyGlyphs.codePoints == [0x41, 0xE9])
        #expect(face.characters.contains(0x41) && face.characters.contains(0x20))
        let french = try Self.verdict("EmptyGlyph.ttf", "fr")
        #expect(french.missing.isEmpty)  // fontconfig: satisfied
        #expect(french.empty.codePoints == [0x41, 0xE9])  // us: not really
        #expect(!french.isCovered)
    }

    @Test("NoPrecomposedVi: every missing Vietnamese letter is composable")
    func noPrecomposed() throws {
        let verdict = try Self.verdict("NoPrecomposedVi.ttf", "vi")
        #expect(verdict.missing.count == 132)
        #expect(verdict.composable == verdict.missing)
        #expect(verdict.uncomposable.isEmpty)
        #expect(verdict.kind(of: 0x1EAF) == .composable)  // ắ
        #expect(verdict.kind(of: 0x0111) == .covered)  // đ
    }

    @Test("weights, italic and names as the README measures them")
    func slots() throws {
        #expect(try Self.face("Light.ttf").weightClass == 300)
        #expect(try Self.face("Medium.ttf").weightClass == 500)
        #expect(try Self.face("Bold.ttf").weightClass == 700)
        let italic = try Self.face("Italic.ttf")
        #expect(italic.isItalic && italic.weightClass == 400)
        let wrong = try Self.face("WrongWeight.ttf")
        #expect(wrong.weightClass == 700 && wrong.postscriptName == "FixtureWrongWeight-Light" && !wrong.isItalic)
        #expect(wrong.styleNames.contains("Light"))
        let pair = try FontInspector().inspect(file: Self.folder + "/Pair.ttc")
        #expect(pair.map(\.postscriptName) == ["FixturePair-Regular", "FixturePair-Bold"])
        #expect(pair.map(\.weightClass) == [400, 700])
    }

    @Test("Corrupt: an error naming the file and FreeType's reason; the folder still indexes")
    func corrupt() throws {
        let path = Self.folder + "/Corrupt.ttf"
        let error = #expect(throws: FontInspectionError.self) { try FontInspector().inspect(file: path) }
        #expect(error?.file == path)
        guard case .freeType(let code, let message)? = error?.reason else {
            Issue.record("expected a FreeType error, got \(String(describing: error))")
            return
        }
        #expect(code != 0 && !message.isEmpty)
        let index = try FontIndex(folder: Self.folder)
        #expect(index.failures.map(\.file) == [path])
        #expect(index.faces.count == 23)  // 9 single-face files + 2 faces of Pair.ttc + 8 in Shaping/ + 4 in Clip/
        let vietnamese = try index.find(name: "genjyuu_light(越南细)")
        #expect(vietnamese.postscriptName == "FixtureVietnamese-Light")
        #expect(try index.find(name: "FixturePair-Bold").index == 1)
        #expect(try index.find(name: "Fixture Slot Medium").weightClass == 500)
    }
}
