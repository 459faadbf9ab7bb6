package import FontPackage
internal import FontPackageSupport

/// The characters the system's formatters draw for a locale: number symbols,
/// currency symbols, month and weekday names, AM/PM and the literal parts of
/// date and time patterns. None of it is in an app's string files, yet it is
/// drawn in the app's fonts.
///
/// The table is generated from the CLDR release PyPI's Babel ships, a recent
/// one on purpose (Babel has no exemplar characters, so the exemplar table
/// comes from cldr-json's newest release tag instead): CLDR 42 put U+202F
/// NARROW NO-BREAK SPACE before AM/PM (`3:27 PM`) and before `г.` in Russian
/// dates, and iOS and Android format with a recent CLDR. Each OS release carries its
/// own CLDR version, so a device may draw a little more or less than this.
package enum FormattedText {
    /// The CLDR release the table was generated from.
    package static var version: String { FormattedTextData.version }

    /// What part of a formatted text a character comes from.
    package enum Part: String, Sendable, Hashable, CaseIterable {
        case numbers = "number symbols"
        case currency = "currency symbol"
        case months = "month names"
        case weekdays = "weekday names"
        case dayPeriods = "AM/PM markers"
        case datePatterns = "date pattern"
        case timePatterns = "time pattern"
        case dateTimePatterns = "date and time pattern"

        /// The field of a locale's line (after the numbers' two fields).
        fileprivate var field: Int? {
            switch self {
            case .numbers, .currency: nil
            case .months: 2
            case .weekdays: 3
            case .dayPeriods: 4
            case .datePatterns: 5
            case .timePatterns: 6
            case .dateTimePatterns: 7
            }
        }
    }

    private static let lines = SortedLines(FormattedTextData.locales)
    private static let localeSymbols = SortedLines(FormattedTextData.currencySymbols)
    private static let rootSymbols = SortedLines(FormattedTextData.rootCurrencySymbols)
    private static let regionCurrencies = SortedLines(FormattedTextData.regionCurrencies)
    private static let currencyNames = SortedLines(FormattedTextData.currencyNames)

    /// The English name of a currency CLDR names (`KZT` → `Kazakhstani Tenge`),
    /// current or historic; nil for a code it does not know.
    package static func currencyName(_ code: String) -> String? {
        currencyNames.value(for: code).map(String.init)
    }

    /// The table key whose data applies to `locale` (`kk`, `zh-Hant`), or nil.
    package static func locale(for locale: ParsedLocale) -> String? {
        CLDRExemplars.candidates(for: locale).first { lines.value(for: $0) != nil }
    }

    /// The current currency of a region (`KZ` → `KZT`), or nil.
    package static func currency(ofRegion region: String) -> String? {
        regionCurrencies.value(for: region.uppercased()).map(String.init)
    }

    /// The symbol `locale` writes for a currency (`KZT` → `₸` in kk, `USD` →
    /// `US$` in root): the locale's own, else root's, else the ISO code.
    package static func symbol(of currency: String, for locale: ParsedLocale) -> String {
        let code = currency.uppercased()
        for key in CLDRExemplars.candidates(for: locale) {
            guard let line = localeSymbols.value(for: key) else { continue }
            for entry in line.split(separator: "\t") where entry.hasPrefix(code + " ") {
                return String(entry.dropFirst(code.count + 1))
            }
            // The generator writes a locale's full list of own symbols; a
            // currency it lacks falls back to root, not to a shorter key.
            break
        }
        return rootSymbols.value(for: code).map(String.init) ?? code
    }

    /// The region's currency first, then `currencies` in order, each once.
    package static func currencies(for locale: ParsedLocale, declared currencies: [String]) -> [String] {
        var codes: [String] = []
        if let region = locale.tag.region ?? locale.maximal.region, let own = currency(ofRegion: region) { codes.append(own) }
        for code in currencies.map({ $0.uppercased() }) where !codes.contains(code) { codes.append(code) }
        return codes
    }

    /// The characters of `text` a formatter draws beside the digits: not the
    /// digits (the digits requirement has them), nor what is not drawn.
    private static func drawn(_ text: String) -> CodePointSet? {
        let codePoints = text.unicodeScalars.map(\.value).filter {
            !LanguageRequirement.isNotDrawn($0) && !(Unicode.Scalar($0)?.properties.numericType == .decimal)
        }
        return codePoints.isEmpty ? nil : CodePointSet(codePoints)
    }

    /// The symbol of each of `codes` as `locale` writes it, one part each
    /// (`currency symbol EUR`), whether or not CLDR has the locale's other
    /// formats: a symbol the locale does not name is root's, or the code.
    package static func currencyParts(
        _ codes: [String], for locale: ParsedLocale
    ) -> [(part: Part, detail: String, characters: CodePointSet)] {
        codes.compactMap { code in
            drawn(symbol(of: code, for: locale)).map { (Part.currency, "currency symbol \(code.uppercased())", $0) }
        }
    }

    /// Each part's characters for `locale`, with what it is (`time pattern`,
    /// `currency symbol KZT`); digits are not included (the digits requirement
    /// has them), nor characters that are not drawn. Nil without data.
    package static func parts(
        for locale: ParsedLocale, currencies declared: [String] = []
    ) -> (key: String, parts: [(part: Part, detail: String, characters: CodePointSet)])? {
        guard let key = Self.locale(for: locale), let line = lines.value(for: key) else { return nil }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 8 else { return nil }
        var parts: [(part: Part, detail: String, characters: CodePointSet)] = []
        func add(_ part: Part, _ detail: String, _ text: String) {
            guard let characters = drawn(text) else { return }
            parts.append((part, detail, characters))
        }
        // `numbers` is `system symbols`, then latn's symbols when the default is another system: a
        // user can switch to Latin digits (iOS Settings > Language & Region > Numbers, Android's
        // numbering preference), and the formatters then draw latn's symbols, as Babel does for percent.
        let defaultSystem = String(fields[0].prefix { $0 != " " })
        let defaultSymbols = String(fields[0].drop { $0 != " " }.dropFirst())
        if locale.tag.numberingSystem == "latn" && defaultSystem != "latn" {
            add(.numbers, "number symbols (latn)", fields[1])
        } else if defaultSystem != "latn" {
            add(.numbers, "number symbols (\(defaultSystem), latn)", defaultSymbols + fields[1])
        } else {
            add(.numbers, "number symbols (latn)", defaultSymbols)
        }
        for code in currencies(for: locale, declared: declared) {
            add(.currency, "currency symbol \(code)", symbol(of: code, for: locale))
        }
        for part in Part.allCases {
            guard let field = part.field else { continue }
            add(part, part.rawValue, fields[field])
        }
        return (key, parts)
    }
}
