import Foundation
import Testing

/// `fontpack export android` read back by Python's XML parser and fontTools
/// (`Tests/Android/font_resources.py`, which checks the font-resource schema
/// and names), then matched as Android matches: the values folder of the
/// locale (`values-b+ll+Scrp+RR`, `values-ll-rRR`, `values-ll`, `values`),
/// then minikin's nearest weight in the family (`FontFamily::getClosestMatch`:
/// least `|wanted/100 - declared/100|`, +2 for the other slant, the first
/// wins). The face must be the one `fontpack resolve` names, and bold is never faked.
@Suite struct ExportAndroidTests {
    /// Android weights and slants and the UIFont request each stands for.
    static let requests: [(weight: Int, italic: Bool, resolve: [String])] = [
        (300, false, ["--system", "--weight", "light"]),
        (400, false, ["--system"]),
        (500, false, ["--system", "--weight", "medium"]),
        (600, false, ["--system", "--weight", "semibold"]),
        (700, false, ["--bold"]),
        (800, false, ["--system", "--weight", "heavy"]),
        (900, false, ["--system", "--weight", "black"]),
        (400, true, ["--italic"]),
    ]

    /// Hebrew without its WOFF2 bold (Android's res/font takes no WOFF2).
    static let threeScripts = ExportFontconfigTests.threeScripts.replacingOccurrences(
        of: #", { "font": 2, "name": "NotoSansHebrew-Bold" }"#, with: "")

    @Test func examplePack() throws {
        try compare(config: "Config/appfont.json", languages: ["vi", "vi-VN", "ar", "ar-EG", "zh", "zh-CN", "ja", "ko", "en", "de"])
    }

    @Test func threeScriptPack() throws {
        #expect(Self.threeScripts != ExportFontconfigTests.threeScripts)
        try compare(
            config: try temporaryConfig(Self.threeScripts),
            languages: ["he", "he-IL", "zh", "zh-CN", "zh-TW", "zh-HK", "zh-Hant", "zh-Hans", "en", "fr"])
    }

    /// A font link whose files no entry uses: Noto Sans Arabic after Noto Sans.
    static let linkedFont = """
        { "list": [ { "env": "default", "data": [
            { "font": 0, "name": "NotoSans-Light" }, { "font": 1, "name": "NotoSans-Medium" }, { "font": 2, "name": "NotoSans-Bold" } ],
          "fallback": ["Noto Sans Arabic"] } ] }
        """

    /// A family resource cannot state a chain, so the link's files go to
    /// `font/` and the family's comment names each slot's chain in order, as
    /// `resolve --text`'s `drawn` runs give it (own face, then the link).
    @Test func chainLinkFilesAndComment() throws {
        let config = try temporaryConfig(Self.linkedFont)
        let (object, output) = try Self.exportedResources(["--config", config])
        let fonts = try #require(object["fonts"] as? [String: String])
        let family = try String(contentsOf: output.appendingPathComponent("font/fontpack_default.xml"), encoding: .utf8)
        var stated: [String: [String]] = [:]
        for line in family.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " -->", with: "").split(separator: ": ", maxSplits: 1)
            guard parts.count == 2, parts[1].hasPrefix("@font/") else { continue }
            stated[String(parts[0])] = parts[1].split(separator: ", ").map { fonts[String($0.dropFirst("@font/".count))] ?? "missing \($0)" }
        }
        for (slot, arguments) in [("light", ["--system"]), ("medium", ["--system", "--weight", "medium"]), ("bold", ["--bold"]), ("italic", ["--italic"])] {
            let (runs, links) = try DrawnRun.resolve(config: config, locale: "en", arguments: arguments, text: "Ab سلام")
            #expect(links == 1)
            var chain: [String] = []
            for run in runs { if let name = run.postscriptName, !chain.contains(name) { chain.append(name) } }
            #expect(chain.count == 2 && chain[1].hasPrefix("NotoSansArabic-"), "\(slot): \(chain)")
            #expect(stated[slot] == chain, "\(slot): \(family)")
            #expect(Set(fonts.values).isSuperset(of: chain))
        }
    }

    /// Every slot one variable file: `font/` holds the file once, and
    /// minikin's match at each weight and italic is a `<font>` of it whose
    /// `fontVariationSettings` (android: and app: alike, each an axis of the
    /// file's `fvar` and inside it, `Tests/Android/font_resources.py`), over
    /// the file's defaults, are the coordinates `resolve` gives the request.
    /// With a static medium and bold beside a variable light, only light's
    /// `<font>`s state coordinates.
    @Test(arguments: [VariablePack.instances, VariablePack.between, VariablePack.beside])
    func variableFontSettings(_ configText: String) throws {
        let pack = try VariablePack(configText, statics: configText == VariablePack.beside ? VariablePack.notoSans : [])
        let object = try Self.exportedResources(["--config", pack.config, "--fonts", pack.fonts]).object
        let families = try #require(object["families"] as? [String: [[Any]]])
        let values = try #require(object["values"] as? [String: String])
        let fonts = try #require(object["fonts"] as? [String: String])
        let axes = try #require(object["axes"] as? [String: [String: Double]])
        #expect(axes.count == 1, "the variable file once: \(fonts)")
        #expect(fonts.count == (configText == VariablePack.beside ? 3 : 1), "\(fonts)")
        var stated = 0
        for language in ["en", "vi"] {
            let folder = try #require(Self.valuesFolder(for: language, among: Set(values.keys)))
            let family = try #require(families[values[folder]!])
            for (weight, italic, resolveArguments) in Self.requests {
                func score(_ font: [Any]) -> Int {
                    abs(weight / 100 - (font[1] as! Int) / 100) + (((font[0] as! String) == "italic") == italic ? 0 : 2)
                }
                var best = family[0]
                for font in family.dropFirst() where score(font) < score(best) { best = font }
                let name = best[2] as! String
                let settings = best[3] as? [String: Double]
                let expected = try pack.resolve(locale: language, arguments: resolveArguments)
                #expect(fonts[name] == expected.postscriptName, "\(language) \(weight)\(italic ? " italic" : "")")
                if let defaults = axes[name] {
                    let drawn = defaults.merging(settings ?? [:]) { $1 }
                    #expect(drawn == expected.variation, "\(language) \(weight)\(italic ? " italic" : ""): \(settings ?? [:])")
                    if settings != nil { stated += 1 }
                } else {
                    #expect(settings == nil, "a static face states no coordinates")
                }
            }
        }
        #expect(stated > 0)
    }

    /// `export android` with `arguments` into a new folder, read back by `Tests/Android/font_resources.py`.
    static func exportedResources(_ arguments: [String]) throws -> (object: [String: Any], output: URL) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-res-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack(arguments: ["export", "android"] + arguments + ["--output", output.path])
        #expect(run.status == 0, "\(run.standardError)")
        let read = try ReportCommandTests.python(["Tests/Android/font_resources.py", output.path])
        #expect(read.status == 0, "\(read.output)")
        return (try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any], "\(read.output)"), output)
    }

    @Test func woff2IsRefused() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-res-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack(
            "export", "android", "--config", try temporaryConfig(ExportFontconfigTests.threeScripts), "--output", output.path)
        #expect(run.status == 2)
        #expect(run.standardError.contains("NotoSansHebrew/NotoSansHebrew-Bold.woff2"))
    }

    func compare(config: String, languages: [String]) throws {
        let object = try Self.exportedResources(["--config", config]).object
        let families = try #require(object["families"] as? [String: [[Any]]])
        let values = try #require(object["values"] as? [String: String])
        let fonts = try #require(object["fonts"] as? [String: String])
        for language in languages {
            let folder = try #require(Self.valuesFolder(for: language, among: Set(values.keys)), "\(language): no values folder")
            let family = try #require(families[values[folder]!])
            for (weight, italic, resolveArguments) in Self.requests {
                let declared = family.map { (style: $0[0] as! String, weight: $0[1] as! Int, font: $0[2] as! String) }
                let wanted = (weight: weight, italic: italic)
                func score(_ font: (style: String, weight: Int, font: String)) -> Int {
                    abs(wanted.weight / 100 - font.weight / 100) + ((font.style == "italic") == wanted.italic ? 0 : 2)
                }
                var best = declared[0]
                for font in declared.dropFirst() where score(font) < score(best) { best = font }
                let fakeBold = weight >= 600 && weight - best.weight >= 200
                let expected = try resolvedName(config: config, locale: language, arguments: resolveArguments)
                #expect(fonts[best.font] == expected, "\(language) \(weight)\(italic ? " italic" : "") in \(folder)")
                #expect(!fakeBold, "\(language) \(weight): Android would fake bold on \(best.font)")
            }
        }
    }

    /// The most specific values folder Android's locale matching takes for a plain tag.
    static func valuesFolder(for language: String, among folders: Set<String>) -> String? {
        let parts = language.split(separator: "-").map(String.init)
        let code = parts[0].lowercased()
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 }?.uppercased()
        var candidates: [String] = []
        if let script, let region { candidates.append("values-b+\(code)+\(script)+\(region)") }
        if let script { candidates.append("values-b+\(code)+\(script)") }
        if let region { candidates.append("values-\(code)-r\(region)") }
        candidates += ["values-\(code)", "values"]
        return candidates.first { folders.contains($0) }
    }

    func resolvedName(config: String, locale: String, arguments: [String]) throws -> String {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", locale] + arguments)
        let face = try #require(try run.json()["face"] as? [String: Any])
        return try #require(face["postscriptName"] as? String)
    }
}
