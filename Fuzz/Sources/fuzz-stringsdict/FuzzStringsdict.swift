import FuzzSupport
import FontPackageStrings

/// A `.stringsdict` file (XML property list).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { StringsDictReader.read(bytes: $0, file: "en.lproj/Localizable.stringsdict") }
}
