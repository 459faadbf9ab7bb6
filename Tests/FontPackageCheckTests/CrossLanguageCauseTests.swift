import FontPackage
import FontPackageCheck
import FontPackageInspection
import Foundation
import Testing

/// A cause is what one fix repairs, across languages and codes: the example
/// pack against 41 languages of Wikipedia for Android
/// (`Tests/Fixtures/WikipediaLanguagesExcerpt`), most of whose scripts fall
/// to the Latin default. Which languages a script without an entry takes in
/// is found independently: ICU's likely subtags give each language's script,
/// Debian's `aapt` with html.parser the text its strings draw
/// (`Tests/Strings/android_html.py`), and fontTools the default faces'
/// characters and each character's script.
@Suite("Causes across languages")
struct CrossLanguageCauseTests {
    static let root = Support.packageRoot
    static let res = root + "/Tests/Fixtures/WikipediaLanguagesExcerpt/res"

    static func check() throws -> PackReport {
        let config = try FontPackConfig.load(path: root + "/Config/appfont.json")
        return try PackChecker.check(
            config: config,
            options: PackCheckOptions(fontsFolder: root + "/Fonts", strings: StringsCheckOptions(paths: [Self.res])))
    }

    /// Per script, the languages of `languages` whose likely script it is
    /// (ICU), and of which the faces at `fonts` map no character (fontTools).
    static func scriptsWithoutFace(languages: [String], fonts: [String]) throws -> [String: Set<String>] {
        let script = """
            import json, subprocess, sys, icu
            from fontTools import unicodedata
            from fontTools.ttLib import TTFont
            drawn = json.loads(subprocess.run([sys.executable, sys.argv[1], sys.argv[2]], capture_output=True, check=True, text=True).stdout)
            languages = set(json.loads(sys.argv[3]))
            mapped = set()
            for path in json.loads(sys.argv[4]):
                mapped |= set(TTFont(path, fontNumber=0).getBestCmap())
            drawnScripts = {unicodedata.script(chr(point)) for point in mapped}
            # Android's folders keep Java's legacy codes (values-iw, values-ji): ICU gives today's.
            legacy = {"iw": "he", "ji": "yi", "in": "id"}
            causes = {}
            for config, strings in drawn.items():
                language = legacy.get(config, config)
                if language not in languages:
                    continue
                code = icu.Locale.addLikelySubtags(icu.Locale(language)).getScript()
                code = {"Aran": "Arab"}.get(code, code)
                if code not in drawnScripts:
                    causes.setdefault(code, []).append(language)
            print(json.dumps(causes))
            """
        // Debian's Python, which has python3-icu beside fontTools.
        let (status, output) = try Support.run(
            "/usr/bin/python3",
            [
                "-c", script, Self.root + "/Tests/Strings/android_html.py", Self.res,
                String(decoding: try JSONEncoder().encode(languages), as: UTF8.self),
                String(decoding: try JSONEncoder().encode(fonts), as: UTF8.self),
            ])
        try #require(status == 0, "aapt, ICU or fontTools failed")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String]])
        return object.mapValues(Set.init)
    }

    @Test("each script without an entry is one cause, of exactly the languages ICU and fontTools find, and of all their findings of it")
    func scriptWithoutEntry() throws {
        let report = try Self.check()
        let defaultLanguages = Set(report.rows.filter { $0.env == "default" }.map(\.language)).sorted()
        let defaultFonts = Set(report.rows.filter { $0.env == "default" }.compactMap { $0.face?.file }).sorted()
        let expected = try Self.scriptsWithoutFace(languages: defaultLanguages, fonts: defaultFonts)
        // Bengali, Devanagari, Tamil, Arabic and more: several scripts, one of them for several languages.
        #expect(expected.count >= 5 && expected.values.contains { $0.count >= 3 })
        var causeIDs: Set<String> = []
        for (code, languages) in expected {
            let unicode = try #require(UnicodeScript(code: code))
            // Every default-script finding of the languages, and every string finding that lacks letters of the script.
            let members = report.findings.filter { finding in
                guard let language = finding.language, languages.contains(language) else { return false }
                if finding.code == "default-script" { return true }
                return finding.code == "string-missing-characters"
                    && finding.missing.contains { Unicode.Scalar($0).map { UnicodeScript.of($0) == unicode } ?? false }
            }
            #expect(Set(members.filter { $0.code == "default-script" }.compactMap(\.language)) == languages, "\(code)")
            let groups = Set(members.compactMap { report.groups.group(of: $0)?.id })
            #expect(groups.count == 1, "\(code): \(languages.sorted()) are in \(groups.count) causes")
            guard let id = groups.first, let group = report.groups.groups.first(where: { $0.id == id }) else { continue }
            #expect(Set(group.languages) == languages, "\(code): the cause takes in \(group.languages)")
            #expect(group.cause.contains("\(code)) has no entry") || group.cause.hasPrefix("\(code) has no entry"), "\(group.cause)")
            causeIDs.insert(id)
        }
        #expect(causeIDs.count == expected.count)
    }

    @Test("the emoji of every language's strings are one cause, and so is the medium slot no entry fills")
    func packWideCauses() throws {
        let report = try Self.check()
        let emoji = report.findings.filter { $0.code == "string-emoji" }
        #expect(emoji.count > 1)
        #expect(Set(emoji.compactMap { report.groups.group(of: $0)?.id }).count == 1)
        let noMedium = report.findings.filter { $0.code == "weight-fallback" && $0.slot == "medium" }
        #expect(noMedium.count > 1)
        #expect(Set(noMedium.compactMap { report.groups.group(of: $0)?.id }).count == 1)
    }
}
