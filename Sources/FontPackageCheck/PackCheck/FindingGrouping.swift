package import FontPackage
package import FontPackageInspection
internal import FontPackageSupport

/// Findings that share a cause, put together once for every output.
///
/// A string finding about missing characters (`string-missing-characters`,
/// `string-composable-only`) has one cause per code, face and set of code
/// points: the same Latin letters missing from the same Arabic face in `ar`,
/// `fa` and `ur` are one group, however many strings and files show them.
/// Every other finding is a group of its own. The check groups its findings
/// once (``PackReport/groups``), and every output reads that grouping: the
/// text output prints one block per group; JSON, SARIF and JUnit keep every
/// finding and name its group and hint; the HTML report lists a group's
/// strings under its cause. An output that shows only some findings shows
/// them in the groups of ``restricted(to:)``.
package struct FindingGrouping: Sendable {
    /// The findings of one cause.
    package struct Group: Sendable {
        /// `g1`, `g2`, ...: in the order of the group's first finding in the run's findings.
        package var id: String
        /// What the findings share: `NotoSansArabic-Light.ttf lacks U+0044 D, U+0065 e`; for a group of one, its message.
        package var cause: String
        /// The findings, strings ordered by language, then file, then line.
        package var findings: [Finding]
        /// The languages, sorted.
        package var languages: [String]
        /// How many distinct keys and files the findings are about.
        package var keys: Int
        package var files: Int
        /// A config change that would fix the group, when the pack has a face that draws the characters.
        package var hint: String?

        /// Whether the group puts several findings together (a block in the text output).
        package var isShared: Bool { findings.count > 1 }
    }

    /// The groups, in the order of their first finding.
    package private(set) var groups: [Group] = []
    private var positions: [Finding: Int] = [:]

    /// Groups `findings`; `faces` and `rows` (the report's) tell which face of the pack draws the characters.
    package init(_ findings: [Finding], faces: [FontFace] = [], rows: [PackReport.Row] = []) {
        var byCause: [Cause: Int] = [:]
        var members: [[Finding]] = []
        var causes: [Cause?] = []
        for finding in findings {
            if let cause = Cause(finding), let position = byCause[cause] {
                members[position].append(finding)
                continue
            }
            let cause = Cause(finding)
            if let cause { byCause[cause] = members.count }
            members.append([finding])
            causes.append(cause)
        }
        var names = CharacterNames()
        for (position, (findings, cause)) in zip(members, causes).enumerated() {
            let ordered = cause == nil ? findings : findings.sorted(by: Self.stringOrder)
            let id = "g\(position + 1)"
            let languages = Set(findings.compactMap(\.language)).sorted()
            var text = findings[0].message
            var hint: String?
            if let cause {
                let scalars = cause.missing.compactMap(Unicode.Scalar.init)
                let what = cause.code == Diagnostic.Code.stringComposableOnly ? "has only as base + combining mark" : "cannot draw"
                text = "\(PathName.lastComponent(cause.font)) \(what) \(names.describe(scalars))"
                hint = Self.hint(missing: cause.missing, font: cause.font, languages: languages, faces: faces, rows: rows)
            }
            groups.append(
                Group(
                    id: id, cause: text, findings: ordered, languages: languages,
                    keys: Set(findings.compactMap(\.key)).count,
                    files: Set(findings.compactMap(\.location?.file)).count, hint: hint))
            for finding in findings where positions[finding] == nil { positions[finding] = position }
        }
    }

    /// The group a finding belongs to.
    package func group(of finding: Finding) -> Group? { positions[finding].map { groups[$0] } }

    /// The groups of the findings an output shows (`shown`: some or all of the
    /// grouped findings, and perhaps others, such as a baseline's fixed
    /// findings): each group as it was computed (its id, cause and hint), with
    /// only its shown members, and its languages, keys and files counted over
    /// them; a group with none shown is left out. A shown finding that is not
    /// grouped here is a group of its own, after the others, numbered on from them.
    package func restricted(to shown: [Finding]) -> FindingGrouping {
        // A multiset: a finding written twice is shown as often as it is listed.
        var left: [Finding: Int] = [:]
        for finding in shown { left[finding, default: 0] += 1 }
        func take(_ finding: Finding) -> Bool {
            guard let count = left[finding], count > 0 else { return false }
            left[finding] = count - 1
            return true
        }
        var restricted = FindingGrouping()
        for group in groups {
            let members = group.findings.filter(take)
            guard !members.isEmpty else { continue }
            var kept = group
            kept.findings = members
            kept.languages = Set(members.compactMap(\.language)).sorted()
            kept.keys = Set(members.compactMap(\.key)).count
            kept.files = Set(members.compactMap(\.location?.file)).count
            restricted.append(kept)
        }
        var next = groups.count
        for finding in shown where take(finding) {
            next += 1
            restricted.append(
                Group(
                    id: "g\(next)", cause: finding.message, findings: [finding], languages: finding.language.map { [$0] } ?? [],
                    keys: finding.key == nil ? 0 : 1, files: finding.location == nil ? 0 : 1, hint: nil))
        }
        return restricted
    }

    private init() {}

    private mutating func append(_ group: Group) {
        for finding in group.findings where positions[finding] == nil { positions[finding] = groups.count }
        groups.append(group)
    }

    /// The group of a finding that has a shared cause (missing characters in
    /// a string), even when no other finding shares it; nil for other findings.
    /// JSON, SARIF and JUnit name this group on the finding.
    package func causeGroup(of finding: Finding) -> Group? { Cause(finding) == nil ? nil : group(of: finding) }

    /// The groups in the order the text prints them: findings about the pack
    /// first (config order), then string findings by language, file and line.
    package var printOrder: [Group] {
        let pack = groups.filter { !Self.isAboutStrings($0.findings[0]) }
        let strings = groups.filter { Self.isAboutStrings($0.findings[0]) }
            .enumerated().sorted { lhs, rhs in
                if Self.stringOrder(lhs.element.findings[0], rhs.element.findings[0]) { return true }
                if Self.stringOrder(rhs.element.findings[0], lhs.element.findings[0]) { return false }
                return lhs.offset < rhs.offset
            }.map(\.element)
        return pack + strings
    }

    /// Whether a finding is about the app's string files (a string's
    /// characters, its shaping, an emoji note, a malformed line) rather than the pack.
    /// A finding that stands for many strings of a file (``StringFindingBudget``) has no key but is located in the file.
    static func isAboutStrings(_ finding: Finding) -> Bool {
        if finding.key != nil || finding.code.rawValue.hasPrefix("string") { return true }
        guard let file = finding.location?.file else { return false }
        return [".strings", ".stringsdict", ".xcstrings"].contains { file.hasSuffix($0) }
    }

    /// Language, then file, then line, then column.
    package static func stringOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = (lhs.language ?? "", lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.language ?? "", rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        return left < right
    }

    /// What the groupable findings share: the code, the face and the code points.
    struct Cause: Hashable {
        let code: Diagnostic.Code
        let font: String
        let missing: [UInt32]

        init?(_ finding: Finding) {
            guard finding.code == Diagnostic.Code.stringMissingCharacters || finding.code == Diagnostic.Code.stringComposableOnly,
                finding.key != nil, let font = finding.font, !finding.missing.isEmpty
            else { return nil }
            code = finding.code
            self.font = font
            missing = finding.missing
        }
    }

    /// `a fallback link to default (NotoSans-Light.ttf draws these characters)`, or
    /// the pack's face that draws them; nil when no face of the pack does.
    static func hint(
        missing: [UInt32], font: String, languages: [String], faces: [FontFace], rows: [PackReport.Row]
    ) -> String? {
        func draws(_ face: FontFace) -> Bool {
            face.file != font && missing.allSatisfy { face.characters.contains($0) && !face.emptyGlyphs.contains($0) }
        }
        // The entries whose own faces draw the characters: a fallback link to one of them fixes the group.
        var entries: [(env: String, file: String)] = []
        for row in rows {
            guard let face = row.face, draws(face), !entries.contains(where: { $0.env == row.env }) else { continue }
            entries.append((row.env, face.file))
        }
        if let entry = entries.first(where: { $0.env == "default" }) ?? entries.first {
            return "a fallback link to \(entry.env) draws them (\(PathName.lastComponent(entry.file))): "
                + "add \"fallback\": [\"\(entry.env)\"] to the config"
        }
        // No entry uses such a face, but the pack folder holds one.
        guard let face = faces.first(where: draws) else { return nil }
        return "\(PathName.lastComponent(face.file)) in the pack folder draws them: "
            + "add it to an entry that \(languages.joined(separator: ", ")) falls back to"
    }
}
