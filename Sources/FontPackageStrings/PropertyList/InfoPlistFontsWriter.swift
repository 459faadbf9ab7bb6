internal import FontPackage
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// Why an Info.plist's `UIAppFonts` could not be rewritten.
package struct InfoPlistEditError: Error, CustomStringConvertible {
    /// What is wrong, for the command line.
    package let description: String

    package init(_ description: String) { self.description = description }
}

/// Rewrites the `UIAppFonts` of an XML Info.plist and keeps every other
/// byte: what `fontpack export apple --info-plist` writes, and the copy
/// `fontpack subset` writes beside the subset's config.
package enum InfoPlistFontsWriter {
    /// The Info.plist `bytes` with its `UIAppFonts` replaced by `paths` (or
    /// added as the last key); every other byte is kept. A file that is not
    /// an XML plist dictionary is refused with the reader's diagnostics.
    package static func merge(_ paths: [String], into bytes: [UInt8], file: String) throws(InfoPlistEditError) -> String {
        let reading = InfoPlistReader.read(bytes: bytes, file: file)
        let errors = reading.diagnostics.filter { $0.severity == .error }
        guard reading.info != nil, errors.isEmpty else {
            throw InfoPlistEditError(errors.map(\.description).joined(separator: "\n"))
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw InfoPlistEditError("\(file): refused: not UTF-8 text; convert it to an XML plist (`plutil -convert xml1`)")
        }
        guard let layout = RootDictionary(text) else {
            throw InfoPlistEditError("\(file): refused: no root dictionary to add UIAppFonts to")
        }
        if let value = layout.value(of: "UIAppFonts") {
            guard text[value].hasPrefix("<array") else { throw InfoPlistEditError("\(file): refused: UIAppFonts is not an array, and only an array of paths registers fonts") }
            let indent = indentation(of: value.lowerBound, in: text)
            return String(text[..<value.lowerBound]) + array(paths, indent: indent).dropFirst(indent.count)
                + text[value.upperBound...]
        }
        let close = layout.close
        let lineStart = text[..<close].lastIndex(of: "\n").map { text.index(after: $0) } ?? close
        // Indented as the dictionary's last key is.
        let indent = layout.lastKey.map { indentation(of: $0, in: text) } ?? "\t"
        let insertion = "\(indent)<key>UIAppFonts</key>\n\(array(paths, indent: indent))\n"
        let at = text[lineStart..<close].allSatisfy { $0 == " " || $0 == "\t" } ? lineStart : close
        return String(text[..<at]) + insertion + text[at...]
    }

    package static func array(_ paths: [String], indent: String) -> String {
        ([indent + "<array>"] + paths.map { "\(indent)\t<string>\(markupEscaped($0))</string>" } + [indent + "</array>"])
            .joined(separator: "\n")
    }

    /// The spaces and tabs before `index` on its line.
    static func indentation(of index: String.Index, in text: String) -> String {
        let lineStart = text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let prefix = text[lineStart..<index]
        return prefix.allSatisfy { $0 == " " || $0 == "\t" } ? String(prefix) : ""
    }
}

/// Where the keys and values of an XML plist's root dictionary are in its
/// text, found by a scan that skips comments, CDATA, processing
/// instructions and the DOCTYPE, so a key written inside a comment is not one.
struct RootDictionary {
    /// Each key of the root dictionary (as written) and the range of its value element.
    private(set) var values: [(key: String, range: Range<String.Index>)] = []
    /// Where the root dictionary's `</dict>` starts.
    private(set) var close: String.Index
    /// Where the root dictionary's last `<key>` starts.
    private(set) var lastKey: String.Index?

    init?(_ text: String) {
        var depth = 0  // open elements
        var pendingKey: String?
        var valueStart: String.Index?
        var keyStart: String.Index?
        var rootClose: String.Index?
        var index = text.startIndex
        func skip(past marker: String, from start: String.Index) -> String.Index {
            text[start...].firstRange(of: marker)?.upperBound ?? text.endIndex
        }
        while let open = text[index...].firstIndex(of: "<") {
            let rest = text[open...]
            if rest.hasPrefix("<!--") { index = skip(past: "-->", from: open); continue }
            if rest.hasPrefix("<![CDATA[") { index = skip(past: "]]>", from: open); continue }
            if rest.hasPrefix("<?") { index = skip(past: "?>", from: open); continue }
            if rest.hasPrefix("<!") { index = skip(past: ">", from: open); continue }
            let end = skip(past: ">", from: open)
            let tag = text[open..<end]
            let closing = tag.hasPrefix("</")
            let selfClosing = tag.hasSuffix("/>")
            let name = tag.dropFirst(closing ? 2 : 1).prefix { $0.isLetter }
            if closing {
                depth -= 1
                if depth == 1, name == "dict" { rootClose = open; break }
                if depth == 2 {
                    if name == "key", let start = keyStart {
                        pendingKey = String(text[text.index(start, offsetBy: 5)..<open])
                    } else if let key = pendingKey, let start = valueStart {
                        values.append((key, start..<end))
                        pendingKey = nil
                        valueStart = nil
                    }
                }
            } else {
                if depth == 2 {
                    if name == "key" {
                        keyStart = open
                        lastKey = open
                    } else if pendingKey != nil {
                        valueStart = open
                        if selfClosing, let key = pendingKey {
                            values.append((key, open..<end))
                            pendingKey = nil
                            valueStart = nil
                        }
                    }
                }
                if !selfClosing { depth += 1 }
            }
            index = end
        }
        guard let rootClose else { return nil }
        close = rootClose
    }

    /// The range of the value of `key`, if the dictionary has it.
    func value(of key: String) -> Range<String.Index>? { values.last { $0.key == key }?.range }
}
