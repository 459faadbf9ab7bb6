package import FontPackage

/// Which fontconfig orthography applies to a locale.
///
/// fontconfig names its ~250 orthographies with ISO 639 codes, a few with a
/// lower-case territory (`zh-tw`, `pa-pk`), and takes no script subtags. So a
/// BCP 47 tag is mapped in two steps:
///
/// 1. ``table``: language + (likely) script, optionally region, to a code.
///    This is where script decides (`sr-Latn` is `sh`, `zh-Hant` is `zh-tw`).
/// 2. Otherwise, only when the locale's script is the language's likely script
///    (so `uz-Cyrl` is not checked against Latin `uz`): `language-region` if
///    fontconfig has it, else `language`.
///
/// Locales that reach neither have no fontconfig orthography (nil).
package enum FontconfigLanguages {
    package struct Row: Sendable, Hashable {
        package var language: String
        package var script: String
        /// nil: any region not listed in a more specific row.
        package var region: String?
        package var code: String
    }

    /// The mapping table, most specific rows first within a language + script.
    package static let table: [Row] = [
        // Chinese: script picks the orthography; region picks among the Traditional ones.
        Row(language: "zh", script: "Hans", region: "SG", code: "zh-sg"),
        Row(language: "zh", script: "Hans", region: "MY", code: "zh-sg"),
        Row(language: "zh", script: "Hans", region: nil, code: "zh-cn"),
        Row(language: "zh", script: "Hant", region: "HK", code: "zh-hk"),
        Row(language: "zh", script: "Hant", region: "MO", code: "zh-mo"),
        Row(language: "zh", script: "Hant", region: nil, code: "zh-tw"),
        // Serbian: fontconfig's `sr` is Cyrillic; `sh` (Serbo-Croatian) covers Latin.
        Row(language: "sr", script: "Cyrl", region: nil, code: "sr"),
        Row(language: "sr", script: "Latn", region: nil, code: "sh"),
        // Punjabi: Gurmukhi in India, Shahmukhi (Arabic) in Pakistan.
        Row(language: "pa", script: "Guru", region: nil, code: "pa"),
        Row(language: "pa", script: "Arab", region: nil, code: "pa-pk"),
        // Azerbaijani: Latin (Azerbaijan) or Arabic (Iran).
        Row(language: "az", script: "Latn", region: nil, code: "az-az"),
        Row(language: "az", script: "Arab", region: nil, code: "az-ir"),
        // Mongolian: Cyrillic (Mongolia) or Mongolian script (China).
        Row(language: "mn", script: "Cyrl", region: nil, code: "mn-mn"),
        Row(language: "mn", script: "Mong", region: nil, code: "mn-cn"),
        // Kurdish: Kurmanji in Latin (Turkey) or Cyrillic (Armenia); Sorani in Arabic.
        Row(language: "ku", script: "Latn", region: nil, code: "ku-tr"),
        Row(language: "ku", script: "Cyrl", region: nil, code: "ku-am"),
        Row(language: "ku", script: "Arab", region: "IR", code: "ku-ir"),
        Row(language: "ku", script: "Arab", region: nil, code: "ku-iq"),
        Row(language: "ckb", script: "Arab", region: "IR", code: "ku-ir"),
        Row(language: "ckb", script: "Arab", region: nil, code: "ku-iq"),
        // Pashto, Tigrinya, Papiamento: one orthography per country.
        Row(language: "ps", script: "Arab", region: "PK", code: "ps-pk"),
        Row(language: "ps", script: "Arab", region: nil, code: "ps-af"),
        Row(language: "ti", script: "Ethi", region: "ER", code: "ti-er"),
        Row(language: "ti", script: "Ethi", region: nil, code: "ti-et"),
        Row(language: "pap", script: "Latn", region: "AW", code: "pap-aw"),
        Row(language: "pap", script: "Latn", region: nil, code: "pap-an"),
        // Berber: fontconfig's ber-ma is Tifinagh, ber-dz Latin.
        Row(language: "zgh", script: "Tfng", region: nil, code: "ber-ma"),
        Row(language: "tzm", script: "Tfng", region: nil, code: "ber-ma"),
        Row(language: "ber", script: "Tfng", region: nil, code: "ber-ma"),
        Row(language: "ber", script: "Latn", region: nil, code: "ber-dz"),
        // Santali: fontconfig's `sat` is Devanagari; CLDR's likely script is Ol Chiki.
        Row(language: "sat", script: "Deva", region: nil, code: "sat"),
        // Unicode's "undetermined" with a script: fontconfig's math and emoji sets.
        Row(language: "und", script: "Zmth", region: nil, code: "und-zmth"),
        Row(language: "und", script: "Zsye", region: nil, code: "und-zsye"),
    ]

    /// Languages with rows in ``table``; for them, only the table decides.
    static let tableLanguages: Set<String> = Set(table.map(\.language))

    /// Every code fontconfig has an orthography for (`FcGetLangs`), sorted.
    package static var all: [String] { Fontconfig.languages }

    /// The fontconfig code for `locale`, or nil if fontconfig has none.
    package static func code(for locale: ParsedLocale) -> String? {
        let language = locale.tag.language
        let script = CLDRExemplars.scriptForData(locale.tag.script ?? locale.maximal.script)
        let region = locale.tag.region ?? locale.maximal.region
        if tableLanguages.contains(language) {
            if let script {
                if let row = table.first(where: { $0.language == language && $0.script == script && $0.region == region }) {
                    return row.code
                }
                if let row = table.first(where: { $0.language == language && $0.script == script && $0.region == nil }) {
                    return row.code
                }
            }
            return nil
        }
        if let script, let defaultScript = CLDRExemplars.scriptForData((try? ParsedLocale(language))?.maximal.script),
            script != defaultScript
        {
            return nil
        }
        if let region {
            let regional = "\(language)-\(region.lowercased())"
            if Fontconfig.languageSet.contains(regional) { return regional }
        }
        return Fontconfig.languageSet.contains(language) ? language : nil
    }
}
