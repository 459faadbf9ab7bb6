internal import CFontPackage
package import FontPackage

/// The advance width of text in one face, measured as platforms lay it out:
/// split into runs of one script and direction (``TextRuns``), each run
/// shaped with HarfBuzz with its script, direction and the text's language,
/// at the face's instance for a variable font (its `HVAR` or `gvar`
/// advances), the runs' advances summed.
///
/// One measurer opens its face once and belongs to one thread at a time.
package final class AdvanceWidth {
    private let face: HarfBuzzFace
    /// `head.unitsPerEm`, as HarfBuzz reads it.
    package let unitsPerEm: Int

    /// The measurer of the face `id` names, at its variation.
    package init(_ id: FaceID, files: FontFiles) throws(FontInspectionError) {
        face = try HarfBuzzFace(id, files: files)
        unitsPerEm = Int(hb_face_get_upem(face.face))
    }

    /// The width of `text` in ems.
    package func ems(of text: [UInt32], language: String, direction: TextDirection) -> Double {
        let units = face.shape(text, language: language, direction: direction).reduce(0) { $0 + Int($1.xAdvance) }
        return Double(units) / Double(max(1, unitsPerEm))
    }
}

@available(*, unavailable)
extension AdvanceWidth: Sendable {}
