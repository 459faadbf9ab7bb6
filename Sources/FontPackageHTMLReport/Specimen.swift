internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection

/// What one language x slot cell shows: exactly what the check judged for
/// it. One group per requirement the check measured at its level (every
/// character of it, not a prefix), the characters findings about the cell
/// name beyond those (a translated string's arrow), and the clusters the
/// shaping check shaped (joining forms, conjuncts, base + mark). A character
/// is outlined in red only when the check found it missing or empty in this
/// cell's face, or a finding about the cell names it; a cluster only when
/// HarfBuzz failed it with this face.
struct Specimen {
    struct Group {
        /// `fontconfig`, `digits`, `cldr-base`, ..., `findings`, `shaping`.
        let requirement: String
        /// `fontconfig fa · 40 characters`.
        let label: String
        /// Characters or clusters, each with the code points it is red for (empty when fine).
        let items: [(text: [UInt32], flagged: [UInt32], why: String?)]
        /// Characters are written without separators (Han, Kana, Hangul: they wrap anywhere).
        let compact: Bool
        /// The class of a flagged item's span: `tofu` (drawn in a fallback
        /// font, outlined in red) or `clipped` (drawn in the face, the line box outlined).
        var flagClass = "tofu"
        /// The flagged span's inline style: the line box's height for `clipped`.
        var flagStyle: String? = nil
    }

    let groups: [Group]

    init(groups: [Group]) { self.groups = groups }

    init(row: PackReport.Row, locale: ParsedLocale?, findings: [Finding]) {
        var groups: [Group] = []
        var shown = Set<UInt32>()
        for verdict in row.verdicts {
            let flagged = verdict.missing.union(verdict.empty)
            let characters = verdict.requirement.characters.codePoints
            shown.formUnion(characters)
            groups.append(
                Group(
                    requirement: verdict.requirement.name,
                    label: "\(verdict.requirement.name) (\(verdict.requirement.source)) · \(characters.count)",
                    items: characters.map { ([$0], flagged.contains($0) ? [$0] : [], Self.why(verdict.kind(of: $0))) },
                    compact: characters.count > 300))
        }
        // Characters findings about this cell name that no requirement holds: a string's arrow.
        var named: [UInt32] = []
        for finding in findings
        where !finding.code.isShaping
            && CellStatus.concerns(finding, language: row.language, env: row.env, slot: row.slot)
        {
            for codePoint in finding.missing where shown.insert(codePoint).inserted { named.append(codePoint) }
        }
        if !named.isEmpty {
            named.sort()
            groups.append(
                Group(
                    requirement: "findings", label: "named by findings · \(named.count)",
                    items: named.map { ([$0], [$0], "named by a finding") }, compact: false))
        }
        if let failures = row.shaping, let locale, let sample = ShapingSample.of(locale) {
            var clusters: [[UInt32]] = []
            var seen = Set<[UInt32]>()
            for text in sample.joiningStrings.map(\.text) + sample.conjuncts + sample.markPairs
            where seen.insert(text).inserted {
                clusters.append(text)
            }
            if !clusters.isEmpty {
                groups.append(
                    Group(
                        requirement: "shaping", label: "shaping (hyperglot \(sample.orthography)) · \(clusters.count) clusters",
                        items: clusters.map { cluster in
                            let failing = failures.filter { !$0.codePoints.isEmpty && Set($0.codePoints).isSubset(of: cluster) }
                            let flagged = Set(failing.flatMap(\.codePoints)).sorted()
                            return (cluster, flagged, failing.isEmpty ? nil : failing.map(\.detail).joined(separator: "; "))
                        }, compact: false))
            }
        }
        // Han characters the face draws in another region's forms unless the text is tagged:
        // the page draws them twice, untagged and tagged (ReportPage).
        if let hanForms = row.hanForms, !hanForms.differing.isEmpty {
            groups.append(
                Group(
                    requirement: Diagnostic.Code.hanForms.rawValue,
                    label: "\(Diagnostic.Code.hanForms.rawValue) · \(hanForms.differing.count) of \(hanForms.shaped) Han characters differ when the text is tagged",
                    items: hanForms.differing.map { ([$0], [], nil) }, compact: true))
        }
        if let clipped = row.clippedInk, let first = clipped.first {
            // The clusters past any platform's box, each in a span one line box high.
            var clusters: [[UInt32]] = []
            var why: [[UInt32]: [String]] = [:]
            for clip in clipped {
                for cluster in clip.clusters {
                    if why[cluster.text] == nil { clusters.append(cluster.text) }
                    let above = cluster.top - clip.box.ascent
                    let below = -cluster.bottom - clip.box.descent
                    why[cluster.text, default: []].append(
                        "\(clip.platform): " + [above > 0 ? "\(above) units above" : nil, below > 0 ? "\(below) units below" : nil]
                            .compactMap { $0 }.joined(separator: ", "))
                }
            }
            let height = Double(first.box.ascent + first.box.descent) / Double(max(1, first.unitsPerEm))
            let em = "\((height * 1000).rounded() / 1000)em"
            groups.append(
                Group(
                    requirement: "ink",
                    label: "ink past the line box (\(clipped.map(\.platform.rawValue).joined(separator: ", "))) · \(clusters.count)",
                    items: clusters.map { ($0, $0, "past the line box: " + why[$0]!.joined(separator: "; ")) }, compact: false,
                    flagClass: "clipped", flagStyle: "height: \(em); line-height: \(em)"))
        }
        self.groups = groups
    }

    private static func why(_ kind: CoverageVerdict.Kind) -> String? {
        switch kind {
        case .missing: "not in the font"
        case .composable: "not in the font (composable from base + mark)"
        case .empty: "mapped to an empty glyph"
        case .covered, .notRequired: nil
        }
    }

    /// The group's text: characters or clusters separated by spaces (none
    /// in compact groups), each flagged one in a `tofu` span drawn in a
    /// fallback font with a red outline and the code points it is red for.
    /// Flagged characters in a row for the same reason share one span: a
    /// language its face does not write at all is one outlined run, not a
    /// hundred elements (at 150 languages those spans were most of the page's
    /// bytes).
    func nodes(_ group: Group) -> [HTML] {
        var nodes: [HTML] = []
        var run = String.UnicodeScalarView()
        func flush() {
            if !run.isEmpty { nodes.append(.text(String(run))) }
            run = String.UnicodeScalarView()
        }
        // The flagged run being gathered: its children, code points and reason.
        var flaggedRun: (children: [HTML], text: String.UnicodeScalarView, codes: [UInt32], why: String?)?
        func flushFlagged() {
            guard let current = flaggedRun else { return }
            var children = current.children
            if !current.text.isEmpty { children.append(.text(String(current.text))) }
            nodes.append(
                HTML("span", [
                    "class": group.flagClass,
                    "title": "\(current.why ?? "flagged"): " + current.codes.map(CodePointSet.label).joined(separator: " "),
                    "data-missing": current.codes.map { String($0) }.joined(separator: " "), "style": group.flagStyle,
                ], children))
            flaggedRun = nil
        }
        for (position, item) in group.items.enumerated() {
            let separator = position > 0 && !group.compact
            let scalars = item.text.compactMap(Unicode.Scalar.init)
            let base = Self.needsBase(scalars) ? [Self.base] : []
            guard !item.flagged.isEmpty else {
                flushFlagged()
                if separator { run.append(" ") }
                if !base.isEmpty {
                    flush()
                    nodes += base
                }
                run += scalars
                continue
            }
            // Only tofu joins a run: a clipped cluster's span is one line box high, one per cluster.
            if group.flagClass == "tofu", var current = flaggedRun, current.why == item.why {
                if separator { current.text.append(" ") }
                if !base.isEmpty {
                    if !current.text.isEmpty { current.children.append(.text(String(current.text))) }
                    current.text = String.UnicodeScalarView()
                    current.children += base
                }
                current.text += scalars
                current.codes += item.flagged
                flaggedRun = current
                continue
            }
            flushFlagged()
            if separator { run.append(" ") }
            flush()
            flaggedRun = (base, String.UnicodeScalarView(scalars), item.flagged, item.why)
        }
        flushFlagged()
        flush()
        return nodes
    }

    /// Whether an item is a combining mark alone (a Thai or Devanagari vowel
    /// sign), which a specimen shows on U+25CC DOTTED CIRCLE, as Unicode's
    /// code charts draw it, so that marks listed side by side do not pile up
    /// on one another or on the character before them.
    static func needsBase(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        return [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
    }

    /// The dotted circle, in a span of its own: it is not what the check judged,
    /// so it is drawn muted, in whichever font has it.
    static let base = HTML("span", ["class": "base", "aria-hidden": "true"], text: "\u{25CC}")

    /// A string's text with the characters in `flagged` (those its findings
    /// name for the slot) in `tofu` spans, drawn in a fallback font with a
    /// red outline; nothing else is marked.
    static func marked(_ scalars: some Sequence<Unicode.Scalar>, flagged: Set<UInt32>) -> [HTML] {
        var nodes: [HTML] = []
        var run = String.UnicodeScalarView()
        var lacking = String.UnicodeScalarView()
        func flush() {
            if !run.isEmpty { nodes.append(.text(String(run))) }
            run = String.UnicodeScalarView()
        }
        func flushLacking() {
            guard !lacking.isEmpty else { return }
            let codes = lacking.map { CodePointSet.label($0.value) }.joined(separator: " ")
            nodes.append(
                HTML("span", [
                    "class": "tofu", "title": "not in the font: \(codes)",
                    "data-missing": lacking.map { String($0.value) }.joined(separator: " "),
                ], text: String(lacking)))
            lacking = String.UnicodeScalarView()
        }
        for scalar in scalars {
            if flagged.contains(scalar.value) {
                flush()
                lacking.append(scalar)
            } else {
                flushLacking()
                run.append(scalar)
            }
        }
        flush()
        flushLacking()
        return nodes
    }
}
