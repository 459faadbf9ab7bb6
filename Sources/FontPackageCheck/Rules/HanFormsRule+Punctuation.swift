internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

extension HanFormsRule {
    /// The finding's text when the face, shaped with the language's tag, puts
    /// the full-width comma or full stop where another region does (a
    /// Simplified Chinese face's corner for Traditional Chinese); nil otherwise.
    static func punctuationMessage(_ read: HanFormsCheck.Read) -> String? {
        guard let wanted = read.region.punctuationPlacement else { return nil }
        let misplaced = read.reading.punctuation.filter { $0.value != wanted }.keys.sorted()
        guard let other = misplaced.first.flatMap({ read.reading.punctuation[$0] }) else { return nil }
        let name = read.face.postscriptName ?? read.face.fullName
        let placed = other == .corner ? "in the corner of the em box" : "centred in the em box"
        return "\(read.language) \(read.slot): \(name) sets the full-width punctuation \(describeCodePoints(misplaced)) \(placed), "
            + "as \(HanRegion.placing(other)) do, even in text tagged \(read.textLanguage); \(read.region.name) "
            + (wanted == .centred ? "centres it" : "sets it in the corner")
    }
}
