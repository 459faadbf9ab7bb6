import FontPackage
import Testing

@Suite("Locale identifiers")
struct LocaleParsingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let form: LocaleForm
        let tag: String
        let maximal: String
        var testDescription: String { input }
    }

    @Test(
        "every accepted form reads to a canonical tag and its likely subtags",
        arguments: [
            Case(input: "zh-Hant-TW", form: .bcp47, tag: "zh-Hant-TW", maximal: "zh-Hant-TW"),
            Case(input: "zh-TW", form: .bcp47, tag: "zh-TW", maximal: "zh-Hant-TW"),
            Case(input: "zh-HK", form: .bcp47, tag: "zh-HK", maximal: "zh-Hant-HK"),
            Case(input: "zh-MO", form: .bcp47, tag: "zh-MO", maximal: "zh-Hant-MO"),
            Case(input: "zh", form: .bcp47, tag: "zh", maximal: "zh-Hans-CN"),
            Case(input: "zh-SG", form: .bcp47, tag: "zh-SG", maximal: "zh-Hans-SG"),
            Case(input: "en_GB", form: .apple, tag: "en-GB", maximal: "en-Latn-GB"),
            Case(input: "zh_Hans", form: .apple, tag: "zh-Hans", maximal: "zh-Hans-CN"),
            Case(input: "vi_VN.UTF-8", form: .posix, tag: "vi-VN", maximal: "vi-Latn-VN"),
            Case(input: "sr_RS@latin", form: .posix, tag: "sr-Latn-RS", maximal: "sr-Latn-RS"),
            Case(input: "C", form: .cLocale, tag: "en", maximal: "en-Latn-US"),
            Case(input: "POSIX", form: .cLocale, tag: "en", maximal: "en-Latn-US"),
            Case(input: "C.UTF-8", form: .cLocale, tag: "en", maximal: "en-Latn-US"),
            Case(input: "iw", form: .bcp47, tag: "he", maximal: "he-Hebr-IL"),
            Case(input: "iw_IL", form: .apple, tag: "he-IL", maximal: "he-Hebr-IL"),
            Case(input: "in", form: .bcp47, tag: "id", maximal: "id-Latn-ID"),
            Case(input: "sh", form: .bcp47, tag: "sr-Latn", maximal: "sr-Latn-RS"),
            Case(input: "ar-u-nu-latn", form: .bcp47, tag: "ar-u-nu-latn", maximal: "ar-Arab-EG-u-nu-latn"),
            Case(input: "ZH-hant-tw", form: .bcp47, tag: "zh-Hant-TW", maximal: "zh-Hant-TW"),
            Case(input: "EN-us", form: .bcp47, tag: "en-US", maximal: "en-Latn-US"),
            Case(input: "sr", form: .bcp47, tag: "sr", maximal: "sr-Cyrl-RS"),
            Case(input: "pt", form: .bcp47, tag: "pt", maximal: "pt-Latn-BR"),
            Case(input: "es-419", form: .bcp47, tag: "es-419", maximal: "es-Latn-419"),
            Case(input: "de-CH-1996", form: .bcp47, tag: "de-CH-1996", maximal: "de-Latn-CH-1996"),
            Case(input: "ckb", form: .bcp47, tag: "ckb", maximal: "ckb-Arab-IQ"),
            Case(input: " fr_FR ", form: .apple, tag: "fr-FR", maximal: "fr-Latn-FR"),
        ])
    func reads(_ example: Case) throws {
        let locale = try ParsedLocale(example.input)
        #expect(locale.form == example.form)
        #expect(locale.tag.identifier == example.tag)
        #expect(locale.maximal.identifier == example.maximal)
    }

    @Test("the numbering system keyword is kept")
    func numberingSystem() throws {
        #expect(try ParsedLocale("ar-u-nu-latn").tag.numberingSystem == "latn")
        #expect(try ParsedLocale("ar-EG").tag.numberingSystem == nil)
        #expect(try ParsedLocale("fa-IR-u-ca-persian-nu-arabext").tag.numberingSystem == "arabext")
    }

    @Test("CLDR aliases leave a note for the trace")
    func legacyNote() throws {
        let locale = try ParsedLocale("iw")
        #expect(locale.notes == ["CLDR alias iw is he (deprecated)"])
    }

    @Test(
        "direction follows the language's script",
        arguments: [
            ("ar", TextDirection.rightToLeft), ("he", .rightToLeft), ("iw", .rightToLeft), ("fa", .rightToLeft),
            ("ur", .rightToLeft), ("ckb", .rightToLeft), ("ps", .rightToLeft), ("yi", .rightToLeft),
            ("ar-u-nu-latn", .rightToLeft), ("en", .leftToRight), ("vi", .leftToRight), ("zh-TW", .leftToRight),
            ("ku", .leftToRight), ("az-Arab", .rightToLeft),
        ])
    func direction(_ identifier: String, _ expected: TextDirection) throws {
        #expect(try ParsedLocale(identifier).direction == expected)
    }

    @Test("malformed identifiers are errors, not crashes", arguments: ["", "  ", "x", "1234", "en--US", "en-US-u", "e!n", "en_", "English", "Japanese"])
    func malformed(_ input: String) {
        #expect(throws: LocaleError.self) { try ParsedLocale(input) }
    }
}
