internal import CFontPackage

/// The parts of fontconfig this package calls. None of them needs fontconfig's
/// global configuration (`FcInit`/`FcConfig`): orthographies are compiled into
/// the library and read-only, and querying a face works on the `FT_Face` alone.
/// So nothing here loads `/etc/fonts` or touches the font cache, and every call
/// is safe from any thread (fontconfig documents its objects as MT-safe for
/// read-only access; each charset made here is owned by one caller).
package enum Fontconfig {
    /// Every language fontconfig has an orthography for (`FcGetLangs`), sorted.
    package static let languages: [String] = {
        guard let set = FcGetLangs() else { return [] }
        defer { FcStrSetDestroy(set) }
        return strings(of: set).sorted()
    }()

    static let languageSet: Set<String> = Set(languages)

    /// The characters fontconfig requires for `language` (a code from
    /// `languages`), or nil if fontconfig has no orthography for it. The
    /// charset `FcLangGetCharSet` returns is static and never freed.
    static func orthography(_ language: String) -> CodePointSet? {
        guard languageSet.contains(language), let charset = FcLangGetCharSet(language) else { return nil }
        return codePoints(of: charset)
    }

    /// Reads an `FcCharSet` into a `CodePointSet`, page by page.
    static func codePoints(of charset: OpaquePointer) -> CodePointSet {
        // Runs of set bits become ranges directly: a CJK face maps tens of
        // thousands of code points, mostly in long runs.
        var ranges: [Range<UInt32>] = []
        var open: Range<UInt32>?
        var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
        map.withUnsafeMutableBufferPointer { map in
            var next: FcChar32 = 0
            var base = FcCharSetFirstPage(charset, map.baseAddress, &next)
            while base != FcChar32.max {  // FC_CHARSET_DONE is ((FcChar32) -1)
                for word in 0..<map.count {
                    var bits = map[word]
                    var offset = base + UInt32(word) * 32
                    while bits != 0 {
                        let zeros = UInt32(bits.trailingZeroBitCount)
                        bits >>= zeros
                        offset += zeros
                        let ones = UInt32((~bits).trailingZeroBitCount)
                        if let run = open, run.upperBound == offset {
                            open = run.lowerBound..<(offset + ones)
                        } else {
                            if let run = open { ranges.append(run) }
                            open = offset..<(offset + ones)
                        }
                        offset += ones
                        bits = ones == 32 ? 0 : bits >> ones
                    }
                }
                base = FcCharSetNextPage(charset, map.baseAddress, &next)
            }
        }
        if let run = open { ranges.append(run) }
        return CodePointSet(sortedRanges: ranges)
    }

    static func strings(of set: OpaquePointer) -> [String] {
        guard let list = FcStrListCreate(set) else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let item = FcStrListNext(list) {
            result.append(String(cString: item))
        }
        return result
    }

    /// Every string value of `object` in `pattern`, in fontconfig's order.
    static func strings(in pattern: OpaquePointer, object: UnsafePointer<CChar>) -> [String] {
        var result: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            result.append(String(cString: value))
            index += 1
        }
        return result
    }
}
