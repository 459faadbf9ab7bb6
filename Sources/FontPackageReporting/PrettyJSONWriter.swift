/// Writes JSON in the layout of `JSONEncoder` with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two spaces per level,
/// `"key" : value`, an empty array as `[` blank line `]`. Members are written
/// in the order given, which callers keep sorted by key.
struct PrettyJSONWriter {
    typealias Member = (key: String, value: (inout PrettyJSONWriter) -> Void)

    var out: [UInt8]

    /// `,\n` (when `after` a previous member) or `\n`, the indent, `"key" : `, the value.
    mutating func member(_ key: String, after: Bool, indent: Int, _ value: (inout PrettyJSONWriter) -> Void) {
        out.append(contentsOf: (after ? ",\n" : "\n").utf8)
        self.indent(indent)
        string(key)
        out.append(contentsOf: " : ".utf8)
        value(&self)
    }

    /// An object whose members sit one level below `indent`, the level of its closing brace.
    mutating func object(indent: Int, _ members: [Member]) {
        out.append(UInt8(ascii: "{"))
        for (position, member) in members.enumerated() {
            self.member(member.key, after: position > 0, indent: indent + 1, member.value)
        }
        out.append(contentsOf: (members.isEmpty ? "\n\n" : "\n").utf8)
        self.indent(indent)
        out.append(UInt8(ascii: "}"))
    }

    /// An array whose elements sit one level below `indent`, the level of its closing bracket.
    mutating func array<Element>(indent: Int, _ elements: [Element], _ write: (inout PrettyJSONWriter, Element) -> Void) {
        out.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            out.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
            self.indent(indent + 1)
            write(&self, element)
        }
        out.append(contentsOf: (elements.isEmpty ? "\n\n" : "\n").utf8)
        self.indent(indent)
        out.append(UInt8(ascii: "]"))
    }

    mutating func int(_ value: Int) { out.append(contentsOf: String(value).utf8) }

    /// `true`, `false` or `null`, written as given.
    mutating func literal(_ value: StaticString) { out.append(contentsOf: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)) }

    /// A number as Swift prints a `Double` (`0.25`, `1.0`): the shortest text that reads back the same.
    mutating func double(_ value: Double) { out.append(contentsOf: String(value).utf8) }

    /// A string as JSONEncoder escapes it: `\b`, `\f`, `\n`, `\r`, `\t` and
    /// `\u00xx` for the other controls; `/` and non-ASCII as they are.
    mutating func string(_ value: String) {
        FindingJSON.quoted(value, into: &out, shortEscapes: true)
    }

    private mutating func indent(_ level: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}
