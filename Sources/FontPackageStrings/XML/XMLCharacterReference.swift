/// What an XML reference `&name;` stands for, as both XML readers (property
/// lists and the tree parser of the platform string files) decode it: the
/// five predefined entities and decimal or hexadecimal character references.
/// No other entity is defined: a DOCTYPE's declarations are never read.
enum XMLCharacterReference {
    /// The code point `name` (between `&` and `;`) stands for; nil for any
    /// other name, a number that is not a Unicode scalar, or NUL, which XML
    /// cannot hold.
    static func scalar(named name: String) -> UInt32? {
        var scalar: UInt32?
        switch name {
        case "lt": scalar = 0x3C
        case "gt": scalar = 0x3E
        case "amp": scalar = 0x26
        case "quot": scalar = 0x22
        case "apos": scalar = 0x27
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst(), radix: 10)
            }
        }
        guard let value = scalar, Unicode.Scalar(value) != nil, value != 0 else { return nil }
        return value
    }
}
