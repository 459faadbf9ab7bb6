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

}
