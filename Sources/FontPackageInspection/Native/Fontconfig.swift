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
        var builder = CodePointSet.Builder()
        var map = [FcChar32](repeating: 0, count: Int(FC_CHARSET_MAP_SIZE))
        var next: FcChar32 = 0
        var base = map.withUnsafeMutableBufferPointer { FcCharSetFirstPage(charset, $0.baseAddress, &next) }
        while base != FcChar32.max {  // FC_CHARSET_DONE is ((FcChar32) -1)
            for word in 0..<map.count {
                var bits = map[word]
                while bits != 0 {
                    let bit = UInt32(bits.trailingZeroBitCount)
                    builder.append(base + UInt32(word) * 32 + bit)
                    bits &= bits - 1
                }
            }
            base = map.withUnsafeMutableBufferPointer { FcCharSetNextPage(charset, $0.baseAddress, &next) }
        }
        return builder.build()
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
