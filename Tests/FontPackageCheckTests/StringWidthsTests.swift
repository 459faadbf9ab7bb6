import FontPackage
import FontPackageStrings
@testable import FontPackageCheck
import Foundation
import Testing

/// The strings' widths, one analysis that `string-too-wide`,
/// `string-wider-than-source` and the report's longest translations read:
/// measured only when something reads it, never with shaping off, and equal
/// to uharfbuzz's widths.
@Suite("string widths")
struct StringWidthsTests {
    static let config = #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#

    /// The check of `StringWiderThanSourceTests`' strings, with the options `configure` sets.
    static func check(
        config: String = config,
        languages: [(String, [(String, String)])] = [("en", StringWiderThanSourceTests.source)]
            + StringWiderThanSourceTests.translations.map { ($0.key, $0.value) },
        _ configure: (inout PackCheckOptions) -> Void
    ) throws -> PackReport {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, pairs) in languages {
            let text = pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
            try Support.write(Data(text.utf8), to: "\(folder)/\(language).lproj/Localizable.strings")
        }
        let parsed = try FontPackConfig.parse(bytes: Array(config.utf8), file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts", strings: StringsCheckOptions(paths: [folder]))
        configure(&options)
        return try PackChecker.check(config: parsed, options: options)
    }

    @Test("nothing measured without a fit budget, string-wider-than-source or the report asking")
    func notMeasuredUnlessRead() throws {
        let report = try Self.check { _ in }
        #expect(report.stringWidths.sourceLanguage == nil)
        #expect(report.stringWidths.growth.isEmpty && report.stringWidths.budgeted.isEmpty)
        // Enabled, string-wider-than-source reads the growth.
        let enabled = try Self.check { $0.rules = [RuleSetting(code: .stringWiderThanSource, level: .note)] }
        #expect(!enabled.stringWidths.growth.isEmpty)
        #expect(enabled.stringWidths.budgeted.isEmpty)
    }

    @Test("with shaping off, nothing is measured: string-too-wide and the growth are skipped")
    func skippedWithShapingOff() throws {
        let fit = #"{"fit": [{"keys": "*", "maxWidth": 10, "size": 17}], "list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#
        let off = try Self.check(config: fit) {
            $0.shaping = false
            $0.translationGrowth = true
        }
        #expect(!off.analyses.contains(.stringWidths))
        #expect(!off.findings.contains { $0.code == .stringTooWide })
        #expect(off.stringWidths.growth.isEmpty)
        // With shaping on, the same budget holds every string and each is past 10 pt.
        let on = try Self.check(config: fit) { _ in }
        #expect(on.findings.contains { $0.code == .stringTooWide })
        #expect(on.stringWidths.growth.isEmpty, "the growth is measured only for what reads it")
    }

    @Test("asked for by the report: every translation's width and its source's are uharfbuzz's, and the longest come first")
    func growthAgainstUharfbuzz() throws {
        let report = try Self.check { $0.translationGrowth = true }
        #expect(report.analyses.contains(.stringWidths))
        #expect(report.stringWidths.sourceLanguage == "en")
        let widths = report.stringWidths
        #expect(Set(widths.growth.map(\.language)) == Set(StringWiderThanSourceTests.translations.keys))
        let sourceWidths = try StringWiderThanSourceTests.widths(StringWiderThanSourceTests.source.map { ["en", $0.1] })
        for language in widths.growth {
            let pairs = try #require(StringWiderThanSourceTests.translations[language.language])
            let oracle = try StringWiderThanSourceTests.widths(pairs.map { [language.language, $0.1] })
            #expect(language.translations.count == pairs.count)
            var ratios: [String: Double] = [:]
            for ((key, _), width) in zip(pairs, oracle) {
                let source = sourceWidths[StringWiderThanSourceTests.source.firstIndex { $0.0 == key }!]
                ratios[key] = width / source
                let measured = try #require(language.translations.first { $0.string.key == key })
                #expect(abs(measured.ems - width) < 1e-9, "\(language.language) \(key)")
                #expect(abs(measured.sourceEms - source) < 1e-9, "\(key)")
            }
            // The longest: those wider than their source, the most grown first.
            let expected = ratios.filter { $0.value > 1 }.sorted { $0.value > $1.value }.prefix(3).map(\.key)
            #expect(language.longest(3).map(\.growth.string.key) == expected, "\(language.language)")
        }
    }

    @Test("keys with the same source and translation are one of the longest, naming the others")
    func sameTextOnce() throws {
        let report = try Self.check(
            languages: [
                ("en", [("join", "Join"), ("menu.join", "Join"), ("invite.join", "Join"), ("leave", "Leave")]),
                ("de", [("join", "Beitreten"), ("menu.join", "Beitreten"), ("invite.join", "Mitmachen"), ("leave", "Verlassen")]),
            ]
        ) { $0.translationGrowth = true }
        let german = try #require(report.stringWidths.growth.first { $0.language == "de" })
        let longest = german.longest(3)
        #expect(longest.map(\.growth.string.key).sorted() == ["invite.join", "join", "leave"])
        #expect(longest.first { $0.growth.string.key == "join" }?.sameText == ["menu.join"])
        #expect(longest.allSatisfy { $0.growth.string.key == "join" || $0.sameText.isEmpty })
    }
}
