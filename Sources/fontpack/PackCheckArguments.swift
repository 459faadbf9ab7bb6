import FontPackage
import FontPackageCommandLine
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection

/// What to check, shared by `check` and `report`: the pack folder, the
/// languages, the level, the app's strings and whether to shape.
struct PackCheckArguments {
    static let fonts = Option("fonts", default: "Fonts", help: "The pack folder the config's fonts are in.")
    static let languages: Option<String?> = Option(
        "languages",
        help: "Languages to check, comma-separated; fc:<code> for fontconfig's own orthography (default: every env of the config).")
    static let level = Option(
        "level", default: CoverageCommand.LevelOption.fontconfig,
        help: "How strict: fontconfig (orthography + digits), base (+ CLDR main, numbers, punctuation), full (+ CLDR auxiliary).")
    static let strings: Option<[String]> = Option(
        repeating: "strings", upToNextOption: true,
        help: "The app's translations: .lproj folders, .strings, .stringsdict or .xcstrings files, or folders holding them.")
    static let infoPlist: Option<String?> = Option("info-plist",
        help: "The app's Info.plist: CFBundleLocalizations picks the languages, CFBundleDevelopmentRegion is Base.lproj's, UIAppFonts the fonts iOS registers.")
    static let platform: Option<[String]> = Option(
        repeating: "platform",
        help: "Platforms the pack ships on, repeatable or comma-separated: ios, android, web, linux (default: the config's platforms, else ios).")
    static let shaping = Option(
        "shaping", default: ShapingOption.on, help: "Shape each language's sample text and the strings with HarfBuzz: on or off.")
    static let rule: Option<[String]> = Option(
        repeating: "rule", value: "code=level",
        help: "Switch a finding code off or change its severity for this run: off, note, warning or error; overrides the config's rules (fontpack rules lists the codes).")
    static let options = [
        fonts.spec, languages.spec, level.spec, strings.spec, infoPlist.spec, platform.spec, shaping.spec, rule.spec,
    ]

    let fonts: String
    let languages: String?
    let level: CoverageCommand.LevelOption
    let strings: [String]
    let infoPlist: String?
    let platformItems: [String]
    let shaping: ShapingOption
    let ruleItems: [String]

    init(_ values: ParsedValues) {
        fonts = values[Self.fonts]
        languages = values[Self.languages]
        level = values[Self.level]
        strings = values[Self.strings]
        infoPlist = values[Self.infoPlist]
        platformItems = values[Self.platform]
        shaping = values[Self.shaping]
        ruleItems = values[Self.rule]
    }

    /// The `--rule` settings; a malformed one or a code no rule reports is a usage error.
    func ruleSettings() throws -> [RuleSetting] {
        try ruleItems.map { item in
            switch RuleSetting.parse(commandLine: item) {
            case .failure(let error): throw UsageError("--rule: \(error)")
            case .success(let setting):
                if let unknown = RuleRegistry.unknownCodes(in: [setting]).first { throw UsageError(unknown.message) }
                return setting
            }
        }
    }

    /// The platforms asked for, or nil to take the config's.
    func platforms() throws -> [Platform]? {
        let items = platformItems.flatMap(\.commaSeparatedItems)
        guard !items.isEmpty else { return nil }
        return try items.map { item in
            guard let platform = Platform(rawValue: item.lowercased()) else {
                throw UsageError("--platform: \"\(item)\" is not a platform: ios, android, web or linux")
            }
            return platform
        }
    }

    func validate() throws {
        if let languages, languages.commaSeparatedItems.isEmpty {
            throw UsageError("--languages needs at least one language")
        }
        // Like resolve's --locale: an item that is no language tag is a usage error, not a finding.
        for item in languages?.commaSeparatedItems ?? [] {
            do { _ = try CheckedLanguage(item) } catch { throw UsageError("--languages: \(error)") }
        }
        for path in strings where !FileManager.default.fileExists(atPath: path) {
            throw UsageError("--strings: \(path) does not exist")
        }
        if let infoPlist, !FileManager.default.fileExists(atPath: infoPlist) {
            throw UsageError("--info-plist: \(infoPlist) does not exist")
        }
        _ = try platforms()
        _ = try ruleSettings()
    }

    var stringsOptions: StringsCheckOptions? {
        strings.isEmpty ? nil : StringsCheckOptions(paths: strings, infoPlist: infoPlist)
    }

    var checkOptions: PackCheckOptions {
        var options = PackCheckOptions(
            fontsFolder: fonts, languages: languages.map(\.commaSeparatedItems), level: level.level, strings: stringsOptions)
        options.shaping = shaping.isOn
        options.platforms = try? platforms()
        options.infoPlist = infoPlist
        options.rules = (try? ruleSettings()) ?? []
        return options
    }

    /// Runs the check; an unreadable pack folder is exit 2.
    func check(_ config: FontPackConfig) throws -> PackReport {
        // The config's rules name codes the check knows: an unknown one is a config error (exit 2).
        let unknown = RuleRegistry.unknownCodes(in: config.rules)
        if !unknown.isEmpty {
            for diagnostic in unknown { Output.standardError(diagnostic.renderedWithSource) }
            throw ExitStatus.usageOrInput
        }
        do {
            return try PackChecker.check(config: config, options: checkOptions)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
    }
}
