import FontPackage
import FontPackageStrings

/// A locale identifier as written in a config `env`, a `.lproj` folder name or a catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocale(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let locale = try? ParsedLocale(text) {
        _ = locale.direction
        _ = locale.maximal.description
    }
    _ = StringLanguage(parsing: text)
    return 0
}
