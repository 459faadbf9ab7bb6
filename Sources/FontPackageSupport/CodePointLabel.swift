/// `U+0041`: a code point as Unicode writes it, at least four hex digits.
package func codePointLabel(_ codePoint: UInt32) -> String {
    "U+" + hexDigits(codePoint)
}

/// Upper-case hex, zero-padded to four digits (`1EA0`, `00E9`, `1F389`).
package func hexDigits(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// `U+1EA0 Ạ, U+1EA1 ạ, ... and 12 more`, for messages.
package func describeCodePoints(_ codePoints: [UInt32], limit: Int = 12) -> String {
    let shown = codePoints.prefix(limit).map { codePoint -> String in
        let label = codePointLabel(codePoint)
        guard let scalar = Unicode.Scalar(codePoint) else { return label }
        let properties = scalar.properties
        // Marks are shown on a dotted circle; controls and spaces by code only.
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
            return "\(label) \u{25CC}\(Character(scalar))"
        }
        if properties.isWhitespace || properties.generalCategory == .control || properties.generalCategory == .format {
            return label
        }
        return "\(label) \(Character(scalar))"
    }
    let more = codePoints.count > limit ? " and \(codePoints.count - limit) more" : ""
    return shown.joined(separator: ", ") + more
}
