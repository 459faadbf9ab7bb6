public import FontPackage
internal import FontPackageCheck

/// A run's findings measured against a baseline and a failure threshold:
/// what every output format shows and what the exit status follows.
public struct FindingOutcome: Sendable {
    /// How a finding relates to the baseline (SARIF's `baselineState` values).
    package enum BaselineState: String, Sendable {
        /// Not in the baseline: it counts toward the exit status.
        case new
        /// In the baseline: shown, marked, and not counted.
        case unchanged
        /// In the baseline but gone: reported as a `fixed-since-baseline` note.
        case absent
    }

    /// One finding and how it relates to the baseline and the threshold.
    package struct Entry: Sendable {
        package var finding: Finding
        /// Nil when no baseline was given.
        package var baselineState: BaselineState?
        /// Whether it makes the run fail: not in the baseline, and at or above the threshold.
        package var counts: Bool
        var identity: FindingIdentity { FindingIdentity(finding) }
    }

    /// The run's findings in their order, then the baseline's fixed ones.
    package var entries: [Entry]
    /// The lowest severity that fails the run.
    package var failOn: Diagnostic.Severity
    var hasBaseline: Bool
    /// Baseline findings about what this run did not check (another language,
    /// level, platform, or no strings): neither fixed nor new.
    package var notChecked = 0

    /// Measures `findings` against `baseline` (when given): a finding fails
    /// the run when it is not in the baseline and its severity is `failOn` or
    /// worse. `judged` says whether the run checked what a finding is about: a
    /// baseline finding is fixed only when it was judged and is gone.
    public init(
        findings: [Finding], baseline: Baseline? = nil, failOn: Diagnostic.Severity = .error,
        judged: (Finding) -> Bool = { _ in true }
    ) {
        self.failOn = failOn
        self.hasBaseline = baseline != nil
        // A multiset: two equal findings need two equal baseline findings.
        var accepted: [FindingIdentity: Int] = [:]
        for finding in baseline?.findings ?? [] where finding.code != Diagnostic.Code.fixedSinceBaseline {
            accepted[FindingIdentity(finding), default: 0] += 1
        }
        entries = findings.map { finding in
            guard baseline != nil else { return Entry(finding: finding, baselineState: nil, counts: finding.severity >= failOn) }
            let identity = FindingIdentity(finding)
            if let left = accepted[identity], left > 0 {
                accepted[identity] = left - 1
                return Entry(finding: finding, baselineState: .unchanged, counts: false)
            }
            return Entry(finding: finding, baselineState: .new, counts: finding.severity >= failOn)
        }
        // What the baseline still holds after matching is gone from this run.
        for finding in baseline?.findings ?? [] where finding.code != Diagnostic.Code.fixedSinceBaseline {
            let identity = FindingIdentity(finding)
            guard let left = accepted[identity], left > 0 else { continue }
            accepted[identity] = left - 1
            guard judged(finding) else {
                notChecked += 1
                continue
            }
            entries.append(Entry(finding: Self.fixed(finding), baselineState: .absent, counts: false))
        }
    }

    /// A baseline finding that no longer occurs, as a note at its old position.
    static func fixed(_ finding: Finding) -> Finding {
        var note = finding
        note.severity = .note
        note.code = Diagnostic.Code.fixedSinceBaseline
        note.message = "fixed since baseline: [\(finding.code.rawValue)] \(finding.message)"
        return note
    }

    /// The findings that fail the run.
    package var failing: [Finding] { entries.filter(\.counts).map(\.finding) }
    /// Whether the run fails: some finding counts (the exit status is 1).
    public var fails: Bool { entries.contains(where: \.counts) }

    package func count(_ state: BaselineState) -> Int { entries.reduce(0) { $0 + ($1.baselineState == state ? 1 : 0) } }

    /// The findings of a severity shown, fixed-since-baseline notes included.
    package func count(_ severity: Diagnostic.Severity) -> Int { entries.reduce(0) { $0 + ($1.finding.severity == severity ? 1 : 0) } }

    /// `; 3 in baseline, 1 fixed since baseline`, and how many baseline
    /// findings this run did not check; nothing without a baseline.
    package var baselineSummary: String {
        guard hasBaseline else { return "" }
        let unchecked = notChecked > 0 ? ", \(notChecked) not checked in this run" : ""
        return "; \(count(.unchanged)) in baseline, \(count(.absent)) fixed since baseline\(unchecked)"
    }
}
