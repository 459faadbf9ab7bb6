import FontPackage
import FontPackageStrings
import Testing

@Suite struct StringCatalogReaderTests {
    static let file = "Catalog/Nested.xcstrings"

    static func read(options: StringsReadOptions = StringsReadOptions()) -> StringsFileReading {
        StringCatalogReader.read(bytes: Fixtures.bytes(file), file: file, options: options)
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        var key: String
        var language: String
        var variant: String?
        var text: String
        var line: Int
        var column: Int
        var testDescription: String { "\(key) \(language) \(variant ?? "-")" }
    }

    @Test(arguments: [
        Expected(key: "%lld items", language: "en", variant: "device.ipad.plural.one",
            text: "%lld item on your iPad", line: 15, column: 35),
        Expected(key: "%lld items", language: "en", variant: "device.ipad.plural.other",
            text: "%lld items on your iPad", line: 21, column: 35),
        Expected(key: "%lld items", language: "en", variant: "device.other", text: "%lld items", line: 30, column: 29),
        Expected(key: "%lld items", language: "ru", variant: "plural.few", text: "%lld предмета", line: 39, column: 76),
        Expected(key: "%lld items", language: "ru", variant: "plural.many", text: "%lld предметов", line: 40, column: 77),
        Expected(key: "%lld items", language: "ru", variant: "plural.one", text: "%lld предмет", line: 41, column: 76),
        Expected(key: "%lld items", language: "ru", variant: "plural.other", text: "%lld предмета", line: 42, column: 78),
        Expected(key: "files-in-folders", language: "de", variant: nil,
            text: "%#@files@ in %#@folders@", line: 51, column: 62),
        Expected(key: "files-in-folders", language: "de", variant: "substitution.files.plural.one",
            text: "%arg Datei", line: 58, column: 80),
        Expected(key: "files-in-folders", language: "de", variant: "substitution.files.plural.other",
            text: "%arg Dateien", line: 59, column: 82),
        Expected(key: "files-in-folders", language: "de", variant: "substitution.folders.plural.other",
            text: "%arg Ordnern", line: 68, column: 82),
        Expected(key: "files-in-folders", language: "en", variant: nil,
            text: "%#@files@ in %#@folders@", line: 75, column: 62),
        Expected(key: "No source text ✓", language: "zh-Hant", variant: nil, text: "沒有原文", line: 83, column: 76),
        Expected(key: "bad-unit", language: "it", variant: nil, text: "Ciao", line: 89, column: 69),
    ])
    func everyValueAtItsJSONPosition(expected: Expected) throws {
        let reading = Self.read()
        let string = try #require(
            reading.strings.first {
                $0.key == expected.key && $0.language.identifier == expected.language && $0.variant == expected.variant
                    && $0.kind == .catalog
            })
        #expect(string.text == expected.text)
        #expect(string.location == SourceLocation(file: Self.file, line: expected.line, column: expected.column))
        #expect(string.table == "Nested")
        #expect(string.language.locale != nil)
        let isSubstitution = expected.variant?.hasPrefix("substitution.") == true
        #expect(string.syntax.contains(.substitutionArgument) == isSubstitution)
    }

    @Test func keysWithoutSourceTranslationAreSourceText() {
        let keys = Self.read().strings.filter { $0.kind == .catalogKey }
        #expect(keys.map(\.text) == ["No source text ✓", "bad-unit"])
        #expect(keys.allSatisfy { $0.language.identifier == "en" && $0.variant == nil })
        #expect(keys.first?.location == SourceLocation(file: Self.file, line: 79, column: 5))
        let off = Self.read(options: StringsReadOptions(catalogKeysAsSourceText: false))
        #expect(!off.strings.contains { $0.kind == .catalogKey })
    }

    @Test func countAndWarnings() throws {
        let reading = Self.read()
        #expect(reading.strings.count == 16)
        #expect(reading.diagnostics.count == 1)
        let warning = try #require(reading.diagnostics.first)
        #expect(warning.code == .catalogStructure)
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: Self.file, line: 88, column: 69))
        #expect(warning.path == #"strings["bad-unit"].localizations.fr.stringUnit.value"#)
        #expect(warning.message == "expected a string, found a number")
    }

    @Test func syntaxErrorIsOneDiagnosticWithTheLine() throws {
        let file = "Catalog/broken.xcstrings"
        let reading = StringCatalogReader.read(bytes: Fixtures.bytes(file), file: file)
        #expect(reading.strings.isEmpty)
        let diagnostic = try #require(reading.diagnostics.first)
        #expect(reading.diagnostics.count == 1)
        #expect(diagnostic.code == "invalid-json")
        #expect(diagnostic.location == SourceLocation(file: file, line: 6, column: 5))
        #expect(diagnostic.sourceLine == #"    "c" : { }"#)
    }

    @Test func emptyKeyObjectInTheAppCatalog() {
        let file = "App/Resources/Localizable.xcstrings"
        let reading = StringCatalogReader.read(bytes: Fixtures.bytes(file), file: file)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.strings.map { "\($0.language.identifier) \($0.key)=\($0.text) \($0.kind)" } == [
            "en Untranslated key=Untranslated key catalogKey",
            "en greeting=Hello catalog",
            "fr greeting=Bonjour catalog",
        ])
    }
}
