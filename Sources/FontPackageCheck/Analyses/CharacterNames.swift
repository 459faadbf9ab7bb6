internal import FontPackageSupport

/// `U+20AB ₫ DONG SIGN, ...`, with each character's description made once:
/// Unicode names are costly to look up and findings repeat characters.
struct CharacterNames {
    private var cache: [Unicode.Scalar: String] = [:]

    mutating func describe(_ scalars: [Unicode.Scalar], limit: Int = 8) -> String {
        var shown: [String] = []
        for scalar in scalars.prefix(limit) {
            if let known = cache[scalar] {
                shown.append(known)
                continue
            }
            let name = scalar.properties.name ?? scalar.properties.nameAlias ?? ""
            let text = describeCodePoints([scalar.value]) + (name.isEmpty ? "" : " \(name)")
            cache[scalar] = text
            shown.append(text)
        }
        return shown.joined(separator: ", ") + (scalars.count > limit ? " and \(scalars.count - limit) more" : "")
    }
}
