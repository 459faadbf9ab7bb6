package import FontPackage

/// What shaping one translated string with one face shows: what does not
/// render, and the graphemes whose ink passes a line box.
package struct StringInspection: Sendable {
    /// What HarfBuzz does not render (``ShapingChecker/check(string:language:direction:)``);
    /// empty when shaping was not asked for.
    package var failures: [ShapingFailure] = []
    /// The graphemes past the box (``InkMeasurer/clustersPast(of:ascent:descent:language:direction:)``);
    /// empty when no box was given.
    package var inkPast: [ClusterInk] = []

    /// Nothing found: what a string shows that was not shaped.
    package init() {}
}

/// The shaping test and the ink measure of translated strings on one face,
/// each string shaped once for both: HarfBuzz's shaping is most of what
/// either costs, and an app's strings are shaped per weight slot.
/// Owns HarfBuzz handles: one thread at a time.
package final class StringInspector {
    private let face: HarfBuzzFace
    private let shaping: ShapingChecker
    private let ink: InkMeasurer

    /// The inspector of the face `id` names, at its variation, read from `files`' mapping of its file.
    package init(_ id: FaceID, files: FontFiles) throws(FontInspectionError) {
        face = try HarfBuzzFace(id, files: files)
        shaping = ShapingChecker(face: face)
        ink = InkMeasurer(face: face)
    }

    /// `text` shaped once, in `language`, in a paragraph of `direction`:
    /// its shaping failures when `checkShaping`, and its graphemes above
    /// `inkBox.ascent` or below `-inkBox.descent` when a box is given.
    package func inspect(
        _ text: [UInt32], language: String, direction: TextDirection, checkShaping: Bool,
        inkBox: (ascent: Int, descent: Int)?
    ) -> StringInspection {
        var result = StringInspection()
        guard checkShaping || inkBox != nil else { return result }
        let glyphs = face.shape(text, language: language, direction: direction)
        if checkShaping { result.failures = shaping.check(string: text, shaped: glyphs, language: language) }
        if let inkBox {
            result.inkPast = ink.clustersPast(of: text, shaped: glyphs, ascent: inkBox.ascent, descent: inkBox.descent)
        }
        return result
    }
}

@available(*, unavailable)
extension StringInspector: Sendable {}
