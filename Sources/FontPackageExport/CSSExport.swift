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
///   entry's stacks list these families after its own, in chain order. The
///   browser takes, for each character, the first family of the stack whose
///   face maps it (CSS Fonts 4, font matching, "Cluster matching"), the rule
///   the chain states.
/// - Each face is written as WOFF2 (what `check --platform web` advises),
///   with the `unicode-range` of what it maps (``unicodeRange(of:)``): the
///   browser loads a face's file only when the text has a character in its
///   range, and goes to the next family of the stack, without loading the
///   file, for the others.
/// - Variable fonts: a file is written once (WOFF2 of the whole font, `fvar`
///   and `gvar` with it), whatever instances the slots draw it at. When an
///   entry's light, medium and bold (or a chain link's, or the italic
///   requests') are all one variable file, they are one `@font-face` with the
///   file's `wght` axis range as its `font-weight` (`100 900`): the browser
///   then sets `wght` to the used `font-weight`, clamped to that range (CSS
///   Fonts 4, "Font Feature and Variation Resolution", step 2), so 300, 500
///   and 700 draw the slots' wght 300, 500 and 700, and 400 draws wght 400,
///   not the light slot's coordinates: the page's weights, continuous, as a
///   variable font is made for. Where a variable slot sits beside other
///   faces, the slots keep their rules, and the variable slot's rule also
///   gives its coordinates as the `font-variation-settings` descriptor
///   (`"wght" 300`, step 6, after step 2), so every weight of the slot's
///   range draws the slot's instance, as `resolve` gives it (Chromium 156
///   reads the descriptor). A browser that ignores the descriptor applies
///   step 2 alone: the used weight clamped to the slot's range (`1 499`)
///   onto `wght`, the slot's coordinates only at their own weight.
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

    /// The files to write, each file face once (a variable file drawn at
    /// several instances too, as its default instance), in config order:
    /// WOFF2 (the report's writer, ``WOFF2``) for a TrueType or OpenType face
    /// and for a face of a collection, which becomes a file of its own; a
    /// WOFF or WOFF2 original as it is.
    package static func assets(_ pack: ExportedPack) -> [Asset] {
        pack.fileFaces.map { face in
            var path = pack.relativePath(of: face)
            let fileExtension = PathName.pathExtension(path).lowercased()
            if ["woff", "woff2"].contains(fileExtension), face.faceCount == 1 {
                return Asset(face: face, url: "fonts/" + path, format: fileExtension)
            }
            if face.faceCount > 1 || ["ttc", "otc"].contains(fileExtension) {
                let name = face.postscriptName ?? "\(PathName.lastComponent(path))-\(face.index)"
                path = PathName.join(PathName.deletingLastComponent(path), safeFileName(name) + ".woff2")
            } else {
                path = PathName.join(PathName.deletingLastComponent(path), PathName.baseName(path) + ".woff2")
            }
            return Asset(face: face, url: "fonts/" + path, format: "woff2")
        }
    }

    /// The most ranges a face's `unicode-range` lists.
    static let maximumRanges = 64

    /// The `unicode-range` of a face: the characters it maps (its `cmap`),
    /// as ranges. A gap that holds only unassigned code points (or
    /// surrogates) is closed, and while more than ``maximumRanges`` remain,
    /// the smallest gaps are closed too (a CJK face maps thousands of runs
    /// of Han; its rule stays a line). The range is the browser's hint for
    /// downloading: it loads the face only for text with a character in the
    /// range; a character in the range that the face does not map still
    /// falls to the next family of the stack (CSS Fonts 4, "unicode-range":
    /// the `cmap` decides), so a closed gap changes no drawing, at worst a
    /// download. A narrower range, such as only what the face's languages
    /// and strings need, would send characters the face maps to the next
    /// family, where `fontpack resolve` and the platforms draw them with this face.
    static func unicodeRange(of characters: CodePointSet) -> String {
        var runs: [ClosedRange<UInt32>] = []
        for range in characters.ranges where !range.isEmpty {
            let closed = range.lowerBound...(range.upperBound - 1)
            if let last = runs.last, (last.upperBound + 1..<closed.lowerBound).allSatisfy(isUnassigned) {
                runs[runs.count - 1] = last.lowerBound...closed.upperBound
            } else {
                runs.append(closed)
            }
        }
        if runs.count > maximumRanges {
            // The largest gaps stay open: the breaks after runs[position], ties by position.
            let breaks = Set(
                runs.indices.dropLast()
                    .sorted { (runs[$0 + 1].lowerBound - runs[$0].upperBound, $1) > (runs[$1 + 1].lowerBound - runs[$1].upperBound, $0) }
                    .prefix(maximumRanges - 1))
            var merged: [ClosedRange<UInt32>] = []
            var start = runs[0].lowerBound
            for position in runs.indices where position == runs.count - 1 || breaks.contains(position) {
                merged.append(start...runs[position].upperBound)
                if position + 1 < runs.count { start = runs[position + 1].lowerBound }
            }
            runs = merged
        }
        return runs.map { range in
            let low = String(range.lowerBound, radix: 16, uppercase: true)
            return range.count == 1 ? "U+\(low)" : "U+\(low)-\(String(range.upperBound, radix: 16, uppercase: true))"
        }.joined(separator: ", ")
    }

    /// A code point no text holds: a surrogate, or one Unicode has not assigned.
    static func isUnassigned(_ codePoint: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(codePoint) else { return true }
        return scalar.properties.generalCategory == .unassigned
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

    /// The `font-weight` of one `@font-face` for every slot of a style: the
    /// `wght` axis range of the variable file face all three slots are drawn
    /// from (`100 900`); nil when they are not one such face.
    static func variableRange(_ faces: [FontFace?]) -> (face: FontFace, range: String)? {
        guard let first = faces.first ?? nil, first.isVariableFont,
            let axis = first.axes.first(where: { $0.tag == "wght" }),
            faces.allSatisfy({ $0?.id.atDefault == first.id.atDefault })
        else { return nil }
        return (first, "\(FaceID.number(axis.minimum)) \(FaceID.number(axis.maximum))")
    }

    /// A face's coordinates as the `font-variation-settings` descriptor's
    /// value (`"wght" 300`, axes by tag); nil at the default instance.
    static func variationSettings(of face: FontFace) -> String? {
        guard !face.variation.isEmpty else { return nil }
        return FaceID.describe(face.variation) { "\(string($0)) \($1)" }.joined(separator: ", ")
    }

    /// The style sheet; with `matchLineBox`, every `@font-face` carries the
    /// line box of the default's face at its slot (``CSSLineBox``).
    package static func render(_ pack: ExportedPack, matchLineBox: Bool = false) -> String {
        let references = matchLineBox ? CSSLineBox.references(pack) : nil
        // One asset per file face: every instance of a variable file is served by its file.
        let urls = Dictionary(assets(pack).map { ($0.face.id, $0) }, uniquingKeysWith: { first, _ in first })
        var ranges: [FaceID: String] = [:]
        for asset in urls.values { ranges[asset.face.id] = unicodeRange(of: asset.face.characters) }
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
                func face(_ chain: [FontFace]?) -> FontFace? { chain.flatMap { link < $0.count ? $0[link] : nil } }
                let merged = [
                    "normal": variableRange(weights.map { face($0.upright) }),
                    "italic": variableRange(weights.map { face($0.italic) }),
                ]
                for (position, (range, upright, italic)) in weights.enumerated() {
                    for (style, chain) in [("normal", upright), ("italic", italic)] {
                        let ranged = merged[style] ?? nil
                        var written: (face: FontFace, range: String)? = face(chain).map { ($0, range) }
                        if let ranged {
                            // The style's one rule, where its first slot's would be.
                            written = position == 0 ? ranged : nil
                        }
                        guard let written, let asset = urls[written.face.id.atDefault] else { continue }
                        // A per-slot rule of a face drawn at an instance pins it; the ranged rule lets `font-weight` set `wght`.
                        let settings = ranged == nil ? variationSettings(of: written.face) : nil
                        let override = references.flatMap { CSSLineBox.override(matching: $0["\(position) \(style)"] ?? nil) }
                        lines.append(
                            "@font-face { font-family: \(string(family(of: entry, link: link))); src: url(\(string(urlEncoded(asset.url)))) "
                                + "format(\"\(asset.format)\"); font-weight: \(written.range); font-style: \(style); "
                                + (settings.map { "font-variation-settings: \($0); " } ?? "")
                                + (override?.descriptors ?? "")
                                + "unicode-range: \(ranges[asset.face.id, default: unicodeRange(of: asset.face.characters)]); }")
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

    /// Writes `fontpack.css` and the font files under `folder`. Brotli takes
    /// about a second on a CJK face: one face per core.
    package static func write(_ pack: ExportedPack, to folder: String, matchLineBox: Bool = false) throws {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let jobs = assets(pack)
        let written = WorkerPool.map(jobs) { asset in Result { () throws(ExportError) in try bytes(of: asset) } }
        for (asset, bytes) in zip(jobs, written) {
            let target = root.appendingPathComponent(asset.url)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(try bytes.get()).write(to: target)
        }
        try Data(render(pack, matchLineBox: matchLineBox).utf8).write(to: root.appendingPathComponent("fontpack.css"))
    }

    /// The file written for one face: the face's sfnt as WOFF2, or a WOFF or WOFF2 original as it is.
    static func bytes(of asset: Asset) throws(ExportError) -> [UInt8] {
        let face = asset.face
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: face.file)))
        } catch {
            throw ExportError("cannot read \(face.file): \(errorText(error))")
        }
        guard asset.format == "woff2", !(face.faceCount == 1 && PathName.pathExtension(face.file).lowercased() == "woff2") else {
            return bytes
        }
        do {
            let sfnt = face.faceCount > 1 ? try SFNTCollection.extractFace(bytes, index: face.index) : bytes
            return try WOFF2.encode(sfnt)
        } catch {
            throw ExportError("\(face.file)#\(face.index): cannot write it as WOFF2: \(error)")
        }
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
