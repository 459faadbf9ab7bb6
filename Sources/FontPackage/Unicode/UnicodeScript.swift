/// An ISO 15924 script code as the Unicode Script property assigns it
/// (`Latn`, `Arab`, `Hani`, `Zyyy` for Common, `Zinh` for Inherited).
public struct UnicodeScript: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The four-letter code (`Latn`).
    public let rawValue: String

    /// Wraps a code as given, without checking it.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Accepts a code in any case (`hani`, `HANI`) and returns it canonical (`Hani`),
    /// or nil when Unicode has no such script.
    package init?(code: String) {
        let canonical = code.asciiTitlecased
        guard code.count == 4, ScriptTable.shared.codes.contains(canonical) else { return nil }
        self.rawValue = canonical
    }

    /// The four-letter code.
    public var description: String { rawValue }

    package static let common = UnicodeScript(rawValue: "Zyyy")
    package static let inherited = UnicodeScript(rawValue: "Zinh")
    package static let unknown = UnicodeScript(rawValue: "Zzzz")

    /// Common and Inherited characters (digits, punctuation, combining marks) take
    /// the script of the text around them.
    package var isNeutral: Bool { self == .common || self == .inherited || self == .unknown }

    /// The script of one code point.
    package static func of(_ scalar: Unicode.Scalar) -> UnicodeScript {
        ScriptTable.shared.script(of: scalar.value)
    }

    /// The code point ranges Unicode assigns to the script, ascending.
    package var ranges: [ClosedRange<UInt32>] {
        let table = ScriptTable.shared
        return table.scripts.indices.filter { table.scripts[$0] == self }.map { table.starts[$0]...table.ends[$0] }
    }

    /// Every script code the table knows.
    static var allCodes: Set<String> { ScriptTable.shared.codes }

    /// The script's Unicode name (`Arabic`, `Han`), for messages; the code when Unicode has no name for it.
    package var name: String { ScriptNames.shared.names[rawValue] ?? rawValue }
}

/// The decoded names of the generated table, read only when a message names a script.
final class ScriptNames: Sendable {
    static let shared = ScriptNames()

    let names: [String: String]

    private init() {
        var packed = ""
        for chunk in UnicodeScript.packedNames { packed += chunk.description }
        var names: [String: String] = [:]
        for record in packed.split(separator: ";") {
            let parts = record.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { names[String(parts[0])] = String(parts[1]) }
        }
        self.names = names
    }
}

/// The decoded form of the generated range table, built once.
final class ScriptTable: Sendable {
    static let shared = ScriptTable()

    let starts: [UInt32]
    let ends: [UInt32]
    let scripts: [UnicodeScript]
    let codes: Set<String>

    private init() {
        // The chunks joined, then each `START-ENDCode;` record read in place:
        // the code is the four bytes before `;`, and each distinct code
        // becomes a String once.
        var packed: [UInt8] = []
        packed.reserveCapacity(UnicodeScript.packedRanges.count * 100)
        for chunk in UnicodeScript.packedRanges {
            chunk.withUTF8Buffer { packed.append(contentsOf: $0) }
        }
        if packed.last != UInt8(ascii: ";") { packed.append(UInt8(ascii: ";")) }
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var scripts: [UnicodeScript] = []
        var interned: [UInt32: UnicodeScript] = [:]
        packed.withUnsafeBufferPointer { bytes in
            var recordStart = 0
            var dash = -1
            for position in bytes.indices {
                switch bytes[position] {
                case UInt8(ascii: "-"):
                    dash = position
                case UInt8(ascii: ";"):
                    defer { recordStart = position + 1 }
                    let codeStart = position - 4
                    guard dash >= recordStart, codeStart > dash + 1 else { continue }
                    var start: UInt32 = 0
                    for index in recordStart..<dash { start = start << 4 | UInt32(Self.hexValue(bytes[index])) }
                    var end: UInt32 = 0
                    for index in (dash + 1)..<codeStart { end = end << 4 | UInt32(Self.hexValue(bytes[index])) }
                    var key: UInt32 = 0
                    for index in codeStart..<position { key = key << 8 | UInt32(bytes[index]) }
                    let script: UnicodeScript
                    if let known = interned[key] {
                        script = known
                    } else {
                        script = UnicodeScript(rawValue: String(decoding: bytes[codeStart..<position], as: UTF8.self))
                        interned[key] = script
                    }
                    starts.append(start)
                    ends.append(end)
                    scripts.append(script)
                default:
                    continue
                }
            }
        }
        self.starts = starts
        self.ends = ends
        self.scripts = scripts
        self.codes = Set(interned.values.map(\.rawValue)).union(["Zyyy", "Zinh", "Zzzz"])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8 {
        byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
    }

    func script(of value: UInt32) -> UnicodeScript {
        var low = 0
        var high = starts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < starts[middle] {
                high = middle - 1
            } else if value > ends[middle] {
                low = middle + 1
            } else {
                return scripts[middle]
            }
        }
        return .unknown
    }
}

/// A stretch of text in one script, after neutral characters joined their neighbours.
public struct ScriptRun: Sendable, Hashable {
    /// Where the run is in the text.
    public var range: Range<String.Index>
    /// The run's script.
    public var script: UnicodeScript

    init(range: Range<String.Index>, script: UnicodeScript) {
        self.range = range
        self.script = script
    }
}

extension UnicodeScript {
    /// Splits text into script runs. Common and Inherited characters join the run
    /// before them (or, at the start, the first run after them), the usual
    /// resolution of UAX #24; text with no strong script is one Common run.
    package static func runs(in text: String) -> [ScriptRun] {
        var runs: [ScriptRun] = []
        var currentStart = text.unicodeScalars.startIndex
        var currentScript: UnicodeScript?
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let script = UnicodeScript.of(text.unicodeScalars[index])
            if !script.isNeutral {
                if let current = currentScript, current != script {
                    runs.append(ScriptRun(range: currentStart..<index, script: current))
                    currentStart = index
                }
                currentScript = script
            }
            text.unicodeScalars.formIndex(after: &index)
        }
        if currentStart < text.endIndex || runs.isEmpty {
            runs.append(ScriptRun(range: currentStart..<text.endIndex, script: currentScript ?? .common))
        }
        return runs
    }
}
