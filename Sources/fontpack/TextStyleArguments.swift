import ArgumentParser
import FontPackage

/// `--text-style headline`: UIKit's names, and SwiftUI's `title` and `caption`.
/// A wrapper, since the library's public `TextStyle` cannot conform to the
/// parser's protocol outside its module without a public import of the parser.
struct TextStyleArgument: ExpressibleByArgument {
    let style: TextStyle
    init?(argument: String) {
        guard let style = TextStyle(parsing: argument) else { return nil }
        self.style = style
    }
    static var allValueStrings: [String] { TextStyle.allCases.map(\.rawValue) }
    var defaultValueDescription: String { style.rawValue }
}

/// `--content-size accessibility-large`: UIKit's names in kebab case, or the
/// short names of Apple's table (`xSmall` ... `xxxLarge`, `AX1` ... `AX5`).
struct ContentSizeArgument: ExpressibleByArgument {
    let category: ContentSizeCategory
    init?(argument: String) {
        guard let category = ContentSizeCategory(parsing: argument) else { return nil }
        self.category = category
    }
    static var allValueStrings: [String] { ContentSizeCategory.allCases.map(\.name) }
    var defaultValueDescription: String { category.name }
}

/// `resolve`'s text-style options, read together: `--text-style` with
/// `--content-size`, `--bold-text` and `--maximum-point-size`.
struct TextStyleArguments: ParsableArguments {
    @Option(
        name: .customLong("text-style"),
        help: "preferredFont(forTextStyle:): the style whose size and weight to resolve (body, headline, ...).")
    var styleArgument: TextStyleArgument?

    @Option(
        name: .customLong("content-size"),
        help: "With --text-style: the user's text size, extra-small ... accessibility-extra-extra-extra-large or xSmall ... AX5 (default: large).")
    var contentSizeArgument: ContentSizeArgument?

    var style: TextStyle? { styleArgument?.style }
    var contentSize: ContentSizeCategory? { contentSizeArgument?.category }

    @Flag(help: "With --text-style: the Bold Text setting is on (one weight heavier).")
    var boldText = false

    @Option(help: "With --text-style: the largest size the app allows (scaledFont(for:maximumPointSize:)).")
    var maximumPointSize: Double?

    /// A text style is its own request; the size options need one.
    func validate(otherRequest: Bool) throws {
        if style != nil && otherRequest {
            throw ValidationError("give one request: --text-style STYLE, --system [--weight W], --bold, --italic or --name NAME")
        }
        if style == nil && (contentSize != nil || boldText || maximumPointSize != nil) {
            throw ValidationError("--content-size, --bold-text and --maximum-point-size go with --text-style STYLE")
        }
        if let maximumPointSize, !maximumPointSize.isFinite || maximumPointSize <= 0 {
            throw ValidationError("--maximum-point-size must be a positive number of points")
        }
    }

    /// The text style's answer, or nil when no `--text-style` is given.
    func resolve(with bound: BoundResolver, options: ResolveOptions) -> Resolution? {
        style.map {
            bound.preferredFont(
                forTextStyle: $0, contentSize: contentSize ?? .large, boldText: boldText, maximumPointSize: maximumPointSize,
                options: options)
        }
    }
}
