import Foundation
import FontPackage
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("The language picker's own names")
struct LanguagePickerTests {
    static let notoSans = Support.packageRoot + "/Fonts/NotoSans"

    static func check(_ picker: String, languages: [String] = ["en"], platforms: [Platform]? = nil) throws -> [Finding] {
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}], "languagePicker": \#(picker)}"#.utf8),
            file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: notoSans, languages: languages)
        options.platforms = platforms
        return try PackChecker.check(config: config, options: options).findings.filter { $0.code == Diagnostic.Code.pickerAutonym }
    }

    /// The code points of `text` that fontTools does not find in the face's cmap.
    static func fontToolsMissing(_ file: String, _ text: String) throws -> [UInt32] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            cmap = TTFont(sys.argv[1]).getBestCmap()
            print(" ".join(str(ord(c)) for c in dict.fromkeys(sys.argv[2]) if not c.isspace() and ord(c) not in cmap))
            """
        let (status, output) = try Support.run("python3", ["-c", script, file, text])
        try #require(status == 0, "python3 with fontTools is needed")
        return output.split(whereSeparator: \.isWhitespace).compactMap { UInt32($0) }
    }

    @Test("an English UI in Noto Sans lacks the Thai, Devanagari and Arabic autonyms, as fontTools reads the face")
    func englishUI() throws {
        let findings = try Self.check(#"["en", "fr", "th", "hi", "ar"]"#)
        #expect(findings.count == 3)
        for (language, name) in [("th", "ไทย"), ("hi", "हिन्दी"), ("ar", "العربية")] {
            // The names are CLDR's, through Babel's data; fontTools says which letters the face lacks.
            #expect(Autonyms.name(for: try ParsedLocale(language))?.name == name)
            let finding = try #require(findings.first { $0.message.contains("\(name) (\(language))") })
            #expect(finding.language == "en")
            #expect(finding.severity == .warning)
            let oracle = try Self.fontToolsMissing(Self.notoSans + "/NotoSans-Light.ttf", name)
            #expect(!oracle.isEmpty)
            #expect(finding.missing == oracle)
            #expect(finding.message.contains("is not in NotoSans-Light:"))
            #expect(finding.message.contains("iOS draws them in its system font"))
        }
        #expect(!findings.contains { $0.message.contains("(fr)") || $0.message.contains("(en)") })
    }

    @Test("each platform says what draws the missing letters; the web says where it is tofu")
    func platforms() throws {
        let findings = try Self.check(#"["th"]"#, platforms: [.android, .web])
        let message = try #require(findings.first?.message)
        #expect(message.contains("/system/etc/fonts.xml"))
        #expect(message.contains("tofu"))
        #expect(!message.contains("iOS"))
    }

    @Test("true lists the languages the app declares, here the languages checked; false and no key list none")
    func declared() throws {
        let findings = try Self.check("true", languages: ["en", "th"])
        // The English UI lacks ไทย; the Thai UI, also in Noto Sans, lacks it too.
        #expect(findings.filter { $0.message.contains("ไทย (th)") }.compactMap(\.language).sorted() == ["en", "th"])
        #expect(try Self.check("false", languages: ["en", "th"]).isEmpty)
    }

    @Test("the key takes true, false or a list of language codes")
    func key() throws {
        func parse(_ value: String) throws -> FontPackConfig {
            try FontPackConfig.parse(
                bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}], "languagePicker": \#(value)}"#.utf8),
                file: "appfont.json")
        }
        #expect(try parse("true").languagePicker == .appLanguages)
        #expect(try parse("false").languagePicker == nil)
        #expect(try parse(#"["th", "hi", "th"]"#).languagePicker == .languages(["th", "hi"]))
        #expect(throws: (any Error).self) { try parse(#""th""#) }
        #expect(throws: (any Error).self) { try parse(#"["not a tag!"]"#) }
    }
}
