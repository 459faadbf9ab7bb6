internal import FontPackage
internal import FontPackageInspection

extension TextDirection {
    /// The direction of a paragraph in `language` (a BCP 47 tag), the
    /// paragraph its text is split into runs and shaped in: right to left for
    /// a language of a right-to-left script, left to right for a tag that
    /// cannot be read.
    static func paragraph(of language: String) -> TextDirection {
        (try? ParsedLocale(language))?.direction ?? .leftToRight
    }
}
