internal import FontPackage
package import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// `fontpack export css`: `@font-face` rules and `:lang()` rules that make a
/// page that sets `lang` draw every language and weight with the face
/// `fontpack resolve` gives.
///
/// - Each entry is one family, `fontpack <env>`, whose faces claim the CSS
///   weights the hooks give their slot (`font-weight` ranges: 1-499 light,
///   500 medium, 501-1000 bold, as UIFont's `.medium` and heavier), so the
///   browser's matching (CSS Fonts 4, section 5.2) lands on the slot's face
///   and never synthesises. Italic (`font-style: italic`) takes the entry's
///   italic faces, else `italicSystemFont`'s face below 500 and the upright
///   medium and bold faces above.
/// - `:root, [lang]` set the `default` entry, then `:lang()` rules, bare
///   languages before exact tags (equal specificity: the later wins), so an
///   element's own `lang` decides, and `lang="en"` inside a Vietnamese page
///   returns to `default`.
/// - A face of a collection is written as a file of its own: browsers take
///   a collection's first face only (`format("collection")` has no way to
///   name another; `Tests/Browser/collection_face.py`).
/// - Fallback chains (when the config has them): the chain's n-th link is a
///   family of its own, `fontpack <env> fallback <n>`, whose faces claim the
///   same weights and styles with each slot's n-th link face, and the
///   entry's stacks list these families after its own, in chain order. No
///   `unicode-range` is written: the browser takes, for each character, the
///   first family of the stack whose face maps it (CSS Fonts 4, font matching,
///   "Cluster matching"), the rule the chain states, and loads a link's file
///   only when a character needs it.
package enum CSSExport {
    /// One font file the style sheet loads.
    package struct Asset: Sendable {
        /// The face.
        package let face: FontFace
        /// Its URL, relative to the style sheet (`fonts/NotoSans/NotoSans-Light.ttf`).
        package let url: String
        /// The `format()` hint: `truetype`, `opentype`, `woff`, `woff2`.
        package let format: String
    }

    /// The files to write, each face once, in config order.
    package static func assets(_ pack: ExportedPack) -> [Asset] {
        pack.faces.map { face in
            var path = pack.relativePath(of: face)
            var fileExtension = PathName.pathExtension(path).lowercased()
            if face.faceCount > 1 || ["ttc", "otc"].contains(fileExtension) {
                fileExtension = face.format == "CFF" ? "otf" : "ttf"
                let name = face.postscriptName ?? "\(PathName.lastComponent(path))-\(face.index)"
                path = PathName.join(PathName.deletingLastComponent(path), safeFileName(name) + "." + fileExtension)
            }
            let format =
                switch fileExtension {
                case "otf": "opentype"
                case "woff": "woff"
                case "woff2": "woff2"
                default: "truetype"
                }
            return Asset(face: face, url: "fonts/" + path, format: format)
        }
    }

    /// The CSS family of an entry.
    package static func family(of entry: ExportedPack.Entry) -> String { "fontpack \(entry.env)" }

    /// The CSS family of the `link`-th link of an entry's chains (1 the first after the own face).
    package static func family(of entry: ExportedPack.Entry, link: Int) -> String {
        link == 0 ? family(of: entry) : "fontpack \(entry.env) fallback \(link)"
    }

    /// The families of an entry's stack: its own, then one per link of its longest chain.
    static func families(of entry: ExportedPack.Entry) -> [String] {
        let links = (entry.chains.values.map(\.count) + entry.italicChains.values.map(\.count)).max() ?? 1
        return (0..<max(links, 1)).map { family(of: entry, link: $0) }
    }

    /// How many families the style sheet declares (an entry's, and its chain's links').
    package static func familyCount(_ pack: ExportedPack) -> Int { pack.entries.map { families(of: $0).count }.reduce(0, +) }

    /// The `font-family` value of an entry: its family, then its chain's links in order.
    static func stack(of entry: ExportedPack.Entry) -> String {
        families(of: entry).map(string).joined(separator: ", ")
    }

    /// The style sheet.
    package static func render(_ pack: ExportedPack) -> String {
        let urls = Dictionary(assets(pack).map { ($0.face.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = [
            "/* Written by fontpack export css from \(comment(pack.config.file)): the face fontpack resolve gives, for every",
            "   language the config serves and every weight. Link it and say each text's language:",
            "   <link rel=\"stylesheet\" href=\"fontpack.css\"> ... <html lang=\"vi\"> ... <span lang=\"ar\">...</span> */",
        ]
        for entry in pack.entries {
            let weights: [(range: String, upright: [FontFace]?, italic: [FontFace]?)] = [
                ("1 499", entry.chains[.light], entry.italicChains[.light] ?? entry.chains[.italic]),
                ("500", entry.chains[.medium], entry.italicChains[.medium] ?? entry.chains[.medium]),
                ("501 1000", entry.chains[.bold], entry.italicChains[.bold] ?? entry.chains[.bold]),
            ]
            let links = weights.flatMap { [$0.upright?.count ?? 0, $0.italic?.count ?? 0] }.max() ?? 0
            for link in 0..<links {
                for (range, upright, italic) in weights {
                    for (style, chain) in [("normal", upright), ("italic", italic)] {
                        guard let chain, link < chain.count, let asset = urls[chain[link].id] else { continue }
                        lines.append(
                            "@font-face { font-family: \(string(family(of: entry, link: link))); src: url(\(string(urlEncoded(asset.url)))) "
                                + "format(\"\(asset.format)\"); font-weight: \(range); font-style: \(style); }")
                    }
                }
            }
        }
        if let entry = pack.defaultEntry {
            lines.append(":root, [lang] { font-family: \(stack(of: entry)); }")
        }
        for rule in pack.languages {
            lines.append(":lang(\(rule.tag)) { font-family: \(stack(of: rule.entry)); }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes `fontpack.css` and the font files under `folder`.
    package static func write(_ pack: ExportedPack, to folder: String) throws {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        for asset in assets(pack) {
            let target = root.appendingPathComponent(asset.url)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: asset.face.file))
            if asset.face.faceCount > 1 {
                try Data(SFNTCollection.extractFace(Array(bytes), index: asset.face.index)).write(to: target)
            } else {
                try bytes.write(to: target)
            }
        }
        try Data(render(pack).utf8).write(to: root.appendingPathComponent("fontpack.css"))
    }

    /// A CSS string: quoted, `"` and `\` escaped, controls as escapes.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}": out += "\\" + String(scalar.value, radix: 16) + " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Each path segment percent-encoded (non-ASCII names, spaces, brackets).
    static func urlEncoded(_ path: String) -> String {
        percentEncoded(path, keeping: "-._~/")
    }

    /// Letters, digits, `-` and `_` only.
    static func safeFileName(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
    }

    static func comment(_ text: String) -> String { text.replacing("*/", with: "* /") }
}
