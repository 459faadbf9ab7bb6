internal import FontPackage
internal import FontPackageSupport

/// Text that HarfBuzz, the reference text engine, does not render correctly
/// with a font. HarfBuzz's own fallbacks count as rendering: a font without
/// GSUB still joins Arabic letters whose presentation forms its cmap maps.
public struct ShapingFailure: Sendable, Hashable {
    /// What went wrong when HarfBuzz shaped the sample.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// Shaping yields glyph 0.
        case notdef
        /// HarfBuzz inserts a dotted circle for a broken cluster.
        case dottedCircle = "dotted-circle"
        /// A joining letter keeps its isolated glyph where it should join.
        case joining
        /// A consonant + virama + consonant sequence keeps a visible virama.
        case conjunct
        /// A mark after a base is neither composed with it nor positioned on it:
        /// its ink lands beside the base, whether GPOS, HarfBuzz's fallback or
        /// its own outline placed it.
        case mark

    }

    /// What went wrong.
    public var kind: Kind
    /// The code points involved.
    public var codePoints: [UInt32]
    /// The sequence and what went wrong: `ڕ (U+0695) keeps its isolated form after ب`.
    public var detail: String

    package init(kind: Kind, codePoints: [UInt32], detail: String) {
        self.kind = kind
        self.codePoints = codePoints
        self.detail = detail
    }

    /// `ڕ (U+0695)`; a mark on a dotted circle.
    static func label(_ codePoint: UInt32) -> String {
        let code = CodePointSet.label(codePoint)
        guard let scalar = Unicode.Scalar(codePoint) else { return code }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return "\u{25CC}\(Character(scalar)) (\(code))"
        case .format, .control: return code
        default: return "\(Character(scalar)) (\(code))"
        }
    }

    /// `क्ष (U+0915 U+094D U+0937)`.
    static func label(sequence: [UInt32]) -> String {
        let text = String(codePoints: sequence)
        return "\(text) (\(sequence.map(CodePointSet.label).joined(separator: " ")))"
    }
}
