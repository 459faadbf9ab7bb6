internal import FontPackage
internal import FontPackageCheck
package import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// `fontpack export android`: the pack as Android font resources, written
/// into a `res/` folder.
///
/// - `font/<name>.ttf|otf`: each face the slots use, under a resource name
///   (lowercase a-z, 0-9 and `_`, starting with a letter; aapt2's rule, as
///   `platform-file-name` checks it). A face of a collection is written as a
///   file of its own, so no `ttcIndex` (API 28) is needed.
/// - `font/fontpack_<env>.xml`: one font family per entry, each `<font>` with
///   `android:fontStyle`, `android:fontWeight`, `android:font` (API 26) and the
///   same as `app:` attributes (AndroidX `ResourcesCompat`, API 14 and later).
///   The declared weights are the hooks' slot lines, not the files' classes:
///   light 400, medium 500, bold 600 and again 900. minikin's
///   `FontFamily::getClosestMatch` takes the first font with the least
///   `|wanted/100 - declared/100|` (+2 for the other slant), so regular (400)
///   and lighter read as light, 500 as medium, semibold (600) and heavier as
///   bold, as `systemFont(weight:)` does; and it fakes bold only for a request
///   of 600 or more at least 200 above the face (`computeFakery`), which the
///   second bold at 900 keeps from happening. Italic: the italic faces, or
///   else `italicSystemFont`'s face at 400 and the upright medium and bold
///   faces, declared italic so nothing is slanted by force.
/// - `values/fontpack.xml` and `values-<language>/fontpack.xml`: the alias
///   `@font/fontpack`, the family of the entry that serves the locale.
/// - Fallback chains: a `<font-family>` resource holds `<font>` elements
///   only, with no list of families to fall back to, so a chain cannot be
///   stated in resources; Android's own per-typeface fallback list is
///   `Typeface.CustomFallbackBuilder` (API 29), in code. The link faces'
///   files are written to `font/` and each family's XML names, in a comment,
///   every slot's chain as `@font/` resources in order, for that builder.
/// - Variable fonts: the file is written once, and each `<font>` of a slot
///   drawn at an instance names it with the coordinates as
///   `android:fontVariationSettings` and `app:fontVariationSettings`
///   (`'wght' 300`, the CSS syntax `FontVariationAxis.fromFontVariationSettings`
///   reads). `FontResourcesParser.readFont` reads the attribute with the
///   others, and `Typeface.createFromResources` gives it to
///   `Font.Builder.setFontVariationSettings`; the family is built with
///   `FontFamily.Builder.build()`, not `buildVariableFamily()` (API 35), so
///   `fontWeight` only picks the `<font>`, it sets no axis, and every slot
///   states its own coordinates. The `android:` attribute is API 28 (an
///   app compiled against an older SDK fails to link it); AndroidX's
///   `FontResourcesParserCompat` reads `app:` and applies it from API 26
///   (`TypefaceCompatApi26Impl`, through `FontVariationAxis`); below 26 there
///   is no `FontVariationAxis` to apply it with, so the default instance is
///   drawn. A slot at the default instance states nothing: that is what
///   Android draws.
package enum AndroidExport {
    /// The declared weight of each slot.
    static let weights: [(slot: WeightSlot, weight: Int)] = [(.light, 400), (.medium, 500), (.bold, 600), (.bold, 900)]

    /// One font file under `font/`.
    package struct Asset: Sendable {
        /// The face.
        package let face: FontFace
        /// Its resource name (`notoserif_light`).
        package let name: String
        /// Its file extension: `ttf` or `otf`.
        package let fileExtension: String
    }

    /// The files, each file face once (a variable file drawn at several
    /// instances too, as its default instance), in config order, with names
    /// made unique.
    package static func assets(_ pack: ExportedPack) throws(ExportError) -> [Asset] {
        var assets: [Asset] = []
        var taken = Set<String>()
        var refused: [String] = []
        for face in pack.fileFaces {
            guard let (stem, fileExtension) = AndroidResourceName.fontFile(of: face) else {
                refused.append(pack.relativePath(of: face))
                continue
            }
            let name = AndroidResourceName.unique(stem, taken: &taken)
            assets.append(Asset(face: face, name: name, fileExtension: fileExtension))
        }
        guard refused.isEmpty else {
            throw ExportError(
                "Android's res/font takes TrueType and OpenType files, not "
                    + refused.joined(separator: ", ")
                    + ": decompress them first (fontTools: fonttools ttLib.woff2 decompress FILE)")
        }
        return assets
    }

    /// The family resource name of an entry (`fontpack_zh_hans`).
    package static func family(of entry: ExportedPack.Entry) -> String {
        AndroidResourceName.suggestion(for: "fontpack_" + entry.env)
    }

    /// A face's coordinates as Android's font variation settings
    /// (`'wght' 300, 'wdth' 87.5`, axes by tag); nil at the default instance.
    static func variationSettings(of face: FontFace) -> String? {
        guard !face.variation.isEmpty else { return nil }
        return FaceID.describe(face.variation) { "'\($0)' \($1)" }.joined(separator: ", ")
    }

    /// The family XML of one entry. `names`: each file face's resource name, by ``FaceID/atDefault``.
    static func familyXML(_ entry: ExportedPack.Entry, names: [FaceID: String]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<!-- Written by fontpack export android: entry \(markupEscaped(entry.env)). Weights are the slots' lines",
            "     (light 400, medium 500, bold 600 and 900), so the nearest-weight match gives each request the hooks' slot. -->",
        ]
        let faces = (Array(entry.chains.values) + Array(entry.italicChains.values)).joined()
        if faces.contains(where: { !$0.variation.isEmpty }) {
            lines.append(
                "<!-- fontVariationSettings: a variable font's coordinates for the slot; android: is read from API 28, "
                    + "app: (AndroidX) from API 26; below, the font's default instance is drawn. -->")
        }
        lines += [
            "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\"",
            "    xmlns:app=\"http://schemas.android.com/apk/res-auto\">",
        ]
        let chains: [(String, [FontFace]?)] =
            [("light", entry.chains[.light]), ("medium", entry.chains[.medium]), ("bold", entry.chains[.bold]),
             ("italic", entry.chains[.italic])]
            + WeightSlot.allCases.map { ("\($0.name) italic", entry.italicChains[$0]) }
        let stated = chains.compactMap { slot, chain -> String? in
            guard let chain, chain.count > 1 else { return nil }
            return "         \(slot): "
                + chain.map { face in
                    "@font/" + (names[face.id.atDefault] ?? "?") + (variationSettings(of: face).map { " (\($0))" } ?? "")
                }.joined(separator: ", ")
        }
        if !stated.isEmpty {
            lines.append(
                "    <!-- Fallback chains, which a font-family resource cannot state (Android: Typeface.CustomFallbackBuilder, API 29):")
            lines += stated
            lines[lines.count - 1] += " -->"
        }
        for (slot, weight) in weights {
            let upright: FontFace? =
                switch slot {
                case .light: entry.face(.light)
                case .medium: entry.face(.medium)
                case .bold: entry.face(.bold)
                }
            let italic = entry.italicChains[slot]?.first ?? (slot == .light ? entry.face(.italic) : upright)
            for (style, face) in [("normal", upright), ("italic", italic)] {
                guard let face, let name = names[face.id.atDefault] else { continue }
                // A quote is plain text in a double-quoted attribute, as Android's documentation writes `'wght' 300`.
                let settings = variationSettings(of: face).map { markupEscaped($0).replacing("&apos;", with: "'") }
                lines.append(
                    "    <font android:fontStyle=\"\(style)\" android:fontWeight=\"\(weight)\" android:font=\"@font/\(name)\""
                        + (settings.map { " android:fontVariationSettings=\"\($0)\"" } ?? ""))
                lines.append(
                    "        app:fontStyle=\"\(style)\" app:fontWeight=\"\(weight)\" app:font=\"@font/\(name)\""
                        + (settings.map { " app:fontVariationSettings=\"\($0)\"" } ?? "") + " />")
            }
        }
        lines.append("</font-family>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The values file that points `@font/fontpack` at an entry's family.
    static func valuesXML(_ entry: ExportedPack.Entry, tag: String?) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <!-- Written by fontpack export android: \(markupEscaped(tag ?? "every other language")) is served by entry \(markupEscaped(entry.env)). -->
        <resources>
            <item name="fontpack" type="font">@font/\(family(of: entry))</item>
        </resources>

        """
    }

    /// The resource qualifiers of a language tag: `vi`, `zh-rTW`, `b+zh+Hant`
    /// (BCP 47, API 24), and the legacy code Android also matches (`iw` for `he`).
    static func qualifiers(_ tag: String) -> [String] {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first, language != "und", (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return [] }
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }), script == nil, region == nil {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter }))
                || (part.count == 3 && part.allSatisfy(\.isNumber)), region == nil
            {
                region = part.uppercased()
            } else {
                return []
            }
        }
        let legacy = ["he": "iw", "id": "in", "yi": "ji"][language]
        return ([language] + (legacy.map { [$0] } ?? [])).map { code in
            if code.count == 2, script == nil, region.map({ $0.count == 2 }) ?? true {
                return code + (region.map { "-r" + $0 } ?? "")
            }
            return (["b", code] + [script, region].compactMap { $0 }).joined(separator: "+")
        }
    }

    /// Writes `font/` and `values*/` under `folder` (an app's `res/`).
    package static func write(_ pack: ExportedPack, to folder: String) throws -> (fonts: Int, families: Int, values: Int) {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let fonts = root.appendingPathComponent("font")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let assets = try assets(pack)
        for asset in assets {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: asset.face.file))
            let target = fonts.appendingPathComponent("\(asset.name).\(asset.fileExtension)")
            if asset.face.faceCount > 1 {
                try Data(SFNTCollection.extractFace(Array(bytes), index: asset.face.index)).write(to: target)
            } else {
                try bytes.write(to: target)
            }
        }
        let names = Dictionary(assets.map { ($0.face.id.atDefault, $0.name) }, uniquingKeysWith: { first, _ in first })
        for entry in pack.entries {
            try Data(familyXML(entry, names: names).utf8).write(to: fonts.appendingPathComponent(family(of: entry) + ".xml"))
        }
        var values: [(String, String)] = []
        if let entry = pack.defaultEntry { values.append(("values", valuesXML(entry, tag: nil))) }
        for rule in pack.languages {
            for qualifier in qualifiers(rule.tag) { values.append(("values-" + qualifier, valuesXML(rule.entry, tag: rule.tag))) }
        }
        for (name, text) in values {
            let directory = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: directory.appendingPathComponent("fontpack.xml"))
        }
        return (assets.count, pack.entries.count, values.count)
    }
}
