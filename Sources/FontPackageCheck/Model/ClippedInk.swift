package import FontPackage
package import FontPackageInspection

/// The clusters of one language x slot whose ink passes one platform's line box.
package struct ClippedInk: Sendable, Hashable {
    /// The platform whose line box the ink passes.
    package var platform: Platform
    /// That platform's box for the face.
    package var box: LineBox
    /// The face's units per em, for the share of the em.
    package var unitsPerEm: Int
    /// The clusters that pass it by more than the allowance, in sample order.
    package var clusters: [ClusterInk]
    /// Units ink may pass the box by before it counts (the tolerance on this em).
    var allowance: Int

    /// Units the highest cluster rises above the box (0 when none does).
    package var above: Int { clusters.map { $0.top - box.ascent }.max().map { max(0, $0) } ?? 0 }
    /// Units the lowest cluster falls below it (0 when none does).
    package var below: Int { clusters.map { -$0.bottom - box.descent }.max().map { max(0, $0) } ?? 0 }

    /// The clusters of `measured` that pass `box` by more than `tolerance`
    /// percent of the em (``ClippedInkRule/defaultTolerance``).
    init(platform: Platform, box: LineBox, unitsPerEm: Int, measured: [ClusterInk], tolerance: Double) {
        self.platform = platform
        self.box = box
        self.unitsPerEm = unitsPerEm
        let allowance = Int((tolerance / 100 * Double(unitsPerEm)).rounded(.down))
        self.allowance = allowance
        clusters = measured.filter { $0.top - box.ascent > allowance || -$0.bottom - box.descent > allowance }
    }

    /// `rises 50 units (5.0% of the em) above the ios line box (hhea.ascender 1000) in Ẫ Ỗ`.
    var detail: String {
        var parts: [String] = []
        func share(_ units: Int) -> String {
            let percent = Double(units) * 100 / Double(max(1, unitsPerEm))
            return "\(units) units (\((percent * 10).rounded() / 10)% of the em)"
        }
        func list(_ chosen: [ClusterInk]) -> String {
            let shown = chosen.prefix(20).map { $0.label }.joined(separator: " ")
            return chosen.count > 20 ? "\(shown) and \(chosen.count - 20) more" : shown
        }
        let high = clusters.filter { $0.top - box.ascent > allowance }
        if !high.isEmpty {
            parts.append(
                "rises up to \(share(above)) above the \(platform) line box (\(box.ascentSource) \(box.ascent)) in \(list(high))")
        }
        let low = clusters.filter { -$0.bottom - box.descent > allowance }
        if !low.isEmpty {
            let box = parts.isEmpty ? "the \(platform) line box" : "it"
            parts.append(
                "falls up to \(share(below)) below \(box) (\(self.box.descentSource) \(-self.box.descent)) in \(list(low))")
        }
        return parts.joined(separator: "; ")
    }
}
