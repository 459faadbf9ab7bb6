package import FontPackage
package import FontPackageCheck
package import FontPackageInspection

/// What `resolve` prints for one request: the answer and its reasons line by
/// line (`--format text`), or one JSON object whose field names are a
/// contract (the manual's Command line article).
package struct ResolutionOutput: CommandOutput {
    /// The answer for the request.
    package var resolution: Resolution
    /// With a text: its script runs, each resolved.
    package var runs: [BoundResolver.RunResolution]?
    /// The text the runs split.
    package var text: String?
    /// With the pack: the face that serves the answer.
    package var face: FontFace?
    /// With the pack and a text: which face of each run's chain draws each stretch.
    package var drawn: [ChainDrawing.Run]?

    package init(
        _ resolution: Resolution, runs: [BoundResolver.RunResolution]? = nil, text: String? = nil, face: FontFace? = nil,
        drawn: [ChainDrawing.Run]? = nil
    ) {
        self.resolution = resolution
        self.runs = runs
        self.text = text
        self.face = face
        self.drawn = drawn
    }

    /// `resolve --format`'s values.
    package static let writers: [Writer<ResolutionOutput>] = [
        Writer(.text, "The answer, then how it was found.") {
            ResolutionText.render($0.resolution, runs: $0.runs, text: $0.text, face: $0.face, drawn: $0.drawn)
        },
        Writer(.json, "One object: font, entry, slot, reason, runs.") {
            try PrettyJSON.encode(ResolutionJSONDocument($0.resolution, runs: $0.runs, text: $0.text, face: $0.face, drawn: $0.drawn))
        },
    ]
}
