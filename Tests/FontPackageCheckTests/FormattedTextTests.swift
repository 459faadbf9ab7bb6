import Foundation
import FontPackage
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("What the system's formatters draw")
struct FormattedTextTests {
    /// Locales across scripts, numbering systems and currencies.
    static let locales = [
        "en", "en-GB", "fr", "de", "es", "it", "pt-BR", "nl", "pl", "cs", "hu", "ro", "fi", "sv", "nb", "tr", "az",
        "vi", "id", "ru", "uk", "kk", "ka", "hy", "el", "sr", "he", "ar", "ar-EG", "fa", "ur", "hi", "bn", "mr", "ne",
        "ta", "te", "th", "lo", "km", "my", "am", "sw", "ja", "ko", "zh-Hans", "zh-Hant",
    ]

    /// Babel formats 2024-03-05 15:27:09 UTC and prices as each locale would
    /// (short and long time, long date, the region's currency, a percentage),
    /// in the locale's default numbering system (and its percent sign, which
    /// Babel's percent formatting leaves out). Prints the CLDR release, then
    /// a JSON object of locale -> outputs.
    static let babelScript = #"""
        import datetime, json, sys
        import babel
        from babel import Locale, dates, numbers
        from babel.core import get_global
        moment = datetime.datetime(2024, 3, 5, 15, 27, 9, tzinfo=datetime.timezone.utc)
        out = {}
        for tag in sys.argv[1:]:
            locale = Locale.parse(tag.replace("-", "_"))
            likely = get_global("likely_subtags")
            short = f"{locale.language}_{locale.script}" if locale.script else locale.language
            region = locale.territory or likely.get(short, likely.get(locale.language, "")).split("_")[-1]
            currency = numbers.get_territory_currencies(region, tender=True)[0]
            out[tag] = [
                dates.format_time(moment, "short", tzinfo=datetime.timezone.utc, locale=locale),
                dates.format_time(moment, "long", tzinfo=datetime.timezone.utc, locale=locale),
                dates.format_date(moment, "long", locale=locale),
                numbers.format_currency(1234.5, currency, locale=locale, numbering_system="default"),
                # Babel keeps the pattern's % where ICU writes the locale's percent sign (٪ in ur).
                numbers.format_percent(0.256, locale=locale, numbering_system="default").replace(
                    "%", locale.number_symbols[locale.default_numbering_system].get(
                        "percentSign", locale.number_symbols["latn"]["percentSign"])),
            ]
        print(babel.core.get_cldr_version())
        print(json.dumps(out, ensure_ascii=False))
        """#

    @Test("every character Babel's dates, times, prices and percentages draw, digits aside, is in the requirement")
    func babelOracle() throws {
        let (status, output) = try Support.run("python3", ["-c", Self.babelScript] + Self.locales)
        try #require(status == 0, "python3 with Babel (pip install babel) is needed")
        let lines = output.split(separator: "\n", maxSplits: 1)
        try #require(lines.count == 2)
        // The oracle must be the release the table was made from, or the test compares two CLDRs.
        #expect(String(lines[0]) == FormattedText.version)
        let outputs = try JSONDecoder().decode([String: [String]].self, from: Data(lines[1].utf8))
        #expect(outputs.count == Self.locales.count)
        #expect(outputs.count >= 30)
        for (tag, texts) in outputs.sorted(by: { $0.key < $1.key }) {
            let requirement = try #require(LanguageRequirement.formatted(for: try ParsedLocale(tag)), "\(tag)")
            for text in texts {
                let missing = text.unicodeScalars.filter { scalar in
                    scalar.properties.numericType != .decimal && !scalar.properties.isDefaultIgnorableCodePoint
                        && !requirement.characters.contains(scalar.value)
                }
                #expect(missing.isEmpty, "\(tag) \(text.debugDescription): \(missing.map { String(format: "U+%04X", $0.value) })")
            }
        }
    }

    /// Whether fontTools finds `codePoint` in the face's best cmap.
    static func fontToolsHas(_ file: String, _ codePoint: UInt32) throws -> Bool {
        let script = "import sys\nfrom fontTools.ttLib import TTFont\nprint(int(sys.argv[2]) in TTFont(sys.argv[1]).getBestCmap())"
        let (status, output) = try Support.run("python3", ["-c", script, file, String(codePoint)])
        try #require(status == 0, "python3 with fontTools is needed")
        return output.hasPrefix("True")
    }

    static let cases: [(language: String, folder: String, font: String, file: String, codePoint: UInt32, part: String)] = [
        ("kk", "Fonts/NotoSerif", "NotoSerif-Light", "NotoSerif-Light.ttf", 0x20B8, "currency symbol KZT"),
        ("en", "Fonts/NotoSansArabic", "NotoSansArabic-Light", "NotoSansArabic-Light.ttf", 0x202F, "time pattern"),
        ("ka", "/usr/share/fonts/truetype/dejavu", "DejaVuSans", "DejaVuSans.ttf", 0x20BE, "currency symbol GEL"),
    ]

    @Test("check at base reports the character as formatted-text, naming the part", arguments: cases)
    func checkReports(
        _ example: (language: String, folder: String, font: String, file: String, codePoint: UInt32, part: String)
    ) throws {
        let folder = example.folder.hasPrefix("/") ? example.folder : Support.packageRoot + "/" + example.folder
        #expect(try !Self.fontToolsHas(folder + "/" + example.file, example.codePoint))
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "\#(example.font)"}]}]}"#.utf8),
            file: "appfont.json")
        let report = try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: folder, languages: [example.language], level: .base))
        let formatted = report.findings.filter { $0.code == Diagnostic.Code.formattedText }
        let naming = formatted.filter { $0.missing.contains(example.codePoint) }
        #expect(!naming.isEmpty)
        #expect(naming.allSatisfy { $0.message.contains("formatted: CLDR \(FormattedText.version) \(example.part)") })
        // missing-characters no longer carries what the formatters draw.
        #expect(!report.findings.contains { $0.code == Diagnostic.Code.missingCharacters && $0.requirement == "formatted" })
        // The fontconfig level does not ask for it.
        let plain = try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: folder, languages: [example.language]))
        #expect(!plain.findings.contains { $0.code == Diagnostic.Code.formattedText })
    }

    @Test("coverage at base lists the character under the formatted requirement", arguments: cases)
    func coverageReports(
        _ example: (language: String, folder: String, font: String, file: String, codePoint: UInt32, part: String)
    ) throws {
        let folder = example.folder.hasPrefix("/") ? example.folder : Support.packageRoot + "/" + example.folder
        let run = CoverageCheck.run(
            files: [folder + "/" + example.file], index: nil, languages: [try CheckedLanguage(example.language)], level: .base,
            shaping: false)
        let verdicts = run.faces.flatMap { $0.languages.flatMap(\.verdicts) }
        let formatted = try #require(verdicts.first { $0.requirement.kind == .formatted })
        #expect(formatted.missing.contains(example.codePoint))
        #expect(formatted.requirement.source.hasPrefix("formatted: CLDR \(FormattedText.version)"))
    }

    @Test("a currency the config declares is required in each locale's own symbol")
    func declaredCurrency() throws {
        let folder = Support.packageRoot + "/Fonts/NotoSerif"
        // ₹, the rupee, is not in Noto Serif; en's own currency, the dollar, is.
        #expect(try !Self.fontToolsHas(folder + "/NotoSerif-Light.ttf", 0x20B9))
        func findings(_ currencies: String) throws -> [Finding] {
            let config = try FontPackConfig.parse(
                bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSerif-Light"}]}]\#(currencies)}"#.utf8),
                file: "appfont.json")
            let report = try PackChecker.check(
                config: config, options: PackCheckOptions(fontsFolder: folder, languages: ["en"], level: .base))
            return report.findings.filter { $0.code == Diagnostic.Code.formattedText }
        }
        let rupee = try findings(#", "currencies": ["INR"]"#)
        #expect(rupee.contains { $0.missing == [0x20B9] && $0.message.contains("currency symbol INR") })
        #expect(try findings("").allSatisfy { !$0.missing.contains(0x20B9) })
        // English writes the lira with its code, so declaring it asks for no ₺.
        #expect(try findings(#", "currencies": ["TRY"]"#).allSatisfy { !$0.missing.contains(0x20BA) })
    }

    @Test("the currencies key takes ISO 4217 codes only")
    func currenciesKey() throws {
        let good = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}], "currencies": ["EUR", "TRY"]}"#.utf8),
            file: "appfont.json")
        #expect(good.currencies == ["EUR", "TRY"])
        #expect(throws: (any Error).self) {
            try FontPackConfig.parse(
                bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "A"}]}], "currencies": ["euro"]}"#.utf8),
                file: "appfont.json")
        }
    }

    @Test("each region's currency, in the locale's own symbol")
    func symbols() throws {
        #expect(FormattedText.currency(ofRegion: "KZ") == "KZT")
        #expect(FormattedText.currency(ofRegion: "GE") == "GEL")
        #expect(FormattedText.symbol(of: "KZT", for: try ParsedLocale("kk")) == "₸")
        #expect(FormattedText.symbol(of: "USD", for: try ParsedLocale("en")) == "$")
        #expect(FormattedText.symbol(of: "TRY", for: try ParsedLocale("en")) == "TRY")
        #expect(FormattedText.symbol(of: "TRY", for: try ParsedLocale("tr")) == "₺")
        #expect(FormattedText.currencies(for: try ParsedLocale("en-GB"), declared: ["usd", "GBP"]) == ["GBP", "USD"])
    }
}
