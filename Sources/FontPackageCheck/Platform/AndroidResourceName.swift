package import FontPackageInspection
internal import FontPackageSupport

/// Android's rule for file-based resource names (aapt2's `FileResourceNameValidator`).
package enum AndroidResourceName {
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            && !javaKeywords.contains(name)
    }

    /// Lowercased, every other character `_`, a leading digit or keyword made valid.
    package static func suggestion(for name: String) -> String {
        var result = String(
            String.UnicodeScalarView(
                name.lowercased().unicodeScalars.map { scalar in
                    scalar == "_" || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? scalar : "_"
                }))
        if result.isEmpty || ("0"..."9").contains(result.unicodeScalars.first!) { result = "font_" + result }
        if javaKeywords.contains(result) { result += "_font" }
        return result
    }

    /// The file `fontpack export android` writes for a face under `res/font/`, before a
    /// number makes it unique (``unique(_:taken:)``): the file's base name made a resource
    /// name, or for a face of a collection (which `res/font` cannot hold) its PostScript
    /// name, as TrueType or OpenType; nil for a file Android cannot load (WOFF, WOFF2).
    /// The check's `platform-file-name` and the exporter both read it, so the name the
    /// check suggests is the one the export writes.
    package static func fontFile(of face: FontFace) -> (stem: String, fileExtension: String)? {
        let file = PathName.lastComponent(face.file)
        var fileExtension = PathName.pathExtension(file).lowercased()
        var base = PathName.baseName(file)
        if face.faceCount > 1 || ["ttc", "otc"].contains(fileExtension) {
            fileExtension = face.format == "CFF" ? "otf" : "ttf"
            base = face.postscriptName ?? "\(base)_\(face.index)"
        }
        guard ["ttf", "otf"].contains(fileExtension) else { return nil }
        return (suggestion(for: base), fileExtension)
    }

    /// `stem`, or `stem_2`, `stem_3`... the first that `taken` does not hold, which it then holds.
    package static func unique(_ stem: String, taken: inout Set<String>) -> String {
        var name = stem
        var number = 2
        while taken.contains(name) {
            name = "\(stem)_\(number)"
            number += 1
        }
        taken.insert(name)
        return name
    }
}
