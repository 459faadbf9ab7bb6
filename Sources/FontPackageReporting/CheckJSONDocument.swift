package import FontPackage
package import FontPackageCheck
import FontPackageInspection
internal import FontPackageSupport

/// `check --format json`: field names are a contract (the manual's Command line article), and
/// ``Baseline`` reads the findings back.
///
/// Everything is written by hand straight into UTF-8 bytes (an app can have
/// tens of thousands of findings, and JSONEncoder takes seconds for them), in
/// the layout `JSONEncoder` with `.prettyPrinted` and `.sortedKeys` writes:
/// two-space indent, `"key" : value`, members in sorted key order.
package struct CheckJSONDocument: Sendable {
    package var findings: [FindingOutcome.Entry]
    /// The report's groups (``PackReport/groups``): a finding with a shared cause names its group and the group's hint.
    package var groups: FindingGrouping
    package var summary: Summary
    package var table: [Row]

    package struct Summary: Sendable {
        package var errors: Int
        package var warnings: Int
        package var notes: Int
        package var languages: Int
        package var level: String
        package var facesRead: Int
        package var platforms: [String] = ["ios"]
        /// What chose the platforms: `--platform`, `config`, `strings` or `default`.
        package var platformsFrom = "default"
        /// Why, for people: `from 58 Android resource files; --platform to choose`.
        package var platformsReason = ""
        /// Platforms named before fontpack has rules for loading fonts there.
        package var platformsWithoutRules: [String] = []
        package var strings: Strings?
        package var baseline: BaselineCounts?
        /// The rule settings that changed a code (the config's `rules`, `--rule`); empty when none.
        package var rules: [RuleSetting] = []
    }

    /// With --baseline: findings accepted by it, fixed since it, and new.
    package struct BaselineCounts: Sendable {
        package var accepted: Int
        package var fixed: Int
        package var new: Int
    }

    package struct Strings: Sendable {
        package var filesRead: Int
        package var stringsRead: Int
        /// How many strings each format gave.
        package var stringsByFormat: [StringsReport.FormatCount] = []
        package var languages: [String]
        package var languagesFrom: String
        /// Per language and slot: strings checked, strings with tofu, distinct missing characters.
        package var bySlot: [StringsReport.Line]
        /// Files not read, byte copies of another; written only when there are some.
        package var copies: [(file: String, sameAs: String)] = []
        /// Files `--exclude` skipped; written only when there are some.
        package var excluded = 0
        /// The development language `--development-language` gave; written only with the option.
        package var developmentLanguage: String? = nil
        /// Every file under `--strings` not read, with why; written only when there are some.
        package var notRead: [StringsReport.UnreadFile] = []
    }

    package struct Row: Sendable {
        package var language: String
        package var env: String
        package var slot: String
        package var usedSlot: String
        package var name: String
        package var font: String?
        package var index: Int?
        package var postscriptName: String?
        package var weightClass: Int?
        package var coverage: [Coverage]
        /// Shaping failures of the language's sample text; nil when not shaped.
        package var shaping: Int?
        /// The `fallback` links of the slot's chain after its face, in order; nil without a chain.
        package var fallback: [Link]? = nil
        /// Per platform whose line box the sample's ink passes, how; nil when it fits everywhere or was not measured.
        package var clippedInk: [Clip]? = nil
        /// A variable font's coordinates at the slot, every axis (`wght` 300); nil for a static face.
        package var variation: [String: Double]? = nil
        /// Per platform checked, the face's line box (ascent + descent) in ems, as `line-height-mismatch`
        /// compares them; nil for a row without a face or a face without vertical metrics.
        package var lineBox: [String: Double]? = nil
    }

    /// One `fallback` link of a row's chain, as located in the pack.
    package struct Link: Sendable {
        /// As the config writes it.
        package var link: String
        /// The entry an entry link names.
        package var env: String?
        package var font: String?
        package var index: Int?
        package var postscriptName: String?
        /// The slot of the face that serves (`light` when a medium request falls back).
        package var usedSlot: String
        /// Required characters of the row's language the link draws.
        var draws: Int
    }

    /// One platform whose line box a row's ink passes.
    package struct Clip: Sendable {
        package var platform: String
        /// The box: units above and below the baseline, and the fields they came from.
        package var ascent: Int
        package var descent: Int
        package var ascentSource: String
        package var descentSource: String
        /// Units the ink rises above and falls below the box.
        package var above: Int
        package var below: Int
        package var unitsPerEm: Int
        /// The clusters past the box.
        package var characters: [String]

        package init(
            platform: String, ascent: Int, descent: Int, ascentSource: String, descentSource: String, above: Int, below: Int,
            unitsPerEm: Int, characters: [String]
        ) {
            self.platform = platform
            self.ascent = ascent
            self.descent = descent
            self.ascentSource = ascentSource
            self.descentSource = descentSource
            self.above = above
            self.below = below
            self.unitsPerEm = unitsPerEm
            self.characters = characters
        }
    }

    package struct Coverage: Sendable {
        package var requirement: String
        package var source: String
        package var required: Int
        package var missing: Int
        package var composable: Int
        package var empty: Int
        /// Every character the requirement judged, in code point order.
        package var characters: String = ""
    }

    package init(findings: [FindingOutcome.Entry], groups: FindingGrouping, summary: Summary, table: [Row]) {
        self.findings = findings
        self.groups = groups
        self.summary = summary
        self.table = table
    }

    package init(_ report: PackReport, outcome: FindingOutcome) {
        findings = outcome.entries
        groups = report.groups
        summary = Summary(
            errors: outcome.count(Diagnostic.Severity.error), warnings: outcome.count(Diagnostic.Severity.warning),
            notes: outcome.count(Diagnostic.Severity.note),
            languages: Set(report.rows.map(\.language)).count, level: report.level.rawValue, facesRead: report.faces.count,
            strings: report.strings.map {
                Strings(
                    filesRead: $0.filesRead, stringsRead: $0.stringsRead, stringsByFormat: $0.stringsByFormat,
                    languages: $0.languages, languagesFrom: $0.languageSource, bySlot: $0.lines, copies: $0.copies,
                    excluded: $0.excluded, developmentLanguage: $0.developmentLanguage, notRead: $0.unread)
            },
            baseline: outcome.hasBaseline
                ? BaselineCounts(accepted: outcome.count(.unchanged), fixed: outcome.count(.absent), new: outcome.count(.new))
                : nil)
        summary.platforms = report.platforms.map(\.rawValue)
        summary.platformsFrom = report.platformChoice.sourceID
        summary.platformsReason = report.platformChoice.reason
        summary.platformsWithoutRules = report.platformChoice.withoutRules.map(\.rawValue)
        summary.rules = report.ruleSettings.settings
        table = report.rows.map { row in
            Row(
                language: row.language, env: row.env, slot: row.slot, usedSlot: row.fallbackFrom ?? row.slot,
                name: row.configFace.name, font: row.face?.file, index: row.face?.index,
                postscriptName: row.face?.postscriptName, weightClass: row.face?.weightClass,
                coverage: row.verdicts.map {
                    Coverage(
                        requirement: $0.requirement.name, source: $0.requirement.source, required: $0.required,
                        missing: $0.uncomposable.count, composable: $0.composable.count, empty: $0.empty.count,
                        characters: String(codePoints: $0.requirement.characters.codePoints))
                }, shaping: row.shaping?.count,
                fallback: row.chain.count > 1
                    ? row.chain.dropFirst().map { link in
                        let face = link.face.flatMap { report.located.faces[$0] }
                        let draws = row.drawnByFallback.filter { $0.link == link }.reduce(0) { $0 + $1.characters.count }
                        return Link(
                            link: link.link ?? "", env: link.env, font: face?.file, index: face?.index,
                            postscriptName: face?.postscriptName, usedSlot: link.usedSlot, draws: draws)
                    } : nil,
                clippedInk: row.clippedInk.flatMap { clipped in
                    clipped.isEmpty
                        ? nil
                        : clipped.map {
                            Clip(
                                platform: $0.platform.rawValue, ascent: $0.box.ascent, descent: $0.box.descent,
                                ascentSource: $0.box.ascentSource, descentSource: $0.box.descentSource, above: $0.above,
                                below: $0.below, unitsPerEm: $0.unitsPerEm, characters: $0.clusters.map(\.label))
                        }
                }, variation: row.face?.coordinatesByTag,
                lineBox: Self.lineBox(row.face, platforms: report.platforms))
        }
    }

    /// The face's line box in ems per platform; nil when no platform has one.
    static func lineBox(_ face: FontFace?, platforms: [Platform]) -> [String: Double]? {
        guard let face else { return nil }
        var boxes: [String: Double] = [:]
        for platform in platforms {
            if let ems = LineBoxComparison.ems(of: face, on: platform) { boxes[platform.rawValue] = ems }
        }
        return boxes.isEmpty ? nil : boxes
    }

    /// How many findings one worker writes at a time. The slices of a wave
    /// are held until they are handed on, and a string finding takes about
    /// 1.4 KB of JSON: 512 keep a wave on two cores near 3 MB, where 2,048 held 12 MB.
    private static let findingsPerSlice = 512

    /// The JSON text, without a final newline.
    package func json() -> String {
        var bytes: [UInt8] = []
        write { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hands the JSON text to `sink` in pieces, without a final newline: an
    /// app's tens of thousands of findings are written a few slices at a
    /// time, each slice on a core of its own, and never held whole.
    package func write(to sink: (UnsafeRawBufferPointer) -> Void) {
        func hand(_ bytes: [UInt8]) { bytes.withUnsafeBytes(sink) }
        hand(Array("{\n  \"findings\" : [".utf8))
        let slices = WorkerPool.slices(of: findings.count, size: Self.findingsPerSlice)
        let slicesAtOnce = 2 * WorkerPool.threadCount(nil, jobs: Int.max)
        for wave in stride(from: 0, to: slices.count, by: slicesAtOnce) {
            let written = WorkerPool.map(Array(slices[wave..<Swift.min(slices.count, wave + slicesAtOnce)])) { slice in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(slice.count * 1536)
                for position in slice {
                    let finding = findings[position]
                    bytes.append(contentsOf: (position == 0 ? "\n" : ",\n").utf8)
                    FindingJSON.write(
                        finding.finding, baseline: finding.baselineState == .unchanged,
                        group: groups.causeGroup(of: finding.finding), into: &bytes, indent: "    ")
                }
                return bytes
            }
            for bytes in written { hand(bytes) }
        }
        var writer = PrettyJSONWriter(out: Array((findings.isEmpty ? "]" : "\n  ]").utf8))
        writer.out.reserveCapacity(table.count * 600 + 1000)
        writer.member("summary", after: true, indent: 1) { $0.object(indent: 1, summaryMembers) }
        writer.member("table", after: true, indent: 1) { writer in
            writer.array(indent: 1, table) { writer, row in writer.object(indent: 2, Self.members(of: row)) }
        }
        writer.out.append(contentsOf: "\n}".utf8)
        hand(writer.out)
    }

    private var summaryMembers: [PrettyJSONWriter.Member] {
        var members: [PrettyJSONWriter.Member] = []
        if let baseline = summary.baseline {
            members.append(("baseline", { $0.object(indent: 2, Self.members(of: baseline)) }))
        }
        members.append(("errors", { $0.int(summary.errors) }))
        members.append(("facesRead", { $0.int(summary.facesRead) }))
        members.append(("languages", { $0.int(summary.languages) }))
        members.append(("level", { $0.string(summary.level) }))
        members.append(("notes", { $0.int(summary.notes) }))
        members.append(("platforms", { writer in writer.array(indent: 2, summary.platforms) { $0.string($1) } }))
        members.append(("platformsFrom", { $0.string(summary.platformsFrom) }))
        members.append(("platformsReason", { $0.string(summary.platformsReason) }))
        if !summary.platformsWithoutRules.isEmpty {
            members.append(("platformsWithoutRules", { writer in writer.array(indent: 2, summary.platformsWithoutRules) { $0.string($1) } }))
        }
        if !summary.rules.isEmpty {
            members.append(("rules", { writer in
                writer.array(indent: 2, summary.rules) { writer, setting in
                    var members: [PrettyJSONWriter.Member] = [
                        ("code", { $0.string(setting.code.rawValue) }),
                        ("level", { $0.string(setting.level.rawValue) }),
                        ("setBy", { $0.string(setting.originDescription) }),
                    ]
                    if let tolerance = setting.tolerance { members.append(("tolerance", { $0.double(tolerance) })) }
                    writer.object(indent: 3, members)
                }
            }))
        }
        if let strings = summary.strings {
            members.append(("strings", { $0.object(indent: 2, Self.members(of: strings)) }))
        }
        members.append(("warnings", { $0.int(summary.warnings) }))
        return members
    }

    private static func members(of counts: BaselineCounts) -> [PrettyJSONWriter.Member] {
        [("accepted", { $0.int(counts.accepted) }), ("fixed", { $0.int(counts.fixed) }), ("new", { $0.int(counts.new) })]
    }

    private static func members(of strings: Strings) -> [PrettyJSONWriter.Member] {
        var members: [PrettyJSONWriter.Member] = [
            ("bySlot", { $0.array(indent: 3, strings.bySlot) { writer, line in writer.object(indent: 4, Self.members(of: line)) } })
        ]
        if !strings.copies.isEmpty {
            members.append(("copies", { writer in
                writer.array(indent: 3, strings.copies) { writer, copy in
                    writer.object(indent: 4, [("file", { $0.string(copy.file) }), ("sameAs", { $0.string(copy.sameAs) })])
                }
            }))
        }
        if let development = strings.developmentLanguage {
            members.append(("developmentLanguage", { $0.string(development) }))
        }
        if strings.excluded > 0 { members.append(("excluded", { $0.int(strings.excluded) })) }
        members += [
            ("filesRead", { $0.int(strings.filesRead) }),
            ("languages", { $0.array(indent: 3, strings.languages) { writer, language in writer.string(language) } }),
            ("languagesFrom", { $0.string(strings.languagesFrom) }),
        ]
        if !strings.notRead.isEmpty {
            members.append(("notRead", { writer in
                writer.array(indent: 3, strings.notRead) { writer, file in writer.object(indent: 4, Self.members(of: file)) }
            }))
        }
        members += [
            ("stringsByFormat", {
                $0.object(
                    indent: 3,
                    strings.stringsByFormat.sorted { $0.format < $1.format }.map { count in (count.format, { $0.int(count.strings) }) })
            }),
            ("stringsRead", { $0.int(strings.stringsRead) }),
        ]
        return members
    }

    /// `file`, `reason`, and what is known of it: the strings it
    /// holds, the string files a linked folder holds, the link's target, whether it looks translated.
    private static func members(of file: StringsReport.UnreadFile) -> [PrettyJSONWriter.Member] {
        var members: [PrettyJSONWriter.Member] = [("file", { $0.string(file.file) })]
        if file.looksTranslated { members.append(("looksTranslated", { $0.literal("true") })) }
        members.append(("reason", { $0.string(file.reason) }))
        if file.stringFiles > 0 { members.append(("stringFiles", { $0.int(file.stringFiles) })) }
        if file.strings > 0 { members.append(("strings", { $0.int(file.strings) })) }
        if let target = file.target { members.append(("target", { $0.string(target) })) }
        if let written = file.written { members.append(("written", { $0.string(written) })) }
        return members
    }

    private static func members(of line: StringsReport.Line) -> [PrettyJSONWriter.Member] {
        [
            ("distinctMissing", { $0.int(line.distinctMissing) }),
            ("language", { $0.string(line.language) }),
            ("slot", { $0.string(line.slot) }),
            ("strings", { $0.int(line.strings) }),
            ("stringsWithTofu", { $0.int(line.stringsWithTofu) }),
        ]
    }

    private static func members(of row: Row) -> [PrettyJSONWriter.Member] {
        var members: [PrettyJSONWriter.Member] = []
        if let clipped = row.clippedInk {
            members.append(("clippedInk", { $0.array(indent: 3, clipped) { writer, clip in writer.object(indent: 4, Self.members(of: clip)) } }))
        }
        members += [
            ("coverage", { $0.array(indent: 3, row.coverage) { writer, coverage in writer.object(indent: 4, Self.members(of: coverage)) } }),
            ("env", { $0.string(row.env) }),
        ]
        if let fallback = row.fallback {
            members.append(("fallback", { $0.array(indent: 3, fallback) { writer, link in writer.object(indent: 4, Self.members(of: link)) } }))
        }
        if let font = row.font { members.append(("font", { $0.string(font) })) }
        if let index = row.index { members.append(("index", { $0.int(index) })) }
        members.append(("language", { $0.string(row.language) }))
        if let lineBox = row.lineBox {
            let platforms: [PrettyJSONWriter.Member] = lineBox.sorted { $0.key < $1.key }.map { platform, ems in
                (platform, { $0.double(ems) })
            }
            members.append(("lineBox", { $0.object(indent: 3, platforms) }))
        }
        members.append(("name", { $0.string(row.name) }))
        if let postscriptName = row.postscriptName { members.append(("postscriptName", { $0.string(postscriptName) })) }
        if let shaping = row.shaping { members.append(("shaping", { $0.int(shaping) })) }
        members.append(("slot", { $0.string(row.slot) }))
        members.append(("usedSlot", { $0.string(row.usedSlot) }))
        if let variation = row.variation {
            let axes: [PrettyJSONWriter.Member] = variation.sorted { $0.key < $1.key }.map { tag, value in
                (tag, { writer in value.rounded() == value ? writer.int(Int(value)) : writer.double(value) })
            }
            members.append(("variation", { $0.object(indent: 3, axes) }))
        }
        if let weightClass = row.weightClass { members.append(("weightClass", { $0.int(weightClass) })) }
        return members
    }

    private static func members(of link: Link) -> [PrettyJSONWriter.Member] {
        var members: [PrettyJSONWriter.Member] = [("draws", { $0.int(link.draws) })]
        if let env = link.env { members.append(("env", { $0.string(env) })) }
        if let font = link.font { members.append(("font", { $0.string(font) })) }
        if let index = link.index { members.append(("index", { $0.int(index) })) }
        members.append(("link", { $0.string(link.link) }))
        if let postscriptName = link.postscriptName { members.append(("postscriptName", { $0.string(postscriptName) })) }
        members.append(("usedSlot", { $0.string(link.usedSlot) }))
        return members
    }

    private static func members(of clip: Clip) -> [PrettyJSONWriter.Member] {
        [
            ("above", { $0.int(clip.above) }),
            ("ascent", { $0.int(clip.ascent) }),
            ("ascentSource", { $0.string(clip.ascentSource) }),
            ("below", { $0.int(clip.below) }),
            ("characters", { $0.array(indent: 5, clip.characters) { writer, text in writer.string(text) } }),
            ("descent", { $0.int(clip.descent) }),
            ("descentSource", { $0.string(clip.descentSource) }),
            ("platform", { $0.string(clip.platform) }),
            ("unitsPerEm", { $0.int(clip.unitsPerEm) }),
        ]
    }

    private static func members(of coverage: Coverage) -> [PrettyJSONWriter.Member] {
        [
            ("characters", { $0.string(coverage.characters) }),
            ("composable", { $0.int(coverage.composable) }),
            ("empty", { $0.int(coverage.empty) }),
            ("missing", { $0.int(coverage.missing) }),
            ("required", { $0.int(coverage.required) }),
            ("requirement", { $0.string(coverage.requirement) }),
            ("source", { $0.string(coverage.source) }),
        ]
    }
}
