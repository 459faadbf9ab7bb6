import Foundation
import Testing

/// `check --strings` reads every file under the folders, or names it as not read with why,
/// and checks the development language wherever the project says what it is.
@Suite struct UnreadFilesCommandTests {
    /// A new folder with `files` (path: text) and `links` (path: target) written in it.
    static func tree(_ files: [String: String], links: [String: String] = [:]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-tree-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for (path, target) in links {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
        }
        return root
    }

    static func summary(_ run: CommandLineRun) throws -> [String: Any] {
        try #require((run.json()["summary"] as? [String: Any])?["strings"] as? [String: Any])
    }

    static func findings(_ run: CommandLineRun, code: String) throws -> [[String: Any]] {
        try #require(run.json()["findings"] as? [[String: Any]]).filter { $0["code"] as? String == code }
    }

    /// Per language, the strings checked in the first slot.
    static func stringsByLanguage(_ run: CommandLineRun) throws -> [String: Int] {
        try DevelopmentLanguageCommandTests.stringsByLanguage(summary(run))
    }

    static let unreadTree: [String: String] = [
        "ios/en.lproj/Localizable.strings": #""a" = "Hello";"#,
        // Hebrew in a folder that names no language: not read, and a finding says so.
        "ios/klingon.lproj/Localizable.strings": #""a" = "שלום";"# + "\n" + #""b" = "עולם";"#,
        "ios/klingon.lproj/More.strings": #""c" = "תודה";"#,
        "android/res/values/strings.xml": #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en"><string name="a">Hello</string></resources>"#,
        "android/res/values-zh-rTW/strings.xml": "<resources><string name=\"a\">你好</string></resources>",
        "android/res/values-english/strings.xml": #"<resources><string name="a">Hi</string></resources>"#,
        "flutter/lib/l10n/app_en.arb": #"{"@@locale": "en", "hi": "Hello"}"#,
        "flutter/lib/l10n/app_de.arb": #"{"@@locale": "de"}"#,
        "win/Strings/ar/Resources.resjson": #"{"a": "مرحبا"}"#,
        "win/Strings/he/Resources.resjson": #"{"a": "שלום"}"#,
        "README.md": "# App\n",
    ]
    static let unreadLinks = ["android/res/values-zh-rHK": "values-zh-rTW"]

    @Test("JSON lists each file not read with why; a file that holds strings is a strings-not-read warning, one per folder, link or ending; the text and HTML summaries count them")
    func filesNotReadAreNamed() throws {
        let root = try Self.tree(Self.unreadTree, links: Self.unreadLinks)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CommandLineRun.fontpack("check", "--strings", root, "--shaping", "off", "--format", "json")
        let summary = try Self.summary(run)
        #expect(summary["filesRead"] as? Int == 4)
        let notRead = try #require(summary["notRead"] as? [[String: Any]])
        var reasons: [String: String] = [:]
        for file in notRead {
            let path = try #require(file["file"] as? String)
            reasons[String(path.dropFirst(root.count + 1))] = file["reason"] as? String
        }
        #expect(reasons == [
            "ios/klingon.lproj/Localizable.strings": "names-no-language",
            "ios/klingon.lproj/More.strings": "names-no-language",
            "android/res/values-english/strings.xml": "names-no-language",
            "flutter/lib/l10n/app_de.arb": "no-strings",
            "android/res/values-zh-rHK": "link-not-followed",
            "win/Strings/ar/Resources.resjson": "unknown-format",
            "win/Strings/he/Resources.resjson": "unknown-format",
            "README.md": "unknown-format",
        ])
        let klingon = try #require(notRead.first { ($0["file"] as? String)?.hasSuffix("klingon.lproj/Localizable.strings") == true })
        #expect(klingon["strings"] as? Int == 2)
        #expect(klingon["written"] as? String == "klingon")

        let warnings = try Self.findings(run, code: "strings-not-read")
        #expect(warnings.count == 4)
        #expect(warnings.allSatisfy { $0["severity"] as? String == "warning" })
        let messages = warnings.compactMap { $0["message"] as? String }
        #expect(messages.contains("the folder klingon.lproj names no language ('klingon' is not a language tag): its 3 strings in 2 files are not read, so no font is checked for them; name it by a language tag"))
        #expect(messages.contains("values-zh-rHK/ is a symbolic link to values-zh-rTW, not followed: its 1 string file is not read for the language its name says; replace the link by a copy of the folder"))
        #expect(messages.contains { $0.hasPrefix("2 .resjson files hold text in a language's folder or name, and no format reads .resjson files: not checked (") })
        // The Hebrew of klingon.lproj is not checked as some language: no language of the summary is klingon.
        #expect(try #require(summary["languages"] as? [String]).allSatisfy { !$0.contains("klingon") && !$0.contains("english") })

        let text = try CommandLineRun.fontpack("check", "--strings", root, "--shaping", "off")
        #expect(text.standardOutput.contains(
            " in 4 files; not read: 3 naming no language, 1 link not followed, 1 holding no strings, 3 of no string format (.resjson 2, .md 1); languages from "))
        // A warning reaches --fail-on: English alone passes at error, fails at warning for the klingon.lproj left
        // unread, and passes at warning once the code is switched off.
        func status(_ arguments: String...) throws -> Int32 {
            try CommandLineRun.fontpack(arguments: ["check", "--strings", root + "/ios", "--shaping", "off", "--languages", "en"] + arguments).status
        }
        #expect(try status("--fail-on", "error") == 0)
        #expect(try status("--fail-on", "warning") == 1)
        #expect(try status("--fail-on", "warning", "--rule", "strings-not-read=off") == 0)
        let off = try CommandLineRun.fontpack("check", "--strings", root, "--shaping", "off", "--rule", "strings-not-read=off", "--format", "json")
        #expect(try Self.findings(off, code: "strings-not-read").isEmpty)
        #expect(try Self.summary(off)["notRead"] as? [[String: Any]] != nil)
    }

    @Test("the HTML report counts the files not read beside the strings")
    func reportCountsFilesNotRead() throws {
        let root = try Self.tree(Self.unreadTree, links: Self.unreadLinks)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try CommandLineRun.fontpack("report", "--strings", root, "--shaping", "off", "--output", output)
        #expect(run.status != 2, "\(run.standardError)")
        let page = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(page.contains(#"<dd id="files-not-read">3 naming no language, 1 link not followed, 1 holding no strings, 3 of no string format (.resjson 2, .md 1)</dd>"#))
    }

    // MARK: The development language, wherever the project says it

    @Test("Android: values/ with tools:locale is checked in that language; without it, one warning counts the strings left unchecked and names --development-language")
    func androidToolsLocale() throws {
        let said = try Self.tree([
            "res/values/strings.xml": #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en"><string name="a">Hello</string><string name="b">World</string></resources>"#,
            "res/values-night/strings.xml": #"<resources><string name="c">Night</string></resources>"#,
            "res/values-fr/strings.xml": #"<resources><string name="a">Bonjour</string></resources>"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: said) }
        let run = try CommandLineRun.fontpack("check", "--strings", said, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(run) == ["en": 3, "fr": 1])
        #expect(try Self.findings(run, code: "strings-language").isEmpty)

        let unsaid = try Self.tree([
            "res/values/strings.xml": #"<resources><string name="a">Hello</string><string name="b">World</string></resources>"#,
            "res/values-night/strings.xml": #"<resources><string name="c">Night</string></resources>"#,
            "res/values-fr/strings.xml": #"<resources><string name="a">Bonjour</string></resources>"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: unsaid) }
        let without = try CommandLineRun.fontpack("check", "--strings", unsaid, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(without) == ["fr": 1])
        let warnings = try Self.findings(without, code: "strings-language")
        #expect(warnings.count == 1)
        let message = try #require(warnings.first?["message"] as? String)
        #expect(message.contains("3 strings in 2 files"))
        #expect(message.contains("--development-language"))
    }

    @Test("several places that name no language are one strings-language warning counting each, naming --development-language")
    func oneWarningForEveryPlaceWithoutALanguage() throws {
        let root = try Self.tree([
            "ios/Base.lproj/Main.strings": #""a" = "Hi";"#,
            "android/res/values/strings.xml": #"<resources><string name="a">Hello</string><string name="b">World</string></resources>"#,
            "android/res/values-fr/strings.xml": #"<resources><string name="a">Salut</string></resources>"#,
            "dotnet/Strings.resx": #"<?xml version="1.0"?><root><data name="a"><value>Hey</value></data></root>"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CommandLineRun.fontpack("check", "--strings", root, "--shaping", "off", "--format", "json")
        let warnings = try Self.findings(run, code: "strings-language")
        #expect(warnings.count == 1)
        #expect(warnings.first?["message"] as? String == "4 strings in 3 files name no language and are not checked (Android's values/ 2, the neutral .resx 1, Base.lproj 1): give the development language (--development-language, or CFBundleDevelopmentRegion of --info-plist), or name it in the files")
        let given = try CommandLineRun.fontpack(
            "check", "--strings", root, "--shaping", "off", "--development-language", "en", "--format", "json")
        #expect(try Self.findings(given, code: "strings-language").isEmpty)
        #expect(try Self.stringsByLanguage(given) == ["en": 4, "fr": 1])
    }

    @Test("XLIFF: the sources of translated files are checked in their source-language, each unit once however many translations repeat it")
    func xliffSourceLanguage() throws {
        func xliff(_ target: String, _ texts: [(String, String)]) -> String {
            let units = texts.enumerated().map { index, pair in
                #"<trans-unit id="u\#(index)"><source>\#(pair.0)</source><target>\#(pair.1)</target></trans-unit>"#
            }.joined()
            return #"<xliff version="1.2"><file original="App" source-language="en" target-language="\#(target)"><body>\#(units)</body></file></xliff>"#
        }
        let root = try Self.tree([
            "fr.xliff": xliff("fr", [("Hello", "Bonjour"), ("Open", "Ouvrir"), ("Close", "Fermer")]),
            "de.xliff": xliff("de", [("Hello", "Hallo"), ("Open", "Öffnen"), ("Close", "Schließen")]),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try CommandLineRun.fontpack("check", "--strings", root, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(run) == ["en": 3, "fr": 3, "de": 3])
        #expect(try Self.summary(run)["stringsRead"] as? Int == 9)
        #expect(try Self.findings(run, code: "strings-language").isEmpty)
    }

    @Test("Flutter: an ARB file that names no language is in the language of l10n.yaml's template")
    func flutterTemplateLocale() throws {
        let files = [
            "lib/l10n/app_en.arb": #"{"hi": "Hello"}"#,
            "lib/l10n/app_fr.arb": #"{"hi": "Bonjour"}"#,
            "lib/l10n/extra.arb": #"{"bye": "Goodbye", "later": "Later"}"#,
        ]
        let flutter = try Self.tree(files.merging(["l10n.yaml": "arb-dir: lib/l10n\ntemplate-arb-file: app_en.arb\n"]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: flutter) }
        let run = try CommandLineRun.fontpack("check", "--strings", flutter, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(run) == ["en": 3, "fr": 1])
        #expect(try Self.findings(run, code: "strings-language").isEmpty)

        let bare = try Self.tree(files)
        defer { try? FileManager.default.removeItem(atPath: bare) }
        let without = try CommandLineRun.fontpack("check", "--strings", bare, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(without) == ["en": 1, "fr": 1])
        #expect(try Self.findings(without, code: "strings-language").count == 1)
    }

    @Test("gettext: a .pot's msgids are in the Language its header names, else English by gettext's convention with a note, and --development-language wins over the convention")
    func gettextTemplateLanguage() throws {
        func pot(language: String) -> String {
            "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Open\"\nmsgstr \"\"\n\nmsgid \"Close\"\nmsgstr \"\"\n"
        }
        let po = "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Open\"\nmsgstr \"Ouvrir\"\n"
        let declared = try Self.tree(["po/app.pot": pot(language: "de"), "po/fr.po": po])
        defer { try? FileManager.default.removeItem(atPath: declared) }
        let german = try CommandLineRun.fontpack("check", "--strings", declared, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(german) == ["de": 2, "fr": 1])
        #expect(try Self.findings(german, code: "strings-language").isEmpty)

        let unsaid = try Self.tree(["po/app.pot": pot(language: ""), "po/fr.po": po])
        defer { try? FileManager.default.removeItem(atPath: unsaid) }
        let english = try CommandLineRun.fontpack("check", "--strings", unsaid, "--shaping", "off", "--format", "json")
        #expect(try Self.stringsByLanguage(english) == ["en": 2, "fr": 1])
        let notes = try Self.findings(english, code: "strings-language")
        #expect(notes.count == 1)
        #expect(notes.first?["severity"] as? String == "note")
        #expect((notes.first?["message"] as? String)?.contains("checked as English, gettext's convention") == true)

        let given = try CommandLineRun.fontpack(
            "check", "--strings", unsaid, "--shaping", "off", "--development-language", "es", "--format", "json")
        #expect(try Self.stringsByLanguage(given) == ["es": 2, "fr": 1])
        #expect(try Self.findings(given, code: "strings-language").isEmpty)
    }
}
