/// Why an entry serves a request.
public enum MatchReason: Sendable, Hashable, CustomStringConvertible {
    /// Language, script and (likely) region all agree.
    case exact
    /// Language and script agree; the entry names no region.
    case languageAndScript
    /// Language and script agree but no entry has the locale's region, so
    /// another region's entry serves (`pt-PT` served by `pt-BR`).
    case regionTieBreak(localeRegion: String?, entryRegion: String?)
    /// No entry has the language; the config's `scripts` names this entry for
    /// the locale's script (`be`, Cyrillic, served by the entry for `Cyrl`).
    case scriptFallback(UnicodeScript)
    /// No entry has the language (with its script) and `scripts` has none for its script; `default` serves.
    case defaultEntry
    /// The caller forced this entry for the request.
    case callerOverride
    /// The text's script is mapped to this entry by the config's `scripts`.
    case scriptOverride(UnicodeScript)

    /// The reason in words, as the trace prints it.
    public var description: String {
        switch self {
        case .exact: "language, script and region match"
        case .languageAndScript: "language and script match; the entry names no region"
        case .regionTieBreak(let localeRegion, let entryRegion):
            "language and script match; no entry for region \(localeRegion ?? "?"), so region \(entryRegion ?? "?") breaks the tie"
        case .scriptFallback(let script): "no entry for the language; config \"scripts\" names this entry for its script \(script)"
        case .defaultEntry: "no entry for the language, so default serves"
        case .callerOverride: "the caller chose this entry for the request"
        case .scriptOverride(let script): "text in script \(script) keeps this entry (config \"scripts\")"
        }
    }
}

/// The outcome of binding a locale (or a preferred-languages list) to an
/// entry, with the steps taken. Computed once; shared by every request.
package final class LocaleBinding: Sendable {
    /// The entry that serves requests.
    package let entry: PackEntry
    package let reason: MatchReason
    /// The locale the entry was chosen for (the display language); nil when
    /// nothing named a language.
    package let locale: ParsedLocale?
    /// Human-readable steps: how each identifier was read and why entries were taken or passed over.
    package let steps: [String]
    /// The entry's fallback chain, looked up once.
    let links: [FallbackLink]
    /// The config bound, for what a resolution reads only when asked (an
    /// `exclude` pattern, a `textStyles` setting, a forced entry's chain).
    let config: FontPackConfig
    /// The entry's font for each answer of the source rule (names without a
    /// weight word, with `medium`, with `bold`), chosen once.
    let sourceRuleFaceNames: (light: String, medium: String, bold: String)

    init(entry: PackEntry, reason: MatchReason, locale: ParsedLocale?, steps: [String], config: FontPackConfig) {
        self.entry = entry
        self.reason = reason
        self.locale = locale
        self.steps = steps
        self.links = config.fallback(of: entry)
        self.config = config
        func name(_ style: NameStyle) -> String {
            entry.faces[entry.faceIndex(slot: style.slot, weight: style.weight, italic: style.italic)].name
        }
        sourceRuleFaceNames = (
            name(NameScanner.sourceStyle(0)), name(NameScanner.sourceStyle(NameScanner.medium)),
            name(NameScanner.sourceStyle(NameScanner.bold))
        )
    }

    /// Direction of the display language; left to right when none is known.
    package var direction: TextDirection { locale?.direction ?? entry.direction ?? .leftToRight }
}

/// Matching of locales against language tags, shared by entry selection and by
/// the choice of display language among an app's localizations.
enum LocaleMatcher {
    struct Candidate<Item> {
        let item: Item
        let reason: MatchReason
    }

    /// The best item whose tag has the locale's language and script; region
    /// only ranks candidates. `skipped` receives items passed over for script.
    static func best<Item>(
        for locale: ParsedLocale, among items: [Item], tag: (Item) -> ParsedLocale?,
        skipped: (Item, ParsedLocale) -> Void = { _, _ in }
    ) -> Candidate<Item>? {
        var best: (rank: Int, candidate: Candidate<Item>)?
        // Looked up only when two regions have to be ranked.
        var likelyRegion: String??
        for item in items {
            guard let other = tag(item), other.maximal.language == locale.maximal.language else { continue }
            guard other.comparableScript == locale.comparableScript else {
                skipped(item, other)
                continue
            }
            let rank: Int
            let reason: MatchReason
            if other.maximal.region == locale.maximal.region {
                // Same rank either way; the reason names a region only when one was written (not for ar-u-nu-latn and ar).
                (rank, reason) = (0, locale.tag.region == nil && other.tag.region == nil ? .languageAndScript : .exact)
            } else if other.tag.region == nil {
                (rank, reason) = (1, .languageAndScript)
            } else {
                // Prefer the language's unmarked region (pt-BR for pt) among the rest.
                if likelyRegion == nil {
                    likelyRegion = LikelySubtags.likelyRegion(language: locale.maximal.language, script: locale.maximal.script)
                }
                let preferred = other.maximal.region == likelyRegion!
                (rank, reason) = (preferred ? 2 : 3, .regionTieBreak(localeRegion: locale.maximal.region, entryRegion: other.maximal.region))
            }
            if best == nil || rank < best!.rank {
                best = (rank, Candidate(item: item, reason: reason))
            }
        }
        return best?.candidate
    }
}
