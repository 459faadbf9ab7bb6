import FontPackage
@testable import FontPackageCheck
import Foundation
import Testing

/// `string-wider-than-source`: off by default; enabled, it reports exactly
/// the translations whose width, against their English source's (both
/// measured by uharfbuzz in Noto Sans Light), grew past the expansion
/// table's allowance for the source's length.
@Suite("string-wider-than-source")
struct StringWiderThanSourceTests {
    static let source: [(String, String)] = [
        ("ok", "OK"), ("save", "Save"), ("settings", "Settings"), ("share", "Share this photo"),
        ("delete", "Delete the selected items"), ("sync", "Your library is synced with every device you sign in to"),
        ("privacy", "We never share your photos with anyone unless you choose to share them yourself, one by one."),
    ]
    static let translations: [String: [(String, String)]] = [
        "de": [("ok", "OK"), ("save", "Speichern"), ("settings", "Einstellungen für dieses Konto verwalten"), ("share", "Dieses Foto teilen"),
               ("delete", "Die ausgewählten Objekte endgültig löschen und aus allen Alben entfernen"),
               ("sync", "Deine Mediathek wird mit allen Geräten synchronisiert, bei denen du dich anmeldest"),
               ("privacy", "Wir geben deine Fotos niemals an andere weiter, es sei denn, du entscheidest dich selbst dazu, sie einzeln zu teilen.")],
        "fr": [("ok", "D’accord, j’ai compris"), ("save", "Enregistrer"), ("settings", "Réglages"), ("share", "Partager cette photo"),
               ("delete", "Supprimer les éléments sélectionnés"),
               ("sync", "Votre photothèque est synchronisée avec tous les appareils auxquels vous vous connectez, partout"),
               ("privacy", "Nous ne partageons jamais vos photos.")],
    ]

    static func check(enabled: Bool) throws -> [Finding] {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (language, pairs) in [("en", source)] + translations.map({ ($0.key, $0.value) }) {
            let text = pairs.map { "\"\($0.0)\" = \"\($0.1)\";" }.joined(separator: "\n")
            try Support.write(Data(text.utf8), to: "\(folder)/\(language).lproj/Localizable.strings")
        }
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#.utf8), file: "appfont.json")
        var options = PackCheckOptions(fontsFolder: Support.packageRoot + "/Fonts", strings: StringsCheckOptions(paths: [folder]))
        if enabled { options.rules = [RuleSetting(code: .stringWiderThanSource, level: .note)] }
        return try PackChecker.check(config: config, options: options).findings.filter { $0.code == .stringWiderThanSource }
    }

    /// Width in ems of each text in Noto Sans Light, from uharfbuzz.
    static func widths(_ texts: [[String]]) throws -> [Double] {
        let script = """
            import json, sys
            import uharfbuzz as hb
            face = hb.Face(hb.Blob.from_file_path(sys.argv[1])); font = hb.Font(face)
            out = []
            for language, text in json.load(sys.stdin):
                buf = hb.Buffer(); buf.add_str(text); buf.guess_segment_properties(); buf.language = language
                hb.shape(font, buf, {})
                out.append(sum(p.x_advance for p in buf.glyph_positions) / face.upem)
            print(json.dumps(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Support.packageRoot + "/Fonts/NotoSans/NotoSans-Light.ttf"]
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: texts))
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [Double])
    }

    @Test("off unless a setting enables it")
    func offByDefault() throws {
        #expect(try Self.check(enabled: false).isEmpty)
    }

    @Test("enabled: exactly the translations past the allowance for their source's length, by uharfbuzz's widths")
    func againstUharfbuzz() throws {
        let findings = try Self.check(enabled: true)
        let sourceWidths = try Self.widths(Self.source.map { ["en", $0.1] })
        var expected = Set<String>()
        for (language, pairs) in Self.translations {
            let widths = try Self.widths(pairs.map { [language, $0.1] })
            for ((key, _), width) in zip(pairs, widths) {
                let index = Self.source.firstIndex { $0.0 == key }!
                let length = Self.source[index].1.count
                // The table: up to 10 characters +200%, 11-20 +100%, 21-30 +80%, 31-50 +60%, 51-70 +40%, more +30%.
                let allowed = length <= 10 ? 2.0 : length <= 20 ? 1.0 : length <= 30 ? 0.8 : length <= 50 ? 0.6 : length <= 70 ? 0.4 : 0.3
                if width / sourceWidths[index] - 1 > allowed { expected.insert("\(language) \(key)") }
            }
        }
        let found = Set(findings.map { "\($0.language ?? "") \($0.key ?? "")" })
        #expect(found == expected)
        // The fixture has strings on both sides of the table.
        #expect(expected.count >= 3)
        #expect(expected.count < Self.translations.values.map(\.count).reduce(0, +) - 4)
        #expect(findings.allSatisfy { $0.severity == .note && $0.message.contains("its en source's") })
    }
}
