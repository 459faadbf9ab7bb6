package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport
/// The face each language and slot really gets draws every character the
/// language needs: in its cmap, with ink, or at least as base + combining mark.
enum CoverageRule: PackRule {
    static let reads: [CheckInput] = [.fontFiles, .glyphOutlines, .requirements]
    static let codes: [FindingRule] = [
        FindingRule(.missingCharacters, .error, "The font lacks characters the language needs.", help: "Use a font that covers the language, or add the characters (the requirement says which set)."),
        FindingRule(.emptyGlyphs, .error, "Characters map to glyphs that draw nothing.", help: "Give the glyphs outlines, or remove the characters from the cmap so a fallback font draws them."),
        FindingRule(.composableOnly, .warning, "Letters exist only as base + combining mark.", help: "Add the precomposed letters, or make sure the text engine composes them."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.rows.flatMap { row in
            row.face.map {
                findings(row.verdicts, language: row.language, slot: row.slot, location: row.configFace.location, face: $0)
            } ?? []
        }
    }

    /// `fontpack coverage` measures faces without a config: its findings have no slot and are
    /// located at the font file.
    static let wording: FindingWording = {
        var wording = FindingWording()
        wording.faceCoverage = { covered in
            CoverageRule.findings(
                covered.verdicts, language: covered.language, slot: nil,
                location: SourceLocation(file: covered.face.file, line: 0, column: 0), face: covered.face)
        }
        return wording
    }()

    static func findings(
        _ verdicts: [CoverageVerdict], language: String, slot: String?, location: SourceLocation?, face: FontFace
    ) -> [Finding] {
        let name = face.postscriptName ?? face.fullName
        let subject = [language, slot].compactMap { $0 }.joined(separator: " ")
        var findings: [Finding] = []
        // What the system's formatters draw has its own code (FormattedTextRule).
        for verdict in verdicts where verdict.requirement.kind != .formatted {
            let source = verdict.requirement.source
            func add(_ code: Diagnostic.Code, _ codePoints: [UInt32], _ what: String) {
                guard !codePoints.isEmpty else { return }
                findings.append(
                    finding(
                        code, "\(subject): \(name) \(what): \(describeCodePoints(codePoints))", at: location,
                        language: language, slot: slot, font: face.file, requirement: verdict.requirement.name,
                        missing: codePoints,
                        composable: code == Diagnostic.Code.composableOnly ? codePoints : nil))
            }
            let missing = verdict.uncomposable.codePoints
            add(Diagnostic.Code.missingCharacters, missing,
                "lacks \(missing.count) of \(verdict.required) characters (\(source))")
            let empty = verdict.empty.codePoints
            add(Diagnostic.Code.emptyGlyphs, empty,
                "maps \(empty.count) characters to empty glyphs, drawn as nothing (\(source))")
            let composable = verdict.composable.codePoints
            add(Diagnostic.Code.composableOnly, composable,
                "has no precomposed form of \(composable.count) letters but has their base letters and combining marks, "
                    + "so they render only where the text engine composes them")
        }
        return findings
    }
}

extension CoverageRule {
    static let examples: [RuleExample] = [
        // fr lacks é; vi has its letters only as base + mark; default (English) has an A that draws nothing.
        .triggering(
            [.missingCharacters, .composableOnly, .emptyGlyphs],
            config: """
                {"list": [
                  {"env": "fr", "data": [{"font": 0, "name": "FixtureMissingLetters-Regular"}]},
                  {"env": "vi", "data": [{"font": 0, "name": "FixtureNoPrecomposedVi-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureEmptyGlyph-Regular"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "vi", "data": [{"font": 0, "name": "genjyuu_light(越南细)"}]},
                  {"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light"}, {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts", languages: ["vi", "fr", "de"]),
    ]
}

extension Diagnostic.Code {
    /// The font lacks characters the language needs.
    package static let missingCharacters: Self = "missing-characters"
    /// Characters map to glyphs that draw nothing.
    package static let emptyGlyphs: Self = "empty-glyphs"
    /// Letters exist only as base + combining mark.
    static let composableOnly: Self = "composable-only"
}
