package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings

/// Most of a language's strings are written in another script than the one
/// the check holds it to. The Wikipedia app writes Manipuri (`values-mni`) in
/// Meetei Mayek, where CLDR's likely subtags give `mni-Beng`: held to Bengali,
/// `mni` takes the Bengali entry, is required to cover fontconfig's Bengali
/// orthography, and errors follow that no Meetei Mayek font can fix. The
/// config's `languages` says which script the app writes a language in; the
/// finding names the declaration.
///
/// The facts are ``WrittenScripts``, counted where the strings check reads each
/// string's characters: a string counts for the script most of its letters are in.
enum StringsScriptRule: PackRule {
    static let reads: [CheckInput] = [.config, .strings]
    static let codes: [FindingRule] = [
        FindingRule(
            .stringsScript, .warning,
            "Most of a language's strings are written in another script than the one it is held to (its likely script, or the one the config declares).",
            help: "If the app writes the language in that script, declare it in the config: \"languages\": {\"mni\": {\"script\": \"Mtei\"}}; its entry, requirement and text direction then follow the script."),
    ]

    /// A language with fewer strings with letters says too little: a file of a
    /// few untranslated names (`Wikipedia`) is in Latin whatever the language.
    static let minimumStrings = 5

    static func findings(in context: CheckContext) -> [Finding] {
        guard let strings = context.strings, let checked = context.stringsCoverage else { return [] }
        var findings: [Finding] = []
        for (job, written) in zip(strings.jobs, checked.scripts) {
            guard let locale = job.bound.binding.locale, let heldScript = locale.maximal.script, !written.held.isEmpty,
                written.texts >= minimumStrings, let (script, count) = written.mostElsewhere, count * 2 > written.texts
            else { continue }
            let language = job.language
            let held = "\(UnicodeScript(rawValue: heldScript).name) (\(heldScript))"
            let found = "\(script.name) (\(script.rawValue))"
            let declaration = "\"languages\": {\"\(locale.tag.language)\": {\"script\": \"\(script.rawValue)\"}}"
            let why: String
            let fix: String
            if locale.tag.script != nil {
                why = "the script its tag \(locale.input) names"
                fix = "Check which language these strings are filed under"
            } else if let declared = context.config.languageScripts[locale.tag.language] {
                why = "the script the config declares for \(locale.tag.language) at \(declared.location)"
                fix = "If the app writes \(language) in \(script.name), correct the declaration: \(declaration)"
            } else {
                why = "CLDR's likely script for \(locale.tag.language)"
                fix = "If the app writes \(language) in \(script.name), declare it in the config: \(declaration)"
            }
            let first = written.firstElsewhere[script].flatMap { job.strings.indices.contains($0) ? job.strings[$0] : nil }
            findings.append(
                finding(
                    .stringsScript,
                    "\(language): \(count) of \(written.texts) strings are written in \(found), not in \(held), \(why); "
                        + "held to \(heldScript), \(language) takes \(job.bound.entry.env)'s fonts and \(heldScript)'s requirements. \(fix)",
                    at: first?.location, language: language, key: first?.key))
        }
        return findings
    }
}

extension StringsScriptRule {
    /// Five Manipuri strings of the Wikipedia app, in Meetei Mayek.
    static let manipuri = """
        <resources>
          <string name="app_name_prod">ꯋꯤꯀꯤꯄꯦꯗꯤꯌꯥ</string>
          <string name="nav_item_back">ꯃꯅꯤꯡ</string>
          <string name="nav_item_forward">ꯃꯃꯥꯡ</string>
          <string name="search_hint">ꯋꯤꯀꯤꯄꯦꯗꯤꯌꯥ ꯊꯤꯕꯥ</string>
          <string name="nav_item_more">ꯋꯥꯠꯂꯤ</string>
        </resources>
        """

    static let examples: [RuleExample] = [
        // Held to Bengali, CLDR's likely script for mni: the strings are in Meetei Mayek.
        .triggering(
            [.stringsScript],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}"#,
            fonts: "Fonts/NotoSans", strings: ["res/values-mni/strings.xml": manipuri]),
        // Declared in Meetei Mayek: held to the script it is written in.
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}],
                 "languages": {"mni": {"script": "Mtei"}}}
                """,
            fonts: "Fonts/NotoSans", strings: ["res/values-mni/strings.xml": manipuri]),
    ]
}

extension Diagnostic.Code {
    /// Most of a language's strings are written in another script than the one it is held to.
    package static let stringsScript: Self = "strings-script"
}
