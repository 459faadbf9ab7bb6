/// The version of the FontPackage libraries and the `fontpack` tool.
public enum FontPackageVersion: Sendable {
    /// The version as `major.minor.patch`, written into SARIF logs and `fontpack --version`.
    public static let string = "0.1.0"
}
