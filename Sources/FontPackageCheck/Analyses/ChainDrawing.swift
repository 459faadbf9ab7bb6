internal import FontPackage
package import FontPackageInspection

/// Which face of a chain draws each stretch of a text: each character
/// (grapheme cluster) goes to the first face whose character map has all its
/// code points (default-ignorable ones, such as bidi controls and joiners,
/// aside), and consecutive characters with the same face make one run.
package enum ChainDrawing {
    /// One face of a resolution's chain, found in the pack.
    package struct Link: Sendable {
        /// The link as the config writes it; nil for the own face.
        package let link: String?
        /// The entry's env: the serving entry for the own face, the named one for an entry link.
        package let env: String?
        /// The face; nil when the pack lacks it.
        package let face: FontFace?

        /// `own face`, `Noto Sans Hebrew` or `ar (entry)`.
        package var label: String {
            guard let link else { return "own face" }
            return env == nil ? link : "\(link) (entry)"
        }
    }

    /// A stretch of text drawn by one face of the chain.
    package struct Run: Sendable {
        /// The text.
        package let text: String
        /// The position in the chain (0 the own face); nil when no face draws it.
        package let position: Int?
        /// The chain link that draws it; nil when no face draws it.
        package let link: Link?
        /// The face that draws it.
        package let face: FontFace?
    }

    /// The runs of `text` over `chain`.
    package static func runs(of text: Substring, chain: [Link]) -> [Run] {
        var runs: [Run] = []
        var current = ""
        var currentPosition: Int?? = .none
        func close() {
            guard case .some(let position) = currentPosition, !current.isEmpty else { return }
            runs.append(
                Run(text: current, position: position, link: position.map { chain[$0] },
                    face: position.flatMap { chain[$0].face }))
            current = ""
        }
        for character in text {
            let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
            let position = chain.firstIndex { link in
                guard let face = link.face else { return false }
                return scalars.allSatisfy { face.characters.contains($0.value) }
            }
            if case .some(let open) = currentPosition, open != position { close() }
            currentPosition = .some(position)
            current.append(character)
        }
        close()
        return runs
    }
}
