import Foundation
import Testing

/// The Wikipedia app's Arabic, Saraiki and Marathi strings
/// (`Tests/Fixtures/WikipediaShapingExcerpt`, Apache-2.0) shaped with Noto
/// faces: a cause of many strings' shaping findings names the clusters that
/// break, in text, JSON and the report, and they are the clusters `hb-shape`
/// marks (`Tests/Strings/hb_shape_clusters.py`) in the strings as Debian's
/// `aapt` reads them (`Tests/Strings/aapt_strings.py`).
@Suite("shaping causes name their clusters, as hb-shape marks them")
struct ShapingCauseTests {
    static let excerpt = "Tests/Fixtures/WikipediaShapingExcerpt"

    /// The packs: `ar` and `skr` in Noto Sans Arabic (the example pack), `mr` in the Devanagari fixture.
    static let packs: [[String]] = [
        ["--config", excerpt + "/appfont.json", "--fonts", "Fonts", "--strings", excerpt],
        [
            "--config", excerpt + "/appfont-marathi.json", "--fonts", "Tests/Fixtures/Fonts/Shaping", "--strings", excerpt,
            "--languages", "mr",
        ],
    ]

    /// The oracle's name of each code's failure.
    static let kinds = ["shaping-notdef": "notdef", "shaping-dotted-circle": "dotted-circle", "shaping-joining": "joining"]

    /// `aapt`'s strings of the excerpt: configuration (`skr`) -> key -> text.
    static func texts() throws -> [String: [String: String]] {
        let run = try runTool("python3", ["Tests/Strings/aapt_strings.py", excerpt + "/res"])
        try #require(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [String: String]])
    }

    /// What `hb-shape` breaks in `texts` drawn with `font`, by kind: each cluster's code points.
    static func oracle(font: String, language: String, texts: [String]) throws -> [String: Set<[UInt32]>] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("shaping-texts-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try JSONSerialization.data(withJSONObject: texts).write(to: file)
        let run = try runTool("python3", ["Tests/Strings/hb_shape_clusters.py", font, language, file.path])
        try #require(run.status == 0)
        let found = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: [[Int]]])
        return found.mapValues { Set($0.map { $0.map(UInt32.init) }) }
    }

    /// A header's count (`2 distinct clusters`) and the clusters it names, each by its code points (`(U+0905 U+0945)`).
    static func named(_ cause: String) -> (count: Int?, clusters: Set<[UInt32]>) {
        let count = cause.firstMatch(of: /(\d+) distinct clusters?/).flatMap { Int($0.1) }
        var clusters = Set<[UInt32]>()
        for match in cause.matches(of: /\(((?:U\+[0-9A-F]{4,6} ?)+)\)/) {
            clusters.insert(match.1.split(separator: " ").compactMap { UInt32($0.dropFirst(2), radix: 16) })
        }
        return (count, clusters)
    }

    /// The text of the report's findings items about causes (`li.finding.cause`, `li.finding.cause-ref`), by Python's HTML parser.
    static func causeItems(_ page: String) throws -> [String] {
        let script = """
            import html.parser, json, sys
            class Items(html.parser.HTMLParser):
                def __init__(self):
                    super().__init__(); self.items = []; self.depth = 0
                def handle_starttag(self, tag, attributes):
                    classes = (dict(attributes).get("class") or "").split()
                    if tag == "li" and "finding" in classes and ("cause" in classes or "cause-ref" in classes):
                        self.items.append(""); self.depth = 1
                    elif self.depth and tag == "li":
                        self.depth += 1
                def handle_endtag(self, tag):
                    if self.depth and tag == "li":
                        self.depth -= 1
                def handle_data(self, data):
                    if self.depth:
                        self.items[-1] += data
            parser = Items(); parser.feed(open(sys.argv[1], encoding="utf-8").read())
            print(json.dumps(parser.items))
            """
        let run = try runTool("python3", ["-c", script, page])
        try #require(run.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String])
    }

    @Test("every shaping cause names at least one cluster, and they are those hb-shape marks", arguments: packs)
    func causesNameTheirClusters(pack: [String]) throws {
        let texts = try Self.texts()
        let check = try CommandLineRun.fontpack(arguments: ["check", "--format", "json"] + pack)
        #expect(check.status == 1)
        let findings = try #require(try check.json()["findings"] as? [[String: Any]])
        // The shaping causes of the strings, with their findings.
        var causes: [String: (cause: String, findings: [[String: Any]])] = [:]
        for finding in findings where finding["key"] != nil && (finding["code"] as? String)?.hasPrefix("shaping-") == true {
            let group = try #require(finding["group"] as? [String: Any], "\(finding)")
            let id = try #require(group["id"] as? String), cause = try #require(group["cause"] as? String)
            causes[id, default: (cause, [])].findings.append(finding)
        }
        #expect(!causes.isEmpty)
        var kindsSeen = Set<String>()
        for (cause, members) in causes.values {
            let code = try #require(members[0]["code"] as? String)
            let kind = try #require(Self.kinds[code], "\(code): no oracle for it")
            kindsSeen.insert(kind)
            let language = try #require(members[0]["language"] as? String)
            let font = try #require(members[0]["font"] as? String)
            #expect(members.allSatisfy { $0["font"] as? String == font && $0["language"] as? String == language })
            let strings = try members.map { member in
                try #require(texts[language]?[member["key"] as? String ?? ""], "\(language) \(member["key"] ?? "")")
            }
            let marked = try #require(try Self.oracle(font: font, language: language, texts: strings)[kind])
            let (count, clusters) = Self.named(cause)
            #expect(count == marked.count, "\(cause)")
            #expect(clusters == marked, "\(cause): hb-shape marks \(marked)")
            #expect((count ?? 0) >= 1, "\(cause)")
        }
        // The packs break what the app's strings show: a mark that starts a string and a letter that
        // does not join (Arabic script), a vowel sign on an independent vowel (Marathi).
        #expect(kindsSeen == (pack.contains("mr") ? ["dotted-circle"] : ["dotted-circle", "joining"]))

        // The text prints each cause's header as JSON words it, never without a cluster.
        let text = try CommandLineRun.fontpack(arguments: ["check"] + pack).standardOutput
        #expect(!text.contains("0 distinct clusters"))
        for (cause, members) in causes.values where members.count > 1 {
            #expect(text.contains("[\(members[0]["code"] as? String ?? "")] \(cause)\n"), "\(cause)")
        }

        // The report lists each cause once, and names it again under each string it draws.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-shaping-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let report = try CommandLineRun.fontpack(arguments: ["report"] + pack + ["--output", output.path])
        #expect(report.status == 1, "\(report.standardError)")
        let page = output.appendingPathComponent("index.html").path
        #expect(!(try String(contentsOfFile: page, encoding: .utf8)).contains("0 distinct clusters"))
        let items = try Self.causeItems(page)
        for (cause, members) in causes.values where members.count > 1 {
            #expect(items.contains { $0.contains("] \(cause): \(members.count) strings here") }, "\(cause)")
            #expect(items.contains { $0.contains("strings of the cause above: \(cause)") }, "\(cause)")
        }
    }
}
