import FontPackage
import FontPackageCheck
import FontPackageInspection

/// `--format json`: one object; field names are a contract (the manual's Command line article).
struct ResolutionJSONDocument: Encodable {
    let font: String?
    let env: String
    let slot: SlotValue?
    let requestedSlot: SlotValue
    let italic: Bool
    let direction: String
    /// The BCP 47 language to tag the text with, so a face's `locl` draws its forms.
    let textLanguage: String?
    let rewritten: Bool
    let reason: String
    let locale: String?
    let size: Double?
    /// The size to create the font with: a text style's, or `size`.
    let pointSize: Double?
    /// With a text style: its table row and column, and how the size was found.
    let textStyle: TextStyleSize?
    let file: String?
    let index: Int?
    /// The design coordinates to draw a variable font at, axis tag to value:
    /// with --fonts the located instance's (every axis), else the config's `variation`.
    let variation: [String: Double]?
    let location: SourceLocation
    let trace: [String]
    let runs: [Run]?
    /// With --fonts: the face of the pack that serves the answer.
    let face: Face?
    /// The fallback chain after the face, when the entry has one.
    let fallback: [Link]?
    /// With --fonts and --text: which face of the chain draws each stretch.
    let drawn: [Drawn]?

    struct Link: Encodable {
        /// As the config writes it.
        let link: String
        /// The entry it names, for an entry link.
        let env: String?
        /// That entry's font for the request, for an entry link.
        let font: String?
    }

    struct Drawn: Encodable {
        let text: String
        /// 0 the face itself, 1 the first link, ...; nil when no face of the chain draws it.
        let position: Int?
        /// The link as the config writes it; nil for the face itself.
        let link: String?
        /// The entry whose face draws it (the serving entry's for the face itself).
        let env: String?
        let postscriptName: String?
        let file: String?
        let index: Int?
    }

    struct TextStyleSize: Encodable {
        let style: String
        /// Kebab case: `accessibility-extra-extra-extra-large`.
        let contentSize: String
        /// The column of Apple's table: `AX5`.
        let column: String
        let boldText: Bool
        /// Apple's size for the style at the content size.
        let tableSize: Double
        /// The config's `textStyles` size at large, when given.
        let configSize: Double?
        /// The slot the config's `textStyles` gives, when it gives one.
        let configSlot: String?
        let maximumPointSize: Double?
    }

    struct Face: Encodable {
        let postscriptName: String?
        let file: String
        let index: Int
    }

    struct Run: Encodable {
        let text: String
        let script: String
        let font: String?
        let env: String
        let reason: String
    }

    /// A slot name for three-slot entries, the weight number for `weight` entries.
    enum SlotValue: Encodable {
        case name(String)
        case weight(Int)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .name(let name): try container.encode(name)
            case .weight(let weight): try container.encode(weight)
            }
        }
    }

    init(
        _ resolution: Resolution, runs: [BoundResolver.RunResolution]?, text: String?, face: FontFace?,
        drawn: [ChainDrawing.Run]?
    ) {
        self.face = face.map { Face(postscriptName: $0.postscriptName, file: $0.file, index: $0.index) }
        let steps = resolution.fallback
        fallback = steps.isEmpty ? nil : steps.map { Link(link: $0.link.name, env: $0.link.entry?.env, font: $0.face?.name) }
        self.drawn = drawn.map { runs in
            runs.map {
                Drawn(
                    text: $0.text, position: $0.position, link: $0.link?.link, env: $0.link?.env,
                    postscriptName: $0.face?.postscriptName, file: $0.face?.file, index: $0.face?.index)
            }
        }
        let entry = resolution.entry
        font = resolution.fontName
        env = entry.env
        if let face = resolution.face {
            slot = entry.usesNumericWeights ? .weight(face.weight) : face.slot.map { .name($0.name) }
        } else {
            slot = nil
        }
        requestedSlot =
            entry.usesNumericWeights ? .weight(resolution.requested.weight) : .name(resolution.requested.slot.name)
        italic = resolution.face?.italic ?? false
        direction = resolution.direction.rawValue
        textLanguage = resolution.textLanguage
        rewritten = resolution.face != nil
        reason = resolution.unchanged.map(\.description) ?? resolution.reason.description
        locale = resolution.binding.locale?.input
        size = resolution.size
        pointSize = resolution.pointSize
        textStyle = resolution.sizing.map { sizing in
            var boldText = false
            if case .textStyle(_, let bold) = resolution.request { boldText = bold }
            return TextStyleSize(
                style: sizing.style.rawValue, contentSize: sizing.contentSize.name, column: sizing.contentSize.shortName,
                boldText: boldText, tableSize: sizing.tableSize, configSize: sizing.configSize,
                configSlot: resolution.styleSetting?.slot?.name, maximumPointSize: sizing.maximumPointSize)
        }
        file = resolution.face?.file
        index = resolution.face?.index
        variation = face?.coordinatesByTag ?? (resolution.variation.isEmpty ? nil : resolution.variation)
        location = resolution.face?.location ?? entry.location
        trace = resolution.trace
        if let runs, let text {
            self.runs = runs.map {
                Run(
                    text: String(text[$0.run.range]), script: $0.run.script.rawValue, font: $0.resolution.fontName,
                    env: $0.resolution.entry.env, reason: $0.resolution.reason.description)
            }
        } else {
            self.runs = nil
        }
    }
}
