extension JSONValue {
    /// The value as JSON text, four spaces per level, keys in their order,
    /// numbers as written, appended to `out`; `indent` is the current level's.
    ///
    /// What `fontpack subset` writes for the subset pack's config and
    /// `fontpack init` for a starter config.
    package func write(into out: inout String, indent: String) {
        let inner = indent + "    "
        switch kind {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(_, let text): out += text
        case .string(let text): out += Self.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (position, element) in elements.enumerated() {
                out += inner
                element.write(into: &out, indent: inner)
                out += position == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (position, member) in members.enumerated() {
                out += inner + Self.quoted(member.key) + ": "
                member.value.write(into: &out, indent: inner)
                out += position == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
