package import FontPackage

/// A language as `coverage --lang` and `check --languages` take it: a locale
/// identifier (BCP 47, Apple or POSIX), or `fc:<code>`, fontconfig's own
/// orthography `<code>` by its name, checked verbatim (exactly what
/// `fc-validate -l <code>` checks).
///
/// Locale identifiers are right for apps, but a few fontconfig codes mean
/// something else in BCP 47: fontconfig's `ku-ir` is Kurdish in Arabic script,
/// BCP 47's `ku-IR` Kurdish in Latin; fontconfig's `mo` has Cyrillic letters,
/// BCP 47's `mo` is Romanian. ``note`` says when a bare code is read otherwise
/// than fontconfig reads it.
package struct CheckedLanguage: Sendable, Hashable, CustomStringConvertible {
    /// Written before a fontconfig code: `fc:ku-ir`.
    package static let fontconfigPrefix = "fc:"

    /// The text as given.
    package let input: String
    /// The locale an app would resolve: the identifier itself, or for a
    /// fontconfig code the BCP 47 tag that means what fontconfig means.
    package let locale: ParsedLocale
    /// The fontconfig code of an `fc:` language; nil for a locale identifier.
    package let fontconfigCode: String?

    package var description: String { input }

    package init(_ text: String) throws(LocaleError) {
        input = text
        guard text.lowercased().hasPrefix(Self.fontconfigPrefix) else {
            locale = try ParsedLocale(text)
            fontconfigCode = nil
            return
        }
        let code = String(text.dropFirst(Self.fontconfigPrefix.count)).lowercased()
        guard Fontconfig.languageSet.contains(code) else {
            throw LocaleError(
                input: text, reason: "fontconfig has no orthography named '\(code)'")
        }
        fontconfigCode = code
        locale = try ParsedLocale(Self.bcp47Meanings[code]?.tag ?? code)
    }

    /// A line for the user when a bare code is also a fontconfig code whose
    /// letters differ from those of the orthography the BCP 47 reading gets.
    package var note: String? {
        guard fontconfigCode == nil else { return nil }
        let bare = input.lowercased().replacingUnderscores()
        guard let own = Fontconfig.orthography(bare) else { return nil }
        let used = FontconfigLanguages.code(for: locale)
        guard used.flatMap(Fontconfig.orthography) != own else { return nil }
        let meaning = Self.bcp47Meanings[bare].map { " (\($0.description))" } ?? ""
        let reading = used.map { "fontconfig's \($0)" } ?? "no fontconfig orthography"
        return "\(input) is read as BCP 47 \(locale.maximal.baseIdentifier), which gets \(reading); "
            + "for fontconfig's own \(bare)\(meaning) write \(Self.fontconfigPrefix)\(bare)"
    }

    /// The fontconfig codes whose BCP 47 reading is another orthography: what
    /// fontconfig means by them, as a tag for resolving and in words.
    static let bcp47Meanings: [String: (tag: String, description: String)] = [
        "ku-ir": ("ckb-IR", "Kurdish in Arabic script, Iran"),
        "ku-iq": ("ckb-IQ", "Kurdish in Arabic script, Iraq"),
        "ku-am": ("ku-Cyrl-AM", "Kurdish in Cyrillic, Armenia"),
        "mo": ("ro-Cyrl-MD", "Moldavian in Cyrillic and Latin letters"),
        "sat": ("sat-Deva", "Santali in Devanagari"),
        "ber-dz": ("ber-Latn-DZ", "Berber in Latin script, Algeria"),
    ]
}

extension LanguageRequirements {
    /// The requirements of a checked language: a locale's at `level`, or for
    /// an `fc:` language fontconfig's orthography alone, at every level
    /// (digits and CLDR exemplars are kept by locale, not by fontconfig code).
    /// `currencies` (ISO 4217 codes) join the formatted text; where there is
    /// none (the `fontconfig` level, an `fc:` language, a locale without
    /// formatting data) their symbols are a formatted requirement of their own.
    package init(for language: CheckedLanguage, level: CoverageLevel = .fontconfig, currencies: [String] = []) {
        self.init(
            for: language.locale, fontconfigCode: language.fontconfigCode, named: language.input, level: level,
            currencies: currencies)
        if !currencies.isEmpty, !requirements.contains(where: { $0.kind == .formatted }),
            let symbols = LanguageRequirement.currencySymbols(currencies, for: language.locale)
        {
            requirements.append(symbols)
        }
    }

    package init(
        for locale: ParsedLocale, fontconfigCode: String?, named name: String, level: CoverageLevel, currencies: [String] = []
    ) {
        self.init(for: locale, level: level, currencies: currencies)
        if let fontconfigCode {
            requirements = LanguageRequirement.fontconfig(code: fontconfigCode, language: name).map { [$0] } ?? []
            unavailable = []
        }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
