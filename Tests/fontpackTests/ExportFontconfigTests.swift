import Foundation
import Testing

/// `fontpack export fontconfig` judged by fontconfig itself: with only the
/// exported file loaded (`FONTCONFIG_FILE`), the real `fc-match` must pick,
/// for every language and slot, generic and by a foreign family name, the
/// file and face `fontpack resolve --format json` gives.
@Suite struct ExportFontconfigTests {
    /// The slots and how each platform asks for them.
    static let slots: [(name: String, pattern: String, resolve: [String])] = [
        ("light", "", ["--system"]),
        ("regular", ":weight=regular", ["--system", "--weight", "regular"]),
        ("medium", ":weight=medium", ["--system", "--weight", "medium"]),
        ("semibold", ":weight=semibold", ["--system", "--weight", "semibold"]),
        ("bold", ":weight=bold", ["--bold"]),
        ("italic", ":slant=italic", ["--italic"]),
    ]

    /// Three scripts and exact tags beside a bare one: `zh-tw` and `zh-hk` reach
    /// zh-Hant (faces 1 of the collections), plain `zh` zh-Hans; Hebrew's bold is WOFF2.
    static let threeScripts = """
        { "list": [
            { "env": "he", "data": [
                { "font": 0, "name": "NotoSansHebrew-Regular" }, { "font": 2, "name": "NotoSansHebrew-Bold" } ] },
            { "env": "zh-Hant", "data": [
                { "font": 0, "name": "NotoSansCJKtc-Light" }, { "font": 2, "name": "NotoSansCJKtc-Bold" } ] },
            { "env": "zh-Hans", "data": [ { "font": 1, "name": "NotoSansCJKsc-Medium" } ] },
            { "env": "default", "data": [
                { "font": 0, "name": "NotoSerif-Light" }, { "font": 1, "name": "NotoSerif-Medium" },
                { "font": 2, "name": "NotoSerif-Bold" } ] } ],
          "exclude": ["Material*"] }
        """

    @Test func examplePack() throws {
        try compare(
            config: "Config/appfont.json",
            languages: ["vi", "vi-VN", "ar", "ar-EG", "zh-Hans", "zh-CN", "zh-TW", "ja", "ko", "en", "de", "ru", "he"],
            excluded: ["FontAwesome", "MaterialIcons", "Menlo-Regular"])
    }

    @Test func threeScriptPack() throws {
        let config = try temporaryConfig(Self.threeScripts)
        try compare(
            config: config, languages: ["he", "he-IL", "zh", "zh-CN", "zh-Hans", "zh-TW", "zh-HK", "zh-Hant", "en", "fr", "vi"],
            excluded: ["MaterialSymbols"])
    }

    /// The chain test pack (three scripts, every entry with a chain): every
    /// face as the other packs, generic and by a foreign family name.
    @Test func chainPack() throws {
        try compare(config: DrawnRun.chainPack, languages: Self.chainLanguages, excluded: [])
    }

    /// Languages of the chain pack: each entry's, with a region, and ones `default` serves
    /// (`fa`: its own face lacks Arabic letters, the `ar` link covers Persian).
    static let chainLanguages = ["he", "he-IL", "ar", "ar-EG", "fa", "en", "ru", "vi"]

    /// `fc-match -s` (FcFontSort, what Pango and Cairo draw from) lists each
    /// (language, slot)'s chain right after the face, in chain order, even
    /// where a link covers the language and the face does not (`fa`); and the
    /// first listed font whose fontconfig charset has a character (the font
    /// Pango's itemizer takes) is the face `resolve --text` says draws it.
    @Test func chainOrder() throws {
        let conf = try export(config: DrawnRun.chainPack)
        var chains = 0
        var characters = 0
        for language in Self.chainLanguages {
            for (name, pattern, resolveArguments) in Self.slots {
                let (runs, links) = try DrawnRun.resolve(config: DrawnRun.chainPack, locale: language, arguments: resolveArguments)
                #expect(links > 0, "\(language) \(name) has a chain")
                let chain = try #require(DrawnRun.chain(runs, links: links), "\(language) \(name): \(runs)")
                for family in ["sans-serif", "HelveticaNeue"] {
                    let request = "\(family):lang=\(language)\(pattern)"
                    let sorted = try sortedFaces(conf: conf, pattern: request)
                    #expect(Array(sorted.map(\.face).prefix(chain.count)) == chain, "\(request): \(sorted.map(\.face))")
                    chains += 1
                }
                for run in runs {
                    for scalar in Set(run.text.unicodeScalars) where !scalar.properties.isWhitespace {
                        let request = "sans-serif:lang=\(language)\(pattern):charset=\(String(scalar.value, radix: 16))"
                        let first = try sortedFaces(conf: conf, pattern: request).first { $0.charset.contains(scalar.value) }
                        if let face = run.face {
                            #expect(first?.face == face, "\(request) \(scalar): \(first?.face ?? "none") is not \(face)")
                        } else {
                            // No face of the chain draws it: fontconfig must not claim one of the chain does.
                            #expect(!chain.contains(first?.face ?? ""), "\(request) \(scalar)")
                        }
                        characters += 1
                    }
                }
            }
        }
        #expect(chains == Self.chainLanguages.count * Self.slots.count * 2)
        #expect(characters > 100)
    }

    /// Why the rules bind the file strongly: with a weak family alone, the
    /// same pack's `fa` request gets the font covering Persian first
    /// (`FcFontSetSort`), not the chain's own face.
    @Test func weakFamilyLosesTheChainOrder() throws {
        let conf = try export(config: DrawnRun.chainPack)
        let strong = try String(contentsOfFile: conf, encoding: .utf8)
        let weak = strong.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("<edit name=\"file\"") && !$0.contains("<edit name=\"postscriptname\"") }
            .joined(separator: "\n").replacingOccurrences(of: "binding=\"strong\"", with: "binding=\"weak\"")
        let weakConf = conf + ".weak.conf"
        try weak.write(toFile: weakConf, atomically: true, encoding: .utf8)
        let (runs, links) = try DrawnRun.resolve(config: DrawnRun.chainPack, locale: "fa", arguments: ["--system"])
        let chain = try #require(DrawnRun.chain(runs, links: links))
        #expect(try sortedFaces(conf: conf, pattern: "sans-serif:lang=fa").first?.face == chain[0])
        let weakFirst = try #require(try sortedFaces(conf: weakConf, pattern: "sans-serif:lang=fa").first?.face)
        #expect(weakFirst == chain[1], "the font covering fa (the ar link) comes first: \(weakFirst)")
    }

    /// The language of a request without `lang` comes from the environment, for fontconfig and resolve alike.
    @Test func languageFromTheEnvironment() throws {
        let conf = try export(config: "Config/appfont.json")
        for (locale, slot) in [("vi_VN.UTF-8", 4), ("ar_EG.UTF-8", 2), ("ja_JP.UTF-8", 0), ("de_DE.UTF-8", 4)] {
            let (name, pattern, resolveArguments) = Self.slots[slot]
            let expected = try resolved(config: "Config/appfont.json", locale: nil, arguments: resolveArguments, environment: ["LANG": locale])
            let found = try fcMatch(conf: conf, pattern: "sans-serif" + pattern, environment: ["LANG": locale])
            #expect(found == expected, "LANG=\(locale) \(name)")
        }
    }

    /// A slot no face serves cannot be exported: every export refuses, naming it.
    @Test func unlocatedFaceIsRefused() throws {
        let config = try temporaryConfig(
            #"{ "list": [ { "env": "default", "data": [ { "font": 0, "name": "NotoSans-Light" }, { "font": 2, "name": "NoSuchFont-Bold" } ] } ] }"#)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString)").path
        for arguments in [["fontconfig"], ["css", "--output", output], ["apple"], ["android", "--output", output]] {
            let run = try CommandLineRun.fontpack(arguments: ["export"] + arguments + ["--config", config])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains("default bold: NoSuchFont-Bold"), "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// Requests by fontconfig weight (light 50, regular 80, medium 100,
    /// semibold 180, bold 200) and slant, and the UIFont request of each.
    static let variableSlots: [(pattern: String, resolve: [String])] = [
        ("", ["--system"]), (":weight=50", ["--system", "--weight", "light"]), (":weight=80", ["--system"]),
        (":weight=100", ["--system", "--weight", "medium"]), (":weight=180", ["--system", "--weight", "semibold"]),
        (":weight=200", ["--bold"]), (":slant=italic", ["--italic"]),
    ]

    /// Slots that are one variable file at named instances (wght 300, 500,
    /// 700; `vi` 200, 600, 900): with only the exported file, `fc-match`
    /// gives the file at the named instance of the coordinates `resolve`
    /// gives: index `n << 16` for fontTools' n-th `fvar` instance (from 1),
    /// and that instance's fontconfig weight as `fc-query` reads the file.
    @Test func variableFontNamedInstances() throws {
        let pack = try VariablePack(VariablePack.instances)
        let conf = try export(pack)
        let instances = try VariablePack.namedInstances(of: pack.file)
        #expect(instances.count == 9)
        var seen = Set<Int>()
        for language in ["en", "de", "vi", "vi-VN"] {
            for (pattern, resolveArguments) in Self.variableSlots {
                let expected = try pack.resolve(locale: language, arguments: resolveArguments)
                #expect(expected.file == pack.file && expected.index == 0)
                let number = try #require(instances.firstIndex(of: expected.variation), "\(language)\(pattern): \(expected.variation)")
                let index = (number + 1) << 16
                let weight = try fontconfig("fc-query", ["-i", "\(index)", "-f", "%{weight}", pack.file], conf: conf)
                seen.insert(index)
                for family in ["sans-serif", "HelveticaNeue"] {
                    let found = try fontconfig(
                        "fc-match", ["-f", "%{file}:%{index}:%{weight}", "\(family):lang=\(language)\(pattern)"], conf: conf)
                    #expect(found == "\(pack.file):\(index):\(weight)", "\(family):lang=\(language)\(pattern), wght \(expected.variation)")
                }
            }
        }
        // Light, medium and bold of each entry: six instances.
        #expect(seen.count == 6)
    }

    /// Coordinates no named instance has (`default` light at wght 350,
    /// `vi` medium at 550): `fc-match` gives the file's variable pattern with
    /// those coordinates last in its `fontvariations`, and the named
    /// instance where a slot has one.
    @Test func variableFontBetweenInstances() throws {
        let pack = try VariablePack(VariablePack.between)
        let conf = try export(pack)
        let instances = try VariablePack.namedInstances(of: pack.file)
        var between = 0
        for language in ["en", "vi"] {
            for (pattern, resolveArguments) in Self.variableSlots {
                let expected = try pack.resolve(locale: language, arguments: resolveArguments)
                let found = try fontconfig(
                    "fc-match", ["-f", "%{file}:%{index}:%{variable}:%{fontvariations}", "sans-serif:lang=\(language)\(pattern)"], conf: conf)
                if let number = instances.firstIndex(of: expected.variation) {
                    #expect(found == "\(pack.file):\((number + 1) << 16):False:", "\(language)\(pattern)")
                } else {
                    let wght = try #require(expected.variation["wght"])
                    #expect(found.hasPrefix("\(pack.file):0:True:"), "\(language)\(pattern): \(found)")
                    #expect(found.split(separator: ",").last.map { $0.hasSuffix("wght=\(Int(wght))") } == true, "\(language)\(pattern): \(found)")
                    between += 1
                }
            }
        }
        // en with no weight, light and regular; vi medium and italic (italicSystemFont's slot is medium).
        #expect(between == 5)
    }

    /// Pango asks fontconfig with `variable` "don't care" and applies the
    /// matched `fontvariations`: with only the exported file, the width of a
    /// text Pango lays out (through `ctypes`, hinting off) at Light, Normal,
    /// Medium and Bold is `hb-shape`'s at the coordinates `resolve` gives the
    /// slot, named instance or not.
    @Test(arguments: [VariablePack.instances, VariablePack.between])
    func pangoDrawsEachSlotAtItsCoordinates(_ configText: String) throws {
        let pack = try VariablePack(configText)
        let conf = try export(pack)
        let text = "Hamburgefonstiv"
        let requests: [(description: String, resolve: [String])] = [
            ("sans-serif Light", ["--system", "--weight", "light"]), ("sans-serif", ["--system"]),
            ("sans-serif Medium", ["--system", "--weight", "medium"]), ("sans-serif Bold", ["--bold"]),
        ]
        for language in ["en", "vi"] {
            let output = try fontconfig(
                "python3", ["-c", Self.pangoWidths, language, text] + requests.map(\.description), conf: conf)
            let widths = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Double], "\(output)")
            try #require(widths.count == requests.count)
            for ((description, resolveArguments), width) in zip(requests, widths) {
                let expected = try pack.resolve(locale: language, arguments: resolveArguments)
                let advance = try VariablePack.advance(of: text, file: pack.file, variation: expected.variation, size: 40)
                #expect(abs(width - advance) < 0.05, "\(language) \(description): Pango \(width), HarfBuzz at \(expected.variation) \(advance)")
            }
        }
    }

    /// Prints, as a JSON list, the width in pixels of argv[2] that Pango
    /// (libpango, through Cairo's font map) lays out in language argv[1] at
    /// 40 px for each font description after it; hinting off, so the
    /// advances are the font's.
    static let pangoWidths = """
        import ctypes, json, sys
        pango, pangocairo, cairo = (ctypes.CDLL(n) for n in ("libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libcairo.so.2"))
        P = ctypes.c_void_p
        for f in (pangocairo.pango_cairo_font_map_new, pango.pango_font_map_create_context, pango.pango_layout_new,
                  pango.pango_font_description_from_string, pango.pango_language_from_string, cairo.cairo_font_options_create):
            f.restype = P
        context = P(pango.pango_font_map_create_context(P(pangocairo.pango_cairo_font_map_new())))
        options = P(cairo.cairo_font_options_create())
        cairo.cairo_font_options_set_hint_metrics(options, 1)  # CAIRO_HINT_METRICS_OFF
        cairo.cairo_font_options_set_hint_style(options, 1)  # CAIRO_HINT_STYLE_NONE
        pangocairo.pango_cairo_context_set_font_options(context, options)
        pango.pango_context_set_round_glyph_positions(context, 0)
        pango.pango_context_set_language(context, P(pango.pango_language_from_string(sys.argv[1].encode())))
        widths = []
        for description in sys.argv[3:]:
            layout = P(pango.pango_layout_new(context))
            font = P(pango.pango_font_description_from_string(description.encode()))
            pango.pango_font_description_set_absolute_size(font, ctypes.c_double(40 * 1024))
            pango.pango_layout_set_font_description(layout, font)
            pango.pango_layout_set_text(layout, sys.argv[2].encode(), -1)
            width, height = ctypes.c_int(), ctypes.c_int()
            pango.pango_layout_get_size(layout, ctypes.byref(width), ctypes.byref(height))
            widths.append(width.value / 1024)
        print(json.dumps(widths))
        """

    /// Exports a variable pack's fontconfig file and returns its path.
    func export(_ pack: VariablePack) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).conf").path
        let run = try CommandLineRun.fontpack("export", "fontconfig", "--config", pack.config, "--fonts", pack.fonts, "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        return output
    }

    /// Excluded names keep their family: fontconfig's own substitution (`fc-pattern --config`) leaves them.
    func compare(config: String, languages: [String], excluded: [String]) throws {
        let conf = try export(config: config)
        // Installed as the comment says, beside the system's fonts (Debian's own Noto Sans among them).
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-xdg-\(UUID().uuidString)")
        let confD = home.appendingPathComponent("fontconfig/conf.d")
        try FileManager.default.createDirectory(at: confD, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: conf, toPath: confD.appendingPathComponent("50-fontpack.conf").path)
        var checked = 0
        for language in languages {
            for (name, pattern, resolveArguments) in Self.slots {
                let expected = try resolved(config: config, locale: language, arguments: resolveArguments)
                // "": a request with no family at all.
                for family in ["sans-serif", "HelveticaNeue", "Avenir Next", ""] {
                    let found = try fcMatch(conf: conf, pattern: "\(family):lang=\(language)\(pattern)")
                    #expect(found == expected, "\(family) \(language) \(name)")
                    let beside = try fcMatch(conf: nil, pattern: "\(family):lang=\(language)\(pattern)", environment: ["XDG_CONFIG_HOME": home.path])
                    #expect(beside == expected, "beside the system's fonts: \(family) \(language) \(name)")
                    checked += 1
                }
            }
            for family in excluded {
                let substituted = try fontconfig(
                    "fc-pattern", ["--config", "\(family.replacingOccurrences(of: "-", with: "\\-")):lang=\(language)", "-f", "%{family}|%{postscriptname}"], conf: conf)
                #expect(substituted == "\(family)|", "\(family) \(language) is left alone")
            }
        }
        #expect(checked == languages.count * Self.slots.count * 4)
    }

    func export(config: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-\(UUID().uuidString).conf").path
        let run = try CommandLineRun.fontpack("export", "fontconfig", "--config", config, "--output", output)
        #expect(run.status == 0, "\(run.standardError)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("FONTCONFIG_FILE=\(output) fc-match"))
        #expect(text.contains("<dir>\(CommandLineRun.packageRoot.appendingPathComponent("Fonts").standardizedFileURL.path)</dir>"))
        return output
    }

    /// `file:index` of the face `fontpack resolve --fonts Fonts` names, the file made absolute.
    func resolved(config: String, locale: String?, arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try CommandLineRun.fontpack(
            arguments: ["resolve", "--config", config, "--fonts", "Fonts", "--format", "json"]
                + (locale.map { ["--locale", $0] } ?? []) + arguments, environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        let face = try #require(try run.json()["face"] as? [String: Any])
        let file = try #require(face["file"] as? String)
        let index = try #require(face["index"] as? Int)
        return "\(CommandLineRun.packageRoot.appendingPathComponent(file).standardizedFileURL.resolvingSymlinksInPath().path):\(index)"
    }

    /// `fc-match -s`'s list: each font's `file:index` (the file's links resolved) and its fontconfig charset.
    func sortedFaces(conf: String, pattern: String) throws -> [(face: String, charset: FontconfigCharset)] {
        let answer = try fontconfig("fc-match", ["-s", "-f", "%{file}:%{index}\t%{charset}\n", pattern], conf: conf)
        return answer.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, let colon = fields[0].lastIndex(of: ":") else { return nil }
            let file = URL(fileURLWithPath: String(fields[0][..<colon])).resolvingSymlinksInPath().path
            return (file + fields[0][colon...], FontconfigCharset(String(fields[1])))
        }
    }

    func fcMatch(conf: String?, pattern: String, environment: [String: String] = [:]) throws -> String {
        let answer = try fontconfig("fc-match", ["-f", "%{file}:%{index}", pattern], conf: conf, environment: environment)
        guard let colon = answer.lastIndex(of: ":") else { return answer }
        let file = URL(fileURLWithPath: String(answer[..<colon])).resolvingSymlinksInPath().path
        return file + answer[colon...]
    }

    /// Runs a fontconfig tool with only `conf` loaded (the system's configuration
    /// when nil) and a cache of the test's own.
    func fontconfig(_ tool: String, _ arguments: [String], conf: String?, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        var merged = ProcessInfo.processInfo.environment
        for variable in ["LANGUAGE", "LC_ALL", "LC_CTYPE", "LC_MESSAGES", "LANG", "FC_LANG", "FONTCONFIG_FILE", "FONTCONFIG_PATH"] {
            merged[variable] = nil
        }
        merged["FONTCONFIG_FILE"] = conf
        merged["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-fc-cache").path
        merged.merge(environment) { $1 }
        process.environment = merged
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments)")
        return output
    }
}

/// A charset as fontconfig prints it (`%{charset}`: `20-7e a0 591-5c7`, hexadecimal).
struct FontconfigCharset {
    let ranges: [ClosedRange<UInt32>]

    init(_ text: String) {
        ranges = text.split(separator: " ").compactMap { part in
            let bounds = part.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last, low <= high else { return nil }
            return low...high
        }
    }

    func contains(_ scalar: UInt32) -> Bool { ranges.contains { $0.contains(scalar) } }
}
