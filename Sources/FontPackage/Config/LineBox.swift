/// A face's vertical metrics as its tables hold them, in font units: what
/// each platform chooses its line's ascent and descent from.
package struct VerticalMetrics: Sendable, Hashable {
    /// `head.unitsPerEm`.
    package var unitsPerEm: Int
    /// `hhea.ascender` (up, positive).
    package var hheaAscender: Int
    /// `hhea.descender` (down, negative).
    package var hheaDescender: Int
    /// OS/2 `sTypoAscender`, `sTypoDescender` and `usWinAscent`, `usWinDescent`
    /// (win descent positive downward); nil without an OS/2 table.
    package var typoAscender: Int?
    package var typoDescender: Int?
    package var winAscent: Int?
    package var winDescent: Int?
    /// OS/2 `fsSelection` bit 7, USE_TYPO_METRICS.
    package var useTypoMetrics: Bool
    /// `head.yMax` and `head.yMin`: the bounding box of every glyph.
    package var headYMax: Int
    package var headYMin: Int

    package init(
        unitsPerEm: Int, hheaAscender: Int, hheaDescender: Int, typoAscender: Int? = nil, typoDescender: Int? = nil,
        winAscent: Int? = nil, winDescent: Int? = nil, useTypoMetrics: Bool = false, headYMax: Int = 0, headYMin: Int = 0
    ) {
        self.unitsPerEm = unitsPerEm
        self.hheaAscender = hheaAscender
        self.hheaDescender = hheaDescender
        self.typoAscender = typoAscender
        self.typoDescender = typoDescender
        self.winAscent = winAscent
        self.winDescent = winDescent
        self.useTypoMetrics = useTypoMetrics
        self.headYMax = headYMax
        self.headYMin = headYMin
    }
}

/// The part of a line a platform gives the text of one line: `ascent` font
/// units above the baseline, `descent` below. Ink outside it is cut off by a
/// label one line high. Each value names the table field it came from.
package struct LineBox: Sendable, Hashable {
    /// Units above the baseline (positive).
    package var ascent: Int
    /// Units below the baseline (positive).
    package var descent: Int
    /// The field the ascent came from (`hhea.ascender`, `OS/2 sTypoAscender`, `OS/2 usWinAscent`).
    package var ascentSource: String
    /// The field the descent came from.
    package var descentSource: String

    package init(ascent: Int, descent: Int, ascentSource: String, descentSource: String) {
        self.ascent = ascent
        self.descent = descent
        self.ascentSource = ascentSource
        self.descentSource = descentSource
    }

    /// The ascent and descent FreeType puts in `FT_Face.ascender` and
    /// `descender` (src/sfnt/sfobjs.c, `sfnt_load_face`, FreeType 2.10 on):
    /// OS/2 typo metrics when USE_TYPO_METRICS is set; otherwise `hhea`;
    /// when both `hhea` values are zero, typo metrics if either is non-zero,
    /// else win metrics. Skia's FreeType port (SkFontHost_FreeType.cpp,
    /// `generateFontMetrics`) takes the same values, so this is Android's and
    /// Chromium's and Firefox's rule on Linux and Android too.
    package static func freeType(_ metrics: VerticalMetrics) -> LineBox {
        if metrics.useTypoMetrics, let ascender = metrics.typoAscender, let descender = metrics.typoDescender {
            return LineBox(ascent: ascender, descent: -descender, ascentSource: "OS/2 sTypoAscender", descentSource: "OS/2 sTypoDescender")
        }
        if metrics.hheaAscender != 0 || metrics.hheaDescender != 0 { return hhea(metrics) }
        if let ascender = metrics.typoAscender, let descender = metrics.typoDescender, ascender != 0 || descender != 0 {
            return LineBox(ascent: ascender, descent: -descender, ascentSource: "OS/2 sTypoAscender", descentSource: "OS/2 sTypoDescender")
        }
        if let ascent = metrics.winAscent, let descent = metrics.winDescent {
            return LineBox(ascent: ascent, descent: descent, ascentSource: "OS/2 usWinAscent", descentSource: "OS/2 usWinDescent")
        }
        return hhea(metrics)
    }

    /// `hhea.ascender` and `hhea.descender`, as Core Text reads them.
    static func hhea(_ metrics: VerticalMetrics) -> LineBox {
        LineBox(
            ascent: metrics.hheaAscender, descent: -metrics.hheaDescender, ascentSource: "hhea.ascender",
            descentSource: "hhea.descender")
    }

    /// DirectWrite's (Chromium and Firefox on Windows): win metrics unless
    /// USE_TYPO_METRICS is set, then typo metrics.
    static func directWrite(_ metrics: VerticalMetrics) -> LineBox? {
        if metrics.useTypoMetrics, let ascender = metrics.typoAscender, let descender = metrics.typoDescender {
            return LineBox(ascent: ascender, descent: -descender, ascentSource: "OS/2 sTypoAscender", descentSource: "OS/2 sTypoDescender")
        }
        guard let ascent = metrics.winAscent, let descent = metrics.winDescent else { return nil }
        return LineBox(ascent: ascent, descent: descent, ascentSource: "OS/2 usWinAscent", descentSource: "OS/2 usWinDescent")
    }

    /// The smaller ascent and the smaller descent of several readings: where
    /// the platform's engines disagree, the stricter box.
    static func strictest(_ boxes: [LineBox]) -> LineBox {
        var result = boxes[0]
        for box in boxes.dropFirst() {
            if box.ascent < result.ascent { (result.ascent, result.ascentSource) = (box.ascent, box.ascentSource) }
            if box.descent < result.descent { (result.descent, result.descentSource) = (box.descent, box.descentSource) }
        }
        return result
    }

    /// The line box `platform` lays one line of this face out in (see
    /// the manual's Platforms article, "Will it look right", for each rule's source):
    /// - iOS: Core Text's `hhea` ascender and descender.
    /// - Android: Skia's FreeType metrics (typo with USE_TYPO_METRICS, else
    ///   `hhea`), the box of `includeFontPadding="false"` and of Compose;
    ///   `includeFontPadding="true"` grows only the first and last line to
    ///   `head.yMax`/`yMin`, so the stricter box is taken.
    /// - Web: the strictest of Chromium and Firefox on Linux, Android and
    ///   ChromeOS (FreeType), on macOS (Core Text, `hhea`) and on Windows
    ///   (DirectWrite, win metrics).
    /// - Linux: FreeType's `FT_Face.ascender`/`descender`.
    /// - Windows: DirectWrite's (win metrics, typo metrics with
    ///   USE_TYPO_METRICS), `hhea` for a face without an OS/2 table.
    package static func of(_ metrics: VerticalMetrics, on platform: Platform) -> LineBox {
        switch platform {
        case .ios: hhea(metrics)
        case .android, .linux: freeType(metrics)
        case .windows: directWrite(metrics) ?? hhea(metrics)
        case .web: strictest([freeType(metrics), hhea(metrics)] + (directWrite(metrics).map { [$0] } ?? []))
        }
    }
}
