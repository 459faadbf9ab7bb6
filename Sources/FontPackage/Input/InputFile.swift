internal import Foundation

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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing) }
        guard !isDirectory.boolValue else { return .failure(.directory) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable)
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { return .failure(.tooLarge(limit: limit)) }
            return .success([UInt8](data))
        } catch {
            return .failure(.unreadable)
        }
    }
}
