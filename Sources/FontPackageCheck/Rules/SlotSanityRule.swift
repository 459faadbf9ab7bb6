package import FontPackage
internal import FontPackageInspection
/// Each entry's faces fit their slots: weight classes in the slot's range and
/// in order, slants as the config says, one family, and every slot filled.
enum SlotSanityRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.slotWeight, .warning, "The weight class does not fit the slot.", help: "Put the face in the slot its weight fits, or correct its OS/2 weight class."),
        FindingRule(.weightOrder, .warning, "Light is not lighter than medium, or medium than bold.", help: "Order the entry's faces by weight."),
        FindingRule(.italicInUprightSlot, .warning, "An italic face fills an upright slot.", help: "Use an upright face, or mark the face italic in the config."),
        FindingRule(.uprightInItalicSlot, .warning, "An upright face fills an italic slot.", help: "Use an italic face, or drop italic from the config."),
        FindingRule(.mixedFamilies, .warning, "One entry's slots come from different families.", help: "Take every slot of an entry from one family."),
        FindingRule(.weightFallback, .note, "An entry lacks a slot; another face serves it.", help: "Add a face for the slot if the fallback is not wanted."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        // Slot sanity concerns the entries being checked (all of them unless --languages narrows it).
        context.checkedEntries.flatMap { findings(of: $0, faces: context.located.faces(of: $0)) }
    }

    /// The weight classes agree with the slots, slants with the italic flags, and one family serves the entry.
    static func findings(of entry: PackEntry, faces: [Int: FontFace]) -> [Finding] {
        var findings: [Finding] = []
        for (position, spec) in entry.faces.enumerated() {
            guard let face = faces[position] else { continue }
            let name = face.instanceDescription
            if let weightClass = face.drawnWeight {
                let expected: ClosedRange<Int> =
                    switch spec.slot {
                    case .light?: 1...400
                    case .medium?: 400...600
                    case .bold?: 600...1000
                    case nil: max(1, spec.weight - 99)...min(1000, spec.weight + 99)
                    }
                if !expected.contains(weightClass) {
                    findings.append(
                        SlotSanityRule.finding(
                            .slotWeight,
                            "\(entry.env) \(spec.slotDescription) holds \(name), whose \(face.weightSource) is \(weightClass) (a \(spec.slotDescription) face is \(expected.lowerBound)-\(expected.upperBound))", at: spec.location,
                            language: entry.env, slot: spec.slotDescription, font: face.file))
                }
            }
            if face.isItalic && !spec.italic {
                findings.append(
                    SlotSanityRule.finding(
                        .italicInUprightSlot,
                        "\(entry.env) \(spec.slotDescription) holds \(name), an italic face, in an upright slot; add \"italic\": true or use the upright face", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            } else if !face.isItalic && spec.italic {
                findings.append(
                    SlotSanityRule.finding(
                        .uprightInItalicSlot,
                        "\(entry.env) \(spec.slotDescription) is marked italic but \(name) is upright", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            }
        }
        for italic in [false, true] {
            let ordered = entry.faces.enumerated()
                .filter { $0.element.italic == italic }
                .compactMap { position, spec in faces[position].flatMap { face in face.drawnWeight.map { (spec, face, $0) } } }
                .sorted { $0.0.weight < $1.0.weight }
            for (lighter, heavier) in zip(ordered, ordered.dropFirst()) where lighter.2 >= heavier.2 {
                findings.append(
                    SlotSanityRule.finding(
                        .weightOrder,
                        "\(entry.env): \(lighter.0.slotDescription) (\(lighter.1.instanceDescription), \(lighter.1.weightSource) \(lighter.2)) is not lighter than \(heavier.0.slotDescription) (\(heavier.1.instanceDescription), \(heavier.1.weightSource) \(heavier.2))", at: heavier.0.location,
                        language: entry.env, slot: heavier.0.slotDescription, font: heavier.1.file))
            }
        }
        let families = Dictionary(grouping: faces.sorted { $0.key < $1.key }, by: { $0.value.family })
        if families.count > 1 {
            let list = families.keys.sorted().map { family in
                "\(family) (\(families[family]!.map { entry.faces[$0.key].slotDescription }.joined(separator: ", ")))"
            }
            findings.append(
                SlotSanityRule.finding(
                    .mixedFamilies,
                    "\(entry.env) mixes \(families.count) families across its slots: \(list.joined(separator: "; "))", at: entry.location,
                    language: entry.env))
        }
        if !entry.usesNumericWeights {
            for slot in WeightSlot.allCases where !entry.faces.contains(where: { $0.slot == slot && !$0.italic }) {
                let used = entry.faces[entry.faceIndex(slot: slot, weight: slot.weight, italic: false)]
                findings.append(
                    SlotSanityRule.finding(
                        .weightFallback,
                        "\(entry.env) has no \(slot.name) face; \(slot.name) requests use \(used.name) (\(used.slotDescription); order \(slot.fallbackOrder.map(\.name).joined(separator: " -> ")))", at: entry.location,
                        language: entry.env, slot: slot.name))
            }
        }
        return findings
    }
}

extension SlotSanityRule {
    static let examples: [RuleExample] = [
        // Light holds a face whose weight class is 700 (heavier than medium), bold a regular
        // italic face, medium italic an upright face; the faces come from two families.
        // fr fills light only.
        .triggering(
            [.slotWeight, .weightOrder, .italicInUprightSlot, .uprightInItalicSlot, .mixedFamilies, .weightFallback],
            config: """
                {"list": [
                  {"env": "default", "data": [
                    {"font": 0, "name": "FixtureWrongWeight-Light"},
                    {"font": 1, "name": "FixtureSlot-Medium"},
                    {"font": 1, "name": "FixtureSlot-Medium", "italic": true},
                    {"font": 2, "name": "FixtureSlot-Italic"}]},
                  {"env": "fr", "data": [{"font": 0, "name": "FixtureSlot-Light"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "FixtureSlot-Light"},
                  {"font": 1, "name": "FixtureSlot-Medium"},
                  {"font": 1, "name": "FixtureSlot-Italic", "italic": true},
                  {"font": 2, "name": "FixtureSlot-Bold"}]}]}
                """,
            fonts: "Tests/Fixtures/Fonts"),
    ]
}

extension Diagnostic.Code {
    /// The weight class does not fit the slot.
    package static let slotWeight: Self = "slot-weight"
    /// Light is not lighter than medium, or medium than bold.
    static let weightOrder: Self = "weight-order"
    /// An italic face fills an upright slot.
    static let italicInUprightSlot: Self = "italic-in-upright-slot"
    /// An upright face fills an italic slot.
    static let uprightInItalicSlot: Self = "upright-in-italic-slot"
    /// One entry's slots come from different families.
    static let mixedFamilies: Self = "mixed-families"
    /// An entry lacks a slot; another face serves it.
    package static let weightFallback: Self = "weight-fallback"
}
