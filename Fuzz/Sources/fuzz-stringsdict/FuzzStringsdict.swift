import FuzzSupport
import FontPackageStrings

/// A `.stringsdict` file (XML property list), then the characters each string renders.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = StringsDictReader.read(
        bytes: bytes, file: "Localizable.stringsdict", language: StringLanguage(parsing: "en"))
    keep(reading.diagnostics.count)
    for string in reading.strings { keep(RenderedCharacters(string).scalars.count) }
    return 0
}
