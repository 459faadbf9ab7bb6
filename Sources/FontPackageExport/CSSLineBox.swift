internal import FontPackage
package import FontPackageInspection
internal import FontPackageSupport

/// `fontpack export css --match-line-box`: every `@font-face` gets CSS
/// Fonts 4's `ascent-override`, `descent-override` and `line-gap-override`
/// (section 4.11, "Default font metrics overriding"), with the line box of
/// the `default` entry's face at the same slot, so `line-height: normal`
/// lays every language's line out as tall as the default language's.
///
/// The values are the web box `check` measures ink against
/// (``LineBox/of(_:on:)`` for `.web`: the strictest of the browsers'
/// readings), in percent of the em, and a line gap of 0. The default's own
/// faces get them too: a browser then uses the declared values, not its
/// platform's reading of the tables (Core Text's `hhea`, DirectWrite's win
/// metrics), so the boxes are equal in every browser, not only on the one
/// whose reading the values came from. A chain's fallback links get their
/// slot's values, so a line a fallback face draws part of is no taller.
package enum CSSLineBox {
    /// One `@font-face`'s overrides, in percent of the em.
    package struct Override: Sendable, Hashable {
        package var ascent: Double
        package var descent: Double
        package var lineGap: Double

        /// `ascent-override: 106.9%; descent-override: 29.3%; line-gap-override: 0%; `.
        var descriptors: String {
            "ascent-override: \(percent(ascent)); descent-override: \(percent(descent)); line-gap-override: \(percent(lineGap)); "
        }

        private func percent(_ value: Double) -> String {
            var text = fixedText(value, digits: 4)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text + "%"
        }
    }

    /// The overrides that give a face the web line box of `reference`; nil
    /// for a reference without vertical metrics (a bitmap or Type 1 face).
    package static func override(matching reference: FontFace?) -> Override? {
        guard let metrics = reference?.verticalMetrics, metrics.unitsPerEm > 0 else { return nil }
        let box = LineBox.of(metrics, on: .web)
        let em = Double(metrics.unitsPerEm)
        return Override(ascent: Double(box.ascent) * 100 / em, descent: Double(box.descent) * 100 / em, lineGap: 0)
    }

    /// The reference face of each slot: the `default` entry's face at the
    /// slot's position (light, medium, bold) in each style; nil without a
    /// `default` entry, when nothing is overridden.
    static func references(_ pack: ExportedPack) -> [String: FontFace?]? {
        guard let entry = pack.defaultEntry else { return nil }
        var faces: [String: FontFace?] = [:]
        for (position, (upright, italic)) in CSSExport.slotChains(of: entry).enumerated() {
            faces["\(position) normal"] = upright?.first
            faces["\(position) italic"] = italic?.first
        }
        return faces
    }
}

extension CSSExport {
    /// An entry's chains at CSS's three weights (light, medium, bold), upright and italic.
    static func slotChains(of entry: ExportedPack.Entry) -> [(upright: [FontFace]?, italic: [FontFace]?)] {
        [
            (entry.chains[.light], entry.italicChains[.light] ?? entry.chains[.italic]),
            (entry.chains[.medium], entry.italicChains[.medium] ?? entry.chains[.medium]),
            (entry.chains[.bold], entry.italicChains[.bold] ?? entry.chains[.bold]),
        ]
    }
}
