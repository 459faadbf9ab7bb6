package import FontPackage

/// The codes the reporting layer raises: about the baseline it reads.
extension Diagnostic.Code {
    /// A baseline finding that no longer occurs.
    package static let fixedSinceBaseline: Self = "fixed-since-baseline"
    /// The `--baseline` file cannot be read.
    package static let unreadableBaseline: Self = "unreadable-baseline"
    /// The `--baseline` file is JSON but not the output of `check --format json`.
    package static let invalidBaseline: Self = "invalid-baseline"
}
