import FontPackage
import FontPackageCommandLine

/// `--text-style headline`: UIKit's names, and SwiftUI's `title` and `caption`.
extension TextStyle: ArgumentValue {
    package init?(argument: String) { self.init(parsing: argument) }
    package static var allowedValues: [String]? { allCases.map(\.rawValue) }
    package static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    package var helpText: String { rawValue }
}

/// `--content-size accessibility-large`: UIKit's names in kebab case, or the
/// short names of Apple's table (`xSmall` ... `xxxLarge`, `AX1` ... `AX5`).
extension ContentSizeCategory: ArgumentValue {
    package init?(argument: String) { self.init(parsing: argument) }
    package static var allowedValues: [String]? { allCases.map(\.name) }
    package static var expectation: String {
        "one of " + allCases.map(\.name).joined(separator: ", ") + " (or xSmall ... xxxLarge, AX1 ... AX5)"
    }
    package var helpText: String { name }
}

/// `resolve`'s text-style options, read together: `--text-style` with
/// `--content-size`, `--bold-text` and `--maximum-point-size`.
struct TextStyleArguments {
    let style: TextStyle?
    let contentSize: ContentSizeCategory?
    let boldText: Bool
    let maximumPointSize: Double?

    /// A text style is its own request; the size options need one.
    func validate(otherRequest: Bool) throws {
        if style != nil && otherRequest {
            throw UsageError("give one request: --text-style STYLE, --system [--weight W], --bold, --italic or --name NAME")
        }
        if style == nil && (contentSize != nil || boldText || maximumPointSize != nil) {
            throw UsageError("--content-size, --bold-text and --maximum-point-size go with --text-style STYLE")
        }
        if let maximumPointSize, !maximumPointSize.isFinite || maximumPointSize <= 0 {
            throw UsageError("--maximum-point-size must be a positive number of points")
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
