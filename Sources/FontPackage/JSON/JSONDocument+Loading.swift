internal import Foundation

extension JSONDocument {
    /// The bytes of a JSON file; a file that is missing or cannot be read is
    /// one `code` error at the file, e.g. `config file does not exist`.
    public static func readFile(_ path: String, code: Diagnostic.Code, what: String) throws(DiagnosticError) -> [UInt8] {
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw DiagnosticError([
                Diagnostic(.error, code, "\(what) \(reason)", at: SourceLocation(file: path, line: 0, column: 0))
            ])
        }
    }

    /// Parses JSON text; a syntax error is thrown with its line quoted for the caret.
    public init(located bytes: [UInt8], file: String) throws(DiagnosticError) {
        do {
            try self.init(bytes: bytes, file: file)
        } catch {
            var diagnostic = error
            diagnostic.sourceLine = diagnostic.location.flatMap { SourceLines(bytes: bytes).line($0.line) }
            throw DiagnosticError([diagnostic])
        }
    }
}
