public import FontPackage
public import FontPackageInspection
internal import FontPackageSupport

/// What `fontpack check` checks and how strictly.
public struct PackCheckOptions: Sendable {
    /// The pack folder that `name` and `file` are found in.
    public var fontsFolder: String
    /// Languages to check; nil checks every `env` of the config, and
    /// `default` against English.
    public var languages: [String]?
    public var level: CoverageLevel
    public var inspector: FontInspector.Options
    /// Worker threads for reading fonts; nil uses every core.
    public var workers: Int?
    /// The app's translated strings, checked against the fonts that will draw them.
    public var strings: StringsCheckOptions?
    /// Shape each language's sample text (and the strings) with HarfBuzz.
    public var shaping: Bool = true

    public init(
        fontsFolder: String, languages: [String]? = nil, level: CoverageLevel = .fontconfig,
        inspector: FontInspector.Options = FontInspector.Options(), workers: Int? = nil,
        strings: StringsCheckOptions? = nil
    ) {
        self.fontsFolder = fontsFolder
        self.languages = languages
        self.level = level
        self.inspector = inspector
        self.workers = workers
        self.strings = strings
    }
}

/// The outcome of checking a pack: the findings, and a row per language and
/// slot saying which font would be used and how well it covers the language.
public struct PackReport: Sendable {
    public struct Row: Sendable {
        public var language: String
        public var env: String
        /// The slot asked for (`light`, `medium`, `bold`, `medium italic`).
        public var slot: String
        /// The config face that serves it, after fallback.
        public var configFace: PackFace
        /// The slot that face fills, when it is not the one asked for.
        public var fallbackFrom: String?
        /// The font found for it; nil when it could not be found or read.
        public var face: FontFace?
        public var verdicts: [CoverageVerdict]
        /// What HarfBuzz does not render of the language's sample text; nil
        /// when shaping is off or the language has no shaping data.
        public var shaping: [ShapingFailure]? = nil
    }

    public var findings: [Finding]
    public var rows: [Row]
    /// Every face read from the pack folder.
    public var faces: [FontFace]
    public var level: CoverageLevel
    /// The strings check, when strings were given.
    public var strings: StringsReport?

    public func count(_ severity: Diagnostic.Severity) -> Int { findings.filter { $0.severity == severity }.count }
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// Checks every font a config names: that it exists, is the weight its slot
/// claims, and covers what each language needs, for the font each language
/// and slot would really get (locale matching and weight fallback included).
/// Nothing stops at the first problem.
public enum PackChecker: Sendable {
    public static func check(config: FontPackConfig, options: PackCheckOptions) throws(FontLookupError) -> PackReport {
        // Index from the cmaps only; glyphs are loaded below for the characters that matter.
        var indexing = options.inspector
        indexing.scanGlyphInk = false
        let index = try FontIndex(folder: options.fontsFolder, options: indexing, workers: options.workers)
        var findings = index.failures.map {
            Finding(.error, Diagnostic.Code.fontUnreadable, "font file cannot be read: \($0.message)", font: $0.file)
        }
        findings += index.damaged.map(Finding.init(damage:)) + index.linksOutside.map(Finding.init(linkOutside:))
        var faces = locateFaces(of: config, in: index, findings: &findings)
        let units = languagesToCheck(config: config, options: options, findings: &findings)
        var requirements: [String: LanguageRequirements] = [:]
        for unit in units where requirements[unit.language] == nil {
            requirements[unit.language] = LanguageRequirements(
                for: unit.locale, fontconfigCode: unit.fontconfigCode, named: unit.language, level: options.level)
        }
        let strings = options.strings.map {
            StringsChecker.prepare(config: config, options: $0, languages: options.languages, findings: &findings)
        }
        if options.inspector.scanGlyphInk {
            var wanted = InkWanted(faces: faces)
            for unit in units {
                let characters = requirements[unit.language]!.requirements.reduce(CodePointSet()) { $0.union($1.characters) }
                wanted.add(characters, to: unit.entry)
            }
            for (entry, scalars) in strings?.charactersByEntry ?? [] {
                wanted.add(CodePointSet(scalars.map(\.value)), to: entry)
            }
            wanted.scan(into: &faces, workers: options.workers)
        }

        findings += DefaultScriptCheck.findings(units: units, config: config, faces: faces)
        // Slot sanity concerns the entries being checked (all of them unless --languages narrows it).
        let checkedEntries = Set(units.map { ObjectIdentifier($0.entry) })
        for entry in config.entries where checkedEntries.contains(ObjectIdentifier(entry)) {
            findings += slotSanity(of: entry, faces: faces[ObjectIdentifier(entry)] ?? [:])
        }
        var rows: [PackReport.Row] = []
        var coverageCache: [CoverageKey: [CoverageVerdict]] = [:]
        for unit in units {
            let requirements = requirements[unit.language]!
            findings += requirements.unavailable.map { missing in
                Finding(
                    missing.kind == .fontconfig ? .warning : .note, Diagnostic.Code.noRequirement,
                    "\(unit.language): no \(missing.kind.rawValue) character set: \(missing.reason)", at: unit.entry.location,
                    language: unit.language, requirement: missing.kind.rawValue)
            }
            var unitRows: [PackReport.Row] = []
            for (slot, italic) in slotsToCheck(unit.entry) {
                let faceIndex = unit.entry.faceIndex(slot: slot, weight: slot.weight, italic: italic)
                let spec = unit.entry.faces[faceIndex]
                let asked = italic ? "\(slot.name) italic" : slot.name
                let face = faces[ObjectIdentifier(unit.entry)]?[faceIndex]
                var verdicts: [CoverageVerdict] = []
                if let face {
                    let key = CoverageKey(file: face.file, index: face.index, language: unit.language)
                    verdicts = coverageCache[key] ?? face.coverage(of: requirements)
                    coverageCache[key] = verdicts
                    findings += coverageFindings(verdicts, language: unit.language, slot: asked, location: spec.location, face: face)
                }
                let row = PackReport.Row(
                    language: unit.language, env: unit.entry.env, slot: asked, configFace: spec,
                    fallbackFrom: spec.slotDescription == asked ? nil : spec.slotDescription, face: face,
                    verdicts: verdicts)
                unitRows.append(row)
            }
            findings += unevenCoverage(unitRows, entry: unit.entry)
            rows += unitRows
        }
        let stringsReport = strings.map { StringsChecker.check($0, faces: faces, findings: &findings) }
        if options.shaping {
            let locales = Dictionary(units.map { ($0.language, $0.locale) }, uniquingKeysWith: { first, _ in first })
            findings += PackShaping.checkLanguages(rows: &rows, locales: locales, workers: options.workers)
            if let strings { findings += PackShaping.checkStrings(strings, faces: faces, workers: options.workers) }
        }
        return PackReport(
            findings: ordered(findings), rows: rows, faces: index.faces, level: options.level, strings: stringsReport)
    }

    /// The characters each face in use must be checked for ink: what its
    /// languages require and what the app's strings show in it.
    struct InkWanted {
        private var byFace: [FaceID: CodePointSet] = [:]
        private let faces: [ObjectIdentifier: [Int: FontFace]]

        struct FaceID: Hashable {
            let file: String
            let index: Int
        }

        init(faces: [ObjectIdentifier: [Int: FontFace]]) { self.faces = faces }

        /// Adds `characters` for every face that may draw the entry's text (all slots).
        mutating func add(_ characters: CodePointSet, to entry: PackEntry) {
            for (slot, italic) in PackChecker.slotsToCheck(entry) {
                let position = entry.faceIndex(slot: slot, weight: slot.weight, italic: italic)
                guard let face = faces[ObjectIdentifier(entry)]?[position] else { continue }
                let id = FaceID(file: face.file, index: face.index)
                byFace[id] = (byFace[id] ?? CodePointSet()).union(characters.intersection(face.characters))
            }
        }

        /// Loads the wanted glyphs, every face on its own worker, and records the empty ones.
        func scan(into faces: inout [ObjectIdentifier: [Int: FontFace]], workers: Int?) {
            let ids = Array(byFace.keys)
            let results = FontInspector.inkAll(
                ids.map { InkRequest(file: $0.file, index: $0.index, codePoints: byFace[$0]!) }, workers: workers)
            var found: [FaceID: InkResult] = [:]
            for (id, result) in zip(ids, results) { found[id] = result }
            for (entry, located) in faces {
                for (position, face) in located {
                    guard let result = found[FaceID(file: face.file, index: face.index)] else { continue }
                    faces[entry]?[position]?.emptyGlyphs = result.empty
                    faces[entry]?[position]?.unloadableGlyphs = result.unloadable
                }
            }
        }
    }

    struct CoverageKey: Hashable {
        let file: String
        let index: Int
        let language: String
    }

    struct Unit {
        let language: String
        let locale: ParsedLocale
        let entry: PackEntry
        /// Set for an `fc:` language: fontconfig's orthography is checked verbatim.
        var fontconfigCode: String? = nil
    }

    /// Finds each config face in the pack; a face that cannot be found is a finding.
    static func locateFaces(
        of config: FontPackConfig, in index: FontIndex, findings: inout [Finding]
    ) -> [ObjectIdentifier: [Int: FontFace]] {
        var located: [ObjectIdentifier: [Int: FontFace]] = [:]
        for entry in config.entries {
            for (position, spec) in entry.faces.enumerated() {
                do {
                    let face: FontFace
                    if let file = spec.file {
                        face = try index.find(file: file, index: spec.index ?? 0)
                        if !face.answers(to: spec.name) {
                            findings.append(
                                Finding(
                                    .warning, Diagnostic.Code.nameMismatch,
                                    "\(entry.env) \(spec.slotDescription): file \(file) holds \(face.postscriptName ?? face.fullName), not \"\(spec.name)\"", at: spec.location,
                                    language: entry.env, slot: spec.slotDescription, font: face.file))
                        }
                    } else {
                        let named = try index.find(name: spec.name)
                        if let wanted = spec.index, wanted != named.index {
                            face = try index.find(file: index.relativePath(of: named), index: wanted)
                        } else {
                            face = named
                        }
                    }
                    located[ObjectIdentifier(entry), default: [:]][position] = face
                } catch {
                    findings.append(lookupFinding(error, entry: entry, spec: spec, folder: index.root))
                }
            }
        }
        return located
    }

    static func lookupFinding(_ error: FontLookupError, entry: PackEntry, spec: PackFace, folder: String) -> Finding {
        let code: Diagnostic.Code
        var font: String?
        switch error.reason {
        case .notFound: code = Diagnostic.Code.fontNotFound
        case .ambiguous: code = Diagnostic.Code.fontAmbiguous
        case .unreadable(let inspection):
            code = Diagnostic.Code.fontUnreadable
            font = inspection.file
        case .noSuchFace: code = Diagnostic.Code.noSuchFace
        case .outsidePack, .folderUnreadable: code = Diagnostic.Code.fontNotFound
        }
        return Finding(
            .error, code, "\(entry.env) \(spec.slotDescription): \(error) (in \(folder))", at: spec.location, language: entry.env,
            slot: spec.slotDescription, font: font)
    }

    /// The weight classes agree with the slots, slants with the italic flags, and one family serves the entry.
    static func slotSanity(of entry: PackEntry, faces: [Int: FontFace]) -> [Finding] {
        var findings: [Finding] = []
        for (position, spec) in entry.faces.enumerated() {
            guard let face = faces[position] else { continue }
            let name = face.postscriptName ?? face.fullName
            if let weightClass = face.weightClass {
                let expected: ClosedRange<Int> =
                    switch spec.slot {
                    case .light?: 1...400
                    case .medium?: 400...600
                    case .bold?: 600...1000
                    case nil: max(1, spec.weight - 99)...min(1000, spec.weight + 99)
                    }
                if !expected.contains(weightClass) {
                    findings.append(
                        Finding(
                            .warning, Diagnostic.Code.slotWeight,
                            "\(entry.env) \(spec.slotDescription) holds \(name), whose weight class is \(weightClass) (a \(spec.slotDescription) face is \(expected.lowerBound)-\(expected.upperBound))", at: spec.location,
                            language: entry.env, slot: spec.slotDescription, font: face.file))
                }
            }
            if face.isItalic && !spec.italic {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.italicInUprightSlot,
                        "\(entry.env) \(spec.slotDescription) holds \(name), an italic face, in an upright slot; add \"italic\": true or use the upright face", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            } else if !face.isItalic && spec.italic {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.uprightInItalicSlot,
                        "\(entry.env) \(spec.slotDescription) is marked italic but \(name) is upright", at: spec.location,
                        language: entry.env, slot: spec.slotDescription, font: face.file))
            }
        }
        for italic in [false, true] {
            let ordered = entry.faces.enumerated()
                .filter { $0.element.italic == italic }
                .compactMap { position, spec in faces[position].flatMap { face in face.weightClass.map { (spec, face, $0) } } }
                .sorted { $0.0.weight < $1.0.weight }
            for (lighter, heavier) in zip(ordered, ordered.dropFirst()) where lighter.2 >= heavier.2 {
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.weightOrder,
                        "\(entry.env): \(lighter.0.slotDescription) (\(lighter.1.postscriptName ?? lighter.1.fullName), weight class \(lighter.2)) is not lighter than \(heavier.0.slotDescription) (\(heavier.1.postscriptName ?? heavier.1.fullName), weight class \(heavier.2))", at: heavier.0.location,
                        language: entry.env, slot: heavier.0.slotDescription, font: heavier.1.file))
            }
        }
        let families = Dictionary(grouping: faces.sorted { $0.key < $1.key }, by: { $0.value.family })
        if families.count > 1 {
            let list = families.keys.sorted().map { family in
                "\(family) (\(families[family]!.map { entry.faces[$0.key].slotDescription }.joined(separator: ", ")))"
            }
            findings.append(
                Finding(
                    .warning, Diagnostic.Code.mixedFamilies,
                    "\(entry.env) mixes \(families.count) families across its slots: \(list.joined(separator: "; "))", at: entry.location,
                    language: entry.env))
        }
        if !entry.usesNumericWeights {
            for slot in WeightSlot.allCases where !entry.faces.contains(where: { $0.slot == slot && !$0.italic }) {
                let used = entry.faces[entry.faceIndex(slot: slot, weight: slot.weight, italic: false)]
                findings.append(
                    Finding(
                        .note, Diagnostic.Code.weightFallback,
                        "\(entry.env) has no \(slot.name) face; \(slot.name) requests use \(used.name) (\(used.slotDescription); order \(slot.fallbackOrder.map(\.name).joined(separator: " -> ")))", at: entry.location,
                        language: entry.env, slot: slot.name))
            }
        }
        return findings
    }

    /// The languages named with `--languages`, each resolved as an app would;
    /// else every entry for its own language and `default` for English.
    static func languagesToCheck(config: FontPackConfig, options: PackCheckOptions, findings: inout [Finding]) -> [Unit] {
        guard let languages = options.languages else {
            var units: [Unit] = []
            for entry in config.entries {
                if let locale = entry.locale {
                    units.append(Unit(language: entry.env, locale: locale, entry: entry))
                } else if let english = try? ParsedLocale("en") {
                    units.append(Unit(language: "en", locale: english, entry: entry))
                }
            }
            return units
        }
        let resolver = FontResolver(config: config)
        var units: [Unit] = []
        for language in languages {
            do {
                let checked = try CheckedLanguage(language)
                if let note = checked.note {
                    findings.append(Finding(.note, Diagnostic.Code.bcp47Reading, note, language: language))
                }
                let bound = try resolver.bind(locale: checked.locale.input)
                units.append(
                    Unit(language: language, locale: checked.locale, entry: bound.entry, fontconfigCode: checked.fontconfigCode))
            } catch let error as LocaleError {
                findings.append(Finding(.error, Diagnostic.Code.invalidLanguage, error.description, language: language))
            } catch {
                findings.append(
                    Finding(
                        .error, Diagnostic.Code.noEntry, "\(language): \(error)", at: SourceLocation(file: config.file, line: 0, column: 0), language: language))
            }
        }
        return units
    }

    /// The upright slots always; italic slots too when the entry has italic faces.
    static func slotsToCheck(_ entry: PackEntry) -> [(WeightSlot, Bool)] {
        let upright = WeightSlot.allCases.map { ($0, false) }
        return entry.hasItalicFaces ? upright + WeightSlot.allCases.map { ($0, true) } : upright
    }

    static func coverageFindings(
        _ verdicts: [CoverageVerdict], language: String, slot: String?, location: SourceLocation?, face: FontFace
    ) -> [Finding] {
        let name = face.postscriptName ?? face.fullName
        let subject = [language, slot].compactMap { $0 }.joined(separator: " ")
        var findings: [Finding] = []
        for verdict in verdicts {
            let source = verdict.requirement.source
            func add(_ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ codePoints: [UInt32], _ what: String) {
                guard !codePoints.isEmpty else { return }
                findings.append(
                    Finding(
                        severity, code, "\(subject): \(name) \(what): \(describeCodePoints(codePoints))", at: location,
                        language: language, slot: slot, font: face.file, requirement: verdict.requirement.name,
                        missing: codePoints,
                        composable: code == Diagnostic.Code.composableOnly ? codePoints : nil))
            }
            let missing = verdict.uncomposable.codePoints
            add(.error, Diagnostic.Code.missingCharacters, missing,
                "lacks \(missing.count) of \(verdict.required) characters (\(source))")
            let empty = verdict.empty.codePoints
            add(.error, Diagnostic.Code.emptyGlyphs, empty,
                "maps \(empty.count) characters to empty glyphs, drawn as nothing (\(source))")
            let composable = verdict.composable.codePoints
            add(.warning, Diagnostic.Code.composableOnly, composable,
                "has no precomposed form of \(composable.count) letters but has their base letters and combining marks, "
                    + "so they render only where the text engine composes them")
        }
        return findings
    }

    /// A note when the slots of one language do not cover the same characters.
    static func unevenCoverage(_ rows: [PackReport.Row], entry: PackEntry) -> [Finding] {
        var findings: [Finding] = []
        let measured = rows.filter { $0.face != nil }
        guard let first = measured.first else { return [] }
        for (position, verdict) in first.verdicts.enumerated() {
            let counts = measured.map { $0.verdicts[position].missing.count + $0.verdicts[position].empty.count }
            guard Set(counts).count > 1 else { continue }
            let detail = zip(measured, counts).map { "\($0.slot) \($1)" }.joined(separator: ", ")
            findings.append(
                Finding(
                    .note, Diagnostic.Code.unevenCoverage,
                    "\(first.language): the slots cover \(verdict.requirement.name) unevenly; missing per slot: \(detail)", at: entry.location,
                    language: first.language, requirement: verdict.requirement.name))
        }
        return findings
    }

    /// Config order, as a compiler reports; findings about font files first.
    static func ordered(_ findings: [Finding]) -> [Finding] {
        findings.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? -1, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? -1, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}

extension FontFace {
    /// Whether `name` is one of the names the face is known by, or its file's base name.
    func answers(to name: String) -> Bool {
        let wanted = name.lowercased()
        let familyStyles = familyNames.flatMap { family in styleNames.map { "\(family) \($0)" } }
        let names = [postscriptName].compactMap { $0 } + fullNames + familyStyles + [fileBaseName]
        return names.contains { $0.lowercased() == wanted }
    }

    /// The file's name without folder and extension.
    var fileBaseName: String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
