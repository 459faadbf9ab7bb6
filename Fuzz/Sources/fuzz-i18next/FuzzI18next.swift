import FuzzSupport
import FontPackageStrings

/// An i18next JSON resource file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzI18next(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { I18nextReader.read(bytes: $0, file: "locales/de/common.json") }
}
