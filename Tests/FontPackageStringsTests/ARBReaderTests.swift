import FontPackage
import FontPackageStrings
import Foundation
import Testing

@Suite struct ARBReaderTests {
    /// What ICU's MessageFormat parser finds in each message (`Tests/Strings/icu_arb.py`,
    /// run by Debian's Python, which has python3-icu): file name to key to text, nil when ICU refuses it.
    static func icuTexts(_ files: [String]) throws -> [String: [String: String?]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [AndroidStringsReaderTests.packageRoot + "/Tests/Strings/icu_arb.py"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "icu_arb.py failed; is Debian's python3-icu installed?")
        return try JSONDecoder().decode([String: [String: String?]].self, from: data)
    }

    /// Per file and key, the characters of every variant read equal those ICU finds in the
    /// message; a message ICU refuses is a located warning, read as written.
    static func compare(_ folder: String) throws -> AppStrings {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".arb") }.sorted()
        let icu = try icuTexts(files.map { folder + "/" + $0 })
        let app = AppStrings.load(paths: [folder])
        #expect(app.files.count == files.count)
        var read: [String: [String: Set<Unicode.Scalar>]] = [:]
        for string in app.strings {
            read[PathName(string.file), default: [:]][string.key, default: []].formUnion(string.text.unicodeScalars)
        }
        for (file, messages) in icu.sorted(by: { $0.key < $1.key }) {
            var fileCharacters: (ours: Set<Unicode.Scalar>, icu: Set<Unicode.Scalar>) = ([], [])
            for (key, text) in messages.sorted(by: { $0.key < $1.key }) {
                guard let text else {
                    #expect(
                        app.diagnostics.contains { $0.code == .arbMessage && $0.path == key && $0.location?.file.hasSuffix(file) == true },
                        "\(file) \(key): ICU refuses it; expected a warning")
                    continue
                }
                let ours = read[file]?[key] ?? []
                #expect(ours == Set(text.unicodeScalars), "\(file) \(key)")
                fileCharacters.ours.formUnion(ours)
                fileCharacters.icu.formUnion(text.unicodeScalars)
            }
            #expect(fileCharacters.ours == fileCharacters.icu, "characters of \(file)")
        }
        return app
    }

    private static func PathName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    @Test func everyRuleReadsAsICUParsesIt() throws {
        let app = try Self.compare(Fixtures.path("ARB"))
        #expect(app.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func smoothAppReadsAsICUParsesIt() throws {
        let app = try Self.compare(AndroidStringsReaderTests.packageRoot + "/Tests/Fixtures/SmoothAppExcerpt/l10n")
        #expect(app.diagnostics.isEmpty)
        #expect(Set(app.languages.map(\.canonicalIdentifier)).count == 14)
    }

    static func read(_ json: String, file: String = "lib/l10n/app_en.arb", options: StringsReadOptions = StringsReadOptions())
        -> StringsFileReading
    {
        ARBReader.read(bytes: Array(json.utf8), file: file, options: options)
    }

    @Test func eachCombinationOfBranchesIsOneString() {
        let reading = Self.read(
            #"{"nested": "{sex, select, male{He has {n, plural, one{one} other{# balls}}} other{They have {n}}}"}"#)
        #expect(reading.strings.map { "\($0.variant ?? "-"): \($0.text)" } == [
            "select.male.plural.one: He has one", "select.male.plural.other: He has  balls",
            "select.other: They have ",
        ])
        #expect(reading.strings.allSatisfy { $0.kind == .arb && $0.key == "nested" })
    }

    @Test func theLanguageIsLocaleThenTheFileNameThenTheDevelopmentLanguage() {
        let message = #"{"title": "Hi"}"#
        #expect(Self.read(#"{"@@locale": "pt_BR", "title": "Oi"}"#, file: "x.arb").strings.first?.language.canonicalIdentifier == "pt-BR")
        #expect(Self.read(message, file: "l10n/intl_zh_Hant_TW.arb").strings.first?.language.canonicalIdentifier == "zh-Hant-TW")
        #expect(Self.read(message, file: "l10n/app_fil.arb").strings.first?.language.canonicalIdentifier == "fil")
        let template = Self.read(message, file: "l10n/intl_messages.arb", options: StringsReadOptions(developmentLanguage: "en"))
        #expect(template.strings.first?.language.canonicalIdentifier == "en")
        let unknown = Self.read(message, file: "l10n/intl_messages.arb")
        #expect(unknown.strings.first?.language.locale == nil)
        #expect(unknown.diagnostics.map(\.code) == [.stringsLanguage])
    }

    @Test func aMessageThatIsNotICUIsReadAsWrittenWithAWarningAtIt() {
        let reading = Self.read("{\n  \"a\": \"Hi\",\n  \"b\": \"{n, plural, one{x}}\",\n  \"c\": 3\n}")
        #expect(reading.texts["a"] == "Hi")
        #expect(reading.texts["b"] == "{n, plural, one{x}}")
        #expect(reading.diagnostics.map(\.code) == [.arbMessage, .arbMessage])
        #expect(reading.positions == ["warning 3:8", "warning 4:8"])
        #expect(reading.diagnostics.first?.message.hasPrefix("b: a plural needs an 'other' branch") == true)
        let notJSON = Self.read("{\"a\": ")
        #expect(notJSON.strings.isEmpty)
        #expect(notJSON.diagnostics.first?.severity == .error)
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "{n, select, other{", count: 1000) + String(repeating: "}}", count: 1000)
        let reading = Self.read(#"{"deep": ""# + deep + #""}"#)
        #expect(reading.diagnostics.map(\.code) == [.arbMessage])
    }
}
