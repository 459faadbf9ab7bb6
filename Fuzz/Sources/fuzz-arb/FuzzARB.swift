import FuzzSupport
import FontPackageStrings

/// A Flutter ARB file: JSON whose messages are ICU MessageFormat.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzARB(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { ARBReader.read(bytes: $0, file: "app_en.arb") }
}
