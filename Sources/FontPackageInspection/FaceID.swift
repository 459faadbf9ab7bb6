/// One face of a font file: the file's path and the face's number in it (0
/// for a file holding one font). The identity every check, output and export
/// uses for a face, so the same face read through two rows is one face.
public struct FaceID: Hashable, Sendable, CustomStringConvertible {
    /// The font file's path, as the pack index found it.
    public var file: String
    /// The face number in a collection; 0 for a single font.
    public var index: Int

    /// The face `index` of `file`.
    package init(file: String, index: Int) {
        self.file = file
        self.index = index
    }

    /// `file#index`.
    public var description: String { "\(file)#\(index)" }
}

extension FontFace {
    /// The face's identity: its file and its number in the file.
    public var id: FaceID { FaceID(file: file, index: index) }
}
