import FontPackage
import Testing

@Suite("Locale to entry")
struct EntryMatchingTests {
    @Test(
        "script-aware matching, region as tie-breaker",
        arguments: [
            // Chinese by script: Traditional regions reach zh-Hant, unless a region entry exists.
            ("zh-TW", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hant", "zh-Hant"), ("zh_Hant_TW", "zh-Hant"),
            ("zh-HK", "zh-HK"), ("zh", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"),
            ("zh-Hans-HK", "zh-Hans"), ("zh_CN.UTF-8", "zh-Hans"),
            // Serbian Cyrillic does not reach sr-Latn; Latin forms do.
            ("sr", "default"), ("sr-RS", "default"), ("sr-Cyrl", "default"), ("sr-Latn", "sr-Latn"),
            ("sr-Latn-ME", "sr-Latn"), ("sr_RS@latin", "sr-Latn"), ("sh", "sr-Latn"),
            // Region breaks ties but is no wall.
            ("pt-PT", "pt-BR"), ("pt", "pt-BR"), ("pt-BR", "pt-BR"),
            // No plain en entry: every English locale reaches en-GB by tie-break.
            ("en-GB", "en-GB"), ("en-US", "en-GB"), ("en_ES", "en-GB"), ("en", "en-GB"),
            // Plain languages, legacy codes, POSIX forms, extensions.
            ("vi", "vi"), ("vi-VN", "vi"), ("vi_VN.UTF-8", "vi"), ("VI_vn", "vi"),
            ("ar", "ar"), ("ar-EG", "ar"), ("ar-u-nu-latn", "ar"), ("he", "he"), ("iw", "he"), ("iw_IL", "he"),
            ("ja-JP", "ja"), ("C", "en-GB"), ("POSIX", "en-GB"), ("th", "default"), ("sw-KE", "default"),
            // No Korean entry: Korean is written in Hangul and Han, and scripts maps Han.
            ("ko", "zh-Hans"),
        ])
    func matches(_ locale: String, _ expectedEnv: String) throws {
        let bound = try richResolver.bind(locale: locale)
        #expect(bound.entry.env == expectedEnv)
    }

    @Test("the reason says which rule matched")
    func reasons() throws {
        #expect(try richResolver.bind(locale: "vi-VN").binding.reason == .exact)
        #expect(try richResolver.bind(locale: "zh-MO").binding.reason == .languageAndScript)
        #expect(
            try richResolver.bind(locale: "pt-PT").binding.reason
                == .regionTieBreak(localeRegion: "PT", entryRegion: "BR"))
        #expect(try richResolver.bind(locale: "th").binding.reason == .defaultEntry)
        #expect(try richResolver.bind(locale: "ko").binding.reason == .scriptFallback(UnicodeScript(rawValue: "Hani")))
        let serbian = try richResolver.bind(locale: "sr")
        #expect(serbian.binding.steps.contains { $0.contains("passed over sr-Latn (script Latn, not Cyrl)") })
    }

    @Test(
        "without localizations the first preferred language with an entry wins",
        arguments: [
            (["ko", "vi", "ar"], "vi"), (["fr-CA", "en-US"], "fr"), (["th", "sw"], "default"), (["th", "ko"], "zh-Hans"),
            (["sr", "pt-PT"], "pt-BR"), (["zh-TW", "zh-CN"], "zh-Hant"), (["en-US", "vi"], "en-GB"),
            (["sr", "ko", "vi"], "vi"), (["ps", "ko"], "ar"),
        ])
    func preferredList(_ preferred: [String], _ expectedEnv: String) throws {
        #expect(try richResolver.bind(preferredLanguages: preferred).entry.env == expectedEnv)
    }

    struct LocalizationCase: Sendable, CustomTestStringConvertible {
        let preferred: [String]
        let localizations: [String]
        let developmentRegion: String?
        let env: String
        let display: String?
        var testDescription: String { "\(preferred) in \(localizations) -> \(env)" }
    }

    @Test(
        "with localizations the display language is chosen first, as iOS does",
        arguments: [
            // The app is not translated into Korean, so it shows Vietnamese.
            LocalizationCase(preferred: ["ko", "vi"], localizations: ["en", "vi"], developmentRegion: "en", env: "vi", display: "vi"),
            // English (US) is localized and comes first: the English entry serves, though vi has one.
            LocalizationCase(preferred: ["en-US", "vi"], localizations: ["en", "vi"], developmentRegion: "en", env: "en-GB", display: "en-US"),
            // Thai is localized but has no entry: default, not the next preferred language's entry.
            LocalizationCase(preferred: ["th", "vi"], localizations: ["th", "vi"], developmentRegion: "en", env: "default", display: "th"),
            // Korean has no entry either, but its script does (scripts: Hani), before the next preferred language.
            LocalizationCase(preferred: ["ko", "vi"], localizations: ["ko", "vi"], developmentRegion: "en", env: "zh-Hans", display: "ko"),
            // Nothing preferred is localized: the development region decides.
            LocalizationCase(preferred: ["ko", "ja"], localizations: ["ar", "vi"], developmentRegion: "ar", env: "ar", display: "ar"),
            // No development region given: default, and no language to show.
            LocalizationCase(preferred: ["ko"], localizations: ["vi"], developmentRegion: nil, env: "default", display: nil),
            // Script matters for localizations too: zh-TW is not served by a zh-Hans localization.
            LocalizationCase(preferred: ["zh-TW", "vi"], localizations: ["zh-Hans", "vi"], developmentRegion: "en", env: "vi", display: "vi"),
            LocalizationCase(preferred: ["zh-HK"], localizations: ["zh-Hant", "en"], developmentRegion: "en", env: "zh-HK", display: "zh-HK"),
            // Base.lproj is not a language.
            LocalizationCase(preferred: ["he"], localizations: ["Base", "he"], developmentRegion: "en", env: "he", display: "he"),
        ])
    func withLocalizations(_ example: LocalizationCase) throws {
        let bound = try richResolver.bind(
            preferredLanguages: example.preferred, localizations: example.localizations,
            developmentRegion: example.developmentRegion)
        #expect(bound.entry.env == example.env)
        #expect(bound.binding.locale?.input == example.display)
    }

    @Test(
        "regional English reaches en, or default when there is no English entry",
        arguments: ["en", "en-US", "en-GB", "en_ES", "en_AU.UTF-8", "EN-us"])
    func sourceNormalisation(_ locale: String) throws {
        let withEnglish = try loadConfig(
            #"{"list":[{"env":"en","data":[{"font":0,"name":"EN"}]},{"env":"default","data":[{"font":0,"name":"D"}]}]}"#)
        #expect(try FontResolver(config: withEnglish).bind(locale: locale).entry.env == "en")
        let defaultOnly = try loadConfig(#"{"list":[{"env":"default","data":[{"font":0,"name":"D"}]}]}"#)
        #expect(try FontResolver(config: defaultOnly).bind(locale: locale).entry.env == "default")
    }

    @Test("no default and no match is an error value")
    func noDefault() throws {
        let config = try loadConfig(#"{"list":[{"env":"vi","data":[{"font":0,"name":"A"}]}]}"#)
        let error = #expect(throws: ResolutionError.self) {
            try FontResolver(config: config).bind(preferredLanguages: ["ko", "ja"])
        }
        #expect(error?.kind == .noEntry)
        #expect(error?.message.contains("ko, ja") == true)
    }

    @Test("an unreadable locale is an error value")
    func invalidLocale() {
        let error = #expect(throws: ResolutionError.self) { try richResolver.bind(locale: "not a locale") }
        #expect(error?.kind == .invalidLocale)
    }

    @Test("direction comes from the display language")
    func direction() throws {
        #expect(try richResolver.bind(locale: "ar").direction == .rightToLeft)
        #expect(try richResolver.bind(locale: "fa").direction == .rightToLeft)  // served by default, still RTL
        #expect(try richResolver.bind(locale: "vi").direction == .leftToRight)
    }
}
