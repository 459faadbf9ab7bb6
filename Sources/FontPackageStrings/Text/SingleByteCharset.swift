internal import FontPackage
internal import FontPackageSupport

/// The single-byte charsets a file may declare (a gettext header's `charset=`, an XML
/// declaration's `encoding=`): ISO-8859-1 to -16 and Windows-1250 to -1258, each ASCII
/// below 0x80 and a table above (``upperHalf``, from the GNU C library's charmaps, which
/// iconv and so msgfmt decode with).
///
/// Decoded by hand because nothing an app may link does it portably: the standard library
/// knows only the Unicode encodings, FoundationEssentials' `String(data:encoding:)` adds
/// no ISO-8859-x but Latin-1, and CoreFoundation's converters exist only on Apple systems.
package enum SingleByteCharset: String, CaseIterable, Sendable {
    case iso8859_1 = "ISO-8859-1", iso8859_2 = "ISO-8859-2", iso8859_3 = "ISO-8859-3", iso8859_4 = "ISO-8859-4"
    case iso8859_5 = "ISO-8859-5", iso8859_6 = "ISO-8859-6", iso8859_7 = "ISO-8859-7", iso8859_8 = "ISO-8859-8"
    case iso8859_9 = "ISO-8859-9", iso8859_10 = "ISO-8859-10", iso8859_11 = "ISO-8859-11"
    case iso8859_13 = "ISO-8859-13", iso8859_14 = "ISO-8859-14", iso8859_15 = "ISO-8859-15"
    case iso8859_16 = "ISO-8859-16"
    case windows1250 = "Windows-1250", windows1251 = "Windows-1251", windows1252 = "Windows-1252"
    case windows1253 = "Windows-1253", windows1254 = "Windows-1254", windows1255 = "Windows-1255"
    case windows1256 = "Windows-1256", windows1257 = "Windows-1257", windows1258 = "Windows-1258"

    /// The charset a declared name stands for, by its IANA names and aliases
    /// (`ISO-8859-2`, `ISO_8859-2`, `iso8859-2`, `latin2`, `windows-1250`, `cp1250`),
    /// in any case; nil for any other name, UTF-8 among them.
    package init?(name: some StringProtocol) {
        let folded = String(name.uppercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
        let aliases: [String: SingleByteCharset] = [
            "LATIN1": .iso8859_1, "L1": .iso8859_1, "LATIN2": .iso8859_2, "L2": .iso8859_2,
            "LATIN3": .iso8859_3, "L3": .iso8859_3, "LATIN4": .iso8859_4, "L4": .iso8859_4,
            "CYRILLIC": .iso8859_5, "ARABIC": .iso8859_6, "GREEK": .iso8859_7, "HEBREW": .iso8859_8,
            "LATIN5": .iso8859_9, "L5": .iso8859_9, "LATIN6": .iso8859_10, "L6": .iso8859_10,
            "LATIN7": .iso8859_13, "L7": .iso8859_13, "LATIN8": .iso8859_14, "L8": .iso8859_14,
            "LATIN9": .iso8859_15, "LATIN10": .iso8859_16,
        ]
        if let alias = aliases[folded] {
            self = alias
            return
        }
        for charset in Self.allCases {
            let canonical = charset.rawValue.uppercased().filter { $0 != "-" }
            // ISO88592 and ISO-8859-2:1987; WINDOWS1250 and CP1250.
            let names = [canonical, canonical.replacingPrefix("WINDOWS", with: "CP")]
            if names.contains(folded) || names.contains(where: { folded.hasPrefix($0 + ":") }) {
                self = charset
                return
            }
        }
        return nil
    }

    /// The text as UTF-8, or the offset of the first byte the charset leaves undefined.
    package func utf8(_ bytes: [UInt8]) -> Result<[UInt8], UndefinedByte> {
        let table = upperHalf
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        for (offset, byte) in bytes.enumerated() {
            guard byte >= 0x80 else {
                output.append(byte)
                continue
            }
            let scalar = table[Int(byte - 0x80)]
            guard scalar != 0xFFFF else { return .failure(UndefinedByte(offset: offset)) }
            appendUTF8(UInt32(scalar), to: &output)
        }
        return .success(output)
    }

    package struct UndefinedByte: Error {
        package var offset: Int
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
