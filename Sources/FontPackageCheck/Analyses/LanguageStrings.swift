internal import FontPackage
internal import FontPackageStrings
internal import FontPackageInspection
internal import FontPackageSupport

/// What one language's strings render, taken as a whole: every character,
/// the scripts the texts are written in, and the emoji. The ink scan and the
/// coverage read the characters before any string is checked, and
/// ``LanguageCheck`` then works out a string's own characters again only when
/// some face lacks one of the language's: for most languages, none.
struct LanguageStrings: Sendable {
    /// Every character the strings render (``RenderedCharacters``).
    var characters: Set<Unicode.Scalar> = []
    /// The scripts the texts are written in, against those the language is held to.
    var written: WrittenScripts
    /// Each emoji, with how many strings use it.
    var emoji: [String: Int] = [:]
    /// Where the first string with an emoji is.
    var emojiLocation: SourceLocation?

    init(held: some Sequence<UnicodeScript>) {
        written = WrittenScripts(held: held)
    }

    /// Adds one string, the next in the language's order.
    mutating func add(_ string: TranslatedString) {
        let rendered = RenderedCharacters(string)
        characters.formUnion(rendered.scalars)
        written.add(rendered.scalars)
        if !rendered.emoji.isEmpty {
            for symbol in rendered.emoji { emoji[symbol, default: 0] += 1 }
            emojiLocation = emojiLocation ?? string.location
        }
    }

    /// Adds what `later` found of the strings that follow these.
    mutating func append(_ later: LanguageStrings) {
        characters.formUnion(later.characters)
        written.append(later.written)
        emoji.merge(later.emoji, uniquingKeysWith: +)
        emojiLocation = emojiLocation ?? later.emojiLocation
    }

    /// Strings of one language read in one task: a slice spreads one large
    /// language over every core.
    static let sliceSize = 2048

    /// Each language's facts, for its strings and the scripts it is held to,
    /// worked out a slice of strings at a time on every core.
    static func of(_ languages: [(strings: [TranslatedString], held: Set<UnicodeScript>)]) -> [LanguageStrings] {
        let slices = WorkerPool.slices(ofEach: languages.map(\.strings.count), size: sliceSize)
        let parts = WorkerPool.map(slices) { slice in
            var facts = LanguageStrings(held: languages[slice.list].held)
            for string in languages[slice.list].strings[slice.range] { facts.add(string) }
            return facts
        }
        var facts = languages.map { LanguageStrings(held: $0.held) }
        // Slices come in order, so each language's are appended as its strings come.
        for (slice, part) in zip(slices, parts) { facts[slice.list].append(part) }
        return facts
    }
}
