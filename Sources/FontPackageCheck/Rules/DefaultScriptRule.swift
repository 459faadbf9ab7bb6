package import FontPackage
internal import FontPackageInspection

/// A language that falls to `default` is written in a script `default`'s
/// fonts cover. Catches "Belarusian on a Latin default" before it ships: a
/// language that no entry and no `scripts` entry serves falls to `default`,
/// and `default`'s fonts are not made for its script.
///
/// The scripts a font covers are the scripts of the languages fontconfig
/// considers it to support fully (its `%{lang}`, what `fc-query` prints), each
/// read through CLDR likely subtags: a Latin-only face supporting `en`, `fr`,
/// `de` covers `Latn`; a face supporting `ru` as well covers `Cyrl`. A
/// language's script is covered when every Unicode script of its writing
/// system is (`ja` needs `Hira`, `Kana` and `Hani`).
enum DefaultScriptRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.defaultScript, .warning, "A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.", help: "Add an entry for the language, or a scripts entry for its script."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        let (units, faces) = (context.units, context.located)
        guard let fallback = context.config.defaultEntry else { return [] }
        let located = faces.faces(of: fallback)
        guard !located.isEmpty else { return [] }
        // The faces of default's fallback chain draw for it too.
        let linked = CheckedSlot.all(of: fallback).flatMap { faces.chainFaces(of: fallback, $0).dropFirst() }
        // The faces' languages are read for their scripts only until the
        // languages falling to default are covered; a finding reads them all.
        var languages: [String] = []
        var seen: Set<String> = []
        for face in Array(located.values) + linked {
            for language in face.fontconfigLanguages where seen.insert(language).inserted { languages.append(language) }
        }
        var covered: Set<UnicodeScript> = []
        var read = 0
        func covers(_ needed: [UnicodeScript]) -> Bool {
            while !needed.allSatisfy(covered.contains), read < languages.count {
                covered.formUnion(OrthographyScripts.scripts(ofFontconfigLanguage: languages[read]))
                read += 1
            }
            return needed.allSatisfy(covered.contains)
        }
        var findings: [Finding] = []
        var reported: Set<String> = []
        for unit in units where unit.entry === fallback && reported.insert(unit.language).inserted {
            let needed = unit.locale.unicodeScripts
            guard !needed.isEmpty, !covers(needed) else { continue }
            let coveredList = covered.map(\.rawValue).sorted().joined(separator: ", ")
            let script = unit.locale.maximal.script ?? needed[0].rawValue
            findings.append(
                finding(
                    .defaultScript,
                    "\(unit.language) (script \(script)) falls to default, whose fonts cover "
                        + (coveredList.isEmpty ? "no script fully" : coveredList)
                        + "; add an entry for \(unit.language), or a \"scripts\" entry for \(needed[0].rawValue)", at: fallback.location,
                    language: unit.language))
        }
        return findings
    }

}

extension DefaultScriptRule {
    static let examples: [RuleExample] = [
        // Arabic has no entry and falls to default's Latin face.
        .triggering(
            [.defaultScript],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts", languages: ["ar"]),
        // A scripts entry sends Arabic to its own entry.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "fa", "data": [{"font": 0, "name": "NotoSansArabic-Light"}]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}],
                 "scripts": {"Arab": "fa"}}
                """,
            fonts: "Fonts", languages: ["ar", "fr"]),
    ]
}

extension Diagnostic.Code {
    /// A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.
    package static let defaultScript: Self = "default-script"
}
