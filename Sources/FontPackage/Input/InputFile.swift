internal import FontPackageSupport
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads an input file whole, refusing it past a size limit before it can
/// exhaust memory (a FIFO or `/dev/zero` named as a config is read only up to
/// the limit, too).
package enum InputFile {
    /// `appfont.json`: real configs are a few kilobytes.
    package static let maximumConfigBytes = 8 << 20
    /// One `.strings`, `.stringsdict`, `.xcstrings` or `Info.plist`. A String
    /// Catalog holds every language of a table, so large apps reach tens of megabytes.
    package static let maximumStringsBytes = 64 << 20

    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case missing
        case directory
        case unreadable
        case tooLarge(limit: Int)

        package var description: String {
            switch self {
            case .missing: "does not exist"
            case .directory: "is a directory, not a file"
            case .unreadable: "cannot be read"
            case .tooLarge(let limit): "is larger than \(limit >> 20) MiB, the limit for this kind of file"
            }
        }
    }

    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        switch PathName.kind(path) {
        case .missing: return .failure(.missing)
        case .directory: return .failure(.directory)
        case .file: break
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= limit else { return .failure(.tooLarge(limit: limit)) }
        return .success(bytes)
    }
}

/// POSIX `read`, named apart from `InputFile.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
