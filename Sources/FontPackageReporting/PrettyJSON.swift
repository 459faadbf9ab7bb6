#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// JSONEncoder's pretty layout with keys sorted and slashes as they are: the
/// JSON of the outputs that are small enough for it (`coverage`, `langs`,
/// `resolve`, `rules`). `check`'s JSON, which can hold tens of thousands of
/// findings, writes the same layout by hand (``PrettyJSONWriter``).
package enum PrettyJSON {
    package static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
