#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// A small typed HTML builder. Tag and attribute names are compile-time
/// constants; every text node and attribute value is escaped when rendered,
/// so names, strings and paths read from user files cannot become markup.
package struct HTML: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case element(name: String, attributes: [Attribute], children: [HTML])
        case text(String)
        /// The page's style sheet, made by the report itself (see ``styleSheet(_:)``).
        case styleSheet(String)
    }

    struct Attribute: Sendable, Hashable {
        let name: String
        let value: String
    }

    let content: Content

    /// An element; attributes whose value is nil are left out.
    package init(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ children: [HTML] = []
    ) {
        content = .element(
            name: name.description,
            attributes: attributes.compactMap { key, value in value.map { Attribute(name: key.description, value: $0) } },
            children: children)
    }

    /// An element holding only text.
    package init(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text: String) {
        self.init(name, attributes, [.text(text)])
    }

    private init(content: Content) { self.content = content }

    package static func text(_ text: String) -> HTML { HTML(content: .text(text)) }

    /// A `<style>` element. CSS is raw text to an HTML parser, so the only
    /// way out of it is `</style`: every `<` is written as the CSS escape `\3c `.
    package static func styleSheet(_ css: String) -> HTML { HTML(content: .styleSheet(css)) }

    /// The document, with its doctype.
    package var document: String { "<!DOCTYPE html>\n" + rendered }

    package var rendered: String {
        var out = ""
        render(into: &out)
        return out
    }

    /// Elements that have no end tag.
    private static let voidElements: Set<String> = ["meta", "link", "br", "img", "hr", "wbr"]

    func render(into out: inout String) {
        switch content {
        case .text(let text):
            out += Self.escaped(text)
        case .styleSheet(let css):
            out += "<style>"
            out += css.replacing("<", with: "\\3c ")
            out += "</style>"
        case .element(let name, let attributes, let children):
            out += "<" + name
            for attribute in attributes {
                out += " " + attribute.name + "=\"" + Self.escaped(attribute.value) + "\""
            }
            out += ">"
            guard !Self.voidElements.contains(name) else { return }
            for child in children { child.render(into: &out) }
            out += "</" + name + ">"
            if Self.blockElements.contains(name) { out += "\n" }
        }
    }

    /// A line break after these keeps the source readable.
    private static let blockElements: Set<String> = [
        "html", "head", "body", "section", "div", "table", "tr", "li", "ul", "p", "h1", "h2", "h3", "details", "header",
    ]

    /// Text and attribute values: `& < > " '` as character references.
    package static func escaped(_ text: String) -> String {
        markupEscaped(text)
    }
}
