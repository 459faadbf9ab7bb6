/// How a text style's point size was found: the row and column of Apple's
/// table, or the config's size scaled by them, and the caller's maximum.
public struct TextStyleSizing: Sendable, Hashable {
    /// The style asked for.
    public let style: TextStyle
    /// The user's text size.
    public let contentSize: ContentSizeCategory
    /// Apple's size for the style at ``contentSize``.
    public let tableSize: Double
    /// The config's `textStyles` size at large, when it gives one.
    public let configSize: Double?
    /// The caller's cap (`UIFontMetrics.scaledFont(for:maximumPointSize:)`), when given.
    public let maximumPointSize: Double?
    /// The size to create the font with.
    public let pointSize: Double
    /// The size before the cap.
    let scaledSize: Double

    /// The size for `style` at `contentSize`: Apple's, or the config's size
    /// times Apple's size at `contentSize` over Apple's size at large (as
    /// `UIFontMetrics` scales a custom font), rounded to hundredths of a
    /// point; then no more than `maximumPointSize`.
    package init(style: TextStyle, contentSize: ContentSizeCategory, setting: TextStyleSetting?, maximumPointSize: Double?) {
        self.style = style
        self.contentSize = contentSize
        self.maximumPointSize = maximumPointSize
        tableSize = style.pointSize(at: contentSize)
        configSize = setting?.size
        var size = tableSize
        if let configSize {
            size = (configSize * tableSize / style.pointSize(at: .large) * 100).rounded() / 100
        }
        scaledSize = size
        if let maximumPointSize, maximumPointSize < size { size = maximumPointSize }
        pointSize = size
    }

    /// The trace's lines: the table row and column, the config's size, the cap.
    var trace: [String] {
        let row = "Dynamic Type table, row \(style), column \(contentSize.shortName) (\(contentSize.name)): \(Self.format(tableSize)) pt"
        var lines = [row]
        if let configSize {
            let large = style.pointSize(at: .large)
            var line = "textStyles.\(style).size \(Self.format(configSize)) pt at Large"
            if contentSize != .large {
                line += ", scaled by \(Self.format(tableSize))/\(Self.format(large)) as UIFontMetrics scales a custom font"
            }
            lines.append(line)
        }
        if let maximumPointSize {
            let capped = maximumPointSize < scaledSize
            lines.append(
                "maximum point size \(Self.format(maximumPointSize))"
                    + (capped ? ": caps \(Self.format(scaledSize))" : ": not reached"))
        }
        if pointSize != tableSize { lines.append("point size \(Self.format(pointSize))") }
        return lines
    }

    /// `17`, `18.53`.
    package static func format(_ size: Double) -> String {
        size.rounded() == size ? String(Int(size)) : String(size)
    }
}
