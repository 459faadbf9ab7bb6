import FontPackage
import FontPackageSubset
import Foundation
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

/// The chain test pack (Tests/Fixtures/ChainPack: Latin default with Arabic and
/// Hebrew links, Hebrew falling back to default for digits) checked against
/// fontconfig's own tools: `fc-query --format '%{charset}'` says which face
/// has which character, `fc-validate` how many a face lacks for a language.
@Suite("Checking a pack with fallback chains")
struct ChainCheckTests {
    static let configPath = Support.packageRoot + "/Tests/Fixtures/ChainPack/appfont.json"
    static let fonts = Support.packageRoot + "/Fonts"

    static func check(_ config: FontPackConfig, languages: [String]?, strings: StringsCheckOptions? = nil) throws -> PackReport {
        var options = PackCheckOptions(fontsFolder: fonts, languages: languages, strings: strings)
        options.shaping = false
        return try PackChecker.check(config: config, options: options)
    }

    /// `fc-query -i INDEX --format '%{charset}' FILE`: the face's character map as fontconfig reads it.
    static func fcCharset(_ file: String, index: Int = 0) throws -> Set<UInt32> {
        let (status, output) = try Support.run("fc-query", ["-i", String(index), "--format", "%{charset}", file])
        #expect(status == 0)
        var result = Set<UInt32>()
        for range in output.split(whereSeparator: \.isWhitespace) {
            let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first else { continue }
            result.formUnion(low...(bounds.last ?? low))
        }
        return result
    }

    static func path(_ file: String) -> String {
        file.hasPrefix("/") ? file : Support.packageRoot + "/" + file
    }

    @Test("each drawn-by-fallback note: characters its first face's cmap lacks and its link's has (fc-query), as many as fc-validate counts")
    func drawnByFallbackAgainstFontconfig() throws {
        let config = try FontPackConfig.load(path: Self.configPath)
        let report = try Self.check(config, languages: ["he", "fa", "en"])
        #expect(!report.findings.contains { $0.code.rawValue == "missing-characters" }, "\(report.findings.map(\.description))")
        let notes = report.findings.filter { $0.code.rawValue == "drawn-by-fallback" }
        // he: the digits in each of its three slots; fa: fontconfig's Arabic letters and the Persian digits, per slot.
        #expect(Set(notes.compactMap(\.language)) == ["he", "fa"])
        #expect(notes.count == 3 + 6)
        for note in notes {
            let row = try #require(report.rows.first { $0.language == note.language && note.slot?.contains($0.slot) == true })
            let own = try Self.fcCharset(Self.path(row.face!.file), index: row.face!.index)
            let link = try Self.fcCharset(Self.path(try #require(note.font)))
            for codePoint in note.missing {
                #expect(!own.contains(codePoint), "\(note)")
                #expect(link.contains(codePoint), "\(note)")
            }
            if note.requirement == "fontconfig" {
                let missing = try fcValidateMissing(file: Self.path(row.face!.file), index: row.face!.index, language: note.language!)
                #expect(note.missing.count == missing, "\(note)")
            }
        }
        // Hebrew digits come from default's face of the same slot.
        let hebrewBold = try #require(notes.first { $0.language == "he" && $0.slot == "bold" })
        #expect(hebrewBold.missing == Array(0x30...0x39))
        #expect(hebrewBold.font?.hasSuffix("NotoSans/NotoSans-Bold.ttf") == true)
        // The table counts what the chain draws.
        #expect(report.rows.filter { $0.language == "he" }.allSatisfy { $0.verdicts.allSatisfy(\.isCovered) })
    }

    @Test("a character no link draws stays missing-characters, as many as fc-validate counts")
    func noLinkDraws() throws {
        let config = try FontPackConfig.parse(
            bytes: Array(
                """
                { "list": [ { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" } ],
                  "fallback": ["NotoSansHebrew-Regular"] } ] }
                """.utf8), file: "chain.json")
        let report = try Self.check(config, languages: ["fa"])
        let missing = report.findings.filter { $0.code.rawValue == "missing-characters" && $0.requirement == "fontconfig" }
        #expect(missing.count == 3)
        let expected = try fcValidateMissing(file: Self.fonts + "/NotoSans/NotoSans-Light.ttf", index: 0, language: "fa")
        #expect(missing.allSatisfy { $0.missing.count == expected })
        #expect(!report.findings.contains { $0.code.rawValue == "drawn-by-fallback" && $0.requirement == "fontconfig" })
    }

    @Test("fallback-weight: a link with no face of the slot's weight, once per entry and link (fontconfig weights as oracle)")
    func fallbackWeight() throws {
        let config = try FontPackConfig.load(path: Self.configPath)
        let report = try Self.check(config, languages: nil)
        let warnings = report.findings.filter { $0.code.rawValue == "fallback-weight" }
        #expect(warnings.map(\.severity) == [.warning, .warning])
        #expect(warnings.map(\.language) == ["default", "default"])
        #expect(warnings.map(\.slot) == ["medium", "medium"])
        #expect(warnings[0].message.contains("fallback ar (entry)"))
        #expect(warnings[1].message.contains("fallback Noto Sans Hebrew"))
        #expect(warnings.map { $0.location?.line } == [37, 37])
        // fontconfig agrees that neither linked family has a medium face (FC_WEIGHT_MEDIUM 100; regular 80, light 50, bold 200).
        for folder in ["NotoSansArabic", "NotoSansHebrew"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.fonts + "/" + folder).filter { !$0.hasSuffix(".txt") }
            for file in files {
                let weight = try Support.run("fc-query", ["-i", "0", "--format", "%{weight}", Self.fonts + "/\(folder)/\(file)"]).output
                #expect(weight != "100", "\(file)")
            }
        }
        // Default's own medium face and the he and ar links to default are full weights: no warning for them.
        #expect(!warnings.contains { $0.message.contains("default (entry)") })
    }

    @Test("the located chain per (entry, slot): own face, then each link's face, computed once")
    func locatedChain() throws {
        let config = try FontPackConfig.load(path: Self.configPath)
        let report = try Self.check(config, languages: ["en"])
        let entry = try #require(config.entry(forEnv: "default"))
        func files(_ slot: WeightSlot) -> [String] {
            report.located.chainFaces(of: entry, CheckedSlot(slot: slot, italic: false)).map {
                String($0.file.split(separator: "/").suffix(2).joined(separator: "/"))
            }
        }
        #expect(files(.light) == ["NotoSans/NotoSans-Light.ttf", "NotoSansArabic/NotoSansArabic-Light.ttf", "NotoSansHebrew/NotoSansHebrew-Regular.ttf"])
        #expect(files(.medium) == ["NotoSans/NotoSans-Medium.ttf", "NotoSansArabic/NotoSansArabic-Light.ttf", "NotoSansHebrew/NotoSansHebrew-Regular.ttf"])
        #expect(files(.bold) == ["NotoSans/NotoSans-Bold.ttf", "NotoSansArabic/NotoSansArabic-Bold.ttf", "NotoSansHebrew/NotoSansHebrew-Bold.woff2"])
        let row = try #require(report.rows.first { $0.slot == "medium" })
        #expect(row.chain.map(\.label) == ["own face", "ar (entry)", "Noto Sans Hebrew"])
        #expect(row.chain.map(\.otherWeight) == [false, true, true])
        // An entry without a chain: its own face only.
        let ar = try #require(config.entry(forEnv: "ar"))
        #expect(report.located.chain(of: ar, CheckedSlot(slot: .bold, italic: false)).count == 2)
    }

    @Test("a font link the pack lacks is font-not-found where the link is written")
    func linkNotFound() throws {
        let config = try FontPackConfig.parse(
            bytes: Array(
                """
                { "list": [ { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" } ],
                  "fallback": ["NotoSansThai-Regular"] } ] }
                """.utf8), file: "chain.json")
        let report = try Self.check(config, languages: ["en"])
        let notFound = report.findings.filter { $0.code.rawValue == "font-not-found" }
        #expect(notFound.count == 1)
        #expect(notFound.first?.location == SourceLocation(file: "chain.json", line: 2, column: 16))
    }

    @Test("a string's character drawn by a link is not string-missing-characters; without the chain it is")
    func stringsOverTheChain() throws {
        let folder = try Support.temporaryFolder()
        try Support.write(Data("\"total\" = \"סך הכול: 42\";\n".utf8), to: folder + "/he.lproj/Localizable.strings")
        let strings = StringsCheckOptions(paths: [folder])
        let config = try FontPackConfig.load(path: Self.configPath)
        let chained = try Self.check(config, languages: ["he"], strings: strings)
        #expect(!chained.findings.contains { $0.code.rawValue == "string-missing-characters" }, "\(chained.findings.map(\.description))")
        let text = try String(contentsOfFile: Self.configPath, encoding: .utf8)
            .replacingOccurrences(of: "\"fallback\": [\"default\"]", with: "\"unused\": [\"default\"]")
        let unchained = try Self.check(FontPackConfig.parse(bytes: Array(text.utf8), file: "plain.json"), languages: ["he"], strings: strings)
        let missing = unchained.findings.filter { $0.code.rawValue == "string-missing-characters" }
        #expect(!missing.isEmpty)
        // What the Hebrew face lacks (fc-query: the digits, the colon), the chain's default face has.
        let hebrew = try Self.fcCharset(Self.fonts + "/NotoSansHebrew/NotoSansHebrew-Regular.ttf")
        let shown = Set("סך הכול: 42".unicodeScalars.map(\.value))
        #expect(Set(missing.flatMap(\.missing)) == shown.subtracting(hebrew))
        #expect(shown.subtracting(hebrew).isSubset(of: try Self.fcCharset(Self.fonts + "/NotoSans/NotoSans-Light.ttf")))
    }

    @Test("subset: a face only a font link names keeps what it draws, and the subset's check adds nothing (fc-query as oracle)")
    func subsetKeepsLinkFaces() throws {
        let folder = try Support.temporaryFolder()
        let configPath = folder + "/appfont.json"
        try Support.write(
            Data(
                """
                { "list": [ { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" }, { "font": 2, "name": "NotoSans-Bold" } ],
                  "fallback": ["Noto Sans Hebrew"] } ], "platforms": ["linux"] }
                """.utf8), to: configPath)
        let config = try FontPackConfig.load(path: configPath)
        var check = PackCheckOptions(fontsFolder: Self.fonts, languages: ["en", "he"])
        check.shaping = false
        let report = try PackSubsetter.subset(config: config, options: PackSubsetOptions(check: check, output: folder + "/out"))
        #expect(!report.findings.contains { $0.severity == .error }, "\(report.findings.map(\.description))")
        let hebrew = try #require(report.files.first { $0.source.hasSuffix("NotoSansHebrew-Regular.ttf") })
        #expect(hebrew.languages.contains("he"))
        let kept = try Self.fcCharset(report.fontsFolder + "/" + hebrew.file)
        #expect(Set(UInt32(0x5D0)...0x5EA).isSubset(of: kept))
    }
}
