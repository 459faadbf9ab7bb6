import FontPackage
import FontPackageCheck
import Foundation
import Testing
internal import FontPackageInspection

/// A pack folder built from the fixture fonts, with a config written for the test.
struct FixturePack {
    let folder: String
    let config: FontPackConfig

    /// Copies `files` (fixture name -> name in the pack) and loads `configText`.
    init(files: [String: String], config configText: String) throws {
        folder = try Support.temporaryFolder()
        for (fixture, name) in files {
            let source = Support.packageRoot + "/Tests/Fixtures/Fonts/" + fixture
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: source)), to: folder + "/" + name)
        }
        config = try FontPackConfig.parse(bytes: Array(configText.utf8), file: "pack.json")
    }

    func check(languages: [String]? = nil, level: CoverageLevel = .fontconfig) throws -> PackReport {
        try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: folder, languages: languages, level: level))
    }
}

/// The missing count fc-validate reports for one face and language.
func fcValidateMissing(file: String, index: Int, language: String) throws -> Int {
    let result = try Support.run("fc-validate", ["-i", String(index), "-l", language, file])
    if result.output.contains("Satisfy the coverage") { return 0 }
    let words = result.output.split(separator: " ")
    let position = try #require(words.firstIndex(of: "Missing"), "unexpected fc-validate output: \(result.output)")
    return try #require(Int(words[position + 1]))
}

@Suite("Checking a pack")
struct PackCheckTests {
    static let examplePath = Support.packageRoot + "/Config/appfont.json"
    static let exampleFonts = Support.packageRoot + "/Fonts"

    func checkExample(languages: [String]? = nil, level: CoverageLevel = .fontconfig) throws -> PackReport {
        let config = try FontPackConfig.load(path: Self.examplePath)
        return try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: Self.exampleFonts, languages: languages, level: level))
    }

    @Test("the example pack has no errors, its fallbacks are noted, and its only warnings are Arabic's taller line box")
    func examplePack() throws {
        let report = try checkExample()
        #expect(!report.hasErrors, "\(report.findings.map(\.description))")
        let warnings = report.findings.filter { $0.severity == .warning }
        #expect(warnings.map(\.code) == [.lineHeightMismatch, .lineHeightMismatch, .lineHeightMismatch])
        #expect(warnings.allSatisfy { $0.language == "ar" })
        let fallbacks = report.findings.filter { $0.code == "weight-fallback" }
        #expect(fallbacks.map(\.language) == ["ar", "ja"])
        #expect(Set(report.rows.map(\.language)) == ["vi", "ar", "zh-Hans", "ja", "en"])
        #expect(report.rows.count == 15)
        let arabicMedium = try #require(report.rows.first { $0.language == "ar" && $0.slot == "medium" })
        #expect(arabicMedium.fallbackFrom == "light")
        #expect(arabicMedium.face?.postscriptName == "NotoSansArabic-Light")
        let chineseBold = try #require(report.rows.first { $0.language == "zh-Hans" && $0.slot == "bold" })
        #expect(chineseBold.face?.file.hasSuffix("NotoSansCJK/NotoSansCJK-Bold.ttc") == true)
        #expect(chineseBold.face?.index == 0)
        let japaneseLight = try #require(report.rows.first { $0.language == "ja" && $0.slot == "light" })
        #expect(japaneseLight.face?.index == 2)
        #expect(report.rows.first { $0.language == "en" }?.env == "default")
    }

    @Test("every fontconfig verdict of the table agrees with fc-validate")
    func agreesWithFcValidate() throws {
        let report = try checkExample(languages: ["vi", "ar", "fa", "zh-Hans", "zh-TW", "ja", "en", "ru", "el", "he"])
        var compared = 0
        for row in report.rows {
            let face = try #require(row.face)
            let verdict = try #require(row.verdicts.first { $0.requirement.kind == .fontconfig })
            let code = String(verdict.requirement.source.dropFirst("fontconfig ".count))
            let expected = try fcValidateMissing(file: face.file, index: face.index, language: code)
            #expect(verdict.missing.count == expected, "\(row.language) \(row.slot) \(face.file)#\(face.index) \(code)")
            compared += 1
        }
        #expect(compared == 30)
    }

    @Test("languages the pack does not serve well are errors: tofu before it ships")
    func languagesOutsideThePack() throws {
        let report = try checkExample(languages: ["zh-TW", "fa", "he", "ru"])
        // zh-TW has no Traditional entry; "scripts" sends Han to zh-Hans, whose Simplified
        // font lacks Traditional forms. fa and he fall to default (Latin).
        let missing = report.findings.filter { $0.code == "missing-characters" && $0.requirement == "fontconfig" }
        #expect(Set(missing.map(\.language)) == ["zh-TW", "fa", "he"])
        let traditional = try #require(missing.first { $0.language == "zh-TW" && $0.slot == "light" })
        let font = try #require(traditional.font)
        #expect(font.hasSuffix("NotoSansCJK/NotoSansCJK-Light.ttc"))
        // fc-validate counts letters the font can only compose as missing too.
        let composable = report.findings.first { $0.code == "composable-only" && $0.language == "zh-TW" && $0.slot == "light" }
        #expect(
            traditional.missing.count + (composable?.missing.count ?? 0)
                == (try fcValidateMissing(file: font, index: 0, language: "zh-tw")))
        #expect(traditional.location?.file == Self.examplePath)
        #expect(traditional.missing == traditional.missing.sorted())
        #expect(!report.findings.contains { $0.language == "ru" && $0.severity == .error })
    }

    @Test("stricter levels add CLDR requirements and, at base, what the system's formatters draw")
    func levels() throws {
        let base = try checkExample(languages: ["vi"], level: .base)
        let kinds = Set(try #require(base.rows.first).verdicts.map(\.requirement.name))
        #expect(kinds == ["fontconfig", "digits", "cldr-base", "cldr-numbers", "cldr-punctuation", "formatted"])
        let full = try checkExample(languages: ["vi"], level: .full)
        #expect(try #require(full.rows.first).verdicts.contains { $0.requirement.name == "cldr-auxiliary" })
    }

    @Test("a missing font names the closest existing names; every other font is still checked")
    func missingFont() throws {
        let pack = try FixturePack(
            files: ["Light.ttf": "Light.ttf", "Bold.ttf": "Bold.ttf", "Corrupt.ttf": "Broken.ttf"],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Light"},
                  {"font": 1, "name": "FixtureSlot-Meduim"},
                  {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """)
        let report = try pack.check()
        let notFound = try #require(report.findings.first { $0.code == "font-not-found" })
        #expect(notFound.severity == .error)
        #expect(notFound.message.contains("'FixtureSlot-Meduim'"))
        #expect(notFound.message.contains("closest: 'FixtureSlot-Light'") || notFound.message.contains("'FixtureSlot-Bold'"))
        #expect(notFound.location == SourceLocation(file: "pack.json", line: 3, column: 3))
        let unreadable = try #require(report.findings.first { $0.code == "font-unreadable" })
        #expect(unreadable.font?.hasSuffix("Broken.ttf") == true)
        // The light and bold faces were still checked.
        #expect(report.rows.filter { $0.face != nil }.map(\.slot) == ["light", "bold"])
        #expect(report.hasErrors)
    }

    @Test("two files claiming one name is an error")
    func ambiguous() throws {
        let folder = try Support.temporaryFolder()
        let light = try Data(contentsOf: URL(fileURLWithPath: Support.packageRoot + "/Tests/Fixtures/Fonts/Light.ttf"))
        try Support.write(light, to: folder + "/a/Light.ttf")
        try Support.write(light, to: folder + "/b/Copy.ttf")
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#.utf8),
            file: "pack.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: folder))
        let finding = try #require(report.findings.first { $0.code == "font-ambiguous" })
        #expect(finding.message.contains("a/Light.ttf"))
        #expect(finding.message.contains("b/Copy.ttf"))
    }

    @Test("slot sanity: weight classes, order, slant and families are warnings with the numbers")
    func slotSanity() throws {
        let pack = try FixturePack(
            files: [
                "WrongWeight.ttf": "WrongWeight.ttf", "Medium.ttf": "Medium.ttf", "Italic.ttf": "Italic.ttf",
                "genjyuu_light(越南细).ttf": "genjyuu_light(越南细).ttf",
            ],
            config: """
                {"list": [
                  {"env": "default", "data": [
                    {"font": 0, "name": "FixtureWrongWeight-Light"},
                    {"font": 1, "name": "FixtureSlot-Medium"},
                    {"font": 2, "name": "FixtureSlot-Italic"}]},
                  {"env": "vi", "data": [{"font": 0, "name": "genjyuu_light(越南细)"}]}]}
                """)
        let report = try pack.check()
        let slotWeight = report.findings.filter { $0.code == "slot-weight" }
        #expect(slotWeight.contains { $0.slot == "light" && $0.message.contains("weight class is 700") })
        #expect(slotWeight.contains { $0.slot == "bold" && $0.message.contains("weight class is 400") })
        let order = try #require(report.findings.first { $0.code == "weight-order" })
        #expect(order.message.contains("light (FixtureWrongWeight-Light, weight class 700) is not lighter than medium"))
        #expect(report.findings.contains { $0.code == "italic-in-upright-slot" && $0.slot == "bold" })
        #expect(report.findings.allSatisfy { $0.code != "mixed-families" || $0.language == "default" })
        // The non-ASCII base name is found, and the fixture covers Vietnamese.
        let vietnamese = report.rows.filter { $0.language == "vi" }
        #expect(vietnamese.count == 3)
        #expect(vietnamese.allSatisfy { $0.face?.postscriptName == "FixtureVietnamese-Light" })
        #expect(!report.findings.contains { $0.language == "vi" && $0.severity == .error && $0.platform == nil })
        // On iOS, the default platform, a base name is not what UIFont(name:size:) looks up.
        #expect(report.findings.contains {
            $0.code == "platform-name" && $0.language == "vi" && $0.message.contains("write \"FixtureVietnamese-Light\"")
        })
    }

    @Test("composable-only letters and empty glyphs are reported apart from missing ones")
    func composableAndEmpty() throws {
        let pack = try FixturePack(
            files: ["NoPrecomposedVi.ttf": "NoPrecomposedVi.ttf", "EmptyGlyph.ttf": "EmptyGlyph.ttf"],
            config: """
                {"list": [
                  {"env": "vi", "data": [{"font": 0, "name": "FixtureNoPrecomposedVi-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureEmptyGlyph-Regular"}]}]}
                """)
        let report = try pack.check()
        let composable = try #require(report.findings.first { $0.code == "composable-only" && $0.slot == "light" })
        #expect(composable.language == "vi")
        #expect(composable.severity == .warning)
        #expect(composable.missing.contains(0x1EAF))  // ắ
        #expect(composable.missing.count == 132)
        // Nothing in vi is plainly missing: every missing letter decomposes into what the font has.
        #expect(!report.findings.contains { $0.language == "vi" && $0.code == "missing-characters" && $0.requirement == "fontconfig" })
        let empty = try #require(report.findings.first { $0.code == "empty-glyphs" && $0.slot == "light" })
        #expect(empty.language == "en")
        // A and é (fontconfig's en orthography has é); the empty spaces are allowed.
        #expect(empty.missing == [0x41, 0xE9])
    }

    @Test("explicit files and collection indexes; a wrong index or name is a finding")
    func explicitFiles() throws {
        let pack = try FixturePack(
            files: ["Pair.ttc": "Pair.ttc", "Light.ttf": "Light.ttf"],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixturePair-Regular", "file": "Pair.ttc", "index": 0},
                  {"font": 1, "name": "Something-Else", "file": "Light.ttf"},
                  {"font": 2, "name": "FixturePair-Bold", "file": "Pair.ttc", "index": 5}]}]}
                """)
        let report = try pack.check()
        #expect(report.rows.first { $0.slot == "light" }?.face?.postscriptName == "FixturePair-Regular")
        let mismatch = try #require(report.findings.first { $0.code == "name-mismatch" })
        #expect(mismatch.message.contains("holds FixtureSlot-Light, not \"Something-Else\""))
        let noFace = try #require(report.findings.first { $0.code == "no-such-face" })
        #expect(noFace.message.contains("has no face 5 (it has 2)"))
        // The bold face the config names cannot be found: its row has no font (the error says why),
        // rather than quietly checking another face.
        let bold = try #require(report.rows.first { $0.slot == "bold" })
        #expect(bold.configFace.name == "FixturePair-Bold")
        #expect(bold.face == nil)
    }

    @Test("uneven coverage across slots is noted")
    func unevenCoverage() throws {
        let pack = try FixturePack(
            files: ["MissingLetters.ttf": "MissingLetters.ttf", "Bold.ttf": "Bold.ttf"],
            config: """
                {"list": [{"env": "fr", "data": [
                  {"font": 0, "name": "FixtureMissingLetters-Regular"}, {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """)
        let report = try pack.check()
        let note = try #require(report.findings.first { $0.code == "uneven-coverage" && $0.requirement == "fontconfig" })
        #expect(note.message.contains("light 1, medium 1, bold 0"))
        let missing = try #require(report.findings.first { $0.code == "missing-characters" && $0.slot == "light" })
        #expect(missing.missing == [0xE9])  // é
    }

    @Test("a language that cannot be read, or that nothing serves, is an error finding")
    func badLanguages() throws {
        let pack = try FixturePack(
            files: ["Light.ttf": "Light.ttf"],
            config: #"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#)
        let report = try pack.check(languages: ["fr-CA", "not a tag", "ko"])
        #expect(report.findings.contains { $0.code == "invalid-language" && $0.language == "not a tag" })
        #expect(report.findings.contains { $0.code == "no-entry" && $0.language == "ko" })
        #expect(report.rows.map(\.language) == ["fr-CA", "fr-CA", "fr-CA"])
    }

    @Test("a pack folder that does not exist is an error value")
    func missingFolder() throws {
        let config = try FontPackConfig.load(path: Self.examplePath)
        #expect(throws: FontLookupError.self) {
            try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: "/nonexistent/fonts"))
        }
    }
}
