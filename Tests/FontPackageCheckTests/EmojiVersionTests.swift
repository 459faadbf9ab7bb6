import Foundation
import FontPackage
import FontPackageStrings
import Testing

@testable import FontPackageCheck

@Suite("Emoji against the app's minimum OS")
struct EmojiVersionTests {
    static let emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"

    @Test("each emoji of Debian's emoji-test.txt after Emoji 1.0 gets the version the file gives it, with or without U+FE0F")
    func versions() throws {
        let text = try String(contentsOfFile: Self.emojiTest, encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("; fully-qualified") {
            // `1FAE8 ; fully-qualified # 🫨 E15.0 shaking face`
            let codes = line.prefix { $0 != ";" }.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let comment = line.split(separator: "#", maxSplits: 1)[1].split(separator: " ")
            let version = String(comment[1].dropFirst())
            guard let number = Double(version), number > 1.0 else { continue }
            let emoji = String(String.UnicodeScalarView(codes.compactMap(Unicode.Scalar.init)))
            #expect(EmojiReleases.version(of: emoji) == version, "\(emoji)")
            let bare = String(String.UnicodeScalarView(codes.filter { $0 != 0xFE0F }.compactMap(Unicode.Scalar.init)))
            #expect(EmojiReleases.version(of: bare) == version, "\(bare)")
            checked += 1
        }
        #expect(checked > 2000)
        #expect(EmojiReleases.version(of: "😀") == nil)  // Emoji 1.0: every release draws it
        // Every version the file has is in the release table.
        #expect(EmojiReleases.release(of: EmojiReleases.source) != nil)
    }

    static func check(strings: String, plist: String) throws -> [Finding] {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Support.write(Data(strings.utf8), to: folder + "/fr.lproj/Localizable.strings")
        try Support.write(Data(plist.utf8), to: folder + "/Info.plist")
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#.utf8), file: "appfont.json")
        let options = PackCheckOptions(
            fontsFolder: Support.packageRoot + "/Tests/Fixtures/Fonts",
            strings: StringsCheckOptions(paths: [folder], infoPlist: folder + "/Info.plist"))
        return try PackChecker.check(config: config, options: options).findings.filter { $0.code == Diagnostic.Code.emojiNewerThanOS }
    }

    static func plist(_ key: String, _ version: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleLocalizations</key>
            <array><string>fr</string></array>
            <key>\(key)</key>
            <string>\(version)</string>
        </dict>
        </plist>
        """
    }

    static let strings = """
        "shaken" = "Secoué 🫨";
        "melting" = "Fondu 🫠";
        "smile" = "Souris 😀";
        """

    @Test("an Emoji 15 emoji is a warning for iOS 15 and not for iOS 17; Emoji 14 is one for iOS 15.0, not 15.4")
    func minimumIOS() throws {
        let ios15 = try Self.check(strings: Self.strings, plist: Self.plist("MinimumOSVersion", "15.0"))
        let shaking = try #require(ios15.first { $0.key == "shaken" })
        #expect(shaking.severity == .warning)
        #expect(shaking.message.contains("🫨 (Emoji 15.0), which iOS draws from 16.4"))
        #expect(shaking.message.contains("iOS 15.0 (MinimumOSVersion)"))
        #expect(shaking.location?.line == 1)
        #expect(ios15.contains { $0.key == "melting" && $0.message.contains("Emoji 14.0") })
        #expect(!ios15.contains { $0.key == "smile" })
        #expect(try Self.check(strings: Self.strings, plist: Self.plist("MinimumOSVersion", "17.0")).isEmpty)
        #expect(try Self.check(strings: Self.strings, plist: Self.plist("MinimumOSVersion", "15.4")).map(\.key) == ["shaken"])
    }

    @Test("LSMinimumSystemVersion is compared with macOS releases")
    func minimumMacOS() throws {
        let findings = try Self.check(strings: Self.strings, plist: Self.plist("LSMinimumSystemVersion", "13.0"))
        #expect(findings.map(\.key) == ["shaken"])
        #expect(findings.first?.message.contains("macOS draws from 13.3") == true)
    }

    @Test("without a minimum OS nothing is compared")
    func noMinimum() throws {
        #expect(try Self.check(strings: Self.strings, plist: Self.plist("CFBundleName", "App")).isEmpty)
    }

    @Test("the Info.plist reader takes the minimum OS, and warns about one that is not a version")
    func reader() {
        let reading = InfoPlistReader.read(bytes: Array(Self.plist("MinimumOSVersion", "16.4").utf8), file: "Info.plist")
        #expect(reading.info?.minimumOS?.system == .iOS)
        #expect(reading.info?.minimumOS?.version == "16.4")
        let bad = InfoPlistReader.read(bytes: Array(Self.plist("MinimumOSVersion", "sixteen").utf8), file: "Info.plist")
        #expect(bad.info?.minimumOS == nil)
        #expect(bad.diagnostics.contains { $0.message.contains("MinimumOSVersion must be a version") })
    }
}

@Suite("The minimum OS of a Swift package")
struct PackageMinimumOSTests {
    static func findings(manifest: String) throws -> [Finding] {
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Support.write(Data(EmojiVersionTests.strings.utf8), to: folder + "/fr.lproj/Localizable.strings")
        try Support.write(Data(manifest.utf8), to: folder + "/Package.swift")
        let config = try FontPackConfig.parse(
            bytes: Array(#"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#.utf8), file: "appfont.json")
        let options = PackCheckOptions(
            fontsFolder: Support.packageRoot + "/Tests/Fixtures/Fonts", strings: StringsCheckOptions(paths: [folder]))
        return try PackChecker.check(config: config, options: options).findings.filter { $0.code == Diagnostic.Code.emojiNewerThanOS }
    }

    static func manifest(_ platforms: String) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [\(platforms)],
            targets: [.target(name: "App")]
        )
        """
    }

    @Test("without an Info.plist, the package's platforms give the minimum: .iOS(.v15) flags Emoji 15, .iOS(.v17) does not")
    func platforms() throws {
        let ios15 = try Self.findings(manifest: Self.manifest(".iOS(.v15), .macOS(.v12)"))
        let shaking = try #require(ios15.first { $0.key == "shaken" })
        #expect(shaking.message.contains("the app runs on iOS 15.0 (Package.swift platforms)"))
        #expect(try Self.findings(manifest: Self.manifest(".iOS(.v17)")).isEmpty)
        #expect(try Self.findings(manifest: Self.manifest(#".iOS("16.3")"#)).map(\.key) == ["shaken"])
        #expect(try Self.findings(manifest: Self.manifest(#".iOS("16.4")"#)).isEmpty)
        #expect(try Self.findings(manifest: Self.manifest(".macOS(.v13)")).first?.message.contains("macOS draws from 13.3") == true)
        #expect(try Self.findings(manifest: Self.manifest(".macOS(.v14)")).isEmpty)
    }

    @Test("the manifest's version forms")
    func versions() {
        #expect(PackageMinimumOS.version(of: .iOS, in: ".iOS(.v16_4)", file: "Package.swift")?.version == "16.4")
        #expect(PackageMinimumOS.version(of: .iOS, in: #".iOS("15.2")"#, file: "Package.swift")?.version == "15.2")
        #expect(PackageMinimumOS.version(of: .iOS, in: ".macOS(.v13)", file: "Package.swift") == nil)
    }
}
