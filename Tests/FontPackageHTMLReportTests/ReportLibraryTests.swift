import FontPackage
import FontPackageCheck
import FontPackageStrings
import Foundation
import Testing
internal import FontPackageInspection

@testable import FontPackageHTMLReport

@Suite("Report pieces")
struct ReportLibraryTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// fc-query's answer for a face: its PostScript name, weight and character set.
    static func fcQuery(_ path: String, index: Int) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-query", "-i", String(index), "--format", "%{postscriptname}|%{weight}|%{charset}\n", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test("a lone combining mark is shown on a dotted circle; other characters as they are")
    func marksOnBase() {
        // Unicode's general categories, as Python's unicodedata reads them: Mn, Mc, Me, and letters.
        #expect(Specimen.needsBase(["\u{0E31}"]))  // THAI CHARACTER MAI HAN-AKAT, Mn
        #expect(Specimen.needsBase(["\u{093E}"]))  // DEVANAGARI VOWEL SIGN AA, Mc
        #expect(Specimen.needsBase(["\u{20DD}"]))  // COMBINING ENCLOSING CIRCLE, Me
        #expect(!Specimen.needsBase(["\u{0E01}"]))  // THAI CHARACTER KO KAI, Lo
        #expect(!Specimen.needsBase(["\u{0915}", "\u{093F}"]))  // a cluster keeps its base
        let group = Specimen.Group(
            requirement: "fontconfig", label: "fontconfig th", items: [([0x0E01], [], nil), ([0x0E31], [0x0E31], "not in the font")],
            compact: false)
        let html = Specimen(groups: [group]).nodes(group).map(\.rendered).joined()
        #expect(html == "\u{0E01} <span class=\"tofu\" title=\"not in the font: U+0E31\" data-missing=\"3633\">"
            + "<span class=\"base\" aria-hidden=\"true\">\u{25CC}</span>\u{0E31}</span>")
    }

    @Test("a collection's face extracted alone is, for fontconfig, the same face", arguments: [0, 1, 2])
    func extractedFace(index: Int) throws {
        let collection = Self.root.appendingPathComponent("Fonts/NotoSansCJK/NotoSansCJK-Light.ttc").path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: collection)))
        let face = try SFNTCollection.extractFace(bytes, index: index)
        #expect(SFNTCollection.isCFF(face))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("face-\(UUID().uuidString).otf")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(face).write(to: file)
        let original = try Self.fcQuery(collection, index: index)
        #expect(!original.isEmpty)
        #expect(try Self.fcQuery(file.path, index: 0) == original)
    }

    @Test("not a collection, or no such face: an error, not a crash")
    func extractionErrors() {
        #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(Array("OTTO".utf8), index: 0) }
        var header = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]
        #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(header, index: 1) }
        header += [0, 1]  // a table directory cut short
        #expect(throws: SFNTCollection.FormatError.self) { try SFNTCollection.extractFace(header, index: 0) }
    }

    @Test("which findings colour a cell", arguments: [
        (Finding(.error, "missing-characters", "", language: "fa", slot: "light"), "fa", "default", "light", true),
        (Finding(.error, "missing-characters", "", language: "fa", slot: "light"), "fa", "default", "bold", false),
        (Finding(.warning, "mixed-families", "", language: "default"), "en", "default", "bold", true),
        (Finding(.error, "string-missing-characters", "", language: "en", slot: "light, medium, bold"), "en", "default", "medium", true),
        (Finding(.error, "string-missing-characters", "", language: "en", slot: "light, medium italic"), "en", "default", "medium", false),
        (Finding(.error, "font-unreadable", ""), "en", "default", "light", false),
    ])
    func cellStatus(finding: Finding, language: String, env: String, slot: String, concerns: Bool) {
        #expect(CellStatus.concerns(finding, language: language, env: env, slot: slot) == concerns)
        let status = CellStatus.of(language: language, env: env, slot: slot, findings: [finding])
        #expect(status == (concerns ? (finding.severity == .error ? .error : .warning) : .ok))
    }

    @Test("notes leave a cell ok; an error outranks a warning")
    func severityOrder() {
        let note = Finding(.note, "weight-fallback", "", language: "ar", slot: "medium")
        let warning = Finding(.warning, "slot-weight", "", language: "ar", slot: "medium")
        let error = Finding(.error, "empty-glyphs", "", language: "ar", slot: "medium")
        #expect(CellStatus.of(language: "ar", env: "ar", slot: "medium", findings: [note]) == .ok)
        #expect(CellStatus.of(language: "ar", env: "ar", slot: "medium", findings: [note, warning]) == .warning)
        #expect(CellStatus.of(language: "ar", env: "ar", slot: "medium", findings: [warning, error, note]) == .error)
    }

    @Test("font file names in the style sheet keep only safe characters", arguments: [
        ("NotoSans-Light", "NotoSans-Light"), ("genjyuu_light(越南细)", "genjyuu_light_____"),
        ("a\"); } body { x: url(\"", "a______body___x__url__"),
    ])
    func safeFileNames(name: String, safe: String) {
        #expect(ReportFonts.safeFileName(name) == safe)
    }

    @Test("longest translations: a closed section and its link when a translation is wider than its source, neither when none is")
    func longestTranslationsSection() throws {
        let root = Self.root.path
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#.utf8), file: "appfont.json")
        func page(german: String) throws -> String {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-growth-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (language, text) in [("en", "Account settings"), ("de", german)] {
                let lproj = folder.appendingPathComponent("\(language).lproj")
                try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
                try Data(#""settings" = "\#(text)";"#.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
            }
            var options = PackCheckOptions(fontsFolder: "\(root)/Fonts", strings: StringsCheckOptions(paths: [folder.path]))
            options.translationGrowth = true
            let report = try PackChecker.check(config: config, options: options)
            return HTMLReport.render(report, fonts: ReportFonts())
        }
        let grown = try page(german: "Kontoeinstellungen verwalten")
        #expect(grown.contains("<a href=\"#growth\">longest translations</a>"))
        #expect(grown.contains("<details id=\"growth-languages\">"))
        #expect(grown.contains("class=\"growth\" data-language=\"de\" data-key=\"settings\""))
        let narrower = try page(german: "Konto")
        #expect(!narrower.contains("href=\"#growth\""))
        #expect(!narrower.contains("id=\"growth\""))
    }

    @Test("the specimen: every character the check judged, red only where a finding names it, the shaped clusters")
    func specimen() throws {
        let root = Self.root.path
        let config = try FontPackConfig.load(path: "\(root)/Config/appfont.json")
        var options = PackCheckOptions(
            fontsFolder: "\(root)/Fonts", languages: ["ar", "en", "fa"], level: .base,
            strings: StringsCheckOptions(paths: ["\(root)/Config/ExampleApp"]))
        options.shaping = true
        let report = try PackChecker.check(config: config, options: options)
        for row in report.rows {
            let specimen = Specimen(row: row, locale: try ParsedLocale(row.language), findings: report.findings)
            let shown = Set(specimen.groups.flatMap { $0.items.flatMap(\.text) })
            for verdict in row.verdicts {
                #expect(Set(verdict.requirement.characters.codePoints).isSubset(of: shown), "\(row.language) \(row.slot)")
            }
            let named = Set(
                report.findings.filter { CellStatus.concerns($0, language: row.language, env: row.env, slot: row.slot) }
                    .flatMap(\.missing))
            let flagged = Set(specimen.groups.flatMap { $0.items.flatMap(\.flagged) })
            #expect(flagged.isSubset(of: named), "\(row.language) \(row.slot): \(flagged.subtracting(named).sorted())")
        }
        let arabic = try #require(report.rows.first { $0.language == "ar" })
        let groups = Specimen(row: arabic, locale: try ParsedLocale("ar"), findings: report.findings).groups
        #expect(groups.map(\.requirement) == ["fontconfig", "digits", "cldr-base", "cldr-numbers", "cldr-punctuation", "formatted", "shaping"])
        // Joining forms: beh before, after and between.
        #expect(groups.last!.items.contains { $0.text == [0x0628, 0x062C, 0x0628] })
        // English: the arrow of "Next →" the Noto Sans subset lacks, named by a string finding.
        let english = try #require(report.rows.first { $0.language == "en" })
        let findings = Specimen(row: english, locale: try ParsedLocale("en"), findings: report.findings).groups.last!
        #expect(findings.requirement == "findings")
        #expect(findings.items.map(\.flagged) == [[0x2192]])
    }

    @Test("the page says what the level leaves out")
    func levelNote() {
        #expect(ReportPage.levelNote(.fontconfig).contains("Not checked, so not shown: CLDR main exemplars, CLDR numbers, CLDR punctuation, what the system's formatters draw (--level base)"))
        #expect(!ReportPage.levelNote(.full).contains("Not checked"))
    }
}

@Suite("Report page")
struct ReportPageTests {
    @Test("a platform finding shows its platform and its path-prefixed text, as check prints it")
    func platformFinding() {
        let finding = Finding(
            .error, "platform-file-name", "\"NotoSans-Light\" is not an Android resource name", path: "list[0]",
            platform: .android)
        let item = ReportPage.finding(finding).rendered
        #expect(item.contains("data-platform=\"android\""))
        #expect(item.contains("<span class=\"platform\">android</span>"))
        #expect(item.contains(HTML.escaped(finding.text)))
    }

    @Test("any finding with a key puts its string on the page, drawn in the language's faces")
    func stringsWithKeyedFindings() throws {
        let root = ReportLibraryTests.root.path
        let config = try FontPackConfig.load(path: "\(root)/Config/appfont.json")
        let stringsOptions = StringsCheckOptions(
            paths: ["\(root)/Config/ExampleApp"], infoPlist: "\(root)/Config/ExampleApp/Info.plist")
        var report = try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: "\(root)/Fonts", strings: stringsOptions))
        let strings = AppStrings.load(paths: stringsOptions.paths).strings
        let vietnamese = try #require(strings.first { $0.location.file.contains("/vi.lproj/") && $0.key == "settings.title" })
        // A finding from another check (shaping), attached to its string as the check attaches its own.
        let finding = Finding(
            .warning, "shaping-mark-collision", "vi bold: a tone mark collides with its letter", at: vietnamese.location,
            language: "vi", slot: "bold", key: vietnamese.key)
        report.findings.append(finding)
        let vi = try #require(report.strings?.drawn.firstIndex { $0.language == "vi" })
        report.strings?.drawn[vi].strings.append(StringsReport.StringFindings(string: vietnamese, findings: [finding]))
        var fonts = ReportFonts()
        for row in report.rows { if let face = row.face { fonts.add(face) } }
        let page = HTMLReport.render(report, fonts: fonts)
        let section = try #require(page.components(separatedBy: "<section id=\"strings\">").last)
        #expect(section.contains("data-language=\"vi\" data-key=\"settings.title\""))
        #expect(section.contains("shaping-mark-collision"))
        #expect(section.contains(HTML.escaped(vietnamese.text)))
        // The vi cells: the warning's slot only.
        #expect(page.contains("data-language=\"vi\" data-slot=\"bold\" data-font=\"NotoSerif-Bold\" data-status=\"warning\""))
        #expect(page.contains("data-language=\"vi\" data-slot=\"light\" data-font=\"NotoSerif-Light\" data-status=\"ok\""))
    }

    @Test("each face keeps the characters of the cells drawn in it, not the page's: the Japanese faces no Chinese-only Han")
    func charactersPerFace() throws {
        let root = ReportLibraryTests.root.path
        let config = try FontPackConfig.load(path: "\(root)/Config/appfont.json")
        let report = try PackChecker.check(config: config, options: PackCheckOptions(fontsFolder: "\(root)/Fonts"))
        var fonts = ReportFonts(subsetting: true)
        for row in report.rows { if let face = row.face { fonts.add(face) } }
        let drawn = ReportFonts.characters(drawnIn: ReportPage(report: report, fonts: fonts).html)
        func judged(_ language: String) -> CodePointSet {
            report.rows.filter { $0.language == language }.flatMap(\.verdicts)
                .reduce(CodePointSet()) { $0.union($1.requirement.characters) }
        }
        // Every character the check judged for a cell is drawn in the cell's face.
        for row in report.rows {
            let asset = try #require(fonts.asset(for: row.face))
            let kept = try #require(drawn[asset.family], "\(row.language) \(row.slot)")
            #expect(kept.isSuperset(of: judged(row.language)), "\(row.language) \(row.slot)")
        }
        // The ja medium cell falls back to the light face: one asset, one file.
        let ja = report.rows.filter { $0.language == "ja" }.compactMap { fonts.asset(for: $0.face)?.url }
        #expect(ja.count == 3 && Set(ja).count == 2)
        let chineseOnly = judged("zh-Hans").subtracting(judged("ja"))
        #expect(chineseOnly.count > 4_000)
        for row in report.rows where row.language == "ja" {
            let family = try #require(fonts.asset(for: row.face)?.family)
            #expect(drawn[family]?.intersection(chineseOnly).isEmpty == true)
        }
        #expect(ReportFonts.families(inStyle: "font-family: \"f3\", \"f1\", var(--fallback); font-weight: 300") == ["f3", "f1"])
        #expect(ReportFonts.families(inStyle: "color: red") == nil)
    }
}

