package import FontPackage
internal import FontPackageInspection

/// The line boxes `fontpack export css --match-line-box` gives the web: each
/// face a language's slot is drawn with takes the web line box of the
/// `default` entry's face at the same slot (its ascent and descent in
/// percent of the em, as `ascent-override` and `descent-override` declare
/// them), so `clipped-ink` measures the web's ink against the box the
/// browser will use, and `line-height-mismatch` has nothing to compare on the web.
package enum MatchedLineBoxes {
    /// The box a face with `unitsPerEm` gets from `reference`'s web box, in the face's units.
    package static func box(matching reference: VerticalMetrics, unitsPerEm: Int) -> LineBox {
        let box = LineBox.of(reference, on: .web)
        let scale = Double(unitsPerEm) / Double(max(1, reference.unitsPerEm))
        return LineBox(
            ascent: Int((Double(box.ascent) * scale).rounded()), descent: Int((Double(box.descent) * scale).rounded()),
            ascentSource: "ascent-override", descentSource: "descent-override")
    }

    /// Per face that serves a checked language, its web box after the
    /// overrides (the first slot that draws it decides); empty without a
    /// `default` entry, as the export then writes no overrides.
    static func web(units: [PackChecker.Unit], config: FontPackConfig, located: LocatedFaces) -> [FaceID: LineBox] {
        guard let reference = config.defaultEntry else { return [:] }
        var boxes: [FaceID: LineBox] = [:]
        for unit in units {
            for slot in CheckedSlot.all(of: unit.entry) {
                guard let face = located.serving(unit.entry, slot).face, boxes[face.id] == nil,
                    let metrics = face.verticalMetrics,
                    let referenceMetrics = located.serving(reference, slot).face?.verticalMetrics
                else { continue }
                boxes[face.id] = box(matching: referenceMetrics, unitsPerEm: metrics.unitsPerEm)
            }
        }
        return boxes
    }
}
