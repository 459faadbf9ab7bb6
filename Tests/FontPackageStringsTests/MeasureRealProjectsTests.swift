import FontPackage
import FontPackageStrings
import Foundation
import Testing

/// Measurements on whole real projects, which the repository does not hold: they
/// run only when given one, and print what they find (the excerpts' tests hold the
/// same comparisons). For an Android app, a res/ folder of its values*/ files that
/// define strings, compiled by Tests/Strings/android_html.py into MEASURE_JSON
/// (and the locales of Tests/Strings/aapt_locales.py in MEASURE_LOCALES):
///
///     MEASURE_RES=res MEASURE_JSON=drawn.json MEASURE_LOCALES=locales.json \
///         swift test --skip-build --filter MeasureRealProjectsTests
///
/// For a GTK app's po/ folder, Tests/Strings/pango_po.py's output in MEASURE_JSON
/// and gettext_po.py's (the msgstrs as written) in MEASURE_RAW:
///
///     MEASURE_PO=po MEASURE_JSON=pango.json MEASURE_RAW=raw.json \
///         swift test --skip-build --filter MeasureRealGettextTests
///
/// "Before" is the strings as written (what was read before markup was read as
/// markup); "after" is what the readers read now.
@Suite struct MeasureRealProjectsTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MEASURE_RES"] != nil, "measures a real app given by MEASURE_RES"))
    func measureAndroid() throws {
        let environment = ProcessInfo.processInfo.environment
        let res = try #require(environment["MEASURE_RES"])
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(environment["MEASURE_JSON"])))
        let oracle = try JSONDecoder().decode([String: [String: AndroidStringsReaderTests.Drawn]].self, from: data)
        let (read, app) = AndroidStringsReaderTests.readByFontPackage(res)
        if let localesFile = environment["MEASURE_LOCALES"] {
            let locales = try JSONDecoder().decode(MarkupTests.AaptLocales.self, from: Data(contentsOf: URL(fileURLWithPath: localesFile)))
            let legacy = ["in": "id", "iw": "he", "ji": "yi"]
            let aapt = Set(locales.locales.map { legacy[$0] ?? $0 })
            let ours = Set(app.strings.filter { $0.language.locale != nil }.map(\.language.identifier))
            print("MEASURE locales: aapt \(aapt.count), ours \(ours.count), only aapt \(aapt.subtracting(ours).sorted()), only ours \(ours.subtracting(aapt).sorted()); default folder \(locales.default), strings without a locale \(app.strings.filter { $0.language.locale == nil }.count), strings-language diagnostics \(app.diagnostics.filter { $0.code == .stringsLanguage }.count)")
        }
        var strings = 0, html = 0, mismatchBefore = 0, mismatchAfter = 0, pairs = 0
        var languagesBefore: [String] = [], languagesAfter: [String] = []
        var extraBefore: [String: Set<Unicode.Scalar>] = [:]
        var configs = 0
        for (config, values) in oracle where !values.isEmpty {
            configs += 1
            let ours = read[AndroidStringsReaderTests.withoutImpliedVersion(config)] ?? [:]
            var oracleSet = Set<Unicode.Scalar>(), beforeSet = Set<Unicode.Scalar>(), afterSet = Set<Unicode.Scalar>()
            for (key, value) in values {
                strings += 1
                if value.drawn != nil { html += 1 }
                let expected = RenderedCharacters(text: value.drawn ?? value.text).scalars
                let before = RenderedCharacters(text: value.text).scalars
                let after = RenderedCharacters(text: ours[key] ?? "").scalars
                if Set(before) != Set(expected) { mismatchBefore += 1 }
                if Set(after) != Set(expected) {
                    mismatchAfter += 1
                    print("MISMATCH \(config) \(key): ours \(String(describing: ours[key]?.prefix(120))) oracle \((value.drawn ?? value.text).prefix(120))")
                }
                oracleSet.formUnion(expected)
                beforeSet.formUnion(before)
                afterSet.formUnion(after)
            }
            pairs += oracleSet.count
            if beforeSet != oracleSet {
                languagesBefore.append(config)
                extraBefore[config] = beforeSet.subtracting(oracleSet)
            }
            if afterSet != oracleSet { languagesAfter.append(config) }
        }
        print("MEASURE \(res): configurations \(configs), strings \(strings), HTML \(html), (configuration, character) pairs \(pairs)")
        print("MEASURE strings whose characters differ from the oracle: before \(mismatchBefore), after \(mismatchAfter)")
        print("MEASURE configurations whose characters differ: before \(languagesBefore.count), after \(languagesAfter.count) \(languagesAfter.sorted())")
        for (config, extra) in extraBefore.sorted(by: { $0.key < $1.key }).prefix(200) {
            print("MEASURE before \(config) extra: \(String(String.UnicodeScalarView(extra.sorted())))")
        }
    }
}

@Suite struct MeasureRealGettextTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MEASURE_PO"] != nil, "measures a real app given by MEASURE_PO"))
    func measureGettext() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = try #require(environment["MEASURE_PO"])
        let app = AppStrings.load(paths: [folder])
        let data = try Data(contentsOf: URL(fileURLWithPath: try #require(environment["MEASURE_JSON"])))
        let oracle = try JSONDecoder().decode([String: [String: [String?]]].self, from: data)
        let raw = try JSONDecoder().decode(
            [String: [String: [String]]].self, from: Data(contentsOf: URL(fileURLWithPath: try #require(environment["MEASURE_RAW"]))))
        var read: [String: [String: [String]]] = [:]
        for string in app.strings { read[string.file, default: [:]][string.key, default: []].append(string.text) }
        var strings = 0, markup = 0, refused = 0, before = 0, after = 0, pairs = 0
        var filesBefore: [String] = [], filesAfter: [String] = []
        for (file, keys) in oracle {
            let name = String(file.split(separator: "/").last ?? "")
            var oracleSet = Set<Unicode.Scalar>(), beforeSet = Set<Unicode.Scalar>(), afterSet = Set<Unicode.Scalar>()
            for (key, texts) in keys {
                let ours = read[file]?[key] ?? []
                let rawTexts = raw[name]?[key] ?? []
                let drawn = texts.compactMap { $0 }
                refused += texts.count - drawn.count
                if PangoMarkup.isMarkup(key) { markup += texts.count }
                for (index, text) in drawn.enumerated() {
                    strings += 1
                    let expected = Set(RenderedCharacters(text: text, syntax: []).scalars)
                    let old = Set(RenderedCharacters(text: index < rawTexts.count ? rawTexts[index] : "", syntax: []).scalars)
                    let new = Set(RenderedCharacters(text: index < ours.count ? ours[index] : "", syntax: []).scalars)
                    if old != expected { before += 1 }
                    if new != expected {
                        after += 1
                        print("MISMATCH \(file) \(key): ours \(ours) oracle \(texts)")
                    }
                    oracleSet.formUnion(expected); beforeSet.formUnion(old); afterSet.formUnion(new)
                }
            }
            pairs += oracleSet.count
            if beforeSet != oracleSet { filesBefore.append(name + ": " + String(String.UnicodeScalarView(beforeSet.subtracting(oracleSet).sorted()))) }
            if afterSet != oracleSet { filesAfter.append(name) }
        }
        let warned = app.diagnostics.filter { $0.code == .gettextSyntax && $0.message.contains("Pango markup") }.count
        print("MEASURE \(folder): catalogues \(oracle.count), strings \(strings), of markup sources \(markup), refused by Pango \(refused), warned \(warned), (catalogue, character) pairs \(pairs)")
        print("MEASURE strings whose characters differ: before \(before), after \(after)")
        print("MEASURE catalogues whose characters differ: before \(filesBefore.count), after \(filesAfter.count) \(filesAfter)")
        for line in filesBefore.sorted() { print("MEASURE before \(line)") }
    }
}
