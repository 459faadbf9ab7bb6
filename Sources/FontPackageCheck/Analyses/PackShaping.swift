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
    /// its slots, with the faces HarfBuzz cannot open.
    struct LanguageShaping {
        /// Per face, per hyperglot orthography, what did not render.
        let failures: [FaceID: [String: [ShapingFailure]]]
        /// The faces HarfBuzz cannot open, with why, in the order they were shaped.
        let unopened: [(face: FaceID, error: FontInspectionError)]
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
        var unopened: [(face: FaceID, error: FontInspectionError)] = []
        for (task, result) in zip(tasks, shaped) {
            switch result {
            case .success(let found):
                for (sample, failed) in zip(task.texts, found) { failures[task.face, default: [:]][sample.orthography] = failed }
            case .failure(let error):
                unopened.append((task.face, error))
            }
        }
        return LanguageShaping(failures: failures, unopened: unopened)
    }

    // MARK: Strings

    /// Whether shaping can change how a character renders beyond its being
    /// in the font: a joining letter, a mark, or a letter of a script HarfBuzz
    /// shapes with a complex shaper.
    static func needsShaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x0300 { return false }
        if value < 0x10000 { return bmpNeedsShaping[Int(value)] }
        return computeNeedsShaping(scalar)
    }

    /// ``needsShaping(_:)`` for the Basic Multilingual Plane, worked out once:
    /// the strings' shaping pass asks it of every character of every text, and
    /// a character's general category is a table search in the standard library.
    private static let bmpNeedsShaping: [Bool] = (0..<UInt32(0x10000)).map { value in
        Unicode.Scalar(value).map(computeNeedsShaping) ?? false
    }

    private static func computeNeedsShaping(_ scalar: Unicode.Scalar) -> Bool {
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
