internal import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings

// What the analyses find, as facts: the rules word them (``FindingWording``).

/// What one string lacks in the slots that lack the same characters of it,
/// drawn by one entry: the strings pass (``LanguageCheck``) finds it.
struct StringGap {
    let string: TranslatedString
    /// The language checked, as given.
    let language: String
    /// The characters the slots' faces cannot draw, composable ones included, in the string's order.
    let lacking: [Unicode.Scalar]
    /// Those of them the faces have only as base + combining mark.
    let composable: [Unicode.Scalar]
    /// Each slot that lacks them, with the face that draws the characters' runs in it.
    let slots: [(slot: String, face: FontFace)]
    /// The entry the characters' script runs take, when the config's `scripts` send them from the language's own.
    let runs: RunEntry?
}

/// The emoji of one language's strings, which the system's emoji font draws.
struct LanguageEmoji {
    /// The language checked, as given.
    let language: String
    /// How many times each emoji is used.
    let uses: [String: Int]
    /// Where the first string with an emoji is.
    let location: SourceLocation?
}

/// What HarfBuzz does not render of one string, in the slots that draw it
/// with one face: the strings' shaping (``StringsShapingPass``) finds it.
struct StringShaping {
    let string: TranslatedString
    /// The language checked, as given.
    let language: String
    /// The slots that draw the string with `face` (`light, bold`).
    let slots: String
    let face: FontFace
    /// What did not render, every kind.
    let failures: [ShapingFailure]
}

/// A string whose shaped ink passes one platform's line box, in the slots
/// that draw it with one face: the strings' shaping (``StringsShapingPass``) measures it.
struct StringInk {
    let string: TranslatedString
    /// The language checked, as given.
    let language: String
    /// The slots that draw the string with `face` (`light, bold`).
    let slots: String
    let face: FontFace
    /// The box it passes, how far, and the clusters that pass it.
    let clip: ClippedInk
}

/// One face against one language, as `fontpack coverage` measures it: no
/// config, no slot; what it finds is located at the font file.
struct FaceCoverage {
    let face: FontFace
    /// The language as given (`vi`, `fc:ku-ir`).
    let language: String
    let verdicts: [CoverageVerdict]
}

/// One language's sample shaped with one face, as `fontpack coverage` shapes it.
struct FaceShaping {
    let face: FontFace
    /// The language as given.
    let language: String
    /// The hyperglot orthography the sample comes from (`ckb-Arab`).
    let orthography: String
    let failures: [ShapingFailure]
}

/// A face neither HarfBuzz nor FreeType could open to shape a language's sample, in `fontpack coverage`.
struct FaceNotShaped {
    let face: FontFace
    /// The language as given.
    let language: String
    let error: FontInspectionError
}
