import FuzzSupport
import FontPackageStrings

/// An XLIFF 1.2 or 2.x file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { XLIFFReader.read(bytes: $0, file: "fr.xliff") }
}
