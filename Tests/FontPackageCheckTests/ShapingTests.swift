import FontPackage
@testable import FontPackageCheck
@testable import FontPackageInspection
import Foundation
import Testing

/// The shaping checks against `hb-shape`, a separate program, on fonts with
/// GSUB, GPOS or presentation forms taken out (Tests/Fixtures/Fonts/Shaping).
@Suite("Shaping with HarfBuzz")
struct ShapingTests {
    static let fonts = Support.packageRoot + "/Tests/Fixtures/Fonts/Shaping/"

    struct Glyph: Equatable {
        let glyph: Int
        let cluster: Int
        let dx: Int
        let dy: Int
    }

    /// `hb-shape` with monotone character clusters, as the checker shapes.
    static func hbShape(_ font: String, _ scalars: [UInt32], features: [String] = []) throws -> [Glyph] {
        let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let options = ["--no-glyph-names", "--cluster-level=1", "--output-format=json"]
            + (features.isEmpty ? [] : ["--features=" + features.joined(separator: ",")])
        let (status, output) = try Support.run("hb-shape", options + [fonts + font, text])
        try #require(status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        return list.map { Glyph(glyph: $0["g"] as! Int, cluster: $0["cl"] as! Int, dx: $0["dx"] as! Int, dy: $0["dy"] as! Int) }
    }

    /// Joining types read straight from ArabicShaping.txt, apart from the generated table.
    static let joiningTypes: [UInt32: Character] = {
        var types: [UInt32: Character] = [:]
        let text = (try? String(contentsOfFile: "/usr/share/unicode/ArabicShaping.txt", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count >= 3, let codePoint = UInt32(fields[0], radix: 16), let type = fields[2].first {
                types[codePoint] = type
            }
        }
        return types
    }()

    /// The oracle's joining verdict: the letters whose glyphs, shaped after,
    /// before or between the partner, equal their glyphs shaped alone or
    /// their cmap glyph (shaped alone without the isol feature).
    static func unjoinedByOracle(_ font: String, _ sample: ShapingSample) throws -> Set<UInt32> {
        let partner = try #require(sample.partner)
        var failing = Set<UInt32>()
        for letter in sample.joiningLetters {
            let type = try #require(joiningTypes[letter])
            let alone = try hbShape(font, [letter]).map(\.glyph)
            let nominal = try hbShape(font, [letter], features: ["-isol"]).map(\.glyph)
            var contexts: [([UInt32], Int)] = []
            if "DR".contains(type) { contexts.append(([partner, letter], 1)) }
            if "DL".contains(type) { contexts.append(([letter, partner], 0)) }
            if type == "D" { contexts.append(([partner, letter, partner], 1)) }
            for (text, position) in contexts {
                let own = try hbShape(font, text).filter { $0.cluster == position }.map(\.glyph)
                if !own.isEmpty && (own == alone || own == nominal) { failing.insert(letter) }
            }
        }
        return failing
    }

    static func sample(_ language: String) throws -> ShapingSample {
        try #require(ShapingSample.of(try ParsedLocale(language)))
    }

    static func failures(_ font: String, _ language: String, _ kind: ShapingFailure.Kind) throws -> [ShapingFailure] {
        let checker = try ShapingChecker(path: fonts + font, index: 0)
        return checker.check(try sample(language)).filter { $0.kind == kind }
    }

    @Test(
        "joining: the letters that keep their isolated glyph are those hb-shape shows unjoined",
        arguments: [
            ("ArabicNoGSUB.ttf", "ckb"), ("ArabicNoGSUB.ttf", "ps"), ("ArabicNoGSUB.ttf", "ar"), ("ArabicNoGSUB.ttf", "fa"),
            ("ArabicNoGSUBNoForms.ttf", "ar"), ("ArabicNoGSUBNoForms.ttf", "ckb"), ("Arabic.ttf", "ckb"),
            ("Arabic.ttf", "ps"), ("Arabic.ttf", "ar"), ("Arabic.ttf", "ur"), ("ArabicNoGSUB.ttf", "ur"),
        ])
    func joiningAgreesWithHbShape(font: String, language: String) throws {
        let found = Set(try Self.failures(font, language, .joining).flatMap(\.codePoints))
        #expect(found == (try Self.unjoinedByOracle(font, try Self.sample(language))))
    }

    @Test("joining: without GSUB, ar and fa join through presentation forms; ckb and ps letters without them do not")
    func joiningWithoutGSUB() throws {
        #expect(try Self.failures("ArabicNoGSUB.ttf", "ar", .joining).isEmpty)
        #expect(try Self.failures("ArabicNoGSUB.ttf", "fa", .joining).isEmpty)
        let ckb = try Self.failures("ArabicNoGSUB.ttf", "ckb", .joining)
        #expect(Set(ckb.flatMap(\.codePoints)) == [0x0695, 0x06B5, 0x06CE, 0x06D5])  // ڕ ڵ ێ ە
        #expect(ckb.first?.detail == "ڕ (U+0695) keeps its isolated form after ب")
        let ps = Set(try Self.failures("ArabicNoGSUB.ttf", "ps", .joining).flatMap(\.codePoints))
        #expect(ps.isSuperset(of: [0x067C, 0x0689, 0x0693]))  // ټ ډ ړ
        // Without presentation forms in the cmap either, no Arabic letter joins.
        let ar = Set(try Self.failures("ArabicNoGSUBNoForms.ttf", "ar", .joining).flatMap(\.codePoints))
        #expect(ar == Set(try Self.sample("ar").joiningLetters))
        // (ur is not here: Noto Sans Arabic has no initial or medial form of ں U+06BA.)
        for language in ["ar", "fa", "ckb", "ps"] {
            #expect(try ShapingChecker(path: Self.fonts + "Arabic.ttf", index: 0).check(try Self.sample(language)).isEmpty)
        }
    }

    @Test("conjunct: without GSUB the virama stays, as hb-shape shows; with GSUB every hi conjunct forms")
    func conjuncts() throws {
        let sample = try Self.sample("hi")
        #expect(sample.conjuncts.contains([0x0915, 0x094D, 0x0937]))  // क्ष
        // The virama's glyph: ka + virama with nothing after it, shaped without GSUB.
        let kaVirama = try Self.hbShape("DevanagariNoGSUB.ttf", [0x0915, 0x094D])
        try #require(kaVirama.count == 2)
        let virama = kaVirama[1].glyph
        var expected = Set<[UInt32]>()
        for conjunct in sample.conjuncts where try Self.hbShape("DevanagariNoGSUB.ttf", conjunct).contains(where: { $0.glyph == virama }) {
            expected.insert(conjunct)
        }
        let found = try Self.failures("DevanagariNoGSUB.ttf", "hi", .conjunct)
        #expect(Set(found.map(\.codePoints)) == expected)
        #expect(expected.contains([0x0915, 0x094D, 0x0937]))
        #expect(try Self.failures("Devanagari.ttf", "hi", .conjunct).isEmpty)
    }

    @Test("dotted circle: a vowel sign with no consonant is a broken cluster, as hb-shape shows")
    func dottedCircle() throws {
        let circle = try #require(try Self.hbShape("Devanagari.ttf", [0x25CC]).first).glyph
        let broken: [UInt32] = [0x093F]  // ि alone
        #expect(try Self.hbShape("Devanagari.ttf", broken).contains { $0.glyph == circle })
        let failures = try ShapingChecker(path: Self.fonts + "Devanagari.ttf", index: 0).check(string: broken)
        #expect(failures.map(\.kind) == [.dottedCircle])
        #expect(failures.first?.codePoints == broken)
        let whole: [UInt32] = [0x0915, 0x093F]  // कि
        #expect(!(try Self.hbShape("Devanagari.ttf", whole).contains { $0.glyph == circle }))
        #expect(try ShapingChecker(path: Self.fonts + "Devanagari.ttf", index: 0).check(string: whole).isEmpty)
    }

    @Test("notdef: a language's letters that the font lacks shape to glyph 0, as hb-shape shows")
    func notdef() throws {
        let failures = try Self.failures("Devanagari.ttf", "ckb", .notdef)
        var expected = Set<UInt32>()
        for letter in try Self.sample("ckb").joiningLetters where try Self.hbShape("Devanagari.ttf", [letter]).first?.glyph == 0 {
            expected.insert(letter)
        }
        #expect(!expected.isEmpty)
        #expect(Set(failures.flatMap(\.codePoints)) == expected)
    }

    @Test("WOFF2 is shaped through FreeType: the glyphs are FreeType's cmap glyphs and Hebrew passes")
    func woff2() throws {
        let path = Support.packageRoot + "/Fonts/NotoSansHebrew/NotoSansHebrew-Bold.woff2"
        let face = try HarfBuzzFace(path: path, index: 0)
        let freeType = try FreeTypeLibrary().openFace(path: path, index: 0)
        let shin: UInt32 = 0x05E9
        #expect(freeType.glyph(for: shin) != 0)
        #expect(face.shape([shin]).map(\.glyph) == [freeType.glyph(for: shin)])
        let sample = try Self.sample("he")
        #expect(!sample.markPairs.isEmpty)
        #expect(ShapingChecker(face: face).check(sample).isEmpty)
    }

    // MARK: The pack check

    static func checkPack(
        _ entries: [(env: String, font: String)], shaping: Bool = true, strings: [String: String] = [:]
    ) throws -> PackReport {
        let folder = try Support.temporaryFolder()
        let list = entries.map { #"{"env": "\#($0.env)", "data": [{"font": 0, "name": "\#($0.font)"}]}"# }
        try #"{"list": [\#(list.joined(separator: ",\n"))]}"#.write(toFile: folder + "/appfont.json", atomically: true, encoding: .utf8)
        var options = PackCheckOptions(fontsFolder: fonts, languages: nil)
        options.shaping = shaping
        if !strings.isEmpty {
            for (language, text) in strings {
                try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
                try text.write(toFile: folder + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
            }
            options.strings = StringsCheckOptions(paths: strings.keys.map { folder + "/\($0).lproj" })
        }
        return try PackChecker.check(config: try FontPackConfig.load(path: folder + "/appfont.json"), options: options)
    }

    @Test("fontpack check: a font that maps ckb but cannot join it fails ckb in every slot; the intact font passes")
    func packCheck() throws {
        let broken = try Self.checkPack([("ckb", "FixtureArabicNoGSUB-Regular"), ("ar", "FixtureArabicNoGSUB-Regular")])
        let joining = broken.findings.filter { $0.code == "shaping-joining" }
        #expect(joining.map(\.language) == ["ckb", "ckb", "ckb"])
        #expect(joining.map(\.slot) == ["light", "medium", "bold"])
        #expect(joining.allSatisfy { $0.missing == [0x0695, 0x06B5, 0x06CE, 0x06D5] && $0.severity == .error })
        #expect(joining.first?.message.contains("ڕ (U+0695) keeps its isolated form after ب") == true)
        #expect(broken.rows.map { $0.shaping?.count } == [4, 4, 4, 0, 0, 0])
        #expect(broken.findings.filter { $0.code.rawValue.hasPrefix("shaping-") && $0.language == "ar" }.isEmpty)

        let intact = try Self.checkPack([("ckb", "FixtureShapingArabic-Regular")])
        #expect(!intact.findings.contains { $0.code.rawValue.hasPrefix("shaping-") })
        #expect(intact.rows.allSatisfy { $0.shaping == [] })

        let off = try Self.checkPack([("ckb", "FixtureArabicNoGSUB-Regular")], shaping: false)
        #expect(!off.findings.contains { $0.code.rawValue.hasPrefix("shaping-") })
        #expect(off.rows.allSatisfy { $0.shaping == nil })
    }

    @Test("fontpack check --strings: a string that renders unjoined is reported at its file, line and key")
    func strings() throws {
        let report = try Self.checkPack(
            [("ckb", "FixtureArabicNoGSUB-Regular")],
            strings: ["ckb": "\"greeting\" = \"سڵاو\";\n\"road\" = \"ڕێگا\";\n\"plain\" = \"باب\";\n"])
        let found = report.findings.filter { $0.code == "shaping-joining" && $0.key != nil }
        #expect(Set(found.compactMap(\.key)) == ["greeting", "road"])
        let greeting = try #require(found.first { $0.key == "greeting" })
        #expect(greeting.location?.line == 1)
        #expect(greeting.location?.file.hasSuffix("ckb.lproj/Localizable.strings") == true)
        #expect(greeting.missing == [0x06B5])  // ڵ joins س before it; ا after it is right-joining only
        #expect(greeting.slot == "light, medium, bold")
        let road = try #require(found.first { $0.key == "road" })
        #expect(road.location?.line == 2)
        // ڕ begins the word and joins nothing before it; ێ after it must join گ.
        #expect(road.missing == [0x06CE])
    }
}
