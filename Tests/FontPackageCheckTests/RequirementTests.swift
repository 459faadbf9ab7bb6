import FontPackage
import Testing

@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("What a language needs")
struct RequirementTests {
    // MARK: Locale -> fontconfig code

    static let fontconfigCases: [(String, String?)] = [
        ("zh-Hans", "zh-cn"), ("zh", "zh-cn"), ("zh-CN", "zh-cn"), ("zh-SG", "zh-sg"), ("zh_Hans_SG", "zh-sg"),
        ("zh-Hant", "zh-tw"), ("zh-TW", "zh-tw"), ("zh-HK", "zh-hk"), ("zh-Hant-HK", "zh-hk"), ("zh-MO", "zh-mo"),
        ("sr", "sr"), ("sr-Cyrl", "sr"), ("sr-Latn", "sh"), ("sr_RS@latin", "sh"), ("sh", "sh"),
        ("pa", "pa"), ("pa-Guru", "pa"), ("pa-Arab", "pa-pk"), ("pa-PK", "pa-pk"),
        ("az", "az-az"), ("az-Arab", "az-ir"), ("mn", "mn-mn"), ("mn-Mong", "mn-cn"),
        ("ku", "ku-tr"), ("ku-Arab", "ku-iq"), ("ckb", "ku-iq"), ("ckb-IR", "ku-ir"),
        ("ps", "ps-af"), ("ps-PK", "ps-pk"), ("ti", "ti-et"), ("ti-ER", "ti-er"), ("pap", "pap-an"), ("pap-AW", "pap-aw"),
        ("vi", "vi"), ("vi_VN.UTF-8", "vi"), ("en-US", "en"), ("en_GB", "en"), ("pt-BR", "pt"), ("es-419", "es"),
        ("iw", "he"), ("ar-u-nu-latn", "ar"), ("fa", "fa"), ("ur", "ur"), ("ja", "ja"), ("ko", "ko"),
        ("uz", "uz"), ("uz-Cyrl", nil), ("bs-Cyrl", nil), ("sat", nil), ("sat-Deva", "sat"),
        ("und-Zsye", "und-zsye"), ("tlh", nil), ("yue", nil),
    ]

    @Test("locale -> fontconfig orthography", arguments: fontconfigCases)
    func fontconfigCode(input: String, expected: String?) throws {
        let locale = try ParsedLocale(input)
        #expect(FontconfigLanguages.code(for: locale) == expected)
        if let expected {
            #expect(Fontconfig.languageSet.contains(expected))
            let requirement = try #require(LanguageRequirement.fontconfig(for: locale))
            #expect(requirement.source == "fontconfig \(expected)")
            #expect(!requirement.characters.isEmpty)
        }
    }

    /// fontconfig codes that do not come back unchanged from a tag, each for a
    /// reason: `mo` is `ro` today; CLDR's likely script for `ber-DZ` is
    /// Tifinagh (fontconfig's `ber-dz` is Latin, `ber-ma` Tifinagh), and for
    /// `ku-AM`/`ku-IQ`/`ku-IR` Latin (fontconfig's are Cyrillic and Arabic:
    /// write `ku-Cyrl`, `ku-Arab`, `ckb`); fontconfig writes `sat` in
    /// Devanagari where CLDR's likely script is Ol Chiki.
    static let roundTripExceptions: [String: String?] = [
        "mo": "ro", "ber-dz": "ber-ma", "ku-am": "ku-tr", "ku-iq": "ku-tr", "ku-ir": "ku-tr", "sat": nil,
    ]

    /// Codes CLDR aliases to another code fontconfig also has, with the same letters.
    static let aliasedCodes: [String: String] = [
        "bh": "bho", "fat": "ak", "no": "nb", "quz": "qu", "tl": "fil", "tw": "ak",
    ]

    @Test("fontconfig codes CLDR aliases lead to an orthography with the same letters", arguments: aliasedCodes.sorted { $0.key < $1.key })
    func aliasedFontconfigCodes(_ pair: (key: String, value: String)) throws {
        let written = try #require(LanguageRequirement.fontconfig(code: pair.key))
        let aliased = try #require(LanguageRequirement.fontconfig(code: pair.value))
        #expect(written.characters == aliased.characters)
        #expect(FontconfigLanguages.code(for: try ParsedLocale(pair.key)) == pair.value)
    }

    @Test("every fontconfig code read as a locale maps back to itself, except the documented ones")
    func fontconfigRoundTrip() throws {
        var unexpected: [String] = []
        for code in FontconfigLanguages.all {
            guard let locale = try? ParsedLocale(code) else {
                unexpected.append("\(code): not a locale")
                continue
            }
            let mapped = FontconfigLanguages.code(for: locale)
            let expected = Self.roundTripExceptions[code] ?? Self.aliasedCodes[code] ?? code
            if mapped != expected { unexpected.append("\(code) -> \(mapped ?? "nil")") }
        }
        #expect(unexpected.isEmpty, "\(unexpected)")
    }

    // MARK: Digits

    static let digitCases: [(String, UInt32)] = [
        ("ar", 0x0660), ("ar-EG", 0x0660), ("ar-u-nu-latn", 0x0030), ("ar-MA", 0x0030),
        ("fa", 0x06F0), ("ur", 0x06F0), ("ur-IN", 0x06F0), ("ps", 0x06F0),
        ("hi", 0x0030), ("hi-u-nu-deva", 0x0966), ("hi-u-nu-native", 0x0966), ("mr", 0x0966), ("ne", 0x0966),
        ("bn", 0x09E6), ("my", 0x1040), ("en", 0x0030), ("zh", 0x0030), ("fa-u-nu-latn", 0x0030),
        ("en-u-nu-thai", 0x0E50), ("en-u-nu-bogus", 0x0030),
    ]

    @Test("locale digits", arguments: digitCases)
    func digits(input: String, zero: UInt32) throws {
        let requirement = LanguageRequirement.digits(for: try ParsedLocale(input))
        let digits = CodePointSet(ranges: [zero...(zero + 9)])
        #expect(requirement.characters.isSuperset(of: digits), "\(requirement.source)")
        let otherDigits = requirement.characters.filter { Unicode.Scalar($0)!.properties.numericType == .decimal }
        #expect(otherDigits.count == 10, "only one system's digits: \(requirement.characters)")
    }

    @Test("Arabic percent sign and punctuation where the locale uses them")
    func arabicExtras() throws {
        let ar = LanguageRequirement.digits(for: try ParsedLocale("ar")).characters
        for codePoint: UInt32 in [0x066A, 0x060C, 0x061B, 0x061F] { #expect(ar.contains(codePoint)) }
        let arLatin = LanguageRequirement.digits(for: try ParsedLocale("ar-u-nu-latn")).characters
        #expect(!arLatin.contains(0x066A))
        #expect(arLatin.contains(0x061F))
        let fa = LanguageRequirement.digits(for: try ParsedLocale("fa")).characters
        #expect(fa.contains(0x066A) && fa.contains(0x060C))
        let en = LanguageRequirement.digits(for: try ParsedLocale("en")).characters
        #expect(en == CodePointSet(ranges: [0x30...0x39]))
    }

    // MARK: CLDR

    static let exemplarCases: [(String, CLDRExemplars.Tier, String, String)] = [
        // locale, tier, characters that must be in, characters that must not
        ("en", .main, "az", "éß"),
        ("en", .auxiliary, "éñœ", "a"),
        ("vi", .main, "ắạđư", "fjwz"),
        ("vi", .auxiliary, "fjwz", ""),
        ("de", .main, "äöüß", "ç"),
        ("sr-Latn", .main, "čćđšž", "ђж"),
        ("sr", .main, "ђжљ", "č"),
        ("zh", .main, "东的", "丟"),
        ("zh-TW", .main, "丟的", "东"),
        ("ja", .main, "あアー", ""),
        ("ar", .punctuation, "،؛؟", ""),
        ("ar", .numbers, "٠٩", ""),
        ("hi", .main, "अक", "a"),
        ("en", .numbers, "09%", ""),
    ]

    @Test("CLDR exemplar tiers", arguments: exemplarCases)
    func exemplars(locale: String, tier: CLDRExemplars.Tier, present: String, absent: String) throws {
        let set = try #require(try CLDRExemplars.exemplars(tier, for: try ParsedLocale(locale))).allCodePoints
        for scalar in present.unicodeScalars { #expect(set.contains(scalar), "\(locale) \(tier) lacks \(scalar)") }
        for scalar in absent.unicodeScalars { #expect(!set.contains(scalar), "\(locale) \(tier) has \(scalar)") }
    }

    @Test("CLDR lookup respects script and falls back by region")
    func cldrLocaleChoice() throws {
        #expect(CLDRExemplars.locale(for: try ParsedLocale("zh-TW")) == "zh-Hant")
        #expect(CLDRExemplars.locale(for: try ParsedLocale("zh-CN")) == "zh")
        #expect(CLDRExemplars.locale(for: try ParsedLocale("sr-Latn-RS")) == "sr-Latn")
        #expect(CLDRExemplars.locale(for: try ParsedLocale("vi_VN.UTF-8")) == "vi")
        #expect(CLDRExemplars.locale(for: try ParsedLocale("uz-Arab")) == "uz-Arab")
        #expect(CLDRExemplars.locale(for: try ParsedLocale("tlh")) == nil)
        // CLDR 46 and later: bare `ar` is latn, `ar-EG` arab (CLDRTableTests reads both from the JSON).
        #expect(CLDRExemplars.defaultNumberingSystem(for: try ParsedLocale("ar")) == "latn")
        #expect(CLDRExemplars.defaultNumberingSystem(for: try ParsedLocale("ar-EG")) == "arab")
        #expect(CLDRExemplars.defaultNumberingSystem(for: try ParsedLocale("ar-MA")) == "latn")
    }

    @Test("a single field read from the table is the whole entry's field, for every locale")
    func fieldsAreEntries() {
        let table = CLDRExemplars.table
        #expect(table.count > 200)
        for (key, entry) in table {
            #expect(CLDRExemplars.field(0, of: key) == (entry.defaultNumberingSystem.isEmpty ? nil : entry.defaultNumberingSystem), "\(key)")
            #expect(CLDRExemplars.field(1, of: key) == (entry.nativeNumberingSystem.isEmpty ? nil : entry.nativeNumberingSystem), "\(key)")
            for tier in CLDRExemplars.Tier.allCases {
                #expect(CLDRExemplars.pattern(tier, key: key) == entry.sets[tier], "\(key) \(tier)")
            }
        }
        #expect(CLDRExemplars.field(0, of: "no-such-locale") == nil)
    }

    @Test("every CLDR exemplar set in the table parses")
    func everyExemplarParses() throws {
        var parsed = 0
        for (key, entry) in CLDRExemplars.table {
            for (tier, text) in entry.sets {
                do {
                    // CLDR writes "[]" for a tier with nothing in it.
                    let set = try UnicodeSetPattern(parsing: text)
                    if !set.allCodePoints.isEmpty { parsed += 1 }
                } catch {
                    Issue.record("\(key) \(tier): \(error)")
                }
            }
        }
        #expect(parsed > 700)
    }

    @Test("the pattern parser's whitespace is Unicode's Pattern_White_Space, scalar for scalar")
    func patternWhitespace() throws {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if UnicodeSetPattern.isPatternWhitespace(scalar) != scalar.properties.isPatternWhitespace {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
        #expect(try UnicodeSetPattern(parsing: "[\u{2028}a\u{200E}b\u{85}]").codePoints.codePoints == [0x61, 0x62])
    }

    @Test("CLDR requirements drop default-ignorable code points; strings need each scalar")
    func cldrRequirement() throws {
        let ar = try #require(try LanguageRequirement.cldr(.auxiliary, for: try ParsedLocale("ar")))
        #expect(!ar.characters.contains(0x200C) && !ar.characters.contains(0x200E))
        #expect(ar.characters.contains(0x067E))  // پ
        let srLatn = try #require(try LanguageRequirement.cldr(.main, for: try ParsedLocale("sr-Latn")))
        #expect(srLatn.characters.contains(0x64) && srLatn.characters.contains(0x17E))  // {dž}: d, ž
        #expect(srLatn.kind == .cldrBase && srLatn.name == "cldr-base")
    }

    @Test("levels", arguments: CoverageLevel.allCases)
    func levels(level: CoverageLevel) throws {
        let vi = LanguageRequirements(for: try ParsedLocale("vi"), level: level)
        #expect(vi.requirements.map(\.kind) == level.kinds)
        #expect(vi.unavailable.isEmpty)
        let klingon = LanguageRequirements(for: try ParsedLocale("tlh"), level: level)
        #expect(klingon.requirements.map(\.kind) == [.digits])
        #expect(klingon.unavailable.count == level.kinds.count - 1)
    }

    // MARK: UnicodeSet syntax

    @Test("UnicodeSet: ranges, escapes, strings")
    func unicodeSetSyntax() throws {
        let set = try UnicodeSetPattern(parsing: #"[a-c {dž} \u0301 \- \[ \] \x{1F600} \U0001F601 ゝヽ \  {x}]"#)
        #expect(set.codePoints.codePoints == [0x20, 0x2D, 0x5B, 0x5D, 0x61, 0x62, 0x63, 0x78, 0x301, 0x309D, 0x30FD, 0x1F600, 0x1F601])
        #expect(set.strings == ["dž"])
        #expect(set.allCodePoints.contains(0x64) && set.allCodePoints.contains(0x17E))
        #expect(try UnicodeSetPattern(parsing: "[]").allCodePoints.isEmpty)
        #expect(try UnicodeSetPattern(parsing: "[ a - c ]").codePoints.count == 3)
    }

    @Test("UnicodeSet: errors", arguments: ["[a", "a]", "[^a]", "[[:Lu:]]", "[[a]]", "[z-a]", "[a-]", "[\\uZZZZ]", "[a] b", "[-a]", "[{ab]", "[\\uD800]"])
    func unicodeSetErrors(pattern: String) {
        #expect(throws: UnicodeSetPattern.ParseError.self) { try UnicodeSetPattern(parsing: pattern) }
    }
}
