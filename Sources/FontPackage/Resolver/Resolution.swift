/// The answer to one request: the pack font and the reason it was chosen.
///
/// Building a resolution copies references only; the readable `trace` is
/// produced on demand, so the plain request path does not allocate. An app
/// makes one per font, so it stays cheap to build, copy and drop: it holds
/// the request, the binding and plain values, and reads everything else
/// (the serving entry, the reason, the fallback chain, the `exclude` pattern,
/// the `textStyles` setting) from the binding when asked.
public struct Resolution: Sendable {
    /// The request as made.
    package let request: FontRequest
    /// The point size passed through unchanged, when the entry point had one.
    package let size: Double?
    /// How the locale was bound (shared by every request of one binding).
    package let binding: LocaleBinding
    /// Which entry serves: the binding's, or one forced for this request.
    let choice: EntryChoice
    /// How the request's words or weight were read.
    package let requested: RequestedWeight
    let nameStyle: NameStyle?
    let nameMatching: NameMatching
    /// The face index within `entry.faces`, or nil when the request is left unchanged.
    public let faceIndex: Int?
    let unchangedBy: Unchanged?
    /// For a text style: how its point size was found.
    public internal(set) var sizing: TextStyleSizing? = nil

    /// The entry serving a request when it is not the binding's.
    enum EntryChoice: Sendable {
        /// The binding's entry, for the binding's reason.
        case bound
        /// The caller forced this entry (``MatchReason/callerOverride``).
        case caller(PackEntry)
        /// The text's script maps to this entry (``MatchReason/scriptOverride(_:)``).
        case script(PackEntry, UnicodeScript)
    }

    /// Why a request is left as it was, by the index of its `exclude` pattern.
    enum Unchanged: Sendable {
        case excluded(Int)
        case optedOut
    }

    init(
        request: FontRequest, size: Double?, binding: LocaleBinding, choice: EntryChoice, requested: RequestedWeight,
        nameStyle: NameStyle?, nameMatching: NameMatching, faceIndex: Int?, unchanged: Unchanged?, sizing: TextStyleSizing?
    ) {
        self.request = request
        self.size = size
        self.binding = binding
        self.choice = choice
        self.requested = requested
        self.nameStyle = nameStyle
        self.nameMatching = nameMatching
        self.faceIndex = faceIndex
        self.unchangedBy = unchanged
        self.sizing = sizing
    }

    /// The entry that served this request (the binding's, or an override's).
    public var entry: PackEntry {
        switch choice {
        case .bound: binding.entry
        case .caller(let entry), .script(let entry, _): entry
        }
    }

    /// Why `entry` serves the request.
    public var reason: MatchReason {
        switch choice {
        case .bound: binding.reason
        case .caller: .callerOverride
        case .script(_, let script): .scriptOverride(script)
        }
    }

    /// Why the request is left unchanged, or nil when it is rewritten.
    package var unchanged: UnchangedReason? {
        switch unchangedBy {
        case .excluded(let pattern)?: .excluded(binding.config.exclude[pattern])
        case .optedOut?: .optedOut
        case nil: nil
        }
    }

    /// The serving entry's fallback chain (``FontPackConfig/fallback(of:)``).
    package var links: [FallbackLink] {
        if case .bound = choice { return binding.links }
        let entry = entry
        return entry === binding.entry ? binding.links : binding.config.fallback(of: entry)
    }

    /// For a text style: the config's `textStyles` setting for it, if any.
    package var styleSetting: TextStyleSetting? {
        if case .textStyle(let style, _) = request { return binding.config.textStyles[style] }
        return nil
    }

    /// The point size to create the font with: a text style's size, or the size passed in.
    public var pointSize: Double? { sizing?.pointSize ?? size }

    /// The fallback chain after ``face``, in order: for each link of the
    /// serving entry's chain (its own `fallback`, then the top-level one), the
    /// face an entry link gives the same request by that entry's own weight
    /// fallback. Empty when the request is left unchanged or the entry has no chain.
    package var fallback: [FallbackStep] {
        guard faceIndex != nil else { return [] }
        return links.map { link in
            FallbackStep(
                link: link,
                faceIndex: link.entry?.faceIndex(slot: requested.slot, weight: requested.weight, italic: requested.italic))
        }
    }

    /// The fonts that draw, in order, the characters ``fontName``'s font
    /// lacks (a Core Text cascade list, a CSS font stack): for a link naming
    /// an entry, that entry's font for the same request (by its own weight
    /// fallback); for a font link, the name as the config writes it, whose
    /// family's face of the requested weight serves (`fontpack resolve
    /// --fonts` names it). Empty when the request is left unchanged or the
    /// entry has no `fallback`.
    ///
    /// ```swift
    /// fonts.systemFont(ofSize: 17, weight: .medium).fallbackFontNames  // ["NotoSansArabic-Light", "Noto Sans Hebrew"]
    /// ```
    public var fallbackFontNames: [String] { fallback.map { $0.face?.name ?? $0.link.name } }

    /// The pack face used, or nil when the request is left unchanged.
    public var face: PackFace? { faceIndex.map { entry.faces[$0] } }

    /// The font name to create the font with: the pack font, or for an
    /// unchanged `named` request the name as asked; nil for an unchanged system request.
    public var fontName: String? {
        if let face { return face.name }
        if case .named(let name) = request { return name }
        return nil
    }

    /// The variation to create the font with, axis tag to value
    /// (`["wght": 300]`), from the face's `variation` in the config; empty for
    /// a face without one, and for a request left unchanged.
    ///
    /// Core Text keys a variation by the axis tag as a number (`wght` is
    /// 0x77676874), under `kCTFontVariationAttribute`:
    ///
    /// ```swift
    /// let resolution = fonts.resolve(.systemWeighted(.light))
    /// var descriptor = UIFontDescriptor(name: resolution.fontName!, size: 17)
    /// if !resolution.variation.isEmpty {
    ///     let axes = Dictionary(uniqueKeysWithValues: resolution.variation.map { tag, value in
    ///         (tag.unicodeScalars.reduce(0) { $0 << 8 | Int($1.value) }, value)
    ///     })
    ///     descriptor = descriptor.addingAttributes([UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): axes])
    /// }
    /// let font = UIFont(descriptor: descriptor, size: 17)
    /// ```
    public var variation: [String: Double] {
        face?.variationSettings ?? [:]
    }

    /// The slot the face fills (nil for a face given by numeric `weight`).
    public var usedSlot: WeightSlot? { face?.slot }

    /// Text direction of the language the font is for.
    public var direction: TextDirection {
        switch reason {
        case .scriptOverride, .callerOverride: entry.direction ?? binding.direction
        default: binding.direction
        }
    }

    /// The BCP 47 language to tag text drawn with this font with (`zh-Hant`,
    /// `zh-Hant-HK`, `ja`, `sr-Latn`): set it as the text's language
    /// (`NSAttributedString.Key.languageIdentifier`, `lang` in HTML), so a
    /// face with an OpenType `locl` draws this language's forms, for example
    /// Taiwanese rather than mainland Han forms. nil when no language is known
    /// (a `default` entry bound to no locale).
    public var textLanguage: String? {
        let locale: ParsedLocale? =
            switch reason {
            case .scriptOverride, .callerOverride: entry.locale ?? binding.locale
            default: binding.locale ?? entry.locale
            }
        return locale?.textLanguage
    }

    /// Why this font: each step of the decision, in order.
    public var trace: [String] {
        var lines = binding.steps
        if case .scriptOverride = reason {
            lines.append("entry \(entry.env) (\(entry.location)): \(reason)")
        } else if case .callerOverride = reason {
            lines.append("entry \(entry.env) (\(entry.location)): \(reason)")
        }
        lines.append("request \(request)" + (size.map { " at \(formatSize($0)) pt" } ?? ""))
        if let sizing { lines += sizing.trace }
        if let unchanged {
            lines.append("not rewritten: \(unchanged)")
            return lines
        }
        lines.append("asked for \(describeRequested())")
        if let face {
            let used = face.slotDescription
            let asked = entry.usesNumericWeights ? "weight \(requested.weight)" : requested.slot.name
            let askedFull = requested.italic && entry.hasItalicFaces ? asked + " italic" : asked
            if used == askedFull {
                let upright = requested.italic && !face.italic ? " (no italic faces, so upright)" : ""
                lines.append("entry \(entry.env) has \(used)\(upright): \(face.name)")
            } else if entry.usesNumericWeights {
                let order = WeightMatching.order(desired: requested.weight, available: entry.faces.map(\.weight))
                lines.append(
                    "entry \(entry.env) has no \(askedFull); CSS Fonts 4 order \(order.map(String.init).joined(separator: " > ")) gives \(used): \(face.name)")
            } else {
                let order = requested.slot.fallbackOrder.map(\.name).joined(separator: " -> ")
                lines.append("entry \(entry.env) has no \(askedFull); fallback \(order) gives \(used): \(face.name)")
            }
            let steps = fallback.map { step in
                step.face.map { "\(step.link.name) (\($0.slotDescription): \($0.name))" } ?? "\(step.link.name) (font)"
            }
            if !steps.isEmpty { lines.append("characters \(face.name) lacks: " + steps.joined(separator: ", then ")) }
        }
        return lines
    }

    private func describeRequested() -> String {
        let slant = requested.italic ? " italic" : ""
        switch request {
        case .system:
            return "light\(slant) (systemFont uses the default slot, light)"
        case .systemWeighted(let weight):
            let rule =
                weight.value == SystemWeight.medium.value
                ? "weight == medium" : weight.value > SystemWeight.medium.value ? "weight > medium" : "weight < medium"
            return "\(requested.slot.name) (UIFont weight \(weight), \(rule); CSS weight \(requested.weight))"
        case .boldSystem:
            return "bold (boldSystemFont)"
        case .italicSystem:
            return entry.hasItalicFaces
                ? "medium italic (italicSystemFont; the entry has italic faces)"
                : "medium (italicSystemFont uses medium; the entry has no italic faces)"
        case .textStyle(let style, let boldText):
            if let setting = styleSetting, let slot = setting.slot {
                let bold = boldText ? "; Bold Text: one slot heavier, \(slot.name) -> \(slot.heavier.name)" : ""
                return "\(requested.slot.name) (textStyles.\(style).slot \(slot.name), \(setting.slotLocation ?? setting.location)\(bold))"
            }
            let weight = style.weight
            let used = boldText ? weight.boldTextStep : weight
            let bold = boldText ? "; Bold Text: one weight heavier, \(weight) -> \(used)" : ""
            let rule = used.value == SystemWeight.medium.value ? "weight == medium" : used.value > SystemWeight.medium.value ? "weight > medium" : "weight < medium"
            return "\(requested.slot.name) (\(style) is \(weight)\(bold); UIFont weight \(used), \(rule); CSS weight \(requested.weight))"
        case .named(let name):
            let rule = nameMatching == .source ? "source rule" : "style rule"
            if let word = nameStyle?.matchedWord {
                let said = nameMatching == .source ? "contains \"\(word.rawValue.lowercased())\"" : "style word \(word.rawValue)"
                return "\(requested.slot.name)\(slant) (\(rule): \"\(name)\" \(said); weight \(requested.weight))"
            }
            return "\(requested.slot.name)\(slant) (\(rule): \"\(name)\" names no weight, so light)"
        }
    }

    private func formatSize(_ size: Double) -> String { TextStyleSizing.format(size) }
}

/// Why no font could be chosen.
public struct ResolutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// No entry serves the locales and there is no `default`.
        case noEntry
        /// A locale identifier could not be read.
        case invalidLocale
    }

    /// What went wrong.
    public let kind: Kind
    package let message: String

    package init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The explanation: the locales tried, or why an identifier does not parse.
    public var description: String { message }
}
