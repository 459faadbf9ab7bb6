import FontPackage
package import FontPackageCheck

/// What the outputs read by people in a pull request (SARIF, GitHub
/// annotations, JUnit) show: one result per cause of the strings' findings
/// (``FindingGrouping``), and every other finding as itself.
///
/// GitHub code scanning keeps at most 5,000 results of a run, and a reviewer
/// reads a cause once; JSON keeps every string's finding.
package enum CauseResult: Sendable {
    /// A finding of its own, or the only finding of its cause.
    case finding(FindingOutcome.Entry, group: FindingGrouping.Group?)
    /// The findings of one cause, in string order, at the position of the first.
    case cause(FindingGrouping.Group, [FindingOutcome.Entry])

    /// How many of a cause's strings a result lists as related locations (SARIF)
    /// or in its text (GitHub, JUnit); the count says how many there are in all.
    package static let locationsListed = 100

    /// The outcome's entries, a cause's together at the place of its first.
    package static func results(_ outcome: FindingOutcome, groups: FindingGrouping?) -> [CauseResult] {
        guard let groups else { return outcome.entries.map { .finding($0, group: nil) } }
        var members: [String: [FindingOutcome.Entry]] = [:]
        for entry in outcome.entries {
            guard let group = groups.causeGroup(of: entry.finding), group.isShared else { continue }
            members[group.id, default: []].append(entry)
        }
        var results: [CauseResult] = []
        var emitted: Set<String> = []
        for entry in outcome.entries {
            let group = groups.causeGroup(of: entry.finding)
            guard let group, let entries = members[group.id], entries.count > 1 else {
                results.append(.finding(entry, group: group))
                continue
            }
            guard emitted.insert(group.id).inserted else { continue }
            let ordered = Self.ordered(entries)
            results.append(.cause(group, ordered))
        }
        return results
    }

    /// A cause's findings as its results list them: the pack's first, in
    /// the run's order, then the strings', in string order; the first of the
    /// most severe leads, so the result's code and level are the cause's worst.
    static func ordered(_ entries: [FindingOutcome.Entry]) -> [FindingOutcome.Entry] {
        var ordered = entries.filter { !FindingGrouping.isAboutStrings($0.finding) }
            + entries.filter { FindingGrouping.isAboutStrings($0.finding) }.sorted { FindingGrouping.stringOrder($0.finding, $1.finding) }
        guard !ordered.isEmpty else { return ordered }
        let leading = lead(of: ordered)
        if let position = ordered.firstIndex(where: { $0.finding == leading }), position > 0 {
            ordered.insert(ordered.remove(at: position), at: 0)
        }
        return ordered
    }

    /// The finding that speaks for a cause (its code and severity): the first of its most severe.
    static func lead(of entries: [FindingOutcome.Entry]) -> Finding {
        var lead = entries[0].finding
        for entry in entries.dropFirst() where entry.finding.severity > lead.severity { lead = entry.finding }
        return lead
    }

    /// `3 default-script, 6 missing-characters findings`: a cause's findings about the pack, by code, in their order.
    static func packCount(_ entries: [FindingOutcome.Entry]) -> String {
        var counts: [(code: String, count: Int)] = []
        for entry in entries {
            let code = entry.finding.code.rawValue
            if let position = counts.firstIndex(where: { $0.code == code }) { counts[position].count += 1 } else { counts.append((code, 1)) }
        }
        return counts.map { "\($0.count) \($0.code)" }.joined(separator: ", ") + (entries.count == 1 ? " finding" : " findings")
    }

    /// The cause's text: what its strings lack, how many there are, the
    /// pack-level finding it restates and its hint.
    static func text(_ group: FindingGrouping.Group, _ entries: [FindingOutcome.Entry]) -> String {
        // One finding said on several platforms: its cause names them, and it is one finding.
        guard group.platforms.isEmpty else { return group.cause }
        let pack = entries.filter { !FindingGrouping.isAboutStrings($0.finding) }
        let strings = entries.count - pack.count
        var counts: [String] = []
        if strings > 0 || pack.isEmpty {
            counts.append("\(strings) strings, \(group.keys) key\(group.keys == 1 ? "" : "s"), \(group.files) file\(group.files == 1 ? "" : "s")")
        }
        if !pack.isEmpty { counts.append(packCount(pack) + " about the pack") }
        var text = group.cause + " (" + counts.joined(separator: "; ") + ")"
        if let same = group.sameCauseAs { text += "; the same cause as \(same)" }
        return text
    }

    /// The baseline state of a cause: unchanged only when every string is; new when any is.
    static func baselineState(_ entries: [FindingOutcome.Entry]) -> FindingOutcome.BaselineState? {
        let states = entries.map(\.baselineState)
        if states.allSatisfy({ $0 == nil }) { return nil }
        if states.allSatisfy({ $0 == .unchanged }) { return .unchanged }
        return states.contains(.new) ? .new : states.first ?? nil
    }

    /// A stable hex digest of the cause's identity (FNV-1a, 64 bits), for SARIF's `partialFingerprints`.
    static func fingerprint(_ group: FindingGrouping.Group) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ("cause=" + (group.identity ?? group.cause)).utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
