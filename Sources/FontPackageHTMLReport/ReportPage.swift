internal import FontPackage
internal import FontPackageCheck
internal import FontPackageStrings
internal import FontPackageInspection

/// Builds the page: header, language x slot grid, findings by language, the
/// strings with findings, and what the resolver answers per language.
struct ReportPage {
    let report: PackReport
    let fonts: ReportFonts
    let languages: [LanguageRows]
    let groups: FindingGroups
    /// The findings that share a cause (the report's groups): the findings and strings sections show each cause once.
    let causes: FindingGrouping
    /// The findings by their language: a cell reads its language's and its entry's, not all of the
    /// run's (at 150 languages, 474 cells x 29,000 findings was most of the page's time).
    let findingsByLanguage: [String: [Finding]]

    /// The rows of one language, in check's order, and what the page needs to draw them.
    struct LanguageRows {
        let language: String
        let rows: [PackReport.Row]
        let locale: ParsedLocale?
        let direction: TextDirection

        /// A few letters for the resolver's samples: the first the check judged
        /// that no slot of the language lacks.
        var sample: [Unicode.Scalar] {
            guard let first = rows.first?.verdicts.first else { return [] }
            let lacking = rows.flatMap(\.verdicts).reduce(CodePointSet()) { $0.union($1.missing).union($1.empty) }
            return Array(first.requirement.characters.codePoints.lazy.filter { !lacking.contains($0) }
                .compactMap(Unicode.Scalar.init).prefix(12))
        }
    }

    init(report: PackReport, fonts: ReportFonts) {
        self.report = report
        self.fonts = fonts
        var order: [String] = []
        var byLanguage: [String: [PackReport.Row]] = [:]
        for row in report.rows {
            if byLanguage[row.language] == nil { order.append(row.language) }
            byLanguage[row.language, default: []].append(row)
        }
        languages = order.map { language in
            let rows = byLanguage[language]!
            let locale = try? ParsedLocale(language)
            return LanguageRows(language: language, rows: rows, locale: locale, direction: locale?.direction ?? .leftToRight)
        }
        groups = FindingGroups(report.findings)
        findingsByLanguage = Dictionary(grouping: report.findings.filter { $0.language != nil }) { $0.language ?? "" }
        causes = report.groups
    }

    var html: HTML {
        HTML("html", ["lang": "en"], [
            HTML("head", [:], [
                HTML("meta", ["charset": "utf-8"]),
                HTML("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
                HTML("title", text: "Font pack report: \(report.config.file)"),
                .styleSheet(fonts.css + "\n" + ReportStyle.css),
            ]),
            HTML("body", [:], [header, grid, findings] + strings + longestTranslations + [resolver]),
        ])
    }

    // MARK: Header

    private var header: HTML {
        var facts: [HTML] = [
            HTML("dt", text: "config"), HTML("dd", ["class": "mono"], text: report.config.file),
            HTML("dt", text: "pack"), HTML("dd", ["class": "mono"], text: report.fontsFolder),
            HTML("dt", text: "level"), HTML("dd", text: report.level.rawValue),
            HTML("dt", text: "checked"),
            HTML("dd", text: "\(languages.count) languages, \(report.rows.count) language x slot cells, \(report.faces.count) faces read"),
            HTML("dt", text: "platforms"), HTML("dd", ["class": "platforms"], text: report.platformChoice.summary),
        ]
        if let strings = report.strings {
            facts += [
                HTML("dt", text: "strings"),
                HTML(
                    "dd",
                    text: "\(strings.stringsRead) strings\(strings.formatCounts) in \(strings.filesRead) files; languages from \(strings.languageSource)"
                        + (strings.developmentLanguage.map { "; development language \($0) (--development-language)" } ?? "")),
            ]
            if let unread = strings.unreadSummary {
                // The files under --strings left unread, by why; the JSON names each one.
                facts += [
                    HTML("dt", text: "not read"),
                    HTML("dd", ["id": "files-not-read"], text: String(unread.dropFirst("not read: ".count))),
                ]
            }
        }
        if !report.ruleSettings.isEmpty {
            // A severity changed or a code switched off changes what the counts below mean.
            facts += [
                HTML("dt", text: "rules set"),
                HTML(
                    "dd", ["id": "rule-settings"],
                    text: report.ruleSettings.settings.map(\.summary)
                        .joined(separator: ", ")),
            ]
        }
        let counts = HTML("p", ["class": "counts"], [
            HTML("span", ["class": "count-error", "id": "count-errors"], text: plural(report.count(.error), "error")),
            HTML("span", ["class": "count-warning", "id": "count-warnings"], text: plural(report.count(.warning), "warning")),
            HTML("span", ["class": "count-note", "id": "count-notes"], text: plural(report.count(.note), "note")),
        ])
        var links = [HTML("a", ["href": "#grid"], text: "grid"), HTML("a", ["href": "#findings"], text: "findings")]
        if report.strings != nil { links.append(HTML("a", ["href": "#strings"], text: "strings")) }
        // The section is there when some translation is wider than its source.
        if report.stringWidths.sourceLanguage != nil, report.stringWidths.growth.contains(where: { $0.translations.contains { $0.ratio > 1 } }) {
            links.append(HTML("a", ["href": "#growth"], text: "longest translations"))
        }
        links.append(HTML("a", ["href": "#resolver"], text: "resolver"))
        // Every language, each a link to its section of the grid, marked by its worst finding:
        // the page opens on a summary that fits one screen, however many languages the app has.
        var worst: [String: Diagnostic.Severity] = [:]
        for finding in report.findings {
            guard let language = finding.language else { continue }
            worst[language] = max(worst[language] ?? finding.severity, finding.severity)
        }
        let index = languages.map { language in
            HTML(
                "a", ["href": "#" + Self.anchor(of: language.language), "class": worst[language.language].map { "index-\($0.rawValue)" }],
                text: language.language)
        }
        return HTML("header", [:], [
            HTML("h1", text: "Font pack report"),
            HTML("dl", ["class": "summary"], facts),
            counts,
            HTML("nav", [:], links),
            HTML("nav", ["class": "language-index", "id": "languages"], index),
        ])
    }

    // MARK: Grid

    private var grid: HTML {
        HTML("section", ["id": "grid"], [
            HTML("h2", text: "Languages and weight slots"),
            HTML(
                "p",
                text: "Each cell shows, in the face the slot really gets, every character the check judged for it, "
                    + "one group per requirement, and the clusters the shaping check shaped. A character is outlined in red "
                    + "and drawn in a fallback font only when a finding names it for that cell."),
            HTML("p", ["class": "level", "id": "level"], text: Self.levelNote(report.level)),
        ] + languages.map(languageRow))
    }

    /// The id of a language's section of the grid: `language-zh-Hant`, any character but a letter, digit or `-` as `_`.
    static func anchor(of language: String) -> String {
        "language-" + String(language.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") ? Character($0) : "_" })
    }

    /// What the level checks and what it leaves out.
    static func levelNote(_ level: CoverageLevel) -> String {
        let names: [LanguageRequirement.Kind: String] = [
            .fontconfig: "fontconfig's orthography", .digits: "the locale's digits", .cldrBase: "CLDR main exemplars",
            .cldrNumbers: "CLDR numbers", .cldrPunctuation: "CLDR punctuation", .cldrAuxiliary: "CLDR auxiliary exemplars",
            .formatted: "what the system's formatters draw",
        ]
        let checked = level.kinds.compactMap { names[$0] }.joined(separator: ", ")
        var text = "Level \(level.rawValue) checks \(checked)."
        var previous = level.kinds
        var left: [String] = []
        for higher in CoverageLevel.allCases where !higher.kinds.allSatisfy(level.kinds.contains) {
            let added = higher.kinds.filter { !previous.contains($0) }.compactMap { names[$0] }.joined(separator: ", ")
            left.append("\(added) (--level \(higher.rawValue))")
            previous = higher.kinds
        }
        if !left.isEmpty { text += " Not checked, so not shown: " + left.joined(separator: "; ") + "." }
        return text
    }

    private func languageRow(_ language: LanguageRows) -> HTML {
        let env = language.rows.first?.env ?? ""
        let title = env == language.language ? language.language : "\(language.language) (entry \(env))"
        var heading: [HTML] = [.text(title)]
        if let drawing = lineBoxDrawing(language) { heading.append(drawing) }
        let statuses = language.rows.map { row in
            CellStatus.of(language: row.language, env: row.env, slot: row.slot, findings: findings(about: row))
        }
        let cells = zip(language.rows, statuses).map { cell($0, status: $1, language: language) }
        guard languages.count > Self.openLanguages else {
            return HTML("div", ["class": "language", "data-language": language.language, "id": Self.anchor(of: language.language)], [
                HTML("h3", [:], heading), HTML("div", ["class": "cells"], cells),
            ])
        }
        // Many languages: each one line (its heading and each slot's status) that opens on its cells.
        // The anchor is on the cells, inside the closed <details>: following a link of the index
        // opens it (HTML's ancestor details revealing algorithm).
        let line = zip(language.rows, statuses).map { row, status in
            HTML("span", ["class": "slot-status \(status.rawValue)", "data-slot": row.slot], text: "\(row.slot) \(status.rawValue)")
        }
        return HTML("div", ["class": "language", "data-language": language.language], [
            HTML("details", ["class": "language-cells"], [
                HTML("summary", [:], [HTML("h3", [:], heading + [HTML("span", ["class": "slot-statuses"], line)])]),
                HTML("div", ["class": "cells", "id": Self.anchor(of: language.language)], cells),
            ])
        ])
    }

    /// Up to this many languages, every cell of the grid is open; past it each
    /// language is one line that opens on its cells, so that 150 languages
    /// make a page one can scroll (the cells are in the page either way: its
    /// text, find in page and the index reach them).
    static let openLanguages = 12

    /// The characters a face draws in another region's forms, twice in the
    /// face: untagged (`lang="und"`: the face's default forms, what untagged
    /// text shows) and tagged with the language (what `locl` gives).
    private func hanForms(_ group: Specimen.Group, specimen: Specimen, textLanguage: String, asset: ReportFonts.Asset?) -> HTML {
        let style = asset.flatMap(Self.fontStyle)
        return HTML("div", ["class": "specimen-group", "data-requirement": group.requirement], [
            HTML("span", ["class": "specimen-label"], text: group.label),
            HTML("span", ["class": "specimen-label"], text: "untagged (the face's default forms)"),
            HTML("p", ["class": "specimen compact", "lang": "und", "data-han": "untagged", "style": style], specimen.nodes(group)),
            HTML("span", ["class": "specimen-label"], text: "tagged lang=\"\(textLanguage)\""),
            HTML("p", ["class": "specimen compact", "lang": textLanguage, "data-han": "tagged", "style": style], specimen.nodes(group)),
        ])
    }

    /// The findings that may concern a row's cells: its language's and its entry's.
    private func findings(about row: PackReport.Row) -> [Finding] {
        let own = findingsByLanguage[row.language] ?? []
        return row.env == row.language ? own : own + (findingsByLanguage[row.env] ?? [])
    }

    private func cell(_ row: PackReport.Row, status: CellStatus, language: LanguageRows) -> HTML {
        let face = row.face
        let asset = fonts.asset(for: face)
        var head: [HTML] = [HTML("span", ["class": "slot"], text: row.slot)]
        if let used = row.fallbackFrom {
            head.append(HTML("span", ["class": "fallback", "title": "the entry has no \(row.slot) face"], text: "\(row.slot) -> \(used)"))
        }
        let findingsLink = "#" + groups.anchor(for: row.language, env: row.env)
        head.append(HTML("a", ["class": "badge \(status.rawValue)", "href": findingsLink], text: status.rawValue))
        var children = [HTML("div", ["class": "cell-head"], head)]
        let specimen = Specimen(row: row, locale: language.locale, findings: findings(about: row))
        // With a chain, the browser falls back through the chain's faces, as the platforms do.
        let linked = row.chain.dropFirst().compactMap { $0.face.flatMap { report.located.faces[$0] } }
        let style = asset.flatMap { Self.fontStyle([$0] + linked.compactMap(fonts.asset(for:))) }
        let textLanguage = language.locale?.textLanguage ?? language.language
        for group in specimen.groups {
            if group.requirement == Diagnostic.Code.hanForms.rawValue {
                children.append(hanForms(group, specimen: specimen, textLanguage: textLanguage, asset: asset))
                continue
            }
            children.append(
                HTML("div", ["class": "specimen-group", "data-requirement": group.requirement], [
                    HTML("span", ["class": "specimen-label"], text: group.label),
                    HTML("p", [
                        "class": group.compact ? "specimen compact" : "specimen", "lang": textLanguage,
                        "dir": language.direction.rawValue, "style": style,
                    ], specimen.nodes(group)),
                ]))
        }
        if specimen.groups.isEmpty {
            children.append(HTML("p", ["class": "coverage"], text: "nothing checked: the face was not found or read"))
        }
        let fontName = face?.postscriptName ?? face?.fullName ?? row.configFace.name
        if let face {
            let weight = face.drawnWeight.map { face.weightSource == "wght" ? "wght \($0)" : "weight \($0)" } ?? "no weight class"
            children.append(HTML("p", ["class": "font"], [
                HTML("b", text: fontName), .text(" · "),
                HTML("span", ["class": "mono"], text: face.faceCount > 1 ? "\(face.file)#\(face.index)" : face.file),
                .text(" · \(weight)\(face.isItalic ? ", italic" : "")"),
            ]))
            let coverage = row.verdicts.map { "\($0.requirement.name) \($0.summary)" }.joined(separator: " · ")
            if !coverage.isEmpty { children.append(HTML("p", ["class": "coverage"], text: coverage)) }
            if row.chain.count > 1 { children.append(chainCell(row)) }
        } else {
            children.append(HTML("p", ["class": "font"], text: "\(row.configFace.name): not found in the pack"))
        }
        return HTML("div", [
            "class": "cell", "data-language": row.language, "data-slot": row.slot, "data-font": fontName,
            "data-status": status.rawValue, "data-env": row.env,
        ], children)
    }

    /// The cell's fallback chain: each link, the face it gives for the slot
    /// (and the slot it falls back to), and how many required characters it draws.
    private func chainCell(_ row: PackReport.Row) -> HTML {
        var items: [HTML] = []
        for link in row.chain.dropFirst() {
            let face = link.face.flatMap { report.located.faces[$0] }
            let draws = row.drawnByFallback.filter { $0.link == link }.reduce(0) { $0 + $1.characters.count }
            var text = link.label + ": " + (face.map { $0.postscriptName ?? $0.fullName } ?? "not in the pack")
            if link.otherWeight { text += " (\(row.slot) -> \(link.usedSlot))" }
            text += draws > 0 ? " draws \(draws)" : " draws none"
            items.append(
                HTML("li", [
                    "class": link.otherWeight ? "link fallback" : "link", "data-link": link.link,
                    "data-font": face.map { $0.postscriptName ?? $0.fullName }, "data-draws": String(draws),
                ], text: text))
        }
        return HTML("div", ["class": "chain"], [
            HTML("span", ["class": "specimen-label"], text: "fallback chain"), HTML("ol", ["class": "chain"], items),
        ])
    }

    /// `font-family` and the face's own weight and slant: nothing for the browser to synthesise.
    static func fontStyle(_ asset: ReportFonts.Asset) -> String? { fontStyle([asset]) }

    /// The first face, then faces for the runs it does not write; weight and
    /// slant are the first's. A variable face is drawn at its instance: the
    /// `font-variation-settings` property comes last in CSS Fonts 4's
    /// resolution of variations, after the weight, so every axis is the
    /// instance's whatever weight the browser matched with.
    static func fontStyle(_ assets: [ReportFonts.Asset]) -> String? {
        guard let first = assets.first else { return nil }
        let families = assets.map { "\"\($0.family)\"" }.joined(separator: ", ")
        let face = first.face
        var style = "font-family: \(families), var(--fallback); font-weight: \(face.drawnWeight ?? first.weight); "
            + "font-style: \(first.italic ? "italic" : "normal")"
        if !face.axes.isEmpty {
            let settings = FaceID.describe(face.coordinates) { "\"\($0)\" \($1)" }
            style += "; font-variation-settings: " + settings.joined(separator: ", ")
        }
        return style
    }

    // MARK: Findings

    private var findings: HTML {
        var children = [HTML("h2", text: "Findings")]
        if report.findings.isEmpty { children.append(HTML("p", text: "No findings.")) }
        // A cause that one fix repairs across languages is one item, in the first language's list;
        // the other languages' lists name it.
        var shownCauses: [String: String] = [:]
        for group in groups.groups {
            let items = causeItems(group.findings, language: group.language ?? "the pack", shownCauses: &shownCauses)
            guard languages.count > Self.openLanguages else {
                children.append(HTML("h3", ["id": group.anchor], text: group.language ?? "the pack"))
                children.append(HTML("ul", ["class": "findings"], items))
                continue
            }
            // Many languages: each one line of counts that opens on its items; a cell's badge
            // links inside the closed <details>, which opens it.
            var counts = [Diagnostic.Severity.error, .warning, .note].compactMap { severity -> HTML? in
                let count = group.findings.filter { $0.severity == severity }.count
                return count == 0 ? nil : HTML("span", ["class": "slot-status \(severity.rawValue)"], text: plural(count, severity.rawValue))
            }
            counts.append(HTML("span", ["class": "slot-status items"], text: "in " + plural(items.count, "item")))
            children.append(
                HTML("details", ["class": "language-findings", "data-language": group.language], [
                    HTML("summary", [:], [HTML("h3", [:], [.text(group.language ?? "the pack"), HTML("span", ["class": "slot-statuses"], counts)])]),
                    HTML("ul", ["class": "findings", "id": group.anchor], items),
                ]))
        }
        return HTML("section", ["id": "findings"], children)
    }

    /// A language's findings, those that share a cause (``FindingGrouping``)
    /// as one item each: the cause, how many strings of the language, the
    /// first locations and the hint; the others one item each.
    private func causeItems(_ findings: [Finding], language: String, shownCauses: inout [String: String]) -> [HTML] {
        var shown: Set<String> = []
        var items: [HTML] = []
        // A pack finding said of several slots alike (the same code and characters: the default
        // face lacks Arabic in light, medium and bold) is one item naming the other slots.
        struct Alike: Hashable {
            let code: Diagnostic.Code
            let missing: [UInt32]
        }
        var alike: [Alike: [Finding]] = [:]
        for finding in findings where finding.key == nil && finding.slot != nil && !finding.missing.isEmpty {
            alike[Alike(code: finding.code, missing: finding.missing), default: []].append(finding)
        }
        for finding in findings {
            if finding.key == nil, finding.slot != nil, let same = alike[Alike(code: finding.code, missing: finding.missing)], same.count > 1 {
                guard same[0] == finding else { continue }
                items.append(Self.finding(finding, alsoIn: same.dropFirst().compactMap(\.slot)))
                continue
            }
            guard let cause = causes.group(of: finding), cause.isShared else {
                items.append(Self.finding(finding))
                continue
            }
            guard shown.insert(cause.id).inserted else { continue }
            if let first = shownCauses[cause.id] {
                items.append(
                    HTML("li", ["class": "finding same-cause", "data-code": finding.code.rawValue], text: "[\(finding.code.rawValue)] \(cause.cause): one cause, under \(first)"))
                continue
            }
            shownCauses[cause.id] = language
            let members = findings.filter { causes.group(of: $0)?.id == cause.id }
            items.append(Self.causeItem(cause, members: members))
        }
        return items
    }

    /// How many locations a cause's item and strings section show.
    static let shownPerCause = 3

    /// One item for the findings of a cause in one language.
    static func causeItem(_ cause: FindingGrouping.Group, members: [Finding]) -> HTML {
        let first = members[0]
        let places = members.prefix(shownPerCause).compactMap { $0.location?.description }
        let more = members.count > shownPerCause ? " and \(members.count - shownPerCause) more" : ""
        var children: [HTML] = [
            HTML("span", ["class": "severity \(first.severity.rawValue)"], text: first.severity.rawValue),
            HTML("code", text: "[\(first.code.rawValue)]"),
            .text(" \(cause.cause): \(members.count) string\(members.count == 1 ? "" : "s") here, \(cause.findings.count) in \(cause.languages.joined(separator: ", "))"),
            HTML("span", ["class": "location mono"], text: places.joined(separator: ", ") + more),
        ]
        if let hint = cause.hint { children.append(HTML("span", ["class": "hint"], text: "hint: " + hint)) }
        return HTML("li", [
            "class": "finding cause", "data-code": first.code.rawValue, "data-severity": first.severity.rawValue,
            "data-group": cause.id, "data-count": String(members.count),
        ], children)
    }

    /// A finding's item; `alsoIn`: the other slots it is said of alike.
    static func finding(_ finding: Finding, alsoIn: [String] = []) -> HTML {
        var children: [HTML] = [
            HTML("span", ["class": "severity \(finding.severity.rawValue)"], text: finding.severity.rawValue),
            HTML("code", text: "[\(finding.code.rawValue)]"),
        ]
        if let platform = finding.platform {
            children += [.text(" "), HTML("span", ["class": "platform"], text: platform.rawValue)]
        }
        children.append(.text(" " + finding.text))
        if let place = finding.location.map(\.description) ?? finding.font {
            children.append(HTML("span", ["class": "location mono"], text: place))
        }
        if !alsoIn.isEmpty {
            children.append(HTML("span", ["class": "also"], text: "the same in " + alsoIn.joined(separator: ", ")))
        }
        return HTML("li", [
            "class": "finding", "data-code": finding.code.rawValue, "data-severity": finding.severity.rawValue,
            "data-platform": finding.platform?.rawValue,
        ], children)
    }

    private func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}
