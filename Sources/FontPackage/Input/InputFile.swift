internal import FontPackageSupport
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
internal import FontPackageSupport

/// Reads an input file whole, refusing it past a size limit before it can
/// exhaust memory, and refusing a FIFO, socket or device unopened (opening a
/// FIFO waits for a writer; `/dev/zero` never ends).
package enum InputFile {
    /// `appfont.json`: real configs are a few kilobytes.
    package static let maximumConfigBytes = 8 << 20
    /// One `.strings`, `.stringsdict`, `.xcstrings` or `Info.plist`. A String
    /// Catalog holds every language of a table, so large apps reach tens of megabytes.
    package static let maximumStringsBytes = 64 << 20

    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case missing
        case directory
        /// `open` or `read` failed: the system's reason (`Permission denied`).
        case unreadable(String)
        case tooLarge(limit: Int)
        /// A FIFO, socket or device: refused unopened, since opening a FIFO waits for a writer.
        case special(String)

        package var description: String {
            switch self {
            case .missing: "does not exist"
            case .directory: "is a directory, not a file"
            case .unreadable(let reason): "cannot be read: \(reason)"
            case .tooLarge(let limit): "is larger than \(limit >> 20) MiB, the limit for this kind of file"
            case .special(let kind): "is \(kind), not a regular file; not read"
            }
        }
    }

    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let kind = PathName.kind(path)
        guard kind != .missing else { return .failure(.missing) }
        guard kind != .directory else { return .failure(.directory) }
        guard !kind.isSpecial else { return .failure(.special(kind.name)) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.unreadable(systemError())) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(systemError()))
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(bytes)
    }
}

/// POSIX `read`, named apart from `InputFile.read`.
/// `errno` in words (`Permission denied`), as `strerror` gives it.
private func systemError() -> String { String(cString: strerror(errno)) }

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
