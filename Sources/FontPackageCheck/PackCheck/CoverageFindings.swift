internal import FontPackage
internal import FontPackageInspection

extension FontFace {
    /// The coverage of one language as findings, the same codes and messages
    /// `check` reports, located at the font file (`coverage` has no config).
    func coverageFindings(_ verdicts: [CoverageVerdict], language: String) -> [Finding] {
        CoverageRule.findings(
            verdicts, language: language, slot: nil, location: SourceLocation(file: file, line: 0, column: 0), face: self)
    }
}

extension FontFace {
    /// Shaping failures of one language as findings, the same codes and
    /// messages `check` reports, located at the font file.
    func shapingFindings(_ failures: [ShapingFailure], language: String, orthography: String) -> [Finding] {
        ShapingRule.findings(
            failures, prefix: "\(language): \(postscriptName ?? fullName)", language: language, slot: nil, font: file,
            location: SourceLocation(file: file, line: 0, column: 0), requirement: "hyperglot \(orthography)")
    }

    /// The warning for a face HarfBuzz cannot shape with.
    func shapingNotChecked(_ error: FontInspectionError, language: String) -> Finding {
        ShapingRule.finding(
            .shapingNotChecked,  "\(language): shaping not checked: \(error.message)", at: SourceLocation(file: file, line: 0, column: 0),
            language: language, font: file)
    }
}
