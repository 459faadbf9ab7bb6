import FuzzSupport
import FontPackageCheck
import Foundation

/// Arbitrary bytes as a font file: FreeType opens every face, fontconfig
/// queries it, and the glyph-ink scan (with its CFF charstring reader) runs.
///
/// Shaping: when the pack checker shapes text with HarfBuzz, add the shaping
/// call on each face here, so the same bytes reach that path too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard (try? bytes.write(to: URL(fileURLWithPath: FuzzFile.path))) != nil else { return 0 }
    guard let inspector = try? FontInspector() else { return 0 }
    let faces = (try? inspector.inspect(file: FuzzFile.path)) ?? []
    keep(faces.reduce(0) { $0 + $1.characters.count + $1.emptyGlyphs.count + $1.familyNames.count })
    return 0
}

/// One scratch file per process, in memory when /dev/shm exists.
enum FuzzFile {
    static let path: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return folder + "/fontpack-fuzz-\(ProcessInfo.processInfo.processIdentifier).font"
    }()
}
