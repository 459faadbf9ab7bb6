import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// .resx and XLIFF.
@Suite struct XMLStringReadersTests {
    /// What translate-toolkit reads (`Tests/Strings/translate_toolkit.py`, run by Debian's
    /// Python, which has python3-translate): file path to unit id to text.
    static func translateToolkit(_ files: [String]) throws -> [String: [String: String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [AndroidStringsReaderTests.packageRoot + "/Tests/Strings/translate_toolkit.py"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "translate_toolkit.py failed; is Debian's python3-translate installed?")
        return try JSONDecoder().decode([String: [String: String]].self, from: data)
    }

    @Test func resxAndXcodeXLIFFReadAsTranslateToolkitReadsThem() throws {
        let app = AppStrings.load(paths: [Fixtures.path("XML")], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(app.diagnostics.isEmpty)
        let expected = try Self.translateToolkit(app.files)
        #expect(expected.count == 4)
        // translate-toolkit reads the targets; the sources of a translated XLIFF are read beside them, in its source-language.
        let targets = app.strings.filter { $0.kind != .xliffSource }
        var read: [String: [String: String]] = [:]
        for string in targets {
            read[string.file, default: [:]][string.key] = string.text
        }
        #expect(read == expected)
        var languages: [String: String] = [:]
        for string in targets { languages[String(string.file.split(separator: "/").last ?? "")] = string.language.canonicalIdentifier }
        #expect(languages == ["Strings.resx": "en", "Strings.de-AT.resx": "de-AT", "Strings.fr.resx": "fr", "fr.xliff": "fr"])
        let sources = app.strings.filter { $0.kind == .xliffSource }
        #expect(Set(sources.map(\.language.canonicalIdentifier)) == ["en"])
        #expect(sources.count == 4)
        let stringsByFormat = app.stringsByFormat.map { "\($0.format.displayName) \($0.strings)" }
        #expect(stringsByFormat == [".resx 4", "XLIFF 7"])
    }

    @Test func shareXReadsAsTranslateToolkitReadsIt() throws {
        let folder = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/ShareXExcerpt"
        let app = AppStrings.load(paths: [folder], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(app.diagnostics.isEmpty)
        let expected = try Self.translateToolkit(app.files)
        #expect(expected.count == 10)
        var read: [String: [String: String]] = [:]
        for string in app.strings {
            read[string.file, default: [:]][string.key] = string.text
        }
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(read[file] == strings, "\(file)")
            let characters = { (texts: [String: String]?) in Set((texts ?? [:]).values.flatMap(\.unicodeScalars)) }
            #expect(characters(read[file]) == characters(strings), "characters of \(file)")
        }
        #expect(app.languages.count == 10)
    }

    /// Firefox Focus for iOS: Xcode's XLIFF 1.2 exports, one per locale, each of six `<file>`s.
    @Test func focusIOSReadsAsTranslateToolkitReadsIt() throws {
        let folder = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/FocusIOSExcerpt"
        let app = AppStrings.load(paths: [folder])
        #expect(app.diagnostics.isEmpty)
        let expected = try Self.translateToolkit(app.files)
        #expect(expected.count == 9)
        var read: [String: [String: String]] = [:]
        var languages: [String: Set<String>] = [:]
        for string in app.strings where string.kind == .xliff {
            read[string.file, default: [:]][string.key] = string.text
            languages[string.file, default: []].insert(string.language.canonicalIdentifier)
        }
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(!strings.isEmpty)
            #expect(read[file] == strings, "\(file)")
            let characters = { (texts: [String: String]?) in Set((texts ?? [:]).values.flatMap(\.unicodeScalars)) }
            #expect(characters(read[file]) == characters(strings), "characters of \(file)")
            // Each locale's folder is named by its target-language.
            let folderName = String(file.split(separator: "/").dropLast().last ?? "")
            #expect(languages[file] == [folderName], "\(file)")
        }
        #expect(Set(app.stringsByFormat.map { $0.format.displayName }) == ["XLIFF"])
    }

    /// LinOTP's self-service portal: an Angular app's XLIFF 1.2, whose targets hold
    /// `<x id="INTERPOLATION"/>` codes and span lines without `xml:space="preserve"`.
    @Test func linOTPSelfserviceReadsAsTranslateToolkitReadsIt() throws {
        let folder = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/LinOTPSelfserviceExcerpt"
        let app = AppStrings.load(paths: [folder])
        #expect(app.diagnostics.isEmpty)
        let expected = try Self.translateToolkit(app.files)
        let file = try #require(app.files.first)
        #expect(app.files.count == 1)
        var read: [String: String] = [:]
        for string in app.strings where string.kind == .xliff { read[string.key] = string.text }
        let strings = try #require(expected[file])
        #expect(strings.count >= 30)
        #expect(read == strings)
        // The excerpt holds what this test is about: codes, and targets over several lines.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("<x id=\"INTERPOLATION\""))
        #expect(text.contains("<target state=\"translated\">\n"))
        #expect(Set(app.strings.filter { $0.kind == .xliff }.map(\.language.canonicalIdentifier)) == ["de"])
        // Its English sources are the development language's, read beside the targets.
        #expect(Set(app.strings.filter { $0.kind == .xliffSource }.map(\.language.canonicalIdentifier)) == ["en"])
    }

    @Test func xliffCodesAreNotDrawnAndTheirSubsAre() {
        let reading = XLIFFReader.read(
            bytes: Array(
                """
                <xliff version="1.2"><file source-language="en" target-language="ja"><body>
                <trans-unit id="a" xml:space="preserve"><source>x</source><target>改行<ph id="1">&lt;br/&gt;</ph>です <bpt id="2">&lt;a title="<sub>題名</sub>"&gt;</bpt>リンク<ept id="2">&lt;/a&gt;</ept></target></trans-unit>
                </body></file></xliff>
                """.utf8), file: "ja.xliff")
        #expect(reading.strings.filter { $0.kind == .xliff }.map(\.text) == ["改行です 題名リンク"])
        #expect(reading.strings.filter { $0.kind == .xliffSource }.map { "\($0.language.canonicalIdentifier) \($0.text)" } == ["en x"])
    }

    @Test func xliff2ReadsEachSegmentsTargetInTrgLang() throws {
        let reading = XLIFFReader.read(
            bytes: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang="uk">
                  <file id="f1">
                    <unit id="welcome">
                      <segment><source>Hello</source><target>Привіт</target></segment>
                      <ignorable><source> </source></ignorable>
                      <segment><source>world <pc id="1">now</pc></source><target>світ <pc id="1">зараз</pc> <ph id="2"/><cp hex="2713"/></target></segment>
                    </unit>
                    <group id="g"><unit id="empty"><segment><source>Only source</source></segment></unit></group>
                  </file>
                </xliff>
                """.utf8), file: "uk.xlf")
        let targets = reading.strings.filter { $0.kind == .xliff }
        #expect(targets.map { "\($0.key) \($0.variant ?? "-") \($0.text)" } == [
            "welcome segment.0 Привіт", "welcome segment.1 світ зараз ✓",
        ])
        #expect(targets.allSatisfy { $0.language.canonicalIdentifier == "uk" })
        // The sources are English, srcLang's, untranslated units' too.
        let sources = reading.strings.filter { $0.kind == .xliffSource }
        #expect(sources.map { "\($0.key) \($0.variant ?? "-") \($0.text)" } == [
            "welcome segment.0 Hello", "welcome segment.1 world now", "empty - Only source",
        ])
        #expect(sources.allSatisfy { $0.language.canonicalIdentifier == "en" })
        #expect("\(try #require(reading.strings.first).location)" == "uk.xlf:5:46")
    }

    @Test func aSourceXLIFFIsReadInItsSourceLanguage() {
        let reading = XLIFFReader.read(
            bytes: Array(#"<xliff version="2.0" srcLang="en"><file id="f"><unit id="a"><segment><source>Hi</source></segment></unit></file></xliff>"#.utf8),
            file: "en.xlf")
        #expect(reading.strings.map(\.language.canonicalIdentifier) == ["en"])
        #expect(reading.texts == ["a": "Hi"])
    }

    @Test func entityDeclarationsAreRefusedInEveryXMLFormat() {
        let doctype = #"<!DOCTYPE r [<!ENTITY e SYSTEM "file:///etc/passwd">]>"#
        let resx = ResxReader.read(bytes: Array((doctype + #"<root><data name="a"><value>&e;</value></data></root>"#).utf8), file: "S.fr.resx")
        let xliff = XLIFFReader.read(bytes: Array((doctype + "<xliff/>").utf8), file: "fr.xliff")
        for reading in [resx, xliff] {
            #expect(reading.strings.isEmpty)
            #expect(reading.diagnostics.map(\.code) == [.xmlEntityDeclaration])
            #expect(reading.positions == ["error 1:14"])
        }
    }
}
