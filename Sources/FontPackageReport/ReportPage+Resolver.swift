internal import FontPackage
internal import FontPackageCheck

extension ReportPage {
    /// The requests the resolver answers per language: the five UIFont entry points.
    static let requests: [FontRequest] = [
        .system, .systemWeighted(.medium), .systemWeighted(.semibold), .boldSystem, .italicSystem,
        .named("HelveticaNeue-Bold"), .named("Avenir-Heavy"),
    ]

    var resolver: HTML {
        let resolver = FontResolver(config: input.config)
        var children = [
            HTML("h2", text: "What the resolver answers"),
            HTML("p", text: "Per language, the font each UIFont entry point gets at 17 pt; open a row for the reasons."),
        ]
        for language in languages {
            children.append(HTML("h3", text: language.language))
            guard let bound = try? resolver.bind(locale: language.language) else {
                children.append(HTML("p", text: "No entry serves \(language.language)."))
                continue
            }
            let sample = language.specimen.map { Array($0.text.prefix(12)) } ?? []
            var rows = [HTML("tr", [:], ["request", "font", "sample", "why"].map { HTML("th", text: $0) })]
            for request in Self.requests {
                let resolution = bound.resolve(request, size: 17)
                let face = resolution.face.flatMap { packFace in
                    input.report.rows.first { $0.env == resolution.entry.env && $0.configFace == packFace }?.face
                }
                let asset = fonts.asset(for: face)
                let slot = resolution.face.map { " (\($0.slotDescription))" } ?? ""
                rows.append(HTML("tr", ["data-request": request.description], [
                    HTML("td", [:], [HTML("code", text: request.description)]),
                    HTML("td", text: (resolution.fontName ?? "system font") + slot),
                    HTML("td", [
                        "class": "sample", "lang": language.language, "dir": resolution.direction.rawValue,
                        "style": asset.flatMap(Self.fontStyle),
                    ],
                        Specimen.marked(sample, faces: face.map { [$0] } ?? [])),
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
