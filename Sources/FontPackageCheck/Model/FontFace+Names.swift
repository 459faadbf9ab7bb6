internal import FontPackageInspection

extension FontFace {
    /// Whether `name` is one of the names the face is known by, or its file's
    /// base name; for a face drawn at a named instance, a name of the instance too.
    func answers(to name: String) -> Bool {
        let wanted = name.lowercased()
        let familyStyles = familyNames.flatMap { family in styleNames.map { "\(family) \($0)" } }
        let instanceNames = namedInstances.filter { at($0.coordinates).variation == variation }.flatMap { self.names(of: $0) }
        let names = [postscriptName].compactMap { $0 } + fullNames + familyStyles + [fileBaseName] + instanceNames
        return names.contains { $0.lowercased() == wanted }
    }

    /// The file's name without folder and extension.
    var fileBaseName: String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
