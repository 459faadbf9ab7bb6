public import FontPackage

/// A named set of characters a language needs, and where it came from.
public struct LanguageRequirement: Sendable, Hashable, CustomStringConvertible {
    /// Where a set of required characters comes from.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// fontconfig's orthography (`FcLangGetCharSet`), what `fc-validate` checks.
        case fontconfig
        /// The ten digits of the locale's numbering system, plus the Arabic
        /// percent sign, separators and punctuation where the locale uses them.
        case digits
        /// CLDR main exemplar characters.
        case cldrBase = "cldr-base"
        /// CLDR auxiliary exemplar characters.
        case cldrAuxiliary = "cldr-auxiliary"
        /// CLDR punctuation exemplar characters.
        case cldrPunctuation = "cldr-punctuation"
        /// CLDR numbers exemplar characters.
        case cldrNumbers = "cldr-numbers"
        /// What the system's formatters draw: number and currency symbols,
        /// month and weekday names, AM/PM, date and time pattern literals.
        case formatted
    }

    /// Where the characters come from.
    public var kind: Kind
    /// The locale as asked for (`vi`, `ar-u-nu-latn`).
    public var language: String
    /// Where the set came from: `fontconfig zh-tw`, `CLDR 48 sr-Latn`, `numbering system arab (...)`.
    package var source: String
    /// The characters. Default-ignorable code points (bidi marks, ZWJ/ZWNJ)
    /// are removed from CLDR-derived sets: they are not drawn.
    public var characters: CodePointSet
    /// Where each character comes from, for a requirement made of parts
    /// (``Kind/formatted``: `time pattern`, `currency symbol KZT`); empty otherwise.
    package var parts: [Part] = []

    /// A named share of a requirement's characters.
    package struct Part: Sendable, Hashable {
        package var name: String
        package var characters: CodePointSet
    }

    /// The requirement's name as the command line and JSON print it.
    package var name: String { kind.rawValue }

    package init(kind: Kind, language: String, source: String, characters: CodePointSet) {
        self.kind = kind
        self.language = language
        self.source = source
        self.characters = characters
    }

    /// `language kind (source): n characters`.
    public var description: String { "\(language) \(name) (\(source)): \(characters.count) characters" }

    /// fontconfig's orthography for one of its own codes (see ``FontconfigLanguages/all``).
    package static func fontconfig(code: String, language: String? = nil) -> LanguageRequirement? {
        guard let characters = Fontconfig.orthography(code) else { return nil }
        return LanguageRequirement(kind: .fontconfig, language: language ?? code, source: "fontconfig \(code)", characters: characters)
    }

    /// fontconfig's orthography for a locale, through ``FontconfigLanguages/code(for:)``.
    package static func fontconfig(for locale: ParsedLocale) -> LanguageRequirement? {
        FontconfigLanguages.code(for: locale).flatMap { fontconfig(code: $0, language: locale.input) }
    }

    /// The locale's digits (see ``NumberingSystems/numberingSystem(for:)``),
    /// and for Arabic-Indic digits the Arabic percent sign U+066A and decimal
    /// and group separators U+066B/U+066C; for Arabic-script locales the
    /// Arabic comma, semicolon and question mark (U+060C, U+061B, U+061F)
    /// that the locale's CLDR punctuation lists (all three without CLDR data).
    package static func digits(for locale: ParsedLocale) -> LanguageRequirement {
        let (system, reason) = NumberingSystems.numberingSystem(for: locale)
        var codePoints = NumberingSystems.digits(of: system) ?? NumberingSystems.digits(of: "latn")!
        if system == "arab" || system == "arabext" {
            codePoints += [0x066A, 0x066B, 0x066C]
        }
        let script = locale.tag.script ?? locale.maximal.script
        if script == "Arab" || script == "Aran" {
            let arabicPunctuation: [UInt32] = [0x060C, 0x061B, 0x061F]
            if let punctuation = try? CLDRExemplars.exemplars(.punctuation, for: locale) {
                codePoints += arabicPunctuation.filter { punctuation.allCodePoints.contains($0) }
            } else {
                codePoints += arabicPunctuation
            }
        }
        return LanguageRequirement(
            kind: .digits, language: locale.input, source: "numbering system \(system) (\(reason))",
            characters: CodePointSet(codePoints))
    }

    /// One CLDR exemplar tier for a locale, or nil if CLDR has no data for it.
    /// Multi-character members (`{dž}`) require each of their code points.
    package static func cldr(_ tier: CLDRExemplars.Tier, for locale: ParsedLocale) throws(UnicodeSetPattern.ParseError) -> LanguageRequirement? {
        guard let key = CLDRExemplars.locale(for: locale), let text = CLDRExemplars.pattern(tier, key: key) else {
            return nil
        }
        let set = try UnicodeSetPattern(parsing: text)
        let kind: Kind =
            switch tier {
            case .main: .cldrBase
            case .auxiliary: .cldrAuxiliary
            case .punctuation: .cldrPunctuation
            case .numbers: .cldrNumbers
            }
        let drawn = set.allCodePoints.subtracting(CodePointSet(set.allCodePoints.filter(isNotDrawn)))
        return LanguageRequirement(kind: kind, language: locale.input, source: "CLDR \(CLDRExemplars.version) \(key) \(tier.rawValue)", characters: drawn)
    }

    static func isNotDrawn(_ codePoint: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(codePoint) else { return true }
        return scalar.properties.isDefaultIgnorableCodePoint
    }
}

/// How strict a coverage check is: the `--level` option.
public enum CoverageLevel: String, Sendable, Hashable, CaseIterable, Codable {
    /// fontconfig orthography + the locale's digits. The default.
    case fontconfig
    /// + CLDR main, numbers and punctuation exemplars, and what the system's formatters draw.
    case base
    /// + CLDR auxiliary exemplars.
    case full

    /// The requirement kinds the level checks, in report order.
    package var kinds: [LanguageRequirement.Kind] {
        switch self {
        case .fontconfig: [.fontconfig, .digits]
        case .base: [.fontconfig, .digits, .cldrBase, .cldrNumbers, .cldrPunctuation, .formatted]
        case .full: [.fontconfig, .digits, .cldrBase, .cldrNumbers, .cldrPunctuation, .formatted, .cldrAuxiliary]
        }
    }
}

/// The requirements of one locale at one level, and those that could not be
/// built (no fontconfig orthography, no CLDR data), each with the reason.
public struct LanguageRequirements: Sendable, Hashable {
    package var locale: ParsedLocale
    package var level: CoverageLevel
    /// The requirements with data for the locale, in the level's order.
    public var requirements: [LanguageRequirement]
    /// Kinds the level asks for that have no data for this locale.
    package var unavailable: [Unavailable]

    package struct Unavailable: Sendable, Hashable, CustomStringConvertible {
        package var kind: LanguageRequirement.Kind
        package var reason: String
        package var description: String { "\(kind.rawValue): \(reason)" }
    }

    /// The requirements of `locale` at `level`; kinds without data are skipped.
    public init(for locale: ParsedLocale, level: CoverageLevel = .fontconfig) {
        self.init(for: locale, level: level, currencies: [])
    }

    /// The requirements of `locale` at `level`, the formatted text with the
    /// symbols of `currencies` (ISO codes) beside the region's own.
    package init(for locale: ParsedLocale, level: CoverageLevel, currencies: [String]) {
        self.locale = locale
        self.level = level
        requirements = []
        unavailable = []
        for kind in level.kinds {
            do {
                let requirement: LanguageRequirement? =
                    switch kind {
                    case .fontconfig: LanguageRequirement.fontconfig(for: locale)
                    case .digits: LanguageRequirement.digits(for: locale)
                    case .cldrBase: try LanguageRequirement.cldr(.main, for: locale)
                    case .cldrAuxiliary: try LanguageRequirement.cldr(.auxiliary, for: locale)
                    case .cldrPunctuation: try LanguageRequirement.cldr(.punctuation, for: locale)
                    case .cldrNumbers: try LanguageRequirement.cldr(.numbers, for: locale)
                    case .formatted: LanguageRequirement.formatted(for: locale, currencies: currencies)
                    }
                if let requirement {
                    requirements.append(requirement)
                } else {
                    let version = kind == .formatted ? FormattedText.version : CLDRExemplars.version
                    let reason =
                        kind == .fontconfig
                        ? "fontconfig has no orthography for \(locale.maximal.baseIdentifier)"
                        : "CLDR \(version) has no \(kind.rawValue) data for \(locale.maximal.baseIdentifier)"
                    unavailable.append(Unavailable(kind: kind, reason: reason))
                }
            } catch {
                unavailable.append(Unavailable(kind: kind, reason: "CLDR data does not parse: \(error)"))
            }
        }
    }
}
