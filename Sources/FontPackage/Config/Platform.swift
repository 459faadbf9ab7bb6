/// A platform a pack ships on: each loads font files by its own rules.
///
/// `fontpack check --platform ios,android` (or the config's `platforms`)
/// checks the pack against those rules; without either, the platforms the
/// app's string files are made for (Android resources: Android; ARB files:
/// Android and iOS), and without strings that name one, iOS, the platform the
/// config format comes from.
public enum Platform: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// iOS and iPadOS apps (UIKit, Core Text).
    case ios
    /// Android apps (font resources, `Typeface`).
    case android
    /// Web pages (`@font-face`).
    case web
    /// Linux renderers that find fonts through fontconfig.
    case linux
    /// Windows apps (DirectWrite): named, and measured with DirectWrite's line
    /// box, before fontpack has rules for loading fonts there.
    case windows

    /// `ios`, `android`, `web`, `linux`, `windows`.
    public var description: String { rawValue }

    /// In declaration order, as summaries list them.
    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
