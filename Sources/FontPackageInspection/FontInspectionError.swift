/// A font file that could not be read, or a face in it that could not be
/// inspected. Carries the file and FreeType's own words, never crashes.
public struct FontInspectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the file or face could not be read.
    public enum Reason: Sendable, Hashable {
        /// FreeType refused the file or face: its error code and message.
        case freeType(code: Int, message: String)
        /// The file does not exist or cannot be read.
        case unreadable(String)
        /// fontconfig could not query the opened face.
        case fontconfigQueryFailed
        /// `index` is past the last face of the file.
        case noSuchFace(faceCount: Int)
        /// A collection declaring more faces than are read from one file (1024).
        case tooManyFaces(faceCount: Int)
    }

    /// The font file, as given.
    public var file: String
    /// The face index, when the problem is with one face.
    package var index: Int?
    /// Why it could not be read.
    public var reason: Reason

    package init(file: String, index: Int? = nil, reason: Reason) {
        self.file = file
        self.index = index
        self.reason = reason
    }

    package var message: String {
        switch reason {
        case .freeType(let code, let message):
            "FreeType cannot open \(index.map { "face \($0)" } ?? "the font"): \(message) (error 0x\(String(code, radix: 16, uppercase: true)))"
        case .unreadable(let text): text
        case .fontconfigQueryFailed: "fontconfig cannot query face \(index ?? 0)"
        case .noSuchFace(let faceCount):
            "there is no face \(index ?? 0): the file has \(faceCount) face\(faceCount == 1 ? "" : "s") (0..<\(faceCount))"
        case .tooManyFaces(let faceCount):
            "the collection declares \(faceCount) faces; more than \(FontInspector.maximumFaceCount) are not read"
        }
    }

    /// `file: error: message`, the way the command line prints it.
    public var description: String { "\(file): error: \(message)" }
}
