internal import FontPackage
internal import FontPackageStrings
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
internal import FontPackageInspection

/// The shaping half of `fontpack check`: each language's sample text and the
/// app's strings, shaped with the font each language and slot really gets.
/// Every distinct (text, face) pair is shaped once, faces on every core.
enum PackShaping {
    /// Shapes `texts` per face on `workers` threads, each task with its own
    /// HarfBuzz handles; an error for a face HarfBuzz cannot open.
    static func shapeAll<Text: Sendable>(
        _ tasks: [(face: FaceID, texts: [Text])], workers: Int?, files: FontFiles,
        _ check: @escaping @Sendable (ShapingChecker, Text) -> [ShapingFailure]
    ) -> [Result<[[ShapingFailure]], FontInspectionError>] {
        WorkerPool.map(tasks, workers: workers) { task in
            do throws(FontInspectionError) {
                let checker = try ShapingChecker(task.face, files: files)
                return .success(task.texts.map { check(checker, $0) })
            } catch {
                return .failure(error)
            }
        }
    }

    // MARK: Languages

    /// Each language's sample shaped once with every face that serves one of
    /// its slots; a face HarfBuzz cannot open is a `shaping-not-checked` warning.
    struct LanguageShaping {
        /// Per face, per hyperglot orthography, what did not render.
        let failures: [FaceID: [String: [ShapingFailure]]]
        let findings: [Finding]
    }

    static func shapeLanguages(units: [PackChecker.Unit], located: LocatedFaces, workers: Int?, files: FontFiles) -> LanguageShaping {
        var samples: [FaceID: [ShapingSample]] = [:]
        for unit in units {
            guard let sample = ShapingSample.of(unit.locale) else { continue }
            for slot in CheckedSlot.all(of: unit.entry) {
                guard let face = located.drawingFace(of: unit.entry, slot, for: sample.characters) else { continue }
                if !(samples[face.id]?.contains(sample) ?? false) { samples[face.id, default: []].append(sample) }
            }
        }
        let tasks = samples.map { (face: $0.key, texts: $0.value) }
        let shaped = shapeAll(tasks, workers: workers, files: files) { checker, sample in checker.check(sample) }
        var failures: [FaceID: [String: [ShapingFailure]]] = [:]
        var findings: [Finding] = []
        for (task, result) in zip(tasks, shaped) {
            switch result {
            case .success(let found):
                for (sample, failed) in zip(task.texts, found) { failures[task.face, default: [:]][sample.orthography] = failed }
            case .failure(let error):
                findings.append(
                    ShapingRule.finding(.shapingNotChecked, "shaping not checked: \(error.message)", font: task.face.file))
            }
        }
        return LanguageShaping(failures: failures, findings: findings)
    }

    // MARK: Strings

    /// Every distinct string of each language shaped once per face that
    /// serves it, as the platform shapes it: in runs of one script and
    /// direction, in a paragraph of the language's direction, tagged with
    /// the language. Only strings with something to shape (joining letters, marks, complex
    /// scripts) that the face maps are shaped: otherwise a font can only lack
    /// characters, which the coverage check reports.
    static func checkStrings(
        _ prepared: StringsChecker.Prepared, located: LocatedFaces, workers: Int?, files: FontFiles
    ) -> [StringFinding] {
        var bounded = BoundedStringFindings(perFile: prepared.findingsPerFile)
        var faces: [FaceID: FontFace] = [:]
        // A batch of strings at a time: the texts and uses of 800,000 strings would outweigh the strings.
        for batch in prepared.batches() {
            var texts = DistinctTexts<ShapedText>()
            var uses: [StringUse] = []
            for (jobIndex, positions) in batch {
                let job = prepared.jobs[jobIndex]
                let slots = CheckedSlot.all(of: job.bound.entry)
                let direction = TextDirection.paragraph(of: job.language)
                for stringPosition in positions {
                    let string = job.strings[stringPosition]
                    let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
                    let shaped = text.unicodeScalars.filter(needsShaping)
                    guard !shaped.isEmpty else { continue }
                    let characters = shaped.map(\.value)
                    let key = DistinctTexts<ShapedText>.Key(language: job.language, scalars: text.unicodeScalars.map(\.value))
                    for slot in slots {
                        guard let face = located.drawingFace(of: job.bound.entry, slot, for: characters) else { continue }
                        // A font that maps none of them can only lack them: a coverage finding.
                        guard shaped.contains(where: face.characters.contains) else { continue }
                        let position = texts.position(of: key, on: face.id) {
                            ShapedText(scalars: key.scalars, language: job.language, direction: direction)
                        }
                        faces[face.id] = face
                        uses.append(StringUse(job: jobIndex, position: stringPosition, slot: slot.name, face: face.id, text: position))
                    }
                }
            }
            for item in findings(of: uses, texts: texts, faces: faces, prepared: prepared, workers: workers, files: files) {
                bounded.add(item)
            }
        }
        return bounded.all
    }

    /// Shapes a batch's distinct texts, and makes one finding per string,
    /// failure kind and face: slots sharing a face are named together.
    private static func findings(
        of uses: [StringUse], texts: DistinctTexts<ShapedText>, faces: [FaceID: FontFace],
        prepared: StringsChecker.Prepared, workers: Int?, files: FontFiles
    ) -> [StringFinding] {
        // Chunks of one face's strings, so that a single font still uses every core.
        let chunkSize = 1024
        var tasks: [(face: FaceID, texts: [ShapedText])] = []
        var chunkStart: [FaceID: [Int]] = [:]
        for (key, all) in texts.byFace {
            for start in stride(from: 0, to: all.count, by: chunkSize) {
                chunkStart[key, default: []].append(tasks.count)
                tasks.append((key, Array(all[start..<min(all.count, start + chunkSize)])))
            }
        }
        let shaped = shapeAll(tasks, workers: workers, files: files) { checker, text in
            checker.check(string: text.scalars, language: text.language, direction: text.direction)
        }
        func failures(_ key: FaceID, _ position: Int) -> [ShapingFailure] {
            guard let task = chunkStart[key]?[position / chunkSize], case .success(let result) = shaped[task] else { return [] }
            return result[position % chunkSize]
        }
        var findings: [StringFinding] = []
        for (use, slots) in StringUse.sharingFace(uses, in: prepared, where: { !failures($0.face, $0.text).isEmpty }) {
            let found = failures(use.face, use.text)
            let (string, language) = use.string(in: prepared)
            let face = faces[use.face]!
            let variant = string.variant.map { " (\($0))" } ?? ""
            findings += ShapingRule.findings(
                found,
                prefix: "\(language) \(slots.joined(separator: ", ")): \"\(string.key)\"\(variant) with \(face.instanceDescription)",
                language: language, slot: slots.joined(separator: ", "), font: face.file,
                location: string.location, key: string.key
            ).map { StringFinding(job: use.job, string: use.position, finding: $0) }
        }
        return findings
    }

    /// A translated string as it is shaped: its code points, its language
    /// and the direction of its paragraph.
    struct ShapedText: Sendable {
        let scalars: [UInt32]
        let language: String
        let direction: TextDirection
    }

    /// Whether shaping can change how a character renders beyond its being
    /// in the font: a joining letter, a mark, or a letter of a script HarfBuzz
    /// shapes with a complex shaper.
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x0300 { return false }
        if (0x3000...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xFF00...0xFFEF).contains(value) {
            return false
        }
        if JoiningType.of(value) != nil { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: break
        }
        // Hebrew onwards, up to Latin Extended Additional: complex scripts with or without marks.
        return (0x0590..<0x1E00).contains(value) || (0xA800..<0xABFF).contains(value)
            || (value >= 0x10000 && !(0x1F000...0x1FFFF).contains(value))
    }
}
