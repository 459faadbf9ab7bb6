@_spi(_Unicode) import Swift

/// Unicode canonical normalization from the standard library's own tables.
///
/// Foundation's `decomposedStringWithCanonicalMapping` and
/// `precomposedStringWithCanonicalMapping` live in its ICU-backed part; the
/// standard library carries the same normalization (it compares strings by
/// it), so the modules need neither Foundation nor ICU for it.
package enum Normalization {
    /// The canonical decomposition (NFD) of `text`.
    package static func decomposed(_ text: String) -> [Unicode.Scalar] {
        Array(text._nfd)
    }

    /// The canonical composition (NFC) of `text`.
    package static func precomposed(_ text: String) -> String {
        String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }
}
