/// The spelling a locale identifier arrived in. Kept so a trace can say how
/// the input was read.
package enum LocaleForm: String, Sendable, Hashable, Codable {
    /// `zh-Hant-TW`, `ar-u-nu-latn`
    case bcp47
    /// `en_GB`, `zh_Hans` (Apple and ICU style, underscores)
    case apple
    /// `vi_VN.UTF-8`, `sr_RS@latin`: a codeset or modifier was present
    case posix
    /// `C` or `POSIX`: no language at all; read as English, as ICU does
    case cLocale = "c"
}

/// A locale identifier as the user wrote it, what it was read as, and its
/// likely-subtags expansion (`zh-TW` is `zh-Hant-TW`, `sr` is `sr-Cyrl-RS`).
public struct ParsedLocale: Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    package let input: String
    package let form: LocaleForm
    /// The tag as written, canonicalised (case, separators, CLDR language aliases).
    public let tag: LanguageTag
    /// The tag with language, script and region filled in from CLDR likely subtags.
    public let maximal: LanguageTag
    /// Rewrites applied while reading, such as "CLDR alias iw is he (deprecated)".
    package let notes: [String]

    /// The identifier as it was given.
    public var description: String { input }

    /// Parses any of the accepted forms, case-insensitively.
    public init(_ input: String) throws(LocaleError) {
        let reading = try LocaleReader.read(input)
        self.input = input
        self.form = reading.form
        self.tag = reading.tag
        self.notes = reading.notes
        // CLDR's likely subtags read `und` as English; a tag that names no language stays undetermined.
        self.maximal = reading.tag.language == LocaleReader.undetermined ? reading.tag : LikelySubtags.maximize(reading.tag)
    }

    /// A locale read otherwise than its likely subtags give (``written(in:declaredAt:)``).
    init(input: String, form: LocaleForm, tag: LanguageTag, maximal: LanguageTag, notes: [String]) {
        self.input = input
        self.form = form
        self.tag = tag
        self.maximal = maximal
        self.notes = notes
    }

    /// Script used for comparison: Nastaliq (`Aran`) is a style of Arabic script,
    /// so `ur` (`ur-Aran`) still matches an entry written `ur-Arab`.
    var comparableScript: String { LikelySubtags.comparableScript(maximal.script) }

    /// Text direction of the language, from its (likely) script.
    public var direction: TextDirection { LikelySubtags.direction(of: maximal) }
}

/// The direction a language's text runs in.
public enum TextDirection: String, Sendable, Hashable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// A locale identifier that cannot be read, with the reason.
public struct LocaleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The identifier as given.
    public let input: String
    /// Why it cannot be read (`it is empty`, `unexpected subtag 'x'`).
    public let reason: String

    package init(input: String, reason: String) {
        self.input = input
        self.reason = reason
    }

    /// `invalid locale identifier 'input': reason`.
    public var description: String { "invalid locale identifier '\(input)': \(reason)" }
}

/// Turns the accepted spellings into a canonical `LanguageTag`.
enum LocaleReader {
    struct Reading {
        var form: LocaleForm
        var tag: LanguageTag
        var notes: [String]
    }

    /// BCP 47's language for a tag that names none (`und`).
    static let undetermined = "und"

    /// RFC 5646's grandfathered tags (section 2.2.8) and the Preferred-Value
    /// the IANA Language Subtag Registry gives each; nil where it gives none.
    static let grandfathered: [String: String?] = [
        "en-gb-oed": "en-GB-oxendict", "i-ami": "ami", "i-bnn": "bnn", "i-default": nil, "i-enochian": nil,
        "i-hak": "hak", "i-klingon": "tlh", "i-lux": "lb", "i-mingo": nil, "i-navajo": "nv", "i-pwn": "pwn",
        "i-tao": "tao", "i-tay": "tay", "i-tsu": "tsu", "sgn-be-fr": "sfb", "sgn-be-nl": "vgt", "sgn-ch-de": "sgg",
        "art-lojban": "jbo", "cel-gaulish": nil, "no-bok": "nb", "no-nyn": "nn", "zh-guoyu": "cmn", "zh-hakka": "hak",
        "zh-min": nil, "zh-min-nan": "nan", "zh-xiang": "hsn",
    ]

    /// glibc locale modifiers that name a script (`sr_RS@latin`, `uz_UZ@cyrillic`).
    static let posixScriptModifiers: [String: String] = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab",
    ]

    static func read(_ input: String) throws(LocaleError) -> Reading {
        var text = Substring(input.trimmingASCIIWhitespace())
        guard !text.isEmpty else { throw LocaleError(input: input, reason: "it is empty") }
        var form: LocaleForm = .bcp47
        var notes: [String] = []
        var modifierScript: String?

        // POSIX: language[_territory][.codeset][@modifier]
        if let at = text.firstIndex(of: "@") {
            let modifier = text[text.index(after: at)...].asciiLowercased
            modifierScript = posixScriptModifiers[modifier]
            text = text[..<at]
            form = .posix
        }
        if let dot = text.firstIndex(of: ".") {
            text = text[..<dot]
            form = .posix
        }
        let upper = text.asciiUppercased
        if upper == "C" || upper == "POSIX" {
            notes.append("\(text) is the POSIX locale, read as English (as ICU reads it)")
            return Reading(form: .cLocale, tag: LanguageTag(language: "en"), notes: notes)
        }
        if form == .bcp47, text.contains("_") { form = .apple }
        if form != .posix {
            let written = String(text.map { $0 == "_" ? "-" : $0 }).asciiLowercased
            if let preferred = grandfathered[written] {
                guard let preferred else {
                    throw LocaleError(
                        input: input, reason: "'\(text)' is a grandfathered BCP 47 tag with no modern equivalent (RFC 5646, section 2.2.8)")
                }
                notes.append("\(text) is a grandfathered BCP 47 tag, read as its preferred value \(preferred) (RFC 5646, section 2.2.8)")
                text = Substring(preferred)
            } else if written.hasPrefix("x-") {
                // RFC 5646, section 2.2.7: a tag that starts with x- is private use and names no language.
                guard written.count > 2 else { throw LocaleError(input: input, reason: "private use 'x-' has no subtags") }
                notes.append("\(text) is a private-use tag (BCP 47): it names no language, so no language's entry serves it")
                return Reading(form: .bcp47, tag: LanguageTag(language: undetermined), notes: notes)
            }
        }

        // `_` (Apple, POSIX) and `-` (BCP 47) both separate subtags.
        let subtags = text.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard subtags.allSatisfy({ !$0.isEmpty }) else {
            throw LocaleError(input: input, reason: "it has an empty subtag")
        }
        var index = 0
        let first = String(subtags[0])
        // BCP 47 also reserves 4-8 letter language subtags, but none is in use, and
        // accepting them would read folder names such as "English" as languages.
        guard first.isASCIIAlpha, (2...3).contains(first.count) else {
            throw LocaleError(input: input, reason: "'\(first)' is not a language code (2-3 letters)")
        }
        var tag = LanguageTag(language: first.asciiLowercased)
        index = 1
        // CLDR aliases (iw, tl, prs, no, ...): subtags written after the code still win.
        if let alias = LanguageAliases.alias(for: tag.language) {
            notes.append(alias.description)
            tag.language = alias.language
            tag.script = alias.script
            tag.region = alias.region
        }
        // Extended language subtags (zh-yue) are not used by Apple platforms; skip them.
        while index < subtags.count, subtags[index].count == 3, String(subtags[index]).isASCIIAlpha {
            index += 1
        }
        if index < subtags.count, subtags[index].count == 4, String(subtags[index]).isASCIIAlpha {
            tag.script = String(subtags[index]).asciiTitlecased
            index += 1
        }
        if index < subtags.count {
            let candidate = String(subtags[index])
            if (candidate.count == 2 && candidate.isASCIIAlpha) || (candidate.count == 3 && candidate.isASCIIDigits) {
                tag.region = candidate.asciiUppercased
                index += 1
            }
        }
        while index < subtags.count {
            let candidate = String(subtags[index])
            let isVariant =
                ((5...8).contains(candidate.count) && candidate.isASCIIAlphanumeric)
                || (candidate.count == 4 && candidate.first!.isASCII && candidate.first!.isNumber
                    && candidate.isASCIIAlphanumeric)
            guard isVariant else { break }
            tag.variants.append(candidate.asciiLowercased)
            index += 1
        }
        // Extensions: only -u- keywords matter here (nu = numbering system); -x- ends the tag.
        while index < subtags.count {
            let singleton = subtags[index].asciiLowercased
            guard singleton.count == 1, singleton.isASCIIAlphanumeric else {
                throw LocaleError(input: input, reason: "unexpected subtag '\(subtags[index])'")
            }
            index += 1
            if singleton == "x" { break }
            var key: String?
            var extensionLength = 0
            while index < subtags.count, subtags[index].count > 1 {
                let part = subtags[index].asciiLowercased
                guard part.isASCIIAlphanumeric, part.count <= 8 else {
                    throw LocaleError(input: input, reason: "invalid extension subtag '\(subtags[index])'")
                }
                if singleton == "u" {
                    if part.count == 2 {
                        key = part
                        tag.keywords[part] = tag.keywords[part] ?? "true"
                    } else if let key {
                        tag.keywords[key] = tag.keywords[key] == "true" ? part : tag.keywords[key]! + "-" + part
                    }
                }
                extensionLength += 1
                index += 1
            }
            guard extensionLength > 0 else {
                throw LocaleError(input: input, reason: "extension '-\(singleton)' has no subtags")
            }
        }
        if let modifierScript, tag.script == nil { tag.script = modifierScript }
        return Reading(form: form, tag: tag, notes: notes)
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
