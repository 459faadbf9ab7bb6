package import FontPackage
internal import FontPackageSupport

/// How high and how low one shaped cluster's ink reaches, in font units
/// from the baseline (up positive): the glyph extents HarfBuzz reads from
/// the outlines, moved by each glyph's `y_offset`, stacked marks included.
package struct ClusterInk: Sendable, Hashable {
    /// The cluster's code points: one grapheme of the text shaped.
    package var text: [UInt32]
    /// The highest point of its ink.
    package var top: Int
    /// The lowest point of its ink (negative below the baseline).
    package var bottom: Int

    /// The cluster as a string.
    package var label: String { String(codePoints: text) }

    package init(text: [UInt32], top: Int, bottom: Int) {
        self.text = text
        self.top = top
        self.bottom = bottom
    }
}

/// Shapes text with one face and measures where each cluster's ink
/// reaches. Owns HarfBuzz handles: one thread at a time.
package final class InkMeasurer {
    private let face: HarfBuzzFace

    /// The measurer of face `index` of `path`, read from `files`' mapping of
    /// it (by default a mapping of its own).
    package init(path: String, index: Int, files: FontFiles = FontFiles()) throws(FontInspectionError) {
        face = try HarfBuzzFace(path: path, index: index, files: files)
    }

    /// The measurer of the face `id` names, at its variation: a variable
    /// font's ink is read from the instance's outlines.
    package init(_ id: FaceID, files: FontFiles) throws(FontInspectionError) {
        face = try HarfBuzzFace(id, files: files)
    }

    /// The measurer of an open face, shared with other readers of it on this thread.
    init(face: HarfBuzzFace) {
        self.face = face
    }

    /// The ink of each item of a sample, each item as if shaped alone in
    /// `language`; items that draw nothing are left out. Items of one code
    /// point are shaped together in one text, a space between each (a space
    /// moves no ink up or down); longer items (clusters with marks) one by one.
    /// Text is shaped in runs (`TextRuns`) in a paragraph of `direction`.
    package func measure(items: [[UInt32]], language: String? = nil, direction: TextDirection = .leftToRight) -> [ClusterInk] {
        var singles: [UInt32] = []
        var result: [ClusterInk] = []
        for item in items {
            if item.count == 1 {
                if !singles.isEmpty { singles.append(0x20) }
                singles.append(item[0])
            } else {
                result += clusters(of: item, language: language, direction: direction)
            }
        }
        guard !singles.isEmpty else { return result }
        var top = [Int?](repeating: nil, count: singles.count)
        var bottom = [Int?](repeating: nil, count: singles.count)
        for glyph in face.shape(singles, language: language, direction: direction) where glyph.cluster < singles.count {
            guard let ink = inkExtents(glyph.glyph) else { continue }
            let y = Int(glyph.yOffset)
            top[glyph.cluster] = max(top[glyph.cluster] ?? .min, y + ink.top)
            bottom[glyph.cluster] = min(bottom[glyph.cluster] ?? .max, y + ink.bottom)
        }
        var measured: [ClusterInk] = []
        for position in stride(from: 0, to: singles.count, by: 2) {
            guard let high = top[position], let low = bottom[position] else { continue }
            measured.append(ClusterInk(text: [singles[position]], top: high, bottom: low))
        }
        return measured + result
    }

    /// Each grapheme of `text` with its ink, `text` shaped in runs of one
    /// script and direction as a platform shapes it (`TextRuns`, in a
    /// paragraph of `direction`; in `language` when given). Graphemes that
    /// draw nothing are left out.
    package func clusters(of text: [UInt32], language: String? = nil, direction: TextDirection = .leftToRight) -> [ClusterInk] {
        clusters(of: text, shaped: face.shape(text, language: language, direction: direction))
    }

    /// Each grapheme of `text` with the ink of `glyphs`, its shaped glyphs.
    private func clusters(of text: [UInt32], shaped glyphs: [ShapedGlyph]) -> [ClusterInk] {
        // The grapheme each input position belongs to.
        var grapheme = [Int](repeating: 0, count: text.count)
        var starts: [Int] = []
        let string = String(codePoints: text)
        var position = 0
        if string.unicodeScalars.count == text.count {
            for character in string {
                starts.append(position)
                for _ in character.unicodeScalars {
                    grapheme[position] = starts.count - 1
                    position += 1
                }
            }
        } else {
            starts = Array(text.indices)
            grapheme = Array(text.indices)
        }
        var top = [Int?](repeating: nil, count: starts.count)
        var bottom = [Int?](repeating: nil, count: starts.count)
        for glyph in glyphs where glyph.cluster < text.count {
            guard let ink = inkExtents(glyph.glyph) else { continue }
            let index = grapheme[glyph.cluster]
            let y = Int(glyph.yOffset)
            top[index] = max(top[index] ?? .min, y + ink.top)
            bottom[index] = min(bottom[index] ?? .max, y + ink.bottom)
        }
        var result: [ClusterInk] = []
        for (index, start) in starts.enumerated() {
            guard let high = top[index], let low = bottom[index] else { continue }
            let end = index + 1 < starts.count ? starts[index + 1] : text.count
            result.append(ClusterInk(text: Array(text[start..<end]), top: high, bottom: low))
        }
        return result
    }

    /// The graphemes of `text` whose ink rises above `ascent` or falls below
    /// `-descent`, as ``clusters(of:language:direction:)`` measures them. Most
    /// strings stay inside the box: their glyphs are read, and their
    /// graphemes are worked out only when one glyph passes it.
    package func clustersPast(
        of text: [UInt32], ascent: Int, descent: Int, language: String? = nil, direction: TextDirection = .leftToRight
    ) -> [ClusterInk] {
        clustersPast(of: text, shaped: face.shape(text, language: language, direction: direction), ascent: ascent, descent: descent)
    }

    /// The graphemes of `text` past the box, given its glyphs as
    /// ``clustersPast(of:ascent:descent:language:direction:)`` shapes them.
    func clustersPast(of text: [UInt32], shaped glyphs: [ShapedGlyph], ascent: Int, descent: Int) -> [ClusterInk] {
        let passes = glyphs.contains { glyph in
            guard glyph.cluster < text.count, let ink = inkExtents(glyph.glyph) else { return false }
            let y = Int(glyph.yOffset)
            return y + ink.top > ascent || -(y + ink.bottom) > descent
        }
        guard passes else { return [] }
        return clusters(of: text, shaped: glyphs).filter { $0.top > ascent || -$0.bottom > descent }
    }

    /// The top and bottom of a glyph's outline, nil when it draws nothing.
    private func inkExtents(_ glyph: UInt32) -> (top: Int, bottom: Int)? {
        face.ink(of: glyph).map { ($0.top, $0.bottom) }
    }
}

@available(*, unavailable)
extension InkMeasurer: Sendable {}
