import FontPackage
import FontPackageStrings
import Testing

@Suite struct StringsFileReaderTests {
    @Test func everyEscape() {
        let reading = Fixtures.strings("Strings/escapes.strings")
        let texts = reading.texts
        #expect(texts["quote"] == "say \"hi\"")
        #expect(texts["backslash"] == "a\\b")
        #expect(texts["newline"] == "one\ntwo")
        #expect(texts["tab"] == "a\tb")
        #expect(texts["return"] == "a\rb")
        #expect(texts["nul"] == "a\u{0}b")
        #expect(texts["unicode"] == "café")
        #expect(texts["lowercase-u"] == "über")
        #expect(texts["pair"] == "😀")
        #expect(texts["octal"] == "AB")
        #expect(texts["apostrophe"] == "it's")
        #expect(texts["short-hex"] == "A")
        #expect(texts["unknown"] == "q")
        #expect(texts["lone"] == "\u{FFFD}!")
        #expect(reading.strings.count == 14)
        // Only the unknown escape and the lone surrogate are reported, at their backslash.
        #expect(reading.positions == ["warning 14:14", "warning 15:11"])
        #expect(reading.diagnostics.allSatisfy { $0.code == .stringsEscape })
        #expect(reading.diagnostics.first?.sourceLine == #""unknown" = "\q";"#)
    }

    @Test func valueLocationIsTheOpeningQuote() throws {
        let reading = Fixtures.strings("Strings/escapes.strings")
        let quote = try #require(reading.string("quote"))
        #expect(quote.location == SourceLocation(file: "Strings/escapes.strings", line: 2, column: 11))
        #expect(quote.kind == .strings)
        #expect(quote.table == "escapes")
        #expect(quote.variant == nil)
        #expect(quote.language.identifier == "en")
    }

    @Test func bareKeysValuesAndComments() throws {
        let reading = Fixtures.strings("Strings/bare.strings")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        #expect(reading.strings.map(\.key) == [
            "greeting", "quoted", "key.with.dots-and/slash:colon$", "after", "self_key", "multi",
        ])
        let texts = reading.texts
        #expect(texts["greeting"] == "Olá")
        #expect(texts["quoted"] == "bare_value")
        #expect(texts["key.with.dots-and/slash:colon$"] == "ok")
        #expect(texts["after"] == "value on the next line")
        #expect(texts["self_key"] == "self_key")
        #expect(texts["multi"] == "line one\nline two")
        let after = try #require(reading.string("after"))
        #expect(after.location.line == 7)
        #expect(after.location.column == 1)
        #expect(reading.string("greeting")?.location.column == 12)
    }

    @Test func syntaxErrorsAreLocatedAndReadingResumes() {
        let reading = Fixtures.strings("Strings/syntax-errors.strings")
        #expect(reading.strings.map(\.key) == [
            "ok1", "missing-semicolon", "ok2", "ok3", "ok4", "ok5", "ok6", "dup", "ok7",
        ])
        #expect(reading.texts["dup"] == "two")
        #expect(reading.texts["missing-semicolon"] == "second")
        #expect(reading.positions == [
            "error 2:31", "error 4:18", "error 6:1", "error 7:19", "error 8:26", "error 9:18",
            "warning 12:9", "error 13:16",
        ])
        let codes = reading.diagnostics.map(\.code)
        #expect(codes.filter { $0 == .stringsSyntax }.count == 7)
        #expect(codes.contains(.stringsDuplicateKey))
        let unterminated = reading.diagnostics[5]
        #expect(unterminated.message.contains("closing quote"))
        #expect(unterminated.sourceLine == #""unterminated" = "eighth;"#)
        #expect(
            reading.diagnostics[1].renderedWithSource == """
                Strings/syntax-errors.strings:4:18: error: [strings-syntax] expected '=' after the key "missing-equals", found '"'
                "missing-equals" "fourth";
                                 ^
                """)
    }

    @Test func unterminatedStringAtTheEndOfTheFile() {
        let reading = Fixtures.strings(text: "\"a\" = \"1\";\n\"b\" = \"never closed;\n")
        #expect(reading.strings.map(\.key) == ["a"])
        #expect(reading.positions == ["error 2:7"])
        #expect(reading.diagnostics.first?.message.contains("unterminated string") == true)
    }

    @Test func unterminatedComment() {
        let reading = Fixtures.strings(text: "\"a\" = \"1\";\n  /* no end\n\"b\" = \"2\";\n")
        #expect(reading.strings.map(\.key) == ["a"])
        #expect(reading.positions == ["error 2:3"])
    }

    @Test func commentsDoNotEndBareWords() {
        let reading = Fixtures.strings(text: "a=b// comment\nc = d/*x*/;\n")
        #expect(reading.texts == ["a": "b", "c": "d"])
        #expect(reading.positions == ["error 1:4"])  // the ';' after b is missing
    }

    @Test func braces() {
        let reading = Fixtures.strings(text: "{\n  \"a\" = \"1\";\n  \"b\" = \"2\";\n}\n")
        #expect(reading.texts == ["a": "1", "b": "2"])
        #expect(reading.diagnostics.isEmpty)
    }

    @Test func emptyFileHasNothing() {
        let reading = Fixtures.strings(text: "")
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.isEmpty)
    }

    @Test func utf16LittleEndianWithBOM() throws {
        let path = "App/Resources/fr.lproj/Localizable.strings"
        #expect(Fixtures.bytes(path).starts(with: [0xFF, 0xFE]))
        let reading = Fixtures.strings(path)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.texts == ["welcome": "Bienvenue, %@ !", "thumbs": "Très bien 👍"])
        let thumbs = try #require(reading.string("thumbs"))
        #expect(thumbs.location == SourceLocation(file: path, line: 3, column: 12))
    }

    @Test func utf16BigEndianWithBOM() throws {
        let path = "App/Resources/ja.lproj/Localizable.strings"
        #expect(Fixtures.bytes(path).starts(with: [0xFE, 0xFF]))
        let reading = Fixtures.strings(path)
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.texts == ["welcome": "ようこそ、%@！", "bare": "日本語"])
        #expect(reading.string("bare")?.location == SourceLocation(file: path, line: 2, column: 8))
    }

    @Test func utf16WithoutBOMIsRecognised() {
        let reading = Fixtures.strings("Strings/utf16le-nobom.strings")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.texts == ["hello": "Grüß Gott", "bye": "Tschüss"])
        #expect(reading.string("bye")?.location.line == 2)
    }

    @Test func utf8WithBOM() {
        let reading = StringsFileReader.read(
            bytes: [0xEF, 0xBB, 0xBF] + Array("\"k\" = \"v\";".utf8), file: "bom.strings", language: Fixtures.english)
        #expect(reading.texts == ["k": "v"])
        #expect(reading.string("k")?.location.column == 7)
    }

    @Test func undecodableFileIsOneDiagnostic() throws {
        let reading = Fixtures.strings("Strings/undecodable.strings")
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.count == 1)
        let diagnostic = try #require(reading.diagnostics.first)
        #expect(diagnostic.code == .stringsEncoding)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "Strings/undecodable.strings", line: 1, column: 11))
        #expect(diagnostic.message.contains("0xE9"))
    }

    @Test(arguments: [
        ("odd UTF-16", [0xFF, 0xFE, 0x41] as [UInt8]),
        ("lone surrogate", [0xFF, 0xFE, 0x00, 0xDC, 0x41, 0x00]),
        ("UTF-32", [0xFF, 0xFE, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00]),
        ("NUL bytes", [0x22, 0x00, 0x22, 0x41, 0x42]),
        ("truncated UTF-8", [0x22, 0x6B, 0x22, 0xE2, 0x82]),
    ])
    func otherUndecodableInputs(name: String, bytes: [UInt8]) {
        let reading = StringsFileReader.read(bytes: bytes, file: "bad.strings", language: Fixtures.english)
        #expect(reading.strings.isEmpty, "\(name)")
        #expect(reading.diagnostics.map(\.code) == [.stringsEncoding], "\(name)")
    }

    @Test func binaryPropertyListIsRejectedOnce() {
        let reading = Fixtures.strings("Strings/binary.strings")
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.stringsUnsupportedFormat])
    }

    @Test func xmlPropertyListStrings() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>hello</key>
              <string>Hallo &amp; willkommen</string>
            </dict>
            </plist>
            """
        let reading = StringsFileReader.read(bytes: Array(xml.utf8), file: "x.strings", language: Fixtures.english)
        #expect(reading.texts == ["hello": "Hallo & willkommen"])
        #expect(reading.string("hello")?.location == SourceLocation(file: "x.strings", line: 5, column: 11))
    }

    @Test func bracePlaceholdersFollowTheOption() {
        let options = StringsReadOptions(bracePlaceholders: true)
        let reading = StringsFileReader.read(
            bytes: Array("\"k\" = \"Hi {name}\";".utf8), file: "b.strings", language: Fixtures.english,
            options: options)
        #expect(reading.strings.first?.syntax == [.printf, .braces])
        #expect(Fixtures.strings(text: "\"k\" = \"v\";").strings.first?.syntax == .printf)
    }
}
