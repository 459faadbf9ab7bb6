/// `text` without leading and trailing blanks: the space separators and tab
/// of Foundation's `CharacterSet.whitespaces`, not line breaks.
package func trimmedBlanks(_ text: String) -> String {
    func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }), let last = scalars.lastIndex(where: { !isBlank($0) }) else {
        return ""
    }
    return String(scalars[first...last])
}
