import FontPackage
import FontPackageReporting
import FontPackageStrings
import Foundation
import Testing
@testable import FontPackageCheck
@testable import FontPackageInspection

@Suite("check's text report on constructed values")
struct CheckTextTests {
    @Test("columns are padded to their widest cell, two spaces apart, with no trailing spaces")
    func table() {
        let text = CheckTable.table([["a", "long header", "c"], ["wide cell", "x", ""], ["", "", "z"]])
        #expect(text == """
            a          long header  c
            wide cell  x
                                    z
            """)
    }

    @Test("the pack table: a column per requirement, fallback arrows, not-found rows, shaping only when shaped")
    func packTable() {
        let lines = CheckTable.render(Values.packReport()).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "language  env  slot             font            file                           weight  line box  fontconfig             digits")
        #expect(lines[1] == "vi        vi   light            NotoSans-Light  Fonts/Noto/NotoSans-Light.ttf  300     -         1 missing, 1 composed  ok (10)")
        #expect(lines[2].hasPrefix("vi        vi   medium -> light  NotoSans-Light"))
        #expect(lines[3] == "vi        vi   bold             NotoSans-Bold   not found                      -       -         -                      -")
        #expect(!lines[0].contains("shaping"))

        let shaped = CheckTable.render(Values.packReport(shaped: true)).split(separator: "\n").map(String.init)
        #expect(shaped[0].hasSuffix("  shaping"))
        #expect(shaped[1].hasSuffix("  ok"))
        #expect(shaped[2].hasSuffix("  1"))
        #expect(shaped[3].hasSuffix("  -"))
    }

    @Test("a face of a collection is shown as file#index")
    func collectionFile() {
        var report = Values.packReport()
        report.rows[0].face = Values.face(file: "Fonts/Pair.ttc", index: 1, faceCount: 2)
        #expect(CheckTable.render(report).contains("  Fonts/Pair.ttc#1  "))
    }

    @Test("the summary line counts in words, singular and plural, with the time to two decimals")
    func summaryLine() {
        let summary = CheckTable.summary(Values.packReport(), elapsed: 0.254)
        #expect(
            summary == "1 error, 0 warnings, 1 note; 3 language x slot pairs (1 language) checked at level fontconfig; "
                + "1 face read; checked in 0.25 s; platforms checked: ios (the default; --platform to choose)")
    }

    @Test("the strings table has its heading and a row per language and slot")
    func stringsTable() {
        let text = CheckTable.render(Values.strings)
        #expect(text == """
            40 strings (.strings 30, .stringsdict 10) in 2 files; languages from the .lproj folders
            strings  slot   checked  with tofu  missing characters
            vi       light  40       3          2
            vi       bold   40       0          0
            """)
    }

    @Test("the text report: findings, table, strings table, summary and the baseline counts, blank lines apart")
    func textReport() throws {
        let report = Values.packReport(strings: Values.strings)
        let baseline = Baseline(findings: [report.findings[1]])
        let outcome = FindingOutcome(findings: report.findings, baseline: baseline)
        let parts = CheckTable.text(report, outcome: outcome, elapsed: 1).components(separatedBy: "\n\n")
        // The tables fold: the entries' faces, then the languages, blank lines apart.
        #expect(parts.count == 5)
        #expect(parts[0] == """
            Config/appfont.json:12:8: note: [weight-fallback] vi has no medium face
            Config/appfont.json:14:8: error: [font-not-found] list[0].data[2].font: NotoSans-Bold: no font has that name [baseline]
            """)
        #expect(parts[1].hasPrefix("entry  slot "))
        #expect(parts[2].hasPrefix("entry  slots "))
        #expect(parts[3].hasPrefix("40 strings (.strings 30, .stringsdict 10) in 2 files"))
        #expect(parts[4].hasSuffix("read; checked in 1.00 s; platforms checked: ios (the default; --platform to choose); 1 in baseline, 0 fixed since baseline"))
        // --table full: a row per language and slot, one table.
        let full = CheckTable.text(report, outcome: outcome, elapsed: 1, fullTable: true).components(separatedBy: "\n\n")
        #expect(full.count == 4 && full[1].hasPrefix("language  env"))
    }

    @Test("a finding with a source line is printed with the line and a caret under its column")
    func caret() {
        let lines = CheckTable.findingText(FindingOutcome(findings: [Values.stringsSyntax]).entries[0])
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "App/vi.lproj/Localizable.strings:2:30: error: [strings-syntax] expected ';' after the value of \"bad\"",
            "\"bad\" = \"thiếu dấu chấm phẩy\"",
            String(repeating: " ", count: 29) + "^",
        ])
        // The caret sits under the 30th character, after the closing quote.
        #expect(Array(lines[1])[28] == "\"")

        // Accepted by a baseline: the marker stays on the first line, the caret below.
        let accepted = FindingOutcome(findings: [Values.stringsSyntax], baseline: Baseline(findings: [Values.stringsSyntax]))
        let marked = CheckTable.findingText(accepted.entries[0]).split(separator: "\n").map(String.init)
        #expect(marked.count == 3)
        #expect(marked[0].hasSuffix("after the value of \"bad\" [baseline]"))
        #expect(marked[2].hasSuffix("^"))

        // And in the whole report.
        var report = Values.packReport()
        report.findings.append(Values.stringsSyntax)
        let text = CheckTable.text(report, outcome: FindingOutcome(findings: report.findings), elapsed: 0)
        #expect(text.contains(lines.joined(separator: "\n") + "\n\nentry  slot "))
    }

    @Test("a finding without a source line is its one-line description")
    func noCaret() {
        let finding = Values.packReport().findings[0]
        #expect(CheckTable.findingText(FindingOutcome(findings: [finding]).entries[0]) == finding.description)
    }
}

@Suite("check --format json on constructed values")
struct CheckJSONTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("findings, summary and table read back with their fields; nil fields are left out")
    func fields() throws {
        let report = Values.packReport(strings: Values.strings, shaped: true)
        let json = try Self.object(CheckJSONDocument(report, outcome: FindingOutcome(findings: report.findings)).json())
        #expect(json.keys.sorted() == ["findings", "summary", "table"])

        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings[0]["code"] as? String == "weight-fallback")
        #expect(findings[0]["severity"] as? String == "note")
        #expect(findings[0]["baseline"] == nil)
        // The message carries the document path, as every format prints it.
        #expect(findings[1]["message"] as? String == "list[0].data[2].font: NotoSans-Bold: no font has that name")
        let location = try #require(findings[1]["location"] as? [String: Any])
        #expect(location["file"] as? String == "Config/appfont.json")
        #expect(location["line"] as? Int == 14)
        #expect(location["column"] as? Int == 8)

        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 0)
        #expect(summary["notes"] as? Int == 1)
        #expect(summary["languages"] as? Int == 1)
        #expect(summary["level"] as? String == "fontconfig")
        #expect(summary["facesRead"] as? Int == 1)
        #expect(summary["baseline"] == nil)
        let strings = try #require(summary["strings"] as? [String: Any])
        #expect(strings["languagesFrom"] as? String == "the .lproj folders")
        let bySlot = try #require(strings["bySlot"] as? [[String: Any]])
        #expect(bySlot.map { $0["stringsWithTofu"] as? Int } == [3, 0])

        let table = try #require(json["table"] as? [[String: Any]])
        #expect(table.count == 3)
        #expect(table[1]["slot"] as? String == "medium")
        #expect(table[1]["usedSlot"] as? String == "light")
        #expect(table[1]["shaping"] as? Int == 1)
        let coverage = try #require(table[0]["coverage"] as? [[String: Any]])
        #expect(coverage[0]["requirement"] as? String == "fontconfig")
        #expect(coverage[0]["missing"] as? Int == 1)
        #expect(coverage[0]["composable"] as? Int == 1)
        #expect(coverage[1]["required"] as? Int == 10)
        // Not found: no font, index, PostScript name or weight, and no coverage.
        #expect(table[2]["font"] == nil && table[2]["index"] == nil && table[2]["weightClass"] == nil)
        #expect((table[2]["coverage"] as? [Any])?.isEmpty == true)
    }

    @Test("with a baseline: accepted findings are marked, and the summary counts accepted, fixed and new")
    func baselineCounts() throws {
        let report = Values.packReport()
        let gone = Finding(.error, Diagnostic.Code.fontNotFound, "gone", language: "de", slot: "light")
        let outcome = FindingOutcome(findings: report.findings, baseline: Baseline(findings: [report.findings[0], gone]))
        let json = try Self.object(CheckJSONDocument(report, outcome: outcome).json())
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.map { $0["baseline"] as? Bool } == [true, nil, nil])
        #expect(findings[2]["code"] as? String == "fixed-since-baseline")
        let counts = try #require((json["summary"] as? [String: Any])?["baseline"] as? [String: Int])
        #expect(counts == ["accepted": 1, "fixed": 1, "new": 1])
    }

    @Test("a string-file error keeps its file, line and column")
    func stringFilePosition() throws {
        let json = try Self.object(
            CheckJSONDocument(Values.packReport(), outcome: FindingOutcome(findings: [Values.stringsSyntax])).json())
        let finding = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(finding["code"] as? String == "strings-syntax")
        let location = try #require(finding["location"] as? [String: Any])
        #expect(location["file"] as? String == "App/vi.lproj/Localizable.strings")
        #expect(location["line"] as? Int == 2)
        #expect(location["column"] as? Int == 30)
    }

    /// The summary and table as JSONEncoder wrote them before the writer: the
    /// same member names and optionals.
    struct EncodedRest: Encodable {
        struct Summary: Encodable {
            let errors: Int, warnings: Int, notes: Int, languages: Int
            let level: String
            let facesRead: Int
            let platforms: [String]
            let platformsFrom: String
            let platformsReason: String
            /// Left out when empty, as the writer leaves it out.
            let platformsWithoutRules: [String]?
            let strings: Strings?
            let baseline: Counts?
        }
        struct Counts: Encodable { let accepted: Int, fixed: Int, new: Int }
        struct Strings: Encodable {
            let filesRead: Int, stringsRead: Int
            let stringsByFormat: [String: Int]
            let languages: [String]
            let languagesFrom: String
            let bySlot: [StringsReport.Line]
        }
        struct Row: Encodable {
            let language: String, env: String, slot: String, usedSlot: String, name: String
            let font: String?
            let index: Int?
            let postscriptName: String?
            let weightClass: Int?
            let coverage: [Coverage]
            let shaping: Int?
            let clippedInk: [Clip]?
            let lineBox: [String: Double]?
        }
        struct Clip: Encodable {
            let platform: String, ascent: Int, descent: Int, ascentSource: String, descentSource: String
            let above: Int, below: Int, unitsPerEm: Int
            let characters: [String]
        }
        struct Coverage: Encodable {
            let requirement: String, source: String
            let required: Int, missing: Int, composable: Int, empty: Int
            let characters: String
        }
        let summary: Summary
        let table: [Row]

        init(_ report: CheckJSONDocument) {
            let s = report.summary
            summary = Summary(
                errors: s.errors, warnings: s.warnings, notes: s.notes, languages: s.languages, level: s.level,
                facesRead: s.facesRead, platforms: s.platforms, platformsFrom: s.platformsFrom,
                platformsReason: s.platformsReason,
                platformsWithoutRules: s.platformsWithoutRules.isEmpty ? nil : s.platformsWithoutRules,
                strings: s.strings.map {
                    Strings(
                        filesRead: $0.filesRead, stringsRead: $0.stringsRead,
                        stringsByFormat: Dictionary(uniqueKeysWithValues: $0.stringsByFormat.map { ($0.format, $0.strings) }),
                        languages: $0.languages, languagesFrom: $0.languagesFrom, bySlot: $0.bySlot)
                },
                baseline: s.baseline.map { Counts(accepted: $0.accepted, fixed: $0.fixed, new: $0.new) })
            table = report.table.map { row in
                Row(
                    language: row.language, env: row.env, slot: row.slot, usedSlot: row.usedSlot, name: row.name, font: row.font,
                    index: row.index, postscriptName: row.postscriptName, weightClass: row.weightClass,
                    coverage: row.coverage.map {
                        Coverage(
                            requirement: $0.requirement, source: $0.source, required: $0.required, missing: $0.missing,
                            composable: $0.composable, empty: $0.empty, characters: $0.characters)
                    }, shaping: row.shaping,
                    clippedInk: row.clippedInk?.map {
                        Clip(
                            platform: $0.platform, ascent: $0.ascent, descent: $0.descent, ascentSource: $0.ascentSource,
                            descentSource: $0.descentSource, above: $0.above, below: $0.below, unitsPerEm: $0.unitsPerEm,
                            characters: $0.characters)
                    }, lineBox: row.lineBox)
            }
        }
    }

    @Test("summary and table are byte for byte what JSONEncoder (pretty, sorted keys) wrote")
    func sameBytesAsJSONEncoder() throws {
        var report = CheckJSONDocument(
            Values.packReport(strings: Values.strings, shaped: true),
            outcome: FindingOutcome(findings: [], baseline: Baseline(findings: [])))
        // Escapes, non-ASCII and slashes in strings; empty arrays at two depths.
        report.table[0].name = "Tricky \"name\" \\ / \u{1}\u{8}\u{C}\n\r\t\u{1F} Ạ 越南 😀"
        report.summary.strings?.languages = []
        report.summary.strings?.bySlot = []
        report.summary.level = "a/b"
        // A line box per platform: an object of numbers between `language` and `name`.
        report.table[0].lineBox = ["web": 1.15, "ios": 1.3623046875]
        // A row whose ink passes two platforms' boxes: nested objects and an array of strings.
        report.table[0].clippedInk = [
            .init(platform: "ios", ascent: 1000, descent: 293, ascentSource: "hhea.ascender", descentSource: "hhea.descender",
                  above: 50, below: 0, unitsPerEm: 1000, characters: ["Ẫ", "Ỗ"]),
            .init(platform: "web", ascent: 1000, descent: 250, ascentSource: "hhea.ascender", descentSource: "OS/2 usWinDescent",
                  above: 50, below: 8, unitsPerEm: 2048, characters: ["\"q\"", "स्तु"]),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let rest = String(decoding: try encoder.encode(EncodedRest(report)), as: UTF8.self)
        // No findings: the old splice, `"findings" : [],` then the encoder's text without its brace.
        #expect(report.json() == "{\n  \"findings\" : [],\n" + rest.dropFirst(2))

        report.summary.strings = nil
        report.summary.baseline = nil
        report.table = []
        let bare = String(decoding: try encoder.encode(EncodedRest(report)), as: UTF8.self)
        #expect(report.json() == "{\n  \"findings\" : [],\n" + bare.dropFirst(2))
    }

    @Test("with findings, the findings array closes on its own line before the summary")
    func findingsThenSummary() throws {
        let report = Values.packReport()
        let json = CheckJSONDocument(report, outcome: FindingOutcome(findings: report.findings)).json()
        #expect(json.hasPrefix("{\n  \"findings\" : [\n    {\n      \"code\" : \"weight-fallback\",\n"))
        #expect(json.contains("\n    }\n  ],\n  \"summary\" : {\n    \"errors\" : 1,\n"))
        #expect(json.hasSuffix("\n    }\n  ]\n}"))
    }

    @Test("JSON written, then read back as a baseline: the same findings, every one accepted")
    func baselineRoundTrip() throws {
        var findings = Values.packReport().findings
        findings.append(Values.stringsSyntax)
        findings.append(
            Finding(
                .error, Diagnostic.Code.stringMissingCharacters, "\"Chào\" has tofu: \u{1}\n", at: SourceLocation(file: "App/vi.lproj/A.strings", line: 3, column: 1),
                language: "vi", slot: "bold", font: "Fonts/Noto/NotoSans-Bold.ttf", requirement: "strings", missing: [0x1EA0, 0x1F600],
                composable: [0x1EA0], key: "greeting \"home\"", characters: ["Ạ", "😀"]))
        let report = CheckJSONDocument(Values.packReport(), outcome: FindingOutcome(findings: findings))
        let baseline = try Baseline.parse(bytes: Array(report.json().utf8), file: "baseline.json")
        #expect(baseline.findings.map(FindingIdentity.init) == findings.map(FindingIdentity.init))
        #expect(baseline.findings.map(\.location) == findings.map(\.location))
        #expect(baseline.findings.map(\.severity) == findings.map(\.severity))
        #expect(baseline.findings.map(\.message) == findings.map(\.text))
        let again = FindingOutcome(findings: findings, baseline: baseline)
        #expect(again.entries.allSatisfy { $0.baselineState == .unchanged })
        #expect(!again.fails)
    }
}

@Suite("check --format json: a finding's members are the Diagnostic's own encoding")
struct DiagnosticJSONTests {
    static let findings: [Finding] =
        Values.packReport().findings + [Values.stringsSyntax] + Values.groupedReport().findings.suffix(1) + [
            Finding(
                .error, Diagnostic.Code.stringMissingCharacters, "\"Chào\" has tofu: \u{1}\n",
                at: SourceLocation(file: "App/vi.lproj/A.strings", line: 3, column: 1), path: "strings[3]", language: "vi",
                slot: "bold", font: "Fonts/Noto/NotoSans-Bold.ttf", requirement: "strings", missing: [0x1EA0, 0x1F600],
                composable: [0x1EA0], key: "greeting \"home\"", characters: ["Ạ", "😀"], platform: .android),
        ]

    @Test("the bytes check writes for a finding read back as what JSONEncoder writes for it, members in sorted order")
    func sameAsEncodable() throws {
        let json = try CheckJSONTests.object(
            CheckJSONDocument(Values.packReport(), outcome: FindingOutcome(findings: Self.findings)).json())
        let written = try #require(json["findings"] as? [[String: Any]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (finding, written) in zip(Self.findings, written) {
            // The cause group is the check's, beside the finding's own members.
            var object = written
            object["group"] = nil
            let encoded = try #require(try JSONSerialization.jsonObject(with: encoder.encode(finding)) as? [String: Any])
            #expect(NSDictionary(dictionary: encoded).isEqual(to: object), "\(finding)")
            #expect(Array(encoded.keys).sorted() == Diagnostic.CodingKeys.allCases.map(\.rawValue).filter(encoded.keys.contains))
        }
        #expect(Diagnostic.CodingKeys.allCases.map(\.rawValue) == Diagnostic.CodingKeys.allCases.map(\.rawValue).sorted())
    }

    @Test("JSONDecoder reads an encoded finding back: the same identity, position and text")
    func decodes() throws {
        for finding in Self.findings {
            let decoded = try JSONDecoder().decode(Finding.self, from: JSONEncoder().encode(finding))
            #expect(FindingIdentity(decoded) == FindingIdentity(finding))
            #expect(decoded.location == finding.location)
            #expect(decoded.text == finding.text)
        }
    }

    @Test("a baseline's identity is the identifying members of the encoding, the font without its folder")
    func identityFromMembers() {
        let finding = Self.findings.last!
        let identity = FindingIdentity(finding)
        #expect(Set(identity.members.keys) == Set(Diagnostic.CodingKeys.allCases.filter(\.identifies)))
        #expect(identity.members[.font] == "NotoSans-Bold.ttf")
        #expect(identity.members[.missing] == "7840,128512")
        var reworded = finding
        reworded.message = "another wording"
        reworded.location = nil
        reworded.requirement = nil
        #expect(FindingIdentity(reworded) == identity)
    }
}

@Suite("every writer reads the report's one grouping: same ids, hints in every format")
struct GroupingWriterTests {
    @Test("an output that shows some findings shows them in the report's groups, cut to those shown")
    func restricted() throws {
        let report = Values.groupedReport()
        let full = try #require(report.groups.group(of: report.findings[2]))
        #expect(full.findings.count == 3 && full.hint != nil)
        var fixed = report.findings[0]
        fixed.code = Diagnostic.Code.fixedSinceBaseline
        fixed.message = "fixed since baseline: [weight-fallback] " + fixed.message
        let shown = report.groups.restricted(to: [report.findings[5], report.findings[3], fixed])
        let kept = try #require(shown.group(of: report.findings[3]))
        #expect(kept.id == full.id && kept.cause == full.cause && kept.hint == full.hint)
        // String order: language, file (InfoPlist before Localizable), line.
        #expect(kept.findings == [report.findings[5], report.findings[3]])
        #expect(kept.languages == ["ar"] && kept.keys == 2 && kept.files == 2)
        #expect(shown.group(of: report.findings[2]) == nil)
        #expect(shown.group(of: report.findings[0]) == nil)
        // A finding the report did not group (a baseline's fixed one) is a group of its own, numbered on.
        #expect(shown.group(of: fixed)?.id == "g\(report.groups.groups.count + 1)")
    }

    @Test("JSON, SARIF, JUnit and GitHub name the report's group and carry its hint")
    func hintsEverywhere() throws {
        let report = Values.groupedReport()
        let group = try #require(report.groups.causeGroup(of: report.findings[2]))
        let hint = try #require(group.hint)
        #expect(hint.hasPrefix("a fallback link to vi draws them (NotoSans-Light.ttf)"))
        let outcome = FindingOutcome(findings: report.findings, failOn: .error)

        let json = try CheckJSONTests.object(CheckJSONDocument(report, outcome: outcome).json())
        let findings = try #require(json["findings"] as? [[String: Any]])
        let groups = findings.compactMap { $0["group"] as? [String: String] }
        #expect(groups.count == 3)
        #expect(groups.allSatisfy { $0 == ["id": group.id, "cause": group.cause, "hint": hint] })

        let output = CheckOutput(report: report, outcome: outcome, elapsed: 0, workingDirectory: "/repo")
        let sarif = try output.rendered(as: .sarif)
        let log = try CheckJSONTests.object(sarif)
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        // One result for the cause, which counts its strings.
        let sarifGroups = results.compactMap { ($0["properties"] as? [String: Any])?["group"] as? [String: Any] }
        #expect(sarifGroups.count == 1 && sarifGroups.allSatisfy { $0["id"] as? String == group.id && $0["hint"] as? String == hint })
        #expect(sarifGroups.first?["strings"] as? Int == 3)

        let junit = try output.rendered(as: .junit)
        #expect(junit.components(separatedBy: "&#10;hint: " + JUnitDocument.escape(hint) + "</failure>").count == 2)

        let github = try output.rendered(as: .github)
        #expect(github.components(separatedBy: "%0Ahint: " + GitHubAnnotations.escapeData(hint) + "\n").count == 2)

        let text = try output.rendered(as: .text)
        #expect(text.contains("  hint: " + hint))
        #expect(text.contains(" has no Latin; the strings show 1 distinct character it cannot draw: U+0044 D LATIN CAPITAL LETTER D\n  3 strings (2 keys) in 2 files:"))
        let accepted = Baseline(findings: [report.findings[2], report.findings[5]])
        let quiet = try CheckOutput(
            report: report, outcome: FindingOutcome(findings: report.findings, baseline: accepted), elapsed: 0, quiet: true
        ).rendered(as: .text)
        // Only the finding the baseline does not accept is shown, in its group: a group of one prints as the finding.
        #expect(quiet.contains("App/ar.lproj/Localizable.strings:5:1: error: [string-missing-characters]"))
        #expect(!quiet.contains("3 strings (2 keys)"))
    }
}

@Suite("SARIF, JUnit and GitHub commands print a diagnostic's text and position")
struct CIFormatValueTests {
    static let located = Finding(
        .error, Diagnostic.Code.stringsSyntax, "expected ';'", at: SourceLocation(file: "/repo/App/vi.lproj/A.strings", line: 7, column: 3),
        path: "greeting", sourceLine: "\"greeting\" = \"x\"")

    @Test("SARIF: message with its path, region at the line and column, URI relative to the working directory")
    func sarif() throws {
        let run = CoverageRun(faces: [], findings: [Self.located], failures: [])
        let text = try CoverageOutput(run, workingDirectory: "/repo").rendered(as: .sarif)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect((result["message"] as? [String: Any])?["text"] as? String == "greeting: expected ';'")
        let physical = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/vi.lproj/A.strings")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 7)
        #expect(region["startColumn"] as? Int == 3)
    }

    @Test("GitHub: a command with file, line and column")
    func github() {
        let lines = GitHubAnnotations.lines(FindingOutcome(findings: [Self.located]), groups: nil, workingDirectory: "/repo")
        #expect(lines == ["::error file=App/vi.lproj/A.strings,line=7,col=3,title=[strings-syntax]::greeting: expected ';'"])
    }

    @Test("JUnit: the failure message is the text")
    func junit() {
        let xml = JUnitDocument(rows: [], outcome: FindingOutcome(findings: [Self.located]), groups: FindingGrouping([Self.located]), elapsed: 0).xml()
        #expect(xml.contains("<failure message=\"greeting: expected &apos;;&apos;\" type=\"strings-syntax\">"))
    }

    @Test("each writer of check renders its format of the same run; github ends with the text", arguments: CheckOutput.writers.map(\.format))
    func checkFormats(format: OutputFormat) throws {
        let report = Values.packReport()
        let outcome = FindingOutcome(findings: report.findings)
        let rendered = try CheckOutput(report: report, outcome: outcome, elapsed: 0, workingDirectory: "/repo").rendered(as: format)
        let text = CheckTable.text(report, outcome: outcome, elapsed: 0)
        switch format {
        case .text: #expect(rendered == text)
        case .json: #expect(rendered == CheckJSONDocument(report, outcome: outcome).json())
        case .sarif: #expect(rendered.contains("\"version\" : \"2.1.0\""))
        case .junit: #expect(rendered.hasPrefix("<?xml"))
        case .github:
            #expect(rendered.hasPrefix("::notice file=Config/appfont.json,line=12,col=8,"))
            #expect(rendered.hasSuffix("\n" + text))
        default: Issue.record("check's \(format) writer has no expectation here: add one")
        }
    }
}
