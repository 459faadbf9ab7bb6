internal import FontPackage
internal import FontPackageCheck

extension ReportPage {
    var resolver: HTML {
        var children = [
            HTML("h2", text: "What the resolver answers"),
            HTML("p", text: "Per language, the font each UIFont entry point gets at 17 pt; open a row for the reasons."),
        ]
        for language in languages {
            children.append(HTML("h3", text: language.language))
            guard let resolutions = report.resolutions[language.language] else {
                children.append(HTML("p", text: "No entry serves \(language.language)."))
                continue
            }
            let sample = language.sample
            var rows = [HTML("tr", [:], ["request", "font", "sample", "why"].map { HTML("th", text: $0) })]
            for resolution in resolutions {
                let request = resolution.request
                let face = report.face(for: resolution)
                let asset = fonts.asset(for: face)
                let slot = resolution.face.map { " (\($0.slotDescription))" } ?? ""
                rows.append(HTML("tr", ["data-request": request.description], [
                    HTML("td", [:], [HTML("code", text: request.description)]),
                    HTML("td", text: (resolution.fontName ?? "system font") + slot),
                    HTML("td", [
                        "class": "sample", "lang": language.language, "dir": resolution.direction.rawValue,
                        "style": asset.flatMap(Self.fontStyle),
                    ], text: String(String.UnicodeScalarView(sample))),
                    HTML("td", [:], [HTML("details", [:], [
                        HTML("summary", text: "trace"),
                        HTML("ol", [:], resolution.trace.map { HTML("li", text: $0) }),
                    ])]),
                ]))
            }
            children.append(HTML("table", ["class": "resolver", "data-language": language.language], rows))
        }
        return HTML("section", ["id": "resolver"], children)
    }
}
