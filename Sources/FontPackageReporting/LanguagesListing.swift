package import FontPackageInspection

/// What `fontpack langs` prints: per face, the languages fontconfig takes it
/// to cover fully, the set `fc-query --format '%{lang}'` prints.
package struct LanguagesListing: CommandOutput, Encodable, Sendable {
    package var fonts: [Font]

    package struct Font: Encodable, Sendable {
        package var file: String
        package var index: Int
        package var postscriptName: String?
        package var languages: [String]
    }

    package init(faces: [FontFace]) {
        fonts = faces.map {
            Font(file: $0.file, index: $0.index, postscriptName: $0.postscriptName, languages: $0.fontconfigLanguages)
        }
    }

    /// `langs --format`'s values.
    package static let writers: [Writer<LanguagesListing>] = [
        Writer(.text, "Per face: how many languages, then their codes.") { $0.text },
        Writer(.json, "Per face: file, index, name, language codes.") { try PrettyJSON.encode($0) },
    ]

    /// Two lines per face; nothing when no face was read.
    var text: String {
        fonts.map { font in
            "\(font.file)#\(font.index) \(font.postscriptName ?? ""): \(font.languages.count) languages\n"
                + "  " + font.languages.joined(separator: " ") + "\n"
        }.joined()
    }
}
