public import FontPackage
internal import Foundation

/// One result of checking a pack: a stable code, a severity, where in the
/// config the responsible entry is, and the characters concerned.
///
/// The codes are a contract, listed in the README; new ones may be added.
public struct Finding: Sendable, Hashable, Codable, CustomStringConvertible {
    public var code: Diagnostic.Code
    public var severity: Diagnostic.Severity
    public var message: String
    /// The language checked, as given (`vi`, `zh-TW`), when the finding is about one.
    public var language: String?
    /// The slot (`light`, `medium`, `bold`, `bold italic`, `weight 600`).
    public var slot: String?
    /// The path of the font file that would be used.
    public var font: String?
    /// The character set a coverage finding was measured against
    /// (`fontconfig`, `digits`, `cldr-base`, ...).
    public var requirement: String?
    /// The missing code points, sorted.
    public var missing: [UInt32]
    /// The config position of the entry or font responsible; for a translated
    /// string, the string's own position.
    public var location: SourceLocation?
    /// Missing letters the font can build from base + combining mark.
    public var composable: [UInt32]?
    /// The key of a translated string.
    public var key: String?
    /// The missing characters as strings, for string findings.
    public var characters: [String]?

    public init(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, language: String? = nil,
        slot: String? = nil, font: String? = nil, requirement: String? = nil, missing: [UInt32] = [],
        location: SourceLocation? = nil, composable: [UInt32]? = nil, key: String? = nil, characters: [String]? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.language = language
        self.slot = slot
        self.font = font
        self.requirement = requirement
        self.missing = missing
        self.location = location
        self.composable = composable
        self.key = key
        self.characters = characters
    }

    /// `Config/appfont.json:14:9: error: [code] message`, as a compiler prints.
    public var description: String {
        let prefix = location.map { "\($0): " } ?? (font.map { "\($0): " } ?? "")
        return "\(prefix)\(severity.rawValue): [\(code.rawValue)] \(message)"
    }
}

extension Finding {
    /// Stable finding codes.
    public enum Codes {
        public static let fontNotFound: Diagnostic.Code = "font-not-found"
        public static let fontAmbiguous: Diagnostic.Code = "font-ambiguous"
        public static let fontUnreadable: Diagnostic.Code = "font-unreadable"
        public static let fontDamaged: Diagnostic.Code = "font-damaged"
        public static let fontLinkOutside: Diagnostic.Code = "font-link-outside"
        public static let noSuchFace: Diagnostic.Code = "no-such-face"
        public static let nameMismatch: Diagnostic.Code = "name-mismatch"
        public static let missingCharacters: Diagnostic.Code = "missing-characters"
        public static let emptyGlyphs: Diagnostic.Code = "empty-glyphs"
        public static let composableOnly: Diagnostic.Code = "composable-only"
        public static let slotWeight: Diagnostic.Code = "slot-weight"
        public static let weightOrder: Diagnostic.Code = "weight-order"
        public static let italicInUprightSlot: Diagnostic.Code = "italic-in-upright-slot"
        public static let uprightInItalicSlot: Diagnostic.Code = "upright-in-italic-slot"
        public static let mixedFamilies: Diagnostic.Code = "mixed-families"
        public static let weightFallback: Diagnostic.Code = "weight-fallback"
        public static let unevenCoverage: Diagnostic.Code = "uneven-coverage"
        public static let noRequirement: Diagnostic.Code = "no-requirement"
        public static let invalidLanguage: Diagnostic.Code = "invalid-language"
        public static let noEntry: Diagnostic.Code = "no-entry"
        public static let stringMissingCharacters: Diagnostic.Code = "string-missing-characters"
        public static let stringComposableOnly: Diagnostic.Code = "string-composable-only"
        public static let stringEmoji: Diagnostic.Code = "string-emoji"
        /// Neither HarfBuzz nor FreeType can open a face for shaping, so its shaping is not checked.
        public static let shapingNotChecked: Diagnostic.Code = "shaping-not-checked"
        public static let fixedSinceBaseline: Diagnostic.Code = "fixed-since-baseline"
    }
}

extension Finding {
    /// A file FreeType reads although its container is damaged.
    init(damage: FontDamage) {
        self.init(
            .warning, Codes.fontDamaged,
            "font file is damaged; FreeType reads it, a stricter loader may not: "
                + damage.problems.joined(separator: "; "),
            font: damage.file)
    }

    /// A font file in the pack that is a symbolic link to somewhere outside it.
    init(linkOutside file: String) {
        self.init(
            .warning, Codes.fontLinkOutside,
            "symbolic link to \((file as NSString).resolvingSymlinksInPath), outside the font folder; not read",
            font: file)
    }
}

/// `U+1EA0 Ạ, U+1EA1 ạ, ... and 12 more`, for messages.
public func describeCodePoints(_ codePoints: [UInt32], limit: Int = 12) -> String {
    let shown = codePoints.prefix(limit).map { codePoint -> String in
        let hex = String(codePoint, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let scalar = Unicode.Scalar(codePoint) else { return "U+\(padded)" }
        let properties = scalar.properties
        // Marks are shown on a dotted circle; controls and spaces by code only.
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
            return "U+\(padded) \u{25CC}\(Character(scalar))"
        }
        if properties.isWhitespace || properties.generalCategory == .control || properties.generalCategory == .format {
            return "U+\(padded)"
        }
        return "U+\(padded) \(Character(scalar))"
    }
    let more = codePoints.count > limit ? " and \(codePoints.count - limit) more" : ""
    return shown.joined(separator: ", ") + more
}
