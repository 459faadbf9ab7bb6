internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection
internal import FontPackageStrings

extension ReportPage {
    /// Per language, each string that has findings (any finding about the
    /// string: missing characters, composable letters, shaping), drawn in the
    /// faces of every slot that would draw it. Both come from the check.
    ///
    /// Strings whose findings share a cause (``FindingGrouping``) with many
    /// others are drawn for the first of the cause only (``drawnPerCause``), so
    /// an app with thousands of such strings gets a page of one of each; the
    /// rest are counted under their language, and the findings section lists
    /// the cause's first locations.
    var strings: [HTML] {
        guard let strings = report.strings else { return [] }
        let languages = strings.drawn.filter { !$0.strings.isEmpty }
        var children = [
            HTML("h2", text: "Strings with findings"),
            HTML("p", text: "Each string in the faces of the slots that would draw it; characters no face can draw are outlined in red."),
        ]
        if languages.isEmpty { children.append(HTML("p", text: "No string has a finding.")) }
        var shownOfCause: [String: Int] = [:]
        for language in languages {
            let faces = language.slots.map { slot in (slot.slot, slot.faces.compactMap { fonts.asset(for: $0) }) }
            let direction = (try? ParsedLocale(language.language))?.direction ?? .leftToRight
            var drawn: [HTML] = []
            var hidden = 0
            for item in language.strings {
                // A string all of whose findings belong to causes already shown enough is counted, not drawn.
                // A cause that spans languages draws its first strings in each language, in that language's faces.
                let shared = item.findings.compactMap { causes.group(of: $0) }.filter(\.isShared)
                if shared.count == item.findings.count, !shared.isEmpty,
                    shared.allSatisfy({ shownOfCause[language.language + " " + $0.id, default: 0] >= Self.drawnPerCause })
                {
                    hidden += 1
                    continue
                }
                for cause in Set(shared.map(\.id)) { shownOfCause[language.language + " " + cause, default: 0] += 1 }
                let string = item.string
                var parts: [HTML] = [
                    HTML("p", [:], [
                        HTML("code", text: string.key), .text(" "),
                        HTML("span", ["class": "location mono"], text: string.location.description),
                    ])
                ]
                for (slot, assets) in faces {
                    let attributes: KeyValuePairs<StaticString, String?> = [
                        "class": "rendering", "lang": language.language, "dir": direction.rawValue,
                        "style": Self.fontStyle(assets),
                    ]
                    parts.append(HTML("p", attributes, [
                        HTML("span", ["class": "slot-label", "dir": "ltr"], text: slot)
                    ] + Specimen.marked(string.text.unicodeScalars, flagged: Self.flagged(item.findings, slot: slot))))
                }
                // A finding of a cause the findings section states once is named by its cause, not repeated.
                var named: Set<String> = []
                let listed = item.findings.compactMap { finding -> HTML? in
                    guard let cause = causes.group(of: finding), cause.isShared else { return Self.finding(finding) }
                    guard named.insert(cause.id).inserted else { return nil }
                    return HTML("li", ["class": "finding cause-ref", "data-group": cause.id], [
                        HTML("code", text: "[\(finding.code.rawValue)]"),
                        .text(" one of \(cause.findings.count) strings of the cause above: \(cause.cause)"),
                    ])
                }
                parts.append(HTML("ul", ["class": "findings"], listed))
                drawn.append(
                    HTML("div", ["class": "string", "data-language": language.language, "data-key": string.key], parts))
            }
            if hidden > 0 {
                drawn.append(
                    HTML(
                        "p", ["class": "strings-hidden", "data-count": String(hidden)],
                        text: "\(hidden) more string\(hidden == 1 ? "" : "s") of \(language.language) with the same causes as the strings above (every one is in check --format json)."))
            }
            guard self.languages.count > Self.openLanguages else {
                children.append(HTML("h3", text: language.language))
                children += drawn
                continue
            }
            // Many languages: each one line, how many strings it draws and counts, that opens on them.
            let count = drawn.count - (hidden > 0 ? 1 : 0)
            var line = "\(count) string\(count == 1 ? "" : "s") drawn"
            if hidden > 0 { line += ", \(hidden) more with the same causes" }
            children.append(
                HTML("details", ["class": "language-strings", "data-language": language.language], [
                    HTML("summary", [:], [HTML("h3", [:], [.text(language.language), HTML("span", ["class": "slot-statuses"], text: line)])])
                ] + drawn))
        }
        return [HTML("section", ["id": "strings"], children)]
    }

    /// How many strings of one cause the strings section draws: one shows what
    /// the cause looks like; a 40-language app's page stays short.
    static let drawnPerCause = 1

    /// The characters a string's findings name for one slot: what is outlined in red.
    static func flagged(_ findings: [Finding], slot: String) -> Set<UInt32> {
        var flagged = Set<UInt32>()
        for finding in findings where !finding.code.isShaping {
            let slots = finding.slot.map { $0.split(separator: ",").map { String($0.drop(while: \.isWhitespace)) } }
            if slots?.contains(slot) ?? true { flagged.formUnion(finding.missing) }
        }
        return flagged
    }
}
