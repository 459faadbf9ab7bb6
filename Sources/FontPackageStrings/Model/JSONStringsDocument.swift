internal import FontPackage

/// A JSON string file (a String Catalog, an ARB file) decoded and parsed, or
/// the reading that says why it could not be: its encoding, or the JSON
/// error at its line, with that line quoted.
enum JSONStringsDocument {
    case parsed(JSONDocument)
    case unreadable(StringsFileReading)

    static func read(_ bytes: [UInt8], file: String) -> JSONStringsDocument {
        let text: [UInt8]
        switch TextDecoder.decode(bytes, file: file) {
        case .success(let decoded): text = decoded.utf8
        case .failure(let diagnostic): return .unreadable(StringsFileReading(file: file, diagnostics: [diagnostic]))
        }
        do {
            return .parsed(try JSONDocument(bytes: text, file: file))
        } catch {
            var diagnostic = error
            if let location = diagnostic.location, diagnostic.sourceLine == nil {
                diagnostic.sourceLine = SourceLines(bytes: text).line(location.line)
            }
            return .unreadable(StringsFileReading(file: file, diagnostics: [diagnostic]))
        }
    }
}
