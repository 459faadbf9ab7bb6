internal import FontPackage
internal import FontPackageCheck

extension ReportPage {
    var resolver: HTML {
        var children = [
            HTML("h2", text: "What the resolver answers"),
            HTML(
                "p",
                text: "Per language, the font each "
                    // The resolver's requests are UIFont's entry points; off iOS they are what the export's families serve.
                    + (report.platforms.contains(.ios) ? "UIFont entry point" : "request (system, text style, weight, name)")
                    + " gets at 17 pt; open a row for the reasons. "
                    + "Languages that get the same fonts for every request share a table, which traces the first of them."),
        ]
        // Languages whose answers name the same fonts share one table, so that thirty languages on
        // the default entry are one table, not thirty: the page stays short for an app of many languages.
        var tables: [(languages: [LanguageRows], resolutions: [Resolution]?)] = []
        var positions: [[String?]: Int] = [:]
        for language in languages {
            let resolutions = report.resolutions[language.language]
            let answer = resolutions.map { $0.map { "\($0.request) \($0.fontName ?? "") \($0.face?.slotDescription ?? "") \($0.direction.rawValue)" } } ?? [nil]
            if let position = positions[answer] {
                tables[position].languages.append(language)
            } else {
                positions[answer] = tables.count
                tables.append(([language], resolutions))
            }
        }
        for (group, resolutions) in tables {
            let names = group.map(\.language).joined(separator: ", ")
            children.append(HTML("h3", text: names))
            let language = group[0]
            guard let resolutions else {
                children.append(HTML("p", text: "No entry serves \(names)."))
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
            children.append(HTML("table", ["class": "resolver", "data-language": names], rows))
        }
        return HTML("section", ["id": "resolver"], children)
    }
}
