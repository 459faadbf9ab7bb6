package import FontPackage
package import FontPackageInspection
internal import FontPackageStrings
internal import FontPackageSupport

/// Findings that share a cause, put together once for every output.
///
/// A cause is what one fix repairs. The app's strings are grouped by
/// language and by what their faces lack, at the level at which a team acts:
/// - a script the faces lack (`ckb`'s Arabic letters in a Latin face; the
///   Latin brand names in `ar` strings drawn by an Arabic face) is one cause,
///   however many strings show it and whichever letters each one uses; the
///   header says whether the faces have none of the script or lack part of it,
///   and counts the distinct characters;
/// - symbols and punctuation (Unicode's Common and Inherited scripts) that a
///   string lacks and no missing letter explains are one cause per language;
/// - a string that lacks letters of several scripts joins the cause of the
///   script most of the language's strings lack;
/// - what a language's script runs lack in the entry the config's `scripts`
///   sends them to (`und` text whose Arabic runs take `ar`) is that entry's:
///   a cause of its own, whose header names that entry's faces and says which
///   runs take it and why, as `fontpack resolve --text` does.
///
/// Per-string findings of other codes (`clipped-ink`, shaping) group by code,
/// language, face and platform: the same face's metrics or tables, one fix.
/// Their header names the distinct clusters the findings name (a shaping
/// cause: each with its code points, and what HarfBuzz did to it).
/// A finding about the pack said alike on several platforms (the same
/// code, place, face and words but for the platform's name) is one group,
/// whose cause names the platforms: `android, ios: ...`.
/// Every other finding is a group of its own. A cause that a pack-level
/// finding already states (the language falls to default: `default-script`;
/// its face lacks these characters: `missing-characters`) names it.
///
/// The check groups its findings once (``PackReport/groups``), and every
/// output reads that grouping: the text output prints one block per group;
/// SARIF, GitHub annotations and JUnit give one result per group; JSON keeps
/// every finding and names its group and hint; the HTML report lists a
/// group's strings under its cause. An output that shows only some findings
/// shows them in the groups of ``restricted(to:)``.
package struct FindingGrouping: Sendable {
    /// The findings of one cause.
    package struct Group: Sendable {
        /// `g1`, `g2`, ...: in the order of the group's first finding in the run's findings.
        package var id: String
        /// What the findings share: `ar: NotoSansArabic-Light (light, medium), NotoSansArabic-Bold (bold) have no Latin: ...`;
        /// for a group of one finding that is not a string's, its message.
        package var cause: String
        /// The findings, strings ordered by language, then file, then line.
        package var findings: [Finding]
        /// The languages, sorted.
        package var languages: [String]
        /// How many distinct keys and files the findings are about.
        package var keys: Int
        package var files: Int
        /// The one config change that fixes the group, when the pack can.
        package var hint: String?
        /// The pack-level finding that states the same cause (`Config/appfont.json:51:8 [default-script]`).
        package var sameCauseAs: String? = nil
        /// Whether the group is a cause of string findings (of one string or many), not a finding of its own.
        package var isCause: Bool { identity != nil }
        /// What identifies a cause from run to run, whatever its strings and counts:
        /// `string-missing-characters ar script Latn`; nil for a finding of its own.
        package var identity: String? = nil

        /// The platforms of a finding said alike on each of them, in platform order;
        /// empty for any other group. Outputs print such a group as one finding.
        package var platforms: [Platform] = []

        /// Whether the group puts several findings together (a block in the text output).
        package var isShared: Bool { findings.count > 1 }
    }

    /// What a finding about the pack says, but for its platform: findings
    /// equal in this are one finding said on several platforms.
    private struct PlatformFold: Hashable {
        let code: Diagnostic.Code
        let severity: Diagnostic.Severity
        let location: SourceLocation?
        let language: String?
        let slot: String?
        let font: String?
        let characters: [String]?
        let message: String

        /// Nil for a finding about a string (its cause groups it) or of no platform.
        init?(_ finding: Finding) {
            guard let platform = finding.platform, finding.key == nil, !Self.isAboutStrings(finding) else { return nil }
            code = finding.code
            severity = finding.severity
            location = finding.location
            language = finding.language
            slot = finding.slot
            font = finding.font
            characters = finding.characters
            message = Self.unnamed(platform, in: finding.message)
        }

        private static func isAboutStrings(_ finding: Finding) -> Bool { FindingGrouping.isAboutStrings(finding) }

        /// The message with each whole word that names `platform` made a placeholder.
        static func unnamed(_ platform: Platform, in message: String) -> String {
            replacing(platform.rawValue, in: message, with: "\u{1}")
        }

        /// `text` with each whole-word `word` replaced.
        static func replacing(_ word: String, in text: String, with replacement: String) -> String {
            let scalars = Array(text.unicodeScalars), target = Array(word.unicodeScalars)
            let isWord = { (scalar: Unicode.Scalar) in scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
            var out = String.UnicodeScalarView()
            var index = 0
            while index < scalars.count {
                if index + target.count <= scalars.count, Array(scalars[index..<index + target.count]) == target,
                    index == 0 || !isWord(scalars[index - 1]),
                    index + target.count == scalars.count || !isWord(scalars[index + target.count])
                {
                    out.append(contentsOf: replacement.unicodeScalars)
                    index += target.count
                } else {
                    out.append(scalars[index])
                    index += 1
                }
            }
            return String(out)
        }
    }

    /// The cause of a finding said on several platforms: `android, ios: ...`, or the
    /// message with its platform's name made the list where the message names it.
    static func platformsCause(of finding: Finding, platforms: [Platform]) -> String {
        let names = platforms.map(\.rawValue).joined(separator: ", ")
        guard let platform = finding.platform else { return finding.message }
        let named = PlatformFold.replacing(platform.rawValue, in: finding.message, with: names)
        return named == finding.message ? "\(names): \(finding.message)" : named
    }

    /// The groups, in the order of their first finding.
    package private(set) var groups: [Group] = []
    private var positions: [Finding: Int] = [:]
    /// The findings grouped, in their order: an output that shows them all shows these groups as they are.
    private var grouped: [Finding] = []

    /// Groups `findings`; `faces` and `rows` (the report's) tell which faces
    /// draw each language's slots, and which face of the pack draws what they lack.
    package init(_ findings: [Finding], faces: [FontFace] = [], rows: [PackReport.Row] = []) {
        self.init(findings, faces: faces, rows: rows, runEntries: [:])
    }

    /// Groups `findings`; `runEntries` names, for a string finding whose
    /// characters script runs took to another entry (config `scripts`), that
    /// entry: its cause names that entry's faces, not the language's own.
    init(_ findings: [Finding], faces: [FontFace], rows: [PackReport.Row], runEntries: [Finding: RunEntry]) {
        grouped = findings
        let context = CauseContext(findings: findings, faces: faces, rows: rows, runEntries: runEntries)
        var byCause: [Cause: Int] = [:]
        var members: [[Finding]] = []
        var causes: [Cause?] = []
        // A finding about the pack said alike on several platforms is one group.
        var byFold: [PlatformFold: Int] = [:]
        var folds: [PlatformFold?] = []
        // Each finding's cause is its own question: a slice of findings at a time, on every core.
        let slices = WorkerPool.slices(of: findings.count, size: 2048)
        let causeOf = WorkerPool.map(slices) { slice in slice.map { context.cause(of: findings[$0]) } }.flatMap { $0 }
        for (finding, cause) in zip(findings, causeOf) {
            var fold = cause == nil ? PlatformFold(finding) : nil
            if let known = fold, let position = byFold[known] {
                // The same finding twice on one platform is no finding said on several.
                if !members[position].contains(where: { $0.platform == finding.platform }) {
                    members[position].append(finding)
                    continue
                }
                fold = nil
            }
            if let fold { byFold[fold] = members.count }
            if let cause, let position = byCause[cause] {
                members[position].append(finding)
                continue
            }
            if let cause { byCause[cause] = members.count }
            members.append([finding])
            causes.append(cause)
            folds.append(fold)
        }
        let foldOf: [Int: PlatformFold] = Dictionary(
            uniqueKeysWithValues: folds.enumerated().compactMap { position, fold in
                fold.flatMap { members[position].count > 1 ? (position, $0) : nil }
            })
        // Each group is counted, ordered and described on its own: an app
        // with thousands of findings has hundreds of groups, on every core.
        let built = WorkerPool.map(Array(zip(members, causes).enumerated())) { position, member in
            let (findings, cause) = member
            let languages = Set(findings.compactMap(\.language)).sorted()
            var group = Group(
                id: "g\(position + 1)", cause: findings[0].message, findings: findings, languages: languages,
                keys: Set(findings.compactMap(Self.key(of:))).count,
                files: Set(findings.compactMap(\.location?.file)).count, hint: nil)
            if let cause {
                var names = CharacterNames()
                group.findings = findings.sorted(by: Self.stringOrder)
                group.identity = cause.identity
                context.describe(cause, of: &group, names: &names)
            } else if let fold = foldOf[position] {
                let platforms = findings.compactMap(\.platform).sorted()
                group.platforms = platforms
                group.cause = Self.platformsCause(of: findings[0], platforms: platforms)
                group.identity = "\(fold.code.rawValue) \(fold.language ?? "") platforms \(fold.message)"
            }
            return group
        }
        // Groups that one fix repairs, across languages and codes, are one cause.
        let fixes = FixCauses(rows: rows, faces: faces)
        let fixOf = zip(built, causes).map { group, cause in fixes.fix(of: group, cause: cause) }
        var fixMembers: [Fix: [Int]] = [:]
        for (position, fix) in fixOf.enumerated() {
            if let fix { fixMembers[fix, default: []].append(position) }
        }
        // Each fix's groups merge on their own, on every core: one fix can take in thousands of findings.
        let merges = fixMembers.filter { $0.value.count > 1 }.map { (fix: $0.key, parts: $0.value) }
        let merged = WorkerPool.map(merges) { merge in
            (merge.parts[0], Self.merging(merge.parts.map { built[$0] }, fix: merge.fix, fixes: fixes))
        }
        let mergedAt = Dictionary(uniqueKeysWithValues: merged)
        for (position, group) in built.enumerated() {
            var kept = group
            if let fix = fixOf[position], let parts = fixMembers[fix], parts.count > 1 {
                guard let merge = mergedAt[position] else { continue }
                kept = merge
            }
            kept.id = "g\(groups.count + 1)"
            append(kept)
        }
    }

    /// One group of the groups that one fix repairs: the pack's findings
    /// first, in the run's order, then the strings', in string order.
    private static func merging(_ parts: [Group], fix: Fix, fixes: FixCauses) -> Group {
        let all = parts.flatMap(\.findings)
        let findings = all.filter { !isAboutStrings($0) } + all.filter(isAboutStrings).sorted(by: stringOrder)
        var merged = Group(
            id: parts[0].id, cause: parts[0].cause, findings: findings,
            languages: Set(findings.compactMap(\.language)).sorted(),
            keys: Set(findings.compactMap(Self.key(of:))).count,
            files: Set(findings.compactMap(\.location?.file)).filter(isStringFile).count, hint: nil)
        merged.identity = fix.identity
        fixes.describe(fix, parts: parts, merged: &merged)
        return merged
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
        // Every output of a run without a baseline or --quiet shows every finding, in order.
        if shown.count == grouped.count && shown.elementsEqual(grouped) { return self }
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
            kept.keys = Set(members.compactMap(Self.key(of:))).count
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
    package func causeGroup(of finding: Finding) -> Group? { group(of: finding).flatMap { $0.isCause ? $0 : nil } }

    /// The groups in the order the text prints them: findings about the pack
    /// first (config order), then string findings by language, file and line.
    package var printOrder: [Group] {
        // A cause that takes in strings and pack findings prints where its first pack finding is, in config order.
        let pack = groups.filter { !Self.isAboutStrings($0.findings[0]) }.enumerated().sorted { lhs, rhs in
            let left = lhs.element.findings[0].location, right = rhs.element.findings[0].location
            let leftKey = (left?.line ?? -1, left?.column ?? 0, lhs.offset), rightKey = (right?.line ?? -1, right?.column ?? 0, rhs.offset)
            return leftKey < rightKey
        }.map(\.element)
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
    package static func isAboutStrings(_ finding: Finding) -> Bool {
        if finding.key != nil || finding.code.rawValue.hasPrefix("string") { return true }
        guard let file = finding.location?.file else { return false }
        return isStringFile(file)
    }

    /// The key a finding is about: its own, or the one a string file's finding names first.
    package static func key(of finding: Finding) -> String? { finding.key ?? CauseContext.keyed(finding)?.key }

    /// Whether a path names a string file the strings readers read, of any format.
    static func isStringFile(_ file: String) -> Bool { StringsSource(path: file) != nil }

    /// The first `count` of `findings` in the order `precedes` gives, ties
    /// in their order: what sorting them all and taking a prefix gives,
    /// without sorting a group of thousands to print five.
    package static func first<Findings: Sequence<Finding>>(
        _ count: Int, of findings: Findings, by precedes: (Finding, Finding) -> Bool
    ) -> [Finding] {
        var kept: [Finding] = []
        for finding in findings {
            if kept.count == count, let last = kept.last, !precedes(finding, last) { continue }
            // After every kept finding it does not precede: equal ones keep their order.
            let position = kept.firstIndex { precedes(finding, $0) } ?? kept.count
            kept.insert(finding, at: position)
            if kept.count > count { kept.removeLast() }
        }
        return kept
    }

    /// Language, then file, then line, then column.
    package static func stringOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = (lhs.language ?? "", lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
        let right = (rhs.language ?? "", rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
        return left < right
    }
}
