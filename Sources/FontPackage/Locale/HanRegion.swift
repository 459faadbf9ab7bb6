/// The region whose forms a language draws Han characters in. The same code
/// point (骨 U+9AA8, 直 U+76F4) is drawn differently in mainland Chinese,
/// Taiwanese, Hong Kong, Japanese and Korean typography; a font carries one
/// region's forms by default and the others, if at all, behind the OpenType
/// `locl` feature, applied only to text tagged with the language.
package enum HanRegion: String, Sendable, Hashable, CaseIterable {
    case simplifiedChinese
    case traditionalChinese
    case hongKong
    case japanese
    case korean

    /// The region of a locale that writes Han, from its likely script (and
    /// region for Traditional Chinese: `zh-HK`, `zh-MO` and `yue` are Hong
    /// Kong's forms); nil for a language that does not write Han.
    package init?(_ locale: ParsedLocale) {
        switch locale.maximal.script {
        case "Hans": self = .simplifiedChinese
        case "Hant": self = ["HK", "MO"].contains(locale.maximal.region ?? "") ? .hongKong : .traditionalChinese
        case "Jpan": self = .japanese
        case "Kore": self = .korean
        default: return nil
        }
    }

    /// The region in words (`Traditional Chinese`).
    package var name: String {
        switch self {
        case .simplifiedChinese: "Simplified Chinese"
        case .traditionalChinese: "Traditional Chinese"
        case .hongKong: "Hong Kong Chinese"
        case .japanese: "Japanese"
        case .korean: "Korean"
        }
    }

    /// The OS/2 `ulCodePageRange1` bits that declare this region's character
    /// set (OpenType spec, OS/2 table): 17 JIS/Japan, 18 Chinese Simplified
    /// (PRC, Singapore), 19 Korean Wansung, 20 Chinese Traditional (Taiwan,
    /// Hong Kong), 21 Korean Johab.
    package var codePageBits: [Int] {
        switch self {
        case .simplifiedChinese: [18]
        case .traditionalChinese, .hongKong: [20]
        case .japanese: [17]
        case .korean: [19, 21]
        }
    }

    /// The code page bit names, as the finding says them.
    package static func codePageName(_ bit: Int) -> String {
        switch bit {
        case 17: "JIS (Japanese)"
        case 18: "GB2312 (Simplified Chinese)"
        case 19: "Wansung (Korean)"
        case 20: "Big5 (Traditional Chinese)"
        case 21: "Johab (Korean)"
        default: "bit \(bit)"
        }
    }

    /// Every Han code page bit, in order.
    package static let allCodePageBits = [17, 18, 19, 20, 21]
}

extension ParsedLocale {
    /// The BCP 47 tag to set on text in this language (`lang` in HTML,
    /// `NSAttributedString`'s language attribute, `hb_buffer_set_language`),
    /// so that a face's `locl` draws the language's own forms: the language,
    /// with its script when the language alone does not imply it (`sr-Latn`)
    /// and always for Chinese (`zh-Hans`, `zh-Hant`; `pa-Arab`, not `pa-Aran`), and the region for Hong
    /// Kong and Macao Chinese (`zh-Hant-HK`), whose forms differ from Taiwan's.
    package var textLanguage: String {
        let language = maximal.language
        var parts = [language]
        // Nastaliq (`Aran`, likely for `ur`, `pa-PK`) is written as the Arabic script it is a style of.
        let script = maximal.script.map { LikelySubtags.comparableScript($0) }
        let implied = LikelySubtags.comparableScript(LikelySubtags.maximize(LanguageTag(language: language)).script)
        if let script, language == "zh" || script != implied { parts.append(script) }
        if language == "zh", HanRegion(self) == .hongKong, let region = maximal.region { parts.append(region) }
        return parts.joined(separator: "-")
    }
}
