package import FontPackage

/// The oldest OS an app runs on, as its `Info.plist` says:
/// `MinimumOSVersion` (iOS, iPadOS) or `LSMinimumSystemVersion` (macOS).
package struct MinimumOS: Sendable, Hashable {
    /// Which OS the version is of.
    package enum System: String, Sendable, Hashable {
        case iOS
        case macOS
    }

    package var system: System
    /// The version as written (`15.0`).
    package var version: String
    /// The key it was read from.
    package var key: String
    /// Where the value is written.
    package var location: SourceLocation

    package init(system: System, version: String, key: String, location: SourceLocation) {
        self.system = system
        self.version = version
        self.key = key
        self.location = location
    }

    /// The version's numbers (`16.4` → [16, 4]); nil when it is not dotted numbers.
    package var components: [Int]? { Self.components(of: version) }

    package static func components(of version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.map { $0! }
    }
}
