package import FontPackage
package import FontPackageCheck
package import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// The requests every export answers for each entry: the four UIFont
/// constructors without a name, as `fontpack resolve` asks them.
package enum ExportSlot: String, CaseIterable, Sendable, Hashable {
    /// `systemFont(ofSize:)`: `--system`.
    case light
    /// `systemFont(ofSize:weight: .medium)`: `--weight medium`.
    case medium
    /// `boldSystemFont(ofSize:)`: `--bold`.
    case bold
    /// `italicSystemFont(ofSize:)`: `--italic`.
    case italic

    /// The request `resolve` makes for the slot.
    package var request: FontRequest {
        switch self {
        case .light: .system
        case .medium: .systemWeighted(.medium)
        case .bold: .boldSystem
        case .italic: .italicSystem
        }
    }
}

/// The located pack as every export reads it: per entry and slot, the
/// ordered faces that draw it (the slot's own face first; fallback links,
/// when the config has them, after it), and which entry serves each
/// language tag. Built from a ``PackReport`` alone: the faces are the ones
/// the check located, chosen by the resolver's own request rules.
package struct ExportedPack: Sendable {
    /// One entry and the faces of its slots.
    package struct Entry: Sendable {
        /// The config entry.
        package let entry: PackEntry
        /// Per slot, the faces in order; the first is the face `resolve` gives.
        package let chains: [ExportSlot: [FontFace]]
        /// For an entry with italic faces: per weight slot, the italic faces in order.
        let italicChains: [WeightSlot: [FontFace]]

        /// The entry's `env`.
        package var env: String { entry.env }
        /// The face `resolve` gives for `slot`.
        package func face(_ slot: ExportSlot) -> FontFace? { chains[slot]?.first }
    }

    /// One language tag and the entry that serves it.
    package struct LanguageRule: Sendable {
        /// The tag, lowercased, `-`-separated (`vi`, `zh-tw`, `zh-hant`).
        package let tag: String
        /// True for a tag with a script or region: it must match exactly, and
        /// comes after every bare language, whose rule it overrides.
        package let exact: Bool
        /// The entry that serves it.
        package let entry: Entry
    }

    /// Every entry whose slots were all located, in config order.
    package let entries: [Entry]
    /// The `default` entry, when the config has one and its faces were located.
    package let defaultEntry: Entry?
    /// The language tags whose entry is not the one a shorter tag (or
    /// `default`) already gives: bare languages first, then exact tags.
    package let languages: [LanguageRule]
    /// Config faces no face of the pack serves (`vi bold: NotoSerif-Bold`):
    /// an export of such a pack would be wrong, so the exporters refuse it.
    let unlocated: [String]
    /// The pack folder, as the check was given it.
    package let fontsFolder: String
    /// The config the pack was checked with.
    package let config: FontPackConfig

    /// Reads the located pack of a check.
    package init(report: PackReport) {
        config = report.config
        fontsFolder = report.fontsFolder
        let resolver = FontResolver(config: report.config)
        // Any binding serves: the override below forces the entry.
        let anchor = (report.config.entries.compactMap { $0.locale?.input } + ["en"]).lazy
            .compactMap { try? resolver.bind(locale: $0) }.first
        var entries: [Entry] = []
        // Why the check found no face for a config face (by its JSON path), so a refusal says it.
        var whyUnlocated: [String: String] = [:]
        for case .face(let error, _, let spec, _) in report.located.locations.problems {
            whyUnlocated[spec.path] = error.description
        }
        // Each config face no face serves, once, with every slot it leaves empty.
        var unlocated: [(spec: PackFace, env: String, slots: [String])] = []
        func leaveEmpty(_ entry: PackEntry, _ position: Int, _ slot: String) {
            let spec = entry.faces[position]
            if let known = unlocated.firstIndex(where: { $0.spec.path == spec.path }) {
                unlocated[known].slots.append(slot)
            } else {
                unlocated.append((spec, entry.env, [slot]))
            }
        }
        for entry in report.config.entries {
            var chains: [ExportSlot: [FontFace]] = [:]
            var missing = false
            for slot in ExportSlot.allCases {
                guard let anchor else { missing = true; break }
                let resolution = anchor.resolve(slot.request, options: ResolveOptions(override: .entry(entry)))
                guard let position = resolution.faceIndex else { continue }
                if let face = report.located.face(of: entry, at: position) {
                    let requested = resolution.requested
                    chains[slot] = Self.chain(face, report.located, entry, requested.slot, italic: requested.italic)
                } else {
                    missing = true
                    leaveEmpty(entry, position, slot.rawValue)
                }
            }
            var italicChains: [WeightSlot: [FontFace]] = [:]
            if entry.hasItalicFaces {
                for slot in WeightSlot.allCases {
                    let position = entry.faceIndex(slot: slot, weight: slot.weight, italic: true)
                    if let face = report.located.face(of: entry, at: position) {
                        italicChains[slot] = Self.chain(face, report.located, entry, slot, italic: true)
                    } else {
                        missing = true
                        leaveEmpty(entry, position, "\(slot.name) italic")
                    }
                }
            }
            if !missing { entries.append(Entry(entry: entry, chains: chains, italicChains: italicChains)) }
        }
        self.entries = entries
        self.unlocated = unlocated.map { face in
            "\(face.env) \(face.slots.joined(separator: ", ")): \(face.spec.name)"
                + (whyUnlocated[face.spec.path].map { " (\($0))" } ?? "")
        }
        let defaultEntry = entries.first { $0.entry.locale == nil }
        self.defaultEntry = defaultEntry
        languages = Self.languageRules(config: report.config, entries: entries, defaultEntry: defaultEntry)
    }

    /// The face `resolve` gives, then the links of the check's located chain
    /// of the slot (whose first face is the entry's own), each face once. An
    /// italic request to an entry without italic faces reads the upright
    /// slot's chain, as the check locates it.
    static func chain(_ face: FontFace, _ located: LocatedFaces, _ entry: PackEntry, _ slot: WeightSlot, italic: Bool) -> [FontFace] {
        var chain = [face]
        guard let checked = CheckedSlot.all(of: entry).first(where: { $0.slot == slot && $0.italic == italic })
            ?? CheckedSlot.all(of: entry).first(where: { $0.slot == slot })
        else { return chain }
        for link in located.chainFaces(of: entry, checked).dropFirst() where !chain.contains(where: { $0.id == link.id }) {
            chain.append(link)
        }
        return chain
    }

    /// Every face the pack's slots and their fallback chains use, once, in
    /// config order: a variable file at two instances is two faces. What an
    /// export writes per file reads ``fileFaces``.
    package var faces: [FontFace] {
        var seen = Set<FaceID>()
        var faces: [FontFace] = []
        for entry in entries {
            let chains = ExportSlot.allCases.compactMap { entry.chains[$0] } + WeightSlot.allCases.compactMap { entry.italicChains[$0] }
            for face in chains.joined() where seen.insert(face.id).inserted { faces.append(face) }
        }
        return faces
    }

    /// The path of a face's file inside the pack folder (`NotoSans/NotoSans-Light.ttf`).
    package func relativePath(of face: FontFace) -> String {
        let prefix = fontsFolder.hasSuffix("/") ? fontsFolder : fontsFolder + "/"
        return face.file.hasPrefix(prefix) ? String(face.file.dropFirst(prefix.count)) : face.file
    }

    /// The tags a platform may ask with: fontconfig's orthography codes, each
    /// entry's `env`, and each entry language with the scripts its entries
    /// name (`zh-hans`, `zh-hant`); each resolved by the resolver, kept when
    /// its entry differs from the one its bare language (or `default`) gives.
    static func languageRules(config: FontPackConfig, entries: [Entry], defaultEntry: Entry?) -> [LanguageRule] {
        let resolver = FontResolver(config: config)
        var candidates = Set(FontconfigLanguages.all.map(normalized))
        for entry in config.entries {
            guard let locale = entry.locale else { continue }
            candidates.insert(normalized(entry.env))
            candidates.insert(locale.tag.language.lowercased())
            if let script = locale.tag.script {
                candidates.insert("\(locale.tag.language)-\(script)".lowercased())
            }
        }
        let byEnv = Dictionary(entries.map { ($0.entry.env, $0) }, uniquingKeysWith: { first, _ in first })
        func serving(_ tag: String) -> Entry? {
            guard let bound = try? resolver.bind(locale: tag) else { return nil }
            return byEnv[bound.entry.env]
        }
        var bare: [LanguageRule] = []
        var exact: [LanguageRule] = []
        var bareEntry: [String: Entry?] = [:]
        func effective(language: String) -> Entry? {
            if let known = bareEntry[language] { return known }
            let entry = serving(language) ?? defaultEntry
            bareEntry[language] = entry
            return entry
        }
        for tag in candidates.sorted() {
            let parts = tag.split(separator: "-", maxSplits: 1)
            let language = String(parts[0])
            guard let entry = serving(tag) else { continue }
            if parts.count == 1 {
                _ = effective(language: language)
                if entry.entry !== defaultEntry?.entry { bare.append(LanguageRule(tag: tag, exact: false, entry: entry)) }
            } else if entry.entry !== effective(language: language)?.entry {
                exact.append(LanguageRule(tag: tag, exact: true, entry: entry))
            }
        }
        return bare + exact
    }

    /// `zh_TW` -> `zh-tw`.
    static func normalized(_ tag: String) -> String {
        tag.replacing("_", with: "-").lowercased()
    }
}

/// Why a pack cannot be exported.
package struct ExportError: Error, CustomStringConvertible {
    /// What is wrong, for the command line.
    package let description: String

    package init(_ description: String) { self.description = description }

    /// Refuses a pack some of whose slots have no face.
    package static func check(_ pack: ExportedPack) throws(ExportError) {
        guard pack.unlocated.isEmpty else {
            throw ExportError(
                "refused: the pack does not serve every slot, and an export would leave them to the platform's fonts "
                    + "(run fontpack check): " + pack.unlocated.joined(separator: "; "))
        }
    }
}
