import FontPackage
import FontPackageCheck
import Foundation
import Testing

/// `clipped-ink`'s tolerance: ink may pass the line box by a share of the em
/// before it counts. The fixture's ascender was lowered to 1000 under ink that
/// reaches 1050 (Scripts/fixtures/make-clip-fixtures.py): a 50-unit overshoot
/// of a 1000-unit em, 5% of it.
@Suite("Clipped-ink tolerance")
struct ClippedInkToleranceTests {
    static func check(rules: String) throws -> PackReport {
        let text = """
            {"rules": \(rules), "list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipLowAscender-Regular"}]}]}
            """
        let config = try FontPackConfig.parse(bytes: Array(text.utf8), file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Tests/Fixtures/Fonts/Clip", languages: ["vi"])
        options.platforms = [.ios]
        return try PackChecker.check(config: config, options: options)
    }

    static func clipped(_ report: PackReport) -> [Finding] { report.findings.filter { $0.code == "clipped-ink" } }

    @Test(
        "the overshoot counts when it is more than the tolerance",
        arguments: [("{}", true), (#"{"clipped-ink": {"level": "warning", "tolerance": 4.9}}"#, true),
            (#"{"clipped-ink": {"level": "warning", "tolerance": 5}}"#, false),
            (#"{"clipped-ink": {"level": "warning", "tolerance": 0}}"#, true)])
    func boundary(rules: String, reported: Bool) throws {
        let report = try Self.check(rules: rules)
        #expect(Self.clipped(report).isEmpty == !reported, "\(rules)")
        if reported {
            #expect(Self.clipped(report).allSatisfy { $0.message.contains("50 units (5.0% of the em)") })
        }
        // The row shows the same verdict as the findings.
        #expect(report.rows.allSatisfy { ($0.clippedInk ?? []).isEmpty == !reported })
    }

    @Test("a tolerance is clipped-ink's alone; a bad one is a located config error")
    func validation() throws {
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"rules": {"weight-fallback": {"level": "note", "tolerance": 1}}, "list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}]}"#.utf8),
            file: "appfont.json")
        let errors = RuleRegistry.unknownCodes(in: config.rules)
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("a tolerance is a setting of clipped-ink") == true)
        #expect {
            _ = try FontPackConfig.parse(
                bytes: Array(#"{"rules": {"clipped-ink": {"level": "warning", "tolerance": "1%"}}, "list": [{"env": "vi", "data": [{"font": 0, "name": "A"}]}]}"#.utf8),
                file: "appfont.json")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.path == "rules.clipped-ink.tolerance"
        }
    }

    @Test("the setting is said in the text summary, with the tolerance")
    func said() throws {
        let report = try Self.check(rules: #"{"clipped-ink": {"level": "note", "tolerance": 1.5}}"#)
        let setting = try #require(report.ruleSettings.setting(for: "clipped-ink"))
        #expect(setting.valueDescription == "note, tolerance 1.5% of the em")
        #expect(Self.clipped(report).allSatisfy { $0.severity == .note } && !Self.clipped(report).isEmpty)
    }
}
