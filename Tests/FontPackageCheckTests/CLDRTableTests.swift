import Foundation
import Testing

@testable import FontPackage
@testable import FontPackageInspection

/// The committed exemplar table against the CLDR JSON it was generated from:
/// an excerpt of unicode-org/cldr-json at the same release
/// (`Tests/Fixtures/CLDRJSONExcerpt`, made by
/// `Scripts/fixtures/make-cldr-json-excerpt.py`). The table stores a locale only
/// where the lookup's fallback would answer differently, so each locale here
/// checks the generator's pruning and ``CLDRExemplars/candidates(for:)``
/// together: looking the locale up must give CLDR's own resolved values.
@Suite("The CLDR table answers as CLDR's JSON")
struct CLDRTableTests {
    static let excerpt = Support.packageRoot + "/Tests/Fixtures/CLDRJSONExcerpt"

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: excerpt + "/" + path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The locales the excerpt holds, from its folder names.
    static let locales: [String] = {
        let folder = excerpt + "/cldr-json/cldr-misc-full/main"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }()

    /// characters.json's key for each tier.
    static let keys: [CLDRExemplars.Tier: String] = [
        .main: "exemplarCharacters", .auxiliary: "auxiliary", .punctuation: "punctuation", .numbers: "numbers",
    ]

    @Test("the table is the excerpt's release")
    func release() throws {
        let package = try Self.json("cldr-json/cldr-core/package.json")
        #expect(CLDRExemplars.version == package["cldrVersion"] as? String)
        #expect(Self.locales.count >= 30)
    }

    @Test("each tier of a locale is CLDR's set, as CLDR writes it", arguments: locales)
    func tiers(locale: String) throws {
        let characters = try #require(
            ((try Self.json("cldr-json/cldr-misc-full/main/\(locale)/characters.json")["main"] as? [String: Any])?[locale] as? [String: Any])?["characters"]
                as? [String: Any])
        let parsed = try ParsedLocale(locale)
        for tier in CLDRExemplars.Tier.allCases {
            let expected = try #require(characters[Self.keys[tier]!] as? String, "\(locale) \(tier)")
            #expect(CLDRExemplars.pattern(tier, for: parsed) == expected, "\(locale) \(tier)")
        }
    }

    @Test("a locale's default and native numbering systems are CLDR's", arguments: locales)
    func numberingSystems(locale: String) throws {
        let entry = try #require(try Self.json("numbering.json")[locale] as? [String: String])
        let parsed = try ParsedLocale(locale)
        #expect(CLDRExemplars.defaultNumberingSystem(for: parsed) == entry["defaultNumberingSystem"])
        #expect(CLDRExemplars.nativeNumberingSystem(for: parsed) == entry["native"])
    }

    @Test("every numeric numbering system has CLDR's ten digits")
    func digits() throws {
        let systems = try #require((try Self.json("cldr-json/cldr-core/supplemental/numberingSystems.json")["supplemental"] as? [String: Any])?["numberingSystems"] as? [String: [String: String]])
        let numeric = systems.filter { $0.value["_type"] == "numeric" }
        #expect(numeric.count > 50)
        #expect(Set(NumberingSystems.identifiers) == Set(numeric.keys))
        for (id, system) in numeric {
            let digits = try #require(system["_digits"])
            #expect(NumberingSystems.digits(of: id) == digits.unicodeScalars.map(\.value), "\(id)")
        }
    }

    /// `LanguageAliases+Data.swift` comes from the same release: each bare
    /// code CLDR aliases to a `language[-Script][-REGION]` tag is in the table
    /// with CLDR's reason, and where the replacement's language is not itself
    /// an alias (no chain to follow), with CLDR's replacement as it is.
    @Test("the language alias table has every bare-code alias of the release")
    func languageAliases() throws {
        let excerpt = try Self.json("language-aliases.json")
        let aliases = try #require(excerpt["languageAlias"] as? [String: [String: String]])
        #expect(LanguageAliases.cldrVersion == (try Self.json("cldr-json/cldr-core/package.json"))["cldrVersion"] as? String)
        var unchained = 0
        for (code, alias) in aliases {
            let replacement = try #require(alias["_replacement"]?.split(separator: " ").first.map(String.init), "\(code)")
            let parts = replacement.split(separator: "-").map(String.init)
            let isTag =
                (2...3).contains(parts[0].count) && parts[0].allSatisfy(\.isLowercase)
                && parts.dropFirst().allSatisfy { $0.count == 4 && $0.first!.isUppercase || $0.count == 2 && $0.allSatisfy(\.isUppercase) || $0.count == 3 && $0.allSatisfy(\.isNumber) }
            guard isTag else { continue }
            guard let entry = LanguageAliases.alias(for: code) else {
                // Only an alias whose chain leads back to itself is dropped.
                #expect(aliases[parts[0]] != nil, "\(code) -> \(replacement) is not in the table")
                continue
            }
            #expect(entry.reason == alias["_reason"], "\(code)")
            if aliases[parts[0]] == nil && parts[0] != "no" {
                #expect(entry.replacement == replacement, "\(code)")
                unchained += 1
            }
        }
        #expect(unchained > 400)
        // The one equivalence: CLDR matches nb and no at distance 1; `no` is written `nb`.
        let matches = try #require(excerpt["languageMatch"] as? [[String: Any]])
        #expect(matches.count == 1 && Set([matches[0]["_desired"] as? String, matches[0]["_supported"] as? String]) == ["nb", "no"])
        #expect(LanguageAliases.alias(for: "no")?.replacement == "nb")
    }

    /// CLDR 46 and later give bare `ar` Latin digits and keep Arabic-Indic
    /// ones for most Arabic regions (`ar-EG`, `ar-SA`); an app localized `ar`
    /// is shown in the reader's region, so FontPackage keeps `arab` for `ar`.
    @Test("ar keeps Arabic-Indic digits though CLDR's default for bare ar is latn")
    func arabicDigits() throws {
        let numbering = try Self.json("numbering.json")
        #expect((numbering["ar"] as? [String: String])?["defaultNumberingSystem"] == "latn")
        #expect((numbering["ar-EG"] as? [String: String])?["defaultNumberingSystem"] == "arab")
        #expect((numbering["ar-MA"] as? [String: String])?["defaultNumberingSystem"] == "latn")
        #expect(NumberingSystems.numberingSystem(for: try ParsedLocale("ar")).system == "arab")
        #expect(NumberingSystems.numberingSystem(for: try ParsedLocale("ar-EG")).system == "arab")
        #expect(NumberingSystems.numberingSystem(for: try ParsedLocale("ar-MA")).system == "latn")
    }
}
