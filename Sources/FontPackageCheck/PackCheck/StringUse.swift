internal import FontPackage
internal import FontPackageStrings
internal import FontPackageInspection

/// One translated string as drawn in one weight slot by one face: where it
/// came from (its strings job and position there, which its findings cite) and
/// which of the face's distinct texts it is, so each text is measured or shaped
/// once however many strings and slots show it.
struct StringUse {
    let job: Int
    let position: Int
    let language: String
    let slot: String
    let string: TranslatedString
    let face: FontFace
    /// Index into the face's distinct texts.
    let text: Int
}

/// Each face's distinct texts, each kept once however many strings and slots
/// show it, for the strings passes that measure or shape per face.
struct DistinctTexts<Text> {
    private(set) var byFace: [FaceID: [Text]] = [:]
    private var positions: [FaceID: [String: Int]] = [:]

    /// Where the text known by `key` is among `face`'s texts; `make` gives it the first time.
    mutating func position(of key: String, on face: FaceID, _ make: () -> Text) -> Int {
        if let known = positions[face]?[key] { return known }
        let position = byFace[face]?.count ?? 0
        byFace[face, default: []].append(make())
        positions[face, default: [:]][key] = position
        return position
    }
}

extension TextDirection {
    /// The direction of a paragraph in `language` (a BCP 47 tag), the
    /// paragraph its text is split into runs and shaped in: right to left for
    /// a language of a right-to-left script, left to right for a tag that
    /// cannot be read.
    static func paragraph(of language: String) -> TextDirection {
        (try? ParsedLocale(language))?.direction ?? .leftToRight
    }
}
