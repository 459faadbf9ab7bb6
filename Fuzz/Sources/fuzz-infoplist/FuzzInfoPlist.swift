import FuzzSupport
import FontPackageStrings

/// An app's `Info.plist`: development region and declared localizations.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = InfoPlistReader.read(bytes: bytes, file: "Info.plist")
    keep(reading.diagnostics.count + (reading.info?.localizations.count ?? 0))
    return 0
}
