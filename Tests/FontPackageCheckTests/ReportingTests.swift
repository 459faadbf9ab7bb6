import FontPackage
import FontPackageCheck
import Foundation
import Testing
internal import FontPackageReporting

@Suite("CI reporting: catalog, baseline, threshold, escaping")
struct ReportingTests {
    /// The article that holds the finding-code table, relative to the package root.
    static let codeTableArticle = "Sources/fontpack/Documentation.docc/ChecksAndCodes.md"

    /// The codes and severities of the finding-code table (the manual's "Checking a pack" article).
    static func documentedCodeTable() throws -> [(codes: [String], severities: Set<String>)] {
        let article = try String(contentsOfFile: Support.packageRoot + "/" + codeTableArticle, encoding: .utf8)
        let section = try #require(article.range(of: "\n## Finding codes\n"))
        var rows: [(codes: [String], severities: Set<String>)] = []
        var inTable = false
        for line in article[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, cells[0] != "code", !cells[0].hasPrefix("---") else { continue }
            let codes = cells[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let severities = Set(cells[1].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) })
            rows.append((codes, severities))
        }
        return rows
    }

    @Test("every code of the documented table has a catalog entry with a severity the table allows, and the reverse")
    func catalogMatchesDocumentation() throws {
        let rows = try Self.documentedCodeTable()
        #expect(rows.count >= 20)
        let documentedCodes = rows.flatMap(\.codes)
        #expect(Set(documentedCodes).count == documentedCodes.count, "a code listed twice")
        let catalogCodes = FindingCatalog.rules.map(\.code.rawValue)
        #expect(Set(catalogCodes).count == catalogCodes.count, "a code catalogued twice")
        #expect(Set(documentedCodes).subtracting(catalogCodes).isEmpty, "in \(Self.codeTableArticle), not in the catalog")
        #expect(Set(catalogCodes).subtracting(documentedCodes).isEmpty, "in the catalog, not in \(Self.codeTableArticle)")
        for row in rows {
            for code in row.codes {
                let rule = FindingCatalog.rule(for: Diagnostic.Code(rawValue: code))
                #expect(row.severities.contains(rule.defaultSeverity.rawValue), "\(code): \(rule.defaultSeverity)")
                #expect(!rule.summary.isEmpty && !rule.help.isEmpty)
            }
        }
    }

    static func finding(
        _ code: Diagnostic.Code = Diagnostic.Code.missingCharacters, _ severity: Diagnostic.Severity = .error,
        language: String = "fr", slot: String = "light", font: String = "Fonts/A/Light.ttf", missing: [UInt32] = [0xE9],
        line: Int = 5
    ) -> Finding {
        Finding(
            severity, code, "\(language) \(slot): lacks", at: SourceLocation(file: "Config/appfont.json", line: line, column: 18), language: language, slot: slot, font: font, requirement: "fontconfig",
            missing: missing)
    }

    @Test("identity ignores positions and the font's folder; fingerprints are stable and distinct")
    func identity() {
        let a = FindingIdentity(Self.finding(line: 5))
        let moved = FindingIdentity(Self.finding(font: "/elsewhere/Light.ttf", line: 40))
        #expect(a == moved)
        #expect(a.fingerprint == moved.fingerprint)
        #expect(a.fingerprint.count == 16)
        let others = [
            Self.finding(Diagnostic.Code.emptyGlyphs), Self.finding(language: "de"), Self.finding(slot: "bold"),
            Self.finding(font: "Fonts/A/Bold.ttf"), Self.finding(missing: [0xE9, 0xF1]),
        ].map { FindingIdentity($0).fingerprint }
        #expect(Set(others + [a.fingerprint]).count == 6)
    }

    @Test("fingerprints are those of fontpackFindingIdentity/v1: platform hashed only when present")
    func fingerprintsPinned() {
        #expect(FindingIdentity(Self.finding()).fingerprint == "0cfee8d80e292c42")
        var android = Self.finding()
        android.platform = .android
        #expect(FindingIdentity(android).fingerprint == "25129f6d5930d3d1")
    }

    @Test("baseline: matched findings do not count, new ones do, gone ones become notes")
    func baselineComparison() {
        let accepted = [Self.finding(line: 5), Self.finding(language: "de", line: 9), Self.finding(language: "es", line: 12)]
        let now = [Self.finding(line: 7), Self.finding(language: "de", line: 11), Self.finding(language: "vi", line: 20)]
        let outcome = FindingOutcome(findings: now, baseline: Baseline(findings: accepted))
        #expect(outcome.entries.map(\.baselineState) == [.unchanged, .unchanged, .new, .absent])
        #expect(outcome.failing.map(\.language) == ["vi"])
        #expect(outcome.fails)
        let fixed = outcome.entries[3].finding
        #expect(fixed.code == Diagnostic.Code.fixedSinceBaseline)
        #expect(fixed.severity == .note)
        #expect(fixed.language == "es")
        #expect(fixed.message.hasPrefix("fixed since baseline: [missing-characters]"))
        #expect(outcome.baselineSummary == "; 2 in baseline, 1 fixed since baseline")
        // Two equal findings need two baseline entries.
        let twice = FindingOutcome(findings: [Self.finding(), Self.finding()], baseline: Baseline(findings: [Self.finding()]))
        #expect(twice.entries.map(\.baselineState) == [.unchanged, .new])
    }

    @Test("--fail-on: the lowest severity that fails", arguments: [
        (Diagnostic.Severity.error, false), (.warning, true), (.note, true),
    ])
    func threshold(failOn: Diagnostic.Severity, fails: Bool) {
        let findings = [Self.finding(Diagnostic.Code.slotWeight, .warning), Self.finding(Diagnostic.Code.weightFallback, .note)]
        #expect(FindingOutcome(findings: findings, failOn: failOn).fails == fails)
        #expect(FindingOutcome(findings: [Self.finding(Diagnostic.Code.weightFallback, .note)], failOn: .warning).fails == false)
    }

    @Test("a malformed baseline is an error at its line and column", arguments: [
        ("{\"findings\": [\n  {\"code\": 3}\n]}", 2, 12, "findings[0].code"),
        ("{\"findings\": [\n  {\"code\": \"x\", \"missing\": [1, \"a\"]}\n]}", 2, 32, "findings[0].missing[1]"),
        ("{\"results\": []}", 1, 1, "findings"),
        ("{\"findings\": [\n  {\"message\": \"x\"}\n]}", 2, 3, "findings[0]"),
        ("{\"findings\": [\n  {\"code\": \"x\",,}\n]}", 2, 16, ""),
    ])
    func malformedBaseline(text: String, line: Int, column: Int, path: String) throws {
        #expect(throws: DiagnosticError.self) { try Baseline.parse(bytes: Array(text.utf8), file: "base.json") }
        do {
            _ = try Baseline.parse(bytes: Array(text.utf8), file: "base.json")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location == SourceLocation(file: "base.json", line: line, column: column), "\(diagnostic)")
            if !path.isEmpty { #expect(diagnostic.path == path) }
            #expect(diagnostic.renderedWithSource.contains("^"))
        }
        let missing = "/nonexistent/baseline.json"
        #expect(throws: DiagnosticError.self) { try Baseline.load(path: missing) }
    }

    @Test("GitHub workflow commands escape %, CR and LF in messages, and , : in properties")
    func githubEscaping() {
        #expect(GitHubAnnotations.escapeData("50% done\r\nnext: a, b") == "50%25 done%0D%0Anext: a, b")
        #expect(GitHubAnnotations.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        var finding = Self.finding()
        finding.slot = "light, bold"
        finding.message = "100% of\nit"
        let line = GitHubAnnotations.lines(FindingOutcome(findings: [finding]), groups: nil, workingDirectory: "/work")[0]
        #expect(line == "::error file=Config/appfont.json,line=5,col=18,title=[missing-characters] fr light%2C bold::100%25 of%0Ait")
    }

    @Test("JUnit escaping leaves well-formed XML text and attributes")
    func junitEscaping() {
        #expect(JUnitDocument.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(JUnitDocument.escape("x\u{1}y\nz") == "x\u{FFFD}y&#10;z")
    }

    @Test("paths inside the working directory become relative; SARIF URIs are encoded", arguments: [
        ("/work/pack/Config/appfont.json", "/work/pack", "Config/appfont.json", "Config/appfont.json"),
        ("Config/appfont.json", "/work/pack", "Config/appfont.json", "Config/appfont.json"),
        ("./Config/../Config/a b.json", "/work/pack", "Config/a b.json", "Config/a%20b.json"),
        ("/tmp/x/越南.json", "/work/pack", "/tmp/x/越南.json", "file:///tmp/x/%E8%B6%8A%E5%8D%97.json"),
        ("/work/packed/a.json", "/work/pack", "/work/packed/a.json", "file:///work/packed/a.json"),
    ])
    func artifactPaths(path: String, directory: String, relative: String, uri: String) {
        #expect(ArtifactPath.relative(path, to: directory) == relative)
        #expect(ArtifactPath.uri(path, relativeTo: directory) == uri)
    }
}
