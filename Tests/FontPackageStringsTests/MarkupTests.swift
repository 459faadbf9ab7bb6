import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Markup is read for what it draws: Android's HTML as `Html.fromHtml` draws it
/// (held against Python's html.parser), GTK's Pango markup as Pango parses it
/// (held against Pango's own parser), on hand-written cases and on excerpts of
/// real apps.
@Suite struct MarkupTests {
    static let root = AndroidStringsReaderTests.packageRoot

    /// Runs `script` (Python) with `inputs` as JSON on its standard input and decodes what it prints.
    static func python<Output: Decodable>(
        _ interpreter: String, _ script: String, _ inputs: [String], as: Output.Type
    ) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: root + "/Tests/Strings")
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(inputs))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the oracle failed: \(script)")
        return try JSONDecoder().decode(Output.self, from: data)
    }

    /// What Python's html.parser draws of each text (`android_html.drawn`): nil when it holds no styled tag.
    static func drawnByHTMLParser(_ texts: [String]) throws -> [String?] {
        try python(
            "/usr/bin/python3",
            "import json, sys, android_html; print(json.dumps([android_html.drawn(t) for t in json.load(sys.stdin)]))",
            texts, as: [String?].self)
    }

    /// What Pango draws of each text (`pango_po.parsed`): nil when Pango refuses it; and whether it is markup.
    static func parsedByPango(_ texts: [String]) throws -> [PangoAnswer] {
        try python(
            "/usr/bin/python3",
            "import json, sys, pango_po; print(json.dumps([{'text': pango_po.parsed(t), 'markup': pango_po.is_markup(t)} for t in json.load(sys.stdin)]))",
            texts, as: [PangoAnswer].self)
    }

    struct PangoAnswer: Decodable {
        var text: String?
        var markup: Bool
    }

    // MARK: Android's HTML

    static let htmlCases: [(String, String?)] = [
        // A `<` that opens no tag, and a tag no platform styles with: the string is text.
        ("a < b", nil),
        ("<3 you", nil),
        ("Use <filename> here &amp; there", nil),
        ("<b>Bold</b> text", "Bold text"),
        (#"Read the <a href="https://example.org/faq?q=F">FAQ</a>."#, "Read the FAQ."),
        (#"<A HREF='x'>Caps</A>"#, "Caps"),
        ("A &amp; B&nbsp;C&#8230;&hellip;&#x2026; <i>i</i>", "A & B\u{A0}C……… i"),
        ("one<br/>two<br>three", "one\ntwo\nthree"),
        (#"<img src="x.png" alt="Alt text">caption"#, "caption"),
        ("<p>One</p><p>Two</p>", "One\nTwo\n"),
        // A decoded `&lt;b&gt;` is text, not a tag.
        ("<b>x</b> &lt;b&gt;", "x <b>"),
        ("<!-- note --><b>x</b>", "x"),
        ("AT&T <b>x</b>", "AT&T x"),
        ("&copy2024 <b>x</b>", "©2024 x"),
        (##"<font color="#ff0000">red</font> <span style="color:blue">blue</span>"##, "red blue"),
        (#"<a href="x>y">link</a>"#, "link"),
        ("<b>x</b>  \n  y", "x y"),
        // A tag whose quote never closes is text up to its first `>`; with no `>`, the rest is text.
        (#"<b>x</b> <a href="y>z</a> <i>w</i>"#, #"x <a href="y>z w"#),
        (#"<b>x</b> <a href="y <i>w"#, #"x <a href="y <i>w"#),
        ("<b>x</b> </ b> y", "x y"),
    ]

    @Test(arguments: htmlCases)
    func htmlDrawsItsTextAsAndroidDoes(text: String, expected: String?) throws {
        let drawn = HTMLText.drawn(text)
        #expect(drawn == expected)
        let oracle = try #require(try Self.drawnByHTMLParser([text]).first)
        #expect(drawn.map(AndroidStringsReaderTests.collapsingWhiteSpace) == oracle.map(AndroidStringsReaderTests.collapsingWhiteSpace))
    }

    @Test func androidHTMLIsReadEscapedInCDATAOrAsElements() {
        let reading = AndroidStringsReaderTests.read(
            #"""
            <resources>
              <string name="escaped">See the &lt;a href=\"https://example.org/faq\"&gt;FAQ&lt;/a&gt;</string>
              <string name="unquoted">See &lt;a href="https://example.org"&gt;Quick&lt;/a&gt;</string>
              <string name="cdata"><![CDATA[<b>Bold</b> &amp; <i>more</i>]]></string>
              <string name="elements"><b>Bold</b> <a href="https://example.org/q">link</a></string>
              <string name="text">1 &lt; 2 &amp;amp; 3</string>
            </resources>
            """#)
        #expect(reading.texts["escaped"] == "See the FAQ")
        #expect(reading.texts["unquoted"] == "See Quick")
        #expect(reading.texts["cdata"] == "Bold & more")
        #expect(reading.texts["elements"] == "Bold link")
        #expect(reading.texts["text"] == "1 < 2 &amp; 3")
    }

    /// A string that starts with markup is located where its text starts, not at its first tag:
    /// the line and column of `Bold` in each.
    @Test func aStringIsWhereItsTextStartsNotItsTag() throws {
        let xml = #"""
            <resources>
              <string name="escaped">&lt;b&gt;Bold&lt;/b&gt; text</string>
              <string name="cdata"><![CDATA[<b>Bold</b>]]></string>
              <string name="elements"><b>Bold</b> text</string>
              <string name="entity">&lt;i&gt;&amp;amp;Bold&lt;/i&gt;</string>
              <string name="lines">
                  &lt;p&gt;&lt;b&gt;Bold&lt;/b&gt;&lt;/p&gt;</string>
              <string name="plain">Bold</string>
            </resources>
            """#
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        let reading = AndroidStringsReaderTests.read(xml)
        for string in reading.strings {
            let needle = string.key == "entity" ? "&amp;amp;Bold" : "Bold"
            let named = try #require(lines.firstIndex { $0.contains("\"\(string.key)\"") })
            let line = try #require(lines[named...].firstIndex { $0.contains(needle) })
            let column = lines[line].distance(from: lines[line].startIndex, to: try #require(lines[line].range(of: needle)).lowerBound) + 1
            #expect(string.location.line == line + 1, "\(string.key)")
            #expect(string.location.column == column, "\(string.key)")
        }
        #expect(reading.strings.count == 6)
    }

    /// The real apps' strings equal aapt's values, or where a value holds HTML, the
    /// text html.parser draws of it; no letter of a tag or attribute is required.
    @Test(arguments: ["WikipediaAndroidExcerpt", "AmazeExcerpt"])
    func realAppsDrawWhatHTMLDraws(excerpt: String) throws {
        let res = Self.root + "/Tests/Fixtures/\(excerpt)/res"
        let counts = try AndroidStringsReaderTests.compare(res, exactWhiteSpace: false)
        #expect(counts.html > 10)
        // A tag's letters are drawn only where it does not close (`target="_blank>`), and html.parser draws them too.
        let oracle = try AndroidStringsReaderTests.drawnByAndroid(res)
        let app = AppStrings.load(paths: [res])
        for string in app.strings {
            let folder = String(string.file.split(separator: "/").dropLast().last ?? "")
            let config = folder == "values" ? "default" : String(folder.dropFirst("values-".count))
            let value = oracle.first { AndroidStringsReaderTests.withoutImpliedVersion($0.key) == config }?.value[string.key]
            for piece in ["href", "</", "<b>", "https://"] where string.text.contains(piece) {
                #expect((value?.drawn ?? value?.text)?.contains(piece) == true, "\(string.file) \(string.key): \(piece)")
            }
        }
    }

    // MARK: .resx, ARB and XLIFF

    /// Where the source string holds HTML, its translations draw what html.parser draws of
    /// them; where it does not, a translation is drawn as written, tags and all.
    @Test func resxArbAndXliffReadHTMLWhereTheirSourceHoldsIt() throws {
        let folder = try FlutterL10nConfigTests.temporaryTree([
            "Resources/Strings.resx": #"<root><data name="faq"><value>Read the &lt;a href="https://example.org"&gt;FAQ&lt;/a&gt;</value></data><data name="plain"><value>Use &lt;file&gt;</value></data></root>"#,
            "Resources/Strings.ar.resx": #"<root><data name="faq"><value>اقرأ &lt;a href="https://example.org/ar"&gt;الأسئلة&lt;/a&gt; &amp;amp; المزيد</value></data><data name="plain"><value>استخدم &lt;b&gt;</value></data></root>"#,
            "lib/l10n/app_en.arb": #"{"@@locale": "en", "faq": "Read the <b>FAQ</b>", "plain": "a < b"}"#,
            "lib/l10n/app_ar.arb": #"{"@@locale": "ar", "faq": "اقرأ <b>الأسئلة</b> &hellip;", "plain": "أ <b> ب"}"#,
            "ar.xliff": #"""
                <xliff version="1.2"><file source-language="en" target-language="ar" original="Main"><body>
                <trans-unit id="faq"><source>Read the &lt;i&gt;FAQ&lt;/i&gt;</source><target>اقرأ &lt;i&gt;الأسئلة&lt;/i&gt;</target></trans-unit>
                <trans-unit id="plain"><source>Plain</source><target>عادي &lt;i&gt;</target></trans-unit>
                </body></file></xliff>
                """#,
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = AppStrings.load(paths: [folder], options: StringsReadOptions(developmentLanguage: "en"))
        var texts: [String: String] = [:]
        for string in app.strings where string.language.identifier == "ar" {
            texts["\(string.kind.rawValue) \(string.key)"] = string.text
        }
        let html = ["resx faq": "اقرأ <a href=\"https://example.org/ar\">الأسئلة</a> &amp; المزيد", "arb faq": "اقرأ <b>الأسئلة</b> &hellip;", "xliff faq": "اقرأ <i>الأسئلة</i>"]
        let oracle = try Self.drawnByHTMLParser(html.keys.sorted().map { html[$0]! })
        for (key, drawn) in zip(html.keys.sorted(), oracle) {
            #expect(texts[key] == drawn, "\(key)")
        }
        #expect(texts["resx faq"] == "اقرأ الأسئلة & المزيد")
        #expect(texts["resx plain"] == "استخدم <b>")
        #expect(texts["arb plain"] == "أ <b> ب")
        #expect(texts["xliff plain"] == "عادي <i>")
    }

    // MARK: Android's qualifiers

    /// The locales aapt reads from a res/ folder's qualifiers (`Tests/Strings/aapt_locales.py`).
    struct AaptLocales: Decodable {
        var locales: [String]
        var `default`: Bool
    }

    static func localesByAapt(_ res: String) throws -> AaptLocales {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root + "/Tests/Strings/aapt_locales.py", res]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "aapt_locales.py failed; is Debian's aapt installed?")
        return try JSONDecoder().decode(AaptLocales.self, from: data)
    }

    /// Wikipedia's res/ holds values-night, values-land, values-ldrtl, values-sw600dp,
    /// values-sw600dp-land and values-v31, and colors.xml and dimens.xml in values/.
    @Test func qualifiersAreNotLanguages() throws {
        let res = Self.root + "/Tests/Fixtures/WikipediaAndroidExcerpt/res"
        let aapt = try Self.localesByAapt(res)
        #expect(aapt.default)
        // aapt keeps the withdrawn codes Android writes (in, iw); a language tag has id, he.
        let legacy = ["in": "id", "iw": "he", "ji": "yi"]
        let expected = Set(aapt.locales.map { legacy[$0] ?? $0 })

        let without = AppStrings.load(paths: [res])
        let unnamed = without.diagnostics.filter { $0.code == .stringsLanguage }
        #expect(unnamed.count == 1)
        let defaultStrings = without.strings.filter { $0.language.locale == nil }
        #expect(defaultStrings.count > 50)
        #expect(unnamed.first?.message.contains("\(defaultStrings.count) strings in 1 file of values/ are not checked") == true)
        // The tag each folder names, as written; canonical forms may merge two (tl and fil).
        #expect(Set(without.strings.filter { $0.language.locale != nil }.map(\.language.identifier)) == expected)

        let with = AppStrings.load(paths: [res], options: StringsReadOptions(developmentLanguage: "en"))
        #expect(!with.diagnostics.contains { $0.code == .stringsLanguage })
        #expect(Set(with.strings.filter { $0.language.locale != nil }.map(\.language.identifier)) == expected.union(["en"]))
    }

    /// The locale comes after MCC and MNC and before every other qualifier, in the order of
    /// "App resources overview", table 2; nil is the development language's folder.
    static let folderCases: [(String, String?)] = [
        ("values", nil), ("values-night", nil), ("values-land", nil), ("values-ldrtl", nil), ("values-v31", nil),
        ("values-sw600dp-land", nil), ("values-w820dp", nil), ("values-large", nil), ("values-port", nil),
        ("values-car", nil), ("values-mcc310-mnc004", nil), ("values-fr-night", "fr"),
        ("values-b+sr+Latn-v21", "sr-Latn"), ("values-b+es+419", "es-419"),
        ("values-mcc310-mnc004-fr-rCA-land", "fr-CA"), ("values-iw", "he"),
    ]

    @Test(arguments: folderCases)
    func aFolderWithALocaleIsThatLanguageWhateverFollows(folder: String, language: String?) throws {
        let source = try #require(StringsSource(path: "res/\(folder)/strings.xml"))
        #expect(source.format.id == "android")
        #expect(source.pathLanguage == language)
        #expect(StringsSource(path: "res/drawable-fr/strings.xml") == nil)
    }

    @Test func filesWithoutStringsNeedNoLanguage() {
        let colors = AndroidStringsReaderTests.read(
            #"<resources><color name="a">#fff</color><dimen name="b">2dp</dimen></resources>"#, language: nil)
        #expect(colors.diagnostics.isEmpty)
        let untranslatable = AndroidStringsReaderTests.read(
            #"<resources><string name="a" translatable="false">x</string></resources>"#, language: nil)
        #expect(untranslatable.diagnostics.isEmpty)
    }

    // MARK: GTK's Pango markup

    static let pangoCases: [(String, String?)] = [
        ("<span foreground='red' size='x-large'>Big</span> &amp; <i>i</i>", "Big & i"),
        ("<b>Bold</b> <tt>mono</tt> <sub>2</sub>", "Bold mono 2"),
        ("Tom &amp; Jerry &#8230; &#x2026;", "Tom & Jerry … …"),
        ("<b>unclosed", nil),
        ("<blink>x</blink>", nil),
        ("a & b", nil),
        ("a < b", nil),
        ("<b foo='1'>x</b>", nil),
        ("<span nonsense='1'>x</span>", nil),
    ]

    @Test(arguments: pangoCases)
    func pangoMarkupDrawsWhatPangoParses(markup: String, expected: String?) throws {
        let drawn = try? PangoMarkup.drawn(markup).get()
        #expect(drawn == expected)
        let oracle = try #require(try Self.parsedByPango([markup]).first)
        #expect(drawn == oracle.text)
    }

    @Test func onlyASourceInMarkupMakesItsTranslationsMarkup() throws {
        let sources = ["<b>Bold</b>", "Save &amp; quit", "1 & 2", "a < b", "<filename>", "plain", "<b>bad &</b>"]
        let oracle = try Self.parsedByPango(sources)
        for (source, answer) in zip(sources, oracle) {
            #expect(PangoMarkup.isMarkup(source) == answer.markup, "\(source)")
        }
    }

    @Test func gettextReadsMarkupWhereTheMsgidIsMarkup() {
        let reading = GettextReaderTests.read(
            #"""
            msgid ""
            msgstr "Language: he\n"

            msgid "<span size='x-large'>Title</span>"
            msgstr "<span size='x-large'>כותרת</span>"

            msgid "Plain <text> & more"
            msgstr "פשוט <text> & עוד"

            msgid "<b>Broken</b>"
            msgstr "<b>שבור"
            """#, file: "po/he.po")
        #expect(reading.strings.map(\.text) == ["כותרת", "פשוט <text> & עוד"])
        #expect(reading.diagnostics.map(\.code) == [.gettextSyntax])
        #expect(reading.diagnostics.first?.location?.line == 11)
        #expect(reading.diagnostics.first?.message.hasPrefix("<b>Broken</b>: the source is Pango markup") == true)
    }

    /// Geany's catalogues: every string equals what Pango draws where the msgid is markup,
    /// and the msgstr otherwise; a string Pango refuses is a warning and is not read.
    @Test func geanyDrawsWhatPangoDraws() throws {
        let folder = Self.root + "/Tests/Fixtures/GeanyExcerpt/po"
        let app = AppStrings.load(paths: [folder])
        let expected: [String: [String: [String?]]] = try {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            process.arguments = [Self.root + "/Tests/Strings/pango_po.py"] + app.files
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "pango_po.py failed; are python3-gi and gir1.2-pango-1.0 installed?")
            return try JSONDecoder().decode([String: [String: [String?]]].self, from: data)
        }()
        var read: [String: [String: [String]]] = [:]
        for string in app.strings { read[string.file, default: [:]][string.key, default: []].append(string.text) }
        var refused: [String: Int] = [:]
        for diagnostic in app.diagnostics where diagnostic.code == .gettextSyntax {
            refused[diagnostic.location?.file ?? "", default: 0] += 1
        }
        var markup = 0
        for (file, strings) in expected.sorted(by: { $0.key < $1.key }) {
            var refusedByPango = 0
            for (key, texts) in strings.sorted(by: { $0.key < $1.key }) {
                if PangoMarkup.isMarkup(key) { markup += 1 }
                let drawn = texts.compactMap { $0 }
                refusedByPango += texts.count - drawn.count
                #expect((read[file]?[key] ?? []) == drawn, "\(file) \(key.debugDescription)")
            }
            #expect(refused[file, default: 0] == refusedByPango, "\(file)")
        }
        #expect(markup > 100)
        #expect(app.strings.count == expected.values.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.compactMap { $0 }.count } })
    }
}
