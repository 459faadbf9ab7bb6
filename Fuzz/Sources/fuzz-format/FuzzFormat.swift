import FuzzSupport
import FontPackageStrings

/// The format-specifier stripper in every syntax, and the placeholder and
/// variable-reference scanners.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for syntax: FormatSyntax in [.printf, .substitutionArgument, [.printf, .braces], [.printf, .substitutionArgument, .braces]] {
        keep(FormatSpecifiers.strip(text, syntax: syntax).utf8.count)
        keep(FormatSpecifiers.placeholders(in: text, syntax: syntax).count)
    }
    keep(FormatSpecifiers.variableReferences(in: text).count)
    keep(FormatSpecifiers.malformedVariableReferences(in: text).count)
    return 0
}
