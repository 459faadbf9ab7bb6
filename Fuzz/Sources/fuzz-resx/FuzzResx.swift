import FuzzSupport
import FontPackageStrings

/// A .NET `.resx` resource file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResx(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { ResxReader.read(bytes: $0, file: "Strings.fr.resx") }
}
