#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The size in bytes of the file at `path` (after symbolic links), or nil when
/// it cannot be read.
///
/// By `stat(2)` rather than `FileManager.attributesOfItem(atPath:)[.size]`:
/// that value is an `NSNumber` in Apple's Foundation and a `UInt` in
/// swift-foundation's FoundationEssentials, so `as? Int` fails on one of them
/// (every size read 0 on Linux).
package func fileSize(atPath path: String) -> Int? {
    var information = stat()
    guard stat(path, &information) == 0 else { return nil }
    return Int(information.st_size)
}

/// What is at a path, by `stat(2)` (after symbolic links), without opening it:
/// opening a FIFO for reading blocks until a writer comes, so anything but a
/// regular file or a folder is named and refused before any read.
package enum FileKind: Sendable, Hashable {
    /// A regular file.
    case file
    case directory, fifo, socket, characterDevice, blockDevice, other
    /// Nothing there, or `stat` cannot see it.
    case missing

    /// The kind at `path`.
    init(atPath path: String) {
        var information = stat()
        guard stat(path, &information) == 0 else {
            self = .missing
            return
        }
        switch information.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// `a FIFO (named pipe)`: what the file is, for a message that refuses it.
    package var name: String {
        switch self {
        case .file: "a file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "not a regular file"
        case .missing: "missing"
        }
    }

    /// A FIFO, socket or device: never opened for reading.
    package var isSpecial: Bool {
        switch self {
        case .fifo, .socket, .characterDevice, .blockDevice, .other: true
        case .file, .directory, .missing: false
        }
    }
}

/// Why the symbolic link at `path` leads to no file, for a message that names
/// the link: a loop, or a target that is gone. Nil when `path` is no link, or
/// one that leads to a file; `stat` alone says only "no such file" for both.
package func brokenSymbolicLink(atPath path: String) -> String? {
    var information = stat()
    guard lstat(path, &information) == 0, information.st_mode & S_IFMT == S_IFLNK else { return nil }
    guard stat(path, &information) != 0 else { return nil }
    let loop = errno == ELOOP
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { readlink(path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1) }
    let target = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : "?"
    return loop
        ? "a symbolic link loop (it points to \(target), which leads back to it); not read"
        : "a symbolic link to \(target), which does not exist; not read"
}

/// What the symbolic link at `path` points to, as written in the link; nil
/// when `path` is no link or the link cannot be read.
package func symbolicLinkTarget(atPath path: String) -> String? {
    var information = stat()
    guard lstat(path, &information) == 0, information.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return readlink(path, base.assumingMemoryBound(to: CChar.self), raw.count - 1)
    }
    return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
}
