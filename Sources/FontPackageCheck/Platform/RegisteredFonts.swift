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

/// Android's rule for file-based resource names (aapt2's `FileResourceNameValidator`).
package enum AndroidResourceName {
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            && !javaKeywords.contains(name)
    }

    /// Lowercased, every other character `_`, a leading digit or keyword made valid.
    package static func suggestion(for name: String) -> String {
        var result = String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.map { scalar in
                    scalar == "_" || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? scalar : "_"
                }))
        if result.isEmpty || ("0"..."9").contains(result.unicodeScalars.first!) { result = "font_" + result }
        if javaKeywords.contains(result) { result += "_font" }
        return result
    }
}

/// A font file's container, from its first four bytes.
enum FontContainer {
    case sfnt, collection, woff, woff2, unknown

    var name: String {
        switch self {
        case .sfnt: "TrueType/OpenType"
        case .collection: "a font collection"
        case .woff: "WOFF"
        case .woff2: "WOFF2"
        case .unknown: "not a font file format"
        }
    }

    static func of(file: String, files: FontFiles) -> FontContainer {
        guard let data = files.withBytes(of: file, { Array($0.prefix(4)) }), data.count == 4 else { return .unknown }
        switch String(decoding: data, as: UTF8.self) {
        case "wOFF": return .woff
        case "wOF2": return .woff2
        case "ttcf": return .collection
        case "OTTO", "true", "typ1": return .sfnt
        default: return Array(data) == [0, 1, 0, 0] ? .sfnt : .unknown
        }
    }
}
