import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Everything under the strings paths is read, or named as not read with why.
@Suite struct UnreadFilesTests {
    /// A folder mixing every format, with links, locale files that hold no strings, folders
    /// that name no language, and files no format reads. Each file's fate is written beside it.
    static func mixedTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-unread-\(UUID().uuidString)").path
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let resw = { (text: String) in
            #"<?xml version="1.0" encoding="utf-8"?><root><data name="a" xml:space="preserve"><value>\#(text)</value></data></root>"#
        }
        // Read: one file of each of the twelve formats.
        try write("ios/en.lproj/Localizable.strings", #""a" = "Hello";"#)
        try write("ios/en.lproj/Plurals.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one file</string><key>other</key><string>%d files</string></dict></dict></dict></plist>
            """)
        try write("ios/Catalog.xcstrings", #"{"sourceLanguage": "en", "strings": {"Hi": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}, "version": "1.0"}"#)
        try write("android/res/values/strings.xml", #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en"><string name="a">Hello</string></resources>"#)
        try write("android/res/values-zh-rTW/strings.xml", "<resources><string name=\"a\">你好</string></resources>")
        try write("flutter/lib/l10n/app_en.arb", #"{"@@locale": "en", "hi": "Hello"}"#)
        try write("po/de.po", "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Open\"\nmsgstr \"Öffnen\"\n")
        try write("dotnet/Strings.fr.resx", #"<?xml version="1.0" encoding="utf-8"?><root><data name="a" xml:space="preserve"><value>Bonjour</value></data></root>"#)
        try write("win/Strings/ar/Resources.resw", resw("مرحبا"))
        try write("xliff/fr.xliff", #"<xliff version="1.2"><file original="a" source-language="en" target-language="fr"><body><trans-unit id="a"><source>Hello</source><target>Bonjour</target></trans-unit></body></file></xliff>"#)
        try write("java/Messages_it.properties", "a=Ciao\n")
        try write("qt/app_ja.ts", #"<TS version="2.1" language="ja"><context><name>M</name><message><source>Hello</source><translation>こんにちは</translation></message></context></TS>"#)
        try write("web/locales/es/translation.json", #"{"a": "Hola"}"#)
        // Not read: folders and a name that name no language, though they hold strings.
        try write("ios/klingon.lproj/Localizable.strings", #""a" = "שלום";"# + "\n" + #""b" = "עולם";"#)
        try write("android/res/values-english/strings.xml", #"<resources><string name="a">Hi</string></resources>"#)
        // Not read: locale files with no strings.
        try write("flutter/lib/l10n/app_de.arb", #"{"@@locale": "de"}"#)
        try write("android/res/values-fr/colors.xml", #"<resources><color name="c">#fff</color></resources>"#)
        // Not read: a link to a folder of strings, and one to nothing. A link to a file is read as the file.
        try FileManager.default.createSymbolicLink(atPath: root + "/android/res/values-zh-rHK", withDestinationPath: "values-zh-rTW")
        try FileManager.default.createSymbolicLink(atPath: root + "/ios/en.lproj/Gone.strings", withDestinationPath: "/nonexistent/Gone.strings")
        try write("ios/fr.lproj/Localizable.strings", #""a" = "Bonjour";"#)
        try FileManager.default.createSymbolicLink(
            atPath: root + "/ios/en.lproj/Linked.strings", withDestinationPath: root + "/ios/fr.lproj/Localizable.strings")
        // Not read: a .strings outside an .lproj folder, and files of no string format, two of them
        // text in a language's folder (most likely translations), and two not.
        try write("ios/Loose.strings", #""a" = "Hello";"#)
        try write("win/Strings/ar/Resources.resjson", #"{"a": "مرحبا"}"#)
        try write("win/Strings/he/Resources.resjson", #"{"a": "שלום"}"#)
        try write("README.md", "# App\n")
        try write("ios/en.lproj/Icon.png", "\u{0}PNG")
        return root
    }

    @Test("a folder mixing every format, links, empty locales and unknown folder names: each file read or named with why")
    func everyFileReadOrNamed() throws {
        let root = try Self.mixedTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = AppStrings.load(paths: [root])
        func relative(_ path: String) -> String { String(path.dropFirst(root.count + 1)) }

        // Fifteen files read: one of each of the twelve formats, fr.lproj, values-zh-rTW, and the
        // link to a file, read as a file. Every format gives strings.
        #expect(app.files.count == 15)
        #expect(app.copies.isEmpty)
        #expect(app.files.map(relative).contains("ios/en.lproj/Linked.strings"))
        var formatsRead: [String] = []
        for count in app.stringsByFormat { formatsRead.append(count.format.id) }
        var formats: [String] = []
        for format in StringsFormats.all { formats.append(format.id) }
        #expect(formatsRead == formats)

        var unread: [String: UnreadStringsFile] = [:]
        for file in app.unread { unread[relative(file.path)] = file }
        let reasons: [String] = app.unread.map { "\(relative($0.path)) \($0.reason.id)" }
        let expected: [String] = [
            "README.md unknown-format",
            "android/res/values-english/strings.xml names-no-language",
            "android/res/values-fr/colors.xml no-strings",
            "android/res/values-zh-rHK link-not-followed",
            "flutter/lib/l10n/app_de.arb no-strings",
            "ios/Loose.strings outside-its-place",
            "ios/en.lproj/Gone.strings link-not-followed",
            "ios/en.lproj/Icon.png unknown-format",
            "ios/klingon.lproj/Localizable.strings names-no-language",
            "win/Strings/ar/Resources.resjson unknown-format",
            "win/Strings/he/Resources.resjson unknown-format",
        ]
        #expect(reasons == expected)
        // What each holds, as far as it is known: the strings of a folder that names no language are counted.
        #expect(unread["ios/klingon.lproj/Localizable.strings"]?.strings == 2)
        #expect(unread["ios/klingon.lproj/Localizable.strings"]?.reason == .namesNoLanguage(written: "klingon"))
        #expect(unread["android/res/values-english/strings.xml"]?.reason == .namesNoLanguage(written: "english"))
        #expect(unread["android/res/values-zh-rHK"]?.stringFiles == 1)
        #expect(unread["android/res/values-zh-rHK"]?.reason == .link(target: "values-zh-rTW", leadsToFolder: true))
        #expect(unread["ios/en.lproj/Gone.strings"]?.reason == .link(target: "/nonexistent/Gone.strings", leadsToFolder: false))
        let holding: [String] = app.unread.filter(\.holdsStrings).map { relative($0.path) }
        #expect(holding == [
            "android/res/values-english/strings.xml", "android/res/values-zh-rHK", "ios/klingon.lproj/Localizable.strings",
            "win/Strings/ar/Resources.resjson", "win/Strings/he/Resources.resjson",
        ])
        // Nothing of a file not read is checked, and no language that names none is left among the strings.
        #expect(!app.strings.contains { $0.file.contains("klingon.lproj") || $0.file.contains("values-english") })
        #expect(app.strings.allSatisfy { $0.language.locale != nil })
        #expect(!app.diagnostics.contains { $0.message.contains("is not a language identifier") })
    }

    @Test("Android's values- folder whose first qualifier is no qualifier names no language; values-night and values-sw600dp do not name one either, and are values/'s")
    func androidQualifiers() {
        func language(_ folder: String) -> String? {
            StringsSource(path: "res/\(folder)/strings.xml")?.pathLanguage
        }
        #expect(language("values-english") == "english")
        #expect(language("values-night") == nil)
        #expect(language("values-sw600dp") == nil)
        #expect(language("values-v31") == nil)
        #expect(language("values-w820dp-land") == nil)
        #expect(language("values-fr-night") == "fr")
        #expect(language("values-b+sr+Latn") == "sr-Latn")
    }
}
