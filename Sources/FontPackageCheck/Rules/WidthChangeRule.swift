package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// The app's strings drawn wider or narrower by an updated face: one
/// finding per face, with how many strings in how many languages moved by
/// how much. A budget a string now breaks is the check's `string-too-wide`,
/// which `diff` reports as new.
package enum WidthChangeRule: ChangeRule {
    /// Percent of a string's width below which a change is not reported: below
    /// a pixel on most labels, and what hinting and rounding move anyway.
    static let threshold = 2.0
    /// The steps a finding counts strings past.
    static let steps = [2.0, 5.0, 10.0]

    package static let codes: [FindingRule] = [
        FindingRule(.diffWidth, .warning, "fontpack diff: an updated face draws the app's strings more than 2 % wider or narrower (HarfBuzz advances, per string).", help: "Check the layouts the strings sit in (fit budgets in the config make the check measure them), or keep the earlier version."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        let byChange = Dictionary(grouping: diff.widths, by: \.change)
        return diff.faces.indices.compactMap { position -> Finding? in
            guard let widths = byChange[position] else { return nil }
            let moved = widths.filter { abs($0.percent) > threshold + 1e-9 }
            guard !moved.isEmpty else { return nil }
            let change = diff.faces[position]
            let percents = moved.map(\.percent).sorted()
            let median = percents[percents.count / 2]
            let languages = Set(moved.map(\.language))
            let direction = median >= 0 ? "wider" : "narrower"
            let counts = steps.map { step in
                "\(widths.filter { abs($0.percent) > step + 1e-9 }.count) past ±\(fixedText(step, digits: 0)) %"
            }
            let message =
                "\(change.name) draws strings \(fixedText(abs(median), digits: 1)) % \(direction) (median): "
                + "\(moved.count) of \(widths.count) string\(widths.count == 1 ? "" : "s") in \(languages.count) "
                + "language\(languages.count == 1 ? "" : "s") change by \(signed(percents[0])) % to \(signed(percents[percents.count - 1])) % "
                + "(\(counts.joined(separator: ", "))); it serves \(change.cellsText)"
            return finding(
                .diffWidth, message, language: languages.count == 1 ? languages.first : nil, font: change.after.file)
        }
    }

    /// `+5.0`, `-2.3`.
    package static func signed(_ percent: Double) -> String { (percent >= 0 ? "+" : "") + fixedText(percent, digits: 1) }
}

extension Diagnostic.Code {
    /// `diff`: an updated face draws the app's strings wider or narrower.
    package static let diffWidth: Self = "diff-width"
}
