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
}
