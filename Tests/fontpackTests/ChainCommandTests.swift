import Foundation
import Testing

/// `resolve --text` and `check --format json` on the chain test pack
/// (Tests/Fixtures/ChainPack), with fontconfig's character maps as the oracle.
@Suite("fontpack with fallback chains")
struct ChainCommandTests {
    static let config = "Tests/Fixtures/ChainPack/appfont.json"

    /// `fc-query --format '%{charset}'` of face 0 of a file of the pack.
    static func charset(_ file: String) throws -> Set<UInt32> {
        let (status, output) = try runTool("fc-query", ["-i", "0", "--format", "%{charset}", file])
        #expect(status == 0)
        var result = Set<UInt32>()
        for range in output.split(whereSeparator: \.isWhitespace) {
            let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first else { continue }
            result.formUnion(low...(bounds.last ?? low))
        }
        return result
    }

    @Test(
        "resolve --text: each character goes to the first face of the chain whose fc-query charset has it",
        arguments: [
            ("en", "medium", "Total: שלום 42 مرحبا", ["Fonts/NotoSans/NotoSans-Medium.ttf", "Fonts/NotoSansArabic/NotoSansArabic-Light.ttf", "Fonts/NotoSansHebrew/NotoSansHebrew-Regular.ttf"]),
            ("en", "bold", "«مرحبا» = שלום!", ["Fonts/NotoSans/NotoSans-Bold.ttf", "Fonts/NotoSansArabic/NotoSansArabic-Bold.ttf", "Fonts/NotoSansHebrew/NotoSansHebrew-Bold.woff2"]),
            ("he", "regular", "מחיר: 42 ₪", ["Fonts/NotoSansHebrew/NotoSansHebrew-Regular.ttf", "Fonts/NotoSans/NotoSans-Light.ttf"]),
        ])
    func drawnRuns(locale: String, weight: String, text: String, chain: [String]) throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", Self.config, "--locale", locale, "--system", "--weight", weight, "--fonts", "Fonts",
            "--text", text, "--format", "json")
        #expect(run.status == 0, "\(run.standardError)")
        let drawn = try #require(run.json()["drawn"] as? [[String: Any]])
        let charsets = try chain.map { try Self.charset($0) }
        // The oracle: per character, the first chain face whose charset has it; equal neighbours make a run.
        var expected: [(text: String, file: String?)] = []
        for character in text {
            let position = charsets.firstIndex { charset in character.unicodeScalars.allSatisfy { charset.contains($0.value) } }
            let file = position.map { chain[$0] }
            if let last = expected.last, last.file == file {
                expected[expected.count - 1].text.append(character)
            } else {
                expected.append((String(character), file))
            }
        }
        #expect(drawn.map { $0["text"] as? String } == expected.map(\.text))
        #expect(drawn.map { $0["file"] as? String } == expected.map(\.file))
        #expect(drawn.allSatisfy { ($0["position"] as? Int).map { $0 < chain.count } ?? false })
    }

    @Test("resolve names the chain's links; without --fonts no drawn runs")
    func linksWithoutFonts() throws {
        let run = try CommandLineRun.fontpack(
            "resolve", "--config", Self.config, "--locale", "en", "--bold", "--text", "שלום", "--format", "json")
        let json = try run.json()
        #expect(json["drawn"] == nil)
        let links = try #require(json["fallback"] as? [[String: Any]])
        #expect(links.map { $0["link"] as? String } == ["ar", "Noto Sans Hebrew"])
        #expect(links.map { $0["font"] as? String } == ["NotoSansArabic-Bold", nil])
        let plain = try CommandLineRun.fontpack("resolve", "--locale", "en", "--bold", "--format", "json").json()
        #expect(plain["fallback"] == nil)
    }

    @Test("check --format json: each row's links, the face each gives and how many characters it draws")
    func checkJSON() throws {
        let run = try CommandLineRun.fontpack(
            "check", "--config", Self.config, "--languages", "he,en", "--format", "json", "--shaping", "off")
        #expect(run.status == 0, "\(run.standardError)")
        let table = try #require(run.json()["table"] as? [[String: Any]])
        let hebrewMedium = try #require(table.first { $0["language"] as? String == "he" && $0["slot"] as? String == "medium" })
        let links = try #require(hebrewMedium["fallback"] as? [[String: Any]])
        #expect(links.count == 1)
        #expect(links[0]["link"] as? String == "default")
        #expect(links[0]["env"] as? String == "default")
        #expect(links[0]["postscriptName"] as? String == "NotoSans-Medium")
        #expect(links[0]["usedSlot"] as? String == "medium")
        #expect(links[0]["draws"] as? Int == 10)
        let englishMedium = try #require(table.first { $0["language"] as? String == "en" && $0["slot"] as? String == "medium" })
        let english = try #require(englishMedium["fallback"] as? [[String: Any]])
        #expect(english.map { $0["usedSlot"] as? String } == ["light", "light"])
        #expect(english.map { $0["draws"] as? Int } == [0, 0])
        let example = try CommandLineRun.fontpack("check", "--format", "json", "--shaping", "off")
        let exampleTable = try #require(example.json()["table"] as? [[String: Any]])
        #expect(exampleTable.allSatisfy { $0["fallback"] == nil })
    }

    @Test("report: a chain under each cell, its link faces copied beside the page")
    func report() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-chain-\(UUID().uuidString)").path
        let run = try CommandLineRun.fontpack(
            "report", "--config", Self.config, "--languages", "he", "--shaping", "off", "--output", folder)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "<div class=\"chain\">").count - 1 == 3)
        #expect(page.contains("data-link=\"default\" data-font=\"NotoSans-Bold\" data-draws=\"10\""))
        let fonts = try FileManager.default.contentsOfDirectory(atPath: folder + "/fonts")
        #expect(fonts.contains { $0.contains("NotoSans-Bold.") })
    }

    /// Chromium's own answer (DevTools' CSS.getPlatformFontsForNode) for what
    /// draws a cell's specimen: the characters the first face lacks come from
    /// the chain's link, in the weight the link gives the slot.
    @Test("report in Chromium: a specimen's characters the first face lacks are drawn by the chain's link")
    func reportInBrowser() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-chain-\(UUID().uuidString)").path
        let run = try CommandLineRun.fontpack(
            "report", "--config", Self.config, "--languages", "he,fa", "--shaping", "off", "--output", folder)
        #expect(run.status == 0, "\(run.standardError)")
        func fonts(_ selector: String) throws -> [String: Int] {
            let script = CommandLineRun.packageRoot.appendingPathComponent("Tests/Browser/platform_fonts.py").path
            let (status, output) = try runTool("python3", [script, folder + "/index.html", selector])
            #expect(status == 0, "\(output)")
            var counts: [String: Int] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: "\t")
                if parts.count == 2 { counts[String(parts[0])] = Int(parts[1]) }
            }
            return counts
        }
        // Noto Sans Hebrew has no digits: the default link's bold face draws all ten.
        let digits = try fonts(#".cell[data-language="he"][data-slot="bold"] .specimen-group[data-requirement="digits"] p"#)
        #expect(digits["NotoSans-Bold"] == 10, "\(digits)")
        let letters = try fonts(#".cell[data-language="he"][data-slot="bold"] .specimen-group[data-requirement="fontconfig"] p"#)
        #expect(letters["NotoSans-Bold"] == nil && (letters["NotoSansHebrew-Bold"] ?? 0) >= 27, "\(letters)")
        // Persian on the Latin default: the ar link draws the letters, light for a medium slot (fallback-weight).
        let persian = try fonts(#".cell[data-language="fa"][data-slot="medium"] .specimen-group[data-requirement="fontconfig"] p"#)
        #expect((persian["NotoSansArabic-Light"] ?? 0) >= 40, "\(persian)")
        #expect(persian["NotoSansArabic-Bold"] == nil)
    }
}
