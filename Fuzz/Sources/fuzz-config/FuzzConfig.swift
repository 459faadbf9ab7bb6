import FuzzSupport
import FontPackage

/// `appfont.json` bytes through the JSON parser and the config reader, then a
/// resolution so the entries read are also used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let config = try? FontPackConfig.parse(bytes: bytes, file: "appfont.json") else { return 0 }
    keep(config.warnings.count)
    for entry in config.entries { keep(config.entry(forEnv: entry.env)?.faces.count ?? 0) }
    return 0
}
