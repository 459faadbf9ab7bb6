package import FontPackage

/// What comparing a run with a `--baseline` reports (FontPackageReporting).
enum BaselineRule: CodesOnlyRule {
    static let reads: [CheckInput] = []
    static let codes: [FindingRule] = [
        FindingRule(.fixedSinceBaseline, .note, "A baseline finding that no longer occurs.", help: "Regenerate the baseline to drop it."),
    ]
}

extension Diagnostic.Code {
    /// A baseline finding that no longer occurs.
    package static let fixedSinceBaseline: Self = "fixed-since-baseline"
}
