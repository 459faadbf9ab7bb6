import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// i18next JSON resources, in their two layouts.
@Suite struct I18nextReaderTests {
    static func read(_ json: String, file: String = "locales/de.json") -> StringsFileReading {
        I18nextReader.read(bytes: Array(json.utf8), file: file)
    }

    /// Homepage (one folder per language) and Memos (one file per language, plural keys): each
    /// string translate-toolkit reads is read, with its text, in the language its path names.
    @Test(arguments: ["HomepageExcerpt", "MemosExcerpt"])
    func realAppReadsAsTranslateToolkitReadsIt(excerpt: String) throws {
        let app = AppStrings.load(paths: [AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/" + excerpt])
        #expect(app.diagnostics.isEmpty)
        #expect(app.files.count >= 10)
        let expected = try QtLinguistReaderTests.oracle("translate_toolkit_i18next.py", app.files)
        var read: [String: [String: String]] = [:]
        var languages: [String: Set<String>] = [:]
        for string in app.strings {
            read[string.file, default: [:]][string.key + "#" + (string.variant ?? "")] = string.text
            languages[string.file, default: []].insert(string.language.canonicalIdentifier)
        }
        var plurals = 0
        for (file, oracle) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(oracle.strings.count >= 20, "\(file)")
            let keys = Set(oracle.strings.map { $0.key + "#" + ($0.variant ?? "") })
            for string in oracle.strings {
                #expect(read[file]?[string.key + "#" + (string.variant ?? "")] == string.text, "\(file): \(string.key)")
                if string.variant != nil { plurals += 1 }
            }
            // What the reader reads beyond translate-toolkit is only plural forms the language's CLDR
            // categories lack there (a Russian _other, a Japanese _one): i18next still has the text.
            let beyond = Set(read[file, default: [:]].keys).subtracting(keys)
            #expect(beyond.allSatisfy { $0.contains("#plural.") }, "\(file): \(beyond.sorted())")
            let language = try #require(oracle.language)
            #expect(languages[file] == [StringLanguage(parsing: language).canonicalIdentifier], "\(file)")
        }
        if excerpt == "MemosExcerpt" { #expect(plurals >= 10) }
        #expect(app.stringsByFormat.map { "\($0.format.displayName) \($0.strings)" } == ["i18next \(app.strings.count)"])
    }

    @Test func nestingPluralsArraysAndWhatTheAppReplaces() throws {
        let reading = Self.read(
            """
            {
              "settings": { "title": "Einstellungen", "theme": { "dark": "Dunkel" } },
              "files_one": "{{count}} Datei", "files_other": "{{count}} Dateien",
              "place_ordinal_one": "{{count}}.", "place_ordinal_other": "{{count}}.",
              "pick_one": "Eins wählen",
              "welcome": "Hallo {{- name}}, $t(settings.title, {\\"count\\": 2}) {{value, number}}!",
              "trans": "<0>Klicken</0> Sie <1/>hier<br/> oder <strong>dort</strong>; a<b",
              "steps": ["Eins", { "label": "Zwei" }],
              "limit": 10, "enabled": true, "missing": null, "empty": ""
            }
            """)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.strings.map { "\($0.key) \($0.variant ?? "-") \($0.text)" } == [
            "settings.title - Einstellungen", "settings.theme.dark - Dunkel",
            "files plural.one  Datei", "files plural.other  Dateien",
            "place ordinal.one .", "place ordinal.other .",
            "pick_one - Eins wählen",
            "welcome - Hallo ,  !",
            "trans - Klicken Sie hier oder dort; a<b",
            "steps.0 - Eins", "steps.1.label - Zwei",
            "limit - 10", "enabled - true",
        ])
        #expect(reading.strings.allSatisfy { $0.language.canonicalIdentifier == "de" && $0.kind == .i18next })
        #expect(Set(reading.strings.map(\.table)) == ["translation"])
        let location = try #require(reading.strings.first).location
        #expect("\(location.file):\(location.line):\(location.column)" == "locales/de.json:2:26")
    }

    @Test("the layouts i18next's backends load, inside a locales-like folder", arguments: [
        ("public/locales/de/common.json", "de", "common"),
        ("shared/i18n/locales/de_DE/translation.json", "de_DE", "translation"),
        ("apps/web/public/static/locales/zh-Hant/common.json", "zh-Hant", "common"),
        ("web/src/locales/pt-BR.json", "pt-BR", "translation"),
        ("lang/main-de.json", "de", "main"),
        ("src/i18n/app_es-419.json", "es-419", "app"),
        ("translations/sr-Latn-RS.json", "sr-Latn-RS", "translation"),
    ])
    func layouts(path: String, language: String, table: String) throws {
        let match = try #require(I18nextReader.match(StringsPath(path)))
        #expect(match.language == language)
        #expect(!match.onlyWhenNamed)
        let reading = I18nextReader.read(bytes: Array(#"{"a": "b"}"#.utf8), file: path)
        #expect(reading.strings.map(\.table) == [table])
    }

    @Test("other .json files are no string files, even named on their own", arguments: [
        "package.json", "src/locales/config.json", "locales/de/sub/deep.json", "_locales/de/messages.json",
        "Config/appfont.json", "src/data/de.json",
    ])
    func otherJSONFiles(path: String) throws {
        #expect(I18nextReader.match(StringsPath(path)) == nil)
        #expect(StringsSource(path: path) == nil)
        // A locales folder's other formats stay theirs.
        #expect(I18nextReader.match(StringsPath("locales/de.arb")) == nil)
        #expect(StringsSource(path: "locales/de.arb")?.format.id == "arb")
    }

    @Test func aFileThatIsNotAnObjectOrNotJSONIsAnError() {
        let array = Self.read("[\"a\"]")
        #expect(array.strings.isEmpty)
        #expect(array.diagnostics.map { "\($0.code) \($0.message)" } == ["invalid-json an i18next file is a JSON object of keys, found an array"])
        let broken = Self.read("{\"a\": \"b\",\n  \"c\" }")
        #expect(broken.strings.isEmpty)
        #expect(broken.diagnostics.map(\.code) == [.invalidJSON])
        #expect(broken.positions == ["error 2:7"])
    }

    /// The reader's own entry reads any bytes it is given; a file outside the layouts names no language.
    @Test func aFileOutsideTheLayoutsReadByTheReaderSaysItHasNoLanguage() {
        let reading = Self.read(#"{"a": "b"}"#, file: "strings/app.json")
        #expect(reading.strings.map(\.language.canonicalIdentifier) == ["app"])
        #expect(reading.diagnostics.map(\.message) == [
            "the file has no language: put it in a folder named by its language (locales/de/common.json), or give the development language"
        ])
        let english = I18nextReader.read(
            bytes: Array(#"{"a": "b"}"#.utf8), file: "strings/app.json", options: StringsReadOptions(developmentLanguage: "en"))
        #expect(english.diagnostics.isEmpty)
        #expect(english.strings.map(\.language.canonicalIdentifier) == ["en"])
    }
}
