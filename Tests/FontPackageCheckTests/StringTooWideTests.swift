import FontPackage
@testable import FontPackageCheck
import Foundation
import Testing

/// `string-too-wide` on strings in five languages and three entries (Noto
/// Sans, Noto Sans Arabic, Noto Serif from the example pack), against the
/// widths uharfbuzz gives the same strings in the same faces: exactly the
/// strings wider than a budget at some slot are reported, at that slot, with
/// that width.
@Suite("string-too-wide")
struct StringTooWideTests {
    /// Language -> key -> text; every string is one script, so uharfbuzz shaping it whole is shaping its one run.
    static let strings: [String: [(String, String)]] = [
        "en": [("tab.home", "Home"), ("tab.settings", "Settings"), ("tab.notifications", "Notifications"), ("title.welcome", "Welcome to the app, where every title is long")],
        "fr": [("tab.home", "Accueil"), ("tab.settings", "Paramètres"), ("tab.notifications", "Notifications")],
        "de": [("tab.home", "Startseite"), ("tab.settings", "Einstellungen"), ("tab.notifications", "Benachrichtigungen")],
        "ar": [("tab.home", "الرئيسية"), ("tab.settings", "الإعدادات"), ("tab.notifications", "الإشعارات")],
        "vi": [("tab.home", "Trang chủ"), ("tab.settings", "Cài đặt"), ("tab.notifications", "Thông báo")],
    ]
    /// Per entry, the file each slot draws with (ar has no medium face: light serves it).
    static let faces: [String: [String: String]] = [
        "default": ["light": "NotoSans/NotoSans-Light.ttf", "medium": "NotoSans/NotoSans-Medium.ttf", "bold": "NotoSans/NotoSans-Bold.ttf"],
        "ar": ["light": "NotoSansArabic/NotoSansArabic-Light.ttf", "medium": "NotoSansArabic/NotoSansArabic-Light.ttf", "bold": "NotoSansArabic/NotoSansArabic-Bold.ttf"],
        "vi": ["light": "NotoSerif/NotoSerif-Light.ttf", "medium": "NotoSerif/NotoSerif-Medium.ttf", "bold": "NotoSerif/NotoSerif-Bold.ttf"],
    ]
    /// Two budgets: every slot at 11 pt within 60 pt; the bold slot at caption 2 (11 pt at Large) within 55 pt.
    static let config = #"""
        {"fit": [{"keys": "tab.*", "files": "Localizable.strings", "maxWidth": 60, "size": 11},
                 {"keys": "tab.*", "maxWidth": 55, "textStyle": "caption2", "slot": "bold"}],
         "list": [{"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "vi", "data": [{"font": 0, "name": "NotoSerif-Light"}, {"font": 1, "name": "NotoSerif-Medium"}, {"font": 2, "name": "NotoSerif-Bold"}]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}]}
        """#

    struct Expected: Hashable, CustomStringConvertible {
        let budget: Int
        let language: String
        let key: String
        let slot: String
        var description: String { "fit[\(budget)] \(language) \(slot) \(key)" }
    }

    /// Widths in points at 11 pt from uharfbuzz, per language, key and slot.
    static func oracleWidths() throws -> [String: [String: [String: Double]]] {
        var jobs: [[String]] = []
        for (language, pairs) in strings {
            let entry = faces[language] == nil ? "default" : language
            for (key, text) in pairs {
                for (slot, file) in faces[entry]! { jobs.append([language, key, slot, Support.packageRoot + "/Fonts/" + file, text]) }
            }
        }
        let script = """
            import json, sys
            import uharfbuzz as hb
            out = []
            for language, key, slot, path, text in json.load(sys.stdin):
                face = hb.Face(hb.Blob.from_file_path(path)); font = hb.Font(face)
                buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties(); buf.language = language
                hb.shape(font, buf, {})
                out.append([language, key, slot, sum(p.x_advance for p in buf.glyph_positions) / face.upem * 11])
            print(json.dumps(out))
            """
        let input = try JSONSerialization.data(withJSONObject: jobs)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[Any]])
        var widths: [String: [String: [String: Double]]] = [:]
        for row in rows {
            widths[row[0] as! String, default: [:]][row[1] as! String, default: [:]][row[2] as! String] = (row[3] as! NSNumber).doubleValue
        }
        return widths
    }

    @Test("exactly the strings wider than a budget at some slot, at that slot, with uharfbuzz's width")
    func againstUharfbuzz() throws {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, pairs) in Self.strings {
            let text = pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
            try Support.write(Data(text.utf8), to: "\(folder)/\(language).lproj/Localizable.strings")
        }
        // Outside the first budget's files, inside the second's: its bold Noto Sans width is past 55 pt at 11 pt.
        try Support.write(Data(#""tab.extra" = "An extraordinarily long tab";"#.utf8), to: "\(folder)/en.lproj/Tabs.strings")
        let config = try FontPackConfig.parse(bytes: Array(Self.config.utf8), file: "appfont.json")
        let options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts", strings: StringsCheckOptions(paths: [folder]))
        let findings = try PackChecker.check(config: config, options: options).findings.filter { $0.code == .stringTooWide }

        var widths = try Self.oracleWidths()
        // The Tabs.strings string, measured the same way, for the second budget.
        let extra = try Self.oracleWidth("An extraordinarily long tab", file: "NotoSans/NotoSans-Bold.ttf", language: "en")
        widths["en", default: [:]]["tab.extra"] = ["bold": extra]
        var expected = Set<Expected>()
        for (language, keys) in widths {
            for (key, slots) in keys where key.hasPrefix("tab.") {
                for (slot, width) in slots {
                    if key != "tab.extra", width > 60 { expected.insert(Expected(budget: 0, language: language, key: key, slot: slot)) }
                    if slot == "bold", width > 55 { expected.insert(Expected(budget: 1, language: language, key: key, slot: slot)) }
                }
            }
        }
        var found = Set<Expected>()
        for finding in findings {
            let budget = finding.message.contains("past fit[1]'s") ? 1 : 0
            for slot in (finding.slot ?? "").components(separatedBy: ", ") {
                found.insert(Expected(budget: budget, language: finding.language ?? "", key: finding.key ?? "", slot: slot))
                // The width given is uharfbuzz's, to the tenth of a point shown.
                let shown = try #require(Double(finding.message.components(separatedBy: " is ")[1].components(separatedBy: " pt wide")[0]))
                let oracle = try #require(widths[finding.language ?? ""]?[finding.key ?? ""]?[slot])
                #expect(abs(shown - oracle) <= 0.05, "\(finding.message): uharfbuzz \(oracle)")
            }
            #expect(finding.severity == .error)
            #expect(finding.location?.file.hasSuffix(".strings") == true)
        }
        #expect(found == expected, "missing \(expected.subtracting(found)), extra \(found.subtracting(expected))")
        // The fixture reaches both sides of each budget, and a string past it at some slots only.
        #expect(expected.count >= 8)
        #expect(expected.contains(Expected(budget: 0, language: "fr", key: "tab.settings", slot: "bold")))
        #expect(!expected.contains(Expected(budget: 0, language: "fr", key: "tab.settings", slot: "light")))
        #expect(expected.contains(Expected(budget: 1, language: "en", key: "tab.extra", slot: "bold")))
    }

    static func oracleWidth(_ text: String, file: String, language: String) throws -> Double {
        let script = """
            import sys
            import uharfbuzz as hb
            face = hb.Face(hb.Blob.from_file_path(sys.argv[1])); font = hb.Font(face)
            buf = hb.Buffer(); buf.add_str(sys.argv[2]); buf.guess_segment_properties(); buf.language = sys.argv[3]
            hb.shape(font, buf, {})
            print(repr(sum(p.x_advance for p in buf.glyph_positions) / face.upem * 11))
            """
        let (status, output) = try Support.run("python3", ["-c", script, Support.packageRoot + "/Fonts/" + file, text, language])
        try #require(status == 0)
        return try #require(Double(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
}
