import FuzzSupport
import FontPackageStrings

/// An Android `res/values*/strings.xml`, read as values/ (tools:locale or no language).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { AndroidStringsReader.read(bytes: $0, file: "res/values/strings.xml") }
}
