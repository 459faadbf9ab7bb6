internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection

/// The text a language's cells show: its letters (CLDR main exemplars, with
/// capitals for cased scripts), digits in the locale's numbering system,
/// punctuation, and the characters some slot of the language lacks, so that
/// every gap the check found is in the picture.
struct Specimen {
    let text: [Unicode.Scalar]

    static let letterLimit = 40
    static let punctuationLimit = 12
    static let gapLimit = 24

    init(locale: ParsedLocale, gaps: CodePointSet) {
        var letters = (try? LanguageRequirement.cldr(.main, for: locale))?.characters.codePoints
            ?? LanguageRequirement.fontconfig(for: locale)?.characters.codePoints ?? []
        letters = Array(letters.prefix(Self.letterLimit))
        var capitals: [UInt32] = []
        for letter in letters {
            guard let scalar = Unicode.Scalar(letter), scalar.properties.isLowercase else { continue }
            let upper = scalar.properties.uppercaseMapping.unicodeScalars
            if upper.count == 1, let first = upper.first, first != scalar { capitals.append(first.value) }
        }
        let digits = LanguageRequirement.digits(for: locale).characters.codePoints
        let punctuation = ((try? LanguageRequirement.cldr(.punctuation, for: locale))?.characters.codePoints ?? [])
            .filter { !isSpaceLike($0) }.prefix(Self.punctuationLimit)
        var seen = Set<UInt32>()
        var text: [Unicode.Scalar] = []
        for group in [letters, capitals, digits, Array(punctuation), Array(gaps.codePoints.prefix(Self.gapLimit))] {
            let fresh = group.filter { seen.insert($0).inserted }.compactMap(Unicode.Scalar.init)
            guard !fresh.isEmpty else { continue }
            if !text.isEmpty { text.append(" ") }
            text += fresh
        }
        self.text = text
    }

    /// Runs of text drawn by the faces, and of characters none of them can
    /// draw: those are wrapped in a `tofu` span, drawn in a fallback font
    /// with a red outline, never silently replaced.
    static func marked(_ scalars: some Sequence<Unicode.Scalar>, faces: [FontFace]) -> [HTML] {
        var nodes: [HTML] = []
        var run = String.UnicodeScalarView()
        var lacking = String.UnicodeScalarView()
        func flush() {
            if !run.isEmpty { nodes.append(.text(String(run))) }
            run = String.UnicodeScalarView()
        }
        func flushLacking() {
            guard !lacking.isEmpty else { return }
            let codes = lacking.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            nodes.append(HTML("span", ["class": "tofu", "title": "not in the font: \(codes)"], text: String(lacking)))
            lacking = String.UnicodeScalarView()
        }
        for scalar in scalars {
            if canDraw(scalar, faces: faces) {
                flushLacking()
                run.append(scalar)
            } else {
                flush()
                lacking.append(scalar)
            }
        }
        flush()
        flushLacking()
        return nodes
    }

    static func canDraw(_ scalar: Unicode.Scalar, faces: [FontFace]) -> Bool {
        if isSpaceLike(scalar.value) { return true }
        return faces.contains { $0.characters.contains(scalar.value) && !$0.emptyGlyphs.contains(scalar.value) }
    }
}
