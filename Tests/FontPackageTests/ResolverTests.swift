@testable import FontPackage
import Testing

@Suite("Resolving requests")
struct ResolverTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        let request: FontRequest
        let font: String
        let slot: WeightSlot?
        var testDescription: String { "\(locale) \(request)" }
    }

    @Test(
        "the five entry points, with slot fallback inside the entry",
        arguments: [
            // vi has all three slots.
            Case(locale: "vi", request: .system, font: "genjyuu_light(越南细)", slot: .light),
            Case(locale: "vi", request: .systemWeighted(.regular), font: "genjyuu_light(越南细)", slot: .light),
            Case(locale: "vi", request: .systemWeighted(.medium), font: "genjyuu_medium(越南中)", slot: .medium),
            Case(locale: "vi", request: .systemWeighted(.semibold), font: "genjyuu_bold(越南粗)", slot: .bold),
            Case(locale: "vi", request: .systemWeighted(.black), font: "genjyuu_bold(越南粗)", slot: .bold),
            Case(locale: "vi", request: .systemWeighted(.ultraLight), font: "genjyuu_light(越南细)", slot: .light),
            Case(locale: "vi", request: .boldSystem, font: "genjyuu_bold(越南粗)", slot: .bold),
            Case(locale: "vi", request: .italicSystem, font: "genjyuu_medium(越南中)", slot: .medium),
            Case(locale: "vi", request: .named("HelveticaNeue-Bold"), font: "genjyuu_bold(越南粗)", slot: .bold),
            // ar lacks medium: medium -> light -> bold.
            Case(locale: "ar", request: .systemWeighted(.medium), font: "NotoSansArabic-Light", slot: .light),
            Case(locale: "ar", request: .italicSystem, font: "NotoSansArabic-Light", slot: .light),
            Case(locale: "ar", request: .boldSystem, font: "NotoSansArabic-Bold", slot: .bold),
            // he has bold only: every request degrades to it, never to default.
            Case(locale: "he", request: .system, font: "Hebrew-Bold", slot: .bold),
            Case(locale: "he", request: .named("Avenir-Medium"), font: "Hebrew-Bold", slot: .bold),
            // zh-HK has light only: bold -> medium -> light.
            Case(locale: "zh-HK", request: .boldSystem, font: "HK-Light", slot: .light),
            // Unknown languages use default.
            Case(locale: "th", request: .named("Thonburi-Medium"), font: "Default-Medium", slot: .medium),
        ])
    func entryPoints(_ example: Case) throws {
        let resolution = try richResolver.bind(locale: example.locale).resolve(example.request)
        #expect(resolution.fontName == example.font)
        #expect(resolution.usedSlot == example.slot)
    }

    @Test("a face's variation is the resolution's, for the caller to apply; a static face has none")
    func variation() throws {
        let config = try loadConfig(
            """
            {"list": [{"env": "default", "data": [
              {"font": 0, "name": "Inter", "variation": {"wght": 300}},
              {"font": 1, "name": "Inter", "variation": {"wght": 500}},
              {"font": 2, "name": "Inter-Bold"}]}]}
            """)
        let fonts = try FontResolver(config: config).bind(locale: "en")
        #expect(fonts.resolve(.system).variation == ["wght": 300])
        #expect(fonts.resolve(.systemWeighted(.medium)).variation == ["wght": 500])
        #expect(fonts.resolve(.system).fontName == "Inter")
        #expect(fonts.resolve(.boldSystem).variation.isEmpty)
    }

    @Test("convenience entry points mirror UIFont and pass the size through")
    func convenience() throws {
        let fonts = try richResolver.bind(locale: "vi")
        #expect(fonts.systemFont(ofSize: 12).fontName == "genjyuu_light(越南细)")
        #expect(fonts.systemFont(ofSize: 12, weight: .medium).fontName == "genjyuu_medium(越南中)")
        #expect(fonts.boldSystemFont(ofSize: 12).fontName == "genjyuu_bold(越南粗)")
        #expect(fonts.italicSystemFont(ofSize: 12).fontName == "genjyuu_medium(越南中)")
        let named = fonts.font(named: "Foo-SemiBold", size: 21.5)
        #expect(named.fontName == "genjyuu_bold(越南粗)")
        #expect(named.size == 21.5)
    }

    @Test(
        "source and style name rules differ where the manual (Resolving) says",
        arguments: [
            ("Avenir-Black", NameMatching.source, "Default-Light"),
            ("Avenir-Black", .style, "Default-Bold"),
            ("Avenir-Heavy", .source, "Default-Light"),
            ("Avenir-Heavy", .style, "Default-Bold"),
            ("Boldini-Regular", .source, "Default-Bold"),
            ("Boldini-Regular", .style, "Default-Light"),
            ("Foo-SemiBold", .source, "Default-Bold"),
            ("Foo-SemiBold", .style, "Default-Bold"),
        ])
    func nameModes(_ name: String, _ mode: NameMatching, _ font: String) throws {
        let fonts = try richResolver.bind(locale: "th")
        #expect(fonts.resolve(.named(name), options: ResolveOptions(nameMatching: mode)).fontName == font)
    }

    @Test("italic faces serve italic requests; without them italic is medium upright")
    func italicFaces() throws {
        let german = try richResolver.bind(locale: "de")
        #expect(german.resolve(.italicSystem).fontName == "DE-MediumItalic")
        #expect(german.resolve(.named("Foo-BoldItalic"), options: .init(nameMatching: .style)).fontName == "DE-BoldItalic")
        // The source rule ignores italic in names.
        #expect(german.resolve(.named("Foo-BoldItalic")).fontName == "DE-Bold")
        // Light italic: italic faces are medium and bold, so CSS fallback among italics gives medium.
        #expect(german.resolve(.named("Foo-LightItalic"), options: .init(nameMatching: .style)).fontName == "DE-MediumItalic")
        // Upright requests never get an italic face.
        #expect(german.resolve(.boldSystem).fontName == "DE-Bold")
        let vietnamese = try richResolver.bind(locale: "vi")
        #expect(vietnamese.resolve(.named("Foo-BoldItalic"), options: .init(nameMatching: .style)).fontName == "genjyuu_bold(越南粗)")
    }

    @Test(
        "numeric weights follow CSS Fonts 4",
        arguments: [
            // The default request asks for regular (400), not the thinnest face.
            (FontRequest.system, "FR-Regular"),
            (.named("Helvetica"), "FR-Regular"),
            (.systemWeighted(.regular), "FR-Regular"),
            // 500: nothing between 500 and 500, so lighter first: 400.
            (.systemWeighted(.medium), "FR-Regular"),
            (.systemWeighted(.semibold), "FR-SemiBold"),
            // 700: heavier first.
            (.systemWeighted(.bold), "FR-Black"),
            (.boldSystem, "FR-Black"),
            (.systemWeighted(.thin), "FR-Thin"),
            (.systemWeighted(.ultraLight), "FR-Thin"),
        ])
    func numericWeights(_ request: FontRequest, _ font: String) throws {
        let french = try richResolver.bind(locale: "fr")
        let resolution = french.resolve(request)
        #expect(resolution.fontName == font)
        #expect(resolution.usedSlot == nil)
        let order = WeightMatching.order(desired: resolution.requested.weight, available: french.entry.faces.map(\.weight))
        #expect(resolution.face?.weight == order.first)
    }

    @Test("exclude leaves icon and code fonts alone")
    func exclude() throws {
        let fonts = try richResolver.bind(locale: "vi")
        let icon = fonts.resolve(.named("FontAwesome5Free-Solid"))
        #expect(icon.face == nil)
        #expect(icon.fontName == "FontAwesome5Free-Solid")
        #expect(icon.unchanged == .excluded(NamePattern("FontAwesome*")))
        #expect(fonts.resolve(.named("Menlo-Regular")).face == nil)
        #expect(fonts.resolve(.named("Menlo-Bold")).fontName == "genjyuu_bold(越南粗)")
        // System requests are never excluded.
        #expect(fonts.resolve(.system).face != nil)
    }

    @Test("a caller can force an entry or opt out for one request")
    func overrides() throws {
        let fonts = try richResolver.bind(locale: "vi")
        let chinese = try #require(richConfig.entry(forEnv: "zh-CN"))
        #expect(chinese.env == "zh-Hans")
        let forced = fonts.resolve(.boldSystem, options: .init(override: .entry(chinese)))
        #expect(forced.fontName == "SC-Bold")
        #expect(forced.reason == .callerOverride)
        let optedOut = fonts.resolve(.named("Avenir-Book"), options: .init(override: .noRewrite))
        #expect(optedOut.face == nil)
        #expect(optedOut.fontName == "Avenir-Book")
        #expect(optedOut.unchanged == .optedOut)
        #expect(fonts.resolve(.system, options: .init(override: .noRewrite)).fontName == nil)
        // The binding is unchanged for the next request.
        #expect(fonts.resolve(.boldSystem).fontName == "genjyuu_bold(越南粗)")
    }

    @Test("mixed text resolves per script run through the config's scripts")
    func scriptRuns() throws {
        let fonts = try richResolver.bind(locale: "vi")
        let text = "Giá: 价格 100 đồng, مرحبا!"
        let runs = fonts.resolveRuns(in: text, request: .boldSystem)
        #expect(runs.map { String(text[$0.run.range]) } == ["Giá: ", "价格 100 ", "đồng, ", "مرحبا!"])
        let summary = runs.map { "\($0.run.script):\($0.resolution.fontName ?? "-")" }
        #expect(summary == ["Latn:genjyuu_bold(越南粗)", "Hani:SC-Bold", "Latn:genjyuu_bold(越南粗)", "Arab:NotoSansArabic-Bold"])
        #expect(runs[1].resolution.reason == .scriptOverride(UnicodeScript(rawValue: "Hani")))
        #expect(runs[1].resolution.direction == .leftToRight)
        #expect(runs[3].resolution.direction == .rightToLeft)
        #expect(runs.map { String(text[$0.run.range]) }.joined() == text)
    }

    @Test("a script the locale already writes stays with the locale's entry")
    func scriptRunsOwnScript() throws {
        // Kanji under Japanese stay Japanese; Han under zh-Hant stays Traditional.
        let japanese = try richResolver.bind(locale: "ja").resolveRuns(in: "漢字とかな", request: .system)
        #expect(japanese.allSatisfy { $0.resolution.fontName == "JP-Light" })
        let traditional = try richResolver.bind(locale: "zh-TW").resolveRuns(in: "價格", request: .system)
        #expect(traditional.map(\.resolution.fontName) == ["TC-Light"])
        // A caller's override beats the config's scripts.
        let forced = try richResolver.bind(locale: "vi").resolveRuns(
            in: "价格", request: .system, options: .init(override: .noRewrite))
        #expect(forced.map(\.resolution.fontName) == [nil])
    }

    @Test("script runs: neutral characters join their neighbours")
    func runSplitting() {
        let text = "(100) abc 你好, 123"
        let runs = UnicodeScript.runs(in: text)
        #expect(runs.map(\.script.rawValue) == ["Latn", "Hani"])
        #expect(runs.map { String(text[$0.range]) } == ["(100) abc ", "你好, 123"])
        #expect(UnicodeScript.runs(in: "123 !?").map(\.script) == [.common])
        #expect(UnicodeScript.runs(in: "").count == 1)
        #expect(UnicodeScript.runs(in: "é").map(\.script.rawValue) == ["Latn"])  // e + combining acute
    }

    @Test("the decoded script table holds every record of the generated text, in order")
    func scriptTableDecoding() {
        // A plain reading of the same text: split at `;`, then at `-`, the code last.
        let text = UnicodeScript.packedRanges.map { $0.description }.joined()
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var codes: [String] = []
        for record in text.split(separator: ";") {
            let parts = record.split(separator: "-")
            starts.append(UInt32(parts[0], radix: 16)!)
            ends.append(UInt32(parts[1].dropLast(4), radix: 16)!)
            codes.append(String(parts[1].suffix(4)))
        }
        let table = ScriptTable.shared
        #expect(starts.count > 900)  // 952 merged ranges in Unicode 15.0
        #expect(table.starts == starts)
        #expect(table.ends == ends)
        #expect(table.scripts.map(\.rawValue) == codes)
        #expect(table.codes == Set(codes).union(["Zyyy", "Zinh", "Zzzz"]))
    }

    @Test("scripts of code points come from Unicode's table")
    func scriptTable() {
        #expect(UnicodeScript.of("A") == UnicodeScript(rawValue: "Latn"))
        #expect(UnicodeScript.of("ắ") == UnicodeScript(rawValue: "Latn"))
        #expect(UnicodeScript.of("ب") == UnicodeScript(rawValue: "Arab"))
        #expect(UnicodeScript.of("٣") == UnicodeScript(rawValue: "Arab"))
        #expect(UnicodeScript.of("中") == UnicodeScript(rawValue: "Hani"))
        #expect(UnicodeScript.of("か") == UnicodeScript(rawValue: "Hira"))
        #expect(UnicodeScript.of("Ж") == UnicodeScript(rawValue: "Cyrl"))
        #expect(UnicodeScript.of("1") == .common)
        #expect(UnicodeScript.of("\u{301}") == .inherited)
        #expect(UnicodeScript.of("\u{E000}") == .unknown)
        #expect(UnicodeScript(code: "hani") == UnicodeScript(rawValue: "Hani"))
        #expect(UnicodeScript(code: "Xxxx") == nil)
    }

    @Test("the trace says which form was read, which entry matched and why, and which slot was used")
    func trace() throws {
        let resolution = try richResolver.bind(preferredLanguages: ["ko", "ar_EG.UTF-8"]).resolve(
            .systemWeighted(.medium))
        let trace = resolution.trace
        #expect(trace.contains { $0.contains("\"ar_EG.UTF-8\" read as posix: ar-EG (likely ar-Arab-EG)") })
        #expect(trace.contains { $0.contains("ko: no entry for ko-Kore") })
        #expect(trace.contains { $0.contains("-> entry ar (rich.json:") && $0.contains("language, script and region match") })
        #expect(trace.contains { $0.contains("asked for medium (UIFont weight medium, weight == medium") })
        #expect(trace.contains { $0 == "entry ar has no medium; fallback medium -> light -> bold gives light: NotoSansArabic-Light" })
    }

    @Test("a locale with no region is not said to match a region: ar-u-nu-latn on an ar entry")
    func noRegionWording() throws {
        let binding = try richResolver.bind(locale: "ar-u-nu-latn").binding
        #expect(binding.reason == .languageAndScript)
        #expect(!binding.steps.contains { $0.contains("region match") })
    }

    @Test("resolvers are Sendable and give the same answers from many tasks")
    func concurrent() async throws {
        let fonts = try richResolver.bind(locale: "ar")
        let names = ["A-Bold", "B-Medium", "C", "D-Black", "E-SemiBold"]
        let serial = names.map { fonts.resolve(.named($0)).fontName }
        let parallel = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<16 { group.addTask { names.map { fonts.resolve(.named($0)).fontName } } }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(parallel.count == 16)
        #expect(parallel.allSatisfy { $0 == serial })
    }
}

@Suite("The plain request path")
struct PlainRequestTests {
    @Test("fontName(for:) answers exactly what resolve(_:) answers, for every request, locale and option")
    func agreesWithResolve() throws {
        let requests: [FontRequest] =
            [.system, .boldSystem, .italicSystem]
            + SystemWeight.named.map { .systemWeighted($0.weight) } + [.systemWeighted(SystemWeight(value: 0.27))]
            + NameMatchingTests.cases.map { .named($0.name) }
            + [.named("FontAwesome5Free-Solid"), .named("MaterialIcons-Regular"), .named("Menlo-Regular")]
        let chinese = try #require(richConfig.entry(forEnv: "zh-Hans"))
        let options: [ResolveOptions] = [
            .init(), .init(nameMatching: .style), .init(override: .noRewrite), .init(override: .entry(chinese)),
            .init(nameMatching: .style, override: .entry(chinese)),
        ]
        var compared = 0
        for locale in ["vi", "ar", "he", "de", "fr", "ko", "zh-HK"] {
            let bound = try richResolver.bind(locale: locale)
            for request in requests {
                for option in options {
                    #expect(bound.fontName(for: request, options: option) == bound.resolve(request, options: option).fontName)
                    compared += 1
                }
            }
        }
        #expect(compared == 7 * requests.count * options.count)
    }
}
