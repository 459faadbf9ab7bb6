import FontPackage
@testable import FontPackageCheck
@testable import FontPackageInspection
import Foundation
import Testing

/// `clipped-ink` on fonts whose vertical metrics were edited on purpose
/// (Tests/Fixtures/Fonts/Clip, made by Scripts/fixtures/make-clip-fixtures.py):
/// the line box rules against FreeType and fontTools, the measured ink
/// against `hb-shape --show-extents`, a separate program.
@Suite("Clipped ink")
struct ClippedInkTests {
    static let clip = Support.packageRoot + "/Tests/Fixtures/Fonts/Clip/"
    static let shaping = Support.packageRoot + "/Tests/Fixtures/Fonts/Shaping/"
    static let fixtures = [
        clip + "Vietnamese.ttf", clip + "VietnameseLowAscender.ttf", clip + "VietnameseLowHhea.ttf",
        clip + "DevanagariHighDescender.ttf", shaping + "Devanagari.ttf",
    ]

    // MARK: Line boxes

    @Test("the metrics read with FreeType are those fontTools reads", arguments: fixtures + Support.packFonts.filter { $0.hasSuffix(".ttf") && !$0.hasSuffix("Corrupt.ttf") })
    func metricsAgreeWithFontTools(path: String) throws {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1]); h, o, d = f['hhea'], f['OS/2'], f['head']
            print(d.unitsPerEm, h.ascent, h.descent, o.sTypoAscender, o.sTypoDescender, o.usWinAscent, o.usWinDescent, int(bool(o.fsSelection & 128)), d.yMax, d.yMin)
            """
        let (status, output) = try Support.run("python3", ["-c", script, path])
        try #require(status == 0)
        let values = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let metrics = try #require(try FreeTypeLibrary().openFace(path: path, index: 0).verticalMetrics)
        #expect(
            values == [
                metrics.unitsPerEm, metrics.hheaAscender, metrics.hheaDescender, metrics.typoAscender ?? 0,
                metrics.typoDescender ?? 0, metrics.winAscent ?? 0, metrics.winDescent ?? 0, metrics.useTypoMetrics ? 1 : 0,
                metrics.headYMax, metrics.headYMin,
            ])
    }

    @Test("the FreeType rule gives FreeType's own FT_Face ascender and descender", arguments: fixtures + Support.packFonts.filter { !$0.hasSuffix("Corrupt.ttf") })
    func freeTypeRule(path: String) throws {
        guard let metrics = try FreeTypeLibrary().openFace(path: path, index: 0).verticalMetrics else { return }
        let box = LineBox.freeType(metrics)
        let own = try freeTypeAscenderDescender(path: path, index: 0)
        #expect(box.ascent == own.ascender)
        #expect(-box.descent == own.descender)
    }

    @Test("the rule's fallbacks: typo with USE_TYPO_METRICS, typo then win when hhea is zero; the web takes the strictest")
    func ruleFallbacks() {
        var metrics = VerticalMetrics(
            unitsPerEm: 1000, hheaAscender: 900, hheaDescender: -200, typoAscender: 800, typoDescender: -250, winAscent: 1100,
            winDescent: 150)
        #expect(LineBox.freeType(metrics).ascent == 900)
        #expect(LineBox.of(metrics, on: .web).ascent == 900)
        // DirectWrite's win descent is the smallest: the web box takes it.
        #expect(LineBox.of(metrics, on: .web).descent == 150)
        #expect(LineBox.of(metrics, on: .web).descentSource == "OS/2 usWinDescent")
        metrics.useTypoMetrics = true
        #expect(LineBox.of(metrics, on: .android) == LineBox(ascent: 800, descent: 250, ascentSource: "OS/2 sTypoAscender", descentSource: "OS/2 sTypoDescender"))
        #expect(LineBox.of(metrics, on: .ios).ascent == 900)
        metrics.useTypoMetrics = false
        metrics.hheaAscender = 0
        metrics.hheaDescender = 0
        #expect(LineBox.of(metrics, on: .linux).ascent == 800)
        metrics.typoAscender = 0
        metrics.typoDescender = 0
        #expect(LineBox.of(metrics, on: .linux) == LineBox(ascent: 1100, descent: 150, ascentSource: "OS/2 usWinAscent", descentSource: "OS/2 usWinDescent"))
    }

    // MARK: Ink against hb-shape

    /// The ink's top and bottom of `text` shaped alone, from `hb-shape --show-extents`: y offset plus y bearing, plus height.
    static func hbInk(_ path: String, _ text: [UInt32], language: String) throws -> (top: Int, bottom: Int)? {
        let string = String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init)))
        let (status, output) = try Support.run(
            "hb-shape", ["--show-extents", "--output-format=json", "--no-glyph-names", "--cluster-level=1", "--language=" + language, path, string])
        try #require(status == 0)
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Int]])
        let inked = glyphs.filter { $0["w"] != 0 || $0["h"] != 0 }
        guard !inked.isEmpty else { return nil }
        return (inked.map { $0["dy"]! + $0["yb"]! }.max()!, inked.map { $0["dy"]! + $0["yb"]! + $0["h"]! }.min()!)
    }

    static func sample(_ path: String, _ language: String) throws -> [[UInt32]] {
        let face = try FontInspector().inspect(file: path)[0]
        let locale = try ParsedLocale(language)
        return InkCheck.sample(LanguageRequirements(for: locale, level: .fontconfig), locale: locale, face: face)
    }

    @Test(
        "every cluster of the vi and hi samples: top and bottom are hb-shape's extents plus offsets",
        arguments: [(clip + "VietnameseLowAscender.ttf", "vi"), (clip + "DevanagariHighDescender.ttf", "hi")])
    func inkMatchesHBShape(path: String, language: String) throws {
        let measurer = try InkMeasurer(path: path, index: 0)
        let items = try Self.sample(path, language)
        #expect(items.count > 60)
        var stacked = 0
        for item in items {
            let measured = measurer.clusters(of: item, language: language)
            let oracle = try Self.hbInk(path, item, language: language)
            #expect(measured.count <= 1, "\(item)")
            #expect(measured.first.map { [$0.top, $0.bottom] } == oracle.map { [$0.top, $0.bottom] }, "\(measured) \(item)")
            if item.count > 1 { stacked += 1 }
        }
        if language == "hi" { #expect(stacked > 20) }
        // The batched measure (one run for the single characters) gives what each item shaped alone gives.
        let batched = measurer.measure(items: items, language: language)
        let alone = items.flatMap { measurer.clusters(of: $0, language: language) }
        #expect(batched == alone)
        // The index read the same metrics.
        let face = try FontInspector().inspect(file: path)[0]
        #expect(face.verticalMetrics == (try FreeTypeLibrary().openFace(path: path, index: 0).verticalMetrics))
    }

    // MARK: The pack check

    static func check(_ entries: [(env: String, font: String)], fonts: String = clip, platforms: [Platform], strings: [String: String] = [:]) throws -> PackReport {
        let folder = try Support.temporaryFolder()
        let list = entries.map { #"{"env": "\#($0.env)", "data": [{"font": 0, "name": "\#($0.font)"}]}"# }
        try #"{"list": [\#(list.joined(separator: ",\n"))]}"#.write(toFile: folder + "/appfont.json", atomically: true, encoding: .utf8)
        var options = PackCheckOptions(fontsFolder: fonts)
        options.platforms = platforms
        if !strings.isEmpty {
            for (language, text) in strings {
                try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true)
                try text.write(toFile: folder + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
            }
            options.strings = StringsCheckOptions(paths: strings.keys.map { folder + "/\($0).lproj" })
        }
        return try PackChecker.check(config: try FontPackConfig.load(path: folder + "/appfont.json"), options: options)
    }

    /// The sample's clusters whose hb-shape ink passes `ascent` or `descent`.
    static func oracleClipped(_ path: String, _ language: String, ascent: Int, descent: Int) throws -> Set<String> {
        var clipped = Set<String>()
        for item in try sample(path, language) {
            guard let ink = try hbInk(path, item, language: language), ink.top > ascent || -ink.bottom > descent else { continue }
            clipped.insert(String(String.UnicodeScalarView(item.compactMap(Unicode.Scalar.init))))
        }
        return clipped
    }

    @Test("ascender lowered to 1000: clipped-ink on every platform names the capitals with two marks hb-shape puts above 1000")
    func lowAscender() throws {
        let report = try Self.check([("vi", "FixtureClipLowAscender-Regular")], platforms: Platform.allCases)
        // One finding per platform for each slot (the entry's one face serves all three).
        let findings = report.findings.filter { $0.code == "clipped-ink" && $0.slot == "light" }
        #expect(findings.compactMap(\.platform) == Platform.allCases)
        #expect(report.findings.filter { $0.code == "clipped-ink" }.count == 3 * Platform.allCases.count)
        let expected = try Self.oracleClipped(Self.clip + "VietnameseLowAscender.ttf", "vi", ascent: 1000, descent: 293)
        #expect(expected.isSuperset(of: ["Ẫ", "Ỗ", "Ẩ", "Ổ", "Ễ", "Ắ", "Ằ"]))
        for finding in findings {
            #expect(Set(finding.characters ?? []) == expected)
            #expect(finding.severity == .warning)
            #expect(finding.message.contains("rises up to 50 units (5.0% of the em) above the \(finding.platform!) line box"))
            #expect(finding.location?.line == 1)
        }
        #expect(report.rows.first?.clippedInk?.count == Platform.allCases.count)
    }

    @Test("the unchanged face and the unchanged Devanagari face get no clipped-ink on any platform")
    func unchanged() throws {
        let latin = try Self.check([("vi", "FixtureClipVietnamese-Regular")], platforms: Platform.allCases)
        #expect(!latin.findings.contains { $0.code == "clipped-ink" })
        #expect(latin.rows.allSatisfy { $0.clippedInk == [] })
        let devanagari = try Self.check(
            [("hi", "FixtureShapingDevanagari-Regular")], fonts: Self.shaping, platforms: Platform.allCases)
        #expect(!devanagari.findings.contains { $0.code == "clipped-ink" })
        #expect(devanagari.rows.allSatisfy { $0.clippedInk == [] })
    }

    @Test("hhea lowered, typo kept with USE_TYPO_METRICS: iOS and the web clip, Android and Linux (FreeType, Skia) do not")
    func hheaOnly() throws {
        let report = try Self.check([("vi", "FixtureClipLowHhea-Regular")], platforms: Platform.allCases)
        #expect(report.findings.filter { $0.code == "clipped-ink" && $0.slot == "light" }.compactMap(\.platform) == [.ios, .web])
    }

    @Test("descender raised to -250: the Devanagari clusters hb-shape puts below -250, on every platform")
    func highDescender() throws {
        let report = try Self.check([("hi", "FixtureClipHighDescender-Regular")], platforms: [.ios, .android])
        let findings = report.findings.filter { $0.code == "clipped-ink" && $0.slot == "light" }
        #expect(findings.count == 2)
        let expected = try Self.oracleClipped(Self.clip + "DevanagariHighDescender.ttf", "hi", ascent: 896, descent: 250)
        #expect(expected.count > 10)
        #expect(expected.contains("कु"))
        for finding in findings {
            #expect(Set(finding.characters ?? []) == expected)
            #expect(finding.message.contains("below the \(finding.platform!) line box (hhea.descender -250)"))
        }
    }

    @Test("a translated string: its key, file and line, and the clusters that pass the box")
    func strings() throws {
        let report = try Self.check(
            [("vi", "FixtureClipLowAscender-Regular")], platforms: [.ios],
            strings: ["vi": "\"title\" = \"Chỗ ngồi\";\n\"cta\" = \"ĐẶT CHỖ NGAY\";\n"])
        let strings = report.findings.filter { $0.code == "clipped-ink" && $0.key != nil }
        #expect(strings.map(\.key) == ["cta"])
        #expect(strings.first?.location?.line == 2)
        #expect(strings.first?.characters == ["Ỗ"])
        #expect(strings.first?.message.contains("\"cta\"") == true)
    }

    @Test("without shaping, nothing is measured")
    func shapingOff() throws {
        let folder = try Support.temporaryFolder()
        try #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipLowAscender-Regular"}]}]}"#
            .write(toFile: folder + "/appfont.json", atomically: true, encoding: .utf8)
        var options = PackCheckOptions(fontsFolder: Self.clip)
        options.shaping = false
        let report = try PackChecker.check(config: try FontPackConfig.load(path: folder + "/appfont.json"), options: options)
        #expect(report.rows.allSatisfy { $0.clippedInk == nil })
        #expect(!report.findings.contains { $0.code == "clipped-ink" })
    }
}
