import FontPackageSupport
import Testing

/// What messages print of keys and characters: nothing that reads as something else.
@Suite struct MessageTextTests {
    @Test func aKeyWithALineBreakIsQuotedOnOneLine() {
        #expect(quotedKey("Open") == "\"Open\"")
        #expect(quotedKey(#"C:\path"#) == #""C:\path""#)
        // With a line break escaped, a backslash is too, so `\n` in the key stays told apart.
        #expect(quotedKey("Open\nfile\\n\tnow\r") == #""Open\nfile\\n\tnow\r""#)
        #expect(!quotedKey("a\nb\r\nc").contains("\n"))
    }

    @Test func lookAlikeCharactersShowTheirCodePoints() {
        // U+00C5 and U+212B ANGSTROM SIGN look the same; NFC turns the second into the first.
        #expect(describeCharacters(["\u{C5}", "\u{212B}", "B"]) == "Å (U+00C5) Å (U+212B) B")
        // U+212B alone is still shown: no normalized text holds it.
        #expect(describeCharacters(["\u{212B}", "é"]) == "Å (U+212B) é")
        // é precomposed and e + U+0301 are canonically equal, and both are shown.
        #expect(describeCharacters(["\u{E9}", "e\u{301}"]) == "é (U+00E9) e\u{301} (U+0065 U+0301)")
        #expect(describeCharacters(["a", "ß", "中"]) == "a ß 中")
        // Every Full_Composition_Exclusion is caught, the Unicode data's own list: among them
        // singletons (U+2126 OHM SIGN), script exclusions (U+0958), non-starters (U+0344).
        for scalar in ["\u{2126}", "\u{958}", "\u{344}", "\u{F900}"] {
            #expect(describeCharacters([scalar]).contains("(U+"), "\(scalar.unicodeScalars.first!.value)")
        }
    }
}
