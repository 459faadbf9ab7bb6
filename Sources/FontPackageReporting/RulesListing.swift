package import FontPackage
package import FontPackageCheck

/// `fontpack rules`: every rule's codes with their default severity, summary
/// and help, read from the rule registry.
package struct RulesListing: CommandOutput, Sendable {
    package struct Code: Encodable, Sendable {
        let code: String
        let defaultSeverity: String
        /// The severities it takes in the cases its summary names; nil for most codes.
        let otherSeverities: [String]?
        let summary: String
        let help: String
        /// The rule that reports it.
        let rule: String
        /// What the rule reads.
        let reads: [String]
        /// What the settings in force make of it, when they change it.
        let setting: String?
    }

    package let codes: [Code]

    /// Every code, or only `code`; nil when no rule declares `code`.
    package init?(only code: Diagnostic.Code? = nil, settings: RuleSettings = RuleSettings()) {
        var codes: [Code] = []
        for rule in RuleRegistry.all {
            for described in rule.codes where code == nil || described.code == code {
                codes.append(
                    Code(
                        code: described.code.rawValue, defaultSeverity: described.defaultSeverity.rawValue,
                        otherSeverities: described.otherSeverities.isEmpty ? nil : described.otherSeverities.map(\.rawValue),
                        summary: described.summary, help: described.help, rule: rule.name, reads: rule.reads.map(\.rawValue),
                        setting: settings.setting(for: described.code).map { "\($0.valueDescription) (\($0.originDescription))" }))
            }
        }
        guard !codes.isEmpty else { return nil }
        self.codes = codes
    }

    /// `rules --format`'s values.
    package static let writers: [Writer<RulesListing>] = [
        Writer(.text, "A line per code; one code alone in full.") { $0.text() },
        Writer(.json, "Every field of every code, with its rule.") { try $0.json() },
        Writer(.markdown, "The manual's finding-code table.") { $0.markdown() },
    ]

    /// `{"rules": [...]}`, keys sorted.
    func json() throws -> String {
        struct Document: Encodable { let rules: [Code] }
        return try PrettyJSON.encode(Document(rules: codes))
    }

    /// A table of every code (code, severity, summary); one code alone in full.
    func text() -> String {
        if codes.count == 1, let only = codes.first {
            var lines = [
                only.code,
                "  severity: \(only.defaultSeverity)"
                    + (only.otherSeverities.map { " (\($0.joined(separator: " or ")) in the cases the summary names)" } ?? "")
                    + (only.setting.map { "; set to \($0)" } ?? ""),
                "  summary:  \(only.summary)",
                "  help:     \(only.help)",
                "  rule:     \(only.rule), which reads \(only.reads.joined(separator: ", "))",
            ]
            lines.append("")
            return lines.joined(separator: "\n")
        }
        let width = codes.map(\.code.count).max() ?? 0
        var lines: [String] = []
        for code in codes {
            let setting = code.setting.map { " [set to \($0)]" } ?? ""
            lines.append(padded(code.code, width + 2) + padded(code.defaultSeverity, 9) + code.summary + setting)
        }
        lines.append("")
        lines.append("\(codes.count) codes in \(Set(codes.map(\.rule)).count) rules; fontpack rules CODE explains one.")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// The manual's finding-code table: one row per code, in registry order
    /// (`fontpack rules --format markdown` prints it; a test keeps the article equal to it).
    func markdown() -> String {
        var lines = ["| code | severity | meaning | what to do | rule |", "| --- | --- | --- | --- | --- |"]
        for code in codes {
            let cells = [
                "`\(code.code)`", ([code.defaultSeverity] + (code.otherSeverities ?? [])).joined(separator: " / "),
                cell(code.summary), cell(code.help), "`\(code.rule)`",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Text as one Markdown table cell: a `|` would end it.
    private func cell(_ text: String) -> String { text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
