package import FontPackage
package import FontPackageSupport

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
    /// The ink past the box of each word shaped so far, for the language and box it was shaped for.
    private var wordInk: [HashedScalars: [ClusterInk]] = [:]
    private var wordInkContext: (language: String, ascent: Int, descent: Int)?

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
        inspect(
            text, words: direction == .leftToRight ? Self.words(of: text) : nil, language: language, direction: direction,
            checkShaping: checkShaping, inkBox: inkBox)
    }

    /// ``inspect(_:language:direction:checkShaping:inkBox:)`` given the text's
    /// words as ``words(of:)`` splits it (nil: shape it whole), for a caller
    /// that inspects one text with several faces and splits it once.
    package func inspect(
        _ text: [UInt32], words: [HashedScalars]?, language: String, direction: TextDirection, checkShaping: Bool,
        inkBox: (ascent: Int, descent: Int)?
    ) -> StringInspection {
        var result = StringInspection()
        guard checkShaping || inkBox != nil else { return result }
        if !checkShaping, let inkBox, direction == .leftToRight, let words {
            result.inkPast = inkPast(of: words, language: language, box: inkBox)
            return result
        }
        let glyphs = face.shape(text, language: language, direction: direction)
        if checkShaping { result.failures = shaping.check(string: text, shaped: glyphs, language: language) }
        if let inkBox {
            result.inkPast = ink.clustersPast(of: text, shaped: glyphs, ascent: inkBox.ascent, descent: inkBox.descent)
        }
        return result
    }
}

extension StringInspector {
    /// The ink past the box of `text` given as its words: each word shaped
    /// once per language however many strings hold it. An app's strings
    /// repeat their words far more than their texts, and this is how
    /// Android's minikin (its layout cache) and Chromium (its word shaper)
    /// shape text too: word by word, a space between.
    private func inkPast(of words: [HashedScalars], language: String, box: (ascent: Int, descent: Int)) -> [ClusterInk] {
        if let context = wordInkContext, context.language != language || context.ascent != box.ascent
            || context.descent != box.descent
        {
            // A thread takes one language's strings after another: only the current one's words are kept.
            wordInk.removeAll(keepingCapacity: true)
        }
        wordInkContext = (language, box.ascent, box.descent)
        var past: [ClusterInk] = []
        for word in words {
            if let known = wordInk[word] {
                past += known
                continue
            }
            let measured = ink.clustersPast(
                of: word.scalars, ascent: box.ascent, descent: box.descent, language: language, direction: .leftToRight)
            wordInk[word] = measured
            past += measured
        }
        return past
    }

    /// The words of `text` between its spaces, when shaping it word by word
    /// draws what shaping it whole draws, words of ASCII only left out (as
    /// strings of ASCII only are: the Latin samples measure their letters):
    /// nil for text with characters that
    /// can change direction (right-to-left letters, Arabic digits, explicit
    /// bidi controls), whose runs are the whole paragraph's business, or with
    /// a space that carries a combining mark.
    package static func words(of text: [UInt32]) -> [HashedScalars]? {
        var words: [HashedScalars] = []
        var start = 0
        var asciiOnly = true
        for (position, scalar) in text.enumerated() {
            if TextRuns.mayChangeDirection(scalar) { return nil }
            switch scalar {
            case 0x20:
                if position + 1 < text.count, let next = Unicode.Scalar(text[position + 1]) {
                    switch next.properties.generalCategory {
                    case .nonspacingMark, .spacingMark, .enclosingMark: return nil
                    default: break
                    }
                }
                if start < position, !asciiOnly { words.append(HashedScalars(text[start..<position])) }
                start = position + 1
                asciiOnly = true
            default:
                if scalar >= 0x80 { asciiOnly = false }
            }
        }
        if start < text.count, !asciiOnly { words.append(HashedScalars(text[start...])) }
        return words
    }
}

@available(*, unavailable)
extension StringInspector: Sendable {}
