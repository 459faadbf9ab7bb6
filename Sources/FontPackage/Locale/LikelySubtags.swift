internal import Foundation

/// CLDR likely subtags and character direction, from Foundation's
/// `Locale.Language` (ICU-backed on Linux). No hand-made table: ICU's data is
/// maintained with CLDR.
enum LikelySubtags {
    static func maximize(_ tag: LanguageTag) -> LanguageTag {
        let language = Locale.Language(identifier: tag.baseIdentifier)
        let maximal = language.maximalIdentifier
        var result = tag
        let parts = maximal.split(separator: "-")
        // ICU answers `und`-like identifiers it cannot expand with the input unchanged.
        if parts.count >= 1, tag.script == nil, parts.count >= 2, parts[1].count == 4 {
            result.script = String(parts[1])
        }
        if tag.region == nil, let last = parts.last, parts.count >= 2,
            (last.count == 2 && String(last).isASCIIAlpha) || (last.count == 3 && String(last).isASCIIDigits)
        {
            result.region = String(last)
        }
        return result
    }

    /// Likely region of a language and script, e.g. `BR` for `pt`, used to
    /// prefer the unmarked variety when region breaks a tie.
    static func likelyRegion(language: String, script: String?) -> String? {
        maximize(LanguageTag(language: language, script: script)).region
    }

    static func comparableScript(_ script: String?) -> String {
        switch script {
        case "Aran": "Arab"
        case let script?: script
        case nil: "Zyyy"
        }
    }

    static func direction(of tag: LanguageTag) -> TextDirection {
        if let script = tag.script, rightToLeftScripts.contains(script) { return .rightToLeft }
        let direction = Locale.Language(identifier: tag.baseIdentifier).characterDirection
        return direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Scripts written right to left (Unicode bidi class R or AL for their letters).
    static let rightToLeftScripts: Set<String> = [
        "Arab", "Aran", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi", "Mend",
        "Phnx", "Avst", "Khar", "Sogd", "Sogo", "Armi", "Prti", "Phli", "Nbat", "Palm", "Hatr", "Chrs",
        "Elym", "Hung", "Lydi", "Mani", "Narb", "Orkh", "Ougr", "Phlp", "Sarb", "Cprt",
    ]
}
