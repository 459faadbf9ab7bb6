package import FontPackage
package import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport
/// HarfBuzz renders each language's sample and the app's strings with the
/// face that draws them: no notdef, no dotted circle, letters join, conjuncts
/// form, marks attach.
enum ShapingRule: PackRule {
    static let reads: [CheckInput] = [.sampleShaping, .stringsShaping, .strings]
    static let codes: [FindingRule] = [
        FindingRule(.shapingNotdef, .error, "Shaping the text with HarfBuzz yields glyph 0 (notdef).", help: "Add the glyphs the sequence needs, or use a font that has them."),
        FindingRule(.shapingDottedCircle, .error, "HarfBuzz inserts a dotted circle for a cluster the language writes.", help: "Use a font whose GSUB and mark data support the script, or a newer version of it."),
        FindingRule(.shapingJoining, .error, "A joining letter keeps its isolated form where it should join.", help: "Add the letter's initial, medial and final forms (GSUB init/medi/fina or presentation forms)."),
        FindingRule(.shapingConjunct, .error, "A conjunct the language needs does not form; the virama stays visible.", help: "Use a font with the script's conjunct ligatures (GSUB half/pres forms)."),
        FindingRule(.shapingMark, .error, "A base + mark pair is neither composed nor positioned.", help: "Add GPOS mark attachment for the pair, or the precomposed letter."),
        FindingRule(.shapingNotChecked, .warning, "Neither HarfBuzz nor FreeType can open a face for shaping.", help: "Replace the font file with one HarfBuzz can read."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        var findings = (context.languageShaping?.unopened ?? []).map { unopened in
            finding(.shapingNotChecked, "shaping not checked: \(unopened.error.message)", font: unopened.face.file)
        }
        for (unit, rows) in zip(context.units, context.unitRows) {
            guard let sample = ShapingSample.of(unit.locale) else { continue }
            for row in rows {
                guard let face = row.sampleFace else { continue }
                findings += ShapingRule.findings(
                    row.shaping ?? [], prefix: "\(row.language) \(row.slot): \(face.instanceDescription)",
                    language: row.language, slot: row.slot, font: face.file, location: row.configFace.location,
                    requirement: "hyperglot \(sample.orthography)")
            }
        }
        return findings + context.stringsShaping.map(\.finding)
    }

    /// The strings' shaping (``StringsShapingPass``) and `fontpack coverage` find what HarfBuzz
    /// does not render; this rule words it, one finding per kind of failure.
    static let wording: FindingWording = {
        var wording = FindingWording()
        wording.stringShaping = { shaped in
            let variant = shaped.string.variant.map { " (\($0))" } ?? ""
            return ShapingRule.findings(
                shaped.failures,
                prefix: "\(shaped.language) \(shaped.slots): \(quotedKey(shaped.string.key))\(variant) with \(shaped.face.instanceDescription)",
                language: shaped.language, slot: shaped.slots, font: shaped.face.file, location: shaped.string.location,
                key: shaped.string.key)
        }
        // `fontpack coverage` has no config: its findings are located at the font file.
        wording.faceShaping = { shaped in
            ShapingRule.findings(
                shaped.failures, prefix: "\(shaped.language): \(shaped.face.postscriptName ?? shaped.face.fullName)",
                language: shaped.language, slot: nil, font: shaped.face.file,
                location: SourceLocation(file: shaped.face.file, line: 0, column: 0),
                requirement: "hyperglot \(shaped.orthography)")
        }
        // A cause of many strings names each cluster once and says what HarfBuzz did to them, as the strings' findings do.
        wording.causeClusters = { code, clusters, plural in
            "\(outcome(of: code, plural: plural)): " + clusters.map(label(cluster:)).joined(separator: ", ")
        }
        wording.faceNotShaped = { unopened in
            ShapingRule.finding(
                .shapingNotChecked, "\(unopened.language): shaping not checked: \(unopened.error.message)",
                at: SourceLocation(file: unopened.face.file, line: 0, column: 0), language: unopened.language,
                font: unopened.face.file)
        }
        return wording
    }()

    /// One error per kind of failure, listing its sequences; its
    /// `characters` are the clusters that fail, each once (``clusters(of:)``),
    /// which a cause of many strings names (``clusterList(_:code:)``).
    static func findings(
        _ failures: [ShapingFailure], prefix: String, language: String, slot: String?, font: String,
        location: SourceLocation?, requirement: String? = nil, key: String? = nil
    ) -> [Finding] {
        ShapingFailure.Kind.allCases.compactMap { kind in
            let ofKind = failures.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            let codePoints = Set(ofKind.flatMap(\.codePoints)).sorted()
            let details = ofKind.prefix(20).map(\.detail).joined(separator: "; ")
            let more = ofKind.count > 20 ? "; and \(ofKind.count - 20) more" : ""
            return finding(
                kind.code, "\(prefix): \(details)\(more)", at: location, language: language, slot: slot, font: font,
                requirement: requirement, missing: codePoints, key: key, characters: clusters(of: ofKind))
        }
    }

    /// The clusters that fail, as text, each once, in the order found: a
    /// letter that keeps its isolated form is a cluster of its own (one
    /// failure lists every such letter of a string); any other failure is
    /// the cluster HarfBuzz shaped (`क्ष`, or `ً` alone at a string's start).
    static func clusters(of failures: [ShapingFailure]) -> [String] {
        var seen = Set<[UInt32]>()
        var clusters: [String] = []
        for failure in failures {
            let sequences = failure.kind == .joining ? failure.codePoints.map { [$0] } : [failure.codePoints]
            for sequence in sequences where !sequence.isEmpty && seen.insert(sequence).inserted {
                clusters.append(String(codePoints: sequence))
            }
        }
        return clusters
    }

    /// What HarfBuzz did to the clusters of a code, for a cause's header:
    /// `shown on a dotted circle`.
    private static func outcome(of code: Diagnostic.Code, plural: Bool) -> String {
        switch code {
        case .shapingNotdef: "drawn as .notdef (glyph 0)"
        case .shapingDottedCircle: "shown on a dotted circle (a broken cluster)"
        case .shapingJoining: plural ? "left in their isolated forms where the text joins them" : "left in its isolated form where the text joins it"
        case .shapingConjunct: "forming no conjunct (the virama stays visible)"
        case .shapingMark: plural ? "whose marks are neither composed nor positioned" : "whose mark is neither composed nor positioned"
        default: "not rendered"
        }
    }

    /// A cluster with its code points, as the findings name it: `ً (U+064B)`
    /// for a mark alone, on a dotted circle: `◌ً (U+064B)`.
    private static func label(cluster: String) -> String {
        let codePoints = cluster.unicodeScalars.map(\.value)
        let startsWithMark = cluster.unicodeScalars.first.map { scalar in
            [.nonspacingMark, .enclosingMark, .spacingMark].contains(scalar.properties.generalCategory)
        } ?? false
        return "\(startsWithMark ? "\u{25CC}" : "")\(cluster) (\(codePoints.map(CodePointSet.label).joined(separator: " ")))"
    }
}

extension ShapingFailure.Kind {
    /// The finding code: `shaping-notdef`, `shaping-joining`, ...
    package var code: Diagnostic.Code {
        switch self {
        case .notdef: .shapingNotdef
        case .dottedCircle: .shapingDottedCircle
        case .joining: .shapingJoining
        case .conjunct: .shapingConjunct
        case .mark: .shapingMark
        }
    }
}

extension ShapingRule {
    static let examples: [RuleExample] = [
        // Arabic without GSUB or presentation forms joins nothing; Devanagari without GSUB forms no conjunct.
        .triggering(
            [.shapingJoining, .shapingConjunct],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "FixtureArabicNoForms-Regular"}]},
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureDevanagariNoGSUB-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts/Shaping"),
        // Two Telugu length marks drawn right of their origin land beside their consonant.
        .triggering(
            [.shapingMark],
            config: #"{"list": [{"env": "te", "data": [{"font": 0, "name": "FixtureTeluguMarksAside-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Shaping"),
        // Thai falls to a Latin face: its sample is notdef; a Hindi string that starts with a
        // vowel sign is a broken cluster.
        .triggering(
            [.shapingNotdef, .shapingDottedCircle],
            config: """
                {"list": [
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureShapingDevanagari-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts", languages: ["th", "hi"],
            strings: ["hi.lproj/Localizable.strings": #""sign" = "ि";"#]),
        // FreeType reads this corrupt copy of Noto Sans Hebrew (numTables 65535); HarfBuzz finds no glyph in it.
        .triggering(
            [.shapingNotChecked],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "num-tables-65535.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts"),
        // Telugu's length marks have no GPOS: their outlines, drawn left of their origin, put them on their consonant.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "FixtureShapingArabic-Regular"}]},
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureShapingDevanagari-Regular"}]},
                  {"env": "te", "data": [{"font": 0, "name": "FixtureShapingTelugu-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts/Shaping",
            strings: ["hi.lproj/Localizable.strings": #""word" = "क्षत्रिय";"#]),
    ]
}

extension Diagnostic.Code {
    /// Whether the shaping rule reports it: what HarfBuzz does not render.
    package var isShaping: Bool { ShapingRule.codes.contains { $0.code == self } }

    /// Shaping yields glyph 0 (notdef).
    static let shapingNotdef: Self = "shaping-notdef"
    /// HarfBuzz inserts a dotted circle for a cluster the language writes.
    static let shapingDottedCircle: Self = "shaping-dotted-circle"
    /// A joining letter keeps its isolated form where it should join.
    static let shapingJoining: Self = "shaping-joining"
    /// A conjunct does not form; the virama stays visible.
    static let shapingConjunct: Self = "shaping-conjunct"
    /// A base + mark pair is neither composed nor positioned.
    static let shapingMark: Self = "shaping-mark"
    /// Neither HarfBuzz nor FreeType can open a face for shaping, so its shaping is not checked.
    static let shapingNotChecked: Self = "shaping-not-checked"
}
