package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// A Han-writing language's characters are drawn in its own region's forms.
enum HanFormsRule: PackRule {
    static let reads: [CheckInput] = [.hanForms, .fontFiles]
    static let codes: [FindingRule] = [
        FindingRule(.hanForms, .warning, "A face draws a Han-writing language's characters (zh-Hans, zh-Hant, zh-HK, ja, ko) in another region's forms unless the text is tagged with the language; the message says how many and which face of a collection draws them by default.", help: "Use the face of the language's region (the message names it in a collection), or tag the text with the language resolve gives."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        context.hanForms.read.flatMap { read in
            [
                message(
                    read.reading, language: read.language, slot: read.slot, textLanguage: read.textLanguage, region: read.region,
                    face: read.face, sibling: read.sibling, siblingIndex: read.reading.defaultFormsFace),
                punctuationMessage(read),
            ].compactMap { $0 }.map {
                finding(.hanForms, $0, at: read.spec.location, language: read.language, slot: read.slot, font: read.face.file)
            }
        }
    }

    /// The finding's text, or nil when the face draws the language's forms.
    static func message(
        _ reading: HanFormsReading, language: String, slot: String, textLanguage: String, region: HanRegion,
        face: FontFace, sibling: FontFace?, siblingIndex: Int?
    ) -> String? {
        let name = face.postscriptName ?? face.fullName
        guard reading.shaped > 0 else { return nil }
        if reading.hasLocl {
            guard !reading.differing.isEmpty else { return nil }
            var text =
                "\(language) \(slot): \(name) draws \(reading.differing.count) of the \(reading.shaped) \(language) Han characters it has in another region's forms"
                + " (\(describeCodePoints(reading.differing, limit: 8))); they show in \(region.name) forms only where the text is tagged \(textLanguage)"
            if face.faceCount > 1 {
                if let siblingIndex {
                    let siblingName = sibling.map { " (\($0.postscriptName ?? $0.fullName))" } ?? ""
                    text += "; face \(siblingIndex) of this collection\(siblingName) draws them by default"
                } else {
                    text += "; no face of this collection draws them by default"
                }
            }
            return text
        }
        guard let declared = reading.codePageBits else { return nil }
        let own = region.codePageBits
        guard !declared.contains(where: own.contains), !declared.isEmpty else { return nil }
        let pages = declared.map(HanRegion.codePageName).joined(separator: ", ")
        let wanted = own.map(HanRegion.codePageName).joined(separator: " or ")
        return "\(language) \(slot): \(name) has no locl feature, and its OS/2 code pages declare \(pages) but not \(wanted):"
            + " its \(reading.shaped) \(language) Han characters are likely drawn in another region's forms, tagged or not"
    }

}

extension HanFormsRule {
    static let examples: [RuleExample] = [
        // Traditional Chinese drawn with the Simplified face of the collection.
        .triggering(
            [.hanForms],
            config: #"{"list": [{"env": "zh-Hant", "data": [{"font": 0, "name": "NotoSansCJKsc-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/HanForms"),
        .nonTriggering(
            config: #"{"list": [{"env": "zh-Hans", "data": [{"font": 0, "name": "NotoSansCJKsc-Regular"}]}]}"#,
            fonts: "Tests/Fixtures/HanForms"),
    ]
}

extension Diagnostic.Code {
    /// A face draws a Han-writing language's characters in another region's forms unless the text is tagged.
    package static let hanForms: Self = "han-forms"
}
