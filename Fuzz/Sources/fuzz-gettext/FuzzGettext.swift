import FuzzSupport
import FontPackageStrings

/// A gettext `.po` catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGettext(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { GettextReader.read(bytes: $0, file: "fr.po") }
}
