internal import FontPackage
package import FontPackageInspection
package import FontPackageStrings
internal import FontPackageSupport

/// The advance widths of the app's strings, each shaped with HarfBuzz as
/// platforms lay it out (``AdvanceWidth``: per run, at the instance) in the
/// face its language resolves to, format specifiers removed. `fit` budgets
/// (`string-too-wide`) and the growth against the source
/// (`string-wider-than-source`, the report's longest translations) read this
/// one measurement; each part is measured only when something reads it.
package struct StringWidths: Sendable {
    /// What to measure.
    struct Needs: Sendable {
        /// Every translation and its source, at the light slot.
        var growth = false
        /// The budgets whose strings are measured at each slot (or the budget's one).
        var budgets: [FitBudget] = []

        var isEmpty: Bool { !growth && budgets.isEmpty }
    }

    /// A translation beside its source string, each in its own language's face at the light slot.
    package struct Growth: Sendable {
        package let string: TranslatedString
        package let source: TranslatedString
        /// The translation's width in ems, in `face`.
        package let ems: Double
        /// The source's width in ems, in `sourceFace`.
        package let sourceEms: Double
        package let face: FaceID
        package let sourceFace: FaceID
        /// The source's length in characters, format specifiers removed.
        let sourceLength: Int

        /// The translation's width over its source's.
        package var ratio: Double { ems / sourceEms }
    }

    /// One language's translations, in file order.
    package struct LanguageGrowth: Sendable {
        package let language: String
        package let translations: [Growth]

        /// The `count` translations that grew the most against their source, most first
        /// (ties by key), only those wider than their source, each with the other keys
        /// that hold the same source and translation: an app's "Join" button and menu item are one.
        package func longest(_ count: Int) -> [(growth: Growth, sameText: [String])] {
            let grown = translations.filter { $0.ratio > 1 }
                .sorted { $0.ratio != $1.ratio ? $0.ratio > $1.ratio : $0.string.key < $1.string.key }
            var longest: [(growth: Growth, sameText: [String])] = []
            for growth in grown {
                if let index = longest.firstIndex(where: {
                    $0.growth.string.text == growth.string.text && $0.growth.source.text == growth.source.text
                }) {
                    longest[index].sameText.append(growth.string.key)
                } else if longest.count < count {
                    longest.append((growth, []))
                }
            }
            return longest
        }
    }

    /// A string a budget holds, at the slots that draw it with one face.
    struct Budgeted: Sendable {
        let string: TranslatedString
        let language: String
        let budget: FitBudget
        let face: FaceID
        let ems: Double
        let slots: [String]
    }

    /// The language the sources are in (the Info.plist's development language, else `en`); nil when nothing measured growth.
    package let sourceLanguage: String?
    /// Per language other than the source's, in check order; empty unless growth was measured.
    package let growth: [LanguageGrowth]
    /// The strings the budgets hold, per language, string, budget and face.
    let budgeted: [Budgeted]

    /// Nothing measured.
    static let none = StringWidths(sourceLanguage: nil, growth: [], budgeted: [])

    /// The slot growth is measured at: the light slot, the default slot of a request.
    static let growthSlot = CheckedSlot(slot: .light, italic: false)

    /// Measures what `needs` asks for, one language per job across `workers` threads.
    static func measure(
        _ strings: StringsChecker.Prepared, needs: Needs, located: LocatedFaces,
        workers: Int?, files: FontFiles
    ) -> StringWidths {
        guard !needs.isEmpty else { return .none }
        let sourceLanguage = strings.info?.developmentRegion?.language.identifier ?? "en"
        let sourceJob = needs.growth ? strings.jobs.first { $0.language == sourceLanguage } : nil
        typealias Measurers = [FaceID: AdvanceWidth?]
        /// `whole`: nil when the face lacks a character of the text, which it would draw as `.notdef`:
        /// growth compares what the faces draw, and `missing-characters` reports the rest.
        @Sendable func ems(
            _ string: TranslatedString, language: String, face: FaceID, whole: FontFace? = nil, _ measurers: inout Measurers
        ) -> Double? {
            let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
            if let whole, !text.unicodeScalars.allSatisfy({ Self.drawn($0, by: whole) }) { return nil }
            if measurers[face] == nil { measurers[face] = try? AdvanceWidth(face, files: files) }
            guard let measurer = measurers[face] ?? nil else { return nil }
            return measurer.ems(of: text.unicodeScalars.map(\.value), language: language, direction: .paragraph(of: language))
        }
        // The sources first: every language's growth is measured against them.
        struct Source: Sendable {
            let string: TranslatedString
            let ems: Double
            let face: FaceID
            let length: Int
        }
        var sources: [String: Source] = [:]
        if let sourceJob, let face = located.serving(sourceJob.bound.entry, growthSlot).face {
            var measurers: Measurers = [:]
            for string in sourceJob.strings where string.variant == nil {
                let length = FormatSpecifiers.strip(string.text, syntax: string.syntax).count
                guard length > 0, let width = ems(string, language: sourceLanguage, face: face.id, whole: face, &measurers),
                    width > 0
                else { continue }
                sources[string.table + "\u{0}" + string.key] = Source(string: string, ems: width, face: face.id, length: length)
            }
        }
        let measuredSources = sources
        let jobs = strings.jobs
        let results = WorkerPool.map(Array(jobs.indices), workers: workers, state: { Measurers() }) { measurers, index in
            let job = jobs[index]
            var growth: [Growth] = []
            if sourceJob != nil, job.language != sourceLanguage,
                let face = located.serving(job.bound.entry, growthSlot).face
            {
                for string in job.strings where string.variant == nil {
                    guard let source = measuredSources[string.table + "\u{0}" + string.key],
                        let width = ems(string, language: job.language, face: face.id, whole: face, &measurers)
                    else { continue }
                    growth.append(
                        Growth(
                            string: string, source: source.string, ems: width, sourceEms: source.ems, face: face.id,
                            sourceFace: source.face, sourceLength: source.length))
                }
            }
            var budgeted: [Budgeted] = []
            for string in job.strings {
                for budget in needs.budgets where budget.covers(key: string.key, file: string.file) {
                    let slots = budget.slot.map { [CheckedSlot(slot: $0, italic: false)] } ?? CheckedSlot.all(of: job.bound.entry)
                    // Slots drawn with one face are measured once.
                    var byFace: [(face: FaceID, slots: [String])] = []
                    for slot in slots {
                        guard let face = located.serving(job.bound.entry, slot).face?.id else { continue }
                        if let index = byFace.firstIndex(where: { $0.face == face }) {
                            byFace[index].slots.append(slot.name)
                        } else {
                            byFace.append((face, [slot.name]))
                        }
                    }
                    for (face, slots) in byFace {
                        guard let width = ems(string, language: job.language, face: face, &measurers) else { continue }
                        budgeted.append(
                            Budgeted(string: string, language: job.language, budget: budget, face: face, ems: width, slots: slots))
                    }
                }
            }
            return (LanguageGrowth(language: job.language, translations: growth), budgeted)
        }
        let measured = results.compactMap { $0 }
        return StringWidths(
            sourceLanguage: needs.growth ? sourceLanguage : nil,
            growth: sourceJob == nil ? [] : measured.map(\.0).filter { $0.language != sourceLanguage },
            budgeted: measured.flatMap(\.1))
    }

    /// Whether the face draws the character: in its character map, or a character no
    /// face draws (a control, a default-ignorable such as ZWNJ) that shaping hides.
    static func drawn(_ scalar: Unicode.Scalar, by face: FontFace) -> Bool {
        face.characters.contains(scalar.value) || scalar.properties.isDefaultIgnorableCodePoint
            || scalar.properties.generalCategory == .control
    }
}
