/// One font of an entry: a weight slot (or numeric weight) filled by a named font.
public struct PackFace: Sendable, Hashable {
    /// The font as the config names it: a PostScript name or a file's base name.
    public let name: String
    /// An explicit file path, relative to the pack folder (extension).
    package let file: String?
    /// The face index inside a collection file (extension).
    package let index: Int?
    /// The slot when written with `font`; nil when written with `weight`.
    public let slot: WeightSlot?
    /// The numeric weight: the slot's (300/500/700) or the explicit `weight`.
    public let weight: Int
    /// A real italic face (extension).
    public let italic: Bool
    /// The variation of a variable font this face uses (extension,
    /// `"variation": {"wght": 300}`), in config order; empty for none.
    package let variation: [AxisSetting]
    /// Where the `variation` object is written; nil without one.
    package let variationLocation: SourceLocation?
    /// Where the face's object starts in the config.
    package let location: SourceLocation
    /// JSON path, e.g. `list[2].data[1]`.
    package let path: String

    package init(
        name: String, file: String? = nil, index: Int? = nil, slot: WeightSlot?, weight: Int, italic: Bool = false,
        variation: [AxisSetting] = [], variationLocation: SourceLocation? = nil, location: SourceLocation, path: String
    ) {
        self.name = name
        self.file = file
        self.index = index
        self.slot = slot
        self.weight = weight
        self.italic = italic
        self.variation = variation
        self.variationLocation = variationLocation
        self.location = location
        self.path = path
    }

    /// The `variation` as axis tag to value (the first value of a tag written twice).
    package var variationSettings: [String: Double] {
        Dictionary(variation.map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// How the face is described in traces: `light`, `bold italic`, `weight 600`.
    package var slotDescription: String {
        let base = slot?.name ?? "weight \(weight)"
        return italic ? base + " italic" : base
    }
}

/// One axis of a face's `variation`: `"wght": 300`.
package struct AxisSetting: Sendable, Hashable {
    /// The axis tag as written (`wght`).
    package let tag: String
    package let value: Double
    /// Where the value is written.
    package let location: SourceLocation
    /// JSON path, e.g. `list[0].data[1].variation.wght`.
    package let path: String

    init(tag: String, value: Double, location: SourceLocation, path: String) {
        self.tag = tag
        self.value = value
        self.location = location
        self.path = path
    }
}

/// One element of `list`: the fonts that serve a language (or every other
/// language, for `default`).
///
/// A class so that resolutions can point at their entry without copying it.
public final class PackEntry: Sendable, CustomStringConvertible {
    /// `env` as written.
    public let env: String
    /// The parsed `env`; nil for `default`.
    public let locale: ParsedLocale?
    package let note: String?
    /// The entry's fonts in config order; never empty.
    public let faces: [PackFace]
    /// Where the entry's object starts in the config.
    package let location: SourceLocation
    /// Where the `env` value is written.
    let envLocation: SourceLocation
    /// JSON path, e.g. `list[2]`.
    package let path: String
    /// True when any face uses `weight`: matching then follows CSS Fonts 4 on
    /// numbers instead of the three slots.
    @usableFromInline package let usesNumericWeights: Bool
    package let hasItalicFaces: Bool
    /// The face each (slot, italic) request gets, worked out once at load so a
    /// request is a table read: index `slot.rawValue * 2 + (italic ? 1 : 0)`.
    private let slotChoices: [Int]

    package init(
        env: String, locale: ParsedLocale?, note: String?, faces: [PackFace], location: SourceLocation,
        envLocation: SourceLocation? = nil, path: String
    ) {
        precondition(!faces.isEmpty, "an entry has at least one face")
        self.env = env
        self.locale = locale
        self.note = note
        self.faces = faces
        self.location = location
        self.envLocation = envLocation ?? location
        self.path = path
        self.usesNumericWeights = faces.contains { $0.slot == nil }
        self.hasItalicFaces = faces.contains(where: \.italic)
        var choices: [Int] = []
        for slot in WeightSlot.allCases {
            for italic in [false, true] {
                choices.append(
                    Self.choose(slot: slot, weight: slot.weight, italic: italic, faces: faces, numeric: usesNumericWeights)
                )
            }
        }
        self.slotChoices = choices
    }

    var isDefault: Bool { locale == nil }

    /// The `env` as written.
    public var description: String { env }

    /// The face that serves a request, after weight fallback.
    ///
    /// Italic requests use the entry's italic faces when it has any; otherwise
    /// upright faces serve them (the source's italic-to-medium rule is applied
    /// by the caller choosing the medium slot).
    @inlinable
    package func faceIndex(slot: WeightSlot, weight: Int, italic: Bool) -> Int {
        if usesNumericWeights, weight != slot.weight {
            return Self.choose(slot: slot, weight: weight, italic: italic, faces: faces, numeric: true)
        }
        return slotChoice(slot: slot, italic: italic)
    }

    @usableFromInline
    func slotChoice(slot: WeightSlot, italic: Bool) -> Int {
        slotChoices[slot.rawValue * 2 + (italic ? 1 : 0)]
    }

    @usableFromInline
    static func choose(slot: WeightSlot, weight: Int, italic: Bool, faces: [PackFace], numeric: Bool) -> Int {
        let wantItalic = italic && faces.contains(where: \.italic)
        let hasUpright = faces.contains { !$0.italic }
        // An entry of italic faces only still serves upright requests.
        let slant: Bool? = wantItalic ? true : (hasUpright ? false : nil)
        func eligible(_ face: PackFace) -> Bool { slant == nil || face.italic == slant }
        if numeric {
            var bestIndex = 0
            var bestRank = Int.max
            for (index, face) in faces.enumerated() where eligible(face) {
                let rank = WeightMatching.rank(face.weight, desired: weight)
                if rank < bestRank {
                    bestRank = rank
                    bestIndex = index
                }
            }
            return bestIndex
        }
        for candidate in slot.fallbackOrder {
            if let index = faces.firstIndex(where: { $0.slot == candidate && eligible($0) }) { return index }
        }
        return 0
    }

    /// Text direction of the entry's language; nil for `default`.
    package var direction: TextDirection? { locale?.direction }

    /// Whether the entry's language is written in `script`: its own script, or
    /// one its writing system includes (`Hani` for `ja` and `zh-Hant`, `Hang` for `ko`).
    package func writes(_ script: UnicodeScript) -> Bool {
        guard let own = locale?.maximal.script else { return false }
        return own == script.rawValue || Self.scriptParts[own]?.contains(script.rawValue) == true
    }

    /// Scripts that a writing system includes besides its own code.
    static let scriptParts: [String: Set<String>] = [
        "Hans": ["Hani"], "Hant": ["Hani", "Bopo"], "Hanb": ["Hani", "Bopo"], "Jpan": ["Hani", "Hira", "Kana"],
        "Kore": ["Hani", "Hang"], "Aran": ["Arab"],
    ]
}
