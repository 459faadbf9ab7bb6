internal import FontPackage
internal import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// The fonts an app registers with the system: `UIAppFonts` of its Info.plist.
struct RegisteredFonts: Sendable {
    /// The Info.plist the list was read from.
    var file: String
    /// Each listed path, relative to the bundle root, where it is written.
    var paths: [(path: String, location: SourceLocation)]
    /// Whether the Info.plist has no `UIAppFonts` key at all: iOS then
    /// registers none of the pack's files.
    var keyMissing: Bool

    init(file: String, paths: [(path: String, location: SourceLocation)], keyMissing: Bool = false) {
        self.file = file
        self.paths = paths
        self.keyMissing = keyMissing
    }
}
