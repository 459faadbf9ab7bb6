import FontPackageStrings

/// Runs one string reader on libFuzzer's input, then renders the characters
/// of every string it read, as the check does: what each format's target
/// (`fuzz-<name>` of `stringFormatTargets`) calls.
public func fuzzStringsReader(
    _ data: UnsafePointer<UInt8>, _ size: Int, read: ([UInt8]) -> StringsFileReading
) -> CInt {
    let reading = read(Array(UnsafeBufferPointer(start: data, count: size)))
    keep(reading.diagnostics.count + reading.strings.reduce(0) { $0 + RenderedCharacters($1).scalars.count })
    return 0
}
