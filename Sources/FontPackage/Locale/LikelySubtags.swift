internal import FontPackageSupport

/// CLDR likely subtags and text direction, from the generated table in
/// `LikelySubtags+Data.swift` (CLDR 46, the release of the ICU that Foundation
/// carries), so that no process needs ICU to read a locale.
/// `Scripts/generate/cldr/compare-likely-subtags.sh` checks the answers against Foundation's
/// `Locale.Language.maximalIdentifier`.
enum LikelySubtags {
    static func maximize(_ tag: LanguageTag) -> LanguageTag {
        guard tag.script == nil || tag.region == nil,
            let (script, region) = likely(language: tag.language, script: tag.script, region: tag.region)
        else { return tag }
        var result = tag
        if result.script == nil { result.script = script }
        if result.region == nil { result.region = region }
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

    /// Right to left when the (likely) script is: the answer ICU's locale data
    /// gives for every tag the table maximizes (checked by the comparison script).
    static func direction(of tag: LanguageTag) -> TextDirection {
        if let script = tag.script, rightToLeftScripts.contains(script) { return .rightToLeft }
        return .leftToRight
    }

    /// Scripts written right to left (Unicode bidi class R or AL for their letters).
    static let rightToLeftScripts: Set<String> = [
        "Arab", "Aran", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi", "Mend",
        "Phnx", "Avst", "Khar", "Sogd", "Sogo", "Armi", "Prti", "Phli", "Nbat", "Palm", "Hatr", "Chrs",
        "Elym", "Hung", "Lydi", "Mani", "Narb", "Orkh", "Ougr", "Phlp", "Sarb", "Cprt",
    ]

    /// The likely script and region of a tag, as ICU's `addLikelySubtags`
    /// finds them: the first of `language_script_region`, `language_region`,
    /// `language_script`, `language` in the table (with `und` for no language);
    /// a script of `Zzzz` or a region of `ZZ` counts as none. A language the
    /// table does not know is left as it is (nil).
    static func likely(language: String, script: String?, region: String?) -> (script: String, region: String)? {
        let script = script == "Zzzz" ? nil : script
        let region = region == "ZZ" ? nil : region
        var answer: Substring?
        if let script, let region { answer = table.value(for: language + "_" + script + "_" + region) }
        if answer == nil, let region { answer = table.value(for: language + "_" + region) }
        if answer == nil, let script { answer = table.value(for: language + "_" + script) }
        if answer == nil { answer = table.value(for: language) }
        guard let answer else { return nil }
        // `language-Script-REGION`: the last two of exactly three parts.
        let utf8 = answer.utf8
        guard let first = utf8.firstIndex(of: UInt8(ascii: "-")),
            let second = utf8[utf8.index(after: first)...].firstIndex(of: UInt8(ascii: "-")),
            !utf8[utf8.index(after: second)...].contains(UInt8(ascii: "-")),
            first != utf8.startIndex, utf8.index(after: first) != second, utf8.index(after: second) != utf8.endIndex
        else { return nil }
        return (String(answer[answer.index(after: first)..<second]), String(answer[answer.index(after: second)...]))
    }

    /// The rules, read in place from the generated text.
    private static let table = SortedLines(data)
}
