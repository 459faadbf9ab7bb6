/// A language tag reduced to what font selection needs: language, script,
/// region, variants and Unicode extension keywords (`-u-nu-latn`).
///
/// Subtags are stored in their canonical case (`zh`, `Hant`, `TW`), so two tags
/// written differently compare equal.
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The language subtag, lowercase (`zh`, `sr`, `ckb`).
    public var language: String
    /// The script subtag, title case (`Hant`, `Latn`), when known.
    public var script: String?
    /// The region subtag, uppercase (`TW`) or three digits (`419`), when known.
    public var region: String?
    var variants: [String]
    /// Unicode locale extension keywords, e.g. `["nu": "latn"]` for `-u-nu-latn`.
    var keywords: [String: String]

    init(
        language: String,
        script: String? = nil,
        region: String? = nil,
        variants: [String] = [],
        keywords: [String: String] = [:]
    ) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
        self.keywords = keywords
    }

    /// Language, script and region only: the part likely subtags work on.
    package var baseIdentifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        return parts.joined(separator: "-")
    }

    /// The canonical BCP 47 form, extensions included.
    package var identifier: String {
        var text = baseIdentifier
        for variant in variants { text += "-" + variant }
        if !keywords.isEmpty {
            text += "-u"
            for key in keywords.keys.sorted() { text += "-\(key)-\(keywords[key]!)" }
        }
        return text
    }

    /// The canonical BCP 47 form (`zh-Hant-TW`, `ar-u-nu-latn`).
    public var description: String { identifier }

    /// The numbering system asked for with `-u-nu-`, if any.
    package var numberingSystem: String? { keywords["nu"] }
}

extension String {
    var isASCIIAlpha: Bool { !isEmpty && utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
    var isASCIIDigits: Bool { !isEmpty && utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    var isASCIIAlphanumeric: Bool {
        !isEmpty && utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) }
    }
    var asciiLowercased: String { String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self) }
    var asciiUppercased: String { String(decoding: utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 & ~0x20 : $0 }, as: UTF8.self) }
    var asciiTitlecased: String { prefix(1).asciiUppercased + dropFirst().asciiLowercased }
}

extension Substring {
    var asciiUppercased: String { String(self).asciiUppercased }
    var asciiLowercased: String { String(self).asciiLowercased }
}
