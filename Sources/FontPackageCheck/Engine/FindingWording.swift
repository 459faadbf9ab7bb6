package import FontPackage

/// How the rules word what the analyses find, handed to those analyses as a
/// sink. An analysis returns facts (what a string lacks, the clusters HarfBuzz
/// does not render, where ink passes a line box); where it walks every string,
/// it words each fact the moment it finds it, through this sink, so that it
/// keeps at most `--string-findings-per-file` findings a file
/// (``StringFindingBudget``) and never holds the rest. The analysis never names
/// a rule: each rule that words a kind of fact sets that closure in its
/// ``PackRule/wording``, and the context merges the wordings of the rules that
/// run, so a fact that no running rule words makes no finding. The grouping
/// reads one closure of the registry's rules, ``causeClusters``, to say in a
/// cause's header what a code's findings did to the clusters it names.
package struct FindingWording: Sendable {
    /// What one string lacks in the slots that lack the same characters of it.
    /// `names` remembers character names across the strings of one language.
    var stringGap: (@Sendable (StringGap, inout CharacterNames) -> [Finding])?
    /// The emoji of one language's strings.
    var languageEmoji: (@Sendable (LanguageEmoji) -> Finding)?
    /// What HarfBuzz does not render of one string in one face.
    var stringShaping: (@Sendable (StringShaping) -> [Finding])?
    /// One string whose ink passes one platform's line box.
    var stringInk: (@Sendable (StringInk) -> Finding)?
    /// One face's coverage of one language, as `fontpack coverage` measures it.
    var faceCoverage: (@Sendable (FaceCoverage) -> [Finding])?
    /// One language's sample shaped with one face, as `fontpack coverage` shapes it.
    var faceShaping: (@Sendable (FaceShaping) -> [Finding])?
    /// A face HarfBuzz cannot open to shape a language's sample, as `fontpack coverage` meets it.
    var faceNotShaped: (@Sendable (FaceNotShaped) -> Finding)?
    /// What the findings of one code did to the clusters a cause of many strings
    /// names, for the cause's header (``FindingGrouping``): given the code, the
    /// clusters shown (at most twelve) and whether the cause has more than one,
    /// `shown on a dotted circle (a broken cluster): ◌ि (U+093F)`. Nil for a code
    /// whose rule does not word clusters: the header then lists them bare.
    var causeClusters: (@Sendable (Diagnostic.Code, ArraySlice<String>, Bool) -> String)?
    /// What `fontpack subset` finds about the subset it writes (FontPackageSubset reads it).
    package var subset: (@Sendable (SubsetFact) -> Finding)?

    /// The wordings of every rule of the registry: what `fontpack coverage` and
    /// `fontpack subset`, which have no context of enabled rules, word their facts with.
    package static let registry = FindingWording(rules: RuleRegistry.all)

    /// No wording: the facts make no finding.
    init() {}

    /// The wordings `rules` declare, each kind of fact worded by the first rule that words it
    /// (`RuleRegistryTests` holds that exactly one rule of the registry words each).
    init(rules: [any PackRule.Type]) {
        for rule in rules {
            let wording = rule.wording
            stringGap = stringGap ?? wording.stringGap
            languageEmoji = languageEmoji ?? wording.languageEmoji
            stringShaping = stringShaping ?? wording.stringShaping
            stringInk = stringInk ?? wording.stringInk
            faceCoverage = faceCoverage ?? wording.faceCoverage
            faceShaping = faceShaping ?? wording.faceShaping
            faceNotShaped = faceNotShaped ?? wording.faceNotShaped
            causeClusters = causeClusters ?? wording.causeClusters
            subset = subset ?? wording.subset
        }
    }
}
