/// A platform a pack ships on: each loads font files by its own rules.
///
/// `fontpack check --platform ios,android` (or the config's `platforms`)
/// checks the pack against those rules; without either, iOS, the platform
/// the config format comes from.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// iOS and iPadOS apps (UIKit, Core Text).
    case ios
    /// Android apps (font resources, `Typeface`).
    case android
    /// Web pages (`@font-face`).
    case web
    /// Linux renderers that find fonts through fontconfig.
    case linux

    /// `ios`, `android`, `web`, `linux`.
    public var description: String { rawValue }

    /// In declaration order, as summaries list them.
    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
