internal import FontPackage
internal import FontPackageInspection

/// A data item's `variation` fits its font: the font is variable, has each
/// axis the item names, and each value lies in the axis's range. Each finding
/// is located at what the config wrote (`variation`, or the axis's value).
enum VariationRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.variationOnStaticFont, .error, "A data item gives a variation for a static font.", help: "Name the variable font, or drop \"variation\"."),
        FindingRule(.unknownAxis, .error, "The font has no axis of that tag (its axes listed).", help: "Use one of the font's axes, or name a font that has the axis."),
        FindingRule(.axisValueOutOfRange, .error, "A variation value lies outside the axis's range.", help: "Give a value between the axis's minimum and maximum (listed)."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.config.entries.flatMap { findings(of: $0, faces: context.located.faces(of: $0)) }
    }

    /// The findings of one entry's faces, each read as the index found it.
    static func findings(of entry: PackEntry, faces: [Int: FontFace]) -> [Finding] {
        var findings: [Finding] = []
        for (position, spec) in entry.faces.enumerated() where !spec.variation.isEmpty {
            guard let face = faces[position] else { continue }
            let name = face.postscriptName ?? face.fullName
            guard !face.axes.isEmpty else {
                findings.append(
                    VariationRule.finding(
                        .variationOnStaticFont,
                        "\(entry.env) \(spec.slotDescription): \(name) is a static font, with no variation axes; \"variation\" applies only to a variable font",
                        at: spec.variationLocation ?? spec.location, path: spec.path + ".variation",
                        language: entry.env, slot: spec.slotDescription, font: face.file))
                continue
            }
            for setting in spec.variation {
                guard let axis = face.axes.first(where: { $0.tag == setting.tag }) else {
                    let list = face.axes.map(describe).joined(separator: ", ")
                    findings.append(
                        VariationRule.finding(
                            .unknownAxis,
                            "\(entry.env) \(spec.slotDescription): \(name) has no axis \"\(setting.tag)\"; its axes: \(list)",
                            at: setting.location, path: setting.path,
                            language: entry.env, slot: spec.slotDescription, font: face.file))
                    continue
                }
                if !axis.contains(setting.value) {
                    findings.append(
                        VariationRule.finding(
                            .axisValueOutOfRange,
                            "\(entry.env) \(spec.slotDescription): \(setting.tag) \(FaceID.number(setting.value)) is outside \(name)'s range, \(describe(axis))",
                            at: setting.location, path: setting.path,
                            language: entry.env, slot: spec.slotDescription, font: face.file))
                }
            }
        }
        return findings
    }

    /// `wght 100-900 (default 400)`.
    static func describe(_ axis: VariationAxis) -> String {
        "\(axis.tag) \(FaceID.number(axis.minimum))-\(FaceID.number(axis.maximum)) (default \(FaceID.number(axis.defaultValue)))"
    }
}

extension VariationRule {
    static let examples: [RuleExample] = [
        // A variation for a static face.
        .triggering(
            [.variationOnStaticFont],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "FixtureSlot-Light", "variation": {"wght": 300}}]}]}"#,
            fonts: "Tests/Fixtures/Fonts"),
        // Inter has wght 100-900 and no wdth axis.
        .triggering(
            [.unknownAxis, .axisValueOutOfRange],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Inter", "variation": {"wdth": 75}},
                  {"font": 2, "name": "Inter", "variation": {"wght": 1000}}]}]}
                """,
            fonts: "Tests/Fixtures/Variable"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Inter", "variation": {"wght": 300}},
                  {"font": 2, "name": "Inter", "variation": {"wght": 700}}]}]}
                """,
            fonts: "Tests/Fixtures/Variable"),
    ]
}

extension Diagnostic.Code {
    /// A data item gives a variation for a static font.
    static let variationOnStaticFont: Self = "variation-on-static-font"
    /// The font has no axis of that tag (its axes listed).
    static let unknownAxis: Self = "unknown-axis"
    /// A variation value lies outside the axis's range.
    static let axisValueOutOfRange: Self = "axis-value-out-of-range"
}
