import FuzzSupport
import FontPackage
import FontPackageStrings

/// A locale identifier as written in a config `env`, a `.lproj` folder name or a catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocale(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let locale = try? ParsedLocale(text) {
        keep(locale.direction == .rightToLeft ? 1 : 0)
        keep(locale.maximal.description.utf8.count)
    }
    keep(StringLanguage(parsing: text).canonicalIdentifier.utf8.count)
    return 0
}
