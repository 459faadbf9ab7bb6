internal import FontPackage
internal import FontPackageStrings
internal import Foundation
internal import FontPackageSupport
internal import FontPackageInspection

/// The shaping half of `fontpack check`: each language's sample text and the
/// app's strings, shaped with the font each language and slot really gets.
/// Every distinct (text, face) pair is shaped once, faces on every core.
enum PackShaping {
    struct FaceKey: Hashable {
        let file: String
        let index: Int
    }

    /// Shapes `texts` per face on `workers` threads, each task with its own
    /// HarfBuzz handles; an error for a face HarfBuzz cannot open.
    static func shapeAll<Text: Sendable>(
        _ tasks: [(face: FaceKey, texts: [Text])], workers: Int?,
        _ check: @escaping @Sendable (ShapingChecker, Text) -> [ShapingFailure]
    ) -> [Result<[[ShapingFailure]], FontInspectionError>] {
        WorkerPool.map(tasks, workers: workers) { task in
            do throws(FontInspectionError) {
                let checker = try ShapingChecker(path: task.face.file, index: task.face.index)
                return .success(task.texts.map { check(checker, $0) })
            } catch {
                return .failure(error)
            }
        }
    }

    // MARK: Languages

    /// Each row's sample shaped with its face; the rows get their failures
    /// and the findings one per row and kind, naming every sequence.
    static func checkLanguages(
        rows: inout [PackReport.Row], locales: [String: ParsedLocale], workers: Int?
    ) -> [Finding] {
        var samples: [FaceKey: [ShapingSample]] = [:]
        for row in rows {
            guard let face = row.face, let locale = locales[row.language], let sample = ShapingSample.of(locale) else {
                continue
            }
            let key = FaceKey(file: face.file, index: face.index)
            if !(samples[key]?.contains(sample) ?? false) { samples[key, default: []].append(sample) }
        }
        let tasks = samples.map { (face: $0.key, texts: $0.value) }
        let shaped = shapeAll(tasks, workers: workers) { checker, sample in checker.check(sample) }
        var failures: [FaceKey: [String: [ShapingFailure]]] = [:]
        var findings: [Finding] = []
        for (task, result) in zip(tasks, shaped) {
            switch result {
            case .success(let found):
                for (sample, failed) in zip(task.texts, found) { failures[task.face, default: [:]][sample.orthography] = failed }
            case .failure(let error):
                findings.append(
                    Finding(
                        .warning, Diagnostic.Code.shapingNotChecked, "shaping not checked: \(error.message)",
                        font: task.face.file))
            }
        }
        for position in rows.indices {
            let row = rows[position]
            guard let face = row.face, let locale = locales[row.language], let sample = ShapingSample.of(locale),
                let found = failures[FaceKey(file: face.file, index: face.index)]?[sample.orthography]
            else { continue }
            rows[position].shaping = found
            findings += Self.findings(
                found, prefix: "\(row.language) \(row.slot): \(face.postscriptName ?? face.fullName)",
                language: row.language, slot: row.slot, font: face.file, location: row.configFace.location,
                requirement: "hyperglot \(sample.orthography)")
        }
        return findings
    }

    /// One error per kind of failure, listing its sequences.
    static func findings(
        _ failures: [ShapingFailure], prefix: String, language: String, slot: String?, font: String,
        location: SourceLocation?, requirement: String? = nil, key: String? = nil
    ) -> [Finding] {
        ShapingFailure.Kind.allCases.compactMap { kind in
            let ofKind = failures.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            let codePoints = Set(ofKind.flatMap(\.codePoints)).sorted()
            let details = ofKind.prefix(20).map(\.detail).joined(separator: "; ")
            let more = ofKind.count > 20 ? "; and \(ofKind.count - 20) more" : ""
            return Finding(
                .error, kind.code, "\(prefix): \(details)\(more)", at: location, language: language, slot: slot, font: font,
                requirement: requirement, missing: codePoints, key: key)
        }
    }

    // MARK: Strings

    /// Every distinct string of the app shaped once per face that serves it.
    /// Only strings with something to shape (joining letters, marks, complex
    /// scripts) that the face maps are shaped: otherwise a font can only lack
    /// characters, which the coverage check reports.
    static func checkStrings(
        _ prepared: StringsChecker.Prepared, faces: [ObjectIdentifier: [Int: FontFace]], workers: Int?
    ) -> [Finding] {
        struct Use {
            let language: String
            let slot: String
            let string: TranslatedString
            let face: FontFace
            let text: Int
        }
        var textIndex: [FaceKey: [String: Int]] = [:]
        var texts: [FaceKey: [[UInt32]]] = [:]
        var uses: [Use] = []
        for job in prepared.jobs {
            let slots = PackChecker.slotsToCheck(job.bound.entry)
            for (string, _) in job.strings {
                let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
                let shaped = text.unicodeScalars.filter(needsShaping)
                guard !shaped.isEmpty else { continue }
                for (slot, italic) in slots {
                    let faceIndex = job.bound.entry.faceIndex(slot: slot, weight: slot.weight, italic: italic)
                    guard let face = faces[ObjectIdentifier(job.bound.entry)]?[faceIndex] else { continue }
                    // A font that maps none of them can only lack them: a coverage finding.
                    guard shaped.contains(where: face.characters.contains) else { continue }
                    let key = FaceKey(file: face.file, index: face.index)
                    let position: Int
                    if let known = textIndex[key]?[text] {
                        position = known
                    } else {
                        position = texts[key]?.count ?? 0
                        texts[key, default: []].append(text.unicodeScalars.map(\.value))
                        textIndex[key, default: [:]][text] = position
                    }
                    uses.append(
                        Use(language: job.language, slot: italic ? "\(slot.name) italic" : slot.name, string: string,
                            face: face, text: position))
                }
            }
        }
        // Chunks of one face's strings, so that a single font still uses every core.
        let chunkSize = 1024
        var tasks: [(face: FaceKey, texts: [[UInt32]])] = []
        var chunkStart: [FaceKey: [Int]] = [:]
        for (key, all) in texts {
            for start in stride(from: 0, to: all.count, by: chunkSize) {
                chunkStart[key, default: []].append(tasks.count)
                tasks.append((key, Array(all[start..<min(all.count, start + chunkSize)])))
            }
        }
        let shaped = shapeAll(tasks, workers: workers) { checker, text in checker.check(string: text) }
        func failures(_ key: FaceKey, _ position: Int) -> [ShapingFailure] {
            guard let task = chunkStart[key]?[position / chunkSize], case .success(let result) = shaped[task] else { return [] }
            return result[position % chunkSize]
        }
        // One finding per string, failure kind and face: slots sharing a face are named together.
        var findings: [Finding] = []
        var grouped: [String: (use: Use, slots: [String], failures: [ShapingFailure])] = [:]
        var order: [String] = []
        for use in uses {
            let found = failures(FaceKey(file: use.face.file, index: use.face.index), use.text)
            guard !found.isEmpty else { continue }
            let id = "\(use.language)\u{0}\(use.string.location)\u{0}\(use.string.key)\u{0}\(use.string.variant ?? "")\u{0}\(use.face.file)#\(use.face.index)"
            if grouped[id] == nil {
                order.append(id)
                grouped[id] = (use, [], found)
            }
            grouped[id]!.slots.append(use.slot)
        }
        for id in order {
            let (use, slots, found) = grouped[id]!
            let variant = use.string.variant.map { " (\($0))" } ?? ""
            findings += Self.findings(
                found,
                prefix: "\(use.language) \(slots.joined(separator: ", ")): \"\(use.string.key)\"\(variant) with \(use.face.postscriptName ?? use.face.fullName)",
                language: use.language, slot: slots.joined(separator: ", "), font: use.face.file,
                location: use.string.location, key: use.string.key)
        }
        return findings
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
