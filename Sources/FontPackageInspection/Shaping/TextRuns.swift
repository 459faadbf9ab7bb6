package import FontPackage

/// One run of text as a platform's text engine hands it to the shaper: a
/// stretch of one script and one direction.
package struct TextRun: Sendable, Hashable {
    /// The run's code points, as positions in the text.
    package var range: Range<Int>
    /// The run's script, an ISO 15924 tag as Unicode's Script property
    /// spells it (`Arab`, `Latn`); `Zyyy` (Common) when the run has no
    /// letter of any script.
    package var script: String
    /// Whether the run's embedding level is odd: it is shaped right to left.
    package var rightToLeft: Bool

    package init(range: Range<Int>, script: String, rightToLeft: Bool) {
        self.range = range
        self.script = script
        self.rightToLeft = rightToLeft
    }
}

/// Splits text into the runs it is shaped in, as Core Text, Android's
/// minikin, Chromium and Pango do before they call the shaper: text is
/// never shaped as one run with properties guessed from its first letters.
///
/// - Script runs follow Unicode's Script property (UAX #24, "Unicode
///   Script Property", https://www.unicode.org/reports/tr24/), read from
///   HarfBuzz. Characters of no script of their own (Common: spaces,
///   digits, punctuation; Inherited: combining marks; unassigned) take the
///   script of the run they are in, or of the first letter after them at
///   the start of the text; a closing bracket takes the script of its
///   opening bracket, through a stack of open brackets. This is the
///   algorithm of ICU's script run iterator (`scrptrun.cpp`) that Pango's
///   `pango-script.c` adapts; the brackets paired are those of UAX #9's
///   `BidiBrackets.txt`, where ICU and Pango keep a list of their own.
/// - Direction runs follow the embedding levels of the Unicode
///   bidirectional algorithm (UAX #9, https://www.unicode.org/reports/tr9/),
///   computed by GNU FriBidi (`fribidi_get_par_embedding_levels_ex`, as
///   Pango does), the paragraph's direction set by the language's.
///
/// A run ends wherever either changes.
package enum TextRuns {
    /// The runs of `text` in a paragraph of direction `direction`. A text
    /// FriBidi cannot read (out of memory) is one run at the paragraph's level.
    package static func of(_ text: [UInt32], direction: TextDirection) -> [TextRun] {
        let rightToLeft = direction == .rightToLeft
        let scripts = UnicodeProperties.scripts(of: text)
        // Most text is one script, left to right: every level is 0 and the
        // script runs are one, so FriBidi need not be asked.
        if !rightToLeft, !text.isEmpty, !text.contains(where: mayChangeDirection) {
            var real: UInt32?
            if scripts.allSatisfy({ script in
                guard isReal(script) else { return true }
                if real == nil { real = script }
                return real == script
            }) {
                return [TextRun(range: 0..<text.count, script: name(real ?? common), rightToLeft: false)]
            }
        }
        let bidi = UnicodeProperties.bidi(of: text, rightToLeft: rightToLeft)
        return itemize(
            scripts: scripts,
            brackets: bidi?.brackets ?? Array(repeating: 0, count: text.count),
            levels: bidi?.levels ?? Array(repeating: rightToLeft ? 1 : 0, count: text.count))
    }

    /// Whether a code point can raise the bidi embedding level of a left-to-right
    /// paragraph: its Bidi_Class is R, AL or AN, or it is an explicit embedding,
    /// override or isolate (UAX #9). Text without any is level 0 throughout.
    /// The ranges are those DerivedBidiClass.txt gives right-to-left by default,
    /// unassigned code points included, and the explicit formatting characters.
    package static func mayChangeDirection(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
            0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }

    /// Script tags as HarfBuzz packs them (`hb_script_t`): `Zyyy`, `Zinh`,
    /// `Zzzz`. Written as numbers, so that they are constants rather than
    /// globals made on first use, which every character of every run asked for.
    static let common: UInt32 = 0x5A79_7979
    static let inherited: UInt32 = 0x5A69_6E68
    static let unknown: UInt32 = 0x5A7A_7A7A

    /// Whether a script is one of its own, not Common, Inherited or unknown
    /// (Pango's `REAL_SCRIPT`).
    static func isReal(_ script: UInt32) -> Bool {
        script != common && script != inherited && script != unknown && script != 0
    }

    /// The deepest bracket nesting followed, as in ICU and Pango: brackets
    /// opened deeper are not paired.
    static let bracketDepth = 128

    /// The runs of a text given each code point's script (HarfBuzz's tag),
    /// paired bracket (0, +opening, -opening as `UnicodeProperties.bidi`
    /// gives them) and bidi embedding level: the script runs of ICU's
    /// iterator, each cut again where the level changes.
    static func itemize(scripts: [UInt32], brackets: [Int32], levels: [Int8]) -> [TextRun] {
        var scriptRuns: [(range: Range<Int>, script: UInt32)] = []
        // Open brackets: the bracket and the script of the text before it.
        var stack: [(bracket: Int32, script: UInt32)] = []
        var start = 0
        var position = 0
        while start < scripts.count {
            var runScript = common
            // Brackets opened before this run keep the script they had.
            var firstOpen = stack.count
            position = start
            while position < scripts.count {
                var script = scripts[position]
                let bracket = brackets[position]
                if bracket > 0 {
                    if stack.count < bracketDepth { stack.append((bracket, runScript)) }
                } else if bracket < 0 {
                    while let top = stack.last, top.bracket != -bracket { stack.removeLast() }
                    firstOpen = min(firstOpen, stack.count)
                    if let top = stack.last { script = top.script }
                }
                guard !isReal(runScript) || !isReal(script) || runScript == script else { break }
                if !isReal(runScript) && isReal(script) {
                    runScript = script
                    // Brackets opened in this run before its script was known take it.
                    for index in firstOpen..<stack.count { stack[index].script = script }
                }
                if bracket < 0, !stack.isEmpty {
                    stack.removeLast()
                    firstOpen = min(firstOpen, stack.count)
                }
                position += 1
            }
            scriptRuns.append((start..<position, runScript))
            start = position
        }
        var runs: [TextRun] = []
        for (range, script) in scriptRuns {
            var low = range.lowerBound
            for index in range where index == range.upperBound - 1 || levels[index + 1] != levels[low] {
                runs.append(TextRun(range: low..<index + 1, script: name(script), rightToLeft: levels[low] & 1 == 1))
                low = index + 1
            }
        }
        return runs
    }

    static func tag(_ name: String) -> UInt32 {
        name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func name(_ tag: UInt32) -> String {
        guard isReal(tag) || tag == common || tag == inherited || tag == unknown else { return "Zyyy" }
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
