/// The arguments a `c-format` string's directives take, as GNU gettext's `format-c.c`
/// reads them for `msgfmt -c`: each directive `%[n$][flags][width][.precision][size]conversion`
/// takes an argument of its conversion's type (and `*` widths an `int`); `%%` takes none.
/// Numbered (`%2$s`) and unnumbered directives do not mix.
struct CFormatDirectives: Equatable {
    /// The type of each argument, in argument order.
    var arguments: [String]

    /// The directives of `text`, or nil when it is no valid C format string.
    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var numbered: [Int: String] = [:]
        var unnumbered: [String] = []
        var index = 0
        func digits() -> Int? {
            var value: Int?
            while index < scalars.count, (0x30...0x39).contains(scalars[index].value) {
                value = min((value ?? 0) * 10 + Int(scalars[index].value) - 0x30, 1_000_000)
                index += 1
            }
            return value
        }
        /// An argument, at `position` when the directive is numbered.
        func take(_ type: String, at position: Int?) -> Bool {
            if let position {
                guard unnumbered.isEmpty, position > 0 else { return false }
                if let earlier = numbered[position], earlier != type { return false }
                numbered[position] = type
            } else {
                guard numbered.isEmpty else { return false }
                unnumbered.append(type)
            }
            return true
        }
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            index += 1
            guard index < scalars.count else { return nil }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            // `n$` numbers the directive's argument.
            var position: Int?
            let start = index
            if let number = digits(), index < scalars.count, scalars[index] == "$" {
                position = number
                index += 1
            } else {
                index = start
            }
            while index < scalars.count, "-+ #0'I".unicodeScalars.contains(scalars[index]) { index += 1 }
            // A width or precision of `*` (or `*m$`) takes an int.
            func starArgument() -> Bool {
                guard index < scalars.count, scalars[index] == "*" else {
                    _ = digits()
                    return true
                }
                index += 1
                let mark = index
                if let number = digits(), index < scalars.count, scalars[index] == "$" {
                    index += 1
                    return take("int", at: number)
                }
                index = mark
                return take("int", at: position == nil ? nil : -1)
            }
            guard starArgument() else { return nil }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                guard starArgument() else { return nil }
            }
            var size = ""
            while index < scalars.count, "hlLqjzZt".unicodeScalars.contains(scalars[index]) {
                size.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count else { return nil }
            let conversion = scalars[index]
            index += 1
            let type: String
            switch conversion {
            case "d", "i": type = "signed " + size
            case "o", "u", "x", "X": type = "unsigned " + size
            case "e", "E", "f", "F", "g", "G", "a", "A": type = "double " + size
            case "c": type = size.contains("l") ? "wint" : "char"
            case "C": type = "wint"
            case "s": type = size.contains("l") ? "wide string" : "string"
            case "S": type = "wide string"
            case "p": type = "pointer"
            case "n": type = "count " + size
            case "m": continue
            case "<":
                // An <inttypes.h> macro, `%<PRId64>`: its name is its type.
                var name = ""
                while index < scalars.count, scalars[index] != ">" {
                    name.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count, name.hasPrefix("PRI") else { return nil }
                index += 1
                type = name
            default: return nil
            }
            guard take(type, at: position) else { return nil }
        }
        if numbered.isEmpty {
            arguments = unnumbered
            return
        }
        // Numbered arguments must be 1...n, each named.
        guard let last = numbered.keys.max(), numbered.count == last else { return nil }
        arguments = (1...last).compactMap { numbered[$0] }
    }

    /// What msgfmt -c says of a translation's directives against its source's, or nil when
    /// they agree: as many arguments of the same types, or, where `strict` is false (a
    /// plural form that may stand for one number), no more than the source's.
    func mismatch(_ translation: CFormatDirectives, strict: Bool, names: String) -> String? {
        if strict ? translation.arguments.count != arguments.count : translation.arguments.count > arguments.count {
            return "number of format specifications in \(names) does not match"
        }
        for (position, (source, translated)) in zip(arguments, translation.arguments).enumerated() where source != translated {
            return "format specifications in \(names) for argument \(position + 1) are not the same"
        }
        return nil
    }
}
