import FontPackage

extension FontFace {
    /// The coverage of one language as findings, the same codes and messages
    /// `check` reports, located at the font file (`coverage` has no config).
    public func coverageFindings(_ verdicts: [CoverageVerdict], language: String) -> [Finding] {
        PackChecker.coverageFindings(
            verdicts, language: language, slot: nil, location: SourceLocation(file: file, line: 0, column: 0), face: self)
    }
}
