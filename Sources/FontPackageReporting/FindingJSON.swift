import FontPackage
import FontPackageCheck

/// Writes findings as JSON objects with sorted keys, straight into UTF-8 bytes:
/// the finding's own members (`Diagnostic.jsonMembers`, which its
/// `encode(to:)` writes too), with `baseline` and `group` in their sorted places.
enum FindingJSON {
    /// `group` (the finding's cause group, when it has one) is written as
    /// `{ "cause" : ..., "hint" : ..., "id" : "g1", "sameCauseAs" : ... }`, `hint` and
    /// `sameCauseAs` (the pack-level finding that states the cause) only when the group has them.
    static func write(
        _ finding: Finding, baseline: Bool = false, group: FindingGrouping.Group? = nil, into out: inout [UInt8], indent: String
    ) {
        // Members in sorted key order, as JSONEncoder's .sortedKeys writes them.
        var first = true
        func member(_ key: String, _ value: (inout [UInt8]) -> Void) {
            out.append(contentsOf: first ? Array("\n".utf8) : Array(",\n".utf8))
            first = false
            out.append(contentsOf: indent.utf8)
            out.append(contentsOf: "  \"".utf8)
            out.append(contentsOf: key.utf8)
            out.append(contentsOf: "\" : ".utf8)
            value(&out)
        }
        out.append(contentsOf: indent.utf8)
        out.append(UInt8(ascii: "{"))
        if baseline { member("baseline") { $0.append(contentsOf: "true".utf8) } }
        var groupLeft = group
        func writeGroup(before key: String?) {
            guard let group = groupLeft, key.map({ "group" < $0 }) ?? true else { return }
            groupLeft = nil
            member("group") { out in
                out.append(contentsOf: "{ \"cause\" : ".utf8)
                quoted(group.cause, into: &out)
                if let hint = group.hint {
                    out.append(contentsOf: ", \"hint\" : ".utf8)
                    quoted(hint, into: &out)
                }
                out.append(contentsOf: ", \"id\" : ".utf8)
                quoted(group.id, into: &out)
                if let same = group.sameCauseAs {
                    out.append(contentsOf: ", \"sameCauseAs\" : ".utf8)
                    quoted(same, into: &out)
                }
                out.append(contentsOf: " }".utf8)
            }
        }
        for (key, value) in finding.jsonMembers {
            writeGroup(before: key.rawValue)
            member(key.rawValue) { out in
                switch value {
                case .string(let text):
                    quoted(text, into: &out)
                case .strings(let texts):
                    out.append(UInt8(ascii: "["))
                    for (position, text) in texts.enumerated() {
                        if position > 0 { out.append(contentsOf: ", ".utf8) }
                        quoted(text, into: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                case .codePoints(let codePoints):
                    numbers(codePoints, into: &out)
                case .location(let location):
                    out.append(contentsOf: "{ \"column\" : \(location.column), \"file\" : ".utf8)
                    quoted(location.file, into: &out)
                    out.append(contentsOf: ", \"line\" : \(location.line) }".utf8)
                }
            }
        }
        writeGroup(before: nil)
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: indent.utf8)
        out.append(UInt8(ascii: "}"))
    }

    static func numbers(_ values: [UInt32], into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { out.append(contentsOf: ", ".utf8) }
            out.append(contentsOf: String(value).utf8)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal: quotes, backslashes and control characters
    /// escaped; every other UTF-8 byte copied as it is. With `shortEscapes`,
    /// backspace and form feed are `\b` and `\f` (as JSONEncoder writes them)
    /// rather than `\u0008` and `\u000c`.
    static func quoted(_ value: String, into out: inout [UInt8], shortEscapes: Bool = false) {
        let hexDigits: StaticString = "0123456789abcdef"
        out.append(UInt8(ascii: "\""))
        // Most strings (names, messages, a requirement's characters) need no
        // escape: copied whole rather than byte by byte.
        let copied: Bool? = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                return false
            }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case UInt8(ascii: "\n"):
                out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"):
                out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"):
                out.append(contentsOf: "\\t".utf8)
            case 0x08 where shortEscapes:
                out.append(contentsOf: "\\b".utf8)
            case 0x0C where shortEscapes:
                out.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits.utf8Start[Int(byte >> 4)])
                out.append(hexDigits.utf8Start[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
