import Foundation
import Testing

/// An app's iOS and Android strings side by side, under one `--strings` folder.
@Suite struct MixedPlatformStringsTests {
    /// The iOS fixture's English, French and Japanese `.lproj` folders in `ios/`, and the
    /// Android fixture's `res/` (values/ says tools:locale="en") in `android/`.
    static func mixedApp() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fontpack-mixed-\(UUID().uuidString)")
        let fixtures = CommandLineRun.packageRoot.appendingPathComponent("Tests/FontPackageStringsTests/.fixtures")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("ios"), withIntermediateDirectories: true)
        for language in ["en", "fr", "ja"] {
            try manager.copyItem(
                at: fixtures.appendingPathComponent("App/Resources/\(language).lproj"),
                to: folder.appendingPathComponent("ios/\(language).lproj"))
        }
        try manager.createDirectory(at: folder.appendingPathComponent("android"), withIntermediateDirectories: true)
        try manager.copyItem(at: fixtures.appendingPathComponent("Android/res"), to: folder.appendingPathComponent("android/res"))
        return folder.path
    }

    @Test("one --strings folder reads both platforms: each language once, strings counted per format")
    func eachLanguageOnceWithBothPlatformsFiles() throws {
        let app = try Self.mixedApp()
        defer { try? FileManager.default.removeItem(atPath: app) }
        let run = try CommandLineRun.fontpack("check", "--strings", app, "--shaping", "off", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let summary = try #require((json["summary"] as? [String: Any])?["strings"] as? [String: Any])
        let languages = try #require(summary["languages"] as? [String])
        #expect(languages.count == Set(languages).count)
        // en and fr come from both platforms; ja from iOS; he, id, yi... from Android alone.
        #expect(Set(["en", "fr", "ja", "he", "id", "yi", "pt-BR", "sr-Latn", "ja-JP"]) == Set(languages))
        let byFormat = try #require(summary["stringsByFormat"] as? [String: Int])
        #expect(Set(byFormat.keys) == ["strings", "stringsdict", "android"])
        #expect(byFormat.values.reduce(0, +) == summary["stringsRead"] as? Int)
        // Findings about the Android strings name the file, line, column and resource.
        let text = try CommandLineRun.fontpack("check", "--strings", app, "--shaping", "off")
        // The Android strings that lack the same symbols are one cause, each string listed by its place and resource.
        #expect(text.standardOutput.contains("/android/res/values/strings.xml:4:28: error: [string-missing-characters] en: NotoSans-Light (light), NotoSans-Medium (medium), NotoSans-Bold (bold) lack symbols or punctuation"))
        #expect(text.standardOutput.contains("/android/res/values/strings.xml:23:15 \"planets\""))
        let heading = try #require(text.standardOutput.split(separator: "\n").first { $0.contains(" files; languages from ") })
        #expect(heading.contains("(.strings \(byFormat["strings"]!), .stringsdict \(byFormat["stringsdict"]!), Android \(byFormat["android"]!)) in 15 files"))
    }
}
