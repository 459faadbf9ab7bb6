#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// A loaded `appfont.json`: entries per language, plus the optional
/// extensions (`exclude`, `scripts`, `languages`, `fallback`, `textStyles`). Immutable and `Sendable`.
public struct FontPackConfig: Sendable {
    /// The config's path as given, used in every diagnostic.
    package let file: String
    /// Entries in config order, `default` included.
    public let entries: [PackEntry]
    /// Font-name patterns never rewritten (icon fonts, code fonts).
    package let exclude: [NamePattern]
    /// Scripts whose text keeps one entry whatever the locale.
    package let scripts: [UnicodeScript: PackEntry]
    /// The languages the app writes in another script than their likely one
    /// (`languages`), by language subtag; ``reading(_:)`` applies them.
    package let languageScripts: [String: LanguageScript]
    /// The platforms the pack ships on (`platforms`), nil when the config does not say.
    public let platforms: [Platform]?
    /// What the config asks of finding codes (`rules`): off, or another severity, in file order.
    public let rules: [RuleSetting]
    /// The config's own slot or size for text styles (`textStyles`), over Apple's table.
    public let textStyles: [TextStyle: TextStyleSetting]
    /// Width budgets for strings (`fit`), in file order.
    public internal(set) var fit: [FitBudget] = []
    /// Currencies the app formats prices in (`currencies`, ISO 4217 codes), beyond each locale's own.
    package let currencies: [String]
    /// The languages the app lists by their own names (`languagePicker`); nil when it has no picker.
    package let languagePicker: LanguagePicker?
    /// Non-fatal findings, such as an unknown key with its likely meaning.
    public let warnings: [Diagnostic]
    /// Each entry's fallback chain after its own face (`fallback`, entry's list
    /// then the top-level list); see ``fallback(of:)``.
    let fallbacks: [ObjectIdentifier: [FallbackLink]]

    package init(
        file: String, entries: [PackEntry], exclude: [NamePattern] = [], scripts: [UnicodeScript: PackEntry] = [:],
        platforms: [Platform]? = nil, rules: [RuleSetting] = [], textStyles: [TextStyle: TextStyleSetting] = [:], currencies: [String] = [],
        languagePicker: LanguagePicker? = nil, warnings: [Diagnostic] = [],
        fallbacks: [ObjectIdentifier: [FallbackLink]] = [:], languageScripts: [String: LanguageScript] = [:]
    ) {
        self.languageScripts = languageScripts
        self.rules = rules
        self.textStyles = textStyles
        self.currencies = currencies
        self.languagePicker = languagePicker
        self.fallbacks = fallbacks
        self.file = file
        self.entries = entries
        self.exclude = exclude
        self.scripts = scripts
        self.platforms = platforms
        self.warnings = warnings
    }

    /// The entries `scripts` names, each once, in config order (a dictionary's
    /// order changes from run to run, and outputs must not).
    package var scriptEntries: [PackEntry] {
        let named = Set(scripts.values.map(ObjectIdentifier.init))
        return entries.filter { named.contains(ObjectIdentifier($0)) }
    }

    /// The `default` entry, if the config has one.
    package var defaultEntry: PackEntry? { entries.first(where: \.isDefault) }

    /// The entry written with this `env`, compared after normalisation
    /// (`en-US` finds `en`, `zh-Hans` finds `zh`), or `default`.
    public func entry(forEnv env: String) -> PackEntry? {
        guard let key = try? EntryKey(env: env) else { return nil }
        return entries.first { (try? EntryKey(env: $0.env)) == key }
    }

    /// Reads and validates a config file. Every problem found is reported,
    /// not only the first.
    public static func load(path: String) throws(DiagnosticError) -> FontPackConfig {
        try parse(
            bytes: JSONDocument.readFile(
                path, code: .unreadableConfig, what: "config file", limit: InputFile.maximumConfigBytes,
                tooLargeCode: "config-too-large"),
            file: path)
    }

    /// Validates config text; `file` names it in diagnostics.
    public static func parse(bytes: [UInt8], file: String) throws(DiagnosticError) -> FontPackConfig {
        let document = try JSONDocument(located: bytes, file: file)
        var reader = ConfigReader(document: document)
        let config = reader.read()
        guard let config, reader.diagnostics.allSatisfy({ $0.severity != .error }) else {
            throw DiagnosticError(reader.diagnostics)
        }
        return config
    }
}

/// What makes two `env` values the same entry: `default`, or the
/// likely-subtags expansion (`en` and `en-US` are both `en-Latn-US`).
struct EntryKey: Hashable {
    let value: String

    init(env: String) throws(LocaleError) {
        if env.asciiLowercased == "default" {
            value = "default"
        } else {
            let locale = try ParsedLocale(env)
            value = locale.maximal.baseIdentifier
        }
    }
}

/// A font-name pattern for `exclude`: `*` any run, `?` one character,
/// case-insensitive, matched against the whole name.
package struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    package let pattern: String
    /// Lowercased pattern bytes (without the stars for the simple shapes).
    private let bytes: [UInt8]
    /// Per pattern byte, 0x20 for an ASCII letter and 0 otherwise: `(text | mask) == byte`
    /// then compares letters without case and everything else exactly, with no branch.
    private let masks: [UInt8]
    /// The common shapes (`Icon*`, `*Icons*`, `*-Mono`, exact) are matched
    /// without backtracking; anything else goes through the general glob.
    private let shape: Shape

    /// How a pattern is matched: the whole name, its start, its end, anywhere
    /// in it (`Icon*`, `*-Mono`, `*Icons*`), or by the general glob.
    enum Shape: Hashable, Sendable {
        case exact, prefix, suffix, infix, glob
    }

    /// The pattern's shape and its lowercased bytes (without the stars for the
    /// simple shapes), for a matcher that tests several patterns in one scan.
    var compiled: (shape: Shape, bytes: [UInt8]) { (shape, bytes) }

    package init(_ pattern: String) {
        self.pattern = pattern
        let lowered = Array(pattern.asciiLowercased.utf8)
        let star = UInt8(ascii: "*")
        let inner = lowered.filter { $0 != star }
        let plain = !lowered.contains(UInt8(ascii: "?"))
        let stars = lowered.filter { $0 == star }.count
        switch (plain, stars, lowered.first == star, lowered.last == star) {
        case (true, 0, _, _):
            (shape, bytes) = (.exact, lowered)
        case (true, 1, false, true):
            (shape, bytes) = (.prefix, inner)
        case (true, 1, true, false):
            (shape, bytes) = (.suffix, inner)
        case (true, 2, true, true) where lowered.count >= 2:
            (shape, bytes) = (.infix, inner)
        default:
            (shape, bytes) = (.glob, lowered)
        }
        masks = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? 0x20 : 0 }
    }

    package var description: String { pattern }

    package static func == (lhs: NamePattern, rhs: NamePattern) -> Bool { lhs.pattern == rhs.pattern }
    package func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    /// Allocation-free match of a name.
    package func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches($0) }
    }

    /// Allocation-free match over a name's UTF-8 bytes.
    @inline(__always)
    package func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { pattern in
            masks.withUnsafeBufferPointer { masks in
                switch shape {
                case .exact: text.count == pattern.count && Self.equal(text, 0, pattern, masks)
                case .prefix: text.count >= pattern.count && Self.equal(text, 0, pattern, masks)
                case .suffix: text.count >= pattern.count && Self.equal(text, text.count - pattern.count, pattern, masks)
                case .infix: Self.contains(text, pattern, masks)
                case .glob: Self.glob(pattern, text)
                }
            }
        }
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    @inline(__always)
    private static func equal(
        _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ pattern: UnsafeBufferPointer<UInt8>,
        _ masks: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var offset = 0
        while offset < pattern.count {
            if text[start + offset] | masks[offset] != pattern[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    private static func contains(
        _ text: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>, _ masks: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let first = pattern.first, text.count >= pattern.count else { return text.count >= pattern.count }
        let firstMask = masks[0]
        let last = text.count - pattern.count
        var start = 0
        while start <= last {
            // Compare the rest only where the first byte matches.
            if text[start] | firstMask == first && equal(text, start, pattern, masks) { return true }
            start += 1
        }
        return false
    }

    private static func glob(_ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            let byte = lower(text[t])
            if p < pattern.count && (pattern[p] == UInt8(ascii: "?") || pattern[p] == byte) {
                // `?` stands for one character: skip the continuation bytes of a multi-byte one.
                if pattern[p] == UInt8(ascii: "?") {
                    t += 1
                    while t < text.count && text[t] & 0xC0 == 0x80 { t += 1 }
                } else {
                    t += 1
                }
                p += 1
            } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}
