internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// What one fix repairs across languages and codes: the key under which
/// ``FindingGrouping`` joins the groups that one config change, or one face,
/// repairs.
///
/// A pack that leaves a script to a Latin default says so once per language
/// and code: `default-script`, `missing-characters` per slot, `shaping-notdef`
/// per slot, and a cause of the language's strings. One entry (or one
/// `"scripts"` entry) fixes them all, so they are one cause. Likewise one
/// entry's missing Latin in every language it serves, one face's clipped ink,
/// one face's line box, the medium slot that no entry fills, the languages
/// fontconfig has no orthography for, and the emoji of the strings. A
/// shaping defect in one translation is that translation's to fix: it stays
/// a cause of its own.
enum Fix: Hashable {
    /// The faces of `env` draw none, or part, of `script`, which the languages
    /// it serves write in (their own script) or show in their strings.
    case entryScript(env: String, script: UnicodeScript, composing: Bool)
    /// The faces of `env` lack letters of other scripts than the languages'
    /// own (an Arabic entry's Latin), or symbols: one fallback link draws them.
    case entryForeign(env: String)
    /// The same characters missing from one face of an entry, in every slot and language it serves.
    case entryCharacters(code: Diagnostic.Code, env: String, font: String, characters: [UInt32])
    /// An entry's faces' ink leaving the line box, in every language it serves.
    case entryInk(env: String, platform: String?)
    /// One face's line box against the reference, in every slot it serves.
    case faceLineBox(font: String, platform: String?)
    /// No entry fills the slot.
    case noFace(slot: String)
    /// Languages fontconfig has no orthography for.
    case noOrthography(severity: Diagnostic.Severity)
    /// Emoji in the strings, drawn by the system emoji font.
    case emoji

    /// The fix as a stable text, for fingerprints that survive new strings and moved lines.
    var identity: String {
        switch self {
        case .entryScript(let env, let script, let composing):
            "fix entry \(env) script \(script.rawValue)" + (composing ? " composing" : "")
        case .entryForeign(let env): "fix entry \(env) other scripts"
        case .entryCharacters(let code, let env, let font, let characters):
            "fix \(code.rawValue) entry \(env) \(PathName.lastComponent(font)) " + characters.map { String($0, radix: 16) }.joined(separator: ",")
        case .entryInk(let env, let platform): "fix ink entry \(env)" + (platform.map { " \($0)" } ?? "")
        case .faceLineBox(let font, let platform): "fix line box \(PathName.lastComponent(font))" + (platform.map { " \($0)" } ?? "")
        case .noFace(let slot): "fix no \(slot) face"
        case .noOrthography(let severity): "fix no orthography \(severity.rawValue)"
        case .emoji: "fix emoji"
        }
    }
}

/// Finds each group's ``Fix`` and words the groups it joins.
struct FixCauses {
    /// Language -> the entry that serves it.
    private var envs: [String: String] = [:]
    /// Entry -> its faces by slot, in row order.
    private var entryFaces: [String: [(slot: String, face: FontFace?)]] = [:]
    /// Languages whose faces draw none of their own script.
    private var brokenLanguages: [String: UnicodeScript] = [:]
    /// Entry -> slot it lacks -> the face its requests use, and the slot that face fills.
    private var fallbackFaces: [String: [String: (face: String, from: String)]] = [:]
    private let faces: [FontFace]

    init(rows: [PackReport.Row], faces: [FontFace]) {
        self.faces = faces
        var drawsOwn: [String: Bool] = [:]
        var scripts: [String: UnicodeScript] = [:]
        for row in rows {
            if envs[row.language] == nil { envs[row.language] = row.env }
            if !(entryFaces[row.env]?.contains { $0.slot == row.slot } ?? false) {
                entryFaces[row.env, default: []].append((row.slot, row.face))
            }
            if let from = row.fallbackFrom, let face = row.face {
                fallbackFaces[row.env, default: [:]][row.slot] = (face.postscriptName ?? face.fullName, from)
            }
            guard let script = Self.ownScript(of: row.language) else { continue }
            scripts[row.language] = script
            let draws = row.face.map { CauseContext.draws(script, $0) } ?? false
            drawsOwn[row.language] = (drawsOwn[row.language] ?? false) || draws
        }
        for (language, draws) in drawsOwn where !draws { brokenLanguages[language] = scripts[language] }
    }

    /// The language's likely script, as the resolver reads it (`ks` in `Aran` is `Arab`); nil for Latin-free tags it cannot tell.
    static func ownScript(of language: String) -> UnicodeScript? {
        (try? ParsedLocale(language))?.unicodeScripts.first
    }

    /// The entry that serves a strings language: itself, or its tag cut short (`hy-AM` strings are checked with `hy`).
    private func env(of language: String) -> String? {
        var tag = language
        while envs[tag] == nil, let dash = tag.lastIndex(of: "-") { tag = String(tag[..<dash]) }
        return envs[tag]
    }

    /// The fix a group's findings share; nil for a group no other can join.
    func fix(of group: FindingGrouping.Group, cause: Cause?) -> Fix? {
        let finding = group.findings[0]
        if let cause {
            guard let env = cause.runEntry ?? env(of: cause.language) else { return nil }
            switch cause.gap {
            case .script(let script):
                return characters(of: script, language: cause.language, env: env, composing: cause.code == .stringComposableOnly)
            case .symbols:
                return .entryForeign(env: env)
            case .face(_, let platform) where cause.code == .clippedInk:
                return .entryInk(env: env, platform: platform)
            case .face, .problem:
                return nil
            }
        }
        // A finding that stands for a file's strings past those it lists (``StringFindingBudget``)
        // says so itself, with its own count and lines: it stays a finding of its own.
        if finding.key != nil || FindingGrouping.isAboutStrings(finding) && finding.code != .stringEmoji { return nil }
        guard group.findings.count == 1 else { return nil }
        switch finding.code {
        case .stringEmoji: return .emoji
        case .noRequirement: return .noOrthography(severity: finding.severity)
        case .weightFallback: return finding.slot.map { .noFace(slot: $0) }
        case .lineHeightMismatch: return finding.font.map { .faceLineBox(font: $0, platform: finding.platform?.rawValue) }
        case .defaultScript:
            guard let language = finding.language, let env = env(of: language), let script = Self.ownScript(of: language) else { return nil }
            return .entryScript(env: env, script: script, composing: false)
        case .missingCharacters, .shapingNotdef, .shapingSampleOnly:
            guard let language = finding.language, let env = env(of: language) else { return nil }
            // A language whose faces have none of its script: every character it lacks is that one fix's,
            // those of its sample that no string writes (`shaping-sample-only`) too.
            if let script = brokenLanguages[language] { return .entryScript(env: env, script: script, composing: false) }
            guard finding.code == .missingCharacters, !finding.missing.isEmpty, let font = finding.font else { return nil }
            return .entryCharacters(code: finding.code, env: env, font: font, characters: finding.missing)
        default:
            return nil
        }
    }

    /// The fix for letters of `script` that `language`'s strings show and `env`'s faces lack:
    /// the language's own script is the entry's to draw; another script's letters take a fallback link.
    private func characters(of script: UnicodeScript, language: String, env: String, composing: Bool) -> Fix {
        if composing || Self.ownScript(of: language) == script || env == "default" {
            return .entryScript(env: env, script: script, composing: composing)
        }
        return .entryForeign(env: env)
    }

    /// Words a group that joins the groups of one fix: its header and hint.
    /// `parts` are the groups joined, in their order; `merged` holds their findings.
    func describe(_ fix: Fix, parts: [FindingGrouping.Group], merged: inout FindingGrouping.Group) {
        let findings = merged.findings
        let languages = merged.languages
        let strings = findings.filter(FindingGrouping.isAboutStrings)
        let stringCount = strings.count
        let languageList = Self.list(languages)
        let stringsClause = stringCount == 0 ? "" : "; \(Self.count(stringCount, "string")) of theirs cannot be drawn as written"
        let hints = parts.compactMap(\.hint)
        merged.hint = hints.first
        switch fix {
        case .entryScript(let env, let script, let composing):
            let faceList = Self.faceList(entryFaces[env] ?? [])
            let missing = Set(findings.filter { FindingGrouping.isAboutStrings($0) }.flatMap(\.missing)).count
            let shown = missing == 0 ? "" : " (\(Self.count(missing, "distinct character")))"
            let drawsAny = (entryFaces[env] ?? []).contains { $0.face.map { CauseContext.draws(script, $0) } ?? false }
            let lacks = composing ? "has \(script.name) letters only as base + combining mark" : drawsAny ? "lacks part of \(script.name)" : "has no \(script.name)"
            if env == "default" {
                let named = script.name == script.rawValue ? script.name : "\(script.name) (\(script.rawValue))"
                merged.cause = "\(named) has no entry: \(languageList) fall\(languages.count == 1 ? "s" : "") to \(env) (\(faceList)), which \(lacks)"
                    + stringsClause + shown
                if !composing && !drawsAny {
                    let drawer = faces.first { CauseContext.draws(script, $0) }
                    let named = drawer.map { " (\($0.postscriptName ?? PathName.lastComponent($0.file)) in the pack folder draws \(script.name))" } ?? ""
                    let entries = languages.count == 1 ? "an entry for \(languages[0])" : "entries for \(languageList)"
                    merged.hint = "add a \"scripts\" entry for \(script.rawValue), or \(entries)\(named)"
                }
            } else {
                merged.cause = "entry \(env) (\(faceList)) \(lacks), which \(languageList) show\(languages.count == 1 ? "s" : "")" + stringsClause + shown
            }
        case .entryForeign(let env):
            let missing = Set(findings.flatMap(\.missing)).sorted().compactMap(Unicode.Scalar.init)
            var scripts: [String] = []
            for scalar in missing {
                let script = UnicodeScript.of(scalar)
                let name = script.isNeutral ? "symbols or punctuation" : script.name
                if !scripts.contains(name) { scripts.append(name) }
            }
            merged.cause = "entry \(env) (\(Self.faceList(entryFaces[env] ?? []))) lacks \(Self.list(scripts)) that \(languageList) show\(languages.count == 1 ? "s" : "")"
                + stringsClause + ": \(Self.count(missing.count, "distinct character")): "
                + describeCharacters(missing.prefix(24).map { String($0) }) + (missing.count > 24 ? " and \(missing.count - 24) more" : "")
        case .entryInk(let env, let platform):
            let clusters = Self.distinct(findings.flatMap { $0.characters ?? [] })
            let fonts = Self.distinct(findings.compactMap(\.font).map(PathName.lastComponent))
            merged.cause = "entry \(env) (\(fonts.joined(separator: ", ")))\(platform.map { " on \($0)" } ?? ""): ink leaves the line box in \(languageList)"
                + (stringCount == 0 ? "" : "; \(Self.count(stringCount, "string")) of theirs are clipped")
                + (clusters.isEmpty ? "" : ": \(Self.count(clusters.count, "distinct cluster")): " + describeCharacters(Array(clusters.prefix(12)))
                    + (clusters.count > 12 ? " and \(clusters.count - 12) more" : ""))
        case .faceLineBox, .entryCharacters:
            merged.cause = "\(Self.slotList(findings)): " + Self.afterLanguage(findings[0])
        case .noFace(let slot):
            // Each entry's own answer, so the merged block says what every finding said.
            let used = languages.map { env in
                fallbackFaces[env]?[slot].map { "\(env) \($0.face) (\($0.from))" } ?? env
            }
            merged.cause = "\(Self.count(languages.count, "entry", plural: "entries")) have no \(slot) face; their \(slot) requests use another slot's face: "
                + Self.list(used)
            merged.hint = "add a \(slot) face to each entry, or leave it if the face named is the one wanted"
        case .noOrthography:
            merged.cause = "fontconfig has no orthography for \(Self.count(languages.count, "language")): \(languageList); their coverage is measured by the other requirements and their strings"
        case .emoji:
            let emoji = Self.distinct(findings.flatMap { $0.characters ?? [] })
            merged.cause = "\(Self.count(languages.count, "language"))' strings use emoji, drawn by the system emoji font, not the pack: "
                + emoji.prefix(20).joined(separator: " ") + (emoji.count > 20 ? " and \(emoji.count - 20) more" : "")
        }
    }

    /// `as, bn and mni`; past twelve, `and N more`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let shown = items.prefix(12)
        if items.count > 12 { return shown.joined(separator: ", ") + " and \(items.count - 12) more" }
        return shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
    }

    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(value) " + (value == 1 ? noun : plural ?? noun + "s")
    }

    private static func distinct(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }

    /// `NotoSans-Regular (light, medium), NotoSans-Bold (bold)`.
    private static func faceList(_ faces: [(slot: String, face: FontFace?)]) -> String {
        var named: [(name: String, slots: [String])] = []
        for (slot, face) in faces {
            let name = face.map { $0.postscriptName ?? $0.fullName } ?? "not found"
            if let position = named.firstIndex(where: { $0.name == name }) {
                named[position].slots.append(slot)
            } else {
                named.append((name, [slot]))
            }
        }
        return named.map { "\($0.name) (\($0.slots.joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// `zh-hant, zh-Hant-TW light, medium; ar bold`: the languages with the slots their findings name,
    /// languages with the same slots together.
    private static func slotList(_ findings: [Finding]) -> String {
        var slots: [(language: String, slots: [String])] = []
        for finding in findings {
            let language = finding.language ?? ""
            let named = (finding.slot ?? "").split(separator: ",").map { $0.trimmingPrefix(" ") }.map(String.init)
            if let position = slots.firstIndex(where: { $0.language == language }) {
                for slot in named where !slots[position].slots.contains(slot) { slots[position].slots.append(slot) }
            } else {
                slots.append((language, named))
            }
        }
        var folded: [(languages: [String], slots: [String])] = []
        for (language, named) in slots {
            if let position = folded.firstIndex(where: { $0.slots == named }) {
                folded[position].languages.append(language)
            } else {
                folded.append(([language], named))
            }
        }
        return folded.map { "\($0.languages.joined(separator: ", ")) \($0.slots.joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// A finding's message past its `language slot:` lead, which the merged header says for all.
    private static func afterLanguage(_ finding: Finding) -> String {
        guard let colon = finding.message.firstRange(of: ": ") else { return finding.message }
        return String(finding.message[colon.upperBound...])
    }
}
