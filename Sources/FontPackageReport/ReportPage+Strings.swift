internal import FontPackage
internal import FontPackageCheck
internal import FontPackageStrings

extension ReportPage {
    /// Per language, each string that has findings (any finding with a key:
    /// missing characters, composable letters, shaping), drawn in the faces
    /// of every slot that would draw it.
    var strings: [HTML] {
        guard input.report.strings != nil else { return [] }
        var order: [String] = []
        var byLanguage: [String: [StringFindings]] = [:]
        var index: [StringFindings.Key: Int] = [:]
        for finding in input.report.findings {
            guard let key = finding.key, let location = finding.location else { continue }
            let language = finding.language ?? ""
            let id = StringFindings.Key(language: language, file: location.file, line: location.line, key: key)
            if let position = index[id] {
                byLanguage[language]![position].findings.append(finding)
                continue
            }
            if byLanguage[language] == nil { order.append(language) }
            index[id] = byLanguage[language, default: []].count
            byLanguage[language, default: []].append(StringFindings(key: id, location: location, findings: [finding]))
        }
        var texts: [StringFindings.Key: String] = [:]
        for string in input.strings {
            texts[StringFindings.Key(language: "", file: string.location.file, line: string.location.line, key: string.key)] = string.text
        }
        var children = [
            HTML("h2", text: "Strings with findings"),
            HTML("p", text: "Each string in the faces of the slots that would draw it; characters no face can draw are outlined in red."),
        ]
        if order.isEmpty { children.append(HTML("p", text: "No string has a finding.")) }
        let resolver = FontResolver(config: input.config)
        for language in order {
            let faces = stringFaces(language: language, resolver: resolver)
            let direction = (try? ParsedLocale(language))?.direction ?? .leftToRight
            children.append(HTML("h3", text: language))
            for string in byLanguage[language]! {
                let lookup = StringFindings.Key(language: "", file: string.key.file, line: string.key.line, key: string.key.key)
                var parts: [HTML] = [
                    HTML("p", [:], [
                        HTML("code", text: string.key.key), .text(" "),
                        HTML("span", ["class": "location mono"], text: string.location.description),
                    ])
                ]
                if let text = texts[lookup] {
                    for (slot, assets) in faces {
                        let attributes: KeyValuePairs<StaticString, String?> = [
                            "class": "rendering", "lang": language, "dir": direction.rawValue, "style": Self.fontStyle(assets),
                        ]
                        parts.append(HTML("p", attributes, [
                            HTML("span", ["class": "slot-label", "dir": "ltr"], text: slot)
                        ] + Specimen.marked(text.unicodeScalars, faces: assets.map(\.face))))
                    }
                }
                parts.append(HTML("ul", ["class": "findings"], string.findings.map(Self.finding)))
                children.append(HTML("div", ["class": "string", "data-language": language, "data-key": string.key.key], parts))
            }
        }
        return [HTML("section", ["id": "strings"], children)]
    }

    struct StringFindings {
        struct Key: Hashable {
            let language: String
            let file: String
            let line: Int
            let key: String
        }
        let key: Key
        let location: SourceLocation
        var findings: [Finding]
    }

    /// The faces a language's strings are drawn in, per slot: the locale's
    /// entry first, then the entries the config's `scripts` send runs to.
    private func stringFaces(language: String, resolver: FontResolver) -> [(String, [ReportFonts.Asset])] {
        guard let bound = try? resolver.bind(locale: language) else { return [] }
        let entries = [bound.entry] + input.config.scripts.values.filter { $0 !== bound.entry }
        let slots = input.report.rows.filter { $0.env == bound.entry.env }.map(\.slot)
        var seen = Set<String>()
        return slots.filter { seen.insert($0).inserted }.map { slot in
            let assets = entries.compactMap { entry in
                input.report.rows.first { $0.env == entry.env && $0.slot == slot }.flatMap { fonts.asset(for: $0.face) }
            }
            return (slot, assets)
        }
    }
}
