internal import FontPackageCheck
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageSupport

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
        /// The face drawn; for a variable font, the instance a cell draws.
        var face: FontFace
    }

    /// Whether ``copy(into:drawing:)`` writes each face cut down to the
    /// characters drawn in it (HarfBuzz's subsetter) and compressed as WOFF2,
    /// so the folder holds kilobytes rather than the pack's megabytes.
    let subsetting: Bool

    init(subsetting: Bool = false) { self.subsetting = subsetting }

    private(set) var assets: [Key: Asset] = [:]
    /// In the order faces were added, for a stable page.
    private(set) var order: [Key] = []

    /// Registers a face once, however many cells draw in it; the file is written by ``copy(into:drawing:)``.
    mutating func add(_ face: FontFace) {
        let key = Key(face)
        guard assets[key] == nil else { return }
        let number = order.count + 1
        let name = Self.safeFileName(face.postscriptName ?? face.fullName)
        let fileExtension =
            subsetting ? "woff2" : face.faceCount > 1 ? (face.format == "CFF" ? "otf" : "ttf") : Self.fileExtension(of: face.file)
        assets[key] = Asset(
            family: "f\(number)", url: "fonts/\(number)-\(name).\(fileExtension)",
            format: Self.cssFormat(fileExtension), weight: face.weightClass ?? 400, italic: face.isItalic, face: face)
        order.append(key)
    }

    /// The asset of the face's file, drawing `face`: a variable font's
    /// instances share one file and one `@font-face`, each drawn at its own
    /// coordinates (the page's `font-variation-settings`).
    func asset(for face: FontFace?) -> Asset? {
        guard let face, var asset = assets[Key(face)] else { return nil }
        asset.face = face
        return asset
    }

    /// Copies every face into `folder/fonts/`; a face of a collection is
    /// written as its own file. When subsetting, each face keeps the
    /// characters `drawing` holds for its family (see ``characters(drawnIn:)``)
    /// that it maps, and is written as WOFF2; a face HarfBuzz cannot subset
    /// is written whole (a WOFF or WOFF2 original as it is: browsers read the
    /// format from the file's signature).
    func copy(into folder: URL, drawing: [String: CodePointSet] = [:]) throws {
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let jobs = order.map { assets[$0]! }
        let subsetting = subsetting
        // Subsetting and Brotli take about a second on a CJK face: one face per core.
        let written = WorkerPool.map(jobs) { asset -> Result<Data, any Error> in
            Result { try Self.bytes(of: asset, subsetting: subsetting, keeping: drawing[asset.family] ?? CodePointSet()) }
        }
        for (asset, bytes) in zip(jobs, written) {
            try bytes.get().write(to: folder.appendingPathComponent(asset.url))
        }
    }

    /// The file written for one face.
    private static func bytes(of asset: Asset, subsetting: Bool, keeping drawn: CodePointSet) throws -> Data {
        let face = asset.face
        if subsetting,
            let subset = try? FontSubsetter.subset(
                path: face.file, index: face.index, keeping: drawn.intersection(face.characters), forDisplay: true)
        {
            return Data(try WOFF2.encode(subset.data))
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: face.file))
        let sfnt = face.faceCount > 1 ? try SFNTCollection.extractFace(Array(bytes), index: face.index) : Array(bytes)
        guard subsetting, let encoded = try? WOFF2.encode(sfnt) else { return Data(sfnt) }
        return Data(encoded)
    }

    /// The characters the page draws in each face, by CSS family: the text
    /// under every element whose `style` names the family in its
    /// `font-family` (the specimens, strings and resolver samples). Text in
    /// no report face (headings, findings) is drawn in the system's fonts
    /// and kept out of every subset.
    static func characters(drawnIn page: HTML) -> [String: CodePointSet] {
        var found: [String: Set<UInt32>] = [:]
        func walk(_ node: HTML, families: [String]) {
            switch node.content {
            case .text(let text):
                guard !families.isEmpty else { return }
                let scalars = text.unicodeScalars.map(\.value)
                for family in families { found[family, default: []].formUnion(scalars) }
            case .styleSheet:
                return
            case .element(_, let attributes, let children):
                let style = attributes.first { $0.name == "style" }?.value
                let inner = style.flatMap(Self.families(inStyle:)) ?? families
                for child in children { walk(child, families: inner) }
            }
        }
        walk(page, families: [])
        return found.mapValues { CodePointSet(Array($0)) }
    }

    /// The quoted families of a `style` attribute's `font-family` (`"f3", "f1", var(--fallback)` gives f3 and f1), or nil when it sets none.
    static func families(inStyle style: String) -> [String]? {
        guard let start = style.firstRange(of: "font-family:") else { return nil }
        let list = style[start.upperBound...].prefix { $0 != ";" }
        return list.split(separator: ",").compactMap { item in
            let name = trimmedBlanks(String(item))
            guard name.count > 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return nil }
            return String(name.dropFirst().dropLast())
        }
    }

    /// One `@font-face` rule per face.
    var css: String {
        order.map { key in
            let asset = assets[key]!
            // A variable font's rule claims its whole wght range, so that no weight a cell asks is synthesised.
            let weight = asset.face.axes.first { $0.tag == "wght" }.map { "\(FaceID.number($0.minimum)) \(FaceID.number($0.maximum))" }
            return "@font-face { font-family: \"\(asset.family)\"; src: url(\"\(asset.url)\") format(\"\(asset.format)\"); "
                + "font-weight: \(weight ?? String(asset.weight)); font-style: \(asset.italic ? "italic" : "normal"); font-display: block; }"
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
