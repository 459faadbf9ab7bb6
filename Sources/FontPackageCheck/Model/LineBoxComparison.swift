package import FontPackage
package import FontPackageInspection

/// One face's line box beside a reference face's, on one platform.
package struct LineBoxComparison: Sendable {
    package let platform: Platform
    package let face: FontFace
    package let reference: FontFace
    /// The face's line box (ascent + descent) in ems.
    package let ems: Double
    /// The reference's, in ems.
    package let referenceEms: Double

    /// Nil when either face has no vertical metrics (a bitmap or Type 1 face).
    package init?(face: FontFace, reference: FontFace, on platform: Platform) {
        guard let ems = LineBoxComparison.ems(of: face, on: platform),
            let referenceEms = LineBoxComparison.ems(of: reference, on: platform), referenceEms > 0
        else { return nil }
        self.platform = platform
        self.face = face
        self.reference = reference
        self.ems = ems
        self.referenceEms = referenceEms
    }

    /// A face's line box on a platform, in ems: ascent + descent as
    /// ``LineBox/of(_:on:)`` reads them, the box `clipped-ink` measures ink against.
    package static func ems(of face: FontFace, on platform: Platform) -> Double? {
        guard let metrics = face.verticalMetrics, metrics.unitsPerEm > 0 else { return nil }
        let box = LineBox.of(metrics, on: platform)
        return Double(box.ascent + box.descent) / Double(metrics.unitsPerEm)
    }

    /// The face's box over the reference's.
    package var ratio: Double { ems / referenceEms }

    /// Whether the face's box is taller than the reference's by more than `tolerance` percent of it.
    func exceeds(tolerance: Double) -> Bool { (ratio - 1) * 100 > tolerance + 1e-9 }
}
