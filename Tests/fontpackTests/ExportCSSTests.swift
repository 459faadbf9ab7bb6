import Foundation
import Testing

/// `fontpack export css` judged by a browser: Debian's headless Chromium
/// loads only the exported style sheet, and DevTools'
/// `CSS.getPlatformFontsForNode` must name, for every language and weight,
/// the face `fontpack resolve --format json` gives.
@Suite struct ExportCSSTests {
    /// CSS weights and styles and the UIFont request each stands for.
    static let weights: [(weight: Int, style: String, resolve: [String])] = [
        (300, "normal", ["--system", "--weight", "light"]),
        (400, "normal", ["--system"]),
        (500, "normal", ["--system", "--weight", "medium"]),
        (600, "normal", ["--system", "--weight", "semibold"]),
        (700, "normal", ["--bold"]),
        (900, "normal", ["--system", "--weight", "black"]),
        (400, "italic", ["--italic"]),
    ]

    /// Text each face draws whole.
    static let samples: [String: String] = [
        "vi": "Tiếng Việt", "ar": "العربية", "zh": "中文字体", "ja": "日本語のテキスト", "ko": "漢字", "he": "עברית",
        "en": "English", "de": "Größe", "ru": "Русский", "fr": "Français",
    ]

    @Test func examplePack() throws {
        try compare(
            config: "Config/appfont.json",
            languages: ["vi", "vi-VN", "ar", "ar-EG", "zh-Hans", "zh-CN", "zh-TW", "ja", "ko", "en", "de", "ru"],
            nested: [("en", "ar"), ("vi", "ja"), ("ja", "en")])
    }

    @Test func threeScriptPack() throws {
        try compare(
            config: try temporaryConfig(ExportFontconfigTests.threeScripts),
            languages: ["he", "he-IL", "zh", "zh-CN", "zh-Hans", "zh-TW", "zh-HK", "zh-Hant", "en", "fr", "vi"],
            nested: [("zh-TW", "zh"), ("zh", "zh-TW"), ("en", "he")])
    }

    /// The chain test pack: every language's sample is drawn by the entry's own face alone.
    @Test func chainPack() throws {
        try compare(
            config: DrawnRun.chainPack, languages: ["he", "he-IL", "ar", "ar-EG", "en", "ru", "vi"],
            nested: [("en", "he"), ("he", "en"), ("ar", "vi")])
    }

    /// Characters the entry's own face lacks go down the `font-family` stack
    /// to the chain's link: for every language and weight, an element holding
    /// what one face of the chain draws (`resolve --text`'s `drawn` runs:
    /// digits in Hebrew, Arabic and Hebrew letters in Latin-language text,
    /// Latin in Arabic) is drawn by that face alone, and an element with all of
    /// them by exactly the faces the runs name.
    @Test func chainLinksDrawWhatTheFaceLacks() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack("export", "css", "--config", DrawnRun.chainPack, "--output", output.path)
        #expect(run.status == 0, "\(run.standardError)")
        var cases: [[String: Any]] = []
        var expected: [String: [String]] = [:]
        var linkCases = 0
        for (position, language) in ["he", "ar", "en", "fa"].enumerated() {
            for (slot, (weight, style, resolveArguments)) in Self.weights.enumerated() {
                let (runs, _) = try DrawnRun.resolve(config: DrawnRun.chainPack, locale: language, arguments: resolveArguments)
                let drawn = runs.filter { $0.postscriptName != nil }
                for (index, part) in drawn.enumerated() {
                    let text = part.text.trimmingCharacters(in: .whitespaces)
                    guard !text.isEmpty, let name = part.postscriptName else { continue }
                    let id = "k\(position)-\(slot)-\(index)"
                    cases.append(["id": id, "lang": language, "weight": weight, "style": style, "text": text])
                    expected[id] = [name]
                    if part.position != 0 { linkCases += 1 }
                }
                let id = "k\(position)-\(slot)-all"
                cases.append(["id": id, "lang": language, "weight": weight, "style": style, "text": drawn.map(\.text).joined()])
                expected[id] = Array(Set(drawn.compactMap(\.postscriptName))).sorted()
            }
        }
        let casesFile = output.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: casesFile)
        let browser = try ReportCommandTests.python(["Tests/Browser/export_css_fonts.py", output.path, casesFile.path])
        #expect(browser.status == 0, "\(browser.output)")
        let fonts = try #require(
            try JSONSerialization.jsonObject(with: Data(browser.output.utf8)) as? [String: [String]], "\(browser.output)")
        for item in cases {
            let id = item["id"] as! String
            let found = id.hasSuffix("-all") ? fonts[id].map { Array(Set($0)).sorted() } : fonts[id]
            #expect(found == expected[id], "\(item["lang"]!) weight \(item["weight"]!) \(item["style"]!) \(item["text"]!)")
        }
        // Per language and weight at least one link: he digits, ar Latin, en and fa Arabic and Hebrew.
        #expect(linkCases >= 4 * Self.weights.count)
        #expect(fonts.count == cases.count)
    }

    /// Every slot one variable file: one `@font-face` per style with Inter's
    /// `wght` range, one WOFF2 file that fontTools reads back with the
    /// original's axes, instances and glyph variations; in Chromium, spans
    /// at 300, 400, 500 and 700 are drawn by the pack's face (loaded, named
    /// as `resolve` names it), widths growing strictly with the weight, each
    /// nearest `hb-shape`'s width at `wght` equal to its `font-weight` (of
    /// that weight and 100 either side): 400 draws wght 400, not the light
    /// slot's coordinates.
    @Test func variableFontIsOneRangedFace() throws {
        let pack = try VariablePack(VariablePack.instances)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack("export", "css", "--config", pack.config, "--fonts", pack.fonts, "--output", output.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(": 2 families, 1 font files\n"), "\(run.standardOutput)")
        let css = try String(contentsOf: output.appendingPathComponent("fontpack.css"), encoding: .utf8)
        let rules = css.split(separator: "\n").filter { $0.hasPrefix("@font-face") }
        #expect(rules.count == 4, "vi and default, normal and italic: \(rules)")
        #expect(rules.allSatisfy { $0.contains("src: url(\"fonts/Inter-roman.var.woff2\")") && $0.contains("font-weight: 100 900;") })
        try Self.checkWOFF2(css: css, folder: output.path)
        let script = """
            import json, sys
            from fontTools.ttLib import TTFont
            def read(path):
                font = TTFont(path)
                return {"flavor": font.flavor,
                        "axes": [[a.axisTag, a.minValue, a.defaultValue, a.maxValue] for a in font["fvar"].axes],
                        "instances": [dict(i.coordinates) for i in font["fvar"].instances],
                        "gvar": sorted(g for g, v in font["gvar"].variations.items() if v)}
            original, written = read(sys.argv[1]), read(sys.argv[2])
            print(json.dumps({"same": {k: original[k] == written[k] for k in ("axes", "instances", "gvar")},
                              "flavor": written["flavor"], "varied": len(written["gvar"])}))
            """
        let read = try ReportCommandTests.python(["-c", script, VariablePack.inter, output.appendingPathComponent("fonts/Inter-roman.var.woff2").path])
        #expect(read.status == 0, "\(read.output)")
        let tables = try #require(try JSONSerialization.jsonObject(with: Data(read.output.utf8)) as? [String: Any], "\(read.output)")
        #expect(tables["same"] as? [String: Bool] == ["axes": true, "instances": true, "gvar": true], "\(read.output)")
        #expect(tables["flavor"] as? String == "woff2")
        #expect((tables["varied"] as? Int ?? 0) > 1000)

        let weights = [300, 400, 500, 700]
        let browser = try Self.drawVariable(output: output, languages: ["en", "vi", "de"], weights: weights)
        for language in ["en", "vi", "de"] {
            let name = try pack.resolve(locale: language, arguments: ["--system"]).postscriptName
            var previous = 0.0
            for weight in weights {
                let id = "\(language)-\(weight)"
                #expect(browser.fonts[id] == [name ?? "?"], "\(id): \(browser.fonts[id] ?? [])")
                let width = try #require(browser.widths[id])
                #expect(width > previous, "\(id): \(width) after \(previous)")
                previous = width
                try Self.expectNearest(width, wght: weight, among: [weight - 100, weight, weight + 100], file: pack.file, id: id)
            }
        }
        #expect(browser.faces.filter { $0[2] == "normal" }.allSatisfy { $0[3] == "loaded" }, "\(browser.faces)")
    }

    /// A variable light slot beside static medium and bold faces keeps the
    /// per-slot rules, Inter's with its coordinates as the
    /// `font-variation-settings` descriptor: Chromium draws 200, 300 and 400
    /// (the light slot's weights) with Inter at wght 300, the instance
    /// `resolve` gives, not at the used weight; 500 and 700 with the static faces.
    @Test func variableSlotBesideStaticFaces() throws {
        let pack = try VariablePack(VariablePack.beside, statics: VariablePack.notoSans)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack("export", "css", "--config", pack.config, "--fonts", pack.fonts, "--output", output.path)
        #expect(run.status == 0, "\(run.standardError)")
        let css = try String(contentsOf: output.appendingPathComponent("fontpack.css"), encoding: .utf8)
        #expect(
            css.contains(
                "src: url(\"fonts/Inter-roman.var.woff2\") format(\"woff2\"); font-weight: 1 499; font-style: normal; "
                    + "font-variation-settings: \"wght\" 300;"), "\(css)")
        let browser = try Self.drawVariable(output: output, languages: ["en"], weights: [200, 300, 400, 500, 700])
        let light = try pack.resolve(locale: "en", arguments: ["--system"])
        #expect(light.variation == ["wght": 300])
        for weight in [200, 300, 400] {
            #expect(browser.fonts["en-\(weight)"] == [light.postscriptName ?? "?"], "\(weight): \(browser.fonts)")
            try Self.expectNearest(
                try #require(browser.widths["en-\(weight)"]), wght: 300, among: [200, 300, 400], file: pack.file, id: "en-\(weight)")
        }
        for (weight, arguments) in [(500, ["--system", "--weight", "medium"]), (700, ["--bold"])] {
            let expected = try pack.resolve(locale: "en", arguments: arguments).postscriptName
            #expect(browser.fonts["en-\(weight)"] == [expected ?? "?"], "\(weight): \(browser.fonts)")
        }
    }

    /// What `Tests/Browser/variable_weights.py` reports for spans of
    /// "Hamburgefonstiv" at 100 px, one per language and weight (`en-300`).
    static func drawVariable(output: URL, languages: [String], weights: [Int]) throws -> (
        fonts: [String: [String]], widths: [String: Double], faces: [[String]]
    ) {
        let cases = languages.flatMap { language in
            weights.map { ["id": "\(language)-\($0)", "lang": language, "weight": $0, "text": variableSample, "size": 100] as [String: Any] }
        }
        let casesFile = output.appendingPathComponent("variable-cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: casesFile)
        let browser = try ReportCommandTests.python(["Tests/Browser/variable_weights.py", output.path, casesFile.path])
        #expect(browser.status == 0, "\(browser.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(browser.output.utf8)) as? [String: Any], "\(browser.output)")
        let faces = (object["faces"] as? [[Any]] ?? []).map { $0.map { "\($0)" } }
        return (object["fonts"] as? [String: [String]] ?? [:], object["widths"] as? [String: Double] ?? [:], faces)
    }

    static let variableSample = "Hamburgefonstiv"

    /// `width` is nearest HarfBuzz's width at `wght` among the `among` coordinates.
    static func expectNearest(_ width: Double, wght: Int, among: [Int], file: String, id: String) throws {
        var distances: [Int: Double] = [:]
        for value in among {
            distances[value] = abs(width - (try VariablePack.advance(of: variableSample, file: file, variation: ["wght": Double(value)], size: 100)))
        }
        let nearest = distances.min { $0.value < $1.value }?.key
        #expect(nearest == wght, "\(id): \(width) px is nearest wght \(nearest ?? 0) (\(distances))")
    }

    /// `nested`: (language, outer language): an element's own `lang` decides inside another's.
    func compare(config: String, languages: [String], nested: [(String, String)]) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        let run = try CommandLineRun.fontpack("export", "css", "--config", config, "--output", output.path)
        #expect(run.status == 0, "\(run.standardError)")
        let css = try String(contentsOf: output.appendingPathComponent("fontpack.css"), encoding: .utf8)
        #expect(!css.contains("format(\"collection\")"))
        try Self.checkWOFF2(css: css, folder: output.path)
        var cases: [[String: Any]] = []
        var expected: [String: String] = [:]
        let all = languages.map { ($0, nil as String?) } + nested.map { ($0.0, $0.1 as String?) }
        for (position, (language, outer)) in all.enumerated() {
            let text = try #require(Self.samples[String(language.prefix(2))], "no sample for \(language)")
            for (slot, (weight, style, resolveArguments)) in Self.weights.enumerated() {
                let id = "c\(position)-\(slot)"
                var item: [String: Any] = ["id": id, "lang": language, "weight": weight, "style": style, "text": text]
                if let outer { item["outer"] = outer }
                cases.append(item)
                expected[id] = try resolvedName(config: config, locale: language, arguments: resolveArguments)
            }
        }
        let casesFile = output.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: casesFile)
        let browser = try ReportCommandTests.python(["Tests/Browser/export_css_fonts.py", output.path, casesFile.path])
        #expect(browser.status == 0, "\(browser.output)")
        let drawn = try #require(
            try JSONSerialization.jsonObject(with: Data(browser.output.utf8)) as? [String: [String]], "\(browser.output)")
        for item in cases {
            let id = item["id"] as! String
            #expect(
                drawn[id] == [expected[id]!],
                "\(item["lang"]!) in \(item["outer"] ?? "-") weight \(item["weight"]!) \(item["style"]!)")
        }
        #expect(drawn.count == all.count * Self.weights.count)
    }

    /// Every font file is WOFF2 (signature `wOF2`, read by fontTools with
    /// Brotli), and every `@font-face` has a `unicode-range` that holds every
    /// character its file maps (fontTools' cmap): a character the face maps
    /// is never sent past it (C0 controls aside).
    static func checkWOFF2(css: String, folder: String) throws {
        let rules = css.split(separator: "\n").filter { $0.hasPrefix("@font-face") }
        #expect(!rules.isEmpty)
        #expect(rules.allSatisfy { $0.contains("format(\"woff2\")") && $0.contains("unicode-range: U+") }, "\(css)")
        let script = """
            import json, re, sys
            from fontTools.ttLib import TTFont
            folder, problems, files = sys.argv[1], [], set()
            for line in open(folder + "/fontpack.css", encoding="utf-8"):
                if not line.startswith("@font-face"):
                    continue
                url = re.search(r'url\\("([^"]+)"\\)', line).group(1)
                files.add(url)
                ranges = [tuple(int(x, 16) for x in part.strip()[2:].split("-"))
                          for part in re.search(r"unicode-range: ([^;]+);", line).group(1).split(",")]
                with open(folder + "/" + url, "rb") as f:
                    if f.read(4) != b"wOF2":
                        problems.append(url + ": not WOFF2")
                font = TTFont(folder + "/" + url)
                if font.flavor != "woff2":
                    problems.append(url + ": flavor " + str(font.flavor))
                # C0 controls (NUL, CR: Noto Sans maps them) are no text a page draws.
                outside = [c for c in font.getBestCmap() if c >= 0x20 and not any(r[0] <= c <= r[-1] for r in ranges)]
                if outside:
                    problems.append(url + ": %d mapped characters outside its unicode-range, first U+%04X" % (len(outside), outside[0]))
            print(json.dumps({"files": len(files), "problems": problems}))
            """
        let python = try ReportCommandTests.python(["-c", script, folder])
        #expect(python.status == 0, "\(python.output)")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(python.output.utf8)) as? [String: Any], "\(python.output)")
        #expect((result["files"] as? Int ?? 0) > 0)
        #expect(result["problems"] as? [String] == [], "\(python.output)")
    }

    /// The PostScript name of the face `fontpack resolve --fonts Fonts` names.
    func resolvedName(config: String, locale: String, arguments: [String]) throws -> String {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json", "--locale", locale] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        let face = try #require(try run.json()["face"] as? [String: Any])
        return try #require(face["postscriptName"] as? String)
    }
}
