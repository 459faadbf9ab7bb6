package import FontPackage
internal import FontPackageStrings
internal import FontPackageSupport
/// The app's string files and Info.plist read cleanly: each problem of
/// encoding, syntax or structure, at its line.
enum StringsFilesRule: PackRule {
    static let reads: [CheckInput] = [.strings, .infoPlist]
    static let codes: [FindingRule] = [
        FindingRule(.stringsUnreadable, .error, "A string file cannot be read from disk.", help: "Check the path and its permissions."),
        FindingRule(.stringsEncoding, .error, "A string file is not UTF-8 or UTF-16 text.", help: "Save the file as UTF-8 or UTF-16 with a byte order mark."),
        FindingRule(.stringsSyntax, .error, "A .strings entry does not follow \"key\" = \"value\";.", help: "Fix the entry at the position given."),
        FindingRule(.stringsEscape, .warning, "A .strings escape is unknown, or a surrogate is alone.", help: "Use \\\" \\\\ \\n \\t or \\Uxxxx escapes."),
        FindingRule(.stringsDuplicateKey, .warning, "A key is defined twice in one table; the later value is shown.", help: "Remove one of the definitions."),
        FindingRule(.stringsUnsupportedFormat, .error, "A string file is a binary property list or another format not read.", help: "Convert it to an XML property list or text."),
        FindingRule(.plistSyntax, .error, "An XML property list is not well formed.", help: "Fix the XML at the position given."),
        FindingRule(.stringsdictStructure, .warning, "A .stringsdict entry lacks its format key, a rule is not a dictionary, or its format refers to a variable it does not define; the rest is read. A .stringsdict that is not a dictionary of entries is an error.", help: "Fix the entry's structure at the position given.", otherSeverities: [.error]),
        FindingRule(.catalogStructure, .error, "A String Catalog member has an unexpected type.", help: "Fix the member at the position given."),
        FindingRule(.invalidJSON, .error, "A JSON string file (a String Catalog, an ARB or i18next file) is not JSON; an i18next file that is not a JSON object.", help: "Fix the JSON at the position given."),
        FindingRule(.xmlSyntax, .error, "An XML string file (Android resources, .resx, XLIFF) is not well-formed XML; nothing is read from it. An undeclared entity is a warning, kept as written.", help: "Fix the XML at the position given; write & as &amp;.", otherSeverities: [.warning]),
        FindingRule(.xmlEntityDeclaration, .error, "An XML string file's DOCTYPE declares entities; the file is refused, since entities can expand without bound or read other files.", help: "Remove the DOCTYPE; write characters as themselves or as &#x...; references."),
        FindingRule(.androidStrings, .warning, "An Android string the resource compiler refuses (an unescaped apostrophe, a \\u escape without four hexadecimal digits), text between the resources, or a values file whose root is not <resources>.", help: "Write \\' for an apostrophe, or double-quote the text; give \\u four hexadecimal digits."),
        FindingRule(.arbMessage, .warning, "An ARB message is not ICU MessageFormat (an unclosed '{', a plural without 'other'), or not a string; it is read as written. An ARB file that is not a JSON object is an error.", help: "Fix the message at the position given; quote a literal brace as '{'.", otherSeverities: [.error]),
        FindingRule(.flutterL10n, .error, "A Flutter l10n.yaml is not the one-line key: value YAML gen-l10n's file is written in, or its arb-dir or template-arb-file is not there; the app's ARB files are still read by their names.", help: "Write each key as key: value on its own line; name the arb-dir from the folder of l10n.yaml, and the template file in it."),
        FindingRule(.gettextSyntax, .error, "A .po catalog that msgfmt -c refuses, at the line msgfmt names (a line that is not PO syntax, a string left open, an escape C does not have, a message defined twice, a plural count other than nplurals, directives that differ from the source's); the entry it breaks is not read, the entries around it are. A warning: a translation whose Pango markup does not parse, which GTK draws as nothing.", help: "Fix the line at the position given; msgfmt -c names the same problems.", otherSeverities: [.warning]),
        FindingRule(.stringsLanguage, .warning, "A catalog language does not parse, or Base.lproj, Android's values/ or a neutral .resx has no development language. A note says a .pot that names no Language is checked as English, gettext's convention.", help: "Give --development-language or CFBundleDevelopmentRegion, tools:locale on the <resources> of values/, or Language in the .pot's header.", otherSeverities: [.note]),
        FindingRule(.stringsNotRead, .warning, "A file under --strings holds strings and is not read: its folder or name names no language (klingon.lproj, values-english), it is a symbolic link to a folder of string files, or it holds text in a language's folder in a format no reader reads (Strings/ar/Resources.resjson). One finding per folder, link or name ending.", help: "Name the folder by a language tag (BCP 47, or Android's values-ll-rRR), replace the link by a copy of the folder, or convert the files to a format read; the summary lists every file not read and why."),
        FindingRule(.infoPlist, .warning, "CFBundleLocalizations or CFBundleDevelopmentRegion is missing or malformed; an Info.plist that cannot be read at all is an error.", help: "Fix the Info.plist keys.", otherSeverities: [.error]),
    ]

    /// The readers of the string files and the Info.plist make these, as a
    /// compiler's parser reports its own errors: each at the line it read,
    /// with the codes of the reader's one file of codes
    /// (FontPackageStrings' `DiagnosticCodes.swift`). This rule describes
    /// those codes and hands the readers' diagnostics to the check.
    static func findings(in context: CheckContext) -> [Finding] {
        context.stringsFileFindings + notRead(context.strings?.unread ?? [])
    }

    /// The files left unread that hold strings, worded once per cause: per folder that names no
    /// language, per link, per name ending of a format no reader reads.
    static func notRead(_ unread: [UnreadStringsFile]) -> [Finding] {
        var findings: [Finding] = []
        var noLanguage: [(place: String, written: String, files: [UnreadStringsFile])] = []
        var unknown: [(ending: String, files: [UnreadStringsFile])] = []
        for file in unread where file.holdsStrings {
            switch file.reason {
            case .namesNoLanguage(let written):
                let folder = PathName.deletingLastComponent(file.path)
                let place = PathName.lastComponent(folder).contains(written) ? folder + "/" : file.path
                if let index = noLanguage.firstIndex(where: { $0.place == place }) {
                    noLanguage[index].files.append(file)
                } else {
                    noLanguage.append((place, written, [file]))
                }
            case .link(let target, _):
                let files = file.stringFiles
                findings.append(
                    finding(
                        .stringsNotRead,
                        "\(PathName.lastComponent(file.path))/ is a symbolic link to \(target), not followed: its \(files) string \(files == 1 ? "file is" : "files are") not read for the language its name says; replace the link by a copy of the folder",
                        at: SourceLocation(file: file.path, line: 1, column: 1)))
            case .unknownFormat:
                let ending = file.nameEnding
                if let index = unknown.firstIndex(where: { $0.ending == ending }) {
                    unknown[index].files.append(file)
                } else {
                    unknown.append((ending, [file]))
                }
            case .outsideItsPlace, .noStrings:
                continue
            }
        }
        for (place, written, files) in noLanguage {
            let strings = files.reduce(0) { $0 + $1.strings }
            let what = place.hasSuffix("/") ? "the folder \(PathName.lastComponent(place))" : "the name \(PathName.lastComponent(place))"
            findings.append(
                finding(
                    .stringsNotRead,
                    "\(what) names no language ('\(written)' is not a language tag): its \(strings) string\(strings == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s") \(strings == 1 ? "is" : "are") not read, so no font is checked for them; name it by a language tag",
                    at: SourceLocation(file: files[0].path, line: 1, column: 1)))
        }
        for (ending, files) in unknown {
            let shown = files.prefix(3).map(\.path).joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
            findings.append(
                finding(
                    .stringsNotRead,
                    "\(files.count) \(ending) file\(files.count == 1 ? " holds" : "s hold") text in a language's folder or name, and no format reads \(ending) files: not checked (\(shown))",
                    at: SourceLocation(file: files[0].path, line: 1, column: 1)))
        }
        return findings
    }
}

extension StringsFilesRule {
    private static let config = #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#

    static let examples: [RuleExample] = [
        // .strings files: an entry without its semicolon, an unknown escape and a key given twice,
        // a compiled (binary) file, and a NUL byte.
        .triggering(
            [.stringsSyntax, .stringsEscape, .stringsDuplicateKey, .stringsUnsupportedFormat, .stringsEncoding],
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Syntax.strings": #""title" = "Hello""#,
                "en.lproj/Escapes.strings": #""title" = "Hello\q";"# + "\n" + #""title" = "Hi";"#,
                "en.lproj/Compiled.strings": "bplist00",
                "en.lproj/Binary.strings": "\"title\" = \"Hello\";\u{0}\n",
            ]),
        // A .stringsdict that is not well formed and one whose entry lacks its format key, a String
        // Catalog that is not JSON and one that is no object, Base.lproj with no development
        // language, and an Info.plist that leaves that language to a build setting.
        .triggering(
            [.plistSyntax, .stringsdictStructure, .invalidJSON, .catalogStructure, .stringsLanguage, .infoPlist],
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Broken.stringsdict": #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>a</key>"#,
                "en.lproj/Plurals.stringsdict": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>files</key><dict>
                      <key>count</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>%d files</string></dict></dict></dict></plist>
                    """,
                "Broken.xcstrings": "{ \"sourceLanguage\": ",
                "List.xcstrings": "[]",
                "Base.lproj/Main.strings": #""title" = "Hello";"#,
                "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                      <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
                    </dict></plist>
                    """,
            ]),
        // Android resources: one that is not well formed, one whose DOCTYPE declares an entity,
        // a string with an unescaped apostrophe, an ARB plural without its other branch, and a
        // misspelt .po keyword.
        .triggering(
            [.xmlSyntax, .xmlEntityDeclaration, .androidStrings, .arbMessage, .gettextSyntax],
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "res/values-fr/strings.xml": #"<resources><string name="title">Bonjour</strin></resources>"#,
                "res/values-de/strings.xml": """
                    <!DOCTYPE resources [<!ENTITY a "Hallo">]>
                    <resources><string name="title">&a;</string></resources>
                    """,
                "res/values-it/strings.xml": #"<resources><string name="title">l'ora</string></resources>"#,
                "l10n/app_es.arb": #"{"files": "{count, plural, one{# archivo}}"}"#,
                "po/nl.po": "msgid \"Open\"\nmsgstring \"Openen\"\n",
            ]),
        // A folder that names no language, a link to a folder of string files, and a .resjson
        // (a format no reader reads) in a language's folder.
        .triggering(
            [.stringsNotRead], config: config, fonts: "Fonts/NotoSans",
            strings: [
                "klingon.lproj/Main.strings": #""title" = "Hello";"#,
                "Strings/ar/Resources.resjson": #"{"title": "مرحبا"}"#,
            ]),
        // A Flutter app whose l10n.yaml names an arb-dir that is not there.
        .triggering(
            [.flutterL10n], config: config, fonts: "Fonts/NotoSans",
            strings: ["app/l10n.yaml": "arb-dir: lib/translations\n", "app/lib/l10n/app_en.arb": #"{"title": "Hello"}"#]),
        .nonTriggering(
            config: config, fonts: "Fonts/NotoSans",
            strings: [
                "en.lproj/Localizable.strings": #""title" = "Hello\n\"world\"";"#,
                "res/values/strings.xml": #"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en"><string name="title">It\'s "here"</string></resources>"#,
                "app/l10n.yaml": "arb-dir: lib/l10n # gen-l10n's default\ntemplate-arb-file: 'app_en.arb'\n",
                "app/lib/l10n/app_en.arb": #"{"title": "Hello"}"#,
                "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict>
                      <key>CFBundleDevelopmentRegion</key><string>en</string>
                      <key>CFBundleLocalizations</key><array><string>en</string></array>
                    </dict></plist>
                    """,
            ]),
    ]
}

extension Diagnostic.Code {
    /// A file under `--strings` holds strings and is not read (``UnreadStringsFile``).
    package static let stringsNotRead: Self = "strings-not-read"
}

extension StringsReport {
    /// `not read: 1 naming no language, 1 link not followed, 2 holding no strings, 40 of no
    /// string format (.png 30, .java 10)`: the files under `--strings` not read, counted by
    /// why, as the summaries say them; nil when every file was read. The JSON lists each file.
    package var unreadSummary: String? {
        guard !unread.isEmpty else { return nil }
        func count(_ reason: String) -> Int { unread.count { $0.reason == reason } }
        var parts: [String] = []
        let noLanguage = count("names-no-language")
        if noLanguage > 0 { parts.append("\(noLanguage) naming no language") }
        let links = count("link-not-followed")
        if links > 0 { parts.append("\(links) link\(links == 1 ? "" : "s") not followed") }
        let empty = count("no-strings")
        if empty > 0 { parts.append("\(empty) holding no strings") }
        let outside = count("outside-its-place")
        if outside > 0 { parts.append("\(outside) outside the layout their format reads") }
        var endings: [String: Int] = [:]
        for file in unread where file.reason == "unknown-format" { endings[file.nameEnding, default: 0] += 1 }
        let unknown = endings.values.reduce(0, +)
        if unknown > 0 {
            let ranked = endings.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            let shown = ranked.prefix(5).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            parts.append("\(unknown) of no string format (\(shown)\(ranked.count > 5 ? ", ..." : ""))")
        }
        return "not read: " + parts.joined(separator: ", ")
    }
}
