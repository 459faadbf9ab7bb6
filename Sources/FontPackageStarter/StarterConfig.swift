internal import FontPackage
internal import FontPackageCheck
package import FontPackageInspection

/// A starter `appfont.json` made from a folder of fonts (`fontpack init`).
///
/// - Faces are grouped by family; italic faces are left out (slots are upright), and
///   so are condensed or expanded ones when the family has normal-width faces.
/// - Each family's upright faces fill the slots by OS/2 weight class, as the
///   `slot-weight` check reads them: light (1-400, nearest 300), medium (400-600,
///   nearest 500), bold (600-1000, nearest 700), each heavier than the one before;
///   a slot with no face is left to the config's weight fallback.
/// - The scripts a family covers are those of the languages fontconfig finds fully
///   covered by every face it puts in a slot, read as `OrthographyScripts` reads them (as the default-script rule does).
/// - The default family is the one covering Latin with the most such languages
///   (any family when none covers Latin).
/// - Every other family gets an entry per script it covers that the default family
///   and the families before it do not, its `env` a language of that script
///   (`ar` for Arab, `th` for Thai), with a note saying what was guessed; a
///   top-level `"fallback": ["default"]` lets default's faces draw what the
///   others lack (Latin letters, digits).
/// - A `"scripts"` map sends each of those scripts to the first entry made for
///   it: a language of the script with no entry of its own (`ur`, `ps` for
///   Arab) reaches that entry instead of default, and so does a run of the
///   script in another language's text.
package struct StarterConfig: Sendable {
    /// One entry of the config.
    package struct Entry: Sendable {
        package var env: String
        package var note: String
        package var family: String
        /// The faces by slot: 0 light, 1 medium, 2 bold.
        package var slots: [Slot]
        /// The scripts the entry was made for (empty for default).
        package var scripts: [String]
    }

    package struct Slot: Sendable {
        package var slot: Int
        package var face: FontFace
    }

    /// The entries, `default` last.
    package var entries: [Entry]
    /// Each script an entry was made for, and that entry's env (the config's
    /// `scripts`), in entry order: the first entry made for a script keeps it.
    package var scripts: [(script: String, env: String)] {
        var mapped: [(script: String, env: String)] = []
        for entry in entries where entry.env != "default" {
            for script in entry.scripts where !mapped.contains(where: { $0.script == script }) {
                mapped.append((script, entry.env))
            }
        }
        return mapped
    }
    /// What was left out and why: a family whose scripts default already covers, italic faces.
    package var notes: [String]

    static let slotNames = ["light", "medium", "bold"]

    /// The config for the faces of `index`; nil when it has no face.
    package init?(index: FontIndex) {
        let upright = index.faces.filter { !$0.isItalic }
        guard !upright.isEmpty else { return nil }
        var notes: [String] = []
        let italics = index.faces.count - upright.count
        if italics > 0 {
            notes.append("\(italics) italic face\(italics == 1 ? "" : "s") left out: the slots are upright (add \"italic\": true faces by hand)")
        }
        // Which file names more than one face, or which PostScript name more than one file: those need `file`.
        var postscriptFiles: [String: Set<String>] = [:]
        for face in index.faces { if let name = face.postscriptName { postscriptFiles[name, default: []].insert(face.file) } }

        struct Family {
            var name: String
            var slots: [Slot]
            var languages: [String]
            var scripts: Set<String>
        }
        let grouped = Dictionary(grouping: upright, by: \.family)
        let families = grouped.keys.sorted().map { name -> Family in
            let slots = Self.slots(of: grouped[name]!)
            // The languages every face in a slot covers: what a request for any slot gets.
            var common = Set(slots[0].face.fontconfigLanguages)
            for slot in slots.dropFirst() { common.formIntersection(slot.face.fontconfigLanguages) }
            let languages = common.sorted()
            let scripts = Set(languages.flatMap { OrthographyScripts.scripts(ofFontconfigLanguage: $0).map(\.rawValue) })
            return Family(name: name, slots: slots, languages: languages, scripts: scripts)
        }
        let latin = families.filter { $0.scripts.contains("Latn") }
        let candidates = latin.isEmpty ? families : latin
        let fallback = candidates.max { lhs, rhs in
            (lhs.languages.count, lhs.slots.count, rhs.name) < (rhs.languages.count, rhs.slots.count, lhs.name)
        }!

        var entries: [Entry] = []
        var covered = fallback.scripts
        // Each Han-writing language gets the family that draws its forms by default (a collection's
        // region face), when there is one; the scripts they serve are then covered.
        let files = FontFiles()
        var hanFamilies = Set<String>()
        for (env, scripts) in Self.hanLanguages {
            let serving = families.filter { scripts.isSubset(of: $0.scripts) }
            guard let locale = try? ParsedLocale(env), let region = HanRegion(locale) else { continue }
            let characters = HanForms.exemplars(for: locale)
            guard !serving.isEmpty, !characters.isEmpty,
                let family = serving.first(where: { family in
                    let face = family.slots[0].face
                    return HanForms.drawsByDefault(file: face.file, index: face.index, language: env, characters: characters, files: files)
                })
            else { continue }
            // A language default's own faces serve needs no entry of its own.
            guard family.name != fallback.name else { continue }
            hanFamilies.insert(family.name)
            covered.formUnion(scripts)
            let note = "Guessed by fontpack init: \(family.name) draws \(env)'s Han characters in \(region.name) forms by default"
                + " (it shapes them alike tagged \(env) and untagged, the han-forms test). " + Self.slotNote(family.slots)
                + " What it lacks, default draws (the top-level fallback)."
            entries.append(Entry(env: env, note: note, family: family.name, slots: family.slots, scripts: scripts.sorted()))
        }
        // The fontconfig languages an entry of the file serves, which no note may send to default.
        let served = Set(entries.flatMap { Self.fontconfigLanguages[$0.env] ?? [$0.env.lowercased()] })
        for family in families where family.name != fallback.name && !hanFamilies.contains(family.name) {
            let own = family.scripts.subtracting(covered).sorted()
            guard !own.isEmpty else {
                if family.scripts.isEmpty {
                    notes.append("\(family.name) left out: fontconfig finds no language it covers fully, so it serves no script of its own")
                } else {
                    let by = fallback.scripts.isSuperset(of: family.scripts) ? "the default family's" : "covered by default and the families before it"
                    notes.append("\(family.name) left out: its scripts (\(family.scripts.sorted().joined(separator: ", "))) are \(by)")
                }
                continue
            }
            covered.formUnion(own)
            // One entry per language standing for a script: Hira and Kana are both ja.
            var byEnv: [(env: String, scripts: [String])] = []
            for script in own {
                let env = Self.language(of: script, among: family.languages)
                if let position = byEnv.firstIndex(where: { $0.env == env }) {
                    byEnv[position].scripts.append(script)
                } else {
                    byEnv.append((env, [script]))
                }
            }
            for (env, scripts) in byEnv {
                let others = family.languages.filter { language in
                    language != env.lowercased() && !served.contains(language)
                        && !OrthographyScripts.scripts(ofFontconfigLanguage: language).isDisjoint(with: Set(scripts.compactMap(UnicodeScript.init(code:))))
                }
                let scriptList = scripts.joined(separator: ", ")
                var note = "Guessed by fontpack init: \(family.name) covers \(scriptList), which the default family \(fallback.name) does not; env \(env) stands for \(scriptList)."
                if !others.isEmpty {
                    let shown = others.prefix(8).joined(separator: ", ") + (others.count > 8 ? " and \(others.count - 8) more" : "")
                    note += " fontconfig finds \(shown) in it too: with no entry of their own they reach this one through \"scripts\" (\(scripts.joined(separator: ", ")))."
                }
                note += " " + Self.slotNote(family.slots) + " What it lacks, default draws (the top-level fallback)."
                entries.append(Entry(env: env, note: note, family: family.name, slots: family.slots, scripts: scripts))
            }
        }
        let basis = latin.isEmpty ? "no family covers Latin; it has the most languages" : "the family covering Latin with the most languages"
        entries.append(
            Entry(
                env: "default",
                note: "Guessed by fontpack init: every other language. \(fallback.name) is \(basis) (fontconfig finds \(fallback.languages.count)). "
                    + Self.slotNote(fallback.slots),
                family: fallback.name, slots: fallback.slots, scripts: []))
        self.entries = entries
        self.notes = notes
        self.sharedNames = Set(postscriptFiles.filter { $0.value.count > 1 }.keys)
        self.root = index.root
    }

    /// PostScript names more than one file has.
    let sharedNames: Set<String>

    /// Whether a face needs `file` (and `index`) beside its name: a face of a collection,
    /// a face without a PostScript name, or one whose PostScript name another file has too.
    func needsFile(_ face: FontFace) -> Bool {
        guard let name = face.postscriptName else { return true }
        return face.faceCount > 1 || sharedNames.contains(name)
    }
    /// The pack folder, which `file` paths are relative to.
    let root: String

    /// `light NotoSans-Light (300), medium ... ; no bold face (weight fallback)`.
    static func slotNote(_ slots: [Slot]) -> String {
        let filled = slots.map { "\(slotNames[$0.slot]) \($0.face.postscriptName ?? $0.face.file) (weight class \($0.face.weightClass ?? 400))" }
        let missing = slotNames.indices.filter { index in !slots.contains { $0.slot == index } }.map { slotNames[$0] }
        return "Slots by weight class: " + filled.joined(separator: ", ")
            + (missing.isEmpty ? "." : "; no \(missing.joined(separator: " or ")) face (weight fallback serves it).")
    }

    /// The faces of one family in the light, medium and bold slots by weight class,
    /// each slot's nearest within its range, each heavier than the slot before.
    static func slots(of faces: [FontFace]) -> [Slot] {
        // Normal-width faces when the family has any: a Condensed Light is no light slot for body text.
        let normal = faces.filter { !$0.hasWidthInStyle }
        let ordered = (normal.isEmpty ? faces : normal).sorted { ($0.file, $0.index) < ($1.file, $1.index) }
        let ranges: [(slot: Int, range: ClosedRange<Int>, nominal: Int)] = [(0, 1...400, 300), (1, 400...600, 500), (2, 600...1000, 700)]
        var slots: [Slot] = []
        var lighter = 0
        for (slot, range, nominal) in ranges {
            let fitting = ordered.filter { range.contains($0.weight) && $0.weight > lighter }
            // The nearest weight; of equals, a TrueType or OpenType file before WOFF (iOS registers no WOFF).
            guard let best = fitting.min(by: { (abs($0.weight - nominal), $0.isWOFF ? 1 : 0) < (abs($1.weight - nominal), $1.isWOFF ? 1 : 0) }) else { continue }
            slots.append(Slot(slot: slot, face: best))
            lighter = best.weight
        }
        return slots
    }

    /// The language an entry for `script` is for: the script's main language when
    /// the family covers it, else the first of the family's languages written in it.
    static func language(of script: String, among languages: [String]) -> String {
        if let (fontconfig, env) = mainLanguages[script], languages.contains(fontconfig) { return env }
        let unicodeScript = UnicodeScript(code: script)
        if let first = languages.first(where: { language in
            unicodeScript.map { OrthographyScripts.scripts(ofFontconfigLanguage: language).contains($0) } ?? false
        }) {
            return first
        }
        return mainLanguages[script]?.env ?? "und-\(script)"
    }

    /// The languages that write Han, each with the scripts a family needs to serve it, in the order their entries are written.
    static let hanLanguages: [(env: String, scripts: Set<String>)] = [
        ("zh-Hans", ["Hani"]), ("zh-Hant", ["Hani"]), ("zh-HK", ["Hani"]), ("ja", ["Hani", "Hira", "Kana"]), ("ko", ["Hang", "Hani"]),
    ]

    /// fontconfig's orthographies that an entry of each Han-writing language serves.
    static let fontconfigLanguages: [String: [String]] = [
        "zh-Hans": ["zh-cn", "zh-sg"], "zh-Hant": ["zh-tw"], "zh-HK": ["zh-hk", "zh-mo"], "ja": ["ja"], "ko": ["ko"],
    ]

    /// Each script's main language: fontconfig's orthography code, and the env written for it.
    static let mainLanguages: [String: (fontconfig: String, env: String)] = [
        "Arab": ("ar", "ar"), "Armn": ("hy", "hy"), "Beng": ("bn", "bn"), "Cyrl": ("ru", "ru"), "Deva": ("hi", "hi"),
        "Ethi": ("am", "am"), "Geor": ("ka", "ka"), "Grek": ("el", "el"), "Gujr": ("gu", "gu"), "Guru": ("pa", "pa"),
        "Hang": ("ko", "ko"), "Hani": ("zh-cn", "zh-Hans"), "Hebr": ("he", "he"), "Hira": ("ja", "ja"), "Kana": ("ja", "ja"),
        "Khmr": ("km", "km"), "Knda": ("kn", "kn"), "Laoo": ("lo", "lo"), "Latn": ("en", "en"), "Mlym": ("ml", "ml"),
        "Mong": ("mn-cn", "mn-Mong"), "Mymr": ("my", "my"), "Orya": ("or", "or"), "Sinh": ("si", "si"), "Taml": ("ta", "ta"),
        "Telu": ("te", "te"), "Thaa": ("dv", "dv"), "Thai": ("th", "th"), "Tibt": ("bo", "bo"),
    ]

    /// The config as JSON text, four spaces per level, ending in a line break.
    package var json: String {
        let location = SourceLocation(file: "appfont.json", line: 0, column: 0)
        func value(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind, at: location) }
        func member(_ key: String, _ kind: JSONValue.Kind) -> JSONMember { JSONMember(key: key, keyLocation: location, value: value(kind)) }
        func number(_ number: Int) -> JSONValue.Kind { .number(Double(number), text: String(number)) }
        let list = entries.map { entry in
            value(
                .object([
                    member("env", .string(entry.env)),
                    member("note", .string(entry.note)),
                    member(
                        "data",
                        .array(
                            entry.slots.map { slot in
                                var members = [member("font", number(slot.slot))]
                                let face = slot.face
                                members.append(member("name", .string(face.postscriptName ?? baseName(face.file))))
                                if needsFile(face) {
                                    members.append(member("file", .string(relative(face.file))))
                                    members.append(member("index", number(face.index)))
                                }
                                return value(.object(members))
                            })),
                ]))
        }
        var root = [member("list", .array(list))]
        // A language with no entry of its own reaches the entry of its script, not default.
        let scripts = self.scripts
        if !scripts.isEmpty {
            root.append(member("scripts", .object(scripts.map { member($0.script, .string($0.env)) })))
        }
        // What an entry's faces lack (Latin letters, the digits 0-9 a Thai or Hebrew face may not have)
        // is drawn by default's, as the platforms' own fallback would.
        if entries.count > 1 { root.append(member("fallback", .array([value(.string("default"))]))) }
        var out = ""
        value(.object(root)).write(into: &out, indent: "")
        return out + "\n"
    }

    /// `file` relative to the pack folder.
    func relative(_ file: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    func baseName(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").dropLast().joined(separator: ".")
    }
}

extension FontFace {
    /// The OS/2 weight class, 400 without one; a class outside OpenType's
    /// 1-1000 is read as its nearest end, so that every face fills a slot.
    fileprivate var weight: Int { min(max(weightClass ?? 400, 1), 1000) }

    /// A style naming a width other than normal (`Condensed Light`, `SemiExpanded Bold`).
    fileprivate var hasWidthInStyle: Bool {
        let words = style.lowercased()
        return ["condensed", "compressed", "narrow", "expanded", "extended", "wide"].contains { words.contains($0) }
    }

    /// A `.woff` or `.woff2` file.
    fileprivate var isWOFF: Bool {
        let lowered = file.lowercased()
        return lowered.hasSuffix(".woff") || lowered.hasSuffix(".woff2")
    }
}
