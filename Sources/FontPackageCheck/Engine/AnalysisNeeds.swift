internal import FontPackage

/// What the rules that run ask of the analyses they read, beyond naming them
/// in their `reads`: how far ink may pass a line box, and which strings'
/// widths to measure. Each rule says what it asks in its
/// ``PackRule/needs(settings:config:)``; the context adds them up, so it
/// names no rule.
package struct AnalysisNeeds: Sendable {
    /// How far ink may pass the line box before it counts as clipped, in
    /// percent of the em; nil when no rule that runs reads the ink.
    var inkTolerance: Double?
    /// Which strings' widths to measure.
    var widths = StringWidths.Needs()

    init(inkTolerance: Double? = nil, widths: StringWidths.Needs = StringWidths.Needs()) {
        self.inkTolerance = inkTolerance
        self.widths = widths
    }

    /// What `rules` ask, together: the first tolerance given, every width asked for.
    init(rules: [any PackRule.Type], settings: RuleSettings, config: FontPackConfig) {
        for rule in rules {
            let asked = rule.needs(settings: settings, config: config)
            inkTolerance = inkTolerance ?? asked.inkTolerance
            widths.growth = widths.growth || asked.widths.growth
            widths.budgets += asked.widths.budgets
        }
    }
}
