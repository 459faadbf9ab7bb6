/// A position in a text file, 1-based, the way compilers report it.
///
/// Columns count Unicode scalars, so a non-ASCII font name earlier on the line
/// moves the caret by one per character, as an editor shows it.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, or just `file` when the problem concerns the whole file (line 0).
    public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }
}

/// One problem found in an input: a config, a string file, a font.
///
/// Diagnostics are values: callers inspect `severity`, `code` and `path`
/// rather than parsing text. `description` prints them the way a compiler does:
/// `Config/appfont.json:14:9: error: [font-out-of-range] list[2].data[1].font: ...`.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable, documented identifier for the kind of problem.
    ///
    /// A struct rather than an enum so new codes do not break exhaustive switches
    /// in callers.
    public struct Code: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
        CustomStringConvertible
    {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { self.rawValue = value }
        public var description: String { rawValue }
    }

    public var severity: Severity
    public var code: Code
    public var message: String
    public var location: SourceLocation?
    /// Where in a structured document the problem sits, e.g. `list[2].data[1].font`.
    public var path: String?
    /// The text of the offending line, when known, for a caret under the column.
    public var sourceLine: String?

    public init(
        _ severity: Severity,
        _ code: Code,
        _ message: String,
        at location: SourceLocation? = nil,
        path: String? = nil,
        sourceLine: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.path = path
        self.sourceLine = sourceLine
    }

    /// `file:line:col: severity: [code] path: message`
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): [\(code.rawValue)] "
        if let path, !path.isEmpty { text += "\(path): " }
        text += message
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

extension String {
    /// Tabs become single spaces so the caret, counted in characters, lines up.
    fileprivate func replacingTabs() -> String {
        String(unicodeScalars.map { $0 == "\t" ? " " : Character($0) })
    }
}

/// Several diagnostics raised together, for inputs where one pass finds many
/// problems (a config with three bad entries reports all three).
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
