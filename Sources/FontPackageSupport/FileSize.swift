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
