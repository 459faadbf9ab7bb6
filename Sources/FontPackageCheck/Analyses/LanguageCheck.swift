internal import FontPackage
internal import FontPackageStrings
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageInspection
internal import FontPackageSupport

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
        language: String, bound: BoundResolver, strings: [TranslatedString], facts: LanguageStrings,
        located: LocatedFaces, wording: FindingWording, findingsPerFile: Int = StringFindingBudget.defaultPerFile
    ) {
        let characters = facts.characters
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
        var names = CharacterNames()
        var budget = StringFindingBudget(perFile: findingsPerFile)
        // Every character some slot lacks: a string with none of them needs no look at its slots,
        // and a language that lacks none needs no look at its strings.
        var lackedAnywhere = Set<Unicode.Scalar>()
        for bySlot in gaps.values {
            for gap in bySlot.values { lackedAnywhere.formUnion(gap.missing.keys) }
        }
        for (stringPosition, string) in strings.enumerated() where !lackedAnywhere.isEmpty {
            let characters = RenderedCharacters(string)
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
        if !facts.emoji.isEmpty, let word = wording.languageEmoji {
            findings.append(word(LanguageEmoji(language: language, uses: facts.emoji, location: facts.emojiLocation)))
        }
        self.findings = findings
        self.byString = byString
        self.runEntries = runEntries
        self.scripts = facts.written
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
