import FontPackage
import FontPackageCheck
import FontPackageInspection

enum ResolutionText {
    static func render(
        _ resolution: Resolution, runs: [BoundResolver.RunResolution]?, text: String?, face found: FontFace?,
        drawn: [ChainDrawing.Run]?
    ) -> String {
        var lines: [String] = []
        let entry = resolution.entry
        if let face = resolution.face {
            lines.append("font:      \(face.name)" + (face.file.map { " (\($0))" } ?? ""))
            if let found {
                let postscript = found.postscriptName.map { "PostScript name \($0), " } ?? ""
                lines.append("face:      \(postscript)\(found.faceCount > 1 ? "\(found.file)#\(found.index)" : found.file)")
                if !found.axes.isEmpty {
                    let at = FaceID.describe(found.coordinates) { "\($0) \($1)" }
                    lines.append("variation: \(at.joined(separator: ", ")) (draw the variable font at these coordinates)")
                }
            } else if !resolution.variation.isEmpty {
                let at = FaceID.describe(resolution.variation) { "\($0) \($1)" }
                lines.append("variation: \(at.joined(separator: ", "))")
            }
            let asked =
                entry.usesNumericWeights ? "weight \(resolution.requested.weight)" : resolution.requested.slot.name
            let used = face.slotDescription
            lines.append("slot:      \(used)" + (used == asked ? "" : " (asked \(asked))"))
            if let sizing = resolution.sizing {
                lines.append("size:      \(TextStyleSizing.format(sizing.pointSize)) pt (\(sizing.style) at \(sizing.contentSize))")
            }
        } else {
            lines.append("font:      \(resolution.fontName ?? "system font") (not rewritten)")
        }
        lines.append("entry:     \(entry.env) (\(entry.location))")
        lines.append("direction: \(resolution.direction.rawValue)")
        if let language = resolution.textLanguage { lines.append("lang:      \(language) (tag the text with it)") }
        lines.append("why:")
        lines += resolution.trace.map { "  - \($0)" }
        if let runs, let text {
            lines.append("runs:")
            for run in runs {
                let font = run.resolution.fontName ?? "unchanged"
                lines.append("  \"\(text[run.run.range])\" [\(run.run.script)] -> \(font) (entry \(run.resolution.entry.env))")
            }
        }
        if let drawn {
            lines.append("drawn by:")
            for run in drawn {
                let face = run.face.map { $0.postscriptName ?? $0.fullName } ?? "no face of the chain"
                let link = run.position.map { $0 == 0 ? "the face itself" : "fallback \($0): \(run.link?.label ?? "")" } ?? "the system's fallback"
                lines.append("  \"\(run.text)\" -> \(face) (\(link))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
