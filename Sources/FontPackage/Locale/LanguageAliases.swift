internal import FontPackageSupport

/// CLDR's language aliases: codes that stand for another tag (`iw` is `he`,
/// `tl` is `fil`, `prs` is `fa-AF`, `sh` is `sr-Latn`, `no` is `nb`).
///
/// Locales and config entries are both read through this table, so an alias
/// applies both ways: a device's `no` reaches an entry written `nb`, and a
/// device's `nb` an entry written `no`. The table is generated from CLDR by
/// `Scripts/generate/cldr/generate-language-aliases.py` (`LanguageAliases+Data.swift`).
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
    package static func alias(for code: String) -> Alias? {
        lines.value(for: code).flatMap { Alias(code: code, fields: $0) }
    }

    /// The generated lines, searched in place (they are sorted by code).
    private static let lines = SortedLines(data)

    /// Every alias, by code.
    package static var table: [String: Alias] {
        var table: [String: Alias] = [:]
        for (code, fields) in lines.lines { table[String(code)] = Alias(code: String(code), fields: fields) }
        return table
    }
}

extension LanguageAliases.Alias {
    /// `replacement<TAB>reason`.
    fileprivate init?(code: String, fields: Substring) {
        let fields = fields.split(separator: "\t").map(String.init)
        guard fields.count == 2 else { return nil }
        let parts = fields[0].split(separator: "-").map(String.init)
        self.init(
            code: code, language: parts[0], script: parts.dropFirst().first { $0.count == 4 },
            region: parts.dropFirst().first { $0.count != 4 }, reason: fields[1])
    }
}
