#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A short reason for a file-system error, for a message that already names
/// the file: "no such file", "permission denied".
///
/// Foundation's `localizedDescription` comes from its ICU-backed part; the
/// reason is the same `errno` text without it.
package func errorText(_ error: any Error) -> String {
    if let described = error as? any CustomStringConvertible, !(error is CocoaError), !(error is POSIXError) {
        return described.description
    }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
    guard let cocoa = error as? CocoaError else { return "\(error)" }
    if let underlying = cocoa.underlying as? POSIXError {
        return String(cString: strerror(underlying.code.rawValue)).lowercased()
    }
    switch cocoa.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on device"
    case .fileWriteFileExists: return "file exists"
    case .fileWriteVolumeReadOnly: return "read-only file system"
    case .fileReadCorruptFile: return "the file is damaged"
    default: return "file system error \(cocoa.code.rawValue)"
    }
}
