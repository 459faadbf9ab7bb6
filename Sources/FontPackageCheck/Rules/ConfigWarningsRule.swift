internal import FontPackage

/// What the config reader warns about and goes on past: a key it does not
/// know (a `"fallbak"` typo switches a fallback chain off without an error),
/// a fallback link given twice. The reader reports these at the key, with
/// did-you-mean; this rule hands them to the check, so they count in the
/// summary, reach every output and fail a run at `--fail-on warning`.
enum ConfigWarningsRule: PackRule {
    static let reads: [CheckInput] = [.config]
    static let codes: [FindingRule] = [
        FindingRule(.unknownKey, .warning, "A config key the format does not know is ignored, so what it was meant to set is not set.", help: "Fix the key's spelling (the message names the nearest known key), or remove it; free text belongs in an entry's \"note\"."),
        FindingRule(.fallbackDuplicate, .warning, "A fallback list names the same link twice; the repeat is ignored.", help: "Remove the repeat, or name the link that was meant."),
    ]

    /// Each warning of the reader as a finding at its key. A warning whose
    /// code no rule declares would be lost here; a test keeps every code the
    /// reader warns with declared above.
    static func findings(in context: CheckContext) -> [Finding] {
        context.config.warnings.compactMap { warning in
            guard codes.contains(where: { $0.code == warning.code }) else { return nil }
            return finding(warning.code, warning.message, at: warning.location, path: warning.path, sourceLine: warning.sourceLine)
        }
    }
}

extension ConfigWarningsRule {
    static let examples: [RuleExample] = [
        // "fallbak" for "fallback", and "default" named twice in he's chain.
        .triggering(
            [.unknownKey, .fallbackDuplicate],
            config: """
                {"list": [
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}], "fallback": ["default", "default"]},
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}], "fallbak": ["default"]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}
                """,
            fonts: "Fonts"),
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}], "fallback": ["default"]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}
                """,
            fonts: "Fonts"),
    ]
}
