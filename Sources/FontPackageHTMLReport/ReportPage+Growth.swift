internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

extension ReportPage {
    /// How many translations per language the longest-translations section draws: enough to see
    /// where a language needs room, few enough that a 40-language app's section stays short.
    static let longestPerLanguage = 3

    /// Per language, the translations whose width grew the most against their
    /// source, each beside its source at the same size, in the face each
    /// language resolves to at the light slot, with both widths as HarfBuzz
    /// measured them (``StringWidths``). Closed until opened, so the page
    /// opens as short with it as without.
    var longestTranslations: [HTML] {
        guard let source = report.stringWidths.sourceLanguage else { return [] }
        let languages = report.stringWidths.growth.map { ($0.language, $0.longest(Self.longestPerLanguage)) }
            .filter { !$0.1.isEmpty }
        guard !languages.isEmpty else { return [] }
        var children: [HTML] = [
            HTML("summary", text: "The \(Self.longestPerLanguage) translations that grew the most in each of \(languages.count) languages, against \(source)"),
            HTML(
                "p",
                text: "Each translation and its \(source) source drawn at the same size, each in the face its language resolves to "
                    + "at the light slot, format specifiers removed; widths are HarfBuzz's advance widths in ems."),
        ]
        let sourceDirection = (try? ParsedLocale(source))?.direction ?? .leftToRight
        for (language, longest) in languages {
            let direction = (try? ParsedLocale(language))?.direction ?? .leftToRight
            children.append(HTML("h3", text: language))
            for (growth, sameText) in longest {
                let face = report.located.faces[growth.face]
                let sourceFace = report.located.faces[growth.sourceFace]
                let sizes = "\(fixedText(growth.ratio, digits: 2))x: \(fixedText(growth.ems, digits: 2)) em in "
                    + "\(face?.instanceDescription ?? "-") against \(fixedText(growth.sourceEms, digits: 2)) em in "
                    + "\(sourceFace?.instanceDescription ?? "-")"
                children.append(
                    HTML("div", ["class": "growth", "data-language": language, "data-key": growth.string.key], [
                        HTML("p", ["class": "growth-head"], [
                            HTML("code", text: growth.string.key),
                            .text(sameText.isEmpty ? "" : " (the same text in \(sameText.count) more key\(sameText.count == 1 ? "" : "s"))"),
                            .text(" " + sizes),
                            HTML("span", ["class": "location mono"], text: growth.string.location.description),
                        ]),
                        Self.grownText(growth.source, language: source, direction: sourceDirection, ems: growth.sourceEms, role: "source", asset: sourceFace.flatMap(fonts.asset(for:))),
                        Self.grownText(growth.string, language: language, direction: direction, ems: growth.ems, role: "translation", asset: face.flatMap(fonts.asset(for:))),
                    ]))
            }
        }
        return [
            HTML("section", ["id": "growth"], [
                HTML("h2", text: "Longest translations"), HTML("details", ["id": "growth-languages"], children),
            ])
        ]
    }

    /// One side of a translation's growth, as the width was measured: on one line, without format specifiers.
    private static func grownText(
        _ string: TranslatedString, language: String, direction: TextDirection, ems: Double, role: String,
        asset: ReportFonts.Asset?
    ) -> HTML {
        HTML("p", ["class": "growth-line", "dir": direction.rawValue], [
            HTML("span", ["class": "slot-label", "dir": "ltr"], text: language),
            HTML(
                "span",
                [
                    "class": "growth-text", "data-role": role, "data-ems": String(ems), "lang": language,
                    "style": asset.flatMap { fontStyle($0) },
                ],
                text: FormatSpecifiers.strip(string.text, syntax: string.syntax)),
        ])
    }

    /// The faces the longest-translations section draws in, to register with the page's fonts.
    static func longestTranslationFaces(_ report: PackReport) -> [FontFace] {
        report.stringWidths.growth.flatMap { $0.longest(longestPerLanguage) }
            .flatMap { [$0.growth.sourceFace, $0.growth.face] }
            .compactMap { report.located.faces[$0] }
    }
}
