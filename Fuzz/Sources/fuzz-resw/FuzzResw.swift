import FuzzSupport
import FontPackageStrings

/// A WinUI or UWP `.resw` resource file, its culture from its folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResw(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { ResWReader.read(bytes: $0, file: "Strings/fr-FR/Resources.resw") }
}
