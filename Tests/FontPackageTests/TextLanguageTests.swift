@testable import FontPackage
import Testing

/// The language a resolution tells the app to tag its text with, so that a
/// face's `locl` draws the language's Han forms (the manual, "Han forms"). That
/// HarfBuzz reads each tag as the region's OpenType language is tested on a
/// real collection in FontPackageCheckTests' HanFormsTests.
@Suite("The language to tag text with")
struct TextLanguageTests {
    @Test(
        "a locale's text language: script for Chinese and where the language does not imply it, region for Hong Kong",
        arguments: [
            ("zh-TW", "zh-Hant", HanRegion.traditionalChinese), ("zh_Hant", "zh-Hant", .traditionalChinese),
            ("zh-HK", "zh-Hant-HK", .hongKong), ("zh-MO", "zh-Hant-MO", .hongKong), ("zh-Hant-HK", "zh-Hant-HK", .hongKong),
            ("zh", "zh-Hans", .simplifiedChinese), ("zh-CN", "zh-Hans", .simplifiedChinese),
            ("zh-SG", "zh-Hans", .simplifiedChinese), ("cmn", "zh-Hans", .simplifiedChinese),
            ("ja-JP", "ja", .japanese), ("ko-KR", "ko", .korean), ("yue", "yue", .hongKong),
        ] as [(String, String, HanRegion)])
    func hanLanguages(_ input: String, _ expected: String, _ region: HanRegion) throws {
        let locale = try ParsedLocale(input)
        #expect(locale.textLanguage == expected)
        #expect(HanRegion(locale) == region)
    }

    @Test(
        "other languages: no Han region; the script only when it is not the language's own",
        arguments: [("en-US", "en"), ("sr", "sr"), ("sr-Latn", "sr-Latn"), ("vi_VN.UTF-8", "vi"), ("pa-PK", "pa-Arab"), ("ar-u-nu-latn", "ar"), ("ur", "ur")])
    func otherLanguages(_ input: String, _ expected: String) throws {
        let locale = try ParsedLocale(input)
        #expect(locale.textLanguage == expected)
        #expect(HanRegion(locale) == nil)
    }

    @Test("a resolution's text language is the language the text is in, whichever entry serves it")
    func resolutions() throws {
        // zh-TW has no entry of its own here: script fallback to zh-Hans; the text is still Traditional.
        let config = try FontPackConfig.parse(
            bytes: Array(
                #"{"list": [{"env": "zh-Hans", "data": [{"font": 0, "name": "SC"}]}, {"env": "default", "data": [{"font": 0, "name": "Latin"}]}], "scripts": {"Hani": "zh-Hans"}}"#
                    .utf8), file: "pack.json")
        let resolver = FontResolver(config: config)
        let traditional = try resolver.bind(locale: "zh-TW").boldSystemFont(ofSize: 17)
        #expect(traditional.fontName == "SC")
        #expect(traditional.textLanguage == "zh-Hant")
        #expect(try resolver.bind(locale: "en-GB").systemFont(ofSize: 17).textLanguage == "en")
        // A Han run in English text is kept by the zh-Hans entry (config "scripts"): tagged as that entry's language.
        let runs = try resolver.bind(locale: "en").resolveRuns(in: "Price 价格", request: .system)
        #expect(runs.map { $0.resolution.textLanguage } == ["en", "zh-Hans"])
        #expect(try richResolver.bind(locale: "zh-HK").systemFont(ofSize: 17).textLanguage == "zh-Hant-HK")
    }
}
