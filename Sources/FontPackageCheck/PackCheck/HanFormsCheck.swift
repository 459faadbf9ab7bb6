internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// The `han-forms` check: for each language that writes Han (`zh-Hans`,
/// `zh-Hant`, `zh-HK`, `ja`, `ko`) and each slot, whether the face draws the
/// language's Han characters in its own region's forms by default, or only
/// when the text is tagged with the language (through `locl`), or, for a
/// face without `locl`, whether the regions its OS/2 code pages declare
/// include the language's. Each distinct (face, language) is read once, faces
/// on every core.
enum HanFormsCheck {
    struct Task: Hashable, Sendable {
        let face: FaceID
        let language: String
        let characters: [UInt32]
    }

    /// The findings, and per language and slot what was read (for the report's rows).
    struct Outcome {
        var findings: [Finding] = []
        var readings: [String: HanFormsReading] = [:]

        static func key(language: String, slot: String) -> String { "\(language)\u{0}\(slot)" }

        /// The reading of one row, when its language writes Han and its face was read.
        func reading(language: String, slot: String) -> HanFormsReading? { readings[Self.key(language: language, slot: slot)] }
    }

    static func check(
        units: [PackChecker.Unit], located: LocatedFaces, faces: [FontFace], workers: Int?, files: FontFiles
    ) -> Outcome {
        var tasks: [Task] = []
        var uses: [(unit: PackChecker.Unit, region: HanRegion, slot: CheckedSlot, spec: PackFace, face: FontFace, task: Int)] = []
        var exemplars: [String: [UInt32]] = [:]
        for unit in units {
            guard let region = HanRegion(unit.locale) else { continue }
            let language = unit.locale.textLanguage
            if exemplars[language] == nil { exemplars[language] = HanForms.exemplars(for: unit.locale) }
            guard let characters = exemplars[language], !characters.isEmpty else { continue }
            for slot in CheckedSlot.all(of: unit.entry) {
                let (_, spec, face) = located.serving(unit.entry, slot)
                guard let face else { continue }
                let task = Task(face: face.id, language: language, characters: characters)
                let position = tasks.firstIndex(of: task) ?? {
                    tasks.append(task)
                    return tasks.count - 1
                }()
                uses.append((unit, region, slot, spec, face, position))
            }
        }
        let readings = WorkerPool.map(tasks, workers: workers) { task in
            try? HanForms.read(
                file: task.face.file, index: task.face.index, language: task.language, characters: task.characters,
                files: files)
        }
        var outcome = Outcome()
        for use in uses {
            guard let reading = readings[use.task] else { continue }
            outcome.readings[Outcome.key(language: use.unit.language, slot: use.slot.name)] = reading
            let sibling = reading.defaultFormsFace.flatMap { index in
                faces.first { $0.file == use.face.file && $0.index == index }
            }
            if let message = message(
                reading, language: use.unit.language, slot: use.slot.name, textLanguage: tasks[use.task].language,
                region: use.region, face: use.face, sibling: sibling, siblingIndex: reading.defaultFormsFace)
            {
                outcome.findings.append(
                    HanFormsRule.finding(
                        .hanForms,  message, at: use.spec.location, language: use.unit.language,
                        slot: use.slot.name, font: use.face.file))
            }
        }
        return outcome
    }

    /// The finding's text, or nil when the face draws the language's forms.
    static func message(
        _ reading: HanFormsReading, language: String, slot: String, textLanguage: String, region: HanRegion,
        face: FontFace, sibling: FontFace?, siblingIndex: Int?
    ) -> String? {
        let name = face.postscriptName ?? face.fullName
        guard reading.shaped > 0 else { return nil }
        if reading.hasLocl {
            guard !reading.differing.isEmpty else { return nil }
            var text =
                "\(language) \(slot): \(name) draws \(reading.differing.count) of the \(reading.shaped) \(language) Han characters it has in another region's forms"
                + " (\(describeCodePoints(reading.differing, limit: 8))); they show in \(region.name) forms only where the text is tagged \(textLanguage)"
            if face.faceCount > 1 {
                if let siblingIndex {
                    let siblingName = sibling.map { " (\($0.postscriptName ?? $0.fullName))" } ?? ""
                    text += "; face \(siblingIndex) of this collection\(siblingName) draws them by default"
                } else {
                    text += "; no face of this collection draws them by default"
                }
            }
            return text
        }
        guard let declared = reading.codePageBits else { return nil }
        let own = region.codePageBits
        guard !declared.contains(where: own.contains), !declared.isEmpty else { return nil }
        let pages = declared.map(HanRegion.codePageName).joined(separator: ", ")
        let wanted = own.map(HanRegion.codePageName).joined(separator: " or ")
        return "\(language) \(slot): \(name) has no locl feature, and its OS/2 code pages declare \(pages) but not \(wanted):"
            + " its \(reading.shaped) \(language) Han characters are likely drawn in another region's forms, tagged or not"
    }
}
