internal import FontPackage

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
