public import FontPackage

/// Flutter's `l10n.yaml`: where gen-l10n finds an app's ARB files and which one is
/// the template, by the configuration table of docs.flutter.dev's "Internationalizing
/// Flutter apps": `arb-dir`, "the directory where the template and translated ARB
/// files are located" (default `lib/l10n`, relative to the folder of `l10n.yaml`),
/// and `template-arb-file`, "the template ARB file that will be used as the basis
/// for generating the Dart localization and messages files" (default `app_en.arb`).
///
/// Only the YAML that file is written in is read: one `key: value` a line at the
/// left margin, `#` comments, values bare or in single or double quotes. Indented
/// lines belong to the key above them (a list of `preferred-supported-locales`)
/// and are skipped. Another line, or a file that is not UTF-8, is a located
/// `flutter-l10n` error; what was read before it still holds.
public struct FlutterL10nConfig: Sendable {
    /// A value as written, and where.
    public struct Value: Sendable, Hashable {
        /// The value without its quotes (`lib/l10n`).
        public var text: String
        /// Where the value starts, for a finding about it.
        public var location: SourceLocation
    }

    /// gen-l10n's defaults, for keys the file leaves out.
    package static let defaultArbDirectory = "lib/l10n"
    package static let defaultTemplateFile = "app_en.arb"

    /// `arb-dir`, when written.
    public var arbDirectory: Value?
    /// `template-arb-file`, when written.
    public var templateFile: Value?
    /// The lines that are not the YAML gen-l10n reads, each a located `flutter-l10n` error.
    public var diagnostics: [Diagnostic] = []

    /// Reads an `l10n.yaml`'s bytes; `file` names it in diagnostics. Never throws: what
    /// cannot be read is in `diagnostics`, and what was read before it holds.
    public static func read(bytes: [UInt8], file: String) -> FlutterL10nConfig {
        var config = FlutterL10nConfig()
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard TextDecoder.firstInvalidUTF8Offset(body) == nil else {
            config.diagnostics.append(
                Diagnostic(.error, .flutterL10n, "l10n.yaml is not UTF-8 text; its arb-dir and template-arb-file are not read",
                           at: SourceLocation(file: file, line: 1, column: 1)))
            return config
        }
        let text = String(decoding: body, as: UTF8.self)
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") || line == "---" || line == "..." { continue }
            if trimmed.startIndex != line.startIndex { continue }
            guard let colon = line.firstIndex(of: ":"),
                line.index(after: colon) == line.endIndex || line[line.index(after: colon)] == " "
                    || line[line.index(after: colon)] == "\t"
            else {
                config.diagnostics.append(
                    Diagnostic(.error, .flutterL10n, "not a 'key: value' line; l10n.yaml is read one key: value a line",
                               at: SourceLocation(file: file, line: number, column: 1)))
                return config
            }
            let key = String(line[..<colon]).trimmingSpaces
            guard key == "arb-dir" || key == "template-arb-file" else { continue }
            if let first = seen[key] {
                config.diagnostics.append(
                    Diagnostic(.error, .flutterL10n, "\(key) is given twice (first on line \(first)); YAML refuses a key twice",
                               at: SourceLocation(file: file, line: number, column: 1)))
                return config
            }
            seen[key] = number
            let afterColon = line[line.index(after: colon)...]
            let valueStart = afterColon.firstIndex { $0 != " " && $0 != "\t" } ?? afterColon.endIndex
            let column = line.unicodeScalars.distance(from: line.startIndex, to: valueStart) + 1
            let location = SourceLocation(file: file, line: number, column: column)
            switch scalar(afterColon[valueStart...]) {
            case .success(let value) where !value.isEmpty:
                let read = Value(text: value, location: location)
                if key == "arb-dir" { config.arbDirectory = read } else { config.templateFile = read }
            case .success:
                config.diagnostics.append(
                    Diagnostic(.error, .flutterL10n, "\(key) has no value on its line", at: location))
                return config
            case .failure(let error):
                config.diagnostics.append(Diagnostic(.error, .flutterL10n, error.message, at: location))
                return config
            }
        }
        return config
    }

    private struct ScalarError: Error {
        let message: String
    }

    /// A plain or quoted YAML scalar on one line, without a trailing comment.
    private static func scalar(_ text: Substring) -> Result<String, ScalarError> {
        guard let quote = text.first, quote == "'" || quote == "\"" else {
            // A plain scalar ends where " #" starts a comment.
            var value = text
            if let comment = text.ranges(of: " #").first ?? text.ranges(of: "\t#").first {
                value = text[..<comment.lowerBound]
            }
            return .success(String(value).trimmingSpaces)
        }
        var value = ""
        var position = text.index(after: text.startIndex)
        while position < text.endIndex {
            let character = text[position]
            position = text.index(after: position)
            if character == quote {
                // '' is one ' in a single-quoted scalar.
                if quote == "'", position < text.endIndex, text[position] == "'" {
                    value.append("'")
                    position = text.index(after: position)
                    continue
                }
                let rest = String(text[position...]).trimmingSpaces
                guard rest.isEmpty || rest.hasPrefix("#") else {
                    return .failure(ScalarError(message: "text after the closing \(quote)"))
                }
                return .success(value)
            }
            if quote == "\"", character == "\\", position < text.endIndex {
                let escaped = text[position]
                position = text.index(after: position)
                switch escaped {
                case "\\", "\"", "/": value.append(escaped)
                case "t": value.append("\t")
                case "n": value.append("\n")
                default: return .failure(ScalarError(message: "the escape \\\(escaped) is not read here; write the path without it"))
                }
                continue
            }
            value.append(character)
        }
        return .failure(ScalarError(message: "the value's \(quote) is not closed on its line"))
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
