/// A file size the way Finder and Foundation's `ByteCountFormatter`
/// (`.file` count style) write it: decimal units, KB whole, MB to one
/// decimal, GB and above to two, rounded half to even, trailing zeros dropped.
///
/// Written out so the modules need not link Foundation's ICU-backed part for
/// one formatter; a test compares it with `ByteCountFormatter`.
package func fileSizeText(_ bytes: Int64) -> String {
    if bytes == 0 { return "Zero KB" }
    if bytes < 0 { return "-" + fileSizeText(-bytes) }
    if bytes == 1 { return "1 byte" }
    if bytes < 1_000 { return "\(bytes) bytes" }
    let units: [(limit: Int64, scale: Int64, digits: Int, name: String)] = [
        (1_000_000, 1_000, 0, "KB"),
        (1_000_000_000, 1_000_000, 1, "MB"),
        (1_000_000_000_000, 1_000_000_000, 2, "GB"),
        (1_000_000_000_000_000, 1_000_000_000_000, 2, "TB"),
        (Int64.max, 1_000_000_000_000_000, 2, "PB"),
    ]
    let unit = units.first { bytes < $0.limit } ?? units[units.count - 1]
    var step: Int64 = unit.scale
    for _ in 0..<unit.digits { step /= 10 }
    var quotient = bytes / step
    let remainder = bytes % step
    if remainder * 2 > step || (remainder * 2 == step && quotient % 2 == 1) { quotient += 1 }
    var fractionScale: Int64 = 1
    for _ in 0..<unit.digits { fractionScale *= 10 }
    let whole = quotient / fractionScale
    var fraction = String(quotient % fractionScale)
    while fraction.count < unit.digits { fraction = "0" + fraction }
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let grouped = groupedThousands(whole)
    return fraction.isEmpty ? "\(grouped) \(unit.name)" : "\(grouped).\(fraction) \(unit.name)"
}

/// `19,480`: a count with a comma between each group of three digits, as the messages write counts.
package func groupedCount(_ value: Int) -> String {
    value < 0 ? "-" + groupedThousands(Int64(-value)) : groupedThousands(Int64(value))
}

private func groupedThousands(_ value: Int64) -> String {
    let digits = Array(String(value))
    var out = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}
