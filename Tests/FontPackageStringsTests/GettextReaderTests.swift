import FontPackage
import FontPackageStrings
import Foundation
import Testing

@Suite struct GettextReaderTests {
    /// What a gettext program gets from each catalog (`Tests/Strings/gettext_po.py`: GNU msgfmt's
    /// compile read back by Python's gettext; a .pot's msgids by polib): file name to key to texts.
    static func compiled(_ files: [String]) throws -> [String: [String: [String]]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", AndroidStringsReaderTests.packageRoot + "/Tests/Strings/gettext_po.py"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gettext_po.py failed; are msgfmt and polib installed?")
        return try JSONDecoder().decode([String: [String: [String]]].self, from: data)
    }

    /// Per file and key, the texts read equal the compiled ones, in order.
    static func compare(_ folder: String) throws -> AppStrings {
        let app = AppStrings.load(paths: [folder], options: StringsReadOptions(developmentLanguage: "en"))
        let expected = try compiled(app.files)
        #expect(app.files.count == expected.count)
        var read: [String: [String: [String]]] = [:]
        for string in app.strings {
            read[String(string.file.split(separator: "/").last ?? ""), default: [:]][string.key, default: []].append(string.text)
        }
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(Set((read[file] ?? [:]).keys) == Set(strings.keys), "keys of \(file)")
            for (key, texts) in strings.sorted(by: { $0.key < $1.key }) where read[file]?[key] != texts {
                Issue.record("\(file) \(key.debugDescription): read \(read[file]?[key] ?? []), compiled \(texts)")
            }
        }
        return app
    }

    @Test func everyRuleReadsAsMsgfmtCompilesIt() throws {
        let app = try Self.compare(Fixtures.path("Gettext"))
        #expect(app.diagnostics.isEmpty)
        var languages: [String: String] = [:]
        for string in app.strings { languages[String(string.file.split(separator: "/").last ?? "")] = string.language.canonicalIdentifier }
        #expect(languages == ["sr@latin.po": "sr-Latn", "app.po": "ja", "app.pot": "en"])
    }

    @Test func pixelWheelsReadsAsMsgfmtCompilesIt() throws {
        let app = try Self.compare(AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/PixelWheelsExcerpt")
        #expect(app.diagnostics.isEmpty)
        // The Language headers: de_DE, id_ID, tr_TR, zh_CN, and the template's development language.
        #expect(Set(app.languages.map(\.canonicalIdentifier)) == ["bn", "de-DE", "en", "fr", "id-ID", "ru", "tr-TR", "zh-CN"])
    }

    static func read(_ po: String, file: String = "po/fr.po") -> StringsFileReading {
        GettextReader.read(bytes: Array(po.utf8), file: file)
    }

    @Test func placeholdersOfEachFormatFlagAreNotDrawn() {
        let reading = Self.read(
            #"""
            #, c-format
            msgid "a"
            msgstr "%1$s et %d %%"

            #, python-format
            msgid "b"
            msgstr "%(name)s et % d %r"

            #, python-brace-format
            msgid "c"
            msgstr "{name} et {0}"

            msgid "d"
            msgstr "100 % {x}"
            """#)
        #expect(reading.strings.map { FormatSpecifiers.strip($0.text, syntax: $0.syntax) } == [" et  %", " et  ", " et ", "100 % {x}"])
    }

    @Test func theKeyIsTheContextAndTheMsgidAndTheLocationIsTheMsgstr() throws {
        let reading = Self.read("msgid \"\"\nmsgstr \"Language: pt_BR\\n\"\n\nmsgctxt \"menu\"\nmsgid \"Open\"\nmsgstr \"Abrir\"\n")
        let string = try #require(reading.strings.first)
        #expect(string.key == "menu|Open")
        #expect(string.kind == .gettext)
        #expect(string.language.canonicalIdentifier == "pt-BR")
        #expect("\(string.location)" == "po/fr.po:6:8")
    }

    @Test func aLineThatIsNotPOIsAnErrorAndTheRestIsRead() {
        let reading = Self.read("msgid \"\"\nmsgstr \"\"\n\nmsgid \"a\"\nmsgstring \"x\"\n\nmsgid \"b\"\nmsgstr \"B\"\n")
        #expect(reading.texts == ["b": "B"])
        #expect(reading.diagnostics.map(\.code) == [.gettextSyntax])
        #expect(reading.positions == ["error 5:1"])
    }
}
