import FuzzSupport
import FontPackageStrings

/// A String Catalog (JSON), then the characters each string renders.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcstrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = StringCatalogReader.read(bytes: bytes, file: "Localizable.xcstrings")
    keep(reading.diagnostics.count)
    for string in reading.strings { keep(RenderedCharacters(string).scalars.count) }
    return 0
}
