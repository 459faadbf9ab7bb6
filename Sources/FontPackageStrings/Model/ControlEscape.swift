/// The letters that stand for a control character after a backslash, as C
/// writes them: the escapes `.strings` files (Apple's property-list text) and
/// gettext's `.po` strings both take from C, each reader adding its own.
enum ControlEscape {
    /// The control character `\n`, `\t`, `\r`, `\a`, `\b`, `\f` or `\v` stands for; nil for another letter.
    static func byte(after backslash: UInt8) -> UInt8? {
        switch backslash {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }
}
