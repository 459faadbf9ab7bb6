import FontPackage
@testable import FontPackageCheck
import FontPackageInspection
import FontPackageReporting
import Foundation
import Testing

/// `line-height-mismatch` on a pack of Debian's Noto fonts (fonts-noto-core):
/// Noto Sans as the default, and the faces of Arabic, Myanmar, Thai, Hebrew,
/// Devanagari and Urdu (Nastaliq). The expected line boxes are read with
/// fontTools, not with the code under test.
@Suite("Line height mismatch")
struct LineHeightMismatchTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    /// Language, PostScript name and file of each entry; the first is `default`.
    static let entries: [(env: String, name: String, file: String)] = [
        ("default", "NotoSans-Regular", "NotoSans-Regular.ttf"),
        ("ar", "NotoSansArabic-Regular", "NotoSansArabic-Regular.ttf"),
        ("my", "NotoSansMyanmar-Regular", "NotoSansMyanmar-Regular.ttf"),
        ("th", "NotoSansThai-Regular", "NotoSansThai-Regular.ttf"),
        ("he", "NotoSansHebrew-Regular", "NotoSansHebrew-Regular.ttf"),
        ("hi", "NotoSansDevanagari-Regular", "NotoSansDevanagari-Regular.ttf"),
        ("ur", "NotoNastaliqUrdu-Regular", "NotoNastaliqUrdu-Regular.ttf"),
    ]

    /// The pack folder (copies of the Debian files) and its config.
    static func pack() throws -> (folder: String, config: FontPackConfig) {
        let folder = try Support.temporaryFolder()
        for entry in entries {
            try FileManager.default.copyItem(atPath: noto + entry.file, toPath: folder + "/" + entry.file)
        }
        let list = entries.map { #"{"env": "\#($0.env)", "data": [{"font": 0, "name": "\#($0.name)"}]}"# }
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [\#(list.joined(separator: ", "))]}"#.utf8), file: "appfont.json")
        return (folder, config)
    }

    /// hhea ascender − descender + line gap over unitsPerEm, per file, as fontTools reads them.
    static func fontToolsLineBoxes() throws -> [String: Double] {
        let script = """
            import sys
            from fontTools.ttLib import TTFont
            for path in sys.argv[1:]:
                f = TTFont(path); h = f['hhea']
                print(path.rsplit('/', 1)[1], repr((h.ascent - h.descent + h.lineGap) / f['head'].unitsPerEm))
            """
        let (status, output) = try Support.run("python3", ["-c", script] + entries.map { noto + $0.file })
        try #require(status == 0)
        var boxes: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            boxes[String(parts[0])] = Double(parts[1])
        }
        try #require(boxes.count == entries.count)
        return boxes
    }

    static func check(tolerance: Double? = nil, infoPlist: String? = nil) throws -> [Finding] {
        let (folder, config) = try pack()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = PackCheckOptions(fontsFolder: folder)
        options.shaping = false
        options.infoPlist = infoPlist
        if let tolerance {
            var setting = RuleSetting(code: .lineHeightMismatch, level: .warning)
            setting.tolerance = tolerance
            options.rules = [setting]
        }
        return try PackChecker.check(config: config, options: options).findings.filter { $0.code == .lineHeightMismatch }
    }

    @Test("fires for ar, my and ur at the default tolerance, not for th, he or hi, with fontTools' figures")
    func defaultTolerance() throws {
        let boxes = try Self.fontToolsLineBoxes()
        let findings = try Self.check()
        #expect(findings.compactMap(\.language).sorted() == ["ar", "my", "ur"])
        let reference = boxes["NotoSans-Regular.ttf"]!
        for entry in Self.entries.dropFirst() {
            let ratio = boxes[entry.file]! / reference
            // The oracle's own ratios put each language on its side of the tolerance.
            #expect(((ratio - 1) * 100 > LineHeightMismatchRule.defaultTolerance) == ["ar", "my", "ur"].contains(entry.env))
            guard let finding = findings.first(where: { $0.language == entry.env }) else { continue }
            let message = finding.message
            #expect(finding.severity == .warning)
            #expect(finding.platform == .ios)
            #expect(finding.font?.hasSuffix(entry.file) == true)
            // Both faces, both line boxes in ems and at 17 pt, and the ratio.
            #expect(message.contains(String(format: "%.3f em", boxes[entry.file]!)))
            #expect(message.contains(String(format: "(%.1f pt at 17 pt)", boxes[entry.file]! * 17)))
            #expect(message.contains(String(format: "the %.3f em (%.1f pt)", reference, reference * 17)))
            #expect(message.contains(String(format: "%.2fx", ratio)))
            #expect(message.hasPrefix("\(entry.env) light, medium, bold: \(entry.name) lays a line out in"))
            #expect(message.contains("of default's NotoSans-Regular"))
        }
    }

    @Test("the tolerance is a setting: at 70% only Urdu's 1.84x is reported")
    func toleranceSetting() throws {
        let findings = try Self.check(tolerance: 70)
        #expect(findings.compactMap(\.language) == ["ur"])
        #expect(findings.first?.message.contains("tolerance of 70%") == true)
    }

    @Test("a tolerance setting is printed as a share of the reference's line box, clipped-ink's as a share of the em")
    func toleranceDescription() {
        var lineHeight = RuleSetting(code: .lineHeightMismatch, level: .warning)
        lineHeight.tolerance = 70
        var ink = RuleSetting(code: .clippedInk, level: .warning)
        ink.tolerance = 0.5
        let settings = RuleSettings(commandLine: [lineHeight, ink])
        #expect(settings.settings.map(\.valueDescription) == [
            "warning, tolerance 70.0% of the reference's line box", "warning, tolerance 0.5% of the em",
        ])
    }

    @Test("a development language declared in the Info.plist is the reference instead of default")
    func developmentLanguage() throws {
        let boxes = try Self.fontToolsLineBoxes()
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plist = folder + "/Info.plist"
        try Data(
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>ar</string></dict></plist>
            """#.utf8
        ).write(to: URL(fileURLWithPath: plist))
        let findings = try Self.check(infoPlist: plist)
        // Against Arabic's box, only the languages whose boxes exceed it by 12% are reported, default among none.
        let expected = Self.entries.filter { entry in
            entry.env != "ar" && (boxes[entry.file]! / boxes["NotoSansArabic-Regular.ttf"]! - 1) * 100 > 12
        }.map(\.env)
        #expect(!expected.isEmpty)
        #expect(findings.compactMap(\.language).sorted() == expected.sorted())
        #expect(findings.allSatisfy { $0.message.contains("of ar's NotoSansArabic-Regular") })
    }

    @Test("check --format json gives each row's line box in ems per platform, fontTools' figure")
    func jsonLineBox() throws {
        let boxes = try Self.fontToolsLineBoxes()
        let (folder, config) = try Self.pack()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = PackCheckOptions(fontsFolder: folder)
        options.shaping = false
        options.platforms = [.ios, .android]
        let report = try PackChecker.check(config: config, options: options)
        let json = CheckJSONDocument(report, outcome: FindingOutcome(findings: report.findings)).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let table = try #require(object["table"] as? [[String: Any]])
        #expect(table.count == Self.entries.count * 3)
        for row in table {
            let file = try #require((row["font"] as? String)?.split(separator: "/").last.map(String.init))
            let lineBox = try #require(row["lineBox"] as? [String: Double], "\(row)")
            // Every Noto face's line gap is 0, so iOS's box and Android's are hhea's ascender minus descender.
            #expect(Set(lineBox.keys) == ["ios", "android"])
            for (platform, ems) in lineBox {
                #expect(abs(ems - boxes[file]!) < 1e-9, "\(file) \(platform): \(ems), fontTools \(boxes[file]!)")
            }
        }
    }
}
