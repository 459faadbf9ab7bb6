import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Java `.properties` resource bundles, read as `Properties.load` and Java 9's `PropertyResourceBundle` read them.
@Suite struct PropertiesReaderTests {
    static let jenkins = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/JenkinsExcerpt"

    static func read(_ text: String, file: String = "Messages_fr.properties") -> StringsFileReading {
        PropertiesReader.read(bytes: Array(text.utf8), file: file)
    }

    static func values(_ reading: StringsFileReading) -> [String: String] {
        Dictionary(reading.strings.map { ($0.key, $0.text) }, uniquingKeysWith: { $1 })
    }

    /// The syntax of `java.util.Properties.load`, each line's value as the Javadoc's examples give it.
    @Test func propertiesSyntax() {
        let reading = Self.read(
            ##"""
            # comment = not an entry
              ! also a comment
            equals=one
            colon : two
            space   three
            continued = first \
                        second\
            third
            escaped\=key\:here\ too = value
            tabs=a\tb\nc
            unicode=caf\u00e9 \uD83D\uDE00
            empty=
            trailing = kept   
            backslash = C:\\path\\
            \#notComment = hash
            fruits                           apple, banana, pear, \
                                             cantaloupe, watermelon
            """##)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        #expect(
            Self.values(reading) == [
                "equals": "one", "colon": "two", "space": "three", "continued": "first secondthird",
                "escaped=key:here too": "value", "tabs": "a\tb\nc", "unicode": "café 😀", "empty": "",
                "trailing": "kept   ", "backslash": #"C:\path\"#, "#notComment": "hash",
                "fruits": "apple, banana, pear, cantaloupe, watermelon",
            ])
        #expect(reading.strings.map(\.language.identifier) == Array(repeating: "fr", count: 12))
        #expect(Set(reading.strings.map(\.table)) == ["Messages"])
        // The value's first character.
        let colon = reading.strings.first { $0.key == "colon" }
        #expect(colon?.location.line == 4 && colon?.location.column == 9)
    }

    @Test func lineEndsOfEveryKind() {
        let reading = Self.read("a=1\r\nb=2\rc=3\\\r\n  4\nd=5")
        #expect(Self.values(reading) == ["a": "1", "b": "2", "c": "34", "d": "5"])
        #expect(reading.strings.last?.location.line == 5)
    }

    /// UTF-8 when the bytes are UTF-8, else ISO-8859-1, as `PropertyResourceBundle` has read them since Java 9.
    @Test func encoding() {
        let latin1 = PropertiesReader.read(bytes: [0x6B, 0x3D, 0x45, 0x72, 0x20, 0x64, 0x75, 0x20, 0x73, 0x69, 0x6B, 0x6B, 0x65, 0x72, 0x20, 0x70, 0xE5], file: "a_da.properties")
        #expect(Self.values(latin1) == ["k": "Er du sikker på"])
        #expect(latin1.diagnostics.isEmpty)
        let utf8 = PropertiesReader.read(bytes: Array("k=Er du sikker på".utf8), file: "a_da.properties")
        #expect(Self.values(utf8) == ["k": "Er du sikker på"])
        let utf16 = PropertiesReader.read(bytes: [0xFF, 0xFE, 0x6B, 0x00, 0x3D, 0x00, 0x76, 0x00], file: "a_da.properties")
        #expect(utf16.strings.isEmpty)
        #expect(utf16.diagnostics.map(\.code) == [.stringsEncoding])
    }

    /// Java keeps the later of two definitions; the earlier is said once and left out.
    @Test func duplicateKeys() throws {
        let reading = Self.read("title=Premier\nother=x\ntitle=Second\n")
        #expect(reading.strings.map(\.text) == ["x", "Second"])
        let warning = try #require(reading.diagnostics.first)
        #expect(reading.diagnostics.count == 1)
        #expect(warning.code == .stringsDuplicateKey)
        #expect(warning.message == "\"title\" is already defined at line 1; this later value is the one Java loads")
        #expect(warning.location?.line == 3)
    }

    /// A malformed `\u` makes `Properties.load` throw; it is said where it is, and the other entries are still read.
    @Test func malformedEscapes() throws {
        let reading = Self.read("a=ok\nb=bad \\u00g1 end\nc=\\uD800 alone\nd=fine\n")
        #expect(Self.values(reading) == ["a": "ok", "b": "bad ", "c": " alone", "d": "fine"])
        #expect(reading.diagnostics.map(\.code) == [.stringsEscape, .stringsEscape])
        #expect(reading.diagnostics.first?.location?.line == 2 && reading.diagnostics.first?.location?.column == 7)
        #expect(reading.diagnostics.first?.sourceLine == "b=bad \\u00g1 end")
        #expect(reading.diagnostics.last?.message.contains("surrogate") == true)
    }

    @Test(
        "the language of a bundle's name, as ResourceBundle.Control.toBundleName writes it",
        arguments: [
            ("Messages_fr.properties", "fr"),
            ("Messages_fr_CA.properties", "fr-CA"),
            ("Messages_pt_BR.properties", "pt-BR"),
            ("Messages_sr_Latn_RS.properties", "sr-Latn-RS"),
            ("Messages_es_419.properties", "es-419"),
            ("Messages_en_AU_variant.properties", "en-AU-variant"),
            ("_restart_zh_TW.properties", "zh-TW"),
            ("hudson-version_pt_BR.properties", "pt-BR"),
            ("My_App_Strings_de.properties", "de"),
        ])
    func bundleLanguage(name: String, language: String) throws {
        let match = try #require(PropertiesReader.match(StringsPath("res/" + name)))
        #expect(match.language == language)
        #expect(!match.onlyWhenNamed)
        let reading = PropertiesReader.read(bytes: Array("k=v".utf8), file: "res/" + name)
        #expect(reading.strings.first?.language.identifier == language)
    }

    /// Not a locale suffix: the file is a base bundle, or not a bundle at all, read only when named.
    @Test(arguments: ["gradle.properties", "log4j_test.properties", "app_ui.properties", "build_FR.properties", "settings_prod.properties"])
    func notALocaleSuffix(name: String) throws {
        let match = try #require(PropertiesReader.match(StringsPath("/nonexistent/" + name)))
        #expect(match.language == nil)
        #expect(match.onlyWhenNamed)
    }

    /// The base bundle is read in a folder only beside a translation of it; build configuration is not.
    @Test func jenkinsFolderLeavesConfigurationOut() throws {
        let app = AppStrings.load(paths: [Self.jenkins], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics.prefix(3))")
        #expect(app.files.count == 27)
        #expect(!app.files.contains { $0.hasSuffix("jenkins-cli-version.properties") })
        #expect(app.files.contains { $0.hasSuffix("/hudson/Messages.properties") })
        let named = AppStrings.load(paths: [Self.jenkins + "/cli/src/filter/resources/jenkins/cli/jenkins-cli-version.properties"])
        #expect(named.strings.map(\.text) == ["${project.version}"])
        // Without the development language, the base bundles are one warning for the app.
        let unnamed = AppStrings.load(paths: [Self.jenkins])
        let warnings = unnamed.diagnostics.filter { $0.code == .stringsLanguage }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("the base bundle has no language: ") == true)
    }

    /// Jenkins: every bundle reads as translate-toolkit reads it, in the language its name gives.
    @Test func jenkinsReadsAsTranslateToolkitReadsIt() throws {
        let app = AppStrings.load(paths: [Self.jenkins], options: StringsReadOptions(developmentLanguage: "en"))
        let expected = try XMLStringReadersTests.translateToolkit(app.files)
        #expect(expected.count == 27)
        var read: [String: [String: String]] = [:]
        var languages: [String: Set<String>] = [:]
        for string in app.strings {
            read[string.file, default: [:]][string.key] = string.text
            languages[string.file, default: []].insert(string.language.identifier)
        }
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(read[file] ?? [:] == strings, "\(file)")
            let name = String(String(file.split(separator: "/").last ?? "").dropLast(".properties".count))
            let parts: [Substring] = name.split(separator: "_")
            let suffix = parts.drop { !($0.count == 2 && $0.allSatisfy(\.isLowercase)) }.map(String.init).joined(separator: "-")
            if !strings.isEmpty { #expect(languages[file] == [suffix.isEmpty ? "en" : suffix], "\(file)") }
        }
        // The ISO-8859-1 files, and the \u escapes of the base bundle.
        let french = try #require(read[Self.jenkins + "/core/src/main/resources/hudson/model/User/sidepanel_fr.properties"])
        #expect(french.values.contains { $0.contains("Êtes-vous sûr") })
        #expect(app.stringsByFormat.map { "\($0.format.displayName) \($0.strings)" } == [".properties \(app.strings.count)"])
    }
}
