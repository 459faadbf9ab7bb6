public import FontPackageCheck
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackage
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// `fontpack diff --report`: the app's strings that an update draws
/// differently, each drawn in the face before and the face after, side by
/// side at 17 px, with the widths HarfBuzz measured; and what each changed
/// face lost, drawn in both. The faces are copied beside the page, cut to
/// what it draws, so it works offline from `file://`.
public enum DiffHTMLReport: Sendable {
    /// How many strings a face's table draws, those whose width changed the most first.
    public static let stringsPerFace = 40

    /// Writes `folder/index.html` and `folder/fonts/`; returns the page's path.
    @discardableResult
    public static func write(_ diff: PackDiff, to folder: String) throws -> String {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var fonts = ReportFonts(subsetting: true)
        // Only the faces the page draws in: a face whose change draws nothing (a new name) is not copied.
        let widened = Set(diff.widths.filter { abs($0.afterEms - $0.beforeEms) * PackDiff.shownSize >= 0.0005 }.map(\.change))
        for (position, change) in diff.faces.enumerated() where widened.contains(position) || !change.lost.isEmpty {
            fonts.add(change.before)
            fonts.add(change.after)
        }
        let page = html(diff, fonts: fonts)
        try fonts.copy(into: root, drawing: ReportFonts.characters(drawnIn: page))
        try Data(page.document.utf8).write(to: root.appendingPathComponent("index.html"))
        return folder.hasSuffix("/") ? folder + "index.html" : folder + "/index.html"
    }

    static func html(_ diff: PackDiff, fonts: ReportFonts) -> HTML {
        let size = PackDiff.shownSize
        let byChange = Dictionary(grouping: diff.widths, by: \.change)
        let sections = diff.faces.enumerated().map { position, change -> HTML in
            let before = fonts.asset(for: change.before)
            let after = fonts.asset(for: change.after)
            func drawn(_ text: String, side: String, asset: ReportFonts.Asset?) -> HTML {
                HTML(
                    "span",
                    [
                        "class": "drawn", "data-side": side, "dir": "auto",
                        "style": asset.map { "font-family: \"\($0.family)\"; font-size: \(FaceID.number(size))px" },
                    ], text: text)
            }
            let said = diff.findings.filter { $0.font == change.after.file }.map { HTML("li", text: "[\($0.code.rawValue)] \($0.message)") }
            let strings = (byChange[position] ?? []).filter { abs($0.afterEms - $0.beforeEms) * size >= 0.0005 }
                .sorted { abs($0.percent) != abs($1.percent) ? abs($0.percent) > abs($1.percent) : $0.string.key < $1.string.key }
                .prefix(stringsPerFace)
            let rows = strings.map { width -> HTML in
                let text = FormatSpecifiers.strip(width.string.text, syntax: width.string.syntax)
                let widths =
                    "\(fixedText(width.beforeEms * size, digits: 1)) → \(fixedText(width.afterEms * size, digits: 1)) pt "
                    + "(\(WidthChangeRule.signed(width.percent)) %)"
                let cells: [HTML] = [
                    HTML("td", text: width.language), HTML("td", text: width.string.key),
                    HTML("td", [:], [drawn(text, side: "before", asset: before)]),
                    HTML("td", [:], [drawn(text, side: "after", asset: after)]),
                    HTML("td", text: widths),
                ]
                return HTML(
                    "tr",
                    [
                        "class": "string", "data-language": width.language, "data-key": width.string.key,
                        "data-before-pt": String(width.beforeEms * size), "data-after-pt": String(width.afterEms * size),
                    ], cells)
            }
            var children: [HTML] = [
                HTML("h2", text: "\(change.name): \(change.cellsText)"),
                HTML("p", text: "\(change.before.file) → \(change.after.file)"),
            ]
            if !said.isEmpty { children.append(HTML("ul", [:], said)) }
            let lost = change.lost.compactMap(Unicode.Scalar.init).map { String(Character($0)) }.joined(separator: " ")
            if !lost.isEmpty {
                children.append(
                    HTML(
                        "p", ["class": "lost"],
                        [
                            .text("Lost characters, before: "), drawn(lost, side: "before", asset: before), .text(" after: "),
                            drawn(lost, side: "after", asset: after),
                        ]))
            }
            if !rows.isEmpty {
                let total = (byChange[position] ?? []).count
                children.append(
                    HTML(
                        "table", ["class": "strings"],
                        [
                            HTML(
                                "caption",
                                text: "The \(rows.count) strings whose width changed the most, of \(total) measured, at \(FaceID.number(size)) pt"),
                            HTML("tr", [:], ["language", "key", "before", "after", "width"].map { HTML("th", text: $0) }),
                        ] + rows))
            }
            return HTML("section", ["class": "face", "data-face": String(position)], children)
        }
        let style = """
            body { font-family: sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; }
            td, th { border-bottom: 1px solid #ddd; padding: 4px 8px; text-align: start; vertical-align: baseline; }
            span.drawn { white-space: pre; }
            """ + "\n" + fonts.css
        return HTML(
            "html", ["lang": "en"],
            [
                HTML("head", [:], [HTML("meta", ["charset": "utf-8"]), HTML("title", text: "fontpack diff"), .styleSheet(style)]),
                HTML(
                    "body", [:],
                    [
                        HTML("h1", text: "What the update changes"),
                        HTML(
                            "p",
                            text: "\(diff.before.config.file) (\(diff.before.fontsFolder)) → \(diff.after.config.file) (\(diff.after.fontsFolder)): "
                                + "\(diff.faces.count) face\(diff.faces.count == 1 ? "" : "s") changed, \(diff.findings.count) finding\(diff.findings.count == 1 ? "" : "s")"),
                    ] + sections),
            ])
    }
}
