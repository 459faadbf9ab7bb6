package import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Shaped ink of each language's sample and of the app's strings stays inside
/// the line box each platform lays the face's lines out with.
enum ClippedInkRule: PackRule {
    static let reads: [CheckInput] = [.ink, .glyphOutlines, .platforms, .strings]
    static let takesTolerance = true

    /// How far ink may pass the line box, in percent of the em, before it
    /// counts as clipped. Why a quarter of a percent: the largest text iOS
    /// sets with Dynamic Type is Large Title at AX5, 60 pt, and at 3x that
    /// is 180 device pixels to the em, so 0.25% of the em is 0.45 px: less
    /// than half a pixel, which antialiasing draws as a faint edge at most.
    /// A 1-unit overshoot of a 1000-unit em (0.1%) is no longer reported; 3
    /// units are. A team that wants every unit sets `"tolerance": 0`.
    static let defaultTolerance = 0.25
    static let codes: [FindingRule] = [
        FindingRule(.clippedInk, .warning, "Shaped ink of a language's sample or a string rises above or falls below the line box the platform lays the face's lines out with, by more than the tolerance (0.25% of the em unless the config sets one), so a label one line high cuts it off.", help: "Raise the face's ascender or descender (hhea, and OS/2 typo and win metrics alike), or give the label room beyond one line."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        guard context.ink != nil else { return [] }
        var findings: [Finding] = []
        for row in context.rows {
            guard let face = row.face, let clipped = row.clippedInk else { continue }
            findings += Self.findings(
                clipped, language: row.language, slot: row.slot, face: face, location: row.configFace.location)
        }
        return findings + context.stringsInk.map(\.finding)
    }

    /// The findings of one language x slot: one per platform whose box its ink passes.
    static func findings(
        _ clipped: [ClippedInk], language: String, slot: String, face: FontFace, location: SourceLocation?
    ) -> [Finding] {
        clipped.map { clip in
            finding(
                .clippedInk,
                "\(language) \(slot): \(face.instanceDescription): ink \(clip.detail)", at: location,
                language: language, slot: slot, font: face.file,
                characters: clip.clusters.map { $0.label }, platform: clip.platform)
        }
    }

    /// The ink analysis measures with this rule's tolerance: the setting's, else the default.
    static func needs(settings: RuleSettings, config: FontPackConfig) -> AnalysisNeeds {
        AnalysisNeeds(inkTolerance: settings.setting(for: .clippedInk)?.tolerance ?? defaultTolerance)
    }

    /// The strings' shaping (``StringsShapingPass``) measures where their ink passes a line box;
    /// this rule words each string and platform.
    static let wording: FindingWording = {
        var wording = FindingWording()
        wording.stringInk = { ClippedInkRule.finding(of: $0) }
        return wording
    }()

    /// The finding of a string whose ink passes a platform's box, in the slots that draw it with one face.
    static func finding(of ink: StringInk) -> Finding {
        let (string, clip) = (ink.string, ink.clip)
        let variant = string.variant.map { " (\($0))" } ?? ""
        return finding(
            .clippedInk,
            "\(ink.language) \(ink.slots): \(quotedKey(string.key))\(variant) with \(ink.face.instanceDescription): ink \(clip.detail)",
            at: string.location, language: ink.language, slot: ink.slots, font: ink.face.file, key: string.key,
            characters: clip.clusters.map { $0.label }, platform: clip.platform)
    }
}

extension ClippedInkRule {
    static let examples: [RuleExample] = [
        // An ascender of 1000 units where Ẩ Ắ Ổ rise to 1050.
        .triggering(
            [.clippedInk],
            config: #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipLowAscender-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Clip"),
        // The same outlines under an ascender of 1069 units.
        .nonTriggering(
            config: #"{"list": [{"env": "vi", "data": [{"font": 0, "name": "FixtureClipVietnamese-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/Fonts/Clip"),
    ]
}

extension Diagnostic.Code {
    /// Shaped ink rises above or falls below the line box a platform lays the face's lines out with.
    package static let clippedInk: Self = "clipped-ink"
}
