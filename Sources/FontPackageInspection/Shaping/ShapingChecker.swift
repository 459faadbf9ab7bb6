package import FontPackage

/// Shapes text with one face and says what does not render: glyph 0, dotted
/// circles, letters left unjoined, conjuncts not formed, marks left unplaced.
/// Owns the face's HarfBuzz handles, so it belongs to one thread at a time.
package final class ShapingChecker {
    private let face: HarfBuzzFace
    /// Each joining letter's glyphs when shaped alone, per language tag
    /// ("" for none), made on first use.
    private var isolatedGlyphs: [String: [UInt32: [UInt32]]] = [:]

    init(face: HarfBuzzFace) { self.face = face }

    /// The checker of face `index` of `path`, read from `files`' mapping of
    /// it (by default a mapping of its own).
    package convenience init(path: String, index: Int, files: FontFiles = FontFiles()) throws(FontInspectionError) {
        self.init(face: try HarfBuzzFace(path: path, index: index, files: files))
    }

    /// The checker of the face `id` names, at its variation, read from `files`' mapping of its file.
    package convenience init(_ id: FaceID, files: FontFiles) throws(FontInspectionError) {
        self.init(face: try HarfBuzzFace(id, files: files))
    }

    /// Every failure of a language's sample text, letters named once per kind;
    /// each text shaped in runs, tagged with the sample's language, in a
    /// paragraph of its direction.
    package func check(_ sample: ShapingSample) -> [ShapingFailure] {
        let language = sample.language
        let direction = sample.direction
        var failures: [ShapingFailure] = []
        var unjoined: [UInt32: [String]] = [:]
        var unjoinedOrder: [UInt32] = []
        for (string, tested) in sample.joiningStrings {
            let glyphs = face.shape(string, language: language, direction: direction)
            failures += notdefAndDottedCircles(string, glyphs)
            guard string.allSatisfy({ face.nominalGlyph($0) != nil }) else { continue }
            // The partner's own failures are found through its own strings.
            for (position, context) in unjoinedLetters(string, glyphs, language: language) where position == tested {
                let letter = string[position]
                if unjoined[letter] == nil { unjoinedOrder.append(letter) }
                if !(unjoined[letter]?.contains(context) ?? false) { unjoined[letter, default: []].append(context) }
            }
        }
        for letter in unjoinedOrder {
            failures.append(
                ShapingFailure(
                    kind: .joining, codePoints: [letter],
                    detail: "\(ShapingFailure.label(letter)) keeps its isolated form \(unjoined[letter]!.joined(separator: ", "))"))
        }
        for conjunct in sample.conjuncts {
            let glyphs = face.shape(conjunct, language: language, direction: direction)
            failures += notdefAndDottedCircles(conjunct, glyphs)
            guard conjunct.allSatisfy({ face.nominalGlyph($0) != nil }) else { continue }
            if let failure = visibleVirama(conjunct, glyphs) { failures.append(failure) }
        }
        for pair in sample.markPairs {
            let glyphs = face.shape(pair, language: language, direction: direction)
            failures += notdefAndDottedCircles(pair, glyphs)
            guard pair.allSatisfy({ face.nominalGlyph($0) != nil }) else { continue }
            failures += unplacedMarks(pair, glyphs)
        }
        return Self.deduplicated(failures)
    }

    /// The failures of one translated string, shaped as the platform shapes
    /// it: in runs of one script and direction (`TextRuns`), in a paragraph
    /// of `direction` (the language's), each run tagged with `language` and
    /// judged with its own glyphs. Glyph 0 and dotted circles are
    /// reported only for characters the font maps: the others are missing
    /// characters, found and reported by the coverage check.
    package func check(string: [UInt32], language: String? = nil, direction: TextDirection = .leftToRight) -> [ShapingFailure] {
        check(string: string, shaped: face.shape(string, language: language, direction: direction), language: language)
    }

    /// The failures of `string` given its glyphs as ``check(string:language:direction:)``
    /// shapes them, for a caller that shapes the string once for several tests.
    func check(string: [UInt32], shaped glyphs: [ShapedGlyph], language: String?) -> [ShapingFailure] {
        // Each run's glyphs carry clusters in the whole string, so the tests
        // below read every run in its own shaping and its letters' neighbours.
        var failures = notdefAndDottedCircles(string, glyphs).filter { failure in
            failure.codePoints.allSatisfy { face.nominalGlyph($0) != nil }
        }
        var unjoined: [UInt32] = []
        for (position, _) in unjoinedLetters(string, glyphs, language: language) where !unjoined.contains(string[position]) {
            guard face.nominalGlyph(string[position]) != nil else { continue }
            unjoined.append(string[position])
        }
        if !unjoined.isEmpty {
            failures.append(
                ShapingFailure(
                    kind: .joining, codePoints: unjoined.sorted(),
                    detail: unjoined.map(ShapingFailure.label).joined(separator: ", ")
                        + " keep\(unjoined.count == 1 ? "s" : "") \(unjoined.count == 1 ? "its" : "their") isolated form where the text joins them"))
        }
        failures += unplacedMarks(string, glyphs).filter { $0.codePoints.allSatisfy { face.nominalGlyph($0) != nil } }
        return Self.deduplicated(failures)
    }

    // MARK: The five tests

    /// Glyph 0 anywhere, and a dotted circle the input does not have.
    private func notdefAndDottedCircles(_ text: [UInt32], _ glyphs: [ShapedGlyph]) -> [ShapingFailure] {
        var failures: [ShapingFailure] = []
        let clusters = Self.clusterRanges(text, glyphs)
        for glyph in glyphs where glyph.glyph == 0 {
            let codePoints = Array(text[clusters[glyph.cluster] ?? glyph.cluster..<glyph.cluster + 1])
            failures.append(
                ShapingFailure(
                    kind: .notdef, codePoints: codePoints,
                    detail: "\(ShapingFailure.label(sequence: codePoints)) is drawn as .notdef (glyph 0)"))
        }
        if let circle = face.dottedCircle, !text.contains(0x25CC) {
            for glyph in glyphs where glyph.glyph == circle {
                let range = clusters[glyph.cluster] ?? glyph.cluster..<glyph.cluster + 1
                let before = range.lowerBound > 0 ? " after \(ShapingFailure.label(text[range.lowerBound - 1]))" : " at the start"
                failures.append(
                    ShapingFailure(
                        kind: .dottedCircle, codePoints: Array(text[range]),
                        detail: "\(ShapingFailure.label(sequence: Array(text[range])))\(before) is a broken cluster, shown on a dotted circle"))
            }
        }
        return failures
    }

    /// Letters that should join a neighbour but kept their isolated glyphs,
    /// each with the context it failed in (`after ب`).
    private func unjoinedLetters(_ text: [UInt32], _ glyphs: [ShapedGlyph], language: String?) -> [(Int, String)] {
        var result: [(Int, String)] = []
        for (position, codePoint) in text.enumerated() {
            guard let type = JoiningType.of(codePoint), type != .causing else { continue }
            let previous = Self.neighbour(of: position, in: text, step: -1)
            let next = Self.neighbour(of: position, in: text, step: 1)
            let joinsPrevious = type.joinsBackward && (previous.flatMap { JoiningType.of(text[$0]) }?.joinsForward ?? false)
            let joinsNext = type.joinsForward && (next.flatMap { JoiningType.of(text[$0]) }?.joinsBackward ?? false)
            guard joinsPrevious || joinsNext else { continue }
            let own = glyphs.filter { $0.cluster == position }.map(\.glyph)
            // No glyph of its own: a ligature took it in, which is a joined form.
            // The cmap's glyph is the isolated form too, even where the font
            // maps the isolated presentation form to a copy of it.
            guard !own.isEmpty, own == isolated(codePoint, language: language) || own == face.nominalGlyph(codePoint).map({ [$0] })
            else { continue }
            let context: String
            switch (joinsPrevious, joinsNext) {
            case (true, true): context = "between \(Self.character(text[previous!])) and \(Self.character(text[next!]))"
            case (true, false): context = "after \(Self.character(text[previous!]))"
            default: context = "before \(Self.character(text[next!]))"
            }
            result.append((position, context))
        }
        return result
    }

    /// A conjunct that still shows the virama's own glyph.
    private func visibleVirama(_ text: [UInt32], _ glyphs: [ShapedGlyph]) -> ShapingFailure? {
        for codePoint in text where Self.isVirama(codePoint) {
            guard let virama = face.nominalGlyph(codePoint) else { continue }
            // HarfBuzz's Indic shapers merge a syllable's clusters, so any virama glyph counts.
            if glyphs.contains(where: { $0.glyph == virama }) {
                return ShapingFailure(
                    kind: .conjunct, codePoints: text,
                    detail: "\(ShapingFailure.label(sequence: text)) forms no conjunct: the virama stays visible")
            }
        }
        return nil
    }

    /// Nonspacing marks drawn with their own glyph whose ink does not land on
    /// their base (``MarkLanding``): not composed with it (no glyph of their
    /// own), not given a form for it by GSUB (another glyph), and drawn off
    /// it, whether by GPOS, by HarfBuzz's fallback positioning or by their own
    /// outline. A mark HarfBuzz puts on a dotted circle is a broken cluster,
    /// reported as such.
    private func unplacedMarks(_ text: [UInt32], _ glyphs: [ShapedGlyph]) -> [ShapingFailure] {
        var failures: [ShapingFailure] = []
        var line: ShapedLine?
        for (position, codePoint) in text.enumerated() where position > 0 {
            guard Self.isNonspacingMark(codePoint), !Self.isVirama(codePoint), let nominal = face.nominalGlyph(codePoint)
            else { continue }
            if line == nil { line = ShapedLine(text: text.count, glyphs: glyphs) }
            guard let line, line.glyphs(of: position).allSatisfy({ $0 == nominal }) else { continue }
            // The base is the grapheme's: the letter before the marks, spacing vowel signs included.
            var start = position - 1
            while start > 0, Self.isMark(text[start]) { start -= 1 }
            guard let landing = line.landing(ofMarkAt: position, base: start, face: face), !landing.isOnBase else { continue }
            let sequence = Array(text[start...position])
            let side = landing.isRightOfBase ? "right" : "left"
            failures.append(
                ShapingFailure(
                    kind: .mark, codePoints: sequence,
                    detail: "\(ShapingFailure.label(sequence: sequence)): the mark is neither composed nor positioned: "
                        + "its ink lands \(-landing.overlap) units \(side) of its base"))
        }
        return failures
    }

    // MARK: Helpers

    /// The glyphs of a letter shaped alone, tagged with `language` as the text it is judged in.
    private func isolated(_ codePoint: UInt32, language: String?) -> [UInt32] {
        if let known = isolatedGlyphs[language ?? ""]?[codePoint] { return known }
        let glyphs = face.shape([codePoint], language: language).map(\.glyph)
        isolatedGlyphs[language ?? "", default: [:]][codePoint] = glyphs
        return glyphs
    }

    /// The nearest letter in direction `step`, skipping transparent characters (marks, format controls but ZWJ).
    private static func neighbour(of position: Int, in text: [UInt32], step: Int) -> Int? {
        var index = position + step
        while index >= 0, index < text.count {
            let codePoint = text[index]
            if JoiningType.of(codePoint) != nil { return index }
            guard codePoint != 0x200C, let scalar = Unicode.Scalar(codePoint) else { return nil }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: index += step
            default: return nil
            }
        }
        return nil
    }

    // Every string shaped asks these of each of its characters: no mark lies
    // below U+0300, and a non-optional category compares without generic calls.
    private static func isNonspacingMark(_ codePoint: UInt32) -> Bool {
        guard codePoint >= 0x300, let scalar = Unicode.Scalar(codePoint) else { return false }
        return scalar.properties.generalCategory == .nonspacingMark
    }

    private static func isMark(_ codePoint: UInt32) -> Bool {
        guard codePoint >= 0x300, let scalar = Unicode.Scalar(codePoint) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isVirama(_ codePoint: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(codePoint) else { return false }
        return scalar.properties.canonicalCombiningClass == .virama
    }

    private static func character(_ codePoint: UInt32) -> String {
        Unicode.Scalar(codePoint).map { String(Character($0)) } ?? CodePointSet.label(codePoint)
    }

    /// Each cluster's input range, from the clusters HarfBuzz reports.
    private static func clusterRanges(_ text: [UInt32], _ glyphs: [ShapedGlyph]) -> [Int: Range<Int>] {
        let starts = Set(glyphs.map(\.cluster)).sorted()
        var ranges: [Int: Range<Int>] = [:]
        for (position, start) in starts.enumerated() where start < text.count {
            let end = position + 1 < starts.count ? starts[position + 1] : text.count
            ranges[start] = start..<max(start + 1, end)
        }
        return ranges
    }

    private static func deduplicated(_ failures: [ShapingFailure]) -> [ShapingFailure] {
        var seen = Set<ShapingFailure>()
        return failures.filter { seen.insert($0).inserted }
    }
}

@available(*, unavailable)
extension ShapingChecker: Sendable {}
