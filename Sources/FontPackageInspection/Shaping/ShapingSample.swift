public import FontPackage
internal import FontPackageSupport

/// Unicode's joining type of a letter (ArabicShaping.txt), for the letters
/// that join: dual (D), right (R), left (L) and join-causing (C, tatweel, ZWJ).
package enum JoiningType: Sendable, Hashable {
    case dual, right, left, causing

    /// The joining type of `codePoint`; nil for non-joining and transparent characters.
    package static func of(_ codePoint: UInt32) -> JoiningType? {
        let table = ShapingData.joiningTypes
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let (first, last, kind) = table[middle]
            if codePoint < first {
                high = middle - 1
            } else if codePoint > last {
                low = middle + 1
            } else {
                switch kind {
                case UInt8(ascii: "D"): return .dual
                case UInt8(ascii: "R"): return .right
                case UInt8(ascii: "L"): return .left
                default: return .causing
                }
            }
        }
        return nil
    }

    /// Whether a letter of this type connects to the letter before it (in logical order).
    var joinsBackward: Bool { self == .dual || self == .right || self == .causing }
    /// Whether a letter of this type connects to the letter after it.
    var joinsForward: Bool { self == .dual || self == .left || self == .causing }
}

/// What one language's orthography asks of the shaper: its joining letters,
/// the conjuncts it needs and its base + mark pairs, from hyperglot's data
/// (see `Scripts/generate/shaping/README.md`).
public struct ShapingSample: Sendable, Hashable {
    /// The orthography used, `language-Script` (`ckb-Arab`).
    package var orthography: String
    /// Letters of joining type D, R or L, each to be shown in every position it takes.
    package var joiningLetters: [UInt32]
    /// Consonant + virama + consonant sequences that must form a conjunct.
    package var conjuncts: [[UInt32]]
    /// Base + nonspacing mark sequences whose mark must be composed or positioned.
    package var markPairs: [[UInt32]]

    /// The orthography's language (`ckb`), the language its text is tagged with when shaped.
    package var language: String {
        String(orthography.prefix { $0 != "-" })
    }

    /// The direction of a paragraph of the orthography's script.
    package var direction: TextDirection {
        (try? ParsedLocale(orthography))?.direction ?? .leftToRight
    }

    /// The sample for a locale: the orthography of its language in its likely script.
    public static func of(_ locale: ParsedLocale) -> ShapingSample? {
        guard let script = locale.tag.script ?? locale.maximal.script else { return nil }
        return sample("\(locale.maximal.language)-\(scriptVariants[script] ?? script)")
    }

    /// Styles of a script that ISO 15924 codes apart (Urdu's likely script is
    /// Aran, Nastaliq) and whose orthography is the script's own.
    static let scriptVariants = ["Aran": "Arab", "Syre": "Syrc", "Syrj": "Syrc", "Syrn": "Syrc", "Latf": "Latn", "Latg": "Latn"]

    /// The neighbour each joining letter is shown against: the script's own
    /// dual-joining beh-like letter when the orthography has it.
    var partner: UInt32? {
        let preferred: [UInt32] = [0x0628, 0x0712, 0x07D3, 0x182A, 0x1E922, 0x10D11]
        return preferred.first(where: joiningLetters.contains) ?? joiningLetters.first { JoiningType.of($0) == .dual }
    }

    /// The strings that show each joining letter in each joined position it
    /// takes, with the position of the letter under test.
    package var joiningStrings: [(text: [UInt32], letter: Int)] {
        guard let partner else { return [] }
        var strings: [(text: [UInt32], letter: Int)] = []
        for letter in joiningLetters {
            guard let type = JoiningType.of(letter) else { continue }
            if type.joinsBackward { strings.append(([partner, letter], 1)) }
            if type.joinsForward { strings.append(([letter, partner], 0)) }
            if type == .dual { strings.append(([partner, letter, partner], 1)) }
        }
        return strings
    }

    /// The generated lines, searched in place: only the orthographies a run
    /// asks for are read.
    private static let lines = SortedLines(ShapingData.orthographies)

    /// The sample of an orthography (`ckb-Arab`), or nil.
    static func sample(_ key: String) -> ShapingSample? {
        guard let line = lines.value(for: key) else { return nil }
        let fields = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map { Substring($0) }
        guard fields.count == 3 else { return nil }
        func sequences(_ field: Substring) -> [[UInt32]] {
            field.utf8.split(separator: 0x20).map { Substring($0).unicodeScalars.map(\.value) }
        }
        return ShapingSample(
            orthography: key, joiningLetters: fields[0].unicodeScalars.map(\.value),
            conjuncts: sequences(fields[1]), markPairs: sequences(fields[2]))
    }
}

extension FontFace {
    /// What HarfBuzz does not render of `sample` with this face.
    public func shapingFailures(of sample: ShapingSample) throws(FontInspectionError) -> [ShapingFailure] {
        try ShapingChecker(path: file, index: index).check(sample)
    }
}
