import FontPackage
import Testing

/// Locales that reach their pack through a CLDR alias or through the config's
/// `scripts`, rather than falling to a Latin-only `default`.
@Suite("CLDR aliases and script fallback")
struct FallThroughTests {
    /// A pack whose `default` is Latin only, with the entries a new user writes.
    static let config = """
        { "list": [
            { "env": "nb", "data": [ { "font": 0, "name": "Norwegian-Light" } ] },
            { "env": "fil", "data": [ { "font": 0, "name": "Filipino-Light" } ] },
            { "env": "fa", "data": [ { "font": 0, "name": "Persian-Light" } ] },
            { "env": "ru", "data": [ { "font": 0, "name": "Cyrillic-Light" } ] },
            { "env": "zh-Hans", "data": [ { "font": 0, "name": "Han-Light" } ] },
            { "env": "default", "data": [ { "font": 0, "name": "Latin-Light" } ] } ],
          "scripts": { "Cyrl": "ru", "Hani": "zh-Hans", "Arab": "fa" } }
        """

    struct Row: Sendable, CustomTestStringConvertible {
        let locale: String
        let env: String
        /// A line the trace must contain: which alias or which script decided.
        let trace: String
        var testDescription: String { "\(locale) -> \(env)" }
    }

    @Test(
        "each locale reaches the pack that has its letters",
        arguments: [
            Row(locale: "no", env: "nb", trace: "CLDR alias no is nb (equivalent)"),
            Row(locale: "no-NO", env: "nb", trace: "CLDR alias no is nb (equivalent)"),
            Row(locale: "tl", env: "fil", trace: "CLDR alias tl is fil (legacy)"),
            Row(locale: "tl-PH", env: "fil", trace: "CLDR alias tl is fil (legacy)"),
            Row(locale: "prs", env: "fa", trace: "CLDR alias prs is fa-AF (overlong)"),
            Row(locale: "be", env: "ru", trace: "be: no entry; script Cyrl -> entry ru (scripts)"),
            Row(locale: "uk", env: "ru", trace: "uk: no entry; script Cyrl -> entry ru (scripts)"),
            Row(locale: "yue-Hans", env: "zh-Hans", trace: "yue-Hans: no entry; script Hani -> entry zh-Hans (scripts)"),
            Row(locale: "ps", env: "fa", trace: "ps: no entry; script Arab -> entry fa (scripts)"),
            Row(locale: "ug", env: "fa", trace: "ug: no entry; script Arab -> entry fa (scripts)"),
            Row(locale: "sd", env: "fa", trace: "sd: no entry; script Arab -> entry fa (scripts)"),
            // Writing systems that combine scripts are read as their parts.
            Row(locale: "ja", env: "zh-Hans", trace: "ja: no entry; script Hani -> entry zh-Hans (scripts)"),
            Row(locale: "zh-TW", env: "zh-Hans", trace: "zh-TW: no entry; script Hani -> entry zh-Hans (scripts)"),
            Row(locale: "ko", env: "zh-Hans", trace: "ko: no entry; script Hani -> entry zh-Hans (scripts)"),
            // Nastaliq is a style of Arabic script.
            Row(locale: "ur", env: "fa", trace: "ur: no entry; script Arab -> entry fa (scripts)"),
            // Only a script no entry and no `scripts` key covers reaches default.
            Row(locale: "th", env: "default", trace: "no entry for the language, so default serves"),
            Row(locale: "sr-Latn", env: "default", trace: "no entry for the language, so default serves"),
        ])
    func resolves(_ row: Row) throws {
        let resolution = try FontResolver(config: try loadConfig(Self.config)).bind(locale: row.locale).resolve(.system)
        #expect(resolution.entry.env == row.env)
        #expect(resolution.trace.contains { $0.contains(row.trace) }, "\(resolution.trace)")
    }

    @Test(
        "an alias applies both ways: a locale written one way reaches an entry written the other",
        arguments: [
            ("nb", "no"), ("no", "nb"), ("fil", "tl"), ("tl", "fil"), ("he", "iw"), ("iw", "he"), ("id", "in"),
            ("yi", "ji"), ("ro", "mo"), ("fa-AF", "prs"), ("sr-Latn", "sh"), ("sh", "sr-Latn"),
        ])
    func bothWays(_ locale: String, _ env: String) throws {
        let config = try loadConfig(
            #"{"list":[{"env":"\#(env)","data":[{"font":0,"name":"Pack"}]},{"env":"default","data":[{"font":0,"name":"Latin"}]}]}"#)
        #expect(try FontResolver(config: config).bind(locale: locale).entry.env == env)
    }

    @Test("aliases that carry a script or region keep the matching rules: script must agree, region breaks ties")
    func aliasesKeepScriptAndRegion() throws {
        let config = try loadConfig(
            #"""
            {"list":[{"env":"sr","data":[{"font":0,"name":"Cyrillic"}]},{"env":"prs","data":[{"font":0,"name":"Dari"}]},
             {"env":"fa-IR","data":[{"font":0,"name":"Iran"}]},{"env":"default","data":[{"font":0,"name":"Latin"}]}]}
            """#)
        let resolver = FontResolver(config: config)
        // sh is Serbo-Croatian in Latin script: the Cyrillic sr entry does not serve it.
        #expect(try resolver.bind(locale: "sh").entry.env == "default")
        // prs is fa-AF: the Afghan entry wins for Dari and for fa-AF, the Iranian one for fa.
        #expect(try resolver.bind(locale: "prs").binding.reason == .exact)
        #expect(try resolver.bind(locale: "fa-AF").entry.env == "prs")
        #expect(try resolver.bind(locale: "fa").entry.env == "fa-IR")
    }

    @Test("an entry and its alias are the same entry")
    func duplicateThroughAlias() throws {
        let error = #expect(throws: DiagnosticError.self) {
            try loadConfig(#"{"list":[{"env":"no","data":[{"font":0,"name":"A"}]},{"env":"nb","data":[{"font":0,"name":"B"}]}]}"#)
        }
        #expect(error?.diagnostics.contains { $0.code == "duplicate-env" } == true)
    }

    @Test("the alias table has CLDR's aliases, and no chain is left unresolved")
    func aliasTable() throws {
        #expect(LanguageAliases.table.count > 400)
        let prs = try #require(LanguageAliases.alias(for: "prs"))
        #expect(prs.language == "fa" && prs.script == nil && prs.region == "AF")
        #expect(LanguageAliases.alias(for: "nor")?.replacement == "nb")
        #expect(LanguageAliases.alias(for: "en") == nil)
        for alias in LanguageAliases.table.values {
            #expect(LanguageAliases.alias(for: alias.language) == nil, "\(alias) leads to another alias")
        }
    }

    @Test("a language entry for any preferred language comes before a script fallback")
    func languageBeforeScript() throws {
        let resolver = FontResolver(config: try loadConfig(Self.config))
        #expect(try resolver.bind(preferredLanguages: ["be", "fa"]).entry.env == "fa")
        #expect(try resolver.bind(preferredLanguages: ["th", "be"]).entry.env == "ru")
        // The direction is the display language's, not the serving entry's.
        #expect(try resolver.bind(locale: "ug").direction == .rightToLeft)
    }
}
