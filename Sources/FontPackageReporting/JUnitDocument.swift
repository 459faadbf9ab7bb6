import FontPackage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
package import FontPackageCheck
internal import FontPackageSupport

/// JUnit XML for test dashboards (Jenkins, GitLab, Buildkite): a test suite
/// per language, a test case per language x slot of the check's table, and
/// one per finding that belongs to no row (translated strings, unknown
/// languages). A case fails when a finding on it fails the run.
package struct JUnitDocument: Sendable {
    struct Case: Sendable {
        var name: String
        var classname: String
        var entries: [FindingOutcome.Entry]
        /// The cause group of the case's finding (a string's missing characters), as `<property name="group">`;
        /// its hint follows the finding in the failure text (or the system output, when the finding does not fail the run).
        var group: FindingGrouping.Group? = nil
        var failed: Bool { entries.contains(where: \.counts) }
    }

    struct Suite: Sendable {
        var name: String
        var cases: [Case]
    }

    var suites: [Suite]
    /// The wall time of the whole check.
    var elapsed: Double

    /// `groups` are the report's (``PackReport/groups``).
    package init(rows: [PackReport.Row], outcome: FindingOutcome, groups: FindingGrouping, elapsed: Double) {
        self.elapsed = elapsed
        var suites: [Suite] = []
        func append(_ testCase: Case, to suite: String) {
            if let position = suites.firstIndex(where: { $0.name == suite }) {
                suites[position].cases.append(testCase)
            } else {
                suites.append(Suite(name: suite, cases: [testCase]))
            }
        }
        var rowCases: [Case] = rows.map {
            Case(name: "\($0.language) \($0.slot)", classname: "fontpack.\($0.env)", entries: [])
        }
        var loose: [(suite: String, testCase: Case)] = []
        for result in CauseResult.results(outcome, groups: groups) {
            switch result {
            case .finding(let entry, let group):
                let finding = entry.finding
                if finding.key == nil, let position = rows.firstIndex(where: { $0.language == finding.language && $0.slot == finding.slot }) {
                    rowCases[position].entries.append(entry)
                    continue
                }
                let name = [finding.language, finding.slot, finding.key.map(quotedKey), finding.platform.map { "on \($0)" }]
                    .compactMap { $0 }.joined(separator: " ")
                let classname = finding.key != nil ? "fontpack.strings" : "fontpack.findings"
                loose.append(
                    (finding.language ?? "fontpack",
                     Case(name: name.isEmpty ? finding.code.rawValue : name, classname: classname, entries: [entry], group: group)))
            case .cause(let group, let entries):
                // One case per cause: its strings are the case's entries.
                let first = entries[0].finding
                loose.append(
                    (first.language ?? "fontpack",
                     Case(name: "[\(first.code.rawValue)] \(group.cause)", classname: "fontpack.strings", entries: entries, group: group)))
            }
        }
        for (row, testCase) in zip(rows, rowCases) { append(testCase, to: row.language) }
        for (suite, testCase) in loose { append(testCase, to: suite) }
        self.suites = suites
    }

    var tests: Int { suites.reduce(0) { $0 + $1.cases.count } }
    package var failures: Int { suites.reduce(0) { $0 + $1.cases.filter(\.failed).count } }

    /// The XML text. Each case gets an even share of the wall time (languages
    /// are checked in parallel, so no case has a time of its own), in whole
    /// microseconds, so suite times are the sums of their cases' and the
    /// total the sum of the suites'.
    package func xml() -> String {
        let share = tests > 0 ? Int((elapsed * 1_000_000).rounded()) / tests : 0
        func seconds(_ microseconds: Int) -> String { fixedText(Double(microseconds) / 1_000_000, digits: 6) }
        var body = ""
        for suite in suites {
            let failed = suite.cases.filter(\.failed).count
            body += "  <testsuite name=\"\(Self.escape(suite.name))\" tests=\"\(suite.cases.count)\" failures=\"\(failed)\" "
            body += "errors=\"0\" skipped=\"0\" time=\"\(seconds(share * suite.cases.count))\">\n"
            for testCase in suite.cases {
                body += "    <testcase name=\"\(Self.escape(testCase.name))\" classname=\"\(Self.escape(testCase.classname))\" "
                body += "time=\"\(seconds(share))\""
                guard !testCase.entries.isEmpty else {
                    body += "/>\n"
                    continue
                }
                body += ">\n"
                if let group = testCase.group {
                    body += "      <properties>\n"
                    body += "        <property name=\"group\" value=\"\(Self.escape(group.id))\"/>\n"
                    body += "        <property name=\"group.cause\" value=\"\(Self.escape(group.cause))\"/>\n"
                    body += "      </properties>\n"
                }
                let hint = testCase.group?.hint.map { ["hint: " + $0] } ?? []
                let isCause = testCase.group?.isCause == true && testCase.entries.count > 1
                // A cause's strings are listed by location and key, up to the limit, after the cause.
                func described(_ entries: [FindingOutcome.Entry]) -> [String] {
                    guard isCause, let group = testCase.group else {
                        return entries.map { $0.finding.description + ($0.baselineState == .unchanged ? " [baseline]" : "") }
                    }
                    let listed = entries.prefix(CauseResult.locationsListed).map { entry in
                        // A finding about the pack names no key.
                        (entry.finding.location?.description ?? "-") + (entry.finding.key.map { " " + quotedKey($0) } ?? "")
                            + (entry.baselineState == .unchanged ? " [baseline]" : "")
                    }
                    let more = entries.count > listed.count ? ["and \(entries.count - listed.count) more"] : []
                    return [CauseResult.text(group, entries)] + listed + more
                }
                let failingEntries = testCase.entries.filter(\.counts)
                let failing = failingEntries.map(\.finding)
                if let first = failing.first {
                    let types = failing.map(\.code.rawValue).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    let message = isCause ? testCase.group.map { CauseResult.text($0, failingEntries) } ?? first.text : first.text
                    body += "      <failure message=\"\(Self.escape(message))\" type=\"\(Self.escape(types.joined(separator: " ")))\">"
                    body += Self.escape((described(failingEntries) + hint).joined(separator: "\n")) + "</failure>\n"
                }
                var others = described(testCase.entries.filter { !$0.counts })
                if failing.isEmpty, !others.isEmpty { others += hint }
                if !others.isEmpty {
                    body += "      <system-out>" + Self.escape(others.joined(separator: "\n")) + "</system-out>\n"
                }
                body += "    </testcase>\n"
            }
            body += "  </testsuite>\n"
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"fontpack check\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" "
        out += "time=\"\(seconds(share * tests))\">\n"
        return out + body + "</testsuites>\n"
    }

    /// Text and attribute values: markup characters as entities; characters
    /// XML 1.0 cannot hold at all (most controls, U+FFFE, U+FFFF) as U+FFFD.
    package static func escape(_ text: String) -> String {
        markupEscaped(text)
    }
}
