#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageSupport

/// File paths as CI tools want them: relative to the working directory (the
/// repository root, for GitHub) when the file is inside it.
package enum ArtifactPath: Sendable {
    /// `path` relative to `directory` when it is inside it, else absolute.
    package static func relative(_ path: String, to directory: String) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// A URI reference for SARIF: a relative path when inside `directory`,
    /// else a `file://` URI; characters a URI cannot hold are percent-encoded.
    package static func uri(_ path: String, relativeTo directory: String) -> String {
        let relative = relative(path, to: directory)
        let encoded = percentEncodedPath(relative)
        return relative.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
