internal import CFontPackage
internal import FontPackageSupport
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

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

    /// Lets go of the pages of `path` read so far (``FontFile/releaseReadPages()``),
    /// when a pass is done with most of them.
    package func releaseReadPages(of path: String) {
        mapped.withLock { $0[path] ?? nil }?.releaseReadPages()
    }
}

/// One font file's bytes, mapped read-only and private.
///
/// The file is mapped here rather than by HarfBuzz
/// (`hb_blob_create_from_file_or_fail`), which reads a file it cannot map
/// into allocated memory: only a mapping known to be of the file can let go
/// of its pages (``releaseReadPages()``).
///
/// The blob is immutable and reference-counted, and reading it is safe
/// from any thread, so this handle is shared between workers. What is made
/// from it belongs to one thread: FreeType faces made over its bytes
/// (`FT_New_Memory_Face`, each face keeping the file alive), HarfBuzz faces
/// (`hb_face_create`, which references the blob itself). The blob owns the
/// mapping, which is unmapped when the last of them lets go.
final class FontFile: @unchecked Sendable {
    let path: String
    /// The `hb_blob_t`; never mutated after `init`.
    let blob: OpaquePointer
    /// The blob's bytes, valid as long as the blob.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Nil when the file cannot be mapped: missing, not a regular file, empty, unreadable.
    init?(path: String) {
        guard let mapping = Mapping(path: path) else { return nil }
        let owner = Unmanaged.passRetained(mapping).toOpaque()
        // HarfBuzz calls the destroy function when the blob's last reference goes.
        let blob = hb_blob_create(
            mapping.base.assumingMemoryBound(to: CChar.self), UInt32(mapping.length), HB_MEMORY_MODE_READONLY, owner,
            { owner in owner.map { Unmanaged<Mapping>.fromOpaque($0).release() } })!
        self.path = path
        self.blob = blob
        bytes = UnsafeBufferPointer(start: mapping.base.assumingMemoryBound(to: UInt8.self), count: mapping.length)
    }

    deinit { hb_blob_destroy(blob) }

    /// `body` over the whole file's bytes, valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(self) { body(bytes) }
    }

    /// Faces in the file as HarfBuzz counts them (1 for a single font, 0 when it cannot read it).
    var harfBuzzFaceCount: Int { Int(hb_face_count(blob)) }

    /// Lets the kernel drop the pages read so far (`MADV_DONTNEED`). The
    /// mapping is private and never written, so a later read maps the same
    /// bytes again from the page cache; the file stays mapped.
    ///
    /// Why: the ink pass reads the charstrings of every glyph a language
    /// needs, most of a CJK collection's CFF table (15 of its 19 MiB), and
    /// those pages would otherwise count against the check's memory until
    /// the check ends.
    func releaseReadPages() {
        withExtendedLifetime(self) {
            _ = madvise(UnsafeMutableRawPointer(mutating: bytes.baseAddress!), bytes.count, MADV_DONTNEED)
        }
    }

    /// A file's read-only private mapping, unmapped when released.
    private final class Mapping: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let length: Int

        init?(path: String) {
            // Without O_NONBLOCK, opening a FIFO would wait for a writer; it is refused below.
            let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            // A FIFO or device is refused unmapped; an empty file has nothing to map.
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0,
                status.st_size <= off_t(UInt32.max)
            else { return nil }
            let length = Int(status.st_size)
            guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
            self.base = base
            self.length = length
        }

        deinit { munmap(base, length) }
    }
}
