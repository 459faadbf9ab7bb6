/// A position in a text file, 1-based, the way compilers report it.
///
/// Columns count Unicode scalars, so a non-ASCII font name earlier on the line
/// moves the caret by one per character, as an editor shows it.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, or just `file` when the problem concerns the whole file (line 0).
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}

/// One problem found in an input or in a font pack: a config key, a line of a
/// string file, a font that lacks a language's letters.
///
/// Every reader and every check raises this one value, and every output (text,
/// JSON, SARIF, JUnit, GitHub annotations, the HTML report) prints it, so
/// nothing said at the source (the line under a caret, the missing characters)
/// is lost on the way. Callers inspect `severity`, `code` and the typed
/// metadata rather than parsing text. `description` prints it the way a
/// compiler does:
/// `Config/appfont.json:14:9: error: [font-out-of-range] list[2].data[1].font: ...`.
///
/// ```swift
/// do {
///     _ = try FontPackConfig.load(path: "Config/appfont.json")
/// } catch {
///     for diagnostic in error.diagnostics { print(diagnostic.renderedWithSource) }
/// }
/// ```
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How bad a problem is: an error fails a check, a warning and a note inform.
    public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// `note` < `warning` < `error`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable, documented identifier for the kind of problem.
    ///
    /// A struct rather than an enum so new codes do not break exhaustive switches
    /// in callers. Compare a code with its documented string
    /// (`diagnostic.code == "font-out-of-range"`); every code a check can raise is
    /// listed, with its default severity and help, in `FindingCatalog` (FontPackageReporting).
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        /// The code as written in every output (`font-out-of-range`).
        public let rawValue: String
        /// Wraps a code string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A code from a string literal: `code == "font-out-of-range"`.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The code string.
        public var description: String { rawValue }
    }

    /// The members, held once: findings are copied between the checks, the
    /// grouping and every output, and a copy of a reference is one retain
    /// where a copy of fifteen strings and arrays is fifteen. Writing a member
    /// copies them first when another value shares them (copy on write).
    private var storage: Storage

    /// How bad the problem is.
    public var severity: Severity {
        get { storage.members.severity }
        set { writable().members.severity = newValue }
    }
    /// The stable identifier of the kind of problem.
    public var code: Code {
        get { storage.members.code }
        set { writable().members.code = newValue }
    }
    /// What is wrong, without the location or the document path.
    public var message: String {
        get { storage.members.message }
        set { writable().members.message = newValue }
    }
    /// Where the problem is written: a config key, a line of a string file.
    public var location: SourceLocation? {
        get { storage.members.location }
        set { writable().members.location = newValue }
    }
    /// Where in a structured document the problem sits, e.g. `list[2].data[1].font`.
    public var path: String? {
        get { storage.members.path }
        set { writable().members.path = newValue }
    }
    /// The text of the offending line, when known, for a caret under the column.
    package var sourceLine: String? {
        get { storage.members.sourceLine }
        set { writable().members.sourceLine = newValue }
    }
    /// The language checked, as given (`vi`, `zh-TW`), when the problem is about one.
    public var language: String? {
        get { storage.members.language }
        set { writable().members.language = newValue }
    }
    /// The weight slot (`light`, `medium`, `bold`, `bold italic`, `weight 600`).
    public var slot: String? {
        get { storage.members.slot }
        set { writable().members.slot = newValue }
    }
    /// The path of the font file concerned.
    public var font: String? {
        get { storage.members.font }
        set { writable().members.font = newValue }
    }
    /// The character set a coverage problem was measured against
    /// (`fontconfig`, `digits`, `cldr-base`, ...).
    public var requirement: String? {
        get { storage.members.requirement }
        set { writable().members.requirement = newValue }
    }
    /// The missing code points, sorted.
    public var missing: [UInt32] {
        get { storage.members.missing }
        set { writable().members.missing = newValue }
    }
    /// Missing letters the font can build from base + combining mark.
    public var composable: [UInt32]? {
        get { storage.members.composable }
        set { writable().members.composable = newValue }
    }
    /// The key of a translated string.
    public var key: String? {
        get { storage.members.key }
        set { writable().members.key = newValue }
    }
    /// The characters concerned as strings, for problems in translated strings.
    public var characters: [String]? {
        get { storage.members.characters }
        set { writable().members.characters = newValue }
    }
    /// The platform whose rule the problem breaks, for platform findings.
    public var platform: Platform? {
        get { storage.members.platform }
        set { writable().members.platform = newValue }
    }

    package init(
        _ severity: Severity,
        _ code: Code,
        _ message: String,
        at location: SourceLocation? = nil,
        path: String? = nil,
        sourceLine: String? = nil,
        language: String? = nil,
        slot: String? = nil,
        font: String? = nil,
        requirement: String? = nil,
        missing: [UInt32] = [],
        composable: [UInt32]? = nil,
        key: String? = nil,
        characters: [String]? = nil,
        platform: Platform? = nil
    ) {
        storage = Storage(
            Members(
                severity: severity, code: code, message: message, location: location, path: path, sourceLine: sourceLine,
                language: language, slot: slot, font: font, requirement: requirement, missing: missing,
                composable: composable, key: key, characters: characters, platform: platform))
    }

    /// Every member a diagnostic has; equality compares them all.
    private struct Members: Equatable {
        var severity: Severity
        var code: Code
        var message: String
        var location: SourceLocation?
        var path: String?
        var sourceLine: String?
        var language: String?
        var slot: String?
        var font: String?
        var requirement: String?
        var missing: [UInt32]
        var composable: [UInt32]?
        var key: String?
        var characters: [String]?
        var platform: Platform?
    }

    /// The shared members, and their hash worked out once. `@unchecked
    /// Sendable` because the only writes go through ``writable()``, which
    /// first makes the storage this value's alone.
    private final class Storage: @unchecked Sendable {
        var members: Members { didSet { digest = Self.digest(of: members) } }
        /// What `hash(into:)` feeds the hasher: grouping an app's thousands of
        /// findings, and every output after it, look each one up several times.
        private(set) var digest: Int

        init(_ members: Members) {
            self.members = members
            digest = Self.digest(of: members)
        }

        /// Hashes what tells findings apart cheaply: the code, the place, the
        /// language, slot, font and key, and the missing code points. Equality
        /// still compares every member; the message and the characters, long
        /// strings whose hashing normalizes Unicode, are left to it.
        private static func digest(of members: Members) -> Int {
            var hasher = Hasher()
            hasher.combine(members.code)
            hasher.combine(members.severity)
            hasher.combine(members.location)
            hasher.combine(members.language)
            hasher.combine(members.slot)
            hasher.combine(members.font)
            hasher.combine(members.key)
            hasher.combine(members.missing)
            hasher.combine(members.platform)
            return hasher.finalize()
        }
    }

    /// The storage, made this value's own before a write.
    private mutating func writable() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.members) }
        return storage
    }

    /// Every member equal; one storage shared is equal without looking, and
    /// findings whose digests differ differ without comparing members. A
    /// dictionary's lookup compares its key with each finding it passes, and
    /// comparing the members copies all fifteen first.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.storage.digest == rhs.storage.digest && lhs.storage.members == rhs.storage.members)
    }

    /// The message with the document path in front (`list[2].font: must be 0-2`),
    /// as every format prints it.
    public var text: String {
        guard let path, !path.isEmpty else { return message }
        return "\(path): \(message)"
    }

    /// `file:line:col: severity: [code] path: message`; without a position,
    /// the font file stands in front.
    public var description: String {
        var text = ""
        if let location {
            text += "\(location): "
        } else if let font {
            text += "\(font): "
        }
        text += "\(severity.rawValue): [\(code.rawValue)] "
        text += self.text
        return text
    }

    /// The one-line description followed by the source line and a caret, as
    /// compilers print it.
    public var renderedWithSource: String {
        guard let sourceLine, let location, location.column >= 1 else { return description }
        let line = sourceLine.replacingTabs()
        // A quoted line cut short (see `SourceLines.maximumQuotedBytes`) may end before the column.
        guard location.column <= line.count + 1 else { return "\(description)\n\(line)" }
        let caretIndent = String(repeating: " ", count: max(0, location.column - 1))
        return "\(description)\n\(line)\n\(caretIndent)^"
    }
}

/// A problem found by checking a pack: the same value as every other
/// ``Diagnostic``, named for what it reports.
public typealias Finding = Diagnostic

extension String {
    /// Tabs become single spaces so the caret, counted in characters, lines up.
    fileprivate func replacingTabs() -> String {
        String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }
}

/// Several diagnostics raised together, for inputs where one pass finds many
/// problems (a config with three bad entries reports all three).
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic raised, in input order; warnings included.
    public var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One diagnostic per line, as ``Diagnostic/description`` prints it.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Diagnostic {
    /// The members' hash, worked out when the diagnostic was made or last changed.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.digest) }
}
