package import FontPackage
internal import FontPackageSupport

/// CLDR exemplar characters and numbering systems, from a table generated
/// out of CLDR's JSON distribution (unicode-org/cldr-json, at a release tag)
/// by `Scripts/generate/cldr/generate-exemplars.py`.
///
/// Why this source: CLDR is the upstream every other source (ICU, Apple,
/// hyperglot's levels) derives from; a release tag pins one release, and
/// turning it into a committed table makes results identical on every machine
/// with no runtime dependency. ICU's `ulocdata_getExemplarSet`
/// (libicu-dev) was not used: swift-corelibs-foundation already carries its
/// own, different ICU with its own data, so linking a second ICU gives two
/// CLDR versions in one process and answers that change with the system
/// package. Values at draft level provisional/unconfirmed are dropped, as ICU
/// drops them.
package enum CLDRExemplars {
    /// The CLDR release the table was generated from.
    static var version: String { CLDRData.version }

    package enum Tier: String, Sendable, CaseIterable, Codable {
        /// The letters needed to write the language ("main" / base).
        case main
        /// Letters seen in loanwords, names and foreign text.
        case auxiliary
        case punctuation
        /// Digits and number symbols in the locale's default numbering system.
        case numbers
    }

    struct Entry {
        var defaultNumberingSystem: String
        var nativeNumberingSystem: String
        var sets: [Tier: String]

        /// `default nu<TAB>native nu<TAB>main<TAB>auxiliary<TAB>punctuation<TAB>numbers`.
        init?(fields line: Substring) {
            let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { String(Substring($0)) }
            guard fields.count == 6 else { return nil }
            defaultNumberingSystem = fields[0]
            nativeNumberingSystem = fields[1]
            sets = [:]
            for (tier, text) in zip(Tier.allCases, fields[2...]) where !text.isEmpty { sets[tier] = text }
        }
    }

    /// The generated lines, searched in place: a check reads the few locales it
    /// needs instead of parsing every locale's sets at start-up.
    private static let lines = SortedLines(CLDRData.locales)

    /// One field of a table key's line (0 default numbering system, 1 native,
    /// then the tiers in `Tier.allCases` order); nil when empty or absent.
    /// Reads that one field: a whole ``Entry`` would copy every exemplar set,
    /// thousands of characters for a CJK locale, to answer "which digits".
    static func field(_ index: Int, of key: String) -> String? {
        guard let line = lines.value(for: key) else { return nil }
        let fields = line.utf8.split(separator: 0x09, maxSplits: index + 1, omittingEmptySubsequences: false)
        guard fields.count > index, !fields[index].isEmpty else { return nil }
        return String(Substring(fields[index]))
    }

    /// Every entry (for tests that go through the whole table).
    static var table: [String: Entry] {
        var entries: [String: Entry] = [:]
        for (key, fields) in lines.lines { entries[String(key)] = Entry(fields: fields) }
        return entries
    }

    /// Table keys to try, most specific first. Script-less keys are only used
    /// when the locale's script is the language's likely one, so `sr-Latn`
    /// never reads Cyrillic `sr` data. Mirrored by the generator script.
    static func candidates(for locale: ParsedLocale) -> [String] {
        let language = locale.tag.language
        let script = scriptForData(locale.tag.script ?? locale.maximal.script)
        let region = locale.tag.region
        let defaultScript = scriptForData((try? ParsedLocale(language))?.maximal.script)
        var keys: [String] = []
        if let script, let region { keys.append("\(language)-\(script)-\(region)") }
        if let script { keys.append("\(language)-\(script)") }
        if script == nil || script == defaultScript {
            if let region { keys.append("\(language)-\(region)") }
            keys.append(language)
        }
        return keys
    }

    /// Nastaliq (`Aran`) is a style of Arabic script: likely subtags answer
    /// `pa-Aran-PK` and `ur-Aran-PK`, while CLDR and fontconfig data are keyed `Arab`.
    static func scriptForData(_ script: String?) -> String? { script == "Aran" ? "Arab" : script }

    /// The CLDR locale whose data applies, e.g. `zh-Hant` for `zh-TW`, or nil.
    package static func locale(for locale: ParsedLocale) -> String? {
        candidates(for: locale).first { lines.value(for: $0) != nil }
    }

    /// The exemplar set of `tier` for `locale` as CLDR writes it (UnicodeSet
    /// text), or nil when CLDR has none.
    package static func pattern(_ tier: Tier, for locale: ParsedLocale) -> String? {
        self.locale(for: locale).flatMap { pattern(tier, key: $0) }
    }

    /// The exemplar set of `tier` under a table key (``locale(for:)``).
    static func pattern(_ tier: Tier, key: String) -> String? {
        field(2 + Tier.allCases.firstIndex(of: tier)!, of: key)
    }

    /// The parsed exemplar set of `tier` for `locale`.
    package static func exemplars(_ tier: Tier, for locale: ParsedLocale) throws(UnicodeSetPattern.ParseError) -> UnicodeSetPattern? {
        guard let text = pattern(tier, for: locale) else { return nil }
        return try UnicodeSetPattern(parsing: text)
    }

    /// CLDR's default numbering system for `locale` (`arab` for `ar`, `latn` for `en`).
    package static func defaultNumberingSystem(for locale: ParsedLocale) -> String? {
        Self.locale(for: locale).flatMap { field(0, of: $0) }
    }

    /// CLDR's native numbering system for `locale` (`deva` for `hi`).
    static func nativeNumberingSystem(for locale: ParsedLocale) -> String? {
        Self.locale(for: locale).flatMap { field(1, of: $0) }
    }
}

/// CLDR's numeric numbering systems (`latn`, `arab`, `arabext`, `deva`, ...).
enum NumberingSystems {
    static let digitsByID: [String: [UInt32]] = {
        var table: [String: [UInt32]] = [:]
        for line in CLDRData.numberingSystems.utf8.split(separator: 0x0A) {
            guard let space = line.firstIndex(of: 0x20) else { continue }
            table[String(Substring(line[..<space]))] = Substring(line[line.index(after: space)...]).unicodeScalars.map(\.value)
        }
        return table
    }()

    /// Every numeric numbering system id, sorted.
    static var identifiers: [String] { digitsByID.keys.sorted() }

    /// The ten digits of a numbering system, zero first, or nil if unknown.
    static func digits(of system: String) -> [UInt32]? { digitsByID[system] }

    /// Languages whose digits FontPackage fixes even where CLDR's default
    /// disagrees, for the bare language and its likely region only:
    /// - CLDR makes `ur` default to `latn` (with `arabext` as its native
    ///   system, and `ur-IN` defaulting to `arabext`), but Urdu text is
    ///   expected with extended Arabic-Indic digits U+06F0-06F9.
    /// - Since CLDR 46 bare `ar` defaults to `latn`, while 21 of its 27 region
    ///   locales (`ar-EG`, `ar-SA`, `ar-IQ`, ...) keep `arab`. An app localized
    ///   `ar` formats in the reader's region, so most readers see U+0660-0669.
    ///   The other six (`ar-AE`, `ar-DZ`, `ar-EH`, `ar-LY`, `ar-MA`, `ar-TN`) get `latn`.
    static let overrides: [String: String] = ["ar": "arab", "ur": "arabext"]

    /// The numbering system a locale writes numbers with, and why.
    ///
    /// Order: a `-u-nu-` keyword naming a numeric system (`native` means the
    /// CLDR native one); then the overrides above; then CLDR's default for the
    /// locale (inherited, so `ar-EG` is `arab` and `ar-MA` is `latn`); `latn`
    /// when CLDR has nothing.
    ///
    /// Foundation's `Locale(identifier: "ar").numberingSystem` answers `latn`
    /// on this Linux toolchain, as CLDR 46 and later do, so `ar` is in the
    /// overrides above.
    static func numberingSystem(for locale: ParsedLocale) -> (system: String, reason: String) {
        if let keyword = locale.tag.numberingSystem {
            if keyword == "native", let native = CLDRExemplars.nativeNumberingSystem(for: locale) {
                return (native, "-u-nu-native: CLDR native system")
            }
            if digitsByID[keyword] != nil { return (keyword, "-u-nu-\(keyword)") }
        }
        if let system = overrides[locale.tag.language],
            locale.tag.region == nil || locale.tag.region == (try? ParsedLocale(locale.tag.language))?.maximal.region
        {
            return (system, "\(locale.tag.language) is written with \(system) digits (CLDR's default is latn)")
        }
        if let key = CLDRExemplars.locale(for: locale), let system = CLDRExemplars.field(0, of: key) {
            return (system, "CLDR \(CLDRExemplars.version) default for \(key)")
        }
        return ("latn", "no CLDR data; Latin digits")
    }
}
