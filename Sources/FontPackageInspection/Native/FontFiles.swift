internal import CFontPackage
internal import FontPackageSupport

/// The font files one check reads, each mapped once and shared by every pass:
/// the index, the damage scan, the ink pass, shaping, the Han forms, the
/// clipped-ink measure and the platform checks all read the same mapping
/// instead of opening the file again.
///
/// Made by the caller of a check and dropped when the check ends, which
/// unmaps every file: nothing is cached for the life of the process.
/// Workers share it; the map is behind a lock, and a file is mapped by the
/// first worker that asks for it.
package final class FontFiles: Sendable {
    /// Each path asked for, with its mapping; nil for a file that could not
    /// be mapped, which is then tried once.
    private let mapped = Locked<[String: FontFile?]>([:])

    package init() {}

    /// `path` mapped, nil when it cannot be read (missing, a folder, empty,
    /// no permission): callers then open it by path as before, so an
    /// unreadable file keeps the error it always had.
    func file(_ path: String) -> FontFile? {
        mapped.withLock { files in
            if let known = files[path] { return known }
            let file = FontFile(path: path)
            files[path] = .some(file)
            return file
        }
    }

    /// `body` over the bytes of `path`, valid only during the call; nil when it cannot be mapped.
    package func withBytes<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        file(path).map { $0.withBytes(body) }
    }
}

/// One font file's bytes, mapped by HarfBuzz (`hb_blob_create_from_file_or_fail`).
///
/// A HarfBuzz blob is immutable and reference-counted, and reading it is safe
/// from any thread, so this handle is shared between workers. What is made
/// from it belongs to one thread: FreeType faces made over its bytes
/// (`FT_New_Memory_Face`, each face keeping the file alive), HarfBuzz faces
/// (`hb_face_create`, which references the blob itself).
final class FontFile: @unchecked Sendable {
    let path: String
    /// The `hb_blob_t`; never mutated after `init`.
    let blob: OpaquePointer
    /// The blob's bytes, valid as long as the blob.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Nil when the file cannot be mapped or is empty.
    init?(path: String) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else {
            hb_blob_destroy(blob)
            return nil
        }
        self.path = path
        self.blob = blob
        bytes = UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: Int(length))
    }

    deinit { hb_blob_destroy(blob) }

    /// `body` over the whole file's bytes, valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(self) { body(bytes) }
    }

    /// Faces in the file as HarfBuzz counts them (1 for a single font, 0 when it cannot read it).
    var harfBuzzFaceCount: Int { Int(hb_face_count(blob)) }
}
