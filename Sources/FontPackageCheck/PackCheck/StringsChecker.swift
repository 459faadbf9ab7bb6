package import FontPackage
package import FontPackageStrings
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
package import FontPackageInspection
internal import FontPackageSupport

/// Which translated strings `check --strings` reads.
public struct StringsCheckOptions: Sendable {
    /// Files or folders holding `.lproj` folders, `.strings`, `.stringsdict`, `.xcstrings`.
    public var paths: [String]
    /// The app's `Info.plist`: its `CFBundleLocalizations` choose the languages
    /// and `CFBundleDevelopmentRegion` is the language of `Base.lproj`.
    public var infoPlist: String?
    /// Patterns of string files to skip (`--exclude`): `*` matches any run of
    /// characters, `/` included, against the path and each tail that starts at a folder name.
    package var exclude: [String] = []
    /// Findings about single strings listed one by one per string file
    /// (`--string-findings-per-file`); past them, one finding per file, code,
    /// slots and font stands for the rest (``StringFindingBudget``). 0 lists every one.
    package var findingsPerFile = StringFindingBudget.defaultPerFile
    /// The development language (`--development-language`, a BCP 47 tag): the language of the
    /// files that do not say their own (Android's `values/` without `tools:locale`, a neutral
    /// `.resx`, a `.pot`, `Base.lproj`). It comes before the Info.plist's `CFBundleDevelopmentRegion`.
    package var developmentLanguage: String?
    /// How the caller's users give the development language, ending the warnings that ask for it.
    package var developmentLanguageAdvice: String?

    /// The strings under `paths`, with the app's `Info.plist` when given.
    public init(paths: [String], infoPlist: String? = nil) {
        self.paths = paths
        self.infoPlist = infoPlist
    }
}

/// What the app's strings need per language and slot.
public struct StringsReport: Sendable {
    /// How one language's strings fare in one slot's font.
    package struct Line: Sendable, Hashable, Codable {
        /// The language, as checked (`vi`, `zh-Hant`).
        package var language: String
        /// The slot whose font draws the strings (`light`, `bold`).
        package var slot: String
        /// Strings of the language checked against this slot's font.
        package var strings: Int
        /// Strings with at least one character this slot's font cannot draw.
        package var stringsWithTofu: Int
        /// Distinct characters missing across those strings.
        package var distinctMissing: Int
    }

    /// One line per language and slot, in check order.
    package var lines: [Line]
    /// How many string files were read.
    public var filesRead: Int
    /// How many translated strings were read.
    public var stringsRead: Int
    /// How many of them each format gave (`android`, `Android`), formats with none left out.
    package var stringsByFormat: [FormatCount] = []

    /// ` (.strings 12, Android 40)`: the strings each format gave, or nothing when no string was read.
    package var formatCounts: String {
        stringsByFormat.isEmpty ? "" : " (" + stringsByFormat.map { "\($0.name) \($0.strings)" }.joined(separator: ", ") + ")"
    }

    package struct FormatCount: Sendable, Equatable {
        /// The format's identifier in JSON: `strings`, `stringsdict`, `catalog`, `android`.
        package var format: String
        /// Its name for people: `.strings`, `.xcstrings`, `Android`.
        package var name: String
        package var strings: Int

        package init(format: String, name: String, strings: Int) {
            self.format = format
            self.name = name
            self.strings = strings
        }
    }
    /// The languages checked.
    public var languages: [String]
    /// Where the list of languages came from (`--languages`, the Info.plist, the string files).
    package var languageSource: String
    /// Files left unread because their bytes equal another file's of the same
    /// `xx.lproj` folder name and format, each with the file read instead.
    package var copies: [(file: String, sameAs: String)] = []
    /// How many string files `--exclude` skipped.
    package var excluded = 0
    /// The files under `--strings` not read, or read and left out, each with why.
    package var unread: [UnreadFile] = []

    /// A file under `--strings` not read, and why.
    package struct UnreadFile: Sendable, Equatable {
        package var file: String
        /// `unknown-format`, `outside-its-place`, `names-no-language`, `link-not-followed`, `no-strings`.
        package var reason: String
        /// The strings it holds, where counted (a file whose path names no language).
        package var strings: Int
        /// The string files a linked folder holds.
        package var stringFiles: Int
        /// A link's target, as the link writes it.
        package var target: String?
        /// What a path that names no language names (`klingon`).
        package var written: String?
        /// Text in a language's folder, in a format no reader reads.
        package var looksTranslated: Bool
        /// The ending of its name (`.resjson`), or its name when it has none.
        package var nameEnding: String

        init(_ fact: UnreadStringsFile) {
            file = fact.path
            reason = fact.reason.id
            strings = fact.strings
            stringFiles = fact.stringFiles
            looksTranslated = fact.looksTranslated
            nameEnding = fact.nameEnding
            switch fact.reason {
            case .link(let target, _): self.target = target
            case .namesNoLanguage(let written): self.written = written
            case .unknownFormat, .outsideItsPlace, .noStrings: break
            }
        }
    }
    /// The development language `--development-language` gave; nil without the option.
    package var developmentLanguage: String?
    /// Per language that has strings: the faces its strings are drawn in and
    /// the strings that have findings, in the order of their first finding.
    package var drawn: [LanguageStrings]

    package init(
        lines: [Line], filesRead: Int, stringsRead: Int, languages: [String], languageSource: String,
        drawn: [LanguageStrings] = []
    ) {
        self.lines = lines
        self.filesRead = filesRead
        self.stringsRead = stringsRead
        self.languages = languages
        self.languageSource = languageSource
        self.drawn = drawn
    }

    /// The strings of one language as the app draws them.
    package struct LanguageStrings: Sendable {
        /// The language checked, as given.
        package var language: String
        /// Per slot, the faces that draw the language's strings: the locale's
        /// entry first, then the entries the config's `scripts` send runs to.
        package var slots: [SlotFaces]
        /// The strings with at least one finding, each with its findings.
        package var strings: [StringFindings]
    }

    /// The faces of one slot.
    package struct SlotFaces: Sendable {
        /// `light`, `bold italic`.
        package var slot: String
        /// The faces, in the order a run looks for its entry.
        package var faces: [FontFace]
    }

    /// One translated string and what the check found about it.
    package struct StringFindings: Sendable {
        /// The string as read, with its file, line and key.
        package var string: TranslatedString
        /// Its findings: missing characters, composable letters, shaping.
        package var findings: [Finding]

        /// A string and its findings.
        package init(string: TranslatedString, findings: [Finding]) {
            self.string = string
            self.findings = findings
        }
    }
}

/// A finding about one prepared string: the job (language) and the string's position in it.
struct StringFinding: Sendable {
    let job: Int
    let string: Int
    let finding: Finding
}

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

/// Checks every character an app's translations will show against the font
/// that will draw it: per language (after locale matching), per slot (after
/// weight fallback; any string may be shown bold), per script run (the
/// config's `scripts` send a Han run in a Vietnamese string to the Han pack).
///
/// Each distinct character is checked once per font; strings are then told
/// which of their characters fell short.
package enum StringsChecker {
    /// The strings read and grouped by language, ready to check once the fonts are known.
    package struct Prepared {
        package let jobs: [Job]
        let filesRead: Int
        let stringsRead: Int
        let stringsByFormat: [StringsReport.FormatCount]
        let languages: [String]
        let languageSource: String
        /// Files not read because they are byte copies of another (``AppStrings/copies``).
        let copies: [(file: String, sameAs: String)]
        /// How many files `--exclude` skipped.
        let excluded: Int
        /// The files not read, each with why (``AppStrings/unread``).
        let unread: [UnreadStringsFile]
        /// The development language the options gave.
        let developmentLanguage: String?
        /// The Info.plist as read, when one was given: its fonts serve the registration rule too.
        let info: AppInfo?
        /// Findings about single strings listed one by one per file (``StringFindingBudget``).
        let findingsPerFile: Int
        /// Languages with strings that no entry serves (and no `default`): ``LanguagesRule`` reports them.
        let unserved: [Unserved]

        /// A language whose strings no entry serves: why, how many strings, and where the first is.
        struct Unserved {
            let language: String
            let reason: String
            let strings: Int
            let location: SourceLocation?
        }

        /// One language's strings, with the entry that draws them.
        package struct Job {
            package let language: String
            package let bound: BoundResolver
            let strings: [TranslatedString]
            /// Every character its strings render (``RenderedCharacters``). Each string's own are
            /// worked out again where they are needed, not kept: 800,000 strings' would outweigh the strings.
            package let characters: Set<Unicode.Scalar>
        }

        /// Every character each entry's fonts may have to draw (the locale's
        /// entry and the entries `scripts` can send runs to), for the ink scan.
        var charactersByEntry: [(PackEntry, Set<Unicode.Scalar>)] {
            var byEntry: [ObjectIdentifier: (PackEntry, Set<Unicode.Scalar>)] = [:]
            for job in jobs {
                let scalars = job.characters
                let entries = [job.bound.entry] + job.bound.config.scriptEntries.filter { $0 !== job.bound.entry }
                for entry in entries {
                    byEntry[ObjectIdentifier(entry), default: (entry, [])].1.formUnion(scalars)
                }
            }
            return Array(byEntry.values)
        }
    }

    /// Reads the strings (and the Info.plist) and picks the languages to check.
    package static func prepare(
        config: FontPackConfig, resolver: FontResolver, options: StringsCheckOptions, languages requested: [String]?,
        findings: inout [Finding]
    ) -> Prepared {
        var info: AppInfo?
        if let plist = options.infoPlist {
            let reading = InfoPlistReader.read(path: plist)
            info = reading.info
            findings += reading.diagnostics
        }
        // A region that is no language (`$(DEVELOPMENT_LANGUAGE)`, a build setting) names none: the
        // Info.plist's own warning says why, and the files it would have named are said once as unnamed.
        let region = info?.developmentRegion.flatMap { $0.language.locale == nil ? nil : $0.language.identifier }
        var readOptions = StringsReadOptions(developmentLanguage: options.developmentLanguage ?? region)
        readOptions.developmentLanguageAdvice = options.developmentLanguageAdvice
        let app = AppStrings.load(paths: options.paths, exclude: options.exclude, options: readOptions)
        findings += app.diagnostics

        let (languages, source) = languagesToCheck(requested: requested, info: info, app: app)
        let byLanguage = Dictionary(grouping: app.strings.indices) { app.strings[$0].language.canonicalIdentifier }
        var served: [(language: String, bound: BoundResolver, strings: [TranslatedString])] = []
        var unserved: [Prepared.Unserved] = []
        for language in languages {
            let canonical = (try? ParsedLocale(language))?.tag.identifier ?? language
            guard let indices = byLanguage[canonical], !indices.isEmpty else { continue }
            do {
                served.append((language, try resolver.bind(locale: language), indices.map { app.strings[$0] }))
            } catch {
                unserved.append(
                    Prepared.Unserved(
                        language: language, reason: "\(error)", strings: indices.count, location: app.strings[indices[0]].location))
            }
        }
        let characters = RenderedCharacters.unions(of: served.map(\.strings))
        let jobs = zip(served, characters).map { served, characters in
            Prepared.Job(language: served.language, bound: served.bound, strings: served.strings, characters: characters)
        }
        return Prepared(
            jobs: jobs, filesRead: app.files.count, stringsRead: app.strings.count,
            stringsByFormat: app.stringsByFormat.map {
                StringsReport.FormatCount(format: $0.format.id, name: $0.format.displayName, strings: $0.strings)
            },
            languages: languages,
            languageSource: source, copies: app.copies, excluded: app.excluded,
            // The Info.plist under the strings that --info-plist names is read, as the Info.plist.
            unread: app.unread.filter { file in
                options.infoPlist.map { PathName.lexicallyNormalized($0) != file.path } ?? true
            },
            developmentLanguage: options.developmentLanguage, info: info,
            findingsPerFile: options.findingsPerFile, unserved: unserved)
    }

    /// Checks the prepared strings against the located faces, languages on every core; what a
    /// string lacks, and a language's emoji, are worded by `wording`.
    static func check(_ prepared: Prepared, located: LocatedFaces, wording: FindingWording) -> StringsCheck {
        let checks = WorkerPool.map(Array(prepared.jobs.indices)) { position in
            let job = prepared.jobs[position]
            return LanguageCheck(
                language: job.language, bound: job.bound, strings: job.strings, characters: job.characters,
                located: located, wording: wording, findingsPerFile: prepared.findingsPerFile)
        }
        var findings: [Finding] = []
        var lines: [StringsReport.Line] = []
        var byString: [StringFinding] = []
        var slotFaces: [[StringsReport.SlotFaces]] = []
        var runEntries: [Finding: RunEntry] = [:]
        for (job, check) in checks.enumerated() {
            findings += check.findings
            runEntries.merge(check.runEntries) { first, _ in first }
            lines += check.lines
            byString += check.byString.map { StringFinding(job: job, string: $0.string, finding: $0.finding) }
            let bound = prepared.jobs[job].bound
            let entries = [bound.entry] + bound.config.scriptEntries.filter { $0 !== bound.entry }
            slotFaces.append(
                CheckedSlot.all(of: bound.entry).map { slot in
                    StringsReport.SlotFaces(slot: slot.name, faces: entries.compactMap { located.serving($0, slot).face })
                })
        }
        return StringsCheck(
            prepared: prepared, findings: findings, lines: lines, byString: byString, slotFaces: slotFaces, runEntries: runEntries,
            scripts: checks.map(\.scripts))
    }

    /// `--languages` first; else the Info.plist's localizations; else every
    /// language the string files contain.
    static func languagesToCheck(requested: [String]?, info: AppInfo?, app: AppStrings) -> ([String], String) {
        if let requested { return (requested, "--languages") }
        if let info, !info.localizations.isEmpty {
            return (info.localizations.map(\.language.identifier), "CFBundleLocalizations of \(info.file)")
        }
        // In BCP 47 case (zh-hant.lproj is zh-Hant), as CFBundleLocalizations and --languages items are read;
        // two folders of one language (zh-hant.lproj, zh-Hant.lproj) are one language.
        var seen = Set<String>()
        let languages = app.languages.filter { $0.locale != nil }.map(\.canonicalIdentifier).filter { seen.insert($0).inserted }
        return (languages, "the languages of the string files")
    }
}

/// The strings of one language against the fonts that will draw them.
struct LanguageCheck: Sendable {
    let findings: [Finding]
    let lines: [StringsReport.Line]
    /// The findings about single strings, by the string's position in the language's list.
    let byString: [(string: Int, finding: Finding)]
    /// The findings about characters that script runs took to another entry (config "scripts"), with that entry.
    let runEntries: [Finding: RunEntry]
    /// The scripts the strings are written in, against those the language is held to.
    let scripts: WrittenScripts

    /// The characters of one string that go to one entry's fonts.
    struct Part {
        let entry: PackEntry
        var scalars: [Unicode.Scalar]
        /// Why the runs went to `entry`, as the resolver says it (``MatchReason/scriptOverride(_:)``),
        /// one reason per script; empty for the language's own entry.
        var reasons: [MatchReason] = []
    }

    init(
        language: String, bound: BoundResolver, strings: [TranslatedString], characters: Set<Unicode.Scalar>,
        located: LocatedFaces, wording: FindingWording, findingsPerFile: Int = StringFindingBudget.defaultPerFile
    ) {
        // Scripts whose text leaves the locale's entry for another (config "scripts").
        var overrides: [UnicodeScript: PackEntry] = [:]
        for (script, entry) in bound.config.scripts where entry !== bound.entry {
            if !bound.entry.writes(script) { overrides[script] = entry }
        }
        var needed: [ObjectIdentifier: (entry: PackEntry, scalars: Set<Unicode.Scalar>)] = [:]
        var scriptCache = ScriptCache(overrides: overrides)
        if overrides.isEmpty {
            // Every character goes to the locale's entry: what it needs is what the strings render.
            if !characters.isEmpty { needed[ObjectIdentifier(bound.entry)] = (bound.entry, characters) }
        } else {
            // Each string's characters and parts are worked out here and again below, not kept:
            // for a file of 800,000 strings they would outweigh the strings.
            for string in strings {
                for part in Self.parts(of: string, RenderedCharacters(string), bound: bound, scripts: &scriptCache) {
                    needed[ObjectIdentifier(part.entry), default: (part.entry, [])].scalars.formUnion(part.scalars)
                }
            }
        }

        // Each distinct character once per font: what each (entry, slot) cannot draw.
        let slots = CheckedSlot.all(of: bound.entry)
        var gaps: [ObjectIdentifier: [Int: Gaps]] = [:]
        for (id, want) in needed {
            for (position, slot) in slots.enumerated() {
                guard let face = located.serving(want.entry, slot).face else { continue }
                // A character a later link of the slot's chain draws is not a gap.
                let links = located.chainFaces(of: want.entry, slot).filter { $0.id != face.id }
                gaps[id, default: [:]][position] = Gaps(face: face, needed: want.scalars, links: links)
            }
        }

        var findings: [Finding] = []
        var byString: [(string: Int, finding: Finding)] = []
        var runEntries: [Finding: RunEntry] = [:]
        // Per entry a script run can take, the face that draws each slot.
        var entryFaces: [ObjectIdentifier: [(slot: String, face: FontFace?)]] = [:]
        func runEntry(_ part: Part) -> RunEntry? {
            guard !part.reasons.isEmpty else { return nil }
            let id = ObjectIdentifier(part.entry)
            let faces = entryFaces[id] ?? slots.map { ($0.name, located.serving(part.entry, $0).face) }
            entryFaces[id] = faces
            return RunEntry(env: part.entry.env, reasons: part.reasons, faces: faces)
        }
        var tofuStrings = [Int](repeating: 0, count: slots.count)
        var missingPerSlot = [Set<Unicode.Scalar>](repeating: [], count: slots.count)
        var emoji: [String: Int] = [:]
        var emojiLocation: SourceLocation?
        var names = CharacterNames()
        var budget = StringFindingBudget(perFile: findingsPerFile)
        // Every character some slot lacks: a string with none of them needs no look at its slots.
        var written = WrittenScripts(held: bound.binding.locale?.unicodeScripts ?? [])
        var lackedAnywhere = Set<Unicode.Scalar>()
        for bySlot in gaps.values {
            for gap in bySlot.values { lackedAnywhere.formUnion(gap.missing.keys) }
        }
        for (stringPosition, string) in strings.enumerated() {
            let characters = RenderedCharacters(string)
            written.add(characters.scalars)
            if !characters.emoji.isEmpty {
                for symbol in characters.emoji { emoji[symbol, default: 0] += 1 }
                emojiLocation = emojiLocation ?? string.location
            }
            guard characters.scalars.contains(where: lackedAnywhere.contains) else { continue }
            let stringParts = Self.parts(of: string, characters, bound: bound, scripts: &scriptCache)
            // The slots that lack the same characters of this string, drawn by one entry, make one finding:
            // the characters a script run takes to another entry are that entry's faces' to draw.
            var slotsByGap: [FindingKey: [(slot: String, face: FontFace)]] = [:]
            var order: [FindingKey] = []
            for (position, slot) in slots.enumerated() {
                var lacksAny = false
                for (partPosition, part) in stringParts.enumerated() {
                    guard let gap = gaps[ObjectIdentifier(part.entry)]?[position], !gap.missing.isEmpty else { continue }
                    var lacking: [Unicode.Scalar] = []
                    var composable: [Unicode.Scalar] = []
                    for scalar in part.scalars {
                        guard let canCompose = gap.missing[scalar] else { continue }
                        lacking.append(scalar)
                        if canCompose { composable.append(scalar) }
                    }
                    guard !lacking.isEmpty else { continue }
                    lacksAny = true
                    missingPerSlot[position].formUnion(lacking)
                    let key = FindingKey(scalars: lacking, composable: composable, part: partPosition)
                    if slotsByGap[key] == nil { order.append(key) }
                    slotsByGap[key, default: []].append((slot.name, gap.face))
                }
                if lacksAny { tofuStrings[position] += 1 }
            }
            for key in order {
                guard let word = wording.stringGap else { break }
                let runs = runEntry(stringParts[key.part])
                let gap = StringGap(
                    string: string, language: language, lacking: key.scalars, composable: key.composable,
                    slots: slotsByGap[key]!, runs: runs)
                let made = word(gap, &names)
                for finding in made where budget.admit(finding, job: 0, position: stringPosition) {
                    findings.append(finding)
                    byString.append((stringPosition, finding))
                    if let runs { runEntries[finding] = runs }
                }
            }
        }
        for summary in budget.summaryFindings() {
            findings.append(summary.finding)
            byString.append((summary.string, summary.finding))
        }
        if !emoji.isEmpty, let word = wording.languageEmoji {
            findings.append(word(LanguageEmoji(language: language, uses: emoji, location: emojiLocation)))
        }
        self.findings = findings
        self.byString = byString
        self.runEntries = runEntries
        self.scripts = written
        self.lines = slots.enumerated().map { position, slot in
            StringsReport.Line(
                language: language, slot: slot.name, strings: strings.count,
                stringsWithTofu: tofuStrings[position], distinctMissing: missingPerSlot[position].count)
        }
    }

    /// The characters a face cannot draw among those a language's strings need.
    struct Gaps {
        let face: FontFace
        /// Missing scalar -> true when the font can compose it from base + marks.
        let missing: [Unicode.Scalar: Bool]

        init(face: FontFace, needed: Set<Unicode.Scalar>, links: [FontFace] = []) {
            self.face = face
            let drawable = face.characters.subtracting(face.emptyGlyphs)
            let linked = links.map { $0.characters.subtracting($0.emptyGlyphs) }
            var missing: [Unicode.Scalar: Bool] = [:]
            for scalar in needed where !drawable.contains(scalar.value) {
                // Not in the first face's cmap but drawn by a fallback link.
                if !face.characters.contains(scalar.value), linked.contains(where: { $0.contains(scalar.value) }) { continue }
                missing[scalar] = FontFace.decomposition(of: scalar.value).map(drawable.isSuperset(of:)) ?? false
            }
            self.missing = missing
        }
    }

    /// Whether a scalar's script is sent to another entry, remembered per scalar:
    /// a language's strings reuse a small alphabet many times.
    struct ScriptCache {
        let overrides: [UnicodeScript: PackEntry]
        private var known: [UInt32: Bool] = [:]

        init(overrides: [UnicodeScript: PackEntry]) { self.overrides = overrides }

        mutating func isOverridden(_ scalar: Unicode.Scalar) -> Bool {
            // ASCII is Latin or Common, which no config sends elsewhere in practice; still exact.
            if let answer = known[scalar.value] { return answer }
            let answer = overrides[UnicodeScript.of(scalar)] != nil
            known[scalar.value] = answer
            return answer
        }
    }

    /// What a string lacks in one slot: the characters, which of them the
    /// font can compose, and the part of the string (the entry) that lacks them.
    struct FindingKey: Hashable {
        let scalars: [Unicode.Scalar]
        let composable: [Unicode.Scalar]
        /// The position of the string's part (``Part``) in its list.
        var part = 0
    }

    /// A string's characters split by the entry that draws them: all to the
    /// locale's entry, unless a run's script is sent elsewhere by `scripts`.
    /// Which entry a run takes, and why, is the resolver's answer to
    /// `resolve --text` (``BoundResolver/resolveRuns(in:request:size:options:)``).
    static func parts(
        of string: TranslatedString, _ characters: RenderedCharacters, bound: BoundResolver, scripts: inout ScriptCache
    ) -> [Part] {
        let overrides = scripts.overrides
        guard !overrides.isEmpty, characters.scalars.contains(where: { scripts.isOverridden($0) }) else {
            return characters.scalars.isEmpty ? [] : [Part(entry: bound.entry, scalars: characters.scalars)]
        }
        let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
        var parts: [Part] = []
        var seen: [Set<Unicode.Scalar>] = []
        var positions: [ObjectIdentifier: Int] = [:]
        for run in bound.resolveRuns(in: text, request: .system) {
            let target = run.resolution.entry
            let runCharacters = RenderedCharacters(text: String(text[run.run.range]), syntax: [])
            let position: Int
            if let known = positions[ObjectIdentifier(target)] {
                position = known
            } else {
                position = parts.count
                positions[ObjectIdentifier(target)] = position
                parts.append(Part(entry: target, scalars: []))
                seen.append([])
            }
            parts[position].scalars += runCharacters.scalars.filter { seen[position].insert($0).inserted }
            let reason = run.resolution.reason
            if target !== bound.entry, !parts[position].reasons.contains(reason) { parts[position].reasons.append(reason) }
        }
        return parts
    }

}

/// `U+20AB ₫ DONG SIGN, ...`, with each character's description made once:
/// Unicode names are costly to look up and findings repeat characters.
struct CharacterNames {
    private var cache: [Unicode.Scalar: String] = [:]

    mutating func describe(_ scalars: [Unicode.Scalar], limit: Int = 8) -> String {
        var shown: [String] = []
        for scalar in scalars.prefix(limit) {
            if let known = cache[scalar] {
                shown.append(known)
                continue
            }
            let name = scalar.properties.name ?? scalar.properties.nameAlias ?? ""
            let text = describeCodePoints([scalar.value]) + (name.isEmpty ? "" : " \(name)")
            cache[scalar] = text
            shown.append(text)
        }
        return shown.joined(separator: ", ") + (scalars.count > limit ? " and \(scalars.count - limit) more" : "")
    }
}
