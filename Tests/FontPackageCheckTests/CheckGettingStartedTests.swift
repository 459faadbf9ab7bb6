import FontPackage
import FontPackageCheck
import FontPackageInspection
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackageCheck/FontPackageCheck.docc/GettingStarted.md`,
/// run against the repository's example pack and app, and a check that the
/// article still shows exactly this code.
@Suite("FontPackageCheck getting started")
struct CheckGettingStartedTests {
    /// The article, found from the package root.
    static let article = Support.packageRoot + "/Sources/FontPackageCheck/FontPackageCheck.docc/GettingStarted.md"

    @Test("the article's example checks Config/appfont.json with Fonts/ and Config/ExampleApp")
    func example() throws {
        let packageFolder = Support.packageRoot
        // GettingStarted.md begins
        let config = try FontPackConfig.load(path: packageFolder + "/Config/appfont.json")
        var options = PackCheckOptions(fontsFolder: packageFolder + "/Fonts")
        options.strings = StringsCheckOptions(paths: [packageFolder + "/Config/ExampleApp"])
        let report = try PackChecker.check(config: config, options: options)

        // Every finding, in config order, printed the way a compiler prints errors.
        for finding in report.findings {
            print(finding)
        }
        let failed = report.hasErrors  // true: the Thai strings have no Thai font
        let errors = report.findings.filter { $0.severity == .error }.map(\.code)  // Thai: its strings and its rows

        // The face each language and slot really gets: Arabic has no medium face.
        let arabicMedium = report.rows.first { $0.language == "ar" && $0.slot == "medium" }
        let drawnWith = arabicMedium?.face?.postscriptName  // "NotoSansArabic-Light"
        let filledSlot = arabicMedium?.fallbackFrom  // "light"

        // What the app's font hook answers in Vietnamese, and the file that serves it.
        let boldSystem = report.resolutions["vi"]?[3]  // boldSystemFont(ofSize:)
        let boldFile = boldSystem.flatMap(report.face(for:))?.file  // ".../Fonts/NotoSerif/NotoSerif-Bold.ttf"
        // The coordinates to draw it at: empty for a static face, ["wght": 700] for a variable font's instance.
        let boldVariation = boldSystem.flatMap(report.face(for:))?.variation  // [:]

        // The strings with findings, per language.
        let thai = report.strings?.drawn.first { $0.language == "th" }
        let thaiTofu = thai?.strings.count  // 2: both Thai strings have a finding
        // GettingStarted.md ends

        // Thai has no entry: its strings and its rows fall to default's Latin faces.
        #expect(report.findings.contains { $0.code == "default-script" && $0.language == "th" })
        #expect(failed)
        #expect(errors.filter { $0 == "string-missing-characters" }.count == 3)
        #expect(Set(errors) == ["string-missing-characters", "missing-characters", "shaping-notdef"])
        #expect(report.findings.filter { $0.severity == .error && $0.language != "th" && $0.language != "en" }.isEmpty)
        #expect(report.findings.contains { $0.code == "weight-fallback" && $0.language == "ar" })
        #expect(report.rows.count == 18)  // five entries x three slots, and Thai's three
        #expect(drawnWith == "NotoSansArabic-Light")
        #expect(filledSlot == "light")
        #expect(boldSystem?.fontName == "NotoSerif-Bold")
        #expect(boldFile?.hasSuffix("/Fonts/NotoSerif/NotoSerif-Bold.ttf") == true)
        #expect(boldVariation == [:])
        #expect(thai?.slots.count == 3)
        #expect(thaiTofu == 2)
        #expect(thai?.strings.allSatisfy { $0.findings.contains { $0.code == "string-missing-characters" } } == true)
        #expect(report.strings?.stringsRead == 34)
        #expect(report.strings?.filesRead == 8)
    }

    @Test("GettingStarted.md shows exactly the code the example runs")
    func articleMatchesTest() throws {
        let article = try String(contentsOfFile: Self.article, encoding: .utf8)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = Snippet.swiftBlocks(in: article)
        #expect(blocks.count == 1)
        #expect(blocks.first == Snippet.region(in: test))
    }
}
