import FontPackage
import FontPackageCheck
import Foundation
import Testing

@Suite("Text styles in a check")
struct TextStyleSlotTests {
    /// The example config with `textStyles` giving headline the medium slot, which ar and ja lack.
    static func config(_ textStyles: String) throws -> FontPackConfig {
        let text = try String(contentsOfFile: PackCheckTests.examplePath, encoding: .utf8)
            .replacingOccurrences(of: "\"list\": [", with: "\"textStyles\": \(textStyles),\n    \"list\": [")
        return try FontPackConfig.parse(bytes: Array(text.utf8), file: "appfont.json")
    }

    @Test("a textStyles slot an entry does not fill is a finding at the slot, naming the face that serves instead")
    func missingSlot() throws {
        let config = try Self.config(#"{"headline": {"slot": "medium"}, "body": {"size": 16}}"#)
        let report = try PackChecker.check(
            config: config,
            options: PackCheckOptions(fontsFolder: PackCheckTests.exampleFonts, languages: ["vi", "ar", "ja"]))
        let found = report.findings.filter { $0.code == "text-style-slot-missing" }
        #expect(found.map(\.language) == ["ar", "ja"])
        let arabic = try #require(found.first)
        #expect(arabic.severity == .warning)
        #expect(arabic.location?.line == 3)
        #expect(arabic.path == "textStyles.headline.slot")
        #expect(arabic.message.contains("ar's headline is drawn with NotoSansArabic-Light"))
    }

    @Test("slots every entry fills, and sizes alone, are no finding")
    func filledSlot() throws {
        let config = try Self.config(#"{"headline": {"slot": "bold"}, "caption1": {"slot": 0, "size": 13}}"#)
        let report = try PackChecker.check(
            config: config, options: PackCheckOptions(fontsFolder: PackCheckTests.exampleFonts, languages: ["ar", "ja"]))
        #expect(!report.findings.contains { $0.code == "text-style-slot-missing" })
    }
}
