internal import FontPackage
package import FontPackageInspection
internal import FontPackageSupport

/// Coverage over a slot's fallback chain.
///
/// A character the first face's character map lacks goes to the first later
/// link whose face draws it (in its cmap, with ink), as Core Text cascade
/// lists, CSS font stacks, Android's fallback and fontconfig's sort order do:
/// a note (`drawn-by-fallback`), not an error. What no link draws stays
/// missing. A character the first face maps to an empty glyph stays an error:
/// platforms pick the font by the character map, so no link is asked.
package enum ChainCoverage {
    /// What one link draws of one requirement for a slot.
    package struct Drawn: Sendable {
        /// The link that draws.
        package let link: ChainLink
        /// The requirement the characters come from (`fontconfig`, `cldr-main`).
        package let requirement: String
        /// The characters it draws.
        package let characters: CodePointSet
    }

    /// The verdicts with what later links draw taken out of `missing` (and
    /// `composable`), and what each link draws.
    static func apply(
        _ verdicts: [CoverageVerdict], chain: [ChainLink], faces: [FaceID: FontFace]
    ) -> ([CoverageVerdict], [Drawn]) {
        let links = chain.dropFirst().compactMap { link in
            link.face.flatMap { faces[$0] }.map { (link, $0.characters.subtracting($0.emptyGlyphs)) }
        }
        var drawn: [Drawn] = []
        let adjusted = verdicts.map { verdict in
            var verdict = verdict
            var remaining = verdict.missing
            for (link, drawable) in links where !remaining.isEmpty {
                let taken = remaining.intersection(drawable)
                guard !taken.isEmpty else { continue }
                remaining = remaining.subtracting(taken)
                drawn.append(Drawn(link: link, requirement: verdict.requirement.name, characters: taken))
            }
            verdict.missing = remaining
            verdict.composable = verdict.composable.intersection(remaining)
            return verdict
        }
        return (adjusted, drawn)
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
                FallbackChainRule.finding(
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
                FallbackChainRule.finding(
                    .fallbackWeight,
                    "\(first.env) \(slots): fallback \(link.label) has no face of the slot's weight, so what it draws is \(name) (\(uses)); give the link a face of each weight",
                    at: link.location, language: first.env, slot: slots, font: face?.file))
        }
        return findings
    }
}
