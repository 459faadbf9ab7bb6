package import FontPackage

/// The platforms a check applies, and what chose them: `--platform`, else the
/// config's `platforms`, else the platforms the app's string files are made
/// for, else iOS, the platform the config format comes from.
///
/// The strings name a platform by their format, as each platform's build
/// reads them: Android resources (`res/values*/strings.xml`) are Android's;
/// `.strings`, `.stringsdict`, String Catalogs and an Info.plist are Apple's;
/// a Flutter app's ARB files build for Android and iOS; `.resw` and `.resx`
/// are Windows'. The other formats (gettext, XLIFF, Qt, `.properties`,
/// i18next) are read on many platforms and name none.
package struct PlatformChoice: Sendable, Equatable {
    /// Sorted, never empty.
    package var platforms: [Platform]
    package var source: Source

    package enum Source: Sendable, Equatable {
        /// `--platform`.
        case commandLine
        /// The config's `platforms`.
        case config
        /// The string files whose formats implied the platforms: `58 Android resource files`.
        case strings([String])
        /// Nothing chose: iOS.
        case byDefault
    }

    /// The platforms each format's files imply, by ``StringsFormat`` identifier.
    static let impliedByFormat: [(format: String, files: String, platforms: [Platform])] = [
        ("android", "Android resource", [.android]),
        ("strings", ".strings", [.ios]),
        ("stringsdict", ".stringsdict", [.ios]),
        ("catalog", ".xcstrings", [.ios]),
        ("arb", "ARB (Flutter)", [.android, .ios]),
        ("resw", ".resw", [.windows]),
        ("resx", ".resx", [.windows]),
    ]

    package init(platforms: [Platform], source: Source) {
        self.platforms = platforms.sorted()
        self.source = source
    }

    /// The choice of a check: `commandLine` and `config` first; then, when strings were read,
    /// the platforms their formats imply (`filesByFormat` by format identifier, `infoPlist`
    /// whether an Info.plist was read with them); else iOS.
    package static func choose(
        commandLine: [Platform]?, config: [Platform]?, filesByFormat: [String: Int]?, infoPlist: Bool
    ) -> PlatformChoice {
        if let commandLine, !commandLine.isEmpty { return PlatformChoice(platforms: commandLine, source: .commandLine) }
        if let config, !config.isEmpty { return PlatformChoice(platforms: config, source: .config) }
        var platforms = Set<Platform>()
        var reasons: [String] = []
        for implied in impliedByFormat {
            guard let count = filesByFormat?[implied.format], count > 0 else { continue }
            platforms.formUnion(implied.platforms)
            reasons.append("\(count) \(implied.files) file\(count == 1 ? "" : "s")")
        }
        if infoPlist {
            platforms.insert(.ios)
            reasons.append("Info.plist")
        }
        guard !platforms.isEmpty else { return PlatformChoice(platforms: [.ios], source: .byDefault) }
        return PlatformChoice(platforms: Array(platforms), source: .strings(reasons))
    }

    /// Platforms that are named, and whose line box the check measures, but whose rules for
    /// loading fonts are not written yet.
    package var withoutRules: [Platform] { platforms.filter { $0 == .windows } }

    /// Where the platforms come from, for people: `--platform`, `the config's platforms`,
    /// `from 58 Android resource files; --platform to choose`, `the default; --platform to choose`.
    package var reason: String {
        switch source {
        case .commandLine: "--platform"
        case .config: "the config's platforms"
        case .strings(let files): "from " + files.joined(separator: ", ") + "; --platform to choose"
        case .byDefault: "the default; --platform to choose"
        }
    }

    /// `android (from 58 Android resource files; --platform to choose)`, as the summaries print it;
    /// an explicit choice (`--platform`, the config) is the platforms alone.
    package var summary: String {
        let names = platforms.map(\.rawValue).joined(separator: ", ")
        var text: String
        switch source {
        case .commandLine, .config: text = names
        case .strings, .byDefault: text = "\(names) (\(reason))"
        }
        if !withoutRules.isEmpty {
            text += "; " + withoutRules.map { "\($0.rawValue): no font-loading rules yet" }.joined(separator: ", ")
        }
        return text
    }

    /// The source's identifier in JSON: `--platform`, `config`, `strings`, `default`.
    package var sourceID: String {
        switch source {
        case .commandLine: "--platform"
        case .config: "config"
        case .strings: "strings"
        case .byDefault: "default"
        }
    }
}
