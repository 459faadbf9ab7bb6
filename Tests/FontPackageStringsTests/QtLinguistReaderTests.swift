import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Qt Linguist `.ts` files, read as `lrelease` compiles them.
@Suite struct QtLinguistReaderTests {
    /// One string as the oracle scripts print it: key, variant, text, and the text HTML draws (nil: no HTML).
    struct OracleString: Decodable, Hashable {
        var key: String
        var variant: String?
        var text: String
        var drawn: String?

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            key = try fields.decode(String.self)
            variant = try fields.decodeIfPresent(String.self)
            text = try fields.decode(String.self)
            drawn = try fields.decodeIfPresent(String.self)
        }
    }

    struct OracleFile: Decodable {
        var language: String?
        var strings: [OracleString]
    }

    /// What `Tests/Strings/<script>` prints for `files`, run by Debian's Python (python3-translate).
    static func oracle(_ script: String, _ arguments: [String]) throws -> [String: OracleFile] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [AndroidStringsReaderTests.packageRoot + "/Tests/Strings/" + script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(script) failed; is Debian's python3-translate installed?")
        return try JSONDecoder().decode([String: OracleFile].self, from: data)
    }

    /// Whether the reader's text is the oracle's, as written or, for HTML, as drawn (white space collapsed).
    static func agrees(_ read: String, _ expected: OracleString) -> Bool {
        if read == expected.text { return true }
        guard let drawn = expected.drawn else { return false }
        return AndroidStringsReaderTests.collapsingWhiteSpace(read) == AndroidStringsReaderTests.collapsingWhiteSpace(drawn)
    }

    static let excerpt = AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/QBittorrentExcerpt"

    @Test func qBittorrentReadsAsTranslateToolkitReadsIt() throws {
        let app = AppStrings.load(paths: [Self.excerpt])
        #expect(app.diagnostics.isEmpty)
        // One of the ten catalogues has no finished translation: it is listed as holding no strings, not as read.
        #expect(app.files.count == 9)
        #expect(app.unread.filter { $0.reason.id == "no-strings" && $0.path.hasSuffix(".ts") }.count == 1)
        let expected = try Self.oracle("translate_toolkit_ts.py", app.files)
        var read: [String: [String: String]] = [:]
        for string in app.strings {
            read[string.file, default: [:]][string.key + "#" + (string.variant ?? "")] = string.text
        }
        var html = 0
        for (file, oracle) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(!oracle.strings.isEmpty || file.hasSuffix("_en.ts"), "\(file)")
            let keys = Set(oracle.strings.map { $0.key + "#" + ($0.variant ?? "") })
            #expect(Set(read[file, default: [:]].keys) == keys, "\(file)")
            for string in oracle.strings {
                let text = read[file]?[string.key + "#" + (string.variant ?? "")] ?? ""
                #expect(Self.agrees(text, string), "\(file): \(string.key): \(text) vs \(string.text)")
                if string.drawn != nil, text != string.text { html += 1 }
            }
        }
        // The excerpt holds rich text the reader drew as HTML, and text with a '<' it did not.
        #expect(html >= 10)
        // qbittorrent_en.ts translates nothing: its source is the text, and it gives no string.
        #expect(!app.strings.contains { $0.file.hasSuffix("_en.ts") })
        #expect(app.strings.contains { $0.text == "Konfigurationsdateien in <dir> speichern" })
        // Each file's language: <TS language>, read as BCP 47 (qbittorrent_zh_CN.ts declares zh).
        var languages: [String: Set<String>] = [:]
        for string in app.strings { languages[URL(fileURLWithPath: string.file).lastPathComponent, default: []].insert(string.language.canonicalIdentifier) }
        #expect(languages == [
            "qbittorrent_de.ts": ["de"], "qbittorrent_ar.ts": ["ar"], "qbittorrent_he.ts": ["he"],
            "qbittorrent_ja.ts": ["ja"], "qbittorrent_zh_CN.ts": ["zh"], "qbittorrent_ru.ts": ["ru"],
            "qbittorrent_sr@latin.ts": ["sr-Latn"], "qbittorrent_is.ts": ["is"], "qbittorrent_hi_IN.ts": ["hi-IN"],
        ])
        // The tables are the file names less their languages, so every language's message meets its source.
        #expect(Set(app.strings.map(\.table)) == ["qbittorrent"])
        #expect(app.stringsByFormat.map { "\($0.format.displayName) \($0.strings)" } == ["Qt .ts \(app.strings.count)"])
    }

    @Test func unfinishedTranslationsAreReadAsLreleaseCompilesThemVanishedAndObsoleteOnesAreNot() throws {
        let text = try String(contentsOfFile: Self.excerpt + "/src/lang/qbittorrent_is.ts", encoding: .utf8)
        // The excerpt holds each kind the test is about.
        #expect(text.contains(#"<translation type="obsolete">Höfundur</translation>"#))
        #expect(text.contains(#"<translation type="unfinished">Um qBittorrent</translation>"#))
        #expect(text.contains(#"<translation type="unfinished"></translation>"#))
        let reading = QtLinguistReader.read(bytes: Array(text.utf8), file: "qbittorrent_is.ts")
        #expect(reading.diagnostics.isEmpty)
        let texts = Set(reading.strings.map(\.text))
        #expect(texts.contains("Um qBittorrent"))
        #expect(!texts.contains("Höfundur"))
        #expect(!texts.contains(""))
    }

    @Test func numerusFormsLengthVariantsBytesAndKeys() throws {
        let reading = QtLinguistReader.read(
            bytes: Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <!DOCTYPE TS>
                <TS version="2.1" language="pl_PL">
                <context>
                    <name>Transfers</name>
                    <message numerus="yes">
                        <source>%n file(s)</source>
                        <translation>
                            <numerusform>%n plik</numerusform>
                            <numerusform>%n pliki</numerusform>
                            <numerusform>%Ln plików</numerusform>
                        </translation>
                    </message>
                    <message>
                        <source>Open</source>
                        <comment>verb</comment>
                        <translation variants="yes"><lengthvariant>Otwórz plik</lengthvariant><lengthvariant>Otwórz</lengthvariant></translation>
                    </message>
                    <message id="tab.separated">
                        <source>a	b</source>
                        <translation>a<byte value="x9"/>b %1 z %L2</translation>
                    </message>
                    <message>
                        <source>Gone</source>
                        <translation type="vanished">Nie ma</translation>
                    </message>
                </context>
                </TS>
                """.utf8), file: "app_pl.ts")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.strings.map { "\($0.key) \($0.variant ?? "-") \($0.text)" } == [
            "Transfers|%n file(s) numerus.0  plik", "Transfers|%n file(s) numerus.1  pliki",
            "Transfers|%n file(s) numerus.2  plików",
            "Transfers|Open|verb length.0 Otwórz plik", "Transfers|Open|verb length.1 Otwórz",
            "tab.separated - a\tb  z ",
        ])
        #expect(reading.strings.allSatisfy { $0.language.canonicalIdentifier == "pl-PL" && $0.kind == .qt && $0.table == "app" })
        let location = try #require(reading.strings.first).location
        #expect("\(location.file):\(location.line):\(location.column)" == "app_pl.ts:9:26")
    }

    @Test("rich text is read as a QLabel draws it, by Qt::mightBeRichText", arguments: [
        ("<b>Bold</b> text", "Bold text"),
        ("<html><head/><body><p>Use the <span style=\" font-weight:600;\">Default Programs</span> dialog</p></body></html>", "Use the Default Programs dialog"),
        ("Store configuration files in <dir>", "Store configuration files in <dir>"),
        ("< 1m", "< 1m"),
        ("a &lt; b &amp; c", "a < b & c"),
        ("line\n<b>not rich: the tag is after the first line break</b>", "line\n<b>not rich: the tag is after the first line break</b>"),
    ])
    func richText(written: String, drawn: String) throws {
        let escaped = written.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let reading = QtLinguistReader.read(
            bytes: Array(#"<TS language="de"><context><name>C</name><message><source>s</source><translation>\#(escaped)</translation></message></context></TS>"#.utf8),
            file: "app_de.ts")
        #expect(reading.diagnostics.isEmpty)
        #expect(reading.strings.map(\.text) == [drawn])
    }

    @Test func theLanguageIsTheDeclaredOneThenTheFileNames() {
        func language(_ text: String, file: String) -> (String?, [String]) {
            let reading = QtLinguistReader.read(bytes: Array(text.utf8), file: file)
            return (reading.strings.first?.language.canonicalIdentifier, reading.diagnostics.map(\.message))
        }
        let body = "<context><name>C</name><message><source>s</source><translation>t</translation></message></context></TS>"
        #expect(language(#"<TS language="pt_BR">"# + body, file: "app_de.ts").0 == "pt-BR")
        #expect(language(#"<TS language="sr@latin">"# + body, file: "x.ts").0 == "sr-Latn")
        #expect(language("<TS>" + body, file: "translations/app_zh_TW.ts").0 == "zh-TW")
        let (unnamed, messages) = language("<TS>" + body, file: "translations/app.ts")
        #expect(unnamed == "app")
        #expect(messages == [
            "the file has no language: write language on <TS>, end its name in _ll (app_de.ts), or give the development language"
        ])
    }

    @Test func typeScriptFilesSharingTheEndingAreNotReadNorSaidAnything() throws {
        for text in ["export const id = 1;\n", "", "\u{FEFF}// <reference path=\"a.ts\"/>\n"] {
            let reading = QtLinguistReader.read(bytes: Array(text.utf8), file: "src/user_id.ts")
            #expect(reading.strings.isEmpty)
            #expect(reading.diagnostics.isEmpty)
        }
        let other = QtLinguistReader.read(bytes: Array("<svg/>".utf8), file: "icon_de.ts")
        #expect(other.diagnostics.map(\.message) == ["the root element is <svg>, not <TS>; no strings are read from this file"])
        let broken = QtLinguistReader.read(bytes: Array("<TS><context>".utf8), file: "app_de.ts")
        #expect(broken.diagnostics.map(\.code) == [.xmlSyntax])
    }

    @Test func aFolderOffersOnlyTsFilesNamedByTheirLanguage() throws {
        let root = try FlutterL10nConfigTests.temporaryTree([
            "translations/app_de.ts": #"<TS language="de"><context><name>C</name><message><source>s</source><translation>t</translation></message></context></TS>"#,
            "translations/app.ts": "<TS><context><name>C</name></context></TS>",
            "src/index.ts": "export {};\n",
            "src/user_id.ts": "export type UserId = string;\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let discovery = StringsDiscovery.find(in: [root])
        #expect(discovery.sources.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["user_id.ts", "app_de.ts"])
        let app = AppStrings.load(paths: [root])
        #expect(app.diagnostics.isEmpty)
        #expect(app.strings.map(\.text) == ["t"])
        // Given on its own, a .ts file that names no language is read.
        #expect(StringsDiscovery.find(in: [root + "/translations/app.ts"]).sources.count == 1)
    }
}
