internal import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// An emoji in a translation that is newer than the oldest OS the app runs on
/// is tofu there: the system emoji font of that release does not have it.
/// The minimum comes from the Info.plist (`MinimumOSVersion` for iOS,
/// `LSMinimumSystemVersion` for macOS), else from the `platforms:` of a
/// `Package.swift` at the root of a strings folder; each emoji's version from Unicode's
/// `emoji-test.txt`, and the first release that draws it from a cited table
/// (``EmojiReleases``).
enum EmojiVersionRule: PackRule {
    static let reads: [CheckInput] = [.strings, .infoPlist]
    static let codes: [FindingRule] = [
        FindingRule(
            .emojiNewerThanOS, .warning,
            "A translation shows an emoji newer than the app's minimum OS, which draws it as tofu.",
            help: "Use an older emoji, or raise the minimum OS to the release that first draws it."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        guard let strings = context.strings, let minimum = context.minimumOS, let oldest = minimum.components
        else { return [] }
        var findings: [Finding] = []
        for job in strings.jobs {
            for string in job.strings {
                let emoji = RenderedCharacters(string).emoji
                for symbol in emoji {
                    guard let version = EmojiReleases.version(of: symbol), let release = EmojiReleases.release(of: version) else {
                        continue
                    }
                    let first = minimum.system == .iOS ? release.iOS : release.macOS
                    guard let firstComponents = MinimumOS.components(of: first),
                        EmojiReleases.isOlder(oldest, than: firstComponents)
                    else { continue }
                    let system = minimum.system.rawValue
                    findings.append(
                        finding(
                            .emojiNewerThanOS,
                            "\(job.language): \(quotedKey(string.key)) shows \(symbol) (Emoji \(version)), which \(system) draws from \(first); "
                                + "the app runs on \(system) \(minimum.version) (\(minimum.key)), where it is tofu",
                            at: string.location, language: job.language, key: string.key, characters: [symbol]))
                }
            }
        }
        return findings
    }
}

extension EmojiVersionRule {
    static let examples: [RuleExample] = [
        // 🫨 (Emoji 15.0) first drawn by iOS 16.4, in an app for iOS 15.
        .triggering(
            [.emojiNewerThanOS],
            config: #"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts",
            strings: [
                "fr.lproj/Localizable.strings": #""shaken" = "Secoué 🫨";"#,
                "Info.plist": infoPlist(minimumOS: "15.0"),
            ]),
        .nonTriggering(
            config: #"{"list": [{"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts",
            strings: [
                "fr.lproj/Localizable.strings": #""shaken" = "Secoué 🫨";"#,
                "Info.plist": infoPlist(minimumOS: "17.0"),
            ]),
    ]

    static func infoPlist(minimumOS: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleLocalizations</key>
            <array><string>fr</string></array>
            <key>MinimumOSVersion</key>
            <string>\(minimumOS)</string>
        </dict>
        </plist>
        """
    }
}

extension Diagnostic.Code {
    /// A translation shows an emoji newer than the app's minimum OS.
    static let emojiNewerThanOS: Self = "emoji-newer-than-os"
}
