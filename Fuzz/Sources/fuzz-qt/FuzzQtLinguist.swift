import FuzzSupport
import FontPackageStrings

/// A Qt Linguist `.ts` translation file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQtLinguist(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { QtLinguistReader.read(bytes: $0, file: "app_de.ts") }
}
