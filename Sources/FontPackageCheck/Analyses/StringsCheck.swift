internal import FontPackage
internal import FontPackageStrings
internal import FontPackageInspection

/// The strings check before its findings are put in config order.
struct StringsCheck {
    let prepared: StringsChecker.Prepared
    /// The findings in the order they were made.
    private(set) var findings: [Finding]
    let lines: [StringsReport.Line]
    private(set) var byString: [StringFinding]
    let slotFaces: [[StringsReport.SlotFaces]]
    /// The findings about characters that script runs took to another entry (config "scripts"), with that entry.
    let runEntries: [Finding: RunEntry]
    /// Per job, the scripts its strings are written in.
    let scripts: [WrittenScripts]

    init(
        prepared: StringsChecker.Prepared, findings: [Finding], lines: [StringsReport.Line], byString: [StringFinding],
        slotFaces: [[StringsReport.SlotFaces]], runEntries: [Finding: RunEntry] = [:], scripts: [WrittenScripts] = []
    ) {
        self.prepared = prepared
        self.scripts = scripts
        self.findings = findings
        self.lines = lines
        self.byString = byString
        self.slotFaces = slotFaces
        self.runEntries = runEntries
    }

    /// Findings made about the strings by another check (shaping).
    mutating func add(_ more: [StringFinding]) {
        byString += more
    }

    /// The report, strings and languages ordered by their first finding in
    /// `ordered`; `judged` says what the rule settings made of each finding (nil: off).
    func report(ordered: [Finding], judged: (Finding) -> Finding? = { $0 }) -> StringsReport {
        var rank: [Finding: Int] = [:]
        for (position, finding) in ordered.enumerated() where rank[finding] == nil { rank[finding] = position }
        var grouped: [Int: [Int: [Finding]]] = [:]
        for item in byString {
            guard let finding = judged(item.finding) else { continue }
            grouped[item.job, default: [:]][item.string, default: []].append(finding)
        }
        func first(_ findings: [Finding]) -> Int { findings.compactMap { rank[$0] }.min() ?? Int.max }
        var drawn: [(rank: Int, strings: StringsReport.LanguageStrings)] = []
        for (job, work) in prepared.jobs.enumerated() {
            let strings = (grouped[job] ?? [:]).map { position, findings in
                (rank: first(findings), string: StringsReport.StringFindings(
                    string: work.strings[position],
                    findings: findings.sorted { (rank[$0] ?? Int.max) < (rank[$1] ?? Int.max) }))
            }.sorted { $0.rank < $1.rank }
            drawn.append(
                (strings.first?.rank ?? Int.max,
                 StringsReport.LanguageStrings(language: work.language, slots: slotFaces[job], strings: strings.map(\.string))))
        }
        var report = StringsReport(
            lines: lines, filesRead: prepared.filesRead, stringsRead: prepared.stringsRead,
            languages: prepared.languages, languageSource: prepared.languageSource,
            drawn: drawn.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.strings))
        report.copies = prepared.copies
        report.excluded = prepared.excluded
        report.unread = prepared.unread.map(StringsReport.UnreadFile.init)
        report.stringsByFormat = prepared.stringsByFormat
        report.developmentLanguage = prepared.developmentLanguage
        return report
    }
}
