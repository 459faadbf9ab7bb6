internal import FontPackage

/// A slot the config's `textStyles` gives a text style is one every checked
/// entry fills; otherwise that entry's weight fallback serves the style.
enum TextStyleSlotRule: PackRule {
    static let reads: [CheckInput] = [.config]
    static let codes: [FindingRule] = [
        FindingRule(.textStyleSlotMissing, .warning, "The config's textStyles gives a text style a slot an entry does not fill, so the entry's weight fallback draws that style with another face.", help: "Fill the slot in the entry, or give the style a slot every entry has."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        let settings = context.config.textStyles.values.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        var findings: [Finding] = []
        for setting in settings {
            guard let slot = setting.slot else { continue }
            // An entry of numeric weights has no slots: CSS weight matching serves the slot's weight.
            for entry in context.checkedEntries where !entry.usesNumericWeights {
                if entry.faces.contains(where: { $0.slot == slot && !$0.italic }) { continue }
                let used = entry.faces[entry.faceIndex(slot: slot, weight: slot.weight, italic: false)]
                let order = slot.fallbackOrder.map(\.name).joined(separator: " -> ")
                findings.append(
                    TextStyleSlotRule.finding(
                        .textStyleSlotMissing,
                        "\(setting.style) uses the \(slot.name) slot, which \(entry.env) does not fill; \(entry.env)'s \(setting.style) is drawn with \(used.name) (\(used.slotDescription); order \(order))",
                        at: setting.slotLocation ?? setting.location, path: setting.path + ".slot", language: entry.env,
                        slot: slot.name))
            }
        }
        return findings
    }
}

extension TextStyleSlotRule {
    static let examples: [RuleExample] = [
        // Headline is drawn from the medium slot, which ar does not fill.
        .triggering(
            [.textStyleSlotMissing],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}],
                 "textStyles": {"headline": {"slot": "medium", "size": 18}}}
                """,
            fonts: "Fonts"),
        // Headline is drawn from the bold slot, which both entries fill.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}],
                 "textStyles": {"headline": {"slot": "bold", "size": 18}}}
                """,
            fonts: "Fonts"),
    ]
}

extension Diagnostic.Code {
    /// The config's `textStyles` gives a text style a slot an entry does not fill.
    static let textStyleSlotMissing: Self = "text-style-slot-missing"
}
