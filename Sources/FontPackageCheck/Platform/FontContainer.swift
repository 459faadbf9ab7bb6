internal import FontPackageInspection

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
