import FuzzSupport
import FontPackageStrings

/// A String Catalog (JSON).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { StringCatalogReader.read(bytes: $0, file: "Localizable.xcstrings") }
}
