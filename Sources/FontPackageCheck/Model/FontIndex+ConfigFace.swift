public import FontPackage
public import FontPackageInspection

extension FontIndex {
    /// The face of the pack that serves a config face: its `file` (and
    /// `index`) when it gives one, else the face its `name` finds (the
    /// PostScript name, a full name, a family and style, or a file's base
    /// name), at its `index` when that is another face of the same file. A
    /// variable font is drawn at the named instance the name gives
    /// (`Inter-Light`), then at the data item's `variation`.
    ///
    /// ```swift
    /// let index = try FontIndex(folder: "Fonts")
    /// let face = try index.face(for: config.entries[0].faces[0])
    /// print(face.postscriptName ?? face.fullName, face.file, face.index)
    /// ```
    public func face(for spec: PackFace) throws(FontLookupError) -> FontFace {
        try face(named: spec).at(spec.variationSettings)
    }

    private func face(named spec: PackFace) throws(FontLookupError) -> FontFace {
        if let file = spec.file {
            let face = try find(file: file, index: spec.index ?? 0)
            // A named instance's name with its file (`Inter-Light`, `Inter-roman.var.ttf`) is that
            // instance, as the name alone is: the file's own names come first, as they do there.
            guard !face.answers(to: spec.name), let instance = face.namedInstance(called: spec.name) else { return face }
            return face.at(instance.coordinates)
        }
        let named: FontFace
        do {
            named = try find(name: spec.name)
        } catch {
            // A data item with a variation may name its variable font by family.
            guard case .notFound = error.reason, !spec.variation.isEmpty,
                let variable = variableFace(family: spec.name, italic: spec.italic)
            else { throw error }
            named = variable
        }
        guard let wanted = spec.index, wanted != named.index else { return named }
        return try find(file: relativePath(of: named), index: wanted).at(named.variation)
    }
}
