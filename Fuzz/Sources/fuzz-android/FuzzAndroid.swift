import FuzzSupport
import FontPackageStrings

/// An Android `res/values*/strings.xml`, read as values/ (tools:locale or no language).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroid(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reading = AndroidStringsReader.read(bytes: bytes, file: "res/values/strings.xml", language: nil)
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
