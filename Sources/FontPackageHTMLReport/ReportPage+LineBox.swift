internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection
internal import FontPackageSupport

extension ReportPage {
    /// The size, in CSS px, of the text the line-box drawings set: Nastaliq's 2.5 em box is then
    /// 25 px, within the line of the language's heading, so the drawings add no height to the page.
    static let lineBoxSize = 10.0

    /// A language's line box at its first slot beside the reference's at the same slot, on the
    /// first platform checked: nil where both are one face, or the boxes agree to the
    /// thousandth of an em (as `check`'s table prints them).
    static func lineBoxComparison(_ rows: [PackReport.Row], report: PackReport) -> LineBoxComparison? {
        guard let reference = report.lineBoxReference, let platform = report.platforms.first, let row = rows.first,
            let face = row.face, let referenceFace = reference.faces[row.slot], face.id != referenceFace.id,
            let comparison = LineBoxComparison(face: face, reference: referenceFace, on: platform),
            abs(comparison.ems - comparison.referenceEms) >= 0.0005
        else { return nil }
        return comparison
    }

    /// The reference faces the drawings draw in, to register with the page's fonts (the languages' own are the cells').
    static func lineBoxFaces(_ report: PackReport) -> [FontFace] {
        var rowsByLanguage: [String: [PackReport.Row]] = [:]
        var order: [String] = []
        for row in report.rows {
            if rowsByLanguage[row.language] == nil { order.append(row.language) }
            rowsByLanguage[row.language, default: []].append(row)
        }
        return order.compactMap { lineBoxComparison(rowsByLanguage[$0]!, report: report)?.reference }
    }

    /// Two boxes at the same size, the reference's and the language's, each as tall as its face's
    /// line box on the platform and holding a few letters in that face; a language past the
    /// `line-height-mismatch` tolerance is marked.
    func lineBoxDrawing(_ language: LanguageRows) -> HTML? {
        guard let comparison = Self.lineBoxComparison(language.rows, report: report),
            let reference = report.lineBoxReference
        else { return nil }
        let mismatch = (findingsByLanguage[language.language] ?? []).contains {
            $0.code == .lineHeightMismatch && $0.platform == comparison.platform
        }
        // Letters rather than the punctuation some requirements list first.
        let letters = language.sample.filter(\.properties.isAlphabetic)
        let sample = String(String.UnicodeScalarView((letters.isEmpty ? language.sample : letters).prefix(3)))
        let label = "\(comparison.platform.rawValue) line box \(fixedText(comparison.ems, digits: 3)) em, "
            + "\(fixedText(comparison.ratio, digits: 2))x \(reference.env)'s \(fixedText(comparison.referenceEms, digits: 3))"
        return HTML(
            "span",
            [
                "class": mismatch ? "line-boxes mismatch" : "line-boxes", "data-platform": comparison.platform.rawValue,
                "data-slot": language.rows.first?.slot,
            ],
            [
                box(comparison.reference, ems: comparison.referenceEms, text: "Ag", role: "reference", language: nil, direction: nil),
                box(
                    comparison.face, ems: comparison.ems, text: sample.isEmpty ? "Ag" : sample, role: "language",
                    language: language.locale?.textLanguage ?? language.language, direction: language.direction),
                HTML("span", ["class": "line-box-label"], text: label),
            ])
    }

    private func box(
        _ face: FontFace, ems: Double, text: String, role: String, language: String?, direction: TextDirection?
    ) -> HTML {
        let height = fixedText(ems * Self.lineBoxSize, digits: 3)
        let font = fonts.asset(for: face).flatMap { Self.fontStyle($0) }.map { "; " + $0 } ?? ""
        return HTML(
            "span",
            [
                "class": "line-box", "data-role": role, "data-ems": String(ems), "data-font": face.postscriptName ?? face.fullName,
                "lang": language, "dir": direction?.rawValue,
                "style": "height: \(height)px; line-height: \(height)px; font-size: \(fixedText(Self.lineBoxSize, digits: 0))px" + font,
            ], text: text)
    }
}
