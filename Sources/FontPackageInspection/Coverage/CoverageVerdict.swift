#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// How a face covers one requirement.
///
/// `missing` is exactly fontconfig's answer: required code points not in the
/// face's fontconfig charset (for a `fontconfig` requirement, what
/// `fc-validate -l` lists). Two finer kinds are reported apart:
/// - `composable` (a subset of `missing`): precomposed characters the font
///   lacks but whose canonical decomposition (NFD) it has in full, e.g. `ắ`
///   from `a` + U+0306 + U+0301. A shaper can usually build these; they are
///   neither fine nor plainly missing.
/// - `empty`: required code points the cmap maps to a glyph that draws
///   nothing (and that are not space-like). fontconfig counts them as
///   present; for a reader they are missing.
public struct CoverageVerdict: Sendable, Hashable, CustomStringConvertible {
    /// The requirement measured.
    public var requirement: LanguageRequirement
    package var required: Int
    /// Required code points not in the face's character set (fontconfig's verdict).
    public var missing: CodePointSet
    /// The part of `missing` whose NFD decomposition the face has entirely.
    public var composable: CodePointSet
    /// Required code points mapped to an empty glyph.
    public var empty: CodePointSet

    /// Missing and not composable from what the face has.
    package var uncomposable: CodePointSet { missing.subtracting(composable) }

    /// Nothing missing and no empty glyph.
    public var isCovered: Bool { missing.isEmpty && empty.isEmpty }

    package enum Kind: String, Sendable, Hashable, Codable {
        case covered, composable, missing, empty
        case notRequired = "not-required"
    }

    package func kind(of codePoint: UInt32) -> Kind {
        guard requirement.characters.contains(codePoint) else { return .notRequired }
        if empty.contains(codePoint) { return .empty }
        if composable.contains(codePoint) { return .composable }
        if missing.contains(codePoint) { return .missing }
        return .covered
    }

    /// `ok (194)` when all 194 required characters are there; else what is
    /// not: `3 missing, 2 composed, 1 empty`. As `check`'s table prints it.
    package var summary: String {
        var parts: [String] = []
        if !uncomposable.isEmpty { parts.append("\(uncomposable.count) missing") }
        if !composable.isEmpty { parts.append("\(composable.count) composed") }
        if !empty.isEmpty { parts.append("\(empty.count) empty") }
        return parts.isEmpty ? "ok (\(required))" : parts.joined(separator: ", ")
    }

    /// `language kind: n required, n missing (n composable), n empty`.
    public var description: String {
        "\(requirement.language) \(requirement.name): \(required) required, \(missing.count) missing (\(composable.count) composable), \(empty.count) empty"
    }
}

extension FontFace {
    /// How this face covers `requirement`.
    package func coverage(of requirement: LanguageRequirement) -> CoverageVerdict {
        let missing = requirement.characters.subtracting(characters)
        // What the face draws matters only for a missing character (can it be
        // composed?); most requirements miss nothing, and a CJK face's
        // character set is thousands of ranges to subtract from.
        var composable = CodePointSet()
        if !missing.isEmpty {
            let drawable = characters.subtracting(emptyGlyphs)
            composable = CodePointSet(missing.filter { Self.decomposition(of: $0).map(drawable.isSuperset(of:)) ?? false })
        }
        return CoverageVerdict(
            requirement: requirement,
            required: requirement.characters.count,
            missing: missing,
            composable: composable,
            empty: requirement.characters.intersection(emptyGlyphs)
        )
    }

    /// Coverage of every requirement of `requirements`, in order.
    public func coverage(of requirements: LanguageRequirements) -> [CoverageVerdict] {
        requirements.requirements.map { coverage(of: $0) }
    }

    /// The canonical decomposition (NFD) of a code point, when it has one.
    package static func decomposition(of codePoint: UInt32) -> CodePointSet? {
        guard let scalar = Unicode.Scalar(codePoint) else { return nil }
        let decomposed = Normalization.decomposed(String(Character(scalar))).map(\.value)
        guard decomposed != [codePoint] else { return nil }
        return CodePointSet(decomposed)
    }
}
