import FuzzSupport
import FontPackageStrings

/// A `.strings` file, then the characters each string renders.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = StringsFileReader.read(bytes: bytes, file: "Localizable.strings", language: StringLanguage(parsing: "en"))
    keep(reading.diagnostics.count)
    for string in reading.strings { keep(RenderedCharacters(string).scalars.count) }
    return 0
}
