import FuzzSupport
import FontPackageStrings

/// A gettext `.po` catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPO(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = GettextReader.read(bytes: bytes, file: "fr.po")
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
