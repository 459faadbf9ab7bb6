package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// What a slot's fallback links draw, and whether they draw it at the slot's weight.
enum FallbackChainRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .requirements]
    static let codes: [FindingRule] = [
        FindingRule(.drawnByFallback, .note, "Characters the first face of a slot lacks are drawn by a later link of its fallback chain.", help: "Nothing to do if the link is meant to draw them; else use a first face that has them."),
        FindingRule(.fallbackWeight, .warning, "A fallback link has no face of the slot's weight, so what it draws is another weight (a bold slot drawn regular, as in flutter/flutter#132475).", help: "Give the link's font (or entry) a face of each weight the chain serves."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        var reported = Set<String>()
        return context.unitRows.flatMap { findings($0, located: context.located, reported: &reported) }
    }

    /// For one language's rows: a `drawn-by-fallback` note per link and
    /// requirement (slots that get the same characters from the same link
    /// share it), and a `fallback-weight` warning per link that draws another
    /// weight for some slots.
    static func findings(_ rows: [PackReport.Row], located: LocatedFaces, reported: inout Set<String>) -> [Finding] {
        var findings: [Finding] = []
        struct DrawnKey: Hashable {
            let own: FaceID?
            let face: FaceID?
            let link: String
            let requirement: String
            let characters: [UInt32]
        }
        var drawnSlots: [DrawnKey: [PackReport.Row]] = [:]
        var drawnOrder: [DrawnKey] = []
        var weightSlots: [String: [(row: PackReport.Row, link: ChainLink)]] = [:]
        var weightOrder: [String] = []
        for row in rows {
            for item in row.drawnByFallback {
                let key = DrawnKey(
                    own: row.face?.id, face: item.link.face, link: item.link.label, requirement: item.requirement,
                    characters: item.characters.codePoints)
                if drawnSlots[key] == nil { drawnOrder.append(key) }
                drawnSlots[key, default: []].append(row)
            }
            // Once per entry and link, whichever languages it serves.
            for link in row.chain.dropFirst() where link.otherWeight && link.face != nil {
                let key = "\(row.env)|\(link.label)|\(link.face!)"
                if weightSlots[key] == nil && reported.contains(key) { continue }
                reported.insert(key)
                if weightSlots[key] == nil { weightOrder.append(key) }
                weightSlots[key, default: []].append((row, link))
            }
        }
        for key in drawnOrder {
            let slotRows = drawnSlots[key]!
            let first = slotRows[0]
            let face = key.face.flatMap { located.faces[$0] }
            let name = face.map { $0.postscriptName ?? $0.fullName } ?? key.link
            let own = first.face.map { $0.postscriptName ?? $0.fullName } ?? first.configFace.name
            let slots = slotRows.map(\.slot).joined(separator: ", ")
            let count = key.characters.count
            findings.append(
                finding(
                    .drawnByFallback,
                    "\(first.language) \(slots): \(own) lacks \(count) character\(count == 1 ? "" : "s") (\(key.requirement)) that fallback \(name == key.link ? name : "\(key.link), \(name),") draws: \(describeCodePoints(key.characters))",
                    at: first.chain.first { $0.face == key.face && !$0.isOwnFace }?.location ?? first.configFace.location,
                    language: first.language, slot: slots, font: face?.file, requirement: key.requirement,
                    missing: key.characters))
        }
        for key in weightOrder {
            let items = weightSlots[key]!
            let (first, link) = items[0]
            let face = link.face.flatMap { located.faces[$0] }
            let name = face.map { $0.postscriptName ?? $0.fullName } ?? link.label
            let slots = items.map(\.row.slot).joined(separator: ", ")
            let uses = items.map { "\($0.row.slot) -> \($0.link.usedSlot)" }.joined(separator: ", ")
            findings.append(
                finding(
                    .fallbackWeight,
                    "\(first.env) \(slots): fallback \(link.label) has no face of the slot's weight, so what it draws is \(name) (\(uses)); give the link a face of each weight",
                    at: link.location, language: first.env, slot: slots, font: face?.file))
        }
        return findings
    }
}

extension FallbackChainRule {
    static let examples: [RuleExample] = [
        // Noto Sans Hebrew has no digits, so default's link draws them; default's ar link has no medium face.
        .triggering(
            [.drawnByFallback, .fallbackWeight],
            config: """
                {"list": [
                  {"env": "ar", "data": [{"font": 0, "name": "NotoSansArabic-Light"}, {"font": 2, "name": "NotoSansArabic-Bold"}]},
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}], "fallback": ["default"]},
                  {"env": "default", "data": [
                    {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}],
                   "fallback": ["ar"]}]}
                """,
            fonts: "Fonts"),
        // No chains: each slot's own face draws what it draws.
        .nonTriggering(
            config: """
                {"list": [
                  {"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular"}]},
                  {"env": "default", "data": [{"font": 0, "name": "NotoSans-Light"}]}]}
                """,
            fonts: "Fonts"),
    ]
}

extension Diagnostic.Code {
    /// Characters the first face of a slot lacks are drawn by a later link of its fallback chain.
    package static let drawnByFallback: Self = "drawn-by-fallback"
    /// A fallback link has no face of the slot's weight; another weight of it draws.
    static let fallbackWeight: Self = "fallback-weight"
}
