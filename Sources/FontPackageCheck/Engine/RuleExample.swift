package import FontPackage
package import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// A small input a rule must or must not report on, as SwiftLint's
/// `RuleDescription` carries `triggeringExamples` and `nonTriggeringExamples`:
/// a config, a committed fonts folder and what else the check reads.
/// ``findings(of:root:)`` runs one rule alone on it.
package struct RuleExample: Sendable {
    /// The `appfont.json` text.
    package var config: String
    /// The pack folder, relative to the package root (`Fonts/NotoSans`, `Tests/Fixtures/Fonts`).
    package var fonts: String
    /// The codes the rule must report, each at least once; empty for an
    /// example on which the rule reports none of its codes.
    package var codes: [Diagnostic.Code]
    /// The languages to check (`--languages`); nil checks every entry.
    package var languages: [String]? = nil
    /// String files, path in the strings folder to text, written to a temporary folder;
    /// an `Info.plist` there is the app's (`--info-plist`).
    package var strings: [String: String] = [:]
    /// A committed strings folder, relative to the package root.
    var stringsFolder: String? = nil
    /// The platforms (`--platform`); nil takes the config's, or iOS.
    package var platforms: [Platform]? = nil
    /// Settings as `--rule` gives them.
    package var rules: [RuleSetting] = []
    /// Whether HarfBuzz may shape (`--shaping`); the context shapes only for a rule that reads shaping.
    package var shaping: Bool = true
    /// The coverage level (`--level`).
    package var level: CoverageLevel = .fontconfig

    /// Whether the rule must report on it.
    package var isTriggering: Bool { !codes.isEmpty }

    /// An example on which the rule reports each of `codes`.
    static func triggering(
        _ codes: [Diagnostic.Code], config: String, fonts: String, languages: [String]? = nil,
        strings: [String: String] = [:], stringsFolder: String? = nil, platforms: [Platform]? = nil,
        rules: [RuleSetting] = [], shaping: Bool = true, level: CoverageLevel = .fontconfig
    ) -> RuleExample {
        RuleExample(
            config: config, fonts: fonts, codes: codes, languages: languages, strings: strings,
            stringsFolder: stringsFolder, platforms: platforms, rules: rules, shaping: shaping, level: level)
    }

    /// An example on which the rule reports none of its codes.
    static func nonTriggering(
        config: String, fonts: String, languages: [String]? = nil, strings: [String: String] = [:],
        stringsFolder: String? = nil, platforms: [Platform]? = nil, rules: [RuleSetting] = [], shaping: Bool = true,
        level: CoverageLevel = .fontconfig
    ) -> RuleExample {
        RuleExample(
            config: config, fonts: fonts, codes: [], languages: languages, strings: strings,
            stringsFolder: stringsFolder, platforms: platforms, rules: rules, shaping: shaping, level: level)
    }

    /// The package root, where ``fonts`` and ``stringsFolder`` are found
    /// (this file is `Sources/FontPackageCheck/Engine/RuleExample.swift`).
    package static let packageRoot: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The findings of `rule` alone on this example: the inline string files
    /// written to a temporary folder, the config parsed, the check's context
    /// built for that rule alone (only the analyses it reads run), and only
    /// that rule asked. The one place an example becomes a check.
    package func findings(of rule: any PackRule.Type, root: String = RuleExample.packageRoot) throws -> [Finding] {
        var stringPaths = stringsFolder.map { [root + "/" + $0] } ?? []
        var written: String?
        defer { if let written { try? FileManager.default.removeItem(atPath: written) } }
        if !strings.isEmpty {
            let folder = FileManager.default.temporaryDirectory.path + "/fontpack-rule-example-" + UUID().uuidString
            written = folder
            for (path, text) in strings {
                let file = folder + "/" + path
                try FileManager.default.createDirectory(
                    atPath: String(file[..<file.lastIndex(of: "/")!]), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            }
            stringPaths.append(folder)
        }
        let config = try FontPackConfig.parse(bytes: Array(config.utf8), file: "appfont.json")
        var options = PackCheckOptions(
            fontsFolder: root + "/" + fonts, languages: languages,
            strings: stringPaths.isEmpty
                ? nil
                : StringsCheckOptions(
                    paths: stringPaths, infoPlist: strings["Info.plist"] != nil ? written.map { $0 + "/Info.plist" } : nil))
        options.shaping = shaping
        options.platforms = platforms
        options.rules = rules
        options.level = level
        let context = try CheckContext.build(config: config, options: options, rules: [rule])
        return rule.findings(in: context)
    }
}
