internal import FontPackage
internal import FontPackageInspection
package import FontPackageStrings
internal import FontPackageSupport

/// One string's advance width in both faces of a changed pair: what
/// `diff-width` words, and JSON lists string by string.
///
/// Widths are HarfBuzz's, as `fit` budgets measure them (``AdvanceWidth``:
/// per run, at the instance, format specifiers removed), in ems; shown in
/// points at ``PackDiff/shownSize``.
package struct WidthChange: Sendable {
    /// The position of the pair in ``PackDiff/faces``.
    package let change: Int
    /// The language whose strings were measured, as the strings name it.
    package let language: String
    /// The slots the pair serves for the language.
    package let slots: [String]
    package let string: TranslatedString
    package let beforeEms: Double
    package let afterEms: Double

    /// The change in percent of the before width (`+5.0`); 0 for a string of no width before.
    package var percent: Double { beforeEms > 0 ? (afterEms / beforeEms - 1) * 100 : 0 }

    /// The upright slots: a request for an italic face falls back to them when the pack has none,
    /// and widths are the same question at each slot.
    static let slots = WeightSlot.allCases.map { CheckedSlot(slot: $0, italic: false) }

    /// Measures every string of `options`' strings, in the language's faces on
    /// both sides, at each upright slot whose pair of faces is in `changed`
    /// (slots served by one pair are measured once). Nothing without strings.
    static func measure(
        before: PackReport, after: PackReport, changed: [FaceChange], options: PackCheckOptions
    ) -> [WidthChange] {
        guard let strings = options.strings, !changed.isEmpty else { return [] }
        var ignored: [Finding] = []
        let prepared = StringsChecker.prepare(
            config: after.config, resolver: FontResolver(config: after.config), options: strings,
            languages: options.languages, findings: &ignored)
        let pairs = Dictionary(
            changed.enumerated().map { ([$1.before.id, $1.after.id], $0) }, uniquingKeysWith: { first, _ in first })
        let beforeResolver = FontResolver(config: before.config)
        let jobs = prepared.jobs
        let files = FontFiles()
        let measured = WorkerPool.map(Array(jobs.indices), workers: options.workers, state: { [FaceID: AdvanceWidth?]() }) {
            measurers, index in
            let job = jobs[index]
            guard let beforeEntry = try? beforeResolver.bind(locale: job.language).entry else { return [WidthChange]() }
            var bySlots: [(change: Int, slots: [String])] = []
            for slot in slots {
                guard let beforeFace = before.located.serving(beforeEntry, slot).face,
                    let afterFace = after.located.serving(job.bound.entry, slot).face,
                    let change = pairs[[beforeFace.id, afterFace.id]]
                else { continue }
                if let position = bySlots.firstIndex(where: { $0.change == change }) {
                    bySlots[position].slots.append(slot.name)
                } else {
                    bySlots.append((change, [slot.name]))
                }
            }
            let direction = TextDirection.paragraph(of: job.language)
            func ems(_ text: [UInt32], _ face: FaceID) -> Double? {
                if measurers[face] == nil { measurers[face] = try? AdvanceWidth(face, files: files) }
                return measurers[face]??.ems(of: text, language: job.language, direction: direction)
            }
            var widths: [WidthChange] = []
            for (change, slots) in bySlots {
                let pair = changed[change]
                // A text the app holds under several keys (a table and its copy, a plural variant) is shaped once.
                var measured: [String: (Double, Double)?] = [:]
                for string in job.strings {
                    let stripped = FormatSpecifiers.strip(string.text, syntax: string.syntax)
                    if let known = measured[stripped] {
                        if let (old, new) = known {
                            widths.append(
                                WidthChange(change: change, language: job.language, slots: slots, string: string, beforeEms: old, afterEms: new))
                        }
                        continue
                    }
                    measured[stripped] = .some(nil)
                    let scalars = stripped.unicodeScalars
                    // A character a face lacks is drawn as .notdef, whose width says nothing:
                    // the check's string-missing-characters reports it.
                    guard scalars.allSatisfy({ StringWidths.drawn($0, by: pair.before) && StringWidths.drawn($0, by: pair.after) })
                    else { continue }
                    let text = scalars.map(\.value)
                    guard !text.isEmpty, let old = ems(text, pair.before.id), let new = ems(text, pair.after.id) else { continue }
                    measured[stripped] = (old, new)
                    widths.append(
                        WidthChange(
                            change: change, language: job.language, slots: slots, string: string, beforeEms: old, afterEms: new))
                }
            }
            return widths
        }
        return measured.compactMap { $0 }.flatMap { $0 }
    }
}
