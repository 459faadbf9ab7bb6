package import FontPackage
internal import FontPackageInspection

/// Catches "Belarusian on a Latin default" before it ships: a language that
/// no entry and no `scripts` entry serves falls to `default`, and `default`'s
/// fonts are not made for its script.
///
/// The scripts a font covers are the scripts of the languages fontconfig
/// considers it to support fully (its `%{lang}`, what `fc-query` prints), each
/// read through CLDR likely subtags: a Latin-only face supporting `en`, `fr`,
/// `de` covers `Latn`; a face supporting `ru` as well covers `Cyrl`. A
/// language's script is covered when every Unicode script of its writing
/// system is (`ja` needs `Hira`, `Kana` and `Hani`).
package enum DefaultScriptCheck {
    static func findings(
        units: [PackChecker.Unit], config: FontPackConfig, faces: LocatedFaces
    ) -> [Finding] {
        guard let fallback = config.defaultEntry else { return [] }
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
                covered.formUnion(scripts(ofFontconfigLanguage: languages[read]))
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
                Finding(
                    .warning, Diagnostic.Code.defaultScript,
                    "\(unit.language) (script \(script)) falls to default, whose fonts cover "
                        + (coveredList.isEmpty ? "no script fully" : coveredList)
                        + "; add an entry for \(unit.language), or a \"scripts\" entry for \(needed[0].rawValue)", at: fallback.location,
                    language: unit.language))
        }
        return findings
    }

    /// The orthographies fontconfig has.
    static let fontconfigLanguages: Set<String> = Set(Fontconfig.languages)

    /// A fontconfig orthography's Unicode scripts, read as its `fc:` code;
    /// none for a code fontconfig has no orthography for.
    package static func scripts(ofFontconfigLanguage code: String) -> Set<UnicodeScript> {
        guard fontconfigLanguages.contains(code),
            let language = try? CheckedLanguage(CheckedLanguage.fontconfigPrefix + code)
        else { return [] }
        return Set(language.locale.unicodeScripts)
    }
}
