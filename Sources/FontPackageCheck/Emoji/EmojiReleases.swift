internal import FontPackageStrings
internal import FontPackageSupport

/// Each emoji's Emoji version (from Unicode's `emoji-test.txt`), and the first
/// iOS, macOS and Android releases whose emoji font draws that version.
///
/// The releases are those the vendors shipped each Emoji version in, as
/// Emojipedia's pages per version and per platform list them
/// (emojipedia.org/emoji-15.0, emojipedia.org/apple/ios-16.4, ...), and
/// Apple's release notes of the point releases (iOS 16.4 brought Emoji 15.0).
/// Android is the first platform release whose bundled Noto Color Emoji has
/// the version; an app that uses AndroidX EmojiCompat draws newer emoji on
/// older releases.
enum EmojiReleases {
    struct Release {
        var emoji: String
        var iOS: String
        var macOS: String
        var android: String
    }

    /// Oldest first. Emoji 1.0 and earlier (2015) are in every release here.
    static let table: [Release] = [
        Release(emoji: "2.0", iOS: "9.1", macOS: "10.11.1", android: "6.0.1"),
        Release(emoji: "3.0", iOS: "10.2", macOS: "10.12.2", android: "7.0"),
        Release(emoji: "4.0", iOS: "10.2", macOS: "10.12.2", android: "7.1"),
        Release(emoji: "5.0", iOS: "11.1", macOS: "10.13.1", android: "8.0"),
        Release(emoji: "11.0", iOS: "12.1", macOS: "10.14.1", android: "9"),
        Release(emoji: "12.0", iOS: "13.2", macOS: "10.15.1", android: "10"),
        Release(emoji: "12.1", iOS: "13.2", macOS: "10.15.1", android: "11"),
        Release(emoji: "13.0", iOS: "14.2", macOS: "11.0.1", android: "11"),
        Release(emoji: "13.1", iOS: "14.5", macOS: "11.3", android: "12"),
        Release(emoji: "14.0", iOS: "15.4", macOS: "12.3", android: "13"),
        Release(emoji: "15.0", iOS: "16.4", macOS: "13.3", android: "14"),
        Release(emoji: "15.1", iOS: "17.4", macOS: "14.4", android: "15"),
        Release(emoji: "16.0", iOS: "18.4", macOS: "15.4", android: "16"),
    ]

    /// The Emoji release of `emojiTest.txt` the sequences come from.
    static var source: String { EmojiVersionData.source }

    private static let sequences = SortedLines(EmojiVersionData.sequences)

    /// The Emoji version that added `emoji` (a grapheme cluster), nil for
    /// Emoji 1.0 and earlier or a sequence the table does not know.
    static func version(of emoji: String) -> String? {
        let key = String(String.UnicodeScalarView(emoji.unicodeScalars.filter { $0.value != 0xFE0F }))
        if let version = sequences.value(for: key) { return String(version) }
        // A sequence the table lacks is at least as new as its first emoji.
        guard let first = key.unicodeScalars.first, key.unicodeScalars.count > 1 else { return nil }
        return sequences.value(for: String(first)).map(String.init)
    }

    /// The release that brought Emoji `version`.
    static func release(of version: String) -> Release? { table.first { $0.emoji == version } }

    /// Whether dotted version `a` is older than `b` (`15.0` < `16.4`).
    static func isOlder(_ a: [Int], than b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }
}
