import FontPackage
import FontPackageCheck
import Foundation
import Testing
import FontPackageInspection

/// `check` resolves languages through CLDR aliases and the config's `scripts`
/// like the resolver, warns when a language falls to a default made for another
/// script, and takes fontconfig's own orthographies as `fc:<code>`.
@Suite("Script fallback, default-script and fc: codes in check")
struct FallThroughCheckTests {
    /// A Latin-only default (the Noto Sans Light fixture), a Cyrillic entry and an Arabic entry.
    static func pack() throws -> (folder: String, config: FontPackConfig) {
        let folder = try Support.temporaryFolder()
        let files = [
            "Tests/Fixtures/Fonts/Light.ttf": "Latin.ttf", "Fonts/NotoSans/NotoSans-Light.ttf": "Cyrillic.ttf",
            "Fonts/NotoSansArabic/NotoSansArabic-Light.ttf": "Arabic.ttf",
        ]
        for (source, name) in files {
            try Support.write(try Data(contentsOf: URL(fileURLWithPath: Support.packageRoot + "/" + source)), to: folder + "/" + name)
        }
        let config = """
            { "list": [
                { "env": "ru", "data": [ { "font": 0, "name": "Cyrillic", "file": "Cyrillic.ttf" } ] },
                { "env": "fa", "data": [ { "font": 0, "name": "Arabic", "file": "Arabic.ttf" } ] },
                { "env": "default", "data": [ { "font": 0, "name": "Latin", "file": "Latin.ttf" } ] } ],
              "scripts": { "Cyrl": "ru", "Arab": "fa" } }
            """
        return (folder, try FontPackConfig.parse(bytes: Array(config.utf8), file: "pack.json"))
    }

    static func check(_ languages: [String]) throws -> PackReport {
        let (folder, config) = try pack()
        return try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: folder, languages: languages))
    }

    @Test("languages reach the entry the resolver gives them", arguments: [
        ("be", "ru"), ("uk", "ru"), ("ps", "fa"), ("ug", "fa"), ("prs", "fa"), ("th", "default"), ("en", "default"),
        ("fc:ku-ir", "fa"), ("fc:ku-am", "ru"), ("fc:ber-dz", "default"),
    ])
    func entries(_ language: String, _ env: String) throws {
        let report = try Self.check([language])
        #expect(!report.rows.isEmpty)
        #expect(report.rows.allSatisfy { $0.env == env }, "\(report.rows.map(\.env))")
    }

    @Test("default-script: exactly the languages that fall to default and that default's fonts cannot write")
    func defaultScript() throws {
        let languages = ["be", "uk", "ps", "th", "he", "hy", "en", "fr", "vi", "ja", "el"]
        let report = try Self.check(languages)
        let warned = Set(report.findings.filter { $0.code == Diagnostic.Code.defaultScript }.map { $0.language ?? "" })
        #expect(report.findings.filter { $0.code == Diagnostic.Code.defaultScript }.allSatisfy { $0.severity == .warning })
        // Caught by scripts: never warned.
        #expect(warned.isDisjoint(with: ["be", "uk", "ps"]))
        // The oracle: fc-validate on the default font. A warned language lacks letters there.
        let latin = try #require(report.rows.first { $0.env == "default" }?.face?.file)
        for language in languages where report.rows.contains(where: { $0.language == language && $0.env == "default" }) {
            let missing = try fcValidateMissing(file: latin, index: 0, language: language)
            if warned.contains(language) {
                #expect(missing > 0, "\(language) warned but fc-validate finds nothing missing")
            }
        }
        #expect(warned == ["th", "he", "hy", "ja", "el"])
    }

    @Test("fc:<code> is checked against fontconfig's orthography verbatim, and a bare code fontconfig reads otherwise gets a note")
    func fontconfigCodes() throws {
        let report = try Self.check(["fc:ku-ir", "ku-ir", "fc:no-such"])
        let row = try #require(report.rows.first { $0.language == "fc:ku-ir" })
        let face = try #require(row.face)
        #expect(row.verdicts.map(\.requirement.source) == ["fontconfig ku-ir"])
        let verdict = try #require(row.verdicts.first)
        #expect(verdict.missing.count == (try fcValidateMissing(file: face.file, index: face.index, language: "ku-ir")))
        let bare = try #require(report.rows.first { $0.language == "ku-ir" })
        #expect(bare.verdicts.contains { $0.requirement.source == "fontconfig ku-tr" })
        let note = try #require(report.findings.first { $0.code == Diagnostic.Code.bcp47Reading })
        #expect(note.severity == .note && note.language == "ku-ir" && note.message.contains("fc:ku-ir"))
        #expect(report.findings.contains { $0.code == Diagnostic.Code.invalidLanguage && $0.language == "fc:no-such" })
    }

    @Test("the bare codes that get a note are fontconfig's six that BCP 47 reads otherwise")
    func notedCodes() throws {
        let noted = try FontconfigLanguages.all.filter { try CheckedLanguage($0).note != nil }
        #expect(Set(noted) == ["ku-ir", "ku-iq", "ku-am", "mo", "sat", "ber-dz"])
        #expect(FontconfigLanguages.all.count == 246)
        for code in FontconfigLanguages.all {
            let checked = try CheckedLanguage("fc:" + code)
            #expect(checked.fontconfigCode == code && checked.note == nil)
        }
    }
}
