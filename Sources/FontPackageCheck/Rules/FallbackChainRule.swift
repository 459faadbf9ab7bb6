package import FontPackage

/// What a slot's fallback links draw, and whether they draw it at the slot's weight.
enum FallbackChainRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .requirements]
    static let codes: [FindingRule] = [
        FindingRule(.drawnByFallback, .note, "Characters the first face of a slot lacks are drawn by a later link of its fallback chain.", help: "Nothing to do if the link is meant to draw them; else use a first face that has them."),
        FindingRule(.fallbackWeight, .warning, "A fallback link has no face of the slot's weight, so what it draws is another weight (a bold slot drawn regular, as in flutter/flutter#132475).", help: "Give the link's font (or entry) a face of each weight the chain serves."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        var reported = Set<String>()
        return context.unitRows.flatMap { ChainCoverage.findings($0, located: context.located, reported: &reported) }
    }
}

extension Diagnostic.Code {
    /// Characters the first face of a slot lacks are drawn by a later link of its fallback chain.
    package static let drawnByFallback: Self = "drawn-by-fallback"
    /// A fallback link has no face of the slot's weight; another weight of it draws.
    package static let fallbackWeight: Self = "fallback-weight"
}
