/// CLDR's language aliases: codes that stand for another tag (`iw` is `he`,
/// `tl` is `fil`, `prs` is `fa-AF`, `sh` is `sr-Latn`, `no` is `nb`).
///
/// Locales and config entries are both read through this table, so an alias
/// applies both ways: a device's `no` reaches an entry written `nb`, and a
/// device's `nb` an entry written `no`. The table is generated from CLDR by
/// `Scripts/cldr/generate-language-aliases.py` (`LanguageAliases+Data.swift`).
package enum LanguageAliases {
    package struct Alias: Sendable, Hashable, CustomStringConvertible {
        /// The code as written.
        package let code: String
        package let language: String
        package let script: String?
        package let region: String?
        /// CLDR's reason: `deprecated`, `legacy`, `macrolanguage`, `overlong`,
        /// `bibliographic`, or `equivalent` (CLDR matches the two as the same language).
        package let reason: String

        /// The replacement as a tag: `fa-AF`, `sr-Latn`.
        package var replacement: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }

        /// How a trace says it: `CLDR alias prs is fa-AF (overlong)`.
        package var description: String { "CLDR alias \(code) is \(replacement) (\(reason))" }
    }

    /// The alias for a lowercase language code, if CLDR has one.
    package static func alias(for code: String) -> Alias? { table[code] }

    /// Every alias, by code.
    package static let table: [String: Alias] = {
        var table: [String: Alias] = [:]
        for line in data.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else { continue }
            let parts = fields[1].split(separator: "-").map(String.init)
            let script = parts.dropFirst().first { $0.count == 4 }
            let region = parts.dropFirst().first { $0.count != 4 }
            table[fields[0]] = Alias(code: fields[0], language: parts[0], script: script, region: region, reason: fields[2])
        }
        return table
    }()
}
