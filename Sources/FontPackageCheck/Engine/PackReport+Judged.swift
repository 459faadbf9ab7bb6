package import FontPackage
internal import FontPackageInspection

extension PackReport {
    /// Whether this run judged what `finding` is about, so that its absence
    /// means it is fixed: the rule that declares its code read only what this
    /// run had (the strings, the analyses that ran, the platform), and its
    /// language x slot was checked at a level that has its requirement.
    /// A baseline finding this run did not judge is neither fixed nor new.
    package func judged(_ finding: Finding) -> Bool {
        if let platform = finding.platform, !platforms.contains(platform) { return false }
        let reads = Set(RuleRegistry.rule(declaring: finding.code)?.reads ?? [])
        // A string's findings rest on the strings' analyses, a language's on its sample's. Glyph
        // outlines only refine what the character maps say, so coverage is judged without them.
        let needed = reads.filter(\.isAnalysis).subtracting(
            [.glyphOutlines, finding.key == nil ? .stringsShaping : .sampleShaping])
        guard needed.isSubset(of: analyses) else { return false }
        // A finding about one string, or from a rule that reads the strings and nothing a language's own
        // check reads (strings-coverage, strings-files), needs the strings read.
        let languageSide: Set<CheckInput> = [.config, .requirements, .platforms, .sampleShaping, .hanForms, .ink]
        if finding.key != nil || (reads.contains(.strings) && reads.isDisjoint(with: languageSide)) {
            guard let strings else { return false }
            return finding.language.map { strings.languages.contains($0) } ?? true
        }
        if let requirement = finding.requirement, let kind = LanguageRequirement.Kind(rawValue: requirement),
            !level.kinds.contains(kind)
        {
            return false
        }
        guard let language = finding.language else { return true }
        let slots = finding.slot.map { $0.split(separator: ",").map { String($0.drop(while: \.isWhitespace)) } }
        return rows.contains { row in
            (row.language == language || row.env == language) && (slots?.contains(row.slot) ?? true)
        }
    }
}
