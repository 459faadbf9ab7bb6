/// One face of a font file, at one instance of its design space: the file's
/// path, the face's number in it (0 for a file holding one font) and, for a
/// variable font drawn away from its default, the coordinates it is drawn
/// at. The identity every check, output and export uses for a face, so the
/// same face read through two rows is one face, and a variable font drawn at
/// wght 300 and at wght 700 is two.
public struct FaceID: Hashable, Sendable, CustomStringConvertible {
    /// The font file's path, as the pack index found it.
    public var file: String
    /// The face number in a collection; 0 for a single font.
    public var index: Int
    /// The design coordinates the face is drawn at, axis tag to value
    /// (`["wght": 300]`); empty for a static face and a variable face at its
    /// default instance. See ``FontFace/variation``.
    public var variation: [String: Double]

    /// The face `index` of `file`, at `variation` (its default when empty).
    package init(file: String, index: Int, variation: [String: Double] = [:]) {
        self.file = file
        self.index = index
        self.variation = variation
    }

    /// The same face of the same file, whatever instance: what is read once
    /// per file (the character map, empty glyphs) is keyed by it.
    package var atDefault: FaceID { FaceID(file: file, index: index) }

    /// Whether this face sorts before `other`: by file, index, then instance.
    package func precedes(_ other: FaceID) -> Bool {
        (file, index, description) < (other.file, other.index, other.description)
    }

    /// `file#index`, then ` wght=300` per axis set, by tag.
    public var description: String {
        "\(file)#\(index)" + FaceID.describe(variation).map { " " + $0 }.joined()
    }

    /// `wght=300`, `wdth=87.5`: one string per axis, sorted by tag.
    package static func describe(_ variation: [String: Double]) -> [String] {
        describe(variation) { "\($0)=\($1)" }
    }

    /// One string per axis, sorted by tag: `format(tag, value)`, the value as ``number(_:)`` writes it.
    package static func describe(_ variation: [String: Double], _ format: (String, String) -> String) -> [String] {
        describe(variation.sorted { $0.key < $1.key }.map { (tag: $0.key, value: $0.value) }, format)
    }

    /// One string per axis, in the order given (`fvar`'s, for ``FontFace/coordinates``).
    package static func describe(
        _ coordinates: [(tag: String, value: Double)], _ format: (String, String) -> String
    ) -> [String] {
        coordinates.map { format($0.tag, number($0.value)) }
    }

    /// `300`, `87.5`: whole values without a fraction.
    package static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension FontFace {
    /// The face's identity: its file, its number in the file and the instance it is drawn at.
    public var id: FaceID { FaceID(file: file, index: index, variation: variation) }

    /// This face drawn at `settings` (axis tag to value), as a platform
    /// applies a variation: axes the font lacks are ignored, values are
    /// clamped to their axis, and a value equal to the axis default is the
    /// default (so `wght 400` of Inter is Inter itself). A static face is
    /// returned as it is.
    package func at(_ settings: [String: Double]) -> FontFace {
        var instance = self
        instance.variation = [:]
        for axis in axes {
            guard let value = settings[axis.tag] ?? variation[axis.tag] else { continue }
            let clamped = min(max(value, axis.minimum), axis.maximum)
            if clamped != axis.defaultValue { instance.variation[axis.tag] = clamped }
        }
        return instance
    }

    /// The weight the face is drawn at: a variable font's `wght` coordinate
    /// (every instance shares the default's OS/2 weight class), else its
    /// OS/2 weight class; nil for a static face without an OS/2 table.
    package var drawnWeight: Int? { coordinate("wght").map { Int($0.rounded()) } ?? weightClass }

    /// What ``drawnWeight`` reads, as findings name it: `wght` or `weight class`.
    package var weightSource: String { coordinate("wght") != nil ? "wght" : "weight class" }

    /// The face's name as findings give it, with the instance when it is
    /// drawn away from its default: `NotoSans-Light`, `Inter at wght 300`.
    package var instanceDescription: String {
        let name = postscriptName ?? fullName
        let settings = FaceID.describe(variation) { "\($0) \($1)" }
        return settings.isEmpty ? name : name + " at " + settings.joined(separator: ", ")
    }

    /// Every axis of a variable face at the instance it is drawn at, in
    /// `fvar` order (`wght` 300); empty for a static face.
    package var coordinates: [(tag: String, value: Double)] {
        axes.map { ($0.tag, variation[$0.tag] ?? $0.defaultValue) }
    }

    /// ``coordinates`` by axis tag (the first of a tag `fvar` repeats), as
    /// the JSON outputs give them; nil for a static face.
    package var coordinatesByTag: [String: Double]? {
        axes.isEmpty ? nil : Dictionary(coordinates.map { ($0.tag, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The coordinate of `tag` this face is drawn at: its variation's, else the axis default; nil without the axis.
    package func coordinate(_ tag: String) -> Double? {
        variation[tag] ?? axes.first { $0.tag == tag }?.defaultValue
    }
}
