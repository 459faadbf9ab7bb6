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
