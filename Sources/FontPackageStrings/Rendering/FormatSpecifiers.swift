/// Finds and removes the placeholders of format strings, which the app
/// replaces with values before the text reaches the font.
///
/// printf / `NSString` grammar: `%[argnum$][flags][width][.precision][length]conversion`
/// - argnum: digits and `$` (`%2$@`);
/// - flags: `-`, `+`, `#`, `0`, `'`. Not the space flag: in translations `% ` is
///   almost always a literal percent sign (French `50 % de remise`);
/// - width and precision: digits, `*` or `*n$`;
/// - length: `hh`, `h`, `l`, `ll`, `L`, `q`, `j`, `z`, `t`;
/// - conversion: `d i u o x X e E f F g G a A c C s S p @ n D O U`.
///
/// Also `%[argnum$]#@name@` (a `.stringsdict` or catalog variable), `%arg`
/// with `FormatSyntax.substitutionArgument`, and `{name}` / `{0}` with
/// `FormatSyntax.braces`, and Python's `%(name)s` with `FormatSyntax.pythonNamed`. `%%` renders a literal `%`. A `%` that starts
/// none of these is kept as text with the characters after it.
public enum FormatSpecifiers: Sendable {
    /// The text as drawn once the placeholders are gone.
    public static func strip(_ text: String, syntax: FormatSyntax = .printf) -> String {
        var output: [UInt8] = []
        var text = text
        text.withUTF8 { stripUTF8($0, syntax: syntax, into: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// The placeholders in order, as written (`%1$@`, `%#@files@`, `%%`).
    public static func placeholders(in text: String, syntax: FormatSyntax = .printf) -> [String] {
        var found: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                if let end = placeholderEnd(bytes, at: index, syntax: syntax) {
                    found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))
                    index = end
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// The variable names of `%#@name@` references, in order.
    public static func variableReferences(in text: String) -> [String] {
        scanVariableReferences(in: text).names
    }

    /// The `%#@` openings that do not form a `%#@name@` reference (`%#@re%views@`,
    /// `%#@rev\iews@`, `%#@%@`), as written up to where the name stops.
    /// NSString renders them as `%@` with the `#` flag, which is rarely what a
    /// `.stringsdict` format meant.
    public static func malformedVariableReferences(in text: String) -> [String] {
        scanVariableReferences(in: text).malformed
    }

    /// One pass over the bytes: every `%[argnum$]#@` either names a variable
    /// (letters, digits, `_`, closed by `@`) or is malformed.
    private static func scanVariableReferences(in text: String) -> (names: [String], malformed: [String]) {
        var names: [String] = []
        var malformed: [String] = []
        var text = text
        text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                let start = index
                var cursor = index + 1
                if cursor < count, bytes[cursor] == UInt8(ascii: "%") {
                    index = cursor + 1
                    continue
                }
                var digitsEnd = cursor
                while digitsEnd < count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
                if digitsEnd > cursor, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$") { cursor = digitsEnd + 1 }
                guard cursor + 1 < count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@")
                else {
                    index = start + 1
                    continue
                }
                let nameStart = cursor + 2
                var nameEnd = nameStart
                while nameEnd < count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > nameStart, nameEnd < count, bytes[nameEnd] == UInt8(ascii: "@") {
                    names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self))
                    index = nameEnd + 1
                } else {
                    malformed.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), as: UTF8.self))
                    index = nameStart
                }
            }
        }
        return (names, malformed)
    }

    /// Copies `bytes` to `output` without placeholders; `%%` becomes `%`.
    static func stripUTF8(_ bytes: UnsafeBufferPointer<UInt8>, syntax: FormatSyntax, into output: inout [UInt8]) {
        output.reserveCapacity(bytes.count)
        let percent = UInt8(ascii: "%")
        let brace = UInt8(ascii: "{")
        let checkBraces = syntax.contains(.braces)
        var index = 0
        var runStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == percent || (checkBraces && byte == brace) else {
                index += 1
                continue
            }
            guard let end = placeholderEnd(bytes, at: index, syntax: syntax) else {
                index += 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            if end == index + 2, byte == percent, bytes[index + 1] == percent { output.append(percent) }
            index = end
            runStart = end
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_")
    }

    /// The end of the placeholder starting at `start`, or nil when there is none.
    static func placeholderEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, syntax: FormatSyntax) -> Int? {
        let count = bytes.count
        if bytes[start] == UInt8(ascii: "{") {
            guard syntax.contains(.braces) else { return nil }
            var index = start + 1
            while index < count, isNameByte(bytes[index]) { index += 1 }
            guard index > start + 1, index < count, bytes[index] == UInt8(ascii: "}") else { return nil }
            return index + 1
        }
        guard bytes[start] == UInt8(ascii: "%"), syntax.contains(.printf) || syntax.contains(.substitutionArgument)
        else { return nil }
        var index = start + 1
        guard index < count else { return nil }
        if bytes[index] == UInt8(ascii: "%") { return syntax.contains(.printf) ? index + 1 : nil }

        // Argument number: digits then `$`.
        var digitsEnd = index
        while digitsEnd < count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
        if digitsEnd > index, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$") { index = digitsEnd + 1 }

        // Python's `%(name)s`.
        if syntax.contains(.pythonNamed), index < count, bytes[index] == UInt8(ascii: "(") {
            var close = index + 1
            while close < count, bytes[close] != UInt8(ascii: ")") { close += 1 }
            guard close < count else { return nil }
            index = close + 1
        }
        // `%#@name@`
        if syntax.contains(.printf), index + 1 < count, bytes[index] == UInt8(ascii: "#"),
            bytes[index + 1] == UInt8(ascii: "@")
        {
            var nameEnd = index + 2
            while nameEnd < count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd > index + 2, nameEnd < count, bytes[nameEnd] == UInt8(ascii: "@") { return nameEnd + 1 }
        }
        // `%arg`
        if syntax.contains(.substitutionArgument), index + 2 < count, bytes[index] == UInt8(ascii: "a"),
            bytes[index + 1] == UInt8(ascii: "r"), bytes[index + 2] == UInt8(ascii: "g")
        {
            return index + 3
        }
        guard syntax.contains(.printf) else { return nil }

        // Flags.
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"):
                index += 1
                continue
            case UInt8(ascii: " ") where syntax.contains(.pythonNamed):
                index += 1
                continue
            default: break
            }
            break
        }
        // Width.
        index = skipCount(bytes, from: index)
        // Precision.
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index = skipCount(bytes, from: index + 1)
        }
        // Length modifier.
        if index < count {
            switch bytes[index] {
            case UInt8(ascii: "h"):
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "h") { index += 1 }
            case UInt8(ascii: "l"):
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "l") { index += 1 }
            case UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "z"), UInt8(ascii: "t"):
                index += 1
            default: break
            }
        }
        guard index < count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
            UInt8(ascii: "X"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
            UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
            UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "@"),
            UInt8(ascii: "n"), UInt8(ascii: "D"), UInt8(ascii: "O"), UInt8(ascii: "U"):
            return index + 1
        case UInt8(ascii: "r") where syntax.contains(.pythonNamed):
            return index + 1
        default:
            return nil
        }
    }

    /// Digits, `*` or `*n$`.
    private static func skipCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
            index += 1
            var digitsEnd = index
            while digitsEnd < bytes.count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > index, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") { index = digitsEnd + 1 }
            return index
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index
    }
}
