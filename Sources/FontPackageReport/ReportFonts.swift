internal import FontPackageCheck
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageInspection

/// The faces a report draws with, copied next to the page so it works from
/// `file://` with no network: each one a `@font-face` with the face's own
/// weight and slant, so the browser never synthesises bold or italic.
struct ReportFonts {
    struct Key: Hashable {
        let file: String
        let index: Int
        init(_ face: FontFace) {
            file = face.file
            index = face.index
        }
    }

    struct Asset {
        /// The CSS family name, made here (`f1`, `f2`...): no user text goes into the style sheet.
        let family: String
        /// Relative to the page.
        let url: String
        let format: String
        let weight: Int
        let italic: Bool
        let face: FontFace
    }

    /// Whether ``copy(into:drawing:)`` writes each face cut down to the
    /// characters the page draws (HarfBuzz's subsetter), so the folder holds
    /// kilobytes rather than the pack's megabytes. A subset is TrueType or
    /// OpenType whatever the original's container.
    let subsetting: Bool

    init(subsetting: Bool = false) { self.subsetting = subsetting }

    private(set) var assets: [Key: Asset] = [:]
    /// In the order faces were added, for a stable page.
    private(set) var order: [Key] = []

    /// Registers a face; the file is written by ``copy(into:)``.
    mutating func add(_ face: FontFace) {
        let key = Key(face)
        guard assets[key] == nil else { return }
        let number = order.count + 1
        let name = Self.safeFileName(face.postscriptName ?? face.fullName)
        let fileExtension =
            face.faceCount > 1 || subsetting ? (face.format == "CFF" ? "otf" : "ttf") : Self.fileExtension(of: face.file)
        assets[key] = Asset(
            family: "f\(number)", url: "fonts/\(number)-\(name).\(fileExtension)",
            format: Self.cssFormat(fileExtension), weight: face.weightClass ?? 400, italic: face.isItalic, face: face)
        order.append(key)
    }

    func asset(for face: FontFace?) -> Asset? { face.flatMap { assets[Key($0)] } }

    /// Copies every face into `folder/fonts/`; a face of a collection is
    /// written as its own file. With `drawing`, each face is subset to the
    /// characters of it the page draws; a face HarfBuzz cannot subset is copied whole.
    func copy(into folder: URL, drawing: CodePointSet? = nil) throws {
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for key in order {
            let asset = assets[key]!
            let target = folder.appendingPathComponent(asset.url)
            if subsetting, let drawing,
                let subset = try? FontSubsetter.subset(
                    path: key.file, index: key.index, keeping: drawing.intersection(asset.face.characters))
            {
                try Data(subset.data).write(to: target)
                continue
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: key.file))
            if asset.face.faceCount > 1 {
                try Data(SFNTCollection.extractFace(Array(bytes), index: key.index)).write(to: target)
            } else {
                try bytes.write(to: target)
            }
        }
    }

    /// One `@font-face` rule per face.
    var css: String {
        order.map { key in
            let asset = assets[key]!
            return "@font-face { font-family: \"\(asset.family)\"; src: url(\"\(asset.url)\") format(\"\(asset.format)\"); "
                + "font-weight: \(asset.weight); font-style: \(asset.italic ? "italic" : "normal"); font-display: block; }"
        }.joined(separator: "\n")
    }

    /// Letters, digits, `-` and `_` only: the name goes into a URL in the style sheet.
    static func safeFileName(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        }
        return String(kept.prefix(60))
    }

    static func fileExtension(of path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: ".") else { return "ttf" }
        let found = last[last.index(after: dot)...].lowercased()
        return ["ttf", "otf", "woff", "woff2", "ttc", "otc"].contains(found) ? found : "ttf"
    }

    static func cssFormat(_ fileExtension: String) -> String {
        switch fileExtension {
        case "otf": "opentype"
        case "woff": "woff"
        case "woff2": "woff2"
        case "ttc", "otc": "collection"
        default: "truetype"
        }
    }
}
