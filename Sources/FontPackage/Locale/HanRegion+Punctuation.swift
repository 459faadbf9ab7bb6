/// Where a face puts the full-width comma and full stop in the em box.
/// Mainland China and Japan set them in the lower left corner; Taiwan and
/// Hong Kong centre them (W3C, Requirements for Chinese Text Layout, 3.1.6;
/// w3c/clreq#295; notofonts/noto-fonts#54).
package enum HanPunctuationPlacement: String, Sendable, Hashable {
    case corner
    case centred
}

extension HanRegion {
    /// Where the region's typography puts `，` and `。`; nil for Korean, which
    /// writes Western punctuation.
    package var punctuationPlacement: HanPunctuationPlacement? {
        switch self {
        case .simplifiedChinese, .japanese: .corner
        case .traditionalChinese, .hongKong: .centred
        case .korean: nil
        }
    }

    /// The regions whose typography places the punctuation so.
    package static func placing(_ placement: HanPunctuationPlacement) -> String {
        switch placement {
        case .corner: "mainland China and Japan"
        case .centred: "Taiwan and Hong Kong"
        }
    }
}
