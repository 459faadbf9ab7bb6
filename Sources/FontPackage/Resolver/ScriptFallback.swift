/// The step between a locale's language entry and `default`: the config's
/// `scripts` map, the one that keeps a text run's script on its entry, also
/// serves a locale whose language has no entry (`be` and `uk` reach the entry
/// `scripts` names for `Cyrl`).
enum ScriptFallback {
    /// The Unicode scripts a locale's script is written in, most specific first.
    /// Writing systems that combine scripts are read as their parts: `Jpan` as
    /// `Hira`, `Kana`, `Hani`; `Kore` as `Hang`, `Hani`; `Hans`, `Hant`, `Hanb`
    /// as `Hani`; Nastaliq (`Aran`) as `Arab`.
    static func unicodeScripts(of script: String) -> [UnicodeScript] {
        let parts: [String] =
            switch script {
            case "Jpan": ["Hira", "Kana", "Hani"]
            case "Kore": ["Hang", "Hani"]
            case "Hans", "Hant", "Hanb": ["Hani"]
            case "Aran": ["Arab"]
            default: [script]
            }
        return parts.compactMap { UnicodeScript(code: $0) }
    }

    /// The `scripts` entry that serves `locale`, and the script that chose it.
    static func entry(for locale: ParsedLocale, in config: FontPackConfig) -> (entry: PackEntry, script: UnicodeScript)? {
        for candidate in locale.unicodeScripts {
            if let entry = config.scripts[candidate] { return (entry, candidate) }
        }
        return nil
    }
}

extension ParsedLocale {
    /// The Unicode scripts the locale's (likely) script is written in, most
    /// specific first: `ja` is `Hira`, `Kana`, `Hani`; `ur` (Nastaliq) is `Arab`.
    /// Empty when no script is known.
    package var unicodeScripts: [UnicodeScript] {
        maximal.script.map(ScriptFallback.unicodeScripts(of:)) ?? []
    }
}
