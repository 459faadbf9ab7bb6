internal import FontPackage
package import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// `fontpack export flutter`: the pack as the `fonts:` section of a Flutter
/// app's `pubspec.yaml` (Flutter, "Use a custom font",
/// https://docs.flutter.dev/cookbook/design/fonts), with the font files it
/// names copied under the app's folder.
///
/// - `fonts/fontpack/<path>`: each file face the slots and their chains use,
///   once, at its path inside the pack (each character but ASCII letters,
///   digits, `.`, `-` and `_` made `_`: flutter_tools reads an asset as a
///   URI, ``safeComponent(_:)``); a face of a collection is written as
///   a file of its own (`NotoSansCJKjp-Light.otf`), since a pubspec asset
///   names a file and no face index. WOFF and WOFF2 are refused: Flutter
///   reads `.ttc`, `.ttf` and `.otf`, and no WOFF on desktop platforms.
/// - `fontpack_fonts.yaml`: a pubspec fragment, `flutter:` then the `fonts:`
///   list, whose lines after the first are the block Flutter says to paste
///   after the `flutter` declaration. Asset paths are relative to the
///   fragment's folder, as Flutter reads them relative to `pubspec.yaml`.
/// - Each entry is one family, `fontpack <env>`, holding the faces its slots
///   draw; the n-th link of its fallback chains is the family
///   `fontpack <env> fallback <n>` (for `TextStyle.fontFamilyFallback`), as
///   the CSS export names them. Flutter picks fonts by family in code, not by
///   locale, so the fragment's comments say which family serves each
///   language tag.
/// - `weight` is the file's own `usWeightClass`, to the nearest hundred in
///   100...900, and `style: italic` is written only for a face whose font is
///   italic: Flutter's `weight` "specifies the weight of the outlines in the
///   file" and "You can't use the `weight` property to override the weight
///   of the font"; likewise `style`. So the app asks for a slot by the weight
///   the comments name for it (light: `FontWeight.w300` for Noto Serif
///   Light), and an entry without italic faces has no italic asset: Flutter
///   slants its upright face.
/// - A variable file is one asset, declared at its default instance's
///   weight: a pubspec asset has no axis coordinates. The comments give each
///   slot's coordinates, which the app sets with `FontVariation('wght', 300)`
///   in `TextStyle.fontVariations`; from Flutter 3.39 `fontWeight` sets `wght`
///   too ("FontWeight also controls the weight attribute of variable fonts").
/// - Every family name and path is a double-quoted YAML scalar with `\`, `"`
///   and every character YAML does not allow printed (controls, U+0085,
///   U+2028, U+2029, U+FEFF) escaped, so no name can end the scalar or the
///   comment it is quoted in.
package enum FlutterExport {
    /// The folder, inside the output, the font files are written to.
    package static let assetFolder = "fonts/fontpack"
    /// The fragment's file name, beside the app's `pubspec.yaml`.
    package static let fragmentName = "fontpack_fonts.yaml"

    /// One font file the fragment names.
    package struct Asset: Sendable {
        /// The face (of a variable file, at its default instance).
        package let face: FontFace
        /// Its path relative to the app's folder (`fonts/fontpack/NotoSerif/NotoSerif-Light.ttf`).
        package let path: String
    }

    /// The files, each file face once, in config order: the path inside the
    /// pack (a face of a collection under its PostScript name, `.otf` for CFF
    /// outlines, else `.ttf`), made unique.
    package static func assets(_ pack: ExportedPack) throws(ExportError) -> [Asset] {
        var assets: [Asset] = []
        var taken = Set<String>()
        var refused: [String] = []
        for face in pack.fileFaces {
            // A face outside the pack folder keeps only its file name; no component climbs out of fonts/fontpack.
            var relative = pack.relativePath(of: face)
                .split(separator: "/").filter { $0 != "." && $0 != ".." }.map { safeComponent(String($0)) }.joined(separator: "/")
            if relative.isEmpty || pack.relativePath(of: face) == face.file { relative = safeComponent(PathName.lastComponent(face.file)) }
            let fileExtension = PathName.pathExtension(relative).lowercased()
            if face.faceCount > 1 || ["ttc", "otc"].contains(fileExtension) {
                let name = face.postscriptName.map(CSSExport.safeFileName) ?? "\(PathName.baseName(relative))-\(face.index)"
                relative = PathName.join(PathName.deletingLastComponent(relative), name + (face.format == "CFF" ? ".otf" : ".ttf"))
            } else if !["ttf", "otf"].contains(fileExtension) {
                refused.append(pack.relativePath(of: face))
                continue
            }
            let stem = PathName.join(PathName.deletingLastComponent(relative), PathName.baseName(relative))
            let suffix = "." + PathName.pathExtension(relative)
            var path = PathName.join(assetFolder, relative)
            var number = 2
            while taken.contains(path.lowercased()) {
                path = PathName.join(assetFolder, "\(stem)-\(number)\(suffix)")
                number += 1
            }
            taken.insert(path.lowercased())
            assets.append(Asset(face: face, path: path))
        }
        guard refused.isEmpty else {
            throw ExportError(
                "Flutter reads .ttc, .ttf and .otf fonts, and no WOFF on desktop platforms, not "
                    + refused.joined(separator: ", ")
                    + ": decompress them first (fontTools: fonttools ttLib.woff2 decompress FILE)")
        }
        return assets
    }

    /// A path component as an asset path can hold it: ASCII letters, digits,
    /// `.`, `-` and `_`, every other character `_`, and no leading dot.
    /// flutter_tools reads a font's `asset` with Dart's `Uri.parse`
    /// (`FlutterManifest._extractFonts`), so a `#` would end the path, a `?`
    /// start a query and a `%` an escape, and a space or a non-ASCII letter
    /// would be percent-encoded into a key no file has.
    static func safeComponent(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return safe
    }

    /// The declared weight of a face: its `usWeightClass` to the nearest
    /// hundred, within Flutter's 100...900; nil without an OS/2 table
    /// (Flutter then reads the asset as normal, 400).
    static func weight(of face: FontFace) -> Int? {
        face.weightClass.map { min(900, max(100, ($0 + 50) / 100 * 100)) }
    }

    /// The family of an entry's `link`-th chain link (0: the entry's own).
    package static func family(of entry: ExportedPack.Entry, link: Int = 0) -> String {
        CSSExport.family(of: entry, link: link)
    }

    /// The slots of an entry, named as the comments name them, each with its chain.
    static func slots(of entry: ExportedPack.Entry) -> [(name: String, chain: [FontFace])] {
        let upright: [(String, [FontFace]?)] = [
            ("light", entry.chains[.light]), ("medium", entry.chains[.medium]), ("bold", entry.chains[.bold]),
            ("italic", entry.chains[.italic]),
        ]
        let italic = WeightSlot.allCases.map { ("\($0.name) italic", entry.italicChains[$0]) }
        return (upright + italic).compactMap { name, chain in chain.map { (name, $0) } }
    }

    /// The fragment: comments saying which family serves each language and
    /// what each slot asks for, then `flutter:` and its `fonts:` list.
    /// `paths`: each file face's asset path, by ``FaceID/atDefault``.
    static func fragment(_ pack: ExportedPack, paths: [FaceID: String]) -> (text: String, families: Int) {
        var lines = [
            "# Written by fontpack export flutter. Paste the lines after `flutter:` under the `flutter:` key of",
            "# pubspec.yaml (this file is a pubspec fragment; asset paths are relative to its folder).",
            "# Flutter picks a font by family, not by locale: set TextStyle.fontFamily to the family of the",
            "# entry that serves the app's language, and fontFamilyFallback to its fallback families.",
        ]
        var languages: [String] = []
        if let entry = pack.defaultEntry { languages.append("#   every other language: \(quoted(family(of: entry)))") }
        for rule in pack.languages { languages.append("#   \(quoted(rule.tag)): \(quoted(family(of: rule.entry)))") }
        if !languages.isEmpty { lines += ["# Languages:"] + languages }
        lines += ["flutter:", "  fonts:"]
        var families = 0
        for entry in pack.entries {
            let slots = slots(of: entry)
            let links = slots.map(\.chain.count).max() ?? 1
            for link in 0..<links {
                var faces: [FontFace] = []
                for (_, chain) in slots where link < chain.count && !faces.contains(where: { $0.id.atDefault == chain[link].id.atDefault }) {
                    faces.append(chain[link])
                }
                guard !faces.isEmpty else { continue }
                let name = family(of: entry, link: link)
                lines.append("    # \(quoted(name)): entry \(quoted(entry.env))\(link > 0 ? ", fallback \(link)" : ""); each slot asks for:")
                for (slot, chain) in slots where link < chain.count {
                    lines.append("    #   \(slot): " + request(chain[link]))
                }
                lines += ["    - family: \(quoted(name))", "      fonts:"]
                families += 1
                for face in faces {
                    lines.append("        - asset: \(quoted(paths[face.id.atDefault] ?? face.file))")
                    let file = face.atDefaultInstance
                    if let weight = weight(of: file) { lines.append("          weight: \(weight)") }
                    if file.isItalic { lines.append("          style: italic") }
                }
            }
        }
        return (lines.joined(separator: "\n") + "\n", families)
    }

    /// What the app sets to draw a face: its weight and style, and a variable
    /// face's coordinates (`fontWeight: FontWeight.w300, fontVariations: [FontVariation('wght', 300)]`).
    /// A face drawn at a `wght` coordinate is asked for at that weight (to
    /// the nearest hundred, which `FontWeight.w100`...`w900` can say): the
    /// asset's declared weight is its default instance's.
    static func request(_ face: FontFace) -> String {
        let file = face.atDefaultInstance
        let weight = face.variation["wght"].map { Int((min(900, max(100, $0)) / 100).rounded()) * 100 } ?? weight(of: file) ?? 400
        var parts = ["fontWeight: FontWeight.w\(weight)"]
        if file.isItalic { parts.append("fontStyle: FontStyle.italic") }
        if !face.variation.isEmpty {
            // A tag comes from the font or the config: escaped, so it cannot end the comment line.
            parts.append(
                "fontVariations: ["
                    + FaceID.describe(face.variation) { "FontVariation(\(quoted($0).replacing("\"", with: "'")), \($1))" }
                        .joined(separator: ", ") + "]")
        }
        return parts.joined(separator: ", ")
    }

    /// `text` as a YAML double-quoted scalar (YAML 1.2, 7.3.1; PyYAML and
    /// Dart's `yaml` read the same escapes): `\` and `"` escaped, and every
    /// character outside YAML's printable set (5.1), with the line breaks
    /// U+0085, U+2028 and U+2029 and the byte order mark, as `\x`, `\u` or `\U`.
    /// Every other character, non-ASCII ones too, is written as it is.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C: out += "\\\\"
            case 0x22: out += "\\\""
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
                out.unicodeScalars.append(scalar)
            case 0...0xFF: out += "\\x" + hex(scalar.value, digits: 2)
            case 0...0xFFFF: out += "\\u" + hex(scalar.value, digits: 4)
            default: out += "\\U" + hex(scalar.value, digits: 8)
            }
        }
        return out + "\""
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Writes the font files under `fonts/fontpack/` and `fontpack_fonts.yaml`
    /// into `folder` (the app's folder, where `pubspec.yaml` is).
    package static func write(_ pack: ExportedPack, to folder: String) throws -> (fonts: Int, families: Int) {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let assets = try assets(pack)
        for asset in assets {
            let target = root.appendingPathComponent(asset.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: asset.face.file))
            let fileExtension = PathName.pathExtension(asset.face.file).lowercased()
            if asset.face.faceCount > 1 || ["ttc", "otc"].contains(fileExtension) {
                try Data(SFNTCollection.extractFace(Array(bytes), index: asset.face.index)).write(to: target)
            } else {
                try bytes.write(to: target)
            }
        }
        let paths = Dictionary(assets.map { ($0.face.id.atDefault, $0.path) }, uniquingKeysWith: { first, _ in first })
        let written = fragment(pack, paths: paths)
        try Data(written.text.utf8).write(to: root.appendingPathComponent(fragmentName))
        return (assets.count, written.families)
    }
}
