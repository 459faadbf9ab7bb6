internal import FontPackage

/// The errors the reporting layer raises about the baseline file it reads
/// (exit status 2, not findings; `fixed-since-baseline` is `BaselineRule`'s).
extension Diagnostic.Code {
    /// The `--baseline` file cannot be read.
    static let unreadableBaseline: Self = "unreadable-baseline"
    /// The `--baseline` file is JSON but not the output of `check --format json`.
    static let invalidBaseline: Self = "invalid-baseline"
}
