package import FontPackage

/// Which scripts a language's texts are written in, text by text: how many
/// are in the scripts the language is held to (its locale's, likely or
/// declared), and in which other script each of the rest is. The facts that
/// tell a language held to the wrong script: Manipuri strings in Meetei Mayek
/// where CLDR's likely script is Bengali.
///
/// A text counts for the script most of its distinct letters are in; the
/// scripts it is held to count as one (`ja`'s Hiragana, Katakana and Han), and
/// a text half in them counts for them. Characters of no script of their own
/// (Unicode's Common and Inherited: digits, punctuation, spaces, combining
/// marks) count for none, and a text of them alone is not counted.
package struct WrittenScripts: Sendable, Hashable {
    /// The scripts the language is held to.
    package let held: Set<UnicodeScript>
    /// Texts with at least one character of a script.
    package private(set) var texts = 0
    /// Texts mostly in the held scripts.
    package private(set) var inHeld = 0
    /// The other texts, by the script most of their letters are in.
    package private(set) var elsewhere: [UnicodeScript: Int] = [:]
    /// Per other script, the position (in the order added) of its first text.
    package private(set) var firstElsewhere: [UnicodeScript: Int] = [:]
    /// How many texts were added, counted or not: the next text's position.
    private var added = 0

    private static let latin = UnicodeScript(rawValue: "Latn")

    /// `held` as a list: a language is held to one to three scripts, and every letter of every text asks.
    private let heldList: [UnicodeScript]

    package init(held: some Sequence<UnicodeScript>) {
        self.held = Set(held)
        heldList = Array(self.held)
    }

    /// Counts one text by its distinct characters (``RenderedCharacters``'s scalars).
    package mutating func add(_ scalars: some Sequence<Unicode.Scalar>) {
        defer { added += 1 }
        var inHeldScripts = 0
        var others: [(script: UnicodeScript, letters: Int)] = []
        for scalar in scalars {
            let script: UnicodeScript
            if scalar.value < 0x80 {
                // ASCII: its letters are Latin, the rest Common; no table look-up.
                guard (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A else { continue }
                script = Self.latin
            } else {
                script = UnicodeScript.of(scalar)
                if script.isNeutral { continue }
            }
            if heldList.contains(script) {
                inHeldScripts += 1
            } else if let position = others.firstIndex(where: { $0.script == script }) {
                others[position].letters += 1
            } else {
                others.append((script, 1))
            }
        }
        let total = inHeldScripts + others.reduce(0) { $0 + $1.letters }
        guard total > 0 else { return }
        texts += 1
        guard inHeldScripts * 2 < total,
            let top = others.max(by: { ($0.letters, $1.script.rawValue) < ($1.letters, $0.script.rawValue) })
        else {
            inHeld += 1
            return
        }
        elsewhere[top.script, default: 0] += 1
        if firstElsewhere[top.script] == nil { firstElsewhere[top.script] = added }
    }

    /// Adds what `later` counted of the texts that follow these (the same
    /// language's, held to the same scripts): its positions come after these.
    package mutating func append(_ later: WrittenScripts) {
        texts += later.texts
        inHeld += later.inHeld
        elsewhere.merge(later.elsewhere, uniquingKeysWith: +)
        for (script, position) in later.firstElsewhere where firstElsewhere[script] == nil {
            firstElsewhere[script] = added + position
        }
        added += later.added
    }

    /// The other script most texts are in, with their count; nil when every text is in the held scripts.
    /// Of two with as many texts, the one with the lower code, so the answer does not change from run to run.
    package var mostElsewhere: (script: UnicodeScript, texts: Int)? {
        elsewhere.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }.map { ($0.key, $0.value) }
    }
}
