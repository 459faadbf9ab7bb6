import FuzzSupport
import FontPackageStrings

/// An XLIFF 1.2 or 2.x file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = XLIFFReader.read(bytes: bytes, file: "fr.xliff")
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
