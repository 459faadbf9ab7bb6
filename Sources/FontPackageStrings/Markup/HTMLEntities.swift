/// HTML's character references (`&amp;`, `&nbsp;`, `&#8230;`, `&#x2026;`),
/// decoded as the HTML Standard's tokenizer and Python's `html.unescape`
/// decode them: a name from the standard's table, the longest legacy name
/// that needs no semicolon (`&copy2024` is `©2024`), decimal and hexadecimal
/// numbers. Anything else stays as written.
enum HTMLEntities {
    /// The names of the table, each with its text and whether it is legacy (valid without `;`).
    private static let names: [Substring: (text: String, legacy: Bool)] = {
        var names: [Substring: (text: String, legacy: Bool)] = [:]
        names.reserveCapacity(2200)
        for line in table.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            var name = line[..<tab]
            let legacy = name.hasSuffix("*")
            if legacy { name = name.dropLast() }
            var text = String.UnicodeScalarView()
            for hex in line[line.index(after: tab)...].split(separator: " ") {
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { text.append(scalar) }
            }
            names[name] = (String(text), legacy)
        }
        return names
    }()

    /// The longest a name runs before it is no reference (`&` and 32 characters, as `html.unescape` reads).
    static let longestName = 32

    /// Decodes the reference that starts at `start` (an `&`) in `scalars`:
    /// its text and the index after it, or nil when it is no reference.
    static func decode(_ scalars: [Unicode.Scalar], at start: Int) -> (text: String, end: Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            let hexadecimal = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hexadecimal { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            var overflow = false
            while index < scalars.count, let digit = digitValue(scalars[index], hexadecimal: hexadecimal) {
                let (shifted, multiplyOverflow) = value.multipliedReportingOverflow(by: hexadecimal ? 16 : 10)
                let (sum, addOverflow) = shifted.addingReportingOverflow(digit)
                overflow = overflow || multiplyOverflow || addOverflow
                value = sum
                index += 1
            }
            guard index > digitsStart else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (String(numeric(overflow ? UInt32.max : value)), index)
        }
        // A name runs to a character that ends it, as the oracle's pattern reads `[^\t\n\f <&#;]{1,32};?`.
        var end = index
        while end < scalars.count, end - index < longestName, !endsName(scalars[end]) { end += 1 }
        guard end > index else { return nil }
        let length = end - index
        let hasSemicolon = end < scalars.count && scalars[end] == ";"
        func known(_ count: Int) -> (text: String, legacy: Bool)? {
            names[Substring(String(String.UnicodeScalarView(scalars[index..<(index + count)])))]
        }
        if let whole = known(length), hasSemicolon || whole.legacy {
            return (whole.text, hasSemicolon ? end + 1 : end)
        }
        // Else the longest legacy name (valid without its semicolon) the characters start with.
        var prefix = hasSemicolon ? length : length - 1
        while prefix >= 2 {
            if let legacy = known(prefix), legacy.legacy { return (legacy.text, index + prefix) }
            prefix -= 1
        }
        return nil
    }

    private static func endsName(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\u{0C}", " ", "<", "&", "#", ";": true
        default: false
        }
    }

    private static func digitValue(_ scalar: Unicode.Scalar, hexadecimal: Bool) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46 where hexadecimal: scalar.value - 0x41 + 10
        case 0x61...0x66 where hexadecimal: scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// The character a number stands for: NUL, a surrogate or a number past
    /// Unicode is U+FFFD; 0x80-0x9F are Windows-1252's characters, as the
    /// HTML Standard reads them.
    private static func numeric(_ value: UInt32) -> Unicode.Scalar {
        if value == 0 { return "\u{FFFD}" }
        if (0x80...0x9F).contains(value) {
            return windows1252[Int(value - 0x80)].flatMap(Unicode.Scalar.init) ?? Unicode.Scalar(value)!
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Windows-1252's characters at 0x80-0x9F (nil where the standard keeps the number).
    private static let windows1252: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil,
        0x017D, nil, nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, nil, 0x017E, 0x0178,
    ]
}
