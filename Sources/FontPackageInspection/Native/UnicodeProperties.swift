internal import CFontPackage

/// The two character properties text is split into runs by, read from the
/// libraries that platforms' text engines use: each character's Unicode
/// Script property (UAX #24) from HarfBuzz's Unicode functions, and each
/// character's bidi embedding level (UAX #9) from GNU FriBidi, as Pango
/// gets them.
enum UnicodeProperties {
    /// Each code point's Script property (`Arab`, `Latn`, `Zyyy` for Common,
    /// `Zinh` for Inherited, `Zzzz` for unassigned), as HarfBuzz's default
    /// Unicode functions (`hb_unicode_script`) give it: an ISO 15924 tag
    /// packed as HarfBuzz's `hb_script_t`.
    static func scripts(of text: [UInt32]) -> [UInt32] {
        let functions = hb_unicode_funcs_get_default()
        return text.map { hb_unicode_script(functions, $0).rawValue }
    }

    /// The embedding level of each code point of `text` read as one
    /// paragraph whose direction is given (`fribidi_get_par_embedding_levels_ex`,
    /// the paired-bracket rule N0 included), and each code point's paired
    /// bracket from `BidiBrackets.txt`: 0 for none, the opening bracket's
    /// code point for an opening bracket, minus it for a closing one.
    /// Nil only when FriBidi cannot allocate its tables.
    static func bidi(of text: [UInt32], rightToLeft: Bool) -> (levels: [Int8], brackets: [Int32])? {
        guard !text.isEmpty else { return ([], []) }
        var levels = [Int8](repeating: 0, count: text.count)
        var brackets = [Int32](repeating: 0, count: text.count)
        let highest = text.withUnsafeBufferPointer { characters in
            levels.withUnsafeMutableBufferPointer { levels in
                brackets.withUnsafeMutableBufferPointer { brackets in
                    fp_bidi_levels(
                        characters.baseAddress, Int32(characters.count), rightToLeft ? 1 : 0, levels.baseAddress,
                        brackets.baseAddress)
                }
            }
        }
        return highest > 0 ? (levels, brackets) : nil
    }
}
