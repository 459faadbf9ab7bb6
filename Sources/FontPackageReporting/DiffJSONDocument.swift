internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// `diff --format json`: every difference with its `before` and `after`
/// values, then the findings as `check --format json` writes them.
///
/// Widths are in points at 17 pt (and ems), line boxes in ems and points,
/// bytes in bytes; a language's bytes count each file it draws with once,
/// shared among the languages that draw with it (a file of k languages
/// counts 1/k to each).
struct DiffJSONDocument: Encodable {
    struct Side: Encodable {
        let config: String
        let fonts: String
    }

    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let notes: Int
        let fails: Bool
        let facesChanged: Int
        let stringsMeasured: Int
        let stringsChanged: Int
    }

    /// What a face says it is and holds.
    struct Face: Encodable {
        let file: String
        let index: Int
        let postScriptName: String?
        let family: String
        let fullName: String
        let weightClass: Int?
        let italic: Bool
        let format: String
        let characters: Int
        let bytes: Int64?

        init(_ face: FontFace, bytes: Int64?) {
            file = face.file
            index = face.index
            postScriptName = face.postscriptName
            family = face.family
            fullName = face.fullName
            weightClass = face.weightClass
            italic = face.isItalic
            format = face.format
            characters = face.characters.count
            self.bytes = bytes
        }
    }

    struct Box: Encodable {
        let ascent: Double
        let descent: Double
        let height: Double
        let heightPoints: Double
    }

    struct LineBoxChange: Encodable {
        let platforms: [String]
        let before: Box
        let after: Box
        let ascentSource: String
        let descentSource: String
    }

    /// Counts and range of one face pair's string widths, in percent of the before width.
    struct WidthSummary: Encodable {
        let strings: Int
        let past2: Int
        let past5: Int
        let past10: Int
        let minPercent: Double
        let medianPercent: Double
        let maxPercent: Double

        init?(_ widths: [WidthChange]) {
            guard !widths.isEmpty else { return nil }
            let percents = widths.map(\.percent).sorted()
            func past(_ step: Double) -> Int { percents.filter { abs($0) > step + 1e-9 }.count }
            strings = widths.count
            past2 = past(2)
            past5 = past(5)
            past10 = past(10)
            minPercent = percents[0]
            medianPercent = percents[percents.count / 2]
            maxPercent = percents[percents.count - 1]
        }
    }

    struct FaceDifference: Encodable {
        struct Cell: Encodable {
            let language: String
            let slot: String
        }
        let cells: [Cell]
        let before: Face
        let after: Face
        let lost: [UInt32]
        let gained: [UInt32]
        let lineBoxes: [LineBoxChange]
        let widths: WidthSummary?
    }

    struct StringWidth: Encodable {
        let language: String
        let slots: [String]
        let key: String
        let table: String
        let file: String
        let line: Int
        let font: String
        /// Points at 17 pt.
        let before: Double
        let after: Double
        let percent: Double
    }

    struct LanguageBytes: Encodable {
        let language: String
        let before: Double
        let after: Double
    }

    let before: Side
    let after: Side
    let summary: Summary
    let faces: [FaceDifference]
    let strings: [StringWidth]
    let languages: [LanguageBytes]
    let findings: [Finding]

    init(_ diff: PackDiff, outcome: FindingOutcome) {
        before = Side(config: diff.before.config.file, fonts: diff.before.fontsFolder)
        after = Side(config: diff.after.config.file, fonts: diff.after.fontsFolder)
        let size = PackDiff.shownSize
        let changedStrings = diff.widths.filter { abs($0.afterEms - $0.beforeEms) * size >= 0.0005 }
        summary = Summary(
            errors: outcome.count(.error), warnings: outcome.count(.warning), notes: outcome.count(.note), fails: outcome.fails,
            facesChanged: diff.faces.count, stringsMeasured: diff.widths.count, stringsChanged: changedStrings.count)
        let byChange = Dictionary(grouping: diff.widths, by: \.change)
        faces = diff.faces.enumerated().map { position, change in
            FaceDifference(
                cells: change.cells.map { FaceDifference.Cell(language: $0.language, slot: $0.slot) },
                before: Face(change.before, bytes: change.beforeBytes), after: Face(change.after, bytes: change.afterBytes),
                lost: change.lost, gained: change.gained,
                lineBoxes: LineBoxChangeRule.moves(of: change, on: diff.after.platforms).map { move, platforms in
                    LineBoxChange(
                        platforms: platforms.map(\.rawValue),
                        before: Box(
                            ascent: move.ascent.before, descent: move.descent.before, height: move.height.before,
                            heightPoints: move.height.before * size),
                        after: Box(
                            ascent: move.ascent.after, descent: move.descent.after, height: move.height.after,
                            heightPoints: move.height.after * size),
                        ascentSource: move.sources.ascent, descentSource: move.sources.descent)
                },
                widths: WidthSummary(byChange[position] ?? []))
        }
        strings = changedStrings.map { width in
            StringWidth(
                language: width.language, slots: width.slots, key: width.string.key, table: width.string.table,
                file: width.string.location.file, line: width.string.location.line, font: diff.faces[width.change].after.file,
                before: width.beforeEms * size, after: width.afterEms * size, percent: width.percent)
        }
        languages = Self.languageBytes(diff)
        findings = outcome.entries.map(\.finding)
    }

    /// Each language's share of the bytes of the files its cells draw with, on both sides.
    static func languageBytes(_ diff: PackDiff) -> [LanguageBytes] {
        func shares(_ report: PackReport) -> [String: Double] {
            var languagesOfFile: [String: Set<String>] = [:]
            for row in report.rows {
                if let face = row.face { languagesOfFile[face.file, default: []].insert(row.language) }
            }
            var bytes: [String: Double] = [:]
            for (file, languages) in languagesOfFile {
                let size = Double(fileSize(atPath: file) ?? 0)
                for language in languages { bytes[language, default: 0] += size / Double(languages.count) }
            }
            return bytes
        }
        let (old, new) = (shares(diff.before), shares(diff.after))
        var order: [String] = []
        for row in diff.after.rows where !order.contains(row.language) { order.append(row.language) }
        return order.map { LanguageBytes(language: $0, before: old[$0] ?? 0, after: new[$0] ?? 0) }
    }

    func json() throws -> String { try PrettyJSON.encode(self) }
}
