package import FontPackage

extension LanguageRequirement {
    /// What the system's formatters draw for `locale` (see ``FormattedText``),
    /// one ``Part`` per kind of text, named as findings name it:
    /// `formatted: CLDR 49 time pattern`. Nil without CLDR data.
    package static func formatted(for locale: ParsedLocale, currencies: [String] = []) -> LanguageRequirement? {
        guard let (key, parts) = FormattedText.parts(for: locale, currencies: currencies) else { return nil }
        var requirement = LanguageRequirement(
            kind: .formatted, language: locale.input, source: "formatted: CLDR \(FormattedText.version) \(key)",
            characters: parts.reduce(CodePointSet()) { $0.union($1.characters) })
        requirement.parts = parts.map { Part(name: "formatted: CLDR \(FormattedText.version) \($0.detail)", characters: $0.characters) }
        return requirement
    }

    /// The symbols of `currencies` alone, as `locale` writes them: what
    /// `coverage --currency` checks where the level has no formatted text
    /// (`fontconfig`), or the locale no other formatting data. Nil when no
    /// symbol has a character to draw.
    package static func currencySymbols(_ currencies: [String], for locale: ParsedLocale) -> LanguageRequirement? {
        let parts = FormattedText.currencyParts(currencies, for: locale)
        guard !parts.isEmpty else { return nil }
        var requirement = LanguageRequirement(
            kind: .formatted, language: locale.input,
            source: "formatted: CLDR \(FormattedText.version) currency symbols \(currencies.joined(separator: ","))",
            characters: parts.reduce(CodePointSet()) { $0.union($1.characters) })
        requirement.parts = parts.map { Part(name: "formatted: CLDR \(FormattedText.version) \($0.detail)", characters: $0.characters) }
        return requirement
    }
}
