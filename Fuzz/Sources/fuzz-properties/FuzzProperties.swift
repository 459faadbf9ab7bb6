import FuzzSupport
import FontPackageStrings

/// A Java `.properties` resource bundle, its language from its name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProperties(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzStringsReader(data, size) { PropertiesReader.read(bytes: $0, file: "Messages_fr_CA.properties") }
}
