import ArgumentParser
import FontPackage
import FontPackageCheck
import Foundation

/// What to check, shared by `check` and `report`: the pack folder, the
/// languages, the level, the app's strings and whether to shape.
struct PackCheckArguments: ParsableArguments {
    @Option(help: "The pack folder the config's fonts are in.")
    var fonts: String = "Fonts"

    @Option(help: "Languages to check, comma-separated; fc:<code> for fontconfig's own orthography (default: every env of the config).")
    var languages: String?

    @Option(help: "How strict: fontconfig (orthography + digits), base (+ CLDR main, numbers, punctuation), full (+ CLDR auxiliary).")
    var level: CoverageCommand.LevelOption = .fontconfig

    @Option(
        parsing: .upToNextOption,
        help: "The app's translations: .lproj folders, .strings, .stringsdict or .xcstrings files, or folders holding them.")
    var strings: [String] = []

    @Option(help: "The app's Info.plist: CFBundleLocalizations picks the languages, CFBundleDevelopmentRegion is Base.lproj's.")
    var infoPlist: String?

    @Option(help: "Shape each language's sample text and the strings with HarfBuzz: on or off.")
    var shaping: ShapingOption = .on

    func validate() throws {
        if let languages, languages.commaSeparatedItems.isEmpty {
            throw ValidationError("--languages needs at least one language")
        }
        for path in strings where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("--strings: \(path) does not exist")
        }
        if infoPlist != nil && strings.isEmpty {
            throw ValidationError("--info-plist goes with --strings")
        }
    }

    var stringsOptions: StringsCheckOptions? {
        strings.isEmpty ? nil : StringsCheckOptions(paths: strings, infoPlist: infoPlist)
    }

    var checkOptions: PackCheckOptions {
        var options = PackCheckOptions(
            fontsFolder: fonts, languages: languages.map(\.commaSeparatedItems), level: level.level, strings: stringsOptions)
        options.shaping = shaping.isOn
        return options
    }

    /// Runs the check; an unreadable pack folder is exit 2.
    func check(_ config: FontPackConfig) throws -> PackReport {
        do {
            return try PackChecker.check(config: config, options: checkOptions)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
    }
}
