import FuzzSupport
import FontPackageStrings

/// A `.strings` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { StringsFileReader.read(bytes: $0, file: "en.lproj/Localizable.strings") }
}
