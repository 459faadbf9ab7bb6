import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// WinUI and UWP `.resw`: the .resx schema, the language from the folder.
@Suite struct ResWReaderTests {
    static let terminal = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/TerminalExcerpt"

    /// Windows Terminal: every culture's file reads as translate-toolkit reads it, in the language its folder names.
    @Test func terminalReadsAsTranslateToolkitReadsIt() throws {
        let app = AppStrings.load(paths: [Self.terminal], options: StringsReadOptions(developmentLanguage: "en-US"))
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        // The pseudo-locale is left out of a folder's check; the neutral file has no strings, so it is listed as not read.
        #expect(app.files.count == 11)
        #expect(app.unread.filter { $0.reason.id == "no-strings" && $0.path.hasSuffix(".resw") }.count == 1)
        #expect(!app.files.contains { $0.contains("qps-ploc") })
        let expected = try XMLStringReadersTests.translateToolkit(app.files)
        var read: [String: [String: String]] = [:]
        var languages: [String: Set<String>] = [:]
        for string in app.strings {
            read[string.file, default: [:]][string.key] = string.text
            languages[string.file, default: []].insert(string.language.canonicalIdentifier)
            #expect(string.table == "Resources")
            #expect(string.kind == .resw)
        }
        var compared = 0
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) where !strings.isEmpty {
            #expect(read[file] == strings, "\(file)")
            let folder = String(file.split(separator: "/").dropLast().last ?? "")
            #expect(languages[file] == [StringLanguage(parsing: folder).canonicalIdentifier], "\(file)")
            compared += 1
        }
        #expect(compared == 11)
        #expect(Set(app.languages.map(\.canonicalIdentifier)).isSuperset(of: ["ar-SA", "he-IL", "sr-Latn-RS", "zh-TW", "ja-JP"]))
        #expect(app.stringsByFormat.map { "\($0.format.displayName) \($0.strings)" } == [".resw \(app.strings.count)"])
    }

    /// Named on its own, a pseudo-locale's file is read, in its own language.
    @Test func pseudoLocaleIsReadWhenNamed() throws {
        let file = Self.terminal + "/src/cascadia/TerminalConnection/Resources/qps-ploc/Resources.resw"
        let app = AppStrings.load(paths: [file])
        #expect(app.files == [file])
        #expect(app.strings.count == 10)
        #expect(Set(app.strings.map(\.language.identifier)) == ["qps-ploc"])
        #expect(try XMLStringReadersTests.translateToolkit([file])[file]?.count == 10)
    }

    @Test(
        "the language of a path",
        arguments: [
            ("Strings/en-US/Resources.resw", "en-US", false),
            ("App/Strings/zh-Hans/Resources.resw", "zh-Hans", false),
            ("Strings/sr-Latn-RS/Errors.resw", "sr-Latn-RS", false),
            ("Strings/lang-fr-FR/Resources.resw", "fr-FR", false),
            ("Strings/language-de_contrast-high/Resources.resw", "de", false),
            ("Strings/lang-ja/Sub/Resources.resw", "ja", false),
            ("Strings/Resources.lang-pt-BR.resw", "pt-BR", false),
            ("Strings/Resources.language-ko_scale-100.resw", "ko", false),
            ("Strings/qps-ploc/Resources.resw", "qps-ploc", true),
            ("Strings/qps-plocm/Resources.resw", "qps-plocm", true),
        ])
    func pathLanguage(path: String, language: String, onlyWhenNamed: Bool) throws {
        let match = try #require(ResWReader.match(StringsPath(path)))
        #expect(match.language == language)
        #expect(match.onlyWhenNamed == onlyWhenNamed)
    }

    @Test func neutralFilesAndOtherNames() throws {
        // A folder that is not a culture, above or beside: neutral.
        #expect(ResWReader.match(StringsPath("Strings/Resources.resw")) == StringsPathMatch())
        #expect(ResWReader.match(StringsPath("Resources/Resources.resw")) == StringsPathMatch())
        #expect(ResWReader.match(StringsPath("fr-FR/Strings/Resources.resw")) == StringsPathMatch())
        #expect(ResWReader.match(StringsPath("Strings/en-US/Resources.resx")) == nil)
    }

    static let document = Array("""
        <?xml version="1.0" encoding="utf-8"?>
        <root>
          <data name="Greeting" xml:space="preserve"><value>Bonjour</value></data>
          <data name="Icon" type="System.Drawing.Bitmap, System.Drawing"><value>AAAA</value></data>
        </root>
        """.utf8)

    /// The table is the file's name without its qualifiers, so each culture's strings meet their source.
    @Test func tableLeavesQualifiersOut() {
        let qualified = ResWReader.read(bytes: Self.document, file: "Strings/Resources.lang-fr-FR.resw")
        #expect(qualified.strings.map(\.table) == ["Resources"])
        #expect(qualified.strings.map(\.language.identifier) == ["fr-FR"])
        let folder = ResWReader.read(bytes: Self.document, file: "Strings/fr-FR/Resources.resw")
        #expect(folder.strings.map(\.table) == ["Resources"])
        #expect(folder.strings.map(\.text) == ["Bonjour"])
        #expect(folder.diagnostics.isEmpty)
    }

    /// A neutral file read with no development language is one warning, worded by the one policy.
    @Test func neutralFileWithoutDevelopmentLanguage() throws {
        let reading = ResWReader.read(bytes: Self.document, file: "Strings/Resources.resw")
        #expect(reading.strings.count == 1)
        let warning = try #require(reading.diagnostics.first)
        #expect(reading.diagnostics.count == 1)
        #expect(warning.code == .stringsLanguage)
        #expect(warning.message.hasPrefix("the neutral .resw has no language: put it in a folder named for its language"))
        let given = ResWReader.read(bytes: Self.document, file: "Strings/Resources.resw", options: StringsReadOptions(developmentLanguage: "en-US"))
        #expect(given.diagnostics.isEmpty)
        #expect(given.strings.map(\.language.identifier) == ["en-US"])
    }

    /// Broken XML is a located error, and the XML policy (no entity declarations) is the shared one.
    @Test func brokenAndHostileDocuments() throws {
        let broken = ResWReader.read(bytes: Array("<root><data name=\"a\"><value>x</data></root>".utf8), file: "Strings/fr/Resources.resw")
        #expect(broken.strings.isEmpty)
        let error = try #require(broken.diagnostics.first)
        #expect(error.code == .xmlSyntax && error.severity == .error)
        #expect(error.location?.line == 1)
        let entity = ResWReader.read(
            bytes: Array("<!DOCTYPE root [<!ENTITY a \"b\">]><root><data name=\"a\"><value>&a;</value></data></root>".utf8),
            file: "Strings/fr/Resources.resw")
        #expect(entity.strings.isEmpty)
        #expect(entity.diagnostics.contains { $0.code == .xmlEntityDeclaration })
    }
}
