import FontPackage
import FontPackageInspection
import Foundation
import Testing
import FontPackageTestSupport

/// The code of `Sources/FontPackageInspection/FontPackageInspection.docc/GettingStarted.md`,
/// run against the repository's example fonts, and a check that the article
/// still shows exactly this code.
@Suite("FontPackageInspection getting started")
struct InspectionGettingStartedTests {
    /// The article, found from the package root.
    static let article = Support.packageRoot + "/Sources/FontPackageInspection/FontPackageInspection.docc/GettingStarted.md"

    @Test("the article's example inspects Fonts/")
    func example() throws {
        let packageFolder = Support.packageRoot
        // GettingStarted.md begins
        // A pack folder: every face of every font file, found by the names a config uses.
        let pack = try FontIndex(folder: packageFolder + "/Fonts/NotoSerif")
        let light = try pack.find(name: "NotoSerif-Light")

        // What Vietnamese needs at the `base` level, and how the face covers it.
        let vietnamese = LanguageRequirements(for: try ParsedLocale("vi"), level: .base)
        let verdicts = light.coverage(of: vietnamese)
        let gaps = verdicts.filter { !$0.isCovered }.map(\.requirement.kind)  // [.cldrNumbers]: no U+2212 −
        let arabic = light.coverage(of: LanguageRequirements(for: try ParsedLocale("ar")))
        let missingArabic = arabic.map(\.missing.count)  // [36, 16]: the letters, then the digits

        // One file, and what HarfBuzz makes of Arabic text with it.
        let faces = try FontInspector().inspect(file: packageFolder + "/Fonts/NotoSansArabic/NotoSansArabic-Light.ttf")
        let sample = ShapingSample.of(try ParsedLocale("ar"))
        let failures = try sample.map { try faces[0].shapingFailures(of: $0) }  // []: the letters join
        // GettingStarted.md ends

        #expect(pack.faces.map(\.postscriptName) == ["NotoSerif-Bold", "NotoSerif-Light", "NotoSerif-Medium"])
        #expect(pack.failures.isEmpty && pack.damaged.isEmpty)
        #expect(light.file.hasSuffix("/Fonts/NotoSerif/NotoSerif-Light.ttf"))
        #expect(verdicts.map(\.requirement.kind) == [.fontconfig, .digits, .cldrBase, .cldrNumbers, .cldrPunctuation, .formatted])
        // CLDR 48 lists U+2212 MINUS SIGN among Vietnamese number characters, and
        // Noto Serif (Debian's, so the example's subset too) has none: fontTools.
        #expect(gaps == [.cldrNumbers])
        #expect(verdicts.first { $0.requirement.kind == .cldrNumbers }?.missing == CodePointSet([0x2212]))
        let vi = try CLDRTableTests.json("cldr-json/cldr-misc-full/main/vi/characters.json")
        let viNumbers = ((vi["main"] as? [String: Any])?["vi"] as? [String: Any]).flatMap { $0["characters"] as? [String: Any] }?["numbers"] as? String
        #expect(viNumbers?.unicodeScalars.contains("\u{2212}") == true)
        #expect(try !FormattedTextTests.fontToolsHas(light.file, 0x2212))
        #expect(arabic.map(\.requirement.kind) == [.fontconfig, .digits])
        #expect(missingArabic == [36, 16])
        #expect(arabic[0].missing.contains(0x0627))
        #expect(faces.map(\.postscriptName) == ["NotoSansArabic-Light"])
        #expect(sample?.orthography == "ar-Arab")
        #expect(failures == [])
        // The Latin face cannot draw the sample at all.
        let serifFailures = try light.shapingFailures(of: try #require(sample))
        #expect(!serifFailures.isEmpty && serifFailures.allSatisfy { $0.kind == .notdef })
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
