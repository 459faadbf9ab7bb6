internal import FontPackage
internal import FontPackageStrings
internal import FontPackageSupport
internal import FontPackageInspection

/// The app's strings shaped with the faces that draw them, for two analyses at
/// once: what HarfBuzz does not render and ink past the line box, each worded
/// by the rule that words it (``FindingWording``) as it is found, so that a file
/// keeps at most `--string-findings-per-file` findings of each.
/// Each distinct text of a language is shaped once per
/// face, and that one shaping serves both, since shaping is most of what
/// either costs. Languages, a slice of strings at a time, run on every core,
/// each core with its own HarfBuzz handles.
enum StringsShapingPass {
    /// What the ink measure needs: the platforms' line boxes, and how far ink may pass them.
    struct InkSettings: Sendable {
        let platforms: [Platform]
        let tolerance: Double
        /// Per face, the web line box `--match-line-box` gives it.
        let webBoxes: [FaceID: LineBox]
    }

    /// The findings about single strings, at most ``StringsCheckOptions/findingsPerFile`` a file, then summaries.
    struct Outcome {
        var ink: [StringFinding] = []
        var shaping: [StringFinding] = []
    }

    /// Strings of one language shaped in one task: a slice keeps each task's
    /// distinct texts small and spreads one large language over every core.
    static let sliceSize = 4096

    /// Shapes the strings for ink when `ink` is given and for shaping failures when `shaping`,
    /// each string's facts worded by `wording`.
    static func run(
        _ prepared: StringsChecker.Prepared, located: LocatedFaces, ink: InkSettings?, shaping: Bool,
        wording: FindingWording, workers: Int?, files: FontFiles
    ) -> Outcome {
        guard ink != nil || shaping else { return Outcome() }
        let slices = WorkerPool.slices(ofEach: prepared.jobs.map(\.strings.count), size: sliceSize).map {
            (job: $0.list, positions: $0.range)
        }
        let found = WorkerPool.map(slices, workers: workers, state: { Inspectors(files: files) }) { inspectors, slice in
            inspect(
                slice, of: prepared, located: located, ink: ink, shaping: shaping, wording: wording, inspectors: &inspectors)
        }
        var inkFindings = BoundedStringFindings(perFile: prepared.findingsPerFile)
        var shapingFindings = BoundedStringFindings(perFile: prepared.findingsPerFile)
        for slice in found {
            guard let slice else { continue }
            for item in slice.ink { inkFindings.add(item) }
            for item in slice.shaping { shapingFindings.add(item) }
        }
        return Outcome(ink: inkFindings.all, shaping: shapingFindings.all)
    }

    /// One thread's inspectors, a face's opened when the thread first shapes with it.
    /// A face HarfBuzz cannot open is nil: the sample pass reports it.
    struct Inspectors {
        let files: FontFiles
        private var byFace: [FaceID: StringInspector?] = [:]

        init(files: FontFiles) { self.files = files }

        mutating func inspector(of face: FaceID) -> StringInspector? {
            if let known = byFace[face] { return known }
            let made = try? StringInspector(face, files: files)
            byFace[face] = made
            return made
        }
    }

    private struct Slice: Sendable {
        var ink: [StringFinding] = []
        var shaping: [StringFinding] = []
    }

    /// What a text shows, per face that draws it, with the slots that face
    /// draws it in (`light, bold`): what one finding names together.
    private struct TextResult {
        var ink: [(face: Int, slots: String, past: [ClusterInk])] = []
        var shaping: [(face: Int, slots: String, failures: [ShapingFailure])] = []
    }

    private static func inspect(
        _ slice: (job: Int, positions: Range<Int>), of prepared: StringsChecker.Prepared, located: LocatedFaces,
        ink: InkSettings?, shaping: Bool, wording: FindingWording, inspectors: inout Inspectors
    ) -> Slice {
        let job = prepared.jobs[slice.job]
        let entry = job.bound.entry
        let slots = CheckedSlot.all(of: entry)
        // The bound locale's direction: a language the config declares in another script (`languages`) takes that script's.
        let direction = job.bound.direction
        // Faces by position in `faces`, so that results name them without copies.
        var faces: [FontFace] = []
        var facePositions: [FaceID: Int] = [:]
        func position(of face: FontFace) -> Int {
            if let known = facePositions[face.id] { return known }
            faces.append(face)
            facePositions[face.id] = faces.count - 1
            return faces.count - 1
        }
        // The face each slot measures ink with is the slot's own, whatever the text.
        let inkFaces: [Int?] = slots.map { slot in
            guard ink != nil, let face = located.serving(entry, slot).face, face.verticalMetrics != nil else { return nil }
            return position(of: face)
        }
        let inkBoxes: [Int: (ascent: Int, descent: Int)] = ink.map { ink in
            Dictionary(uniqueKeysWithValues: Set(inkFaces.compactMap { $0 }).map { face in
                (face, InkCheck.tightestBox(
                    of: faces[face].verticalMetrics!, on: ink.platforms, webBox: ink.webBoxes[faces[face].id]))
            })
        } ?? [:]
        // A language's strings repeat texts: each is worked out once. Most
        // show nothing, the result at position 0.
        var known: [HashedScalars: Int] = [:]
        var results = [TextResult()]

        func result(of key: HashedScalars) -> TextResult {
            if let done = known[key] { return results[done] }
            let scalars = key.scalars
            // ASCII text is drawn by characters every Latin sample measures.
            let measuresInk = ink != nil && scalars.contains { $0 >= 0x80 }
            let shaped = shaping ? scalars.filter { PackShaping.needsShaping(Unicode.Scalar($0)!) } : []
            let shapingFaces: [Int?] = slots.map { slot in
                // A font that maps none of the characters that need shaping can only lack them: a coverage finding.
                guard !shaped.isEmpty, let face = located.drawingFace(of: entry, slot, for: shaped),
                    shaped.contains(where: face.characters.contains)
                else { return nil }
                return position(of: face)
            }
            // Each face shapes the text once, for the ink and the shaping test of every slot it serves;
            // the text is split into words once for every face.
            let words = measuresInk && direction == .leftToRight ? StringInspector.words(of: scalars) : nil
            var inspected: [Int: StringInspection] = [:]
            for face in Set(shapingFaces.compactMap { $0 } + (measuresInk ? inkFaces.compactMap { $0 } : [])) {
                inspected[face] =
                    inspectors.inspector(of: faces[face].id)?.inspect(
                        scalars, words: words, language: job.language, direction: direction,
                        checkShaping: shapingFaces.contains(face), inkBox: measuresInk ? inkBoxes[face] : nil)
                    ?? StringInspection()
            }
            var found = TextResult()
            if measuresInk {
                found.ink = sharingFace(inkFaces) { inspected[$0]!.inkPast }
            }
            found.shaping = sharingFace(shapingFaces) { inspected[$0]!.failures }
            let position = found.ink.isEmpty && found.shaping.isEmpty ? 0 : results.count
            if position > 0 { results.append(found) }
            known[key] = position
            return found
        }

        func sharingFace<Found: Collection>(_ bySlot: [Int?], _ found: (Int) -> Found) -> [(Int, String, Found)] {
            var grouped: [(face: Int, slots: [String], found: Found)] = []
            for (slot, face) in zip(slots, bySlot) {
                guard let face else { continue }
                if let index = grouped.firstIndex(where: { $0.face == face }) {
                    grouped[index].slots.append(slot.name)
                } else {
                    let shown = found(face)
                    if !shown.isEmpty { grouped.append((face, [slot.name], shown)) }
                }
            }
            return grouped.map { ($0.face, $0.slots.joined(separator: ", "), $0.found) }
        }

        var made = Slice()
        for position in slice.positions {
            let string = job.strings[position]
            let text = FormatSpecifiers.strip(string.text, syntax: string.syntax)
            let found = result(of: HashedScalars(text.unicodeScalars.map(\.value)))
            if let ink, let word = wording.stringInk {
                for (face, slotNames, past) in found.ink {
                    let clips = InkCheck.clipped(
                        past, metrics: faces[face].verticalMetrics!, platforms: ink.platforms, tolerance: ink.tolerance,
                        webBox: ink.webBoxes[faces[face].id])
                    for clip in clips where !clip.clusters.isEmpty {
                        let finding = word(
                            StringInk(string: string, language: job.language, slots: slotNames, face: faces[face], clip: clip))
                        made.ink.append(StringFinding(job: slice.job, string: position, finding: finding))
                    }
                }
            }
            if let word = wording.stringShaping {
                for (face, slotNames, failures) in found.shaping {
                    made.shaping += word(
                        StringShaping(
                            string: string, language: job.language, slots: slotNames, face: faces[face], failures: failures)
                    ).map { StringFinding(job: slice.job, string: position, finding: $0) }
                }
            }
        }
        // The slice is done with the glyphs it read; the next slice's come back from the page cache.
        for face in faces { inspectors.files.releaseReadPages(of: face.file) }
        return made
    }
}
