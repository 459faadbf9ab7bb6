/// A language the app writes in another script than CLDR's likely one, as the
/// config's `languages` declares it: `"languages": {"mni": {"script": "Mtei"}}`
/// says the app's Manipuri is in Meetei Mayek, where CLDR's likely subtags give
/// Bengali (`mni-Beng-IN`).
///
/// A locale of the language that names no script of its own (`mni`, `mni-IN`,
/// Android's `values-mni`) is read in the declared script (`mni-Mtei-IN`):
/// which entry serves it (an entry written `mni`, else the `scripts` entry for
/// `Mtei`, else `default`), what it is required to cover (CLDR's exemplars of
/// `mni-Mtei`, not fontconfig's Bengali `mni`) and its text direction all
/// follow. A locale that names its script (`mni-Beng`) keeps it.
package struct LanguageScript: Sendable, Hashable {
    /// The language, as CLDR's aliases canonicalise it (`mni`; `he` for `iw`).
    package let language: String
    /// The ISO 15924 code, in its canonical case: a Unicode script (`Mtei`,
    /// `Latn`) or a writing system CLDR names locales with (`Hant`, `Jpan`).
    package let script: String
    /// Where the `script` value is written.
    package let location: SourceLocation
    /// JSON path, e.g. `languages.mni.script`.
    package let path: String

    package init(language: String, script: String, location: SourceLocation, path: String) {
        self.language = language
        self.script = script
        self.location = location
        self.path = path
    }

    /// The writing systems CLDR tags locales with that are no Unicode script
    /// of their own: the scripts `ScriptFallback` reads them as.
    static let writingSystems = ["Hans", "Hant", "Hanb", "Jpan", "Kore", "Aran"]

    /// The code in canonical case when it is a script a language can be
    /// declared in; nil otherwise.
    static func canonicalScript(_ code: String) -> String? {
        if let script = UnicodeScript(code: code), !script.isNeutral { return script.rawValue }
        let titled = code.asciiTitlecased
        return writingSystems.contains(titled) ? titled : nil
    }

    /// Every code ``canonicalScript(_:)`` accepts, for a did-you-mean.
    static var knownScripts: [String] {
        UnicodeScript.allCodes.filter { !UnicodeScript(rawValue: $0).isNeutral }.sorted() + writingSystems
    }
}

extension FontPackConfig {
    /// `locale` as the app writes it: in the script the config's `languages`
    /// declares for its language, when the locale names no script of its own;
    /// otherwise unchanged.
    package func reading(_ locale: ParsedLocale) -> ParsedLocale {
        LanguageScript.reading(locale, declared: languageScripts)
    }
}

extension LanguageScript {
    /// `locale` in the script `declared` gives its language, when it names none.
    static func reading(_ locale: ParsedLocale, declared: [String: LanguageScript]) -> ParsedLocale {
        guard !declared.isEmpty, locale.tag.script == nil, let declaration = declared[locale.tag.language] else { return locale }
        return locale.written(in: declaration.script, declaredAt: declaration.location)
    }
}

extension ParsedLocale {
    /// The same identifier read in `script`: likely subtags fill the rest
    /// (`mni` in `Mtei` is `mni-Mtei-IN`), and a note says where the script
    /// was declared.
    func written(in script: String, declaredAt location: SourceLocation) -> ParsedLocale {
        var scripted = tag
        scripted.script = script
        let maximal = LikelySubtags.maximize(scripted)
        let note = "config \"languages\" declares \(tag.language) written in \(script) (\(location)), so it is \(maximal.baseIdentifier)"
        return ParsedLocale(input: input, form: form, tag: tag, maximal: maximal, notes: notes + [note])
    }
}
