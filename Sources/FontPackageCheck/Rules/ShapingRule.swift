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
        FindingRule(.shapingSampleOnly, .warning, "With --strings, a failure of a language's sample text that no string of the language shows.", help: "Nothing the strings need today; fix the font before a string that needs the sequence ships, or make it an error with --rule shaping-sample-only=error."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        var findings = (context.languageShaping?.unopened ?? []).map { unopened in
            finding(.shapingNotChecked, "shaping not checked: \(unopened.error.message)", font: unopened.face.file)
        }
        // A kind whose code is off is off in the sample, shown by the strings or not.
        let off = Set(ShapingFailure.Kind.allCases.filter { context.settings.setting(for: $0.code)?.level == .off })
        for (unit, rows) in zip(context.units, context.unitRows) {
            guard let sample = ShapingSample.of(unit.locale) else { continue }
            // Worked out once per language, and only when its sample fails and strings were read.
            var shown: ShownByStrings?
            for row in rows {
                guard let face = row.sampleFace else { continue }
                let prefix = "\(row.language) \(row.slot): \(face.instanceDescription)"
                let requirement = "hyperglot \(sample.orthography)"
                var failures = row.shaping ?? []
                var sampleOnly: [Finding] = []
                if let strings = context.strings, !failures.isEmpty {
                    let byStrings = shown ?? ShownByStrings(unit, strings: strings, shaping: context.stringsShaping)
                    shown = byStrings
                    sampleOnly = ShapingRule.sampleOnly(
                        failures.filter { !off.contains($0.kind) && !byStrings.shows($0) }, shown: byStrings,
                        prefix: prefix, language: row.language, slot: row.slot, font: face.file,
                        location: row.configFace.location, requirement: requirement)
                    failures = failures.filter(byStrings.shows)
                }
                findings += ShapingRule.findings(
                    failures, prefix: prefix, language: row.language, slot: row.slot, font: face.file,
                    location: row.configFace.location, requirement: requirement)
                findings += sampleOnly
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

    /// One warning per kind of failure of a sample that the language's strings do not show
    /// (``ShownByStrings``), saying so: the app's strings decide what must render.
    private static func sampleOnly(
        _ failures: [ShapingFailure], shown: ShownByStrings, prefix: String, language: String, slot: String,
        font: String, location: SourceLocation?, requirement: String
    ) -> [Finding] {
        ShapingFailure.Kind.allCases.compactMap { kind in
            let ofKind = failures.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            let details = ofKind.prefix(20).map(\.detail).joined(separator: "; ")
            let more = ofKind.count > 20 ? "; and \(ofKind.count - 20) more" : ""
            let clusters = clusters(of: ofKind)
            let plural = clusters.count > 1
            let why: String
            if shown.strings == 0 {
                why = "\(shown.language) has no strings"
            } else {
                let listed = clusters.prefix(8).map(label(cluster:)).joined(separator: ", ")
                    + (clusters.count > 8 ? " and \(clusters.count - 8) more" : "")
                // Glyph 0 and a conjunct follow from the characters written; the other kinds from how a string shapes.
                let shows =
                    kind == .notdef || kind == .conjunct
                    ? "writes \(listed)" : "has \(listed) \(outcome(of: kind.code, plural: plural))"
                why = "no string of \(shown.language) (\(shown.strings) string\(shown.strings == 1 ? "" : "s")) \(shows)"
            }
            return finding(
                .shapingSampleOnly, "\(prefix): \(details)\(more); only the sample shows \(plural ? "these" : "this"): \(why)",
                at: location, language: language, slot: slot, font: font, requirement: requirement,
                missing: Set(ofKind.flatMap(\.codePoints)).sorted(), characters: clusters)
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

/// What one language's strings show of the failures HarfBuzz finds in its
/// sample text, so that a sample's failure no string shows is a warning, not
/// an error. The language's strings are those of every strings language the
/// unit's entry serves with the unit's language and script (`pt-BR` and `pt`
/// for an entry `pt`), whichever slot's face drew them. A failure is shown
/// when some string of them shows the same kind with the same cluster:
/// - `notdef`: a string writes every character of the cluster. Glyph 0 comes
///   from the characters alone, and the strings' shaping leaves a character
///   no face maps to the coverage check, so the characters are the test.
/// - `conjunct`: a string writes the cluster's sequence (consonant, virama,
///   consonant) as it is. The strings' shaping does not test conjuncts, and
///   whether one forms depends only on the sequence and the face.
/// - `dotted-circle`, `joining`, `mark`: the strings' own shaping
///   (``StringsShapingPass``) found that kind for the same cluster (a joining
///   letter alone, a base with its mark). A finding that stands for many
///   strings of a file (``StringFindingBudget``) kept only their code points,
///   not their clusters: it shows a cluster whose code points it all has.
/// A language with no strings, or with string files that hold none, shows nothing.
struct ShownByStrings {
    /// The unit's language, as findings name it.
    let language: String
    /// How many strings the language has.
    let strings: Int
    private let characters: Set<UInt32>
    /// The strings, read again for a conjunct only.
    private let texts: [[TranslatedString]]
    /// Per code, the clusters the strings' shaping found, and the code points of its summaries.
    private let clusters: [Diagnostic.Code: Set<String>]
    private let summaries: [Diagnostic.Code: [Set<UInt32>]]

    init(_ unit: PackChecker.Unit, strings: StringsChecker.Prepared, shaping: [StringFinding]) {
        let jobs = Set(strings.jobs.indices.filter { position in
            let job = strings.jobs[position]
            if job.language == unit.language { return true }
            return job.bound.binding.locale.map { unit.serves($0, with: job.bound.entry) } ?? false
        })
        language = unit.language
        self.strings = jobs.reduce(0) { $0 + strings.jobs[$1].strings.count }
        characters = Set(jobs.flatMap { strings.jobs[$0].characters.map(\.value) })
        texts = jobs.sorted().map { strings.jobs[$0].strings }
        var clusters: [Diagnostic.Code: Set<String>] = [:]
        var summaries: [Diagnostic.Code: [Set<UInt32>]] = [:]
        for item in shaping where jobs.contains(item.job) {
            let finding = item.finding
            clusters[finding.code, default: []].formUnion(finding.characters ?? [])
            if finding.key == nil { summaries[finding.code, default: []].append(Set(finding.missing)) }
        }
        self.clusters = clusters
        self.summaries = summaries
    }

    /// Whether some string of the language shows `failure`.
    func shows(_ failure: ShapingFailure) -> Bool {
        guard !failure.codePoints.isEmpty else { return false }
        switch failure.kind {
        case .notdef:
            return failure.codePoints.allSatisfy(characters.contains)
        case .conjunct:
            // Most conjuncts of a sample have a letter no string writes: the strings are read only for the others.
            guard failure.codePoints.allSatisfy(characters.contains) else { return false }
            return texts.contains { strings in
                strings.contains { Self.text($0.text.unicodeScalars.map(\.value), contains: failure.codePoints) }
            }
        case .dottedCircle, .joining, .mark:
            let code = failure.kind.code
            // A joining failure lists its letters, each its own cluster.
            let wanted = failure.kind == .joining ? failure.codePoints.map { [$0] } : [failure.codePoints]
            return wanted.allSatisfy { cluster in
                clusters[code]?.contains(String(codePoints: cluster)) ?? false
                    || (summaries[code] ?? []).contains { cluster.allSatisfy($0.contains) }
            }
        }
    }

    private static func text(_ text: [UInt32], contains sequence: [UInt32]) -> Bool {
        guard text.count >= sequence.count else { return false }
        return (0...(text.count - sequence.count)).contains { start in
            text[start..<start + sequence.count].elementsEqual(sequence)
        }
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
        // Thai falls to a Latin face: its sample is notdef (an error for the letters a Thai string
        // writes); a Hindi string that starts with a vowel sign is a broken cluster.
        .triggering(
            [.shapingNotdef, .shapingDottedCircle],
            config: """
                {"list": [
                  {"env": "hi", "data": [{"font": 0, "name": "FixtureShapingDevanagari-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts", languages: ["th", "hi"],
            strings: ["hi.lproj/Localizable.strings": #""sign" = "ि";"#, "th.lproj/Localizable.strings": #""eat" = "กิน";"#]),
        // The only ckb string joins no letter the face leaves unjoined: the sample's failures are a warning.
        .triggering(
            [.shapingSampleOnly],
            config: #"{"list": [{"env": "ckb", "data": [{"font": 0, "name": "FixtureArabicNoGSUB-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Shaping",
            strings: ["ckb.lproj/Localizable.strings": #""plain" = "باب";"#]),
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
    /// A sample's failure that no string of the language shows (with `--strings`).
    static let shapingSampleOnly: Self = "shaping-sample-only"
}
