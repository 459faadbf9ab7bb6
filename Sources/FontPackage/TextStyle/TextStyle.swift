/// A UIKit text style (`UIFont.TextStyle`), the role a label's text plays;
/// SwiftUI's `Font.title` is ``title1`` and `Font.caption` is ``caption1``.
///
/// Each style has a point size per ``ContentSizeCategory`` (Apple's Dynamic
/// Type table, ``pointSize(at:)``) and a weight (``weight``): headline is
/// semibold, the others regular.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The UIKit name (`headline`), as `textStyles` keys and `--text-style` take it.
    public var description: String { rawValue }

    /// The weight of the style's system font: `UIFont.Weight.semibold` for
    /// headline, `.regular` for every other style (Apple's Human Interface
    /// Guidelines, Typography > Specifications).
    public var weight: SystemWeight { self == .headline ? .semibold : .regular }

    /// The style's point size at `category` in Apple's table of iOS and iPadOS
    /// Dynamic Type sizes (body: 14 at extra small, 17 at large, 53 at AX5).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        Double(DynamicTypeTable.sizes[Self.allCases.firstIndex(of: self)!][category.position])
    }

    /// A UIKit name (`headline`), or a SwiftUI one that differs (`title`, `caption`), in any case.
    package init?(parsing text: String) {
        let key = text.trimmingASCIIWhitespace().asciiLowercased
        switch key {
        case "title": self = .title1
        case "caption": self = .caption1
        default:
            guard let style = Self.allCases.first(where: { $0.rawValue.asciiLowercased == key }) else { return nil }
            self = style
        }
    }
}

/// The user's preferred text size (`UIContentSizeCategory`): seven standard
/// sizes, large the default, then five accessibility sizes.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
        accessibilityExtraExtraExtraLarge

    /// The largest size the system offers, AX5.
    public static let largest = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// The position in Apple's order, 0 (extra small) to 11 (AX5).
    var position: Int { Self.allCases.firstIndex(of: self)! }

    /// Smaller text first: extra small is less than large, AX5 the greatest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.position < rhs.position }

    /// UIKit's name in kebab case: `extra-small`, `accessibility-extra-extra-extra-large`.
    public var name: String {
        var name = ""
        for character in rawValue {
            if character.isUppercase { name.append("-") }
            name.append(contentsOf: character.lowercased())
        }
        return name
    }

    /// The name Apple's table heads its column with: `xSmall` ... `xxxLarge`, `AX1` ... `AX5`.
    public var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// `accessibility-large (AX2)`.
    public var description: String { "\(name) (\(shortName))" }

    /// The kebab-case name (`extra-small`), the short name (`xSmall`, `AX5`)
    /// or UIKit's (`extraSmall`), in any case.
    package init?(parsing text: String) {
        let key = text.trimmingASCIIWhitespace().asciiLowercased
        guard
            let category = Self.allCases.first(where: {
                $0.name == key || $0.shortName.asciiLowercased == key || $0.rawValue.asciiLowercased == key
            })
        else { return nil }
        self = category
    }
}

extension SystemWeight {
    /// The weight Bold Text (`UIAccessibility.isBoldTextEnabled`, a trait
    /// collection's `legibilityWeight == .bold`) gives a text style's font:
    /// one step up the named `UIFont.Weight`s ultraLight, thin, light,
    /// regular, semibold, bold, heavy, black. Medium is not a step: regular
    /// goes to semibold (body's Bold Text font is semibold), as does medium;
    /// semibold goes to bold (headline's); black stays black. An unnamed
    /// weight takes the step of the named weight nearest below it.
    package var boldTextStep: SystemWeight {
        let steps: [SystemWeight] = [.ultraLight, .thin, .light, .regular, .semibold, .bold, .heavy, .black]
        guard let below = steps.lastIndex(where: { $0.value <= value }) else { return .thin }
        return steps[min(below + 1, steps.count - 1)]
    }
}

extension WeightSlot {
    /// The next heavier slot (light to medium, medium to bold); bold stays bold.
    /// Bold Text moves a slot a config's `textStyles` gives by this step.
    var heavier: WeightSlot {
        switch self {
        case .light: .medium
        case .medium, .bold: .bold
        }
    }
}
