package import FontPackage

/// A language that falls to `default` is written in a script `default`'s fonts cover.
enum DefaultScriptRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.defaultScript, .warning, "A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.", help: "Add an entry for the language, or a scripts entry for its script."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        DefaultScriptCheck.findings(units: context.units, config: context.config, faces: context.located)
    }
}

extension Diagnostic.Code {
    /// A language falls to default, whose fonts do not cover its script, and no scripts entry catches it.
    package static let defaultScript: Self = "default-script"
}
