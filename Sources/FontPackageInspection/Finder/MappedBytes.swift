#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the value goes.
final class MappedBytes {
    private let start: UnsafeMutableRawPointer?
    private let count: Int

    /// Nil when the file cannot be opened or mapped.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0 else { return nil }
        count = Int(status.st_size)
        guard count > 0 else {
            start = nil
            return
        }
        guard let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            return nil
        }
        start = mapped
    }

    deinit {
        if let start { munmap(start, count) }
    }

    /// `body` over the file's bytes (empty for an empty file), valid only during the call.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start?.assumingMemoryBound(to: UInt8.self), count: count))
    }
}

@available(*, unavailable)
extension MappedBytes: Sendable {}
