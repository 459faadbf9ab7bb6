import FontPackage
import FontPackageStrings
import Foundation
import Testing

@Suite struct AndroidStringsReaderTests {
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    /// What the reader finds under `res`, keyed as `drawnByAndroid` keys it: by the
    /// folder's qualifiers, then by resource name and variant.
    static func readByFontPackage(_ res: String) -> (strings: [String: [String: String]], app: AppStrings) {
        let app = AppStrings.load(paths: [res])
        var configs: [String: [String: String]] = [:]
        for string in app.strings {
            let folder = string.file.split(separator: "/").dropLast().last.map(String.init) ?? ""
            let config = folder == "values" ? "default" : String(folder.dropFirst("values-".count))
            configs[config, default: [:]][string.key + (string.variant.map { "#" + $0 } ?? "")] = string.text
        }
        return (configs, app)
    }

    /// aapt names a configuration with every qualifier, and adds the platform
    /// version some imply (`night-v8`); the folder says only what was written.
    static func withoutImpliedVersion(_ config: String) -> String {
        for implied in ["-v8", "-v13", "-v17"] where config.hasSuffix(implied) && !config.contains("-v21") {
            return String(config.dropLast(implied.count))
        }
        return config
    }

    /// What an app draws of each string of a res/ folder (`Tests/Strings/android_html.py`):
    /// aapt's value, and for a value that holds HTML, the text Python's html.parser finds in it.
    struct Drawn: Decodable {
        var text: String
        var drawn: String?
    }

    static func drawnByAndroid(_ res: String) throws -> [String: [String: Drawn]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot + "/Tests/Strings/android_html.py", res]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "android_html.py failed; is Debian's aapt installed?")
        return try JSONDecoder().decode([String: [String: Drawn]].self, from: data)
    }

    /// HTML's text compared as drawn: runs of white space and line breaks are one space, the ends trimmed.
    static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// The text without its white space: what a face is asked to draw, in order.
    static func withoutWhiteSpace(_ text: String?) -> String? {
        text.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { !$0.properties.isWhitespace })) }
    }

    /// Every string of every configuration equals aapt's value, or, where the value holds
    /// HTML, draws the characters html.parser draws of it, in order (white space aside:
    /// HTML collapses it); and so do the characters of each configuration. With
    /// `exactWhiteSpace` false, a plain string may differ from aapt's in white space
    /// alone: Debian's aapt (aapt1) keeps white space at the edges of a span
    /// (`<u>text </u>`) that aapt2 drops. Returns how many strings were compared, how
    /// many of them are HTML, and how many differ from aapt in white space alone.
    @discardableResult
    static func compare(_ res: String, exactWhiteSpace: Bool = true) throws -> (strings: Int, html: Int, whiteSpace: Int) {
        let expected = try drawnByAndroid(res)
        let (read, app) = readByFontPackage(res)
        #expect(app.diagnostics.filter { $0.severity == .error }.isEmpty)
        // A configuration of colours or dimensions only (values-night/colors.xml) has no strings to compare.
        let aapt = Dictionary(
            uniqueKeysWithValues: expected.filter { !$0.value.isEmpty }.map { (withoutImpliedVersion($0.key), $0.value) })
        #expect(Set(read.keys) == Set(aapt.keys))
        var counts = (strings: 0, html: 0, whiteSpace: 0)
        for (config, strings) in aapt.sorted(by: { $0.key < $1.key }) {
            let ours = read[config] ?? [:]
            #expect(Set(ours.keys) == Set(strings.keys), "keys of \(config)")
            for (key, value) in strings.sorted(by: { $0.key < $1.key }) {
                counts.strings += 1
                if let drawn = value.drawn {
                    counts.html += 1
                    if withoutWhiteSpace(ours[key]) != withoutWhiteSpace(drawn) {
                        Issue.record("\(config) \(key): read \(ours[key].debugDescription), HTML draws \(drawn.debugDescription)")
                    }
                } else if ours[key] != value.text {
                    if !exactWhiteSpace, withoutWhiteSpace(ours[key]) == withoutWhiteSpace(value.text) {
                        counts.whiteSpace += 1
                    } else {
                        Issue.record("\(config) \(key): read \(ours[key].debugDescription), aapt \(value.text.debugDescription)")
                    }
                }
            }
            let characters = { (texts: [String]) in
                Set(texts.flatMap(\.unicodeScalars).filter { !$0.properties.isWhitespace })
            }
            #expect(
                characters(Array(ours.values)) == characters(strings.values.map { $0.drawn ?? $0.text }),
                "characters of \(config)")
        }
        return counts
    }

    @Test func everyRuleReadsAsAaptCompilesIt() throws {
        try Self.compare(Fixtures.path("Android/res"))
    }

    @Test func antennaPodReadsAsAaptCompilesIt() throws {
        let res = Self.packageRoot + "/Tests/Fixtures/AntennaPodExcerpt/res"
        try Self.compare(res)
        #expect(AppStrings.load(paths: [res]).strings.count > 1500)
    }

    static func read(_ xml: String, language: String? = "en", options: StringsReadOptions = StringsReadOptions())
        -> StringsFileReading
    {
        AndroidStringsReader.read(
            bytes: Array(xml.utf8), file: "res/values/strings.xml", language: language.map { StringLanguage(parsing: $0) },
            options: options)
    }

    @Test func foldersNameLanguagesAsLprojFoldersDo() {
        let app = AppStrings.load(paths: [Fixtures.path("Android/res")])
        var languages: [String: String] = [:]
        for string in app.strings {
            languages[string.file.split(separator: "/").dropLast().last.map(String.init) ?? ""] =
                string.language.canonicalIdentifier
        }
        #expect(languages == [
            "values": "en", "values-fr": "fr", "values-pt-rBR": "pt-BR", "values-b+sr+Latn": "sr-Latn",
            "values-in": "id", "values-iw": "he", "values-ji": "yi", "values-mcc310-ja-rJP-v21": "ja-JP",
            // Qualifiers that are not a locale: the development language's folders.
            "values-night": "en", "values-car": "en", "values-land": "en",
        ])
    }

    @Test func unqualifiedValuesTakesToolsLocaleThenTheDevelopmentLanguage() {
        let plain = #"<resources><string name="a">Hi</string></resources>"#
        let withLocale = #"<resources xmlns:t="http://schemas.android.com/tools" t:locale="de"><string name="a">Hi</string></resources>"#
        #expect(Self.read(withLocale, language: nil).strings.first?.language.canonicalIdentifier == "de")
        let given = Self.read(plain, language: nil, options: StringsReadOptions(developmentLanguage: "fr"))
        #expect(given.strings.first?.language.canonicalIdentifier == "fr")
        #expect(given.diagnostics.isEmpty)
        let unknown = Self.read(plain, language: nil)
        #expect(unknown.strings.first?.language.locale == nil)
        #expect(unknown.diagnostics.map(\.code) == [.stringsLanguage])
        #expect(unknown.diagnostics.first?.message.contains("tools:locale") == true)
    }

    /// Cases Debian's aapt (the older compiler) reads otherwise or refuses; these follow
    /// aapt2, which builds apps today (frameworks/base tools/aapt2 ResourceUtils.cpp, StringBuilder).
    @Test func escapesAndRefusalsFollowAapt2() {
        let reading = Self.read(
            #"""
            <resources>
              <string name="unknown">\a\z</string>
              <string name="continued">one\
            two</string>
              <string name="apostrophe">it's</string>
              <string name="unicode">x\u12</string>
              <string name="span">a <b> b </b> c</string>
            </resources>
            """#)
        #expect(reading.texts["unknown"] == "az")
        #expect(reading.texts["continued"] == "one\ntwo")
        #expect(reading.texts["apostrophe"] == "it's")
        #expect(reading.texts["unicode"] == "x")
        #expect(reading.texts["span"] == "a  b  c")
        #expect(reading.diagnostics.map(\.code) == [.androidStrings, .androidStrings])
        #expect(reading.positions == ["warning 5:29", "warning 6:26"])
        #expect(reading.diagnostics.first?.message.hasPrefix("apostrophe: an apostrophe must be written \\'") == true)
    }

    @Test func findingsNameTheResourceAndItsPlace() throws {
        let reading = Self.read(
            """
            <resources>
                <plurals name="files">
                    <item quantity="one">%d file</item>
                </plurals>
            </resources>
            """)
        let item = try #require(reading.strings.first)
        #expect(item.key == "files")
        #expect(item.variant == "plural.one")
        #expect(item.kind == .android)
        #expect(item.table == "strings")
        #expect("\(item.location)" == "res/values/strings.xml:3:30")
    }

    /// Real files carry text between the resources (a stray word, a note outside any
    /// element): aapt refuses the file; here it is a warning at the text, and the strings are read.
    @Test func strayTextBetweenResourcesIsAWarningNotAString() {
        let reading = Self.read("<resources>\n  stray words\n  <string name=\"a\">Hi</string> and more\n</resources>")
        #expect(reading.texts == ["a": "Hi"])
        #expect(reading.diagnostics.map(\.code) == [.androidStrings, .androidStrings])
        #expect(reading.positions == ["warning 2:3", "warning 3:32"])
    }

    @Test func aFileThatIsNotWellFormedIsRefusedAtItsError() {
        let reading = Self.read("<resources>\n  <string name=\"a\">Hi</strin>\n</resources>")
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.xmlSyntax])
        #expect(reading.positions == ["error 2:22"])
    }

    @Test func entityDeclarationsAreRefusedNotExpanded() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <resources><string name="x">&b;</string></resources>
            """
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <resources><string name="x">&secret;</string></resources>
            """
        for (xml, position) in [(bomb, "error 3:3"), (external, "error 2:22")] {
            let reading = Self.read(xml)
            #expect(reading.strings.isEmpty)
            #expect(reading.diagnostics.map(\.code) == [.xmlEntityDeclaration])
            #expect(reading.positions == [position])
        }
        // A DOCTYPE without entities is read past; an undeclared entity is kept as written.
        let plain = Self.read(
            "<!DOCTYPE resources>\n<resources><string name=\"x\">a &nbsp; b</string></resources>")
        #expect(plain.texts["x"] == "a &nbsp; b")
        #expect(plain.diagnostics.map(\.code) == [.xmlSyntax])
        #expect(plain.diagnostics.first?.severity == .warning)
    }

    @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
        let depth = 100_000
        let xml = "<resources><string name=\"x\">" + String(repeating: "<b>", count: depth) + "</resources>"
        let reading = Self.read(xml)
        #expect(reading.strings.isEmpty)
        #expect(reading.diagnostics.map(\.code) == [.xmlSyntax])
    }
}
