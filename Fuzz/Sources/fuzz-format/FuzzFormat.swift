import FontPackageStrings

/// The format-specifier stripper in every syntax, and the placeholder and
/// variable-reference scanners.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for syntax: FormatSyntax in [.printf, .substitutionArgument, [.printf, .braces], [.printf, .substitutionArgument, .braces]] {
        _ = FormatSpecifiers.strip(text, syntax: syntax)
        _ = FormatSpecifiers.placeholders(in: text, syntax: syntax)
    }
    _ = FormatSpecifiers.variableReferences(in: text)
    _ = FormatSpecifiers.malformedVariableReferences(in: text)
    return 0
}
