import FontPackage
import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection

/// What to check, shared by `check` and `report`: the pack folder, the
/// languages, the level, the app's strings and whether to shape.
struct PackCheckArguments: ParsableArguments {
    @Option(help: "The pack folder the config's fonts are in.", completion: .directory)
    var fonts: String = "Fonts"

    @Option(
        help: "Languages to check, comma-separated; fc:<code> for fontconfig's own orthography (default: every env of the config).")
    var languages: String?

    @Option(
        help: "How strict: fontconfig (orthography + digits), base (+ CLDR main, numbers, punctuation), full (+ CLDR auxiliary).")
    var level: CoverageCommand.LevelOption = .fontconfig

    @Option(
        parsing: .upToNextOption,
        help: "The app's translations: .lproj folders, .strings, .stringsdict or .xcstrings files, or folders holding them.",
        completion: .file())
    var strings: [String] = []

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "Skip the string files a pattern matches, repeatable: * matches any characters, / included, against the path and each tail that starts at a folder (Pods/*, */Copy/*).",
            valueName: "glob"))
    var exclude: [String] = []

    @Option(
        help: ArgumentHelp(
            "Findings about single strings listed one by one per string file; past them, one finding per file, code, slots and font stands for the rest, with their count and lines. 0 lists every one.",
            valueName: "n"))
    var stringFindingsPerFile: Int = 1_000

    @Option(
        help: "The app's Info.plist: CFBundleLocalizations picks the languages, CFBundleDevelopmentRegion is Base.lproj's, UIAppFonts the fonts iOS registers.",
        completion: .file(extensions: ["plist"]))
    var infoPlist: String?

    @Option(
        name: .customLong("platform"),
        help: "Platforms the pack ships on, repeatable or comma-separated: ios, android, web, linux (default: the config's platforms, else ios).")
    var platformItems: [String] = []

    @Option(help: "Shape each language's sample text and the strings with HarfBuzz: on or off.")
    var shaping: ShapingOption = .on

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp(
            "Switch a finding code off or change its severity for this run: off, note, warning or error; overrides the config's rules (fontpack rules lists the codes).",
            valueName: "code=level"))
    var ruleItems: [String] = []

    /// The `--rule` settings; a malformed one or a code no rule reports is a usage error.
    func ruleSettings() throws -> [RuleSetting] {
        try ruleItems.map { item in
            switch RuleSetting.parse(commandLine: item) {
            case .failure(let error): throw ValidationError("--rule: \(error)")
            case .success(let setting):
                if let unknown = RuleRegistry.unknownCodes(in: [setting]).first { throw ValidationError(unknown.message) }
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
                throw ValidationError("--platform: \"\(item)\" is not a platform: ios, android, web or linux")
            }
            return platform
        }
    }

    func validate() throws {
        if let languages, languages.commaSeparatedItems.isEmpty {
            throw ValidationError("--languages needs at least one language")
        }
        // Like resolve's --locale: an item that is no language tag is a usage error, not a finding.
        for item in languages?.commaSeparatedItems ?? [] {
            do { _ = try CheckedLanguage(item) } catch { throw ValidationError("--languages: \(error)") }
        }
        for path in strings where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--strings: \(path) does not exist")
        }
        if let infoPlist, !FileManager.default.fileExists(atPath: infoPlist) {
            throw ValidationError("--info-plist: \(infoPlist) does not exist")
        }
        if stringFindingsPerFile < 0 {
            throw ValidationError("--string-findings-per-file: \(stringFindingsPerFile) is negative: give a count, or 0 to list every finding")
        }
        _ = try platforms()
        _ = try ruleSettings()
    }

    var stringsOptions: StringsCheckOptions? {
        guard !strings.isEmpty else { return nil }
        var options = StringsCheckOptions(paths: strings, infoPlist: infoPlist)
        options.exclude = exclude
        options.findingsPerFile = stringFindingsPerFile
        return options
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
