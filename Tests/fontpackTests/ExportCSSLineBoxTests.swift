import Foundation
import Testing

/// `fontpack export css --match-line-box` judged by Debian's headless
/// Chromium: a `line-height: normal` line of Arabic in the pack's Arabic face
/// is as tall as a line of English in the default face, at 100 px; without
/// the flag it is not. The expected height is read with fontTools.
@Suite struct ExportCSSLineBoxTests {
    static let cases: [[String: String]] = [
        ["id": "en", "lang": "en", "text": "Hamburgefonstiv"],
        ["id": "ar", "lang": "ar", "text": "العربية"],
    ]

    /// Per case id, the height Chromium lays its line out in and the faces that draw it.
    static func measure(matchLineBox: Bool) throws -> [String: (height: Double, fonts: [String])] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLineRun.fontpack(
            arguments: ["export", "css", "--output", output.path] + (matchLineBox ? ["--match-line-box"] : []))
        try #require(run.status == 0, "\(run.standardError)")
        let casesFile = output.appendingPathComponent("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: casesFile)
        let browser = try ReportCommandTests.python(["Tests/Browser/line_box.py", output.path, casesFile.path])
        try #require(browser.status == 0, "\(browser.output)")
        let found = try #require(
            try JSONSerialization.jsonObject(with: Data(browser.output.utf8)) as? [String: [String: Any]], "\(browser.output)")
        return found.mapValues { ($0["height"] as? Double ?? -1, $0["fonts"] as? [String] ?? []) }
    }

    /// `hhea` ascender − descender + line gap over unitsPerEm, as fontTools reads the file.
    static func fontToolsLineBox(_ file: String) throws -> Double {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            f = TTFont(sys.argv[1]); h = f['hhea']
            print(repr((h.ascent - h.descent + h.lineGap) / f['head'].unitsPerEm))
            """
        let run = try ReportCommandTests.python(["-c", script, file])
        try #require(run.status == 0, "\(run.output)")
        return try #require(Double(run.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test("with --match-line-box, Arabic's line is English's height within 1 px at 100 px; without it, Arabic's own")
    func arabicMatchesDefault() throws {
        let latin = try Self.fontToolsLineBox("Fonts/NotoSans/NotoSans-Light.ttf")
        let arabic = try Self.fontToolsLineBox("Fonts/NotoSansArabic/NotoSansArabic-Light.ttf")

        let matched = try Self.measure(matchLineBox: true)
        let (en, ar) = (try #require(matched["en"]), try #require(matched["ar"]))
        // Drawn by the pack's faces, not a system fallback.
        #expect(en.fonts == ["NotoSans-Light"])
        #expect(ar.fonts == ["NotoSansArabic-Light"])
        #expect(abs(ar.height - en.height) <= 1, "ar \(ar.height) px, en \(en.height) px")
        #expect(abs(en.height - latin * 100) <= 1, "en \(en.height) px, fontTools \(latin * 100)")

        let plain = try Self.measure(matchLineBox: false)
        let arabicOwn = try #require(plain["ar"]).height
        #expect(abs(arabicOwn - arabic * 100) <= 1, "ar \(arabicOwn) px, fontTools \(arabic * 100)")
        #expect(arabicOwn - en.height > 50)
    }

    @Test("every @font-face carries the default's web line box at its slot, the default's own faces too")
    func descriptors() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-css-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CommandLineRun.fontpack("export", "css", "--output", output.path, "--match-line-box")
        try #require(run.status == 0)
        let css = try String(contentsOf: output.appendingPathComponent("fontpack.css"), encoding: .utf8)
        let rules = css.split(separator: "\n").filter { $0.hasPrefix("@font-face") }
        #expect(!rules.isEmpty)
        // Noto Sans: hhea 1069 / -293 on a 1000-unit em, the same in every table the web reads.
        let latin = "ascent-override: 106.9%; descent-override: 29.3%; line-gap-override: 0%; "
        #expect(rules.allSatisfy { $0.contains(latin) }, "\(css)")
        let plain = try CommandLineRun.fontpack("export", "css", "--output", output.path)
        try #require(plain.status == 0)
        #expect(!(try String(contentsOf: output.appendingPathComponent("fontpack.css"), encoding: .utf8)).contains("-override"))
    }

    /// The lowest ink of a cluster, in font units, as `hb-shape --show-extents` gives it: each glyph's y offset plus its extents' bottom.
    static func lowestInk(_ text: String, font: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["hb-shape", "--show-extents", font, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let glyphs = output.trimmingCharacters(in: CharacterSet(charactersIn: "[]\n")).split(separator: "|")
        return try glyphs.map { glyph -> Int in
            let offset = glyph.split(separator: "@").dropFirst().first.map { Int($0.split(separator: ",")[1].prefix { $0 == "-" || $0.isNumber }) ?? 0 } ?? 0
            let extents = try #require(glyph.split(separator: "<").last?.dropLast().split(separator: ",").compactMap { Int($0) })
            try #require(extents.count == 4)
            return offset + extents[1] + extents[3]
        }.min() ?? 0
    }

    @Test("check --match-line-box: the web's ink is measured against the export's box, as deep as hb-shape says; no line-height-mismatch on the web")
    func checkReadsTheOverride() throws {
        let plain = try CommandLineRun.fontpack("check", "--platform", "web", "--languages", "ar")
        #expect(plain.standardOutput.contains("[line-height-mismatch] ar light, medium: NotoSansArabic-Light lays a line out in 2.112 em on web"))
        #expect(!plain.standardOutput.contains("[clipped-ink]"))

        let matched = try CommandLineRun.fontpack("check", "--platform", "web", "--languages", "ar", "--match-line-box")
        #expect(!matched.standardOutput.contains("[line-height-mismatch]"))
        let line = try #require(
            matched.standardOutput.split(separator: "\n").first { $0.contains("[clipped-ink] ar light: NotoSansArabic-Light:") })
        #expect(line.contains("below the web line box (descent-override -293) in "))
        // "falls up to 115 units (...) ... in ج ح ...": the depth, and the clusters named.
        let depth = try #require(Int(line.split(separator: "falls up to ")[1].prefix { $0.isNumber }))
        let clusters = line.split(separator: " in ").last!.split(separator: " ").map(String.init)
        #expect(!clusters.isEmpty)
        let font = "Fonts/NotoSansArabic/NotoSansArabic-Light.ttf"
        let lowest = try clusters.map { try Self.lowestInk($0, font: font) }
        // Every cluster named falls past Noto Sans's 293-unit descent, the deepest by the depth given.
        #expect(lowest.allSatisfy { $0 < -293 }, "\(zip(clusters, lowest).map { "\($0) \($1)" })")
        #expect(-(lowest.min() ?? 0) - 293 == depth)
    }
}
