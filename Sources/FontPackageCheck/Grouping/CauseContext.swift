internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// What the grouping reads to find and word each cause: the faces each
/// language's slots resolve to, the pack-level findings, and how often each
/// script is missing from a language's strings.
struct CauseContext {
    private let faces: [FontFace]
    private let rows: [PackReport.Row]
    /// Language -> slot -> the face that draws it, and the entry that serves it.
    private var slotFaces: [String: [(slot: String, face: FontFace?)]] = [:]
    private var envs: [String: String] = [:]
    /// (code, language) -> script -> how many of its findings lack letters of the script.
    private var scriptCounts: [CountKey: [UnicodeScript: Int]] = [:]
    /// Findings about the pack, by language: what a string cause may restate.
    private var packFindings: [String: [Finding]] = [:]
    /// The string findings whose characters script runs took to another entry, with that entry.
    private let runEntries: [Finding: RunEntry]

    private struct CountKey: Hashable {
        let code: Diagnostic.Code
        let language: String
    }

    init(findings: [Finding], faces: [FontFace], rows: [PackReport.Row], runEntries: [Finding: RunEntry] = [:]) {
        self.faces = faces
        self.rows = rows
        self.runEntries = runEntries
        for row in rows {
            slotFaces[row.language, default: []].append((row.slot, row.face))
            if envs[row.language] == nil { envs[row.language] = row.env }
        }
        for finding in findings {
            guard let language = finding.language else { continue }
            if !Self.isAboutAString(finding) {
                packFindings[language, default: []].append(finding)
            } else if Self.lacksCharacters(finding) {
                for script in Self.letterScripts(of: finding) {
                    scriptCounts[CountKey(code: finding.code, language: language), default: [:]][script, default: 0] += 1
                }
            }
        }
    }

    /// A finding about one string, or about the strings of a file past the
    /// findings a file lists (``StringFindingBudget``): located in a string file.
    private static func isAboutAString(_ finding: Finding) -> Bool {
        finding.key != nil || (finding.location.map { FindingGrouping.isStringFile($0.file) } ?? false)
    }

    /// Findings whose cause is what the strings' faces lack.
    static func lacksCharacters(_ finding: Finding) -> Bool {
        (finding.code == .stringMissingCharacters || finding.code == .stringComposableOnly) && !finding.missing.isEmpty
    }

    /// The scripts of the letters a finding lists, Common and Inherited left out.
    static func letterScripts(of finding: Finding) -> Set<UnicodeScript> {
        var scripts = Set<UnicodeScript>()
        for value in finding.missing {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let script = UnicodeScript.of(scalar)
            if !script.isNeutral { scripts.insert(script) }
        }
        return scripts
    }

    /// The key a string file's reader names in its finding (its document
    /// path, `a11y_digits.COUNT`), and what it says of it.
    static func keyed(_ finding: Finding) -> (key: String, text: String)? {
        guard finding.key == nil, let path = finding.path, !path.isEmpty, let file = finding.location?.file,
            FindingGrouping.isStringFile(file)
        else { return nil }
        return (path, finding.message)
    }

    /// The cause of a string's finding; nil for a finding that is not about one string.
    func cause(of finding: Finding) -> Cause? {
        if let (_, text) = Self.keyed(finding), let file = finding.location?.file {
            return Cause(code: finding.code, language: finding.language ?? "", gap: .problem(file: file, text: text))
        }
        // A finding that stands for a file's strings past those listed (``StringFindingBudget``) says so
        // itself, with its own count and lines: it is not one string of a cause.
        guard finding.key != nil, let language = finding.language else { return nil }
        if Self.lacksCharacters(finding) {
            // Characters drawn by another entry's faces are that entry's to fix: a cause of their own.
            let runEntry = runEntries[finding]?.env
            let scripts = Self.letterScripts(of: finding)
            guard !scripts.isEmpty else { return Cause(code: finding.code, language: language, gap: .symbols, runEntry: runEntry) }
            // The script most of the language's strings lack, so that a string
            // lacking two scripts joins the cause its neighbours are in.
            let counts = scriptCounts[CountKey(code: finding.code, language: language)] ?? [:]
            let chosen = scripts.max { lhs, rhs in
                let left = counts[lhs] ?? 0, right = counts[rhs] ?? 0
                return left != right ? left < right : lhs.rawValue > rhs.rawValue
            }!
            return Cause(code: finding.code, language: language, gap: .script(chosen), runEntry: runEntry)
        }
        guard let font = finding.font else { return nil }
        return Cause(code: finding.code, language: language, gap: .face(font: font, platform: finding.platform?.rawValue))
    }

    /// The language the rows and pack findings know a strings language by:
    /// itself, or its tag cut short (`hy-AM` strings are checked with `hy`'s rows).
    private func checkedLanguage(_ language: String) -> String {
        var tag = language
        while slotFaces[tag] == nil, let dash = tag.lastIndex(of: "-") { tag = String(tag[..<dash]) }
        return slotFaces[tag] == nil ? language : tag
    }

    /// Words a cause's group: its header, its hint and the pack-level finding it restates.
    func describe(_ cause: Cause, of group: inout FindingGrouping.Group, names: inout CharacterNames) {
        let findings = group.findings
        let checked = checkedLanguage(cause.language)
        // Thousands of findings name a handful of slot lists: each list is split once.
        let slotLists = Set(findings.compactMap(\.slot))
        let slots = slotsOrdered(
            Set(slotLists.flatMap { $0.split(separator: ",").map { String($0.trimmingPrefix(" ")) } }), language: checked)
        // The faces that draw the characters: the language's own, or those of the entry its script runs take.
        let runs = cause.runEntry == nil ? nil : findings.lazy.compactMap { runEntries[$0] }.first
        let drawing = facesBySlot(
            slots, faces: runs?.faces ?? slotFaces[checked] ?? [], fallbackFont: findings[0].font)
        let faceList = drawing.map { "\($0.name) (\($0.slots.joined(separator: ", ")))" }.joined(separator: ", ")
        let plural = drawing.count > 1
        switch cause.gap {
        case .problem(let file, let text):
            let keys = findings.compactMap { Self.keyed($0)?.key }
            group.keys = Set(keys).count
            group.cause = "\(PathName.lastComponent(file)): \(text), at \(keys.count) key\(keys.count == 1 ? "" : "s"): "
                + keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? " and \(keys.count - 8) more" : "")
        case .face(let font, let platform):
            var seen = Set<String>()
            // A finding that names no cluster still names its code points, each a cluster of its own.
            let clusters = findings.flatMap { finding in
                if let characters = finding.characters, !characters.isEmpty { return characters }
                return finding.missing.compactMap(Unicode.Scalar.init).map { String($0) }
            }.filter { seen.insert($0).inserted }
            // With nothing to name, the header is the first finding's own words, never "0 distinct clusters".
            guard !clusters.isEmpty else { break }
            let count = "\(clusters.count) distinct \(clusters.count == 1 ? "cluster" : "clusters")"
            let said: String
            if let word = RuleRegistry.rule(declaring: cause.code)?.wording.causeClusters {
                // What happened to the clusters, and each with its code points, in the words of the code's rule.
                said = "\(count) " + word(cause.code, clusters.prefix(12), clusters.count != 1)
            } else {
                said = "\(count): " + describeCharacters(Array(clusters.prefix(12)))
            }
            group.cause = "\(cause.language) \(slots.joined(separator: ", ")): \(PathName.lastComponent(font))"
                + (platform.map { " on \($0)" } ?? "") + ": \(said)" + (clusters.count > 12 ? " and \(clusters.count - 12) more" : "")
        case .script, .symbols:
            let missing = Set(findings.flatMap(\.missing)).sorted()
            // The letters of the cause's script first: they are what the header names.
            let scalars = missing.compactMap(Unicode.Scalar.init).enumerated().sorted { lhs, rhs in
                let left = cause.gap == .script(UnicodeScript.of(lhs.element)), right = cause.gap == .script(UnicodeScript.of(rhs.element))
                return left != right ? left : lhs.offset < rhs.offset
            }.map(\.element)
            let count = "\(missing.count) distinct \(missing.count == 1 ? "character" : "characters")"
            let composing = cause.code == .stringComposableOnly
            let what: String
            switch cause.gap {
            case .script(let script) where composing:
                what = "\(plural ? "have" : "has") \(script.name) letters only as base + combining mark"
            case .script(let script) where drawing.allSatisfy({ !($0.face.map { Self.draws(script, $0) } ?? false) }):
                what = "\(plural ? "have" : "has") no \(script.name)"
            case .script(let script):
                what = "\(plural ? "lack" : "lacks") part of \(script.name)"
            default:
                what = "\(plural ? "lack" : "lacks") symbols or punctuation"
            }
            var whose = ""
            if let runs {
                // Every script whose runs took the entry, in the order the strings show them.
                var reasons: [MatchReason] = []
                for reason in findings.lazy.compactMap({ self.runEntries[$0] }).flatMap(\.reasons) where !reasons.contains(reason) {
                    reasons.append(reason)
                }
                whose = RunEntry.clause(env: runs.env, reasons: reasons) + ", whose "
            }
            group.cause = "\(cause.language): \(whose)\(faceList) \(what); the strings show \(count) \(plural ? "they" : "it") cannot draw: "
                + names.describe(scalars)
            let fix = fix(for: cause, checkedAs: checked, missing: missing, drawing: drawing.compactMap(\.face), runs: runs)
            group.hint = fix.hint
            group.sameCauseAs = fix.sameCauseAs
        }
    }

    /// The slots in the order the language's rows give them (light, medium, bold, ...).
    private func slotsOrdered(_ slots: Set<String>, language: String) -> [String] {
        let order = (slotFaces[language] ?? []).map(\.slot) + ["light", "medium", "bold"]
        return slots.sorted { lhs, rhs in
            let left = order.firstIndex(of: lhs) ?? order.count, right = order.firstIndex(of: rhs) ?? order.count
            return left != right ? left < right : lhs < rhs
        }
    }

    /// Each face that draws the slots, once, with its slots: `NotoSansArabic-Light (light, medium)`.
    private func facesBySlot(
        _ slots: [String], faces: [(slot: String, face: FontFace?)], fallbackFont: String?
    ) -> [(name: String, face: FontFace?, slots: [String])] {
        var drawing: [(name: String, face: FontFace?, slots: [String])] = []
        for slot in slots {
            let face = faces.first { $0.slot == slot }?.face
            let name = face.map { $0.postscriptName ?? $0.fullName } ?? fallbackFont.map(PathName.lastComponent) ?? "?"
            if let position = drawing.firstIndex(where: { $0.name == name }) {
                drawing[position].slots.append(slot)
            } else {
                drawing.append((name, face, [slot]))
            }
        }
        return drawing
    }

    /// Whether a face maps any character of the script.
    static func draws(_ script: UnicodeScript, _ face: FontFace) -> Bool {
        script.ranges.contains { range in
            face.characters.ranges.contains { $0.lowerBound <= range.upperBound && range.lowerBound < $0.upperBound }
        }
    }

    /// The config change that fixes a cause, and the pack-level finding that already states it.
    ///
    /// A language that falls to default and lacks its own script is fixed as
    /// `default-script` says: an entry for it, or a `scripts` entry. A
    /// language whose own entry lacks part of its own script needs a face
    /// that draws it. Letters of another script, or symbols, are drawn by a
    /// fallback link to an entry whose face has them.
    ///
    /// Characters that script runs take to another entry are that entry's
    /// to draw: its faces need the run's script, or a fallback link for the
    /// rest; what the pack-level findings say of the language's own faces is
    /// not their cause.
    private func fix(
        for cause: Cause, checkedAs checked: String, missing: [UInt32], drawing: [FontFace], runs: RunEntry?
    ) -> (hint: String?, sameCauseAs: String?) {
        let language = cause.language
        let env = runs?.env ?? envs[checked]
        let runScripts = (runs?.reasons ?? []).compactMap { reason -> UnicodeScript? in
            if case .scriptOverride(let script) = reason { return script }
            return nil
        }
        let ownScripts = runs == nil ? (try? ParsedLocale(language))?.unicodeScripts ?? [] : runScripts
        let packFindings = runs == nil ? packFindings[checked] ?? [] : []
        func said(_ finding: Finding) -> String {
            (finding.location.map { "\($0) " } ?? "") + "[\(finding.code.rawValue)]"
        }
        let drawingFiles = Set(drawing.map(\.file))
        func drawsAll(_ face: FontFace) -> Bool {
            !drawingFiles.contains(face.file) && missing.allSatisfy { face.characters.contains($0) && !face.emptyGlyphs.contains($0) }
        }
        if case .script(let script) = cause.gap, ownScripts.contains(script) {
            let restated = packFindings.first { $0.code == .defaultScript }
                ?? packFindings.first { finding in
                    finding.code == .missingCharacters && finding.missing.contains { missing.contains($0) }
                }
            // The pack's faces in use first (an entry's light face before the folder's others), then the rest of the folder.
            let candidates = rows.compactMap(\.face) + faces
            let packFace = candidates.first { face in !drawingFiles.contains(face.file) && drawsAll(face) }
                ?? candidates.first { !drawingFiles.contains($0.file) && Self.draws(script, $0) }
            let drawer = packFace.map { " (\($0.postscriptName ?? PathName.lastComponent($0.file)) in the pack folder draws \(script.name))" } ?? ""
            if runs == nil, env == "default" && language != "default" {
                return ("add an entry for \(language), or a \"scripts\" entry for \(script.rawValue)\(drawer)", restated.map(said))
            }
            if runs == nil, let env, env != checked, !checked.hasPrefix(env + "-") {
                return ("add an entry for \(language); it uses the \"\(env)\" entry's faces now\(drawer)", restated.map(said))
            }
            let entry = env.map { "the \"\($0)\" entry" } ?? "its entry"
            return ("give \(entry) faces that draw \(script.name)\(drawer)", restated.map(said))
        }
        // The entries whose own faces draw the characters: a fallback link to one of them fixes the group.
        var entries: [(env: String, file: String)] = []
        for row in rows {
            guard let face = row.face, drawsAll(face), !entries.contains(where: { $0.env == row.env }) else { continue }
            entries.append((row.env, face.file))
        }
        let target = env.map { " to the \"\($0)\" entry" } ?? " to the config"
        if let entry = entries.first(where: { $0.env == "default" }) ?? entries.first, entry.env != env {
            return (
                "a fallback link to \(entry.env) draws them (\(PathName.lastComponent(entry.file))): "
                    + "add \"fallback\": [\"\(entry.env)\"]\(target)", nil
            )
        }
        // No entry uses such a face, but the pack folder holds one.
        guard let face = faces.first(where: drawsAll) else { return (nil, nil) }
        return ("\(PathName.lastComponent(face.file)) in the pack folder draws them: add it to the fallback of \(env.map { "the \"\($0)\" entry" } ?? "the language's entry")", nil)
    }
}
