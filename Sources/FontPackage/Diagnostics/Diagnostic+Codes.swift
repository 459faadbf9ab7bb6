/// The codes the config reader and the JSON reader raise.
extension Diagnostic.Code {
    /// The config file cannot be read from disk, is a folder, or is over the size limit.
    static let unreadableConfig: Self = "unreadable-config"
    /// The bytes are not JSON; the position is where the parser stopped.
    package static let invalidJSON: Self = "invalid-json"
    /// A member has another JSON type than the schema gives it.
    static let wrongType: Self = "wrong-type"
    /// A required member is absent (`list`, `env`, `data`, `font`, `name`).
    static let missingKey: Self = "missing-key"
    /// A member the schema does not know; it is ignored (warning).
    package static let unknownKey: Self = "unknown-key"
    /// One object holds the same key twice.
    static let duplicateKey: Self = "duplicate-key"
    /// A string that must not be empty is.
    static let emptyValue: Self = "empty-value"
    /// `list` has no entries.
    static let noEntries: Self = "no-entries"
    /// Two entries claim the same language once their likely subtags are added.
    static let duplicateEnv: Self = "duplicate-env"
    /// An `env` that is not a language tag or `default`.
    static let invalidEnv: Self = "invalid-env"
    /// An entry's `data` is empty.
    static let noFonts: Self = "no-fonts"
    /// Two fonts of one entry fill the same slot.
    static let duplicateSlot: Self = "duplicate-slot"
    /// `font` is not 0, 1 or 2.
    static let fontOutOfRange: Self = "font-out-of-range"
    /// A font gives both `font` and `weight`.
    static let fontAndWeight: Self = "font-and-weight"
    /// `weight` is outside 1-1000.
    static let weightOutOfRange: Self = "weight-out-of-range"
    /// `file` is absolute or leaves the pack folder.
    static let fileOutsidePack: Self = "file-outside-pack"
    /// `index` is negative.
    static let indexOutOfRange: Self = "index-out-of-range"
    /// A `scripts` key that is not an ISO 15924 code known to Unicode.
    static let unknownScript: Self = "unknown-script"
    /// A `platforms` item that is not `ios`, `android`, `web` or `linux`.
    static let unknownPlatform: Self = "unknown-platform"
    /// A `scripts` value that names no entry's `env`.
    static let unknownEnv: Self = "unknown-env"
    /// An entry's `fallback` names the entry itself.
    static let fallbackCycle: Self = "fallback-cycle"
    /// A `fallback` list names the same link twice; the repeat is ignored (warning).
    package static let fallbackDuplicate: Self = "fallback-duplicate"
    /// A `rules` value that is not `off`, `note`, `warning` or `error`.
    static let unknownLevel: Self = "unknown-level"
    /// A `rules` key (or `--rule` code) that no rule reports.
    package static let unknownRule: Self = "unknown-rule"
    /// A `textStyles` key that is not a UIKit text style.
    static let unknownTextStyle: Self = "unknown-text-style"
    /// A `textStyles` slot that is not light, medium or bold (0-2).
    static let unknownSlot: Self = "unknown-slot"
    /// A `textStyles` size that is not more than 0 and at most 1000 points.
    static let sizeOutOfRange: Self = "size-out-of-range"
    /// A `variation` key that is not an OpenType axis tag (four printable ASCII characters).
    static let invalidAxisTag: Self = "invalid-axis-tag"
}
