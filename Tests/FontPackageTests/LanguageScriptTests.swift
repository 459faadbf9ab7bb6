import FontPackage
import Testing

/// The config's `languages`: a language the app writes in another script than
/// CLDR's likely one. Likely subtags (CLDR `likelySubtags.json`) give `mni` as
/// `mni-Beng-IN`, `und-Mtei` as `mni-Mtei-IN`, `btm` as `btm-Batk-ID` and `ks`
/// as `ks-Arab-IN`; the declarations below move them to the script declared.
@Suite("The config's languages: a language's declared script")
struct LanguageScriptTests {
    static let entries = """
        {"env": "bn", "data": [{"font": 0, "name": "Bengali"}]},
        {"env": "default", "data": [{"font": 0, "name": "Latin"}]}
        """

    static func config(_ languages: String, scripts: String? = nil) throws -> FontPackConfig {
        let scripts = scripts.map { #", "scripts": \#($0)"# } ?? ""
        return try loadConfig(#"{"list": [\#(entries)], "languages": \#(languages)\#(scripts)}"#)
    }

    @Test("without a declaration mni is Bengali and reaches the Bengali entry through scripts; declared in Mtei, it does not")
    func declarationChangesTheEntry() throws {
        let scripts = #"{"Beng": "bn"}"#
        let likely = FontResolver(config: try Self.config("{}", scripts: scripts))
        let bound = try likely.bind(locale: "mni")
        #expect(bound.binding.locale?.maximal.baseIdentifier == "mni-Beng-IN")
        #expect(bound.entry.env == "bn")

        let declared = FontResolver(config: try Self.config(#"{"mni": {"script": "Mtei"}}"#, scripts: scripts))
        let meetei = try declared.bind(locale: "mni")
        #expect(meetei.binding.locale?.maximal.baseIdentifier == "mni-Mtei-IN")
        #expect(meetei.binding.locale?.unicodeScripts.map(\.rawValue) == ["Mtei"])
        #expect(meetei.entry.env == "default")
        // The trace says where the script came from.
        #expect(meetei.resolve(.system).trace.contains { $0.contains("config \"languages\" declares mni written in Mtei") })
        // Every form a device or a folder names the language in is read the same way.
        for identifier in ["mni_IN", "mni-IN", "MNI"] {
            #expect(try declared.bind(locale: identifier).binding.locale?.maximal.script == "Mtei", "\(identifier)")
        }
        // A locale that names its script keeps it.
        #expect(try declared.bind(locale: "mni-Beng").entry.env == "bn")
        #expect(try declared.bind(locale: "mni-Beng").binding.locale?.maximal.script == "Beng")
    }

    @Test("a declared script reaches that script's scripts entry, and an entry written for the language keeps the script")
    func scriptsEntryAndLanguageEntry() throws {
        let viaScripts = try loadConfig(
            #"""
            {"list": [{"env": "default", "data": [{"font": 0, "name": "Latin"}]},
                      {"env": "mni-Mtei", "data": [{"font": 0, "name": "Meetei"}]}],
             "languages": {"mni": {"script": "Mtei"}}}
            """#)
        // The entry mni-Mtei serves mni only because mni is declared in Mtei.
        #expect(try FontResolver(config: viaScripts).bind(locale: "mni").entry.env == "mni-Mtei")
        let undeclared = try loadConfig(
            #"""
            {"list": [{"env": "default", "data": [{"font": 0, "name": "Latin"}]},
                      {"env": "mni-Mtei", "data": [{"font": 0, "name": "Meetei"}]}]}
            """#)
        #expect(try FontResolver(config: undeclared).bind(locale: "mni").entry.env == "default")

        // An entry written "mni" is read in the declared script too, so it serves the app's Manipuri.
        let entry = try loadConfig(
            #"""
            {"list": [{"env": "mni", "data": [{"font": 0, "name": "Meetei"}]},
                      {"env": "default", "data": [{"font": 0, "name": "Latin"}]}],
             "languages": {"mni": {"script": "Mtei"}}}
            """#)
        #expect(entry.entries[0].locale?.maximal.script == "Mtei")
        #expect(try FontResolver(config: entry).bind(locale: "mni-IN").entry.env == "mni")
    }

    @Test("the direction follows the declared script: Kashmiri is Arabic (RTL) by default, Devanagari (LTR) when declared")
    func direction() throws {
        let likely = FontResolver(config: try Self.config("{}"))
        #expect(try likely.bind(locale: "ks").direction == .rightToLeft)
        let declared = FontResolver(config: try Self.config(#"{"ks": {"script": "Deva"}}"#))
        #expect(try declared.bind(locale: "ks").direction == .leftToRight)
        #expect(try declared.bind(locale: "ks").binding.locale?.maximal.baseIdentifier == "ks-Deva-IN")
    }

    @Test("btm in Latin: the script is kept, CLDR's likely region fills the rest")
    func latin() throws {
        let declared = FontResolver(config: try Self.config(#"{"btm": {"script": "latn"}}"#))
        let locale = try #require(try declared.bind(locale: "btm").binding.locale)
        #expect(locale.maximal.script == "Latn")
        #expect(locale.maximal.region == "ID")
        // The code is written in its canonical case.
        #expect(try Self.config(#"{"btm": {"script": "latn"}}"#).languageScripts["btm"]?.script == "Latn")
    }

    @Test("an alias key declares its language: iw is he")
    func aliasKey() throws {
        let config = try Self.config(#"{"iw": {"script": "Latn"}}"#)
        #expect(config.languageScripts.keys.sorted() == ["he"])
        #expect(try FontResolver(config: config).bind(locale: "he").direction == .leftToRight)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        let languages: String
        let code: String
        let path: String
        let message: String
        var testDescription: String { languages }
    }

    @Test(
        "a declaration that cannot be read is an error naming its key, path and reason",
        arguments: [
            Bad(languages: #"["mni"]"#, code: "wrong-type", path: "languages", message: "expected an object of language"),
            Bad(languages: #"{"mni": "Mtei"}"#, code: "wrong-type", path: "languages.mni", message: #"(write {"script": "Mtei"})"#),
            Bad(languages: #"{"mni": {}}"#, code: "missing-key", path: "languages.mni", message: #"missing "script""#),
            Bad(languages: #"{"mni": {"script": 4}}"#, code: "wrong-type", path: "languages.mni.script", message: "expected a string"),
            Bad(languages: #"{"mni": {"script": ""}}"#, code: "empty-value", path: "languages.mni.script", message: ""),
            Bad(
                languages: #"{"mni": {"script": "Mtie"}}"#, code: "unknown-script", path: "languages.mni.script",
                message: #"did you mean "Mtei"?"#),
            // Common and Inherited are no script a language is written in.
            Bad(languages: #"{"mni": {"script": "Zyyy"}}"#, code: "unknown-script", path: "languages.mni.script", message: "not an ISO 15924"),
            Bad(languages: #"{"mni-IN": {"script": "Mtei"}}"#, code: "invalid-env", path: "languages.mni-IN", message: "more than a language"),
            Bad(languages: #"{"mni-Mtei": {"script": "Mtei"}}"#, code: "invalid-env", path: "languages.mni-Mtei", message: "more than a language"),
            Bad(languages: #"{"sh": {"script": "Cyrl"}}"#, code: "invalid-env", path: "languages.sh", message: "CLDR's alias of sr-Latn"),
            Bad(languages: #"{"und": {"script": "Latn"}}"#, code: "invalid-env", path: "languages.und", message: "names no language"),
            Bad(languages: #"{"12": {"script": "Latn"}}"#, code: "invalid-env", path: "languages.12", message: ""),
            Bad(
                languages: #"{"he": {"script": "Hebr"}, "iw": {"script": "Latn"}}"#, code: "duplicate-env", path: "languages.iw",
                message: #""he" and "iw" name the same language"#),
            Bad(languages: #"{"mni": {"script": "Mtei", "scirpt": "Mtei"}}"#, code: "unknown-key", path: "languages.mni.scirpt", message: ""),
        ])
    func errors(_ bad: Bad) throws {
        let found = diagnostics(of: #"{"list": [\#(Self.entries)], "languages": \#(bad.languages)}"#)
        let diagnostic = try #require(found.first { $0.code.rawValue == bad.code }, "\(found)")
        #expect(diagnostic.path == bad.path)
        #expect(diagnostic.message.contains(bad.message), "\(diagnostic.message)")
        #expect(diagnostic.location?.line == 2)
    }

    @Test("a declaration with an error is left out; the others hold")
    func badDeclarationLeftOut() throws {
        let config = try loadConfig(
            #"{"list": [\#(Self.entries)], "languages": {"mni": {"script": "Mtei", "extra": 1}, "btm": {"script": "Latn"}}}"#)
        #expect(config.languageScripts.keys.sorted() == ["btm", "mni"])
        #expect(config.warnings.map(\.code.rawValue) == ["unknown-key"])
        let failed = #expect(throws: DiagnosticError.self) {
            try loadConfig(#"{"list": [\#(Self.entries)], "languages": {"mni": {"script": "Mtie"}, "btm": {"script": "Latn"}}}"#)
        }
        #expect(failed?.diagnostics.map(\.code.rawValue) == ["unknown-script"])
    }
}
