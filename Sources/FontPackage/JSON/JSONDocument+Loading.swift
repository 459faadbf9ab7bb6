#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

extension JSONDocument {
    /// The bytes of a JSON file; a file that is missing, cannot be read or is
    /// over `limit` bytes is one error at the file, e.g. `config file does not
    /// exist` (`tooLargeCode` for the last, `code` otherwise).
    package static func readFile(
        _ path: String, code: Diagnostic.Code, what: String, limit: Int = InputFile.maximumConfigBytes,
        tooLargeCode: Diagnostic.Code? = nil
    ) throws(DiagnosticError) -> [UInt8] {
        switch InputFile.read(path, limit: limit) {
        case .success(let bytes):
            return bytes
        case .failure(let failure):
            let chosen = failure == .tooLarge(limit: limit) ? tooLargeCode ?? code : code
            throw DiagnosticError([
                Diagnostic(.error, chosen, "\(what) \(failure)", at: SourceLocation(file: path, line: 0, column: 0))
            ])
        }
    }

    /// Parses JSON text; a syntax error is thrown with its line quoted for the caret.
    package init(located bytes: [UInt8], file: String) throws(DiagnosticError) {
        do {
            try self.init(bytes: bytes, file: file)
        } catch {
            var diagnostic = error
            diagnostic.sourceLine = diagnostic.location.flatMap { SourceLines(bytes: bytes).line($0.line) }
            throw DiagnosticError([diagnostic])
        }
    }
}
