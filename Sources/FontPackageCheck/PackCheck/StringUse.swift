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
