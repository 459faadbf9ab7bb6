package import FontPackage

/// A Han-writing language's characters are drawn in its own region's forms.
enum HanFormsRule: PackRule {
    static let reads: [CheckInput] = [.hanForms, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.hanForms, .warning, "A face draws a Han-writing language's characters (zh-Hans, zh-Hant, zh-HK, ja, ko) in another region's forms unless the text is tagged with the language; the message says how many and which face of a collection draws them by default.", help: "Use the face of the language's region (the message names it in a collection), or tag the text with the language resolve gives."),
    ]

    static func findings(in context: CheckContext) -> [Finding] { context.hanForms.findings }
}

extension Diagnostic.Code {
    /// A face draws a Han-writing language's characters in another region's forms unless the text is tagged.
    package static let hanForms: Self = "han-forms"
}
