/// The three weights of the source format: `font: 0 | 1 | 2`.
public enum WeightSlot: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    case light = 0
    case medium = 1
    case bold = 2

    /// The numeric weight a slot stands for when it is compared with `weight`
    /// entries: light 300, medium 500, bold 700 (CSS names).
    public var weight: Int {
        switch self {
        case .light: 300
        case .medium: 500
        case .bold: 700
        }
    }

    /// `light`, `medium` or `bold`.
    public var name: String {
        switch self {
        case .light: "light"
        case .medium: "medium"
        case .bold: "bold"
        }
    }

    /// The slot's name.
    public var description: String { name }

    package init?(name: String) {
        switch name.asciiLowercased {
        case "light": self = .light
        case "medium": self = .medium
        case "bold": self = .bold
        default: return nil
        }
    }

    /// The order slots are tried in when a pack lacks the one asked for. The
    /// source's "degrade to the next weight" and CSS Fonts 4 agree on three slots.
    package var fallbackOrder: [WeightSlot] {
        switch self {
        case .bold: [.bold, .medium, .light]
        case .medium: [.medium, .light, .bold]
        case .light: [.light, .medium, .bold]
        }
    }

    /// The slot a numeric weight belongs to when only three exist: up to 400 is
    /// light (the designer's body weight), 500 medium, 600 and above bold.
    package init(weight: Int) {
        if weight >= 600 {
            self = .bold
        } else if weight >= 500 {
            self = .medium
        } else {
            self = .light
        }
    }
}

/// UIFont.Weight, by name and by value.
public struct SystemWeight: Sendable, Hashable, CustomStringConvertible {
    /// The `UIFont.Weight` raw value, -1.0 to 1.0.
    public let value: Double

    /// A weight by its raw value (`UIFont.Weight.rawValue`).
    public init(value: Double) { self.value = value }

    /// `UIFont.Weight.ultraLight` (CSS 100).
    public static let ultraLight = SystemWeight(value: -0.8)
    /// `UIFont.Weight.thin` (CSS 200).
    public static let thin = SystemWeight(value: -0.6)
    /// `UIFont.Weight.light` (CSS 300).
    public static let light = SystemWeight(value: -0.4)
    /// `UIFont.Weight.regular` (CSS 400).
    public static let regular = SystemWeight(value: 0.0)
    /// `UIFont.Weight.medium` (CSS 500).
    public static let medium = SystemWeight(value: 0.23)
    /// `UIFont.Weight.semibold` (CSS 600).
    public static let semibold = SystemWeight(value: 0.3)
    /// `UIFont.Weight.bold` (CSS 700).
    public static let bold = SystemWeight(value: 0.4)
    /// `UIFont.Weight.heavy` (CSS 800).
    public static let heavy = SystemWeight(value: 0.56)
    /// `UIFont.Weight.black` (CSS 900).
    public static let black = SystemWeight(value: 0.62)

    /// The named weights with their CSS equivalents, lightest first.
    package static let named: [(name: String, weight: SystemWeight, css: Int)] = [
        ("ultraLight", .ultraLight, 100), ("thin", .thin, 200), ("light", .light, 300),
        ("regular", .regular, 400), ("medium", .medium, 500), ("semibold", .semibold, 600),
        ("bold", .bold, 700), ("heavy", .heavy, 800), ("black", .black, 900),
    ]

    /// A name (`semibold`, `SemiBold`, `UIFontWeightSemibold`) or a number (`0.3`).
    package init?(parsing text: String) {
        var key = text.trimmingASCIIWhitespace().asciiLowercased
        for prefix in ["uifontweight", "uifont.weight.", "."] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        if let match = Self.named.first(where: { $0.name.asciiLowercased == key }) {
            self = match.weight
        } else if let value = Double(key), value.isFinite, (-1.0...1.0).contains(value) {
            self = SystemWeight(value: value)
        } else {
            return nil
        }
    }

    /// The source hook's rule: exactly medium is medium, anything heavier than
    /// medium is bold, everything else (regular included) is light.
    package var slot: WeightSlot {
        if value == SystemWeight.medium.value { return .medium }
        return value > SystemWeight.medium.value ? .bold : .light
    }

    /// The CSS weight of the nearest named UIFont weight. Thresholds are the
    /// midpoints between neighbouring named values, so no table is walked per request.
    package var cssWeight: Int {
        switch value {
        case ..<(-0.7): 100
        case ..<(-0.5): 200
        case ..<(-0.2): 300
        case ..<0.115: 400
        case ..<0.265: 500
        case ..<0.35: 600
        case ..<0.48: 700
        case ..<0.59: 800
        default: 900
        }
    }

    /// The UIFont name (`semibold`), or the raw value for an unnamed weight.
    public var description: String {
        Self.named.first { $0.weight.value == value }?.name ?? String(value)
    }
}

/// CSS Fonts Level 4 font matching on weight: which available weight serves a
/// desired one. On the three slots (300/500/700) it gives the source order.
package enum WeightMatching {
    /// The available weights in the order CSS Fonts 4 prefers them for `desired`.
    package static func order(desired: Int, available: [Int]) -> [Int] {
        let lighter = available.filter { $0 < desired }.sorted(by: >)
        let heavier = available.filter { $0 > desired }.sorted()
        let exact = available.contains(desired) ? [desired] : []
        if desired < 400 {
            return exact + lighter + heavier
        }
        if desired <= 500 {
            // Up to 500 first, then lighter, then heavier than 500.
            let upTo500 = heavier.filter { $0 <= 500 }
            let above500 = heavier.filter { $0 > 500 }
            return exact + upTo500 + lighter + above500
        }
        return exact + heavier + lighter
    }

    /// The single best available weight, without building the whole order.
    /// Allocation-free, for the per-request path.
    @inlinable
    package static func best<C: Collection>(desired: Int, available: C) -> Int? where C.Element == Int {
        var best: Int?
        for weight in available where isBetter(weight, than: best, desired: desired) { best = weight }
        return best
    }

    @usableFromInline
    static func isBetter(_ candidate: Int, than current: Int?, desired: Int) -> Bool {
        guard let current else { return true }
        return rank(candidate, desired: desired) < rank(current, desired: desired)
    }

    /// A sort key: lower is preferred. Tiers follow the CSS order, distance breaks ties.
    @usableFromInline
    static func rank(_ weight: Int, desired: Int) -> Int {
        let distance = abs(weight - desired)
        if weight == desired { return 0 }
        if desired < 400 {
            return weight < desired ? 1_000 + distance : 2_000 + distance
        }
        if desired <= 500 {
            if weight > desired && weight <= 500 { return 1_000 + distance }
            if weight < desired { return 2_000 + distance }
            return 3_000 + distance
        }
        return weight > desired ? 1_000 + distance : 2_000 + distance
    }
}
