import FuzzSupport
import FontPackageStrings

/// A .NET `.resx` resource file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResx(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = ResxReader.read(bytes: bytes, file: "Strings.fr.resx")
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
