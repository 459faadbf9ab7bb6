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

/// `Å (U+00C5) Å (U+212B) é`: characters for a message, each followed by its code points
/// where it could be taken for another: a character no normalized text holds (U+212B
/// ANGSTROM SIGN, a Full_Composition_Exclusion: NFC turns it into U+00C5), or one whose
/// twin of another spelling is in the same list (U+00C5 beside U+212B; `é` precomposed
/// beside `e` and U+0301). Every message that lists characters prints them here.
package func describeCharacters(_ characters: [String], separator: String = " ") -> String {
    func isAmbiguous(_ index: Int) -> Bool {
        let character = characters[index]
        if character.unicodeScalars.contains(where: { $0.properties.isFullCompositionExclusion }) { return true }
        // Swift compares strings by canonical equivalence: equal, with other scalars, is a twin.
        return characters.indices.contains { other in
            other != index && characters[other] == character
                && !characters[other].unicodeScalars.elementsEqual(character.unicodeScalars)
        }
    }
    return characters.indices.map { index in
        guard isAmbiguous(index) else { return characters[index] }
        let codes = characters[index].unicodeScalars.map { codePointLabel($0.value) }.joined(separator: " ")
        return "\(characters[index]) (\(codes))"
    }.joined(separator: separator)
}

/// `"Open\nfile"`: a string key quoted for a one-line message. A key may hold line
/// breaks (a gettext `msgid` is its English source); printed as they are, they would
/// break one finding over two lines. Line breaks and tabs are written as C escapes,
/// and then a backslash as `\\`, so the escape cannot be taken for the key's own text.
/// JSON keeps the key as it is.
package func quotedKey(_ key: String) -> String {
    guard key.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" }) else { return "\"\(key)\"" }
    var escaped = ""
    for scalar in key.unicodeScalars {
        switch scalar {
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case "\\": escaped += "\\\\"
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return "\"\(escaped)\""
}
