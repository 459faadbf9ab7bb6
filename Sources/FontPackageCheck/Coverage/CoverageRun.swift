package import FontPackage
package import FontPackageInspection

/// The result of ``CoverageCheck/run(files:index:languages:level:shaping:currencies:)``:
/// per face and language the verdicts, the shaping result and what was not
/// measured; the same as findings; and the files that could not be read.
package struct CoverageRun: Sendable {
    /// One face and its verdict for each language, in the order languages were given.
    package struct Face: Sendable {
        /// The face, as read with its glyphs scanned for ink.
        package var face: FontFace
        /// One result per language checked.
        package var languages: [Language]
    }

    /// One face measured against one language.
    package struct Language: Sendable {
        /// The language as given (`vi`, `fc:ku-ir`).
        package var language: String
        /// One verdict per requirement of the level that has data.
        package var verdicts: [CoverageVerdict]
        /// Nil when shaping is off or there is no sample text for the language.
        package var shaping: Shaping?
        /// Requirements the level asks for that have no data for the language.
        package var unavailable: [LanguageRequirements.Unavailable]

        /// Nothing missing, nothing empty, no shaping failure.
        package var isCovered: Bool {
            guard verdicts.allSatisfy(\.isCovered) else { return false }
            if case .checked(_, let failures)? = shaping, !failures.isEmpty { return false }
            return true
        }
    }

    /// HarfBuzz's verdict on a language's sample text.
    package enum Shaping: Sendable {
        /// Shaped; `orthography` is the hyperglot orthography the sample comes from (`ckb-Arab`).
        case checked(orthography: String, failures: [ShapingFailure])
        /// Neither HarfBuzz nor FreeType could open the face for shaping.
        case notChecked(FontInspectionError)
    }

    /// The faces read, in the order of the files and of the faces in each.
    package var faces: [Face]
    /// Everything missing, empty or failing to shape, as `check` words it, located at the font file.
    package var findings: [Finding]
    /// Files that could not be read, in order.
    package var failures: [FontInspectionError]

    /// Whether any face misses or leaves empty a character, or fails to shape a sample.
    package var anythingMissing: Bool { faces.contains { $0.languages.contains { !$0.isCovered } } }
}
