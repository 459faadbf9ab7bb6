package import FontPackage
internal import FontPackageSupport

/// Each locale's name in its own language, as a language picker lists it
/// (`th` → ไทย, `pt-BR` → português (Brasil)): CLDR's display name of the
/// locale in the locale, from the table `Scripts/generate/cldr/generate-autonyms.py`
/// makes out of the CLDR Babel ships.
package enum Autonyms {
    /// The CLDR release the table was generated from.
    package static var version: String { AutonymData.version }

    private static let lines = SortedLines(AutonymData.names)

    /// The locale's own name and the table key it came from, or nil when CLDR has none.
    package static func name(for locale: ParsedLocale) -> (key: String, name: String)? {
        for key in CLDRExemplars.candidates(for: locale) {
            if let name = lines.value(for: key) { return (key, String(name)) }
        }
        return nil
    }
}
