import FuzzSupport
import FontPackageStrings

/// A Flutter ARB file: JSON whose messages are ICU MessageFormat.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzARB(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = ARBReader.read(bytes: bytes, file: "app_en.arb")
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
