import FontPackage
import Foundation
import Testing

@Suite("Fallback chains in the config and the resolver")
struct FallbackChainTests {
    static let chainPackPath = String(String(#filePath).split(separator: "/Tests/")[0]) + "/Tests/Fixtures/ChainPack/appfont.json"

    func errors(_ text: String) -> [Diagnostic] {
        do {
            _ = try loadConfig(text, file: "chain.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("the combining rule: an entry's own links, then the top-level ones, without itself or a repeat")
    func combiningRule() throws {
        let config = try FontPackConfig.load(path: Self.chainPackPath)
        #expect(config.warnings.isEmpty)
        func chain(_ env: String) -> [String] { config.fallback(of: config.entry(forEnv: env)!).map(\.name) }
        // default's own list; the top-level "default" names default itself and is skipped.
        #expect(chain("default") == ["ar", "Noto Sans Hebrew"])
        // he names default itself; the top-level "default" repeats it.
        #expect(chain("he") == ["default"])
        // ar has no list of its own: the top-level one.
        #expect(chain("ar") == ["default"])
        let links = config.fallback(of: config.entry(forEnv: "default")!)
        #expect(links[0].entry?.env == "ar")
        #expect(links[1].entry == nil)
        #expect(links.map(\.description) == ["ar (entry)", "Noto Sans Hebrew"])
    }

    @Test("a config without fallback has no chain, and its answers no fallback steps")
    func noChain() throws {
        let bound = try FontResolver(config: richConfig).bind(locale: "vi")
        #expect(richConfig.entries.allSatisfy { richConfig.fallback(of: $0).isEmpty })
        let answer = bound.boldSystemFont(ofSize: 17)
        #expect(answer.fallback.isEmpty)
        #expect(!answer.trace.contains { $0.hasPrefix("characters ") })
    }

    @Test("env links and font links are told apart by shape", arguments: [
        ("ar", true), ("default", true), ("DEFAULT", true), ("zh-Hant", true), ("pt_BR", true), ("sr-Latn", true),
        ("NotoSansArabic-Light", false), ("Noto Sans Hebrew", false), ("Inter", false), ("Noto", false),
        ("genjyuu_light(越南细)", false), ("GothamRndSSm-Bold", false),
    ])
    func envShape(text: String, isEnv: Bool) {
        #expect(FallbackLink.looksLikeEnv(text) == isEnv)
    }

    @Test("every malformed chain is reported in one pass, with its path and line:column")
    func errorsInOnePass() {
        let found = errors(
            """
            { "list": [
                { "env": "ar", "data": [ { "font": 0, "name": "A" } ],
                  "fallback": ["ar", "he", 3, "B", "B", " "] },
                { "env": "default", "data": [ { "font": 0, "name": "C" } ], "fallback": [] } ],
              "fallback": "default" }
            """)
        let summary = found.map { "\($0.location!.line):\($0.location!.column) \($0.severity) \($0.code.rawValue) \($0.path ?? "")" }
        #expect(
            summary == [
                "3:20 error fallback-cycle list[0].fallback[0]",
                "3:26 error unknown-env list[0].fallback[1]",
                "3:32 error wrong-type list[0].fallback[2]",
                "3:40 warning fallback-duplicate list[0].fallback[4]",
                "3:45 error empty-value list[0].fallback[5]",
                "4:77 error empty-value list[1].fallback",
                "5:15 error wrong-type fallback",
            ])
        #expect(found.allSatisfy { $0.location?.file == "chain.json" })
    }

    @Test("a top-level link to an unknown env is an error where it is written; one naming an entry is skipped for it")
    func topLevelLinks() throws {
        let found = errors(
            """
            { "list": [ { "env": "default", "data": [ { "font": 0, "name": "C" } ] } ],
              "fallback": ["defualt", "vi"] }
            """)
        #expect(found.map(\.code.rawValue) == ["unknown-env"])
        #expect(found.first?.path == "fallback[1]")
        let config = try loadConfig(
            """
            { "list": [ { "env": "default", "data": [ { "font": 0, "name": "C" } ] } ], "fallback": ["default", "Arial"] }
            """)
        #expect(config.fallback(of: config.entries[0]).map(\.name) == ["Arial"])
    }

    /// The weight rule of a font link, by the table of domain.md section 3.
    @Test("a font link's face: the slot of its weight class, the slot's fallback order, italic preferred", arguments: [
        (WeightSlot.medium, false, [(400, false), (700, false)], 0),
        (WeightSlot.bold, false, [(400, false), (700, false)], 1),
        (WeightSlot.light, false, [(400, false), (700, false)], 0),
        (WeightSlot.light, false, [(700, false)], 0),
        (WeightSlot.bold, false, [(300, false), (500, false)], 1),
        (WeightSlot.medium, false, [(300, false), (700, false)], 0),
        (WeightSlot.light, false, [(200, false), (300, false), (400, false)], 1),
        (WeightSlot.medium, true, [(500, false), (500, true)], 1),
        (WeightSlot.medium, false, [(500, true), (500, false)], 1),
        (WeightSlot.bold, false, [(700, true)], 0),
    ])
    func fontLinkWeight(slot: WeightSlot, italic: Bool, faces: [(Int, Bool)], expected: Int) {
        #expect(FallbackLink.choose(slot: slot, italic: italic, faces: faces.map { (weight: $0.0, italic: $0.1) }) == expected)
    }

    @Test("no face, no choice")
    func emptyFamily() {
        #expect(FallbackLink.choose(slot: .bold, italic: false, faces: []) == nil)
    }

    @Test("a resolution carries its chain: an entry link gives that entry's face by its own weight fallback")
    func resolutionChain() throws {
        let config = try FontPackConfig.load(path: Self.chainPackPath)
        let english = try FontResolver(config: config).bind(locale: "en")
        let medium = english.systemFont(ofSize: 17, weight: .medium)
        #expect(medium.fontName == "NotoSans-Medium")
        // ar has no medium: its medium request falls to light.
        #expect(medium.fallback.map { $0.face?.name ?? "-" } == ["NotoSansArabic-Light", "-"])
        #expect(medium.fallback.map(\.link.name) == ["ar", "Noto Sans Hebrew"])
        #expect(medium.trace.last == "characters NotoSans-Medium lacks: ar (light: NotoSansArabic-Light), then Noto Sans Hebrew (font)")
        let bold = english.boldSystemFont(ofSize: 17)
        #expect(bold.fallback.first?.face?.name == "NotoSansArabic-Bold")
        // Hebrew, medium: the own entry has no medium (light), the default link has one.
        let hebrew = try FontResolver(config: config).bind(locale: "he-IL").systemFont(ofSize: 17, weight: .medium)
        #expect(hebrew.fontName == "NotoSansHebrew-Regular")
        #expect(hebrew.fallback.map { $0.face?.name } == ["NotoSans-Medium"])
        // A request left unchanged has no chain.
        let excluded = try FontResolver(config: config).bind(locale: "en").resolve(.named("X"), options: .init(override: .noRewrite))
        #expect(excluded.fallback.isEmpty)
    }
}

@Suite("Fallback chains: the public API as the manual (Config) shows it")
struct FallbackChainAPITests {
    @Test("fallbackLinks and fallbackFontNames")
    func readmeExample() throws {
        let chained = try FontPackConfig.load(path: FallbackChainTests.chainPackPath)
        #expect(chained.fallbackLinks(of: chained.entry(forEnv: "he")!) == ["default"])
        #expect(chained.fallbackLinks(of: chained.entry(forEnv: "default")!) == ["ar", "Noto Sans Hebrew"])
        let english = try FontResolver(config: chained).bind(locale: "en")
        #expect(english.systemFont(ofSize: 17, weight: .medium).fallbackFontNames == ["NotoSansArabic-Light", "Noto Sans Hebrew"])
        #expect(english.boldSystemFont(ofSize: 17).fallbackFontNames == ["NotoSansArabic-Bold", "Noto Sans Hebrew"])
        #expect(english.resolve(.named("X"), options: .init(override: .noRewrite)).fallbackFontNames.isEmpty)
    }
}
