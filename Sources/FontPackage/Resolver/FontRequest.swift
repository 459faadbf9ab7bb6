/// A font request, as one of the five UIFont constructors the source hooks,
/// or a text style's font (`preferredFont(forTextStyle:)`).
public enum FontRequest: Sendable, Hashable, CustomStringConvertible {
    /// `systemFont(ofSize:)`
    case system
    /// `systemFont(ofSize:weight:)`
    case systemWeighted(SystemWeight)
    /// `boldSystemFont(ofSize:)`
    case boldSystem
    /// `italicSystemFont(ofSize:)`
    case italicSystem
    /// `font(name:size:)`: the name is rewritten to the pack font.
    case named(String)
    /// `preferredFont(forTextStyle:)`, SwiftUI's `.font(.body)`: the style's
    /// weight (or the config's `textStyles` slot), one step heavier with Bold Text.
    case textStyle(TextStyle, boldText: Bool = false)

    /// The UIFont call the request stands for.
    public var description: String {
        switch self {
        case .system: "systemFont(ofSize:)"
        case .systemWeighted(let weight): "systemFont(ofSize:weight: .\(weight))"
        case .boldSystem: "boldSystemFont(ofSize:)"
        case .italicSystem: "italicSystemFont(ofSize:)"
        case .named(let name): "font(name: \"\(name)\", size:)"
        case .textStyle(let style, let boldText): "preferredFont(forTextStyle: .\(style))" + (boldText ? " with Bold Text" : "")
        }
    }
}

/// What a request asks of an entry once its words and weights are read.
package struct RequestedWeight: Sendable, Hashable {
    package var slot: WeightSlot
    /// The numeric weight, used by entries that give `weight` values.
    package var weight: Int
    package var italic: Bool

    init(slot: WeightSlot, weight: Int, italic: Bool) {
        self.slot = slot
        self.weight = weight
        self.italic = italic
    }
}

/// Per-call choices.
public struct ResolveOptions: Sendable {
    /// How `font(named:)` names are read.
    var nameMatching: NameMatching
    /// Force an entry, or leave the request as it is, for this call only.
    package var override: Override?

    /// Which entry serves a request instead of the bound one.
    public enum Override: Sendable {
        /// Serve the request from this entry whatever the locale.
        case entry(PackEntry)
        /// Do not rewrite: the app's own font (or the system font) is used.
        case noRewrite
    }

    /// Options for one call; the defaults read names by the source rule and use the bound entry.
    public init(nameMatching: NameMatching = .source, override: Override? = nil) {
        self.nameMatching = nameMatching
        self.override = override
    }
}

/// Why a request was left as it was.
package enum UnchangedReason: Sendable, Hashable, CustomStringConvertible {
    /// The name matches an `exclude` pattern.
    case excluded(NamePattern)
    /// The caller opted out of rewriting for this request.
    case optedOut

    package var description: String {
        switch self {
        case .excluded(let pattern): "the name matches exclude pattern \"\(pattern)\""
        case .optedOut: "the caller opted out of rewriting"
        }
    }
}
