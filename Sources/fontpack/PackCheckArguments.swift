import FontPackage
import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageSupport
internal import FontPackageStrings

/// What to check, shared by `check` and `report`: the pack folder, the
/// languages, the level, the app's strings and whether to shape.
struct PackCheckArguments: ParsableArguments {
    @Option(
        help: "The pack folder the config's fonts are in (default: the Fonts folder beside the config, else Fonts in the current folder).",
        completion: .directory)
    var fonts: String?

    @Option(
        help: "Languages to check, comma-separated; fc:<code> for fontconfig's own orthography (default: every env of the config).",
        transform: PackCheckArguments.checkedLanguages(argument:))
    var languages: [String]?

    @Option(
        help: "How strict: fontconfig (orthography + digits), base (+ CLDR main, numbers, punctuation, formatted dates and numbers), full (+ CLDR auxiliary).")
    var level: CoverageCommand.LevelOption = .fontconfig

    @Option(
        parsing: .upToNextOption,
        help: "The app's translations: string files, or folders holding them (\(StringsFormats.filesDescription)).",
        completion: .file())
    var strings: [String] = []

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "Skip the string files a pattern matches, repeatable: * matches any characters, / included, against the path and each tail that starts at a folder (Pods/*, */Copy/*).",
            valueName: "glob"))
    var exclude: [String] = []

    // Unconditional, so that `-1` is read as its value (and refused as negative), not as an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Findings about single strings listed one by one per string file; past them, one finding per file, code, slots and font stands for the rest, with their count and lines. 0 lists every one.",
            valueName: "n"))
    var stringFindingsPerFile: Int = 1_000

    @Option(
        help: "The app's Info.plist: CFBundleLocalizations picks the languages, CFBundleDevelopmentRegion is Base.lproj's, UIAppFonts the fonts iOS registers.",
        completion: .file(extensions: ["plist"]))
    var infoPlist: String?

    @Option(
        help: ArgumentHelp(
            "The language of the string files that do not name theirs (Android values/ without tools:locale, a neutral .resx, a .pot, Base.lproj); before CFBundleDevelopmentRegion.",
            valueName: "tag"),
        transform: PackCheckArguments.developmentLanguage(argument:))
    var developmentLanguage: String?

    @Option(
        name: .customLong("platform"),
        help: "Platforms the pack ships on, repeatable or comma-separated: ios, android, web, linux, windows (default: the config's platforms, else those the --strings files are made for, else ios).",
        transform: Platform.list(argument:))
    var platformLists: [[Platform]] = []

    @Option(help: "Shape each language's sample text and the strings with HarfBuzz: on or off.")
    var shaping: ShapingOption = .on

    @Option(
        name: .customLong("rule"),
        help: ArgumentHelp(
            "Switch a finding code off or change its severity for this run: off, note, warning or error; overrides the config's rules (fontpack rules lists the codes).",
            valueName: "code=level"),
        transform: RuleSetting.init(argument:))
    var rules: [RuleSetting] = []

    func validate() throws {
        for path in strings where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--strings: \(path) does not exist")
        }
        // A file read as nothing would check no string and say so only as "0 strings in 0 files".
        for path in strings where PathName.kind(path) != .directory {
            guard StringsSource(path: PathName.lexicallyNormalized(path)) != nil else {
                throw ValidationError(
                    "--strings: \(path) is neither a folder nor a string file (\(StringsFormats.filesDescription))")
            }
        }
        if developmentLanguage != nil, strings.isEmpty {
            throw ValidationError("--development-language names the language of string files: give them with --strings")
        }
        if let infoPlist, !FileManager.default.fileExists(atPath: infoPlist) {
            throw ValidationError("--info-plist: \(infoPlist) does not exist")
        }
        if stringFindingsPerFile < 0 {
            throw ValidationError("--string-findings-per-file: \(stringFindingsPerFile) is negative: give a count, or 0 to list every finding")
        }
    }

    /// `--languages vi,fc:ku-ir`: the items, each a language the check can read; none, or
    /// one that is no language tag, is a usage error (like resolve's --locale), not a finding.
    static func checkedLanguages(argument: String) throws -> [String] {
        let items = argument.commaSeparatedItems
        if items.isEmpty { throw ValidationError("--languages needs at least one language") }
        for item in items {
            do { _ = try CheckedLanguage(item) } catch { throw ValidationError("--languages: \(error)") }
        }
        return items
    }

    /// `--development-language en`: one language tag; anything else is a usage error, as for --languages.
    static func developmentLanguage(argument: String) throws -> String {
        do { _ = try ParsedLocale(argument) } catch { throw ValidationError("--development-language: \(error)") }
        return argument
    }

    var stringsOptions: StringsCheckOptions? {
        guard !strings.isEmpty else { return nil }
        var options = StringsCheckOptions(paths: strings, infoPlist: infoPlist)
        options.exclude = exclude
        options.findingsPerFile = stringFindingsPerFile
        options.developmentLanguage = developmentLanguage
        options.developmentLanguageAdvice = Self.developmentLanguageAdvice
        return options
    }

    /// How a user of the tool gives the development language: the library's
    /// warnings that ask for it name no option, and end with this.
    static let developmentLanguageAdvice = "--development-language, or CFBundleDevelopmentRegion of --info-plist"

    /// The pack folder for `config` (``FontsFolder``); its note, if any, is printed once here.
    func fontsFolder(for config: FontPackConfig) -> String {
        let chosen = FontsFolder.chosen(given: fonts, config: config.file)
        if let note = chosen.note { Output.standardError(note) }
        return chosen.path
    }

    /// The options of a check of `config`, reading the pack folder ``fontsFolder(for:)`` chooses.
    func checkOptions(for config: FontPackConfig) -> PackCheckOptions {
        var options = PackCheckOptions(
            fontsFolder: fontsFolder(for: config), languages: languages, level: level.level, strings: stringsOptions)
        options.shaping = shaping.isOn
        // No --platform (or only empty lists) takes the config's.
        let platforms = platformLists.flatMap { $0 }
        options.platforms = platforms.isEmpty ? nil : platforms
        options.infoPlist = infoPlist
        options.rules = rules
        return options
    }

    /// Runs the check; an unreadable pack folder, or a config's rule setting the check refuses, is exit 2.
    /// `translationGrowth`: measure every translation against its source, for the report.
    func check(_ config: FontPackConfig, matchLineBox: Bool = false, translationGrowth: Bool = false) throws -> PackReport {
        let report: PackReport
        var options = checkOptions(for: config)
        // Widths are HarfBuzz's: without shaping, a budget would pass unmeasured, so the run says so.
        if !options.shaping, !config.fit.isEmpty, options.strings != nil {
            Output.standardError(
                "note: --shaping off: the \(config.fit.count) fit budget\(config.fit.count == 1 ? "" : "s") of \(config.file) "
                    + "\(config.fit.count == 1 ? "is" : "are") not measured (string-too-wide needs HarfBuzz)")
        }
        options.matchLineBox = matchLineBox
        options.translationGrowth = translationGrowth
        do {
            report = try PackChecker.check(config: config, options: options)
        } catch {
            Output.standardError("\(options.fontsFolder): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        try Self.refuseRejected(report)
        return report
    }

    /// A check refused for its rule settings (an unknown code in the config's
    /// `rules`; `--rule` codes are refused while parsing): each located error
    /// with its source line, then exit 2, as for any other config error.
    static func refuseRejected(_ report: PackReport) throws {
        let errors = report.ruleSettings.errors
        guard !errors.isEmpty else { return }
        for diagnostic in errors { Output.standardError(diagnostic.renderedWithSource) }
        throw ExitStatus.usageOrInput
    }
}

extension Platform {
    /// `ios,android`: the platforms one `--platform` names (none for an empty list).
    static func list(argument: String) throws -> [Platform] {
        try argument.commaSeparatedItems.map { item in
            guard let platform = Platform(rawValue: item.lowercased()) else {
                throw ValidationError("--platform: \"\(item)\" is not a platform: ios, android, web, linux or windows")
            }
            return platform
        }
    }
}

extension RuleSetting {
    /// One `--rule CODE=LEVEL`; a malformed one, or a code the check refuses
    /// (`RuleSettings.errors`, in its words), is a usage error.
    init(argument: String) throws {
        switch RuleSetting.parse(commandLine: argument) {
        case .failure(let error): throw ValidationError("--rule: \(error)")
        case .success(let setting):
            if let error = RuleSettings(commandLine: [setting]).errors.first { throw ValidationError(error.message) }
            self = setting
        }
    }
}
