import FontPackage
import FontPackageInspection
import Testing

/// Which scripts a language's texts are in is counted a slice of strings at a
/// time on every core, and the slices joined in order.
@Suite("Written scripts, counted in slices")
struct WrittenScriptsTests {
    /// Manipuri held to Bengali, with texts in Bengali, Meetei Mayek, Latin and none.
    static let texts = ["মণিপুরী", "ꯃꯅꯤꯄꯨꯔꯤ", "Wikipedia", "— ? 123", "ꯑꯣꯏ", "ꯃꯅꯤ OK", "Log in", "বাংলা ꯑ"]
    static let held = [UnicodeScript(rawValue: "Beng")]

    static func counted(_ texts: ArraySlice<String>) -> WrittenScripts {
        var written = WrittenScripts(held: held)
        for text in texts { written.add(Set(text.unicodeScalars)) }
        return written
    }

    @Test("two slices joined count as the texts one by one, wherever the split falls")
    func appendEqualsOneByOne() {
        let whole = Self.counted(Self.texts[...])
        #expect(whole.texts == 7)
        #expect(whole.inHeld == 2)
        #expect(whole.mostElsewhere?.script == UnicodeScript(rawValue: "Mtei"))
        #expect(whole.firstElsewhere[UnicodeScript(rawValue: "Latn")] == 2)
        for split in 0...Self.texts.count {
            var joined = Self.counted(Self.texts[..<split])
            joined.append(Self.counted(Self.texts[split...]))
            #expect(joined == whole, "split at \(split)")
        }
    }
}
