import FuzzSupport
import FontPackageStrings

/// A Flutter l10n.yaml: one key: value a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzL10n(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let config = FlutterL10nConfig.read(bytes: bytes, file: "l10n.yaml")
    keep(config.diagnostics.count + (config.arbDirectory?.text.count ?? 0) + (config.templateFile?.text.count ?? 0))
    return 0
}
