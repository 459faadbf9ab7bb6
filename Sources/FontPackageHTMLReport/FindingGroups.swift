internal import FontPackage
internal import FontPackageCheck

/// Findings grouped by language, in check's order; findings with no language
/// (an unreadable font file) form the pack's group.
struct FindingGroups {
    struct Group {
        let language: String?
        let anchor: String
        var findings: [Finding]
    }

    private(set) var groups: [Group] = []
    private var positions: [String: Int] = [:]

    init(_ findings: [Finding]) {
        for finding in findings {
            let name = finding.language ?? ""
            if let position = positions[name] {
                groups[position].findings.append(finding)
            } else {
                positions[name] = groups.count
                groups.append(Group(language: finding.language, anchor: "findings-\(groups.count + 1)", findings: [finding]))
            }
        }
    }

    /// Where a cell links: its language's findings, else its entry's, else the list.
    func anchor(for language: String, env: String) -> String {
        for name in [language, env] {
            if let position = positions[name] { return groups[position].anchor }
        }
        return "findings"
    }
}
