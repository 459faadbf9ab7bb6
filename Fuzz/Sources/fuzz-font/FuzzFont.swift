import FontPackage
import FontPackageInspection
import FuzzSupport
import Foundation

/// Arbitrary bytes as the one font file of a pack folder: the container check
/// (`font-damaged`), then FreeType opens every face, fontconfig queries it, and
/// the glyph-ink scan (with its CFF charstring reader) runs, and HarfBuzz
/// shapes joining (Arabic), conjunct (Devanagari) and mark (Vietnamese) samples
/// with every face, as `check` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard (try? bytes.write(to: URL(fileURLWithPath: FuzzPack.file))) != nil else { return 0 }
    guard let index = try? FontIndex(folder: FuzzPack.folder, options: .init(scanGlyphInk: true), workers: 1) else {
        return 0
    }
    keep(index.damaged.count + index.failures.count)
    keep(index.faces.reduce(0) { $0 + $1.characters.count + $1.emptyGlyphs.count + $1.familyNames.count })
    for face in index.faces {
        for sample in FuzzPack.samples {
            keep((try? face.shapingFailures(of: sample))?.count ?? -1)
        }
    }
    return 0
}

/// One scratch pack folder per process, in memory when /dev/shm exists.
enum FuzzPack {
    static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/fontpack-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()
    static let file = folder + "/input.ttf"
    static let samples: [ShapingSample] = ["ar", "hi", "vi"].compactMap { try? ShapingSample.of(ParsedLocale($0)) }
}
