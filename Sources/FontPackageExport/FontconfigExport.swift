internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// `fontpack export fontconfig`: a fontconfig file that makes fontconfig
/// choose, for every language and slot, the face `fontpack resolve` gives.
///
/// How fontconfig reads it (fontconfig 2.14, `fccfg.c`, `fcmatch.c`):
/// - `<match target="pattern">` rules edit the request before matching, in
///   file order; with `mode="assign_replace"` the last rule that applies
///   wins. So the `default` entry's rules come first, then bare languages
///   (`contains`: `vi` also takes `vi-vn`), then exact tags (`zh-tw`, `zh-hant`),
///   each overriding what came before. fontconfig's `contains` on languages
///   ignores case and reads a tag without a region as containing every
///   region's, so an exact rule also tests that the request is not the bare
///   language (`not_eq zh`); its `eq` is case-sensitive for tags outside its
///   orthographies (`zh-Hant`), so it is not used.
/// - Matching compares the file first, then family (strong binding) and
///   PostScript name (strong), before language, weight and slant
///   (`FcMatcherPriority`); a `weak` family loses to any font whose
///   orthography covers the language. The rules assign all three,
///   `binding="strong"`, so the pack's own file wins over a system font of
///   the same name, and the PostScript name picks the face of a collection.
/// - Before the rules run, fontconfig appends the environment's language
///   (`FC_LANG`, `LC_ALL`, `LC_CTYPE`, `LANG`) to the request's, so a request
///   with no `lang` is read with the environment's; the rules test only the
///   first `lang` (`qual="first"`), the one the request gave.
/// - Weights are fontconfig's (`FcWeightFromOpenTypeDouble`): OS/2 300 -> 50
///   (light), 400 -> 80 (regular), 500 -> 100 (medium), 600 -> 180, 700 -> 200
///   (bold). A request is read as the hooks read a UIFont weight: medium
///   (100) -> medium, heavier -> bold, lighter or none -> light; a slant
///   (italic, oblique) with no weight -> `italicSystemFont`.
/// - A request whose every family contains an `exclude` pattern's literal
///   part is left alone (fontconfig's tests have no globs).
/// - Fallback chains: each rule lists the chain's faces in order, own face
///   first, in its file, family and PostScript name edits. `FcFontSort`
///   (`fc-match -s`, what Pango and Cairo draw from) scores a font by the
///   position of its value in each list, file first, so the links follow the
///   face in chain order; a weak family would let the font that covers the
///   requested language come first instead (`FcFontSetSort` keeps the lang
///   score only for the first font covering each language and re-sorts).
/// - Variable fonts: fontconfig lists a variable file as one pattern per
///   named instance (`index` n << 16, the instance's weight, its own
///   PostScript name), one for the default instance (`index` 0) and one
///   variable pattern (`variable` true, weight a range, no PostScript name)
///   (`FcFreeTypeQueryAll`, `fcfreetype.c`). A face at a named instance is
///   picked by that instance's PostScript name: fontconfig 2.16 and later
///   give it the instance's own (`Inter-Light`, Adobe TN #5902's named-instance
///   form; fontconfig commit 3a0ed057 calls `FT_Set_Named_Instance` first),
///   2.15 and earlier FreeType's name for the coordinates set on face 0
///   (`Inter_300wght`, TN #5902's arbitrary-instance form), so the rule lists
///   both. Every file pattern of the file ties on the file, so the name decides.
///   Coordinates no named instance has are only in the variable pattern:
///   the rule asks for it (`variable` true) and adds the coordinates as
///   `fontvariations`, which `FcFontRenderPrepare` (`fcmatch.c`) appends after
///   the `wght` it derives from the request's weight, and which Pango
///   (HarfBuzz) and Cairo apply in order, so the last, the slot's, wins. In a
///   pack with a variable face every rule states `variable` (false but for
///   those coordinates): Pango asks with `variable` "don't care"
///   (`pango_fc_make_pattern`), and a variable pattern, lacking a PostScript
///   name and taking any weight, would then beat the named instance. Where
///   some face needs `fontvariations`, every other rule deletes them, since
///   a request's `fontvariations` reach whatever font it matches. Both are
///   the request's, not a font's: a chain link drawn at coordinates no named
///   instance has is drawn at the own face's, or its file's default.
package enum FontconfigExport {
    /// fontconfig's medium weight (OS/2 500): the line between the light and bold slots.
    static let mediumWeight = 100

    /// The file's text. `fontsFolder` is the pack folder as fontconfig should
    /// find it (absolute), `usagePath` where the file will be read from.
    package static func render(_ pack: ExportedPack, fontsFolder: String, usagePath: String, workingDirectory: String) -> String {
        var lines = [
            "<?xml version=\"1.0\"?>",
            "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">",
            "<!-- Written by fontpack export fontconfig from \(comment(pack.config.file)): the face fontpack resolve gives, for",
            "     every language the config serves and every slot, for generic requests and for any other family name.",
            "     Alone:  FONTCONFIG_FILE=\(comment(usagePath)) fc-match -f '%{file}:%{index}\\n' 'sans-serif:lang=vi:weight=bold'",
            "     Beside the system's fonts:  mkdir -p ~/.config/fontconfig/conf.d && cp \(comment(usagePath)) ~/.config/fontconfig/conf.d/50-fontpack.conf -->",
            "<fontconfig>",
            "  <dir>\(markupEscaped(fontsFolder))</dir>",
            "  <cachedir prefix=\"xdg\">fontconfig</cachedir>",
        ]
        let exclusions = exclusionTests(pack.config)
        let variables = VariableEdits(pack)
        let files = { (face: FontFace) in
            URL(fileURLWithPath: face.file, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
                .standardizedFileURL.path
        }
        if let entry = pack.defaultEntry {
            lines.append("  <!-- default: every language no rule below claims -->")
            lines += rules(for: entry, language: nil, exclusions: exclusions, variables: variables, files: files)
        }
        for rule in pack.languages {
            lines.append("  <!-- \(comment(rule.tag)): entry \(comment(rule.entry.env)) -->")
            lines += rules(for: rule.entry, language: rule, exclusions: exclusions, variables: variables, files: files)
        }
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Which edits of a variable face the pack's rules carry: none in a pack
    /// of static faces, `variable` where some face is variable, and
    /// `fontvariations` too where some face is drawn at coordinates no named
    /// instance has.
    struct VariableEdits {
        var variable = false
        var coordinates = false

        init(_ pack: ExportedPack) {
            for face in pack.faces where face.isVariableFont {
                variable = true
                if face.isBetweenNamedInstances { coordinates = true }
            }
        }
    }

    /// The rules of one entry for one language (or every language, for
    /// `default`): light for any weight, then medium and bold where they are
    /// other faces (another instance of one variable file is another face),
    /// then the italic requests.
    static func rules(
        for entry: ExportedPack.Entry, language: ExportedPack.LanguageRule?, exclusions: [String],
        variables: VariableEdits, files: (FontFace) -> String
    ) -> [String] {
        func match(_ tests: [String], _ chain: [FontFace]) -> [String] { Self.match(tests, chain, variables: variables, files: files) }
        var head: [String] = []
        if let language {
            head.append(test("lang", qual: "first", compare: "contains", string: language.tag))
            if language.exact, let bare = language.tag.split(separator: "-").first {
                // `zh` contains `zh-tw` too (a tag without a region contains every region's).
                head.append(test("lang", qual: "first", compare: "not_eq", string: String(bare)))
            }
        }
        head += exclusions
        let light = entry.chains[.light] ?? []
        var out = match(head, light)
        let noWeight = test("weight", qual: "all", compare: "less", int: 0)
        let slanted = test("slant", qual: "any", compare: "more", int: 0)
        if let medium = entry.chains[.medium], medium.map(\.id) != light.map(\.id) {
            out += match(head + [test("weight", qual: "any", compare: "eq", int: mediumWeight)], medium)
        }
        if let bold = entry.chains[.bold], bold.map(\.id) != light.map(\.id) {
            out += match(head + [test("weight", qual: "any", compare: "more", int: mediumWeight)], bold)
        }
        if !entry.italicChains.isEmpty {
            if let italic = entry.italicChains[.light] { out += match(head + [slanted], italic) }
            if let italic = entry.italicChains[.medium] {
                out += match(head + [slanted, test("weight", qual: "any", compare: "eq", int: mediumWeight)], italic)
            }
            if let italic = entry.italicChains[.bold] {
                out += match(head + [slanted, test("weight", qual: "any", compare: "more", int: mediumWeight)], italic)
            }
        }
        if let italic = entry.chains[.italic], italic.map(\.id) != light.map(\.id) || !entry.italicChains.isEmpty {
            out += match(head + [slanted, noWeight], italic)
        }
        return out
    }

    /// One rule: the tests, then the chain's files, families and PostScript
    /// names, replacing the request's, bound strongly: the slot's own face
    /// first, then each fallback link's, in chain order; then, in a pack
    /// with variable faces, the own face's `variable` and `fontvariations`.
    static func match(
        _ tests: [String], _ chain: [FontFace], variables: VariableEdits, files: (FontFace) -> String
    ) -> [String] {
        var families: [String] = []
        for face in chain where !families.contains(face.family) { families.append(face.family) }
        var paths: [String] = []
        for face in chain where !paths.contains(files(face)) { paths.append(files(face)) }
        var names: [String] = []
        for name in chain.flatMap(postscriptNames) where !names.contains(name) { names.append(name) }
        var out = ["  <match target=\"pattern\">"]
        out += tests
        out.append(edit("file", paths))
        out.append(edit("family", families))
        if !names.isEmpty { out.append(edit("postscriptname", names)) }
        let between = chain.first.map { $0.isBetweenNamedInstances } ?? false
        if variables.variable {
            out.append("    <edit name=\"variable\" mode=\"assign_replace\" binding=\"strong\"><bool>\(between)</bool></edit>")
        }
        if let own = chain.first, between {
            out.append(edit("fontvariations", [own.variationSettings]))
        } else if variables.coordinates {
            out.append("    <edit name=\"fontvariations\" mode=\"delete_all\"/>")
        }
        out.append("  </match>")
        return out
    }

    /// The PostScript names fontconfig's pattern of `face` has: at a named
    /// instance, the names fontconfig 2.16 and later and 2.15 and earlier
    /// give it (`Inter-Light`, `Inter_300wght`); otherwise the file's own
    /// (`name` ID 6), a static face's and a variable file's default
    /// instance's (the variable pattern, for other coordinates, has none: the
    /// name costs it nothing).
    static func postscriptNames(of face: FontFace) -> [String] {
        guard let instance = face.drawnNamedInstance else { return face.postscriptName.map { [$0] } ?? [] }
        let names = [face.postscriptName(of: instance), face.coordinateName(of: instance.coordinates)]
        return names[0] == names[1] ? [names[0]] : names
    }

    static func edit(_ name: String, _ values: [String]) -> String {
        let strings = values.map { "<string>\(markupEscaped($0))</string>" }.joined()
        return "    <edit name=\"\(name)\" mode=\"assign_replace\" binding=\"strong\">\(strings)</edit>"
    }

    static func test(_ name: String, qual: String, compare: String, string: String) -> String {
        "    <test name=\"\(name)\" qual=\"\(qual)\" compare=\"\(compare)\"><string>\(markupEscaped(string))</string></test>"
    }

    static func test(_ name: String, qual: String, compare: String, int: Int) -> String {
        "    <test name=\"\(name)\" qual=\"\(qual)\" compare=\"\(compare)\"><int>\(int)</int></test>"
    }

    /// Per `exclude` pattern, a test that every family of the request lacks
    /// its longest literal part (`FontAwesome*` -> `FontAwesome`). A request
    /// with no family passes (`qual="all"` holds for no values).
    static func exclusionTests(_ config: FontPackConfig) -> [String] {
        config.exclude.compactMap { pattern in
            let parts = pattern.pattern.split(whereSeparator: { $0 == "*" || $0 == "?" })
            guard let longest = parts.max(by: { $0.count < $1.count }) else { return nil }
            return test("family", qual: "all", compare: "not_contains", string: String(longest))
        }
    }

    /// Text safe inside an XML comment (no `--`).
    static func comment(_ text: String) -> String {
        markupEscaped(text).replacing("--", with: "- -")
    }
}
