import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Flutter's `l10n.yaml`: the ARB folder and template gen-l10n reads.
@Suite struct FlutterL10nConfigTests {
    static func read(_ text: String) -> FlutterL10nConfig {
        FlutterL10nConfig.read(bytes: Array(text.utf8), file: "l10n.yaml")
    }

    static func temporaryTree(_ files: [String: String]) throws -> String {
        let folder = NSTemporaryDirectory() + "fontpackage-flutter-" + UUID().uuidString
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func readsArbDirAndTemplateWhereTheyAreWritten() throws {
        let config = FlutterL10nConfig.read(
            bytes: Fixtures.bytes("Flutter/packages/smooth_app/l10n.yaml"), file: "l10n.yaml")
        #expect(config.diagnostics.isEmpty)
        let arbDirectory = try #require(config.arbDirectory)
        #expect(arbDirectory.text == "lib/l10n")
        #expect((arbDirectory.location.line, arbDirectory.location.column) == (2, 10))
        let template = try #require(config.templateFile)
        #expect(template.text == "app_en.arb")
        #expect((template.location.line, template.location.column) == (3, 20))
    }

    @Test func quotedValuesCommentsAndOtherKeys() {
        let config = Self.read(
            """
            ---
            # comment
            arb-dir: "lib/src/l10n"   # where the files are
            template-arb-file: 'intl_''en''.arb'
            preferred-supported-locales: [en]
            supported-locales:
              - en
              - de
            """)
        #expect(config.diagnostics.isEmpty)
        #expect(config.arbDirectory?.text == "lib/src/l10n")
        #expect(config.templateFile?.text == "intl_'en'.arb")
    }

    @Test(arguments: [
        ("arb-dir lib/l10n\n", 1, 1, "not a 'key: value' line"),
        ("arb-dir: lib/l10n\ntemplate-arb-file: \"app_en.arb\n", 2, 20, "is not closed on its line"),
        ("arb-dir: lib/l10n\narb-dir: lib/other\n", 2, 1, "arb-dir is given twice (first on line 1)"),
        ("template-arb-file:\n  app_en.arb\n", 1, 19, "template-arb-file has no value on its line"),
    ])
    func aLineThatIsNotKeyValueIsALocatedError(text: String, line: Int, column: Int, message: String) throws {
        let config = Self.read(text)
        let error = try #require(config.diagnostics.first)
        #expect(config.diagnostics.count == 1)
        #expect(error.severity == .error)
        #expect(error.code.rawValue == "flutter-l10n")
        #expect((error.location?.line, error.location?.column) == (line, column))
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func aFileThatIsNotUTF8IsAnError() {
        let config = FlutterL10nConfig.read(bytes: [0x61, 0x72, 0x62, 0xFF, 0x3A], file: "l10n.yaml")
        #expect(config.diagnostics.map(\.code.rawValue) == ["flutter-l10n"])
        #expect(config.arbDirectory == nil)
    }

    /// Shaped like Open Food Facts' app: `packages/smooth_app/l10n.yaml`, its ARB files in
    /// `lib/l10n`, and an Android `values/` that does not say its language.
    @Test func theTemplatesLanguageIsTheAppsDevelopmentLanguage() throws {
        let app = AppStrings.load(paths: [Fixtures.path("Flutter")])
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        var languages: [String: Set<String>] = [:]
        for string in app.strings {
            languages[String(string.file.split(separator: "/").suffix(2).joined(separator: "/")), default: []]
                .insert(string.language.canonicalIdentifier)
        }
        #expect(
            languages == [
                "values/strings.xml": ["en"], "values-de/strings.xml": ["de"],
                "l10n/app_en.arb": ["en"], "l10n/app_de.arb": ["de"],
            ])
        // The option names the development language before the template does.
        let given = AppStrings.load(paths: [Fixtures.path("Flutter")], options: StringsReadOptions(developmentLanguage: "fr"))
        let values = given.strings.filter { $0.file.hasSuffix("/values/strings.xml") }
        #expect(!values.isEmpty && values.allSatisfy { $0.language.canonicalIdentifier == "fr" })
    }

    @Test func anArbDirOutsideTheFoldersGivenIsRead() throws {
        let root = try Self.temporaryTree([
            "app/l10n.yaml": "arb-dir: ../shared/l10n\ntemplate-arb-file: intl_pt_BR.arb\n",
            "shared/l10n/intl_pt_BR.arb": #"{"title": "Olá"}"#,
            "app/android/res/values/strings.xml": #"<resources><string name="title">Oi</string></resources>"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = AppStrings.load(paths: [root + "/app"])
        #expect(app.diagnostics.isEmpty, "\(app.diagnostics)")
        #expect(Set(app.strings.map(\.text)) == ["Olá", "Oi"])
        #expect(Set(app.strings.map(\.language.canonicalIdentifier)) == ["pt-BR"])
    }

    @Test func aConfigThatFailsIsALocatedErrorAndTheRestIsRead() throws {
        let root = try Self.temporaryTree([
            "broken/l10n.yaml": "arb-dir lib/l10n\n",
            "broken/lib/l10n/app_de.arb": #"{"title": "Hallo"}"#,
            "missing/l10n.yaml": "arb-dir: lib/l10n\ntemplate-arb-file: app_fr.arb\n",
            "missing/lib/l10n/app_en.arb": #"{"title": "Hello"}"#,
            "nodir/l10n.yaml": "template-arb-file: app_en.arb\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = AppStrings.load(paths: [root])
        let errors = app.diagnostics.filter { $0.code.rawValue == "flutter-l10n" }
        #expect(
            errors.map { "\(PathName(($0.location?.file)!)):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
                == ["broken/l10n.yaml:1:1", "missing/l10n.yaml:2:20", "nodir/l10n.yaml:1:1"])
        #expect(errors.allSatisfy { $0.severity == .error })
        #expect(errors[1].message == "template-arb-file app_fr.arb is not a file in lib/l10n")
        #expect(errors[2].message.contains("gen-l10n's default lib/l10n"))
        // Both apps' ARB files are still read, by their names.
        #expect(Set(app.strings.map(\.text)) == ["Hallo", "Hello"])
    }
}

/// `a/b/c.yaml` from a temporary tree's path: the last two components.
private func PathName(_ path: String) -> String {
    path.split(separator: "/").suffix(2).joined(separator: "/")
}
