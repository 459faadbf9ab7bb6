import FontPackage
import FontPackageStrings
import Testing

@Suite struct RenderedCharactersTests {
    static func scalars(_ text: String, _ syntax: FormatSyntax = .printf) -> String {
        String(String.UnicodeScalarView(RenderedCharacters(text: text, syntax: syntax).scalars))
    }

    @Test func distinctScalarsInOrderWithoutSpacesOrSpecifiers() {
        let rendered = RenderedCharacters(text: "Hello, %@! Hello %d%%")
        #expect(String(String.UnicodeScalarView(rendered.scalars)) == "Helo,!%")
        #expect(rendered.emoji.isEmpty)
    }

    @Test func nonASCII() {
        #expect(Self.scalars("Olá, mundo — até já") == "Olá,mundo—atéj")
        #expect(Self.scalars("日本語の日本") == "日本語の")
    }

    /// Not drawn, so never reported as missing.
    @Test(arguments: [
        "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200C}", "\u{200D}", "\u{200B}", "\u{2060}",
        "\u{FE00}", "\u{FE0E}", "\u{FE0F}", "\u{E0100}", "\u{00AD}", "\u{FEFF}", "\u{061C}", "\u{034F}",
        "\n", "\t", "\r", "\u{0}", "\u{7F}", "\u{85}", " ", "\u{2028}", "\u{2029}", "\u{E0041}",
    ])
    func ignorablesAndControlsAreSkipped(text: String) {
        let rendered = RenderedCharacters(text: "a\(text)b")
        #expect(rendered.scalars == ["a", "b"])
        #expect(rendered.emoji.isEmpty)
    }

    @Test(arguments: ["\u{00A0}", "\u{202F}", "\u{2009}", "\u{3000}", "\u{2007}"])
    func otherSpacesAreChecked(space: String) {
        #expect(RenderedCharacters(text: space).scalars == [space.unicodeScalars.first!])
    }

    @Test func bidiMarksAroundArabic() {
        #expect(Self.scalars("\u{200F}مرحبا %@\u{200F}") == "مرحبا")
    }

    @Test func combiningMarksStay() {
        #expect(Self.scalars("e\u{0301}") == "e\u{0301}")
        #expect(Self.scalars("क्ष") == "क्ष")
    }

    /// (text, emoji expected, scalars for the pack font expected)
    @Test(arguments: [
        ("😀", ["😀"], ""),
        ("Done 👍", ["👍"], "Done"),
        ("👍🏽", ["👍🏽"], ""),
        ("❤️", ["❤️"], ""),
        ("❤", [], "❤"),
        ("☺", [], "☺"),
        ("☺️", ["☺️"], ""),
        ("⌚", ["⌚"], ""),
        ("⌚︎", [], "⌚"),
        ("© 2024 ®™", [], "©204®™"),
        ("©️", ["©️"], ""),
        ("#1 *", [], "#1*"),
        ("1️⃣ #️⃣ *⃣", ["1️⃣", "#️⃣", "*⃣"], ""),
        ("🇫🇷🇯🇵", ["🇫🇷", "🇯🇵"], ""),
        ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", ["🏴󠁧󠁢󠁳󠁣󠁴󠁿"], ""),
        ("👩‍💻 and 👨‍👩‍👧‍👦", ["👩‍💻", "👨‍👩‍👧‍👦"], "and"),
        ("❤️‍🔥", ["❤️‍🔥"], ""),
        ("☝🏻", ["☝🏻"], ""),
        ("😀😀 x 😀", ["😀"], "x"),
        ("↔ ↔️", ["↔️"], "↔"),
        ("a\u{200D}b", [], "ab"),
    ] as [(String, [String], String)])
    func emojiApartFromText(text: String, emoji: [String], scalars: String) {
        let rendered = RenderedCharacters(text: text)
        #expect(rendered.emoji == emoji)
        #expect(String(String.UnicodeScalarView(rendered.scalars)) == scalars)
    }

    @Test func translatedStringUsesItsOwnSyntax() {
        let substitution = TranslatedString(
            text: "%arg Dateien", key: "k", language: StringLanguage(parsing: "de"), table: "Localizable",
            location: SourceLocation(file: "f", line: 1, column: 1), kind: .catalog,
            variant: "substitution.files.plural.other", syntax: [.printf, .substitutionArgument])
        #expect(String(String.UnicodeScalarView(RenderedCharacters(substitution).scalars)) == "Datein")
        var plain = substitution
        plain.syntax = .printf
        #expect(String(String.UnicodeScalarView(RenderedCharacters(plain).scalars)) == "rgDatein")
    }

    @Test func manyDistinctScalars() {
        let text = String(String.UnicodeScalarView((0x4E00..<0x4E80).map { Unicode.Scalar($0)! }))
        let rendered = RenderedCharacters(text: text + text)
        #expect(rendered.scalars.count == 128)
        #expect(rendered.scalars.first == "\u{4E00}")
        #expect(rendered.scalars.last == "\u{4E7F}")
    }

    @Test func emptyAfterStripping() {
        #expect(RenderedCharacters(text: "%@ %d\n").isEmpty)
        #expect(!RenderedCharacters(text: "%%").isEmpty)
    }
}

@Suite struct RenderedCharactersBatchTests {
    @Test func batchEqualsOneByOne() {
        let app = AppStrings.load(paths: [Fixtures.path("App")], options: StringsReadOptions(developmentLanguage: "en"))
        var strings = app.strings
        while strings.count < 5000 { strings += app.strings }
        let batch = RenderedCharacters.of(strings)
        #expect(batch == strings.map(RenderedCharacters.init))
        #expect(batch.contains { $0.emoji == ["👍"] })
        #expect(RenderedCharacters.of([]).isEmpty)
    }
}
