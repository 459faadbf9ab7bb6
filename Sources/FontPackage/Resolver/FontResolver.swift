/// Resolves font requests against a loaded config. Immutable and `Sendable`:
/// bind once per locale, then call from any thread.
///
/// ```swift
/// let config = try FontPackConfig.load(path: "Config/appfont.json")
/// let fonts = try FontResolver(config: config).bind(locale: "vi_VN.UTF-8")
/// fonts.font(named: "HelveticaNeue-Bold", size: 17).fontName  // the vi pack's bold font
/// ```
public struct FontResolver: Sendable {
    package let config: FontPackConfig
    /// The `exclude` patterns and the source rule's words, compiled once for every binding.
    let names: NameScanner

    /// A resolver for `config`; bind a locale before resolving.
    public init(config: FontPackConfig) {
        self.config = config
        self.names = NameScanner(exclude: config.exclude)
    }

    /// Binds one locale identifier.
    public func bind(locale: String) throws(ResolutionError) -> BoundResolver {
        try bind(preferredLanguages: [locale])
    }

    /// Binds a preferred-languages list, as a device reports it.
    ///
    /// - With `localizations` (the languages the app is translated into), the
    ///   display language is chosen first the way iOS does: the first preferred
    ///   language the app is localized in, else `developmentRegion`. Then the
    ///   entry for that language serves, else the `scripts` entry for its
    ///   script, else `default`.
    /// - Without them, the first preferred language with an entry wins, else the
    ///   first whose script `scripts` maps to an entry, else `default`.
    public func bind(
        preferredLanguages: [String], localizations: [String]? = nil, developmentRegion: String? = nil
    ) throws(ResolutionError) -> BoundResolver {
        var steps: [String] = []
        let preferred = try parse(preferredLanguages, role: "preferred language", steps: &steps)
        let binding: LocaleBinding
        if let localizations {
            let available = try parse(localizations.filter { $0 != "Base" }, role: nil, steps: &steps)
            var display: ParsedLocale?
            for locale in preferred {
                if let found = LocaleMatcher.best(for: locale, among: available, tag: { $0 }) {
                    steps.append("display language: \(locale.input) (the app is localized in \(found.item.input); \(found.reason))")
                    display = locale
                    break
                }
                steps.append("the app is not localized in \(locale.input)")
            }
            if display == nil, let developmentRegion {
                let region = try parse([developmentRegion], role: nil, steps: &steps)[0]
                steps.append("display language: \(developmentRegion) (development region; no preferred language is localized)")
                display = region
            }
            binding = try entryBinding(for: display.map { [$0] } ?? [], steps: steps, fallbackLocale: display)
        } else {
            binding = try entryBinding(for: preferred, steps: steps, fallbackLocale: preferred.first)
        }
        return BoundResolver(config: config, binding: binding, names: names)
    }

    /// The entry for the first of `locales` that has one, else the `scripts`
    /// entry for the first of them whose script has one, else `default`.
    private func entryBinding(for locales: [ParsedLocale], steps: [String], fallbackLocale: ParsedLocale?) throws(ResolutionError) -> LocaleBinding {
        var steps = steps
        let languageEntries = config.entries.filter { !$0.isDefault }
        for locale in locales {
            var passedOver: [String] = []
            let found = LocaleMatcher.best(for: locale, among: languageEntries, tag: \.locale) { entry, tag in
                passedOver.append("\(entry.env) (script \(tag.maximal.script ?? "?"), not \(locale.maximal.script ?? "?"))")
            }
            if !passedOver.isEmpty {
                steps.append("\(locale.input): passed over \(passedOver.joined(separator: ", "))")
            }
            if let found {
                steps.append("\(locale.input) -> entry \(found.item.env) (\(found.item.location)): \(found.reason)")
                return LocaleBinding(entry: found.item, reason: found.reason, locale: locale, steps: steps, config: config)
            }
            let language = locale.maximal.language
            if language == LocaleReader.undetermined {
                steps.append("\(locale.input): names no language, so no language's entry serves it")
            } else if let script = locale.maximal.script {
                steps.append("\(locale.input): no entry for \(language)-\(script)")
            } else {
                steps.append("\(locale.input): no entry for \(language) (CLDR gives \(language) no likely script)")
            }
        }
        // A language entry for any preferred language wins; only then does a script serve.
        for locale in locales {
            if let (entry, script) = ScriptFallback.entry(for: locale, in: config) {
                steps.append("\(locale.input): no entry; script \(script) -> entry \(entry.env) (scripts)")
                return LocaleBinding(entry: entry, reason: .scriptFallback(script), locale: locale, steps: steps, config: config)
            }
        }
        guard let fallback = config.defaultEntry else {
            let tried = locales.map(\.input).joined(separator: ", ")
            throw ResolutionError(
                .noEntry,
                locales.isEmpty
                    ? "no language to match and \(config.file) has no \"default\" entry"
                    : "no entry serves \(tried) and \(config.file) has no \"default\" entry")
        }
        steps.append("entry default (\(fallback.location)): \(MatchReason.defaultEntry)")
        return LocaleBinding(
            entry: fallback, reason: .defaultEntry, locale: fallbackLocale, steps: steps, config: config)
    }

    private func parse(_ identifiers: [String], role: String?, steps: inout [String]) throws(ResolutionError) -> [ParsedLocale] {
        var result: [ParsedLocale] = []
        for identifier in identifiers {
            do {
                // A language the config declares in another script is read in it (`languages`).
                let locale = config.reading(try ParsedLocale(identifier))
                if let role {
                    var line = "\(role) \"\(identifier)\" read as \(locale.form.rawValue): \(locale.tag)"
                    if locale.maximal.baseIdentifier != locale.tag.baseIdentifier {
                        line += " (likely \(locale.maximal.baseIdentifier))"
                    }
                    if !locale.notes.isEmpty { line += "; " + locale.notes.joined(separator: "; ") }
                    steps.append(line)
                }
                result.append(locale)
            } catch {
                throw ResolutionError(.invalidLocale, error.description)
            }
        }
        return result
    }
}

/// A resolver with its locale decided: requests are table look-ups.
public struct BoundResolver: Sendable {
    package let config: FontPackConfig
    package let binding: LocaleBinding
    let names: NameScanner

    init(config: FontPackConfig, binding: LocaleBinding, names: NameScanner) {
        self.config = config
        self.binding = binding
        self.names = names
    }

    /// The entry that serves requests for the bound locale.
    public var entry: PackEntry { binding.entry }
    package var direction: TextDirection { binding.direction }

    // MARK: The five entry points

    /// `UIFont.systemFont(ofSize:)`: the light slot.
    public func systemFont(ofSize size: Double, options: ResolveOptions = .init()) -> Resolution {
        resolve(.system, size: size, options: options)
    }

    /// `UIFont.systemFont(ofSize:weight:)`: medium is medium, heavier is bold, lighter is light.
    public func systemFont(ofSize size: Double, weight: SystemWeight, options: ResolveOptions = .init()) -> Resolution {
        resolve(.systemWeighted(weight), size: size, options: options)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the bold slot.
    public func boldSystemFont(ofSize size: Double, options: ResolveOptions = .init()) -> Resolution {
        resolve(.boldSystem, size: size, options: options)
    }

    /// `UIFont.italicSystemFont(ofSize:)`: medium, italic when the entry has italic faces.
    public func italicSystemFont(ofSize size: Double, options: ResolveOptions = .init()) -> Resolution {
        resolve(.italicSystem, size: size, options: options)
    }

    /// `UIFont(name:size:)`: the name's weight word picks the slot, unless the name is excluded.
    public func font(named name: String, size: Double, options: ResolveOptions = .init()) -> Resolution {
        resolve(.named(name), size: size, options: options)
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the user's text size: the pack
    /// font and the point size to create it with.
    ///
    /// The size is Apple's for the style at `contentSize`, or the config's
    /// `textStyles` size scaled as `UIFontMetrics` scales a custom font, no
    /// more than `maximumPointSize` when given. The slot is the style's
    /// weight read as `systemFont(ofSize:weight:)` reads it (headline is
    /// semibold, so bold; the others regular, so light), or the config's
    /// `textStyles` slot; Bold Text moves it one step heavier. Entry, weight
    /// fallback and fallback chain are those of the five hooks.
    ///
    /// ```swift
    /// let body = fonts.preferredFont(forTextStyle: .body, contentSize: .accessibilityExtraExtraExtraLarge)
    /// body.pointSize  // 53
    /// ```
    public func preferredFont(
        forTextStyle style: TextStyle, contentSize: ContentSizeCategory = .large, boldText: Bool = false,
        maximumPointSize: Double? = nil, options: ResolveOptions = .init()
    ) -> Resolution {
        let sizing = TextStyleSizing(
            style: style, contentSize: contentSize, setting: config.textStyles[style], maximumPointSize: maximumPointSize)
        return resolve(.textStyle(style, boldText: boldText), size: sizing.pointSize, options: options, sizing: sizing)
    }

    /// Resolves one request, with the reason. Allocation-free: it reads
    /// precomputed tables only; the readable `trace` is built when asked for.
    public func resolve(_ request: FontRequest, size: Double? = nil, options: ResolveOptions = .init()) -> Resolution {
        resolve(request, size: size, options: options, sizing: nil)
    }

    /// The resolution built once, in place: it holds the request, the
    /// binding and plain values, so making and dropping it costs a few
    /// reference counts (the entry, the reason and the fallback chain are
    /// read from the binding when asked for).
    @inline(__always)
    private func resolve(_ request: FontRequest, size: Double?, options: ResolveOptions, sizing: TextStyleSizing?) -> Resolution {
        let decision = decide(request, options: options)
        let choice: Resolution.EntryChoice =
            if case .entry(let forced)? = options.override { .caller(forced) } else { .bound }
        let unchanged: Resolution.Unchanged? =
            if let pattern = decision.excludedPattern {
                .excluded(pattern)
            } else if decision.optedOut {
                .optedOut
            } else {
                nil
            }
        return Resolution(
            request: request, size: size, binding: binding, choice: choice, requested: decision.requested,
            nameStyle: decision.nameStyle, nameMatching: options.nameMatching, faceIndex: decision.faceIndex,
            unchanged: unchanged, sizing: sizing)
    }

    /// The font name to create the font with, and nothing else: the plain
    /// request an app's font hook makes. The same decision as ``resolve(_:size:options:)``
    /// without building the reason; nil for an unchanged system request.
    public func fontName(for request: FontRequest, options: ResolveOptions = .init()) -> String? {
        // The common case, a name read by the source rule for the bound entry:
        // one scan of the name's bytes, then a name chosen at bind time.
        if case .named(let name) = request, options.nameMatching == .source, case nil = options.override,
            let answer = name.utf8.withContiguousStorageIfAvailable({ sourceRuleFontName($0) })
        {
            return answer ?? name
        }
        let decision = decide(request, options: options)
        if let faceIndex = decision.faceIndex {
            if case .entry(let forced)? = options.override { return forced.faces[faceIndex].name }
            return binding.entry.faces[faceIndex].name
        }
        if case .named(let name) = request { return name }
        return nil
    }

    /// The bound entry's font for a name read by the source rule; nil when an `exclude` pattern matches.
    @inline(__always)
    private func sourceRuleFontName(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        if names.excludedWithoutScan(text) { return nil }
        let words = names.words(in: text)
        if names.excludedByScan(text, words: words) { return nil }
        let faces = binding.sourceRuleFaceNames
        return words & NameScanner.medium != 0 ? faces.medium : words & NameScanner.bold != 0 ? faces.bold : faces.light
    }

    /// What a text style asks for: the config's slot, one slot heavier with
    /// Bold Text; else the style's weight, one step heavier with Bold Text
    /// (``SystemWeight/boldTextStep``), read by `systemFont(ofSize:weight:)`'s rule.
    static func requested(_ style: TextStyle, boldText: Bool, setting: TextStyleSetting?) -> RequestedWeight {
        if let slot = setting?.slot {
            let used = boldText ? slot.heavier : slot
            return RequestedWeight(slot: used, weight: used.weight, italic: false)
        }
        let weight = boldText ? style.weight.boldTextStep : style.weight
        return RequestedWeight(slot: weight.slot, weight: weight.cssWeight, italic: false)
    }

    /// What a request asks for and which face of the serving entry answers it.
    struct Decision {
        var requested: RequestedWeight
        var nameStyle: NameStyle?
        /// Nil when the request is left unchanged.
        var faceIndex: Int?
        var excludedPattern: Int?
        var optedOut = false
    }

    @inline(__always)
    func decide(_ request: FontRequest, options: ResolveOptions) -> Decision {
        var decision: Decision
        switch request {
        case .system:
            // Light is the default slot; an entry with numeric weights reads it as regular.
            decision = Decision(requested: RequestedWeight(slot: .light, weight: 400, italic: false))
        case .systemWeighted(let weight):
            decision = Decision(requested: RequestedWeight(slot: weight.slot, weight: weight.cssWeight, italic: false))
        case .boldSystem:
            decision = Decision(requested: RequestedWeight(slot: .bold, weight: WeightSlot.bold.weight, italic: false))
        case .italicSystem:
            decision = Decision(requested: RequestedWeight(slot: .medium, weight: WeightSlot.medium.weight, italic: true))
        case .textStyle(let style, let boldText):
            decision = Decision(requested: Self.requested(style, boldText: boldText, setting: config.textStyles[style]))
        case .named(let name):
            var bytes = name
            let (style, excluded) = bytes.withUTF8 { buffer in
                switch options.nameMatching {
                case .source:
                    // One pass over the name's bytes finds the source rule's words and the infix patterns.
                    let words = names.words(in: buffer)
                    return (NameScanner.sourceStyle(words), names.excluded(buffer, words: words))
                case .style:
                    return (NameStyle.readStyle(buffer), config.exclude.firstIndex { $0.matches(buffer) })
                }
            }
            decision = Decision(
                requested: RequestedWeight(slot: style.slot, weight: style.weight, italic: style.italic),
                nameStyle: style, excludedPattern: excluded)
            if excluded != nil { return decision }
        }
        let entry: PackEntry
        switch options.override {
        case .noRewrite?:
            decision.optedOut = true
            return decision
        case .entry(let forced)?:
            entry = forced
        case nil:
            entry = binding.entry
        }
        let requested = decision.requested
        decision.faceIndex = entry.faceIndex(slot: requested.slot, weight: requested.weight, italic: requested.italic)
        return decision
    }

    /// One script run of a mixed string and the font that serves it.
    public struct RunResolution: Sendable {
        /// The stretch of text and its script.
        public let run: ScriptRun
        /// The font that draws it.
        public let resolution: Resolution
    }

    /// Splits `text` into script runs and resolves each: a run whose script the
    /// config's `scripts` maps to an entry keeps that entry (the source's
    /// "Chinese copy always uses the Chinese pack"), unless the locale's own
    /// entry already writes that script (`Hani` under `ja` stays Japanese). A
    /// caller's override applies to every run.
    public func resolveRuns(
        in text: String, request: FontRequest, size: Double? = nil, options: ResolveOptions = .init()
    ) -> [RunResolution] {
        UnicodeScript.runs(in: text).map { run in
            var runOptions = options
            if options.override == nil, let forced = config.scripts[run.script], forced !== binding.entry,
                !binding.entry.writes(run.script)
            {
                runOptions.override = .entry(forced)
            }
            var resolution = resolve(request, size: size, options: runOptions)
            if case .entry? = runOptions.override, options.override == nil {
                resolution = resolution.servedForScript(run.script)
            }
            return RunResolution(run: run, resolution: resolution)
        }
    }
}

extension Resolution {
    /// The same answer, its forced entry kept for the text's script (``MatchReason/scriptOverride(_:)``).
    func servedForScript(_ script: UnicodeScript) -> Resolution {
        Resolution(
            request: request, size: size, binding: binding, choice: .script(entry, script), requested: requested,
            nameStyle: nameStyle, nameMatching: nameMatching, faceIndex: faceIndex, unchanged: unchangedBy, sizing: sizing)
    }
}
