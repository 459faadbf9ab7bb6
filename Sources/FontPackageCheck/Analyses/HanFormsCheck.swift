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

    /// One language x slot read: what ``HanFormsRule`` judges.
    struct Read {
        let language: String
        let slot: String
        /// The language the text is tagged with (`zh-Hant` for `zh-TW`).
        let textLanguage: String
        let region: HanRegion
        /// The config face serving the slot, where a finding points.
        let spec: PackFace
        let face: FontFace
        let reading: HanFormsReading
        /// The face of the same collection that draws the language's forms by default, when there is one.
        let sibling: FontFace?
    }

    /// Each language x slot read, in check order.
    struct Outcome {
        var read: [Read] = []

        /// The reading of one row (for the report's rows), when its language writes Han and its face was read.
        func reading(language: String, slot: String) -> HanFormsReading? {
            read.first { $0.language == language && $0.slot == slot }?.reading
        }
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
            let sibling = reading.defaultFormsFace.flatMap { index in
                faces.first { $0.file == use.face.file && $0.index == index }
            }
            outcome.read.append(
                Read(
                    language: use.unit.language, slot: use.slot.name, textLanguage: tasks[use.task].language,
                    region: use.region, spec: use.spec, face: use.face, reading: reading, sibling: sibling))
        }
        return outcome
    }
}
