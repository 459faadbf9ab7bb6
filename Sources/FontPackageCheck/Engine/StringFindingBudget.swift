internal import FontPackage
internal import FontPackageSupport

/// Bounds the findings kept about single strings of one string file.
///
/// A string file whose every string lacks the same characters (an Arabic
/// `Localizable.strings` of 800,000 strings that each start with a Latin
/// brand, against an Arabic font without Latin) would otherwise make one
/// finding per string, and every finding is kept until the output is written:
/// gigabytes for a 50 MB file. Past `perFile` findings in one file, a finding
/// is not kept: it is counted into one summary per file, code, slots and font,
/// located at the first string it stands for, whose message says how many
/// strings and lines it covers (and names the first string's key), whose
/// `missing` is the union of theirs, and which has no `key`: it is about many.
/// The per-language table still counts every string.
///
/// 1,000 by default: GitHub code scanning keeps at most 5,000 results of a
/// SARIF run and refuses more than 25,000
/// (docs.github.com, "SARIF results exceed one or more limits"), and a file
/// with a thousand failing strings has a cause to fix, not a thousand.
struct StringFindingBudget {
    /// The default of `--string-findings-per-file`.
    static let defaultPerFile = 1_000

    /// Findings kept with their own location per file; 0 keeps every finding.
    let perFile: Int
    private var kept: [String: Int] = [:]
    private var summaries: [SummaryKey: Summary] = [:]
    private var order: [SummaryKey] = []

    init(perFile: Int) { self.perFile = perFile }

    /// What findings counted into one summary share.
    private struct SummaryKey: Hashable {
        let file: String
        let code: String
        let severity: Diagnostic.Severity
        let language: String?
        let slot: String?
        let font: String?
    }

    private struct Summary {
        /// The first finding counted into it, as made.
        var first: Finding
        /// Where its string sits (job, position), for the strings report.
        var string: (job: Int, position: Int)
        var count = 1
        var lastLine: Int
        var missing: Set<UInt32>
        var composable: Set<UInt32>
    }

    /// Whether a finding about a string of `file` is kept with its own location.
    /// Findings without a file are always kept.
    private mutating func keeps(_ finding: Finding) -> Bool {
        guard perFile > 0, let file = finding.location?.file else { return true }
        let count = kept[file, default: 0]
        guard count >= perFile else {
            kept[file] = count + 1
            return true
        }
        return false
    }

    /// Keeps `finding` or counts it into its file's summary.
    /// - Returns: whether it was kept.
    mutating func admit(_ finding: Finding, job: Int, position: Int) -> Bool {
        if keeps(finding) { return true }
        let key = SummaryKey(
            file: finding.location?.file ?? "", code: finding.code.rawValue, severity: finding.severity,
            language: finding.language, slot: finding.slot, font: finding.font)
        if summaries[key] == nil {
            order.append(key)
            summaries[key] = Summary(
                first: finding, string: (job, position), lastLine: finding.location?.line ?? 0,
                missing: Set(finding.missing), composable: Set(finding.composable ?? []))
            return false
        }
        summaries[key]!.count += 1
        summaries[key]!.lastLine = max(summaries[key]!.lastLine, finding.location?.line ?? 0)
        summaries[key]!.missing.formUnion(finding.missing)
        summaries[key]!.composable.formUnion(finding.composable ?? [])
        return false
    }

    /// One finding per summary, in the order the summaries began, with the
    /// string it is located at.
    func summaryFindings() -> [StringFinding] {
        order.map { key in
            let summary = summaries[key]!
            var finding = summary.first
            // One finding past the limit is listed as it is.
            guard summary.count > 1 else {
                return StringFinding(job: summary.string.job, string: summary.string.position, finding: finding)
            }
            let firstLine = finding.location?.line ?? 0
            var note =
                "; with it, \(summary.count) strings of this file, lines \(firstLine) to \(summary.lastLine), have this finding"
                + " in these slots and font and are listed as one (past \(perFile) findings a file: --string-findings-per-file)"
            let union = summary.missing.sorted()
            if union.count > finding.missing.count {
                note += "; together they lack \(union.count) characters: \(describeCodePoints(union, limit: 8))"
            }
            finding.message += note
            // It stands for many keys: no key of its own, so no group of one cause takes it in as one string.
            finding.key = nil
            finding.missing = union
            if finding.composable != nil { finding.composable = summary.composable.sorted() }
            // The characters of a missing-character finding are its missing ones; a clipped-ink finding's
            // are the clusters of its first string, and it has none missing.
            if finding.characters != nil, !union.isEmpty {
                finding.characters = union.compactMap { Unicode.Scalar($0).map { String($0) } }
            }
            return StringFinding(job: summary.string.job, string: summary.string.position, finding: finding)
        }
    }
}

/// Findings about strings of many languages as a pass makes them, each
/// language's (job's) files under their own ``StringFindingBudget``.
struct BoundedStringFindings {
    let perFile: Int
    private var budgets: [Int: StringFindingBudget] = [:]
    private var kept: [StringFinding] = []

    init(perFile: Int) { self.perFile = perFile }

    mutating func add(_ item: StringFinding) {
        guard perFile > 0 else {
            kept.append(item)
            return
        }
        var budget = budgets.removeValue(forKey: item.job) ?? StringFindingBudget(perFile: perFile)
        if budget.admit(item.finding, job: item.job, position: item.string) { kept.append(item) }
        budgets[item.job] = budget
    }

    /// The findings kept, then the summaries, by job.
    var all: [StringFinding] { kept + budgets.keys.sorted().flatMap { budgets[$0]!.summaryFindings() } }
}
