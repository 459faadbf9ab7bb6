internal import FontPackageSupport

/// One width budget of a config's `fit`: the strings whose keys (and files)
/// match, in every language, must fit `maxWidth` points when drawn at a size
/// in the face each slot (or the one `slot`) gives their language.
///
/// ```json
/// "fit": [{ "keys": "tab.*", "files": "Localizable.strings", "maxWidth": 80, "size": 11 }]
/// ```
public struct FitBudget: Sendable, Hashable {
    /// The size a budget's strings are drawn at.
    public enum Size: Sendable, Hashable {
        /// Points.
        case points(Double)
        /// A text style at a content size (Large unless written), sized as
        /// `resolve --text-style` sizes it: the config's `textStyles` size, else Apple's.
        case textStyle(TextStyle, ContentSizeCategory)
    }

    /// The key pattern: `*` any run of characters, `?` one, everything else itself.
    public let keys: String
    /// The string-file pattern, as `--exclude` reads paths (`Localizable.strings`, `*/Tabs/*`); nil: every file.
    public let files: String?
    /// The width the string must fit, in points.
    public let maxWidth: Double
    /// The size the strings are measured at: points as written, or a text style at a content size.
    public let size: Size
    /// The one slot to measure; nil measures every slot.
    public let slot: WeightSlot?
    /// Where the budget's object starts, for findings about it.
    package let location: SourceLocation
    /// `fit[0]`.
    package let path: String

    package init(
        keys: String, files: String?, maxWidth: Double, size: Size, slot: WeightSlot?, location: SourceLocation,
        path: String
    ) {
        self.keys = keys
        self.files = files
        self.maxWidth = maxWidth
        self.size = size
        self.slot = slot
        self.location = location
        self.path = path
    }

    /// Whether a string of this key, read from `file`, falls under the budget.
    package func covers(key: String, file: String) -> Bool {
        guard PathGlob.wildcardMatch(keys, key) else { return false }
        guard let files else { return true }
        return PathGlob(files).matches(file)
    }

    /// The point size, with the config's own text style sizes.
    package func pointSize(textStyles: [TextStyle: TextStyleSetting]) -> Double {
        switch size {
        case .points(let points): return points
        case .textStyle(let style, let category):
            let apple = style.pointSize(at: category)
            guard let custom = textStyles[style]?.size else { return apple }
            return custom * apple / style.pointSize(at: .large)
        }
    }

    /// `11 pt`, or `body at Large (17 pt)`.
    package func sizeDescription(textStyles: [TextStyle: TextStyleSetting]) -> String {
        let points = fixedText(pointSize(textStyles: textStyles), digits: 1).replacing(".0", with: "")
        switch size {
        case .points: return "\(points) pt"
        case .textStyle(let style, let category): return "\(style.rawValue) at \(category.shortName) (\(points) pt)"
        }
    }
}
