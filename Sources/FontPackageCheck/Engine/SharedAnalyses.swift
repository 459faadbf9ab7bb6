internal import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// The analyses several rules read, each run only when an enabled rule reads
/// it (``CheckInput/isAnalysis``), scheduled here across cores so that no
/// rule schedules work of its own.
///
/// What runs beside what: the glyph-outline probe (which characters map to
/// empty glyphs) runs in the background while the Han forms, the sample
/// shaping, the clipped-ink measure and the strings' shaping run, since none
/// of those reads a face's empty glyphs; the strings' widths run last, with
/// the faces the probe completed.
struct SharedAnalyses: Sendable {
    /// The faces in use, with the empty glyphs of the characters that matter when glyph outlines were read.
    var located: LocatedFaces
    /// Sample shaping per face; nil when no enabled rule reads it.
    var languageShaping: PackShaping.LanguageShaping?
    /// Han forms per language and slot; empty when no enabled rule reads them.
    var hanForms: HanFormsCheck.Outcome
    /// Clipped ink of samples and strings; nil when no enabled rule reads it.
    var ink: InkCheck.Outcome?
    /// What HarfBuzz does not render of the strings; empty when no enabled rule reads it.
    /// At most ``StringsCheckOptions/findingsPerFile`` a file, then summaries.
    var stringsShaping: [StringFinding]
    /// The strings' widths; ``StringWidths/none`` when nothing reads them.
    var stringWidths = StringWidths.none

    /// What the analyses read: the languages, the strings and the located pack.
    struct Inputs: Sendable {
        let units: [PackChecker.Unit]
        let requirements: [String: LanguageRequirements]
        let strings: StringsChecker.Prepared?
        let locations: FaceLocations
        let faces: [FontFace]
        let platforms: [Platform]
        let inkTolerance: Double
        /// Per face, the web line box `--match-line-box` gives it; empty without the flag.
        let webBoxes: [FaceID: LineBox]
        /// Which strings' widths are measured, when the analysis runs.
        let widths: StringWidths.Needs
        /// How the rules that run word what the strings' shaping finds.
        let wording: FindingWording
        let workers: Int?
        let files: FontFiles
    }


    /// The faces the config uses, each read once with the ink of the
    /// characters that matter to it: what its languages require and what the
    /// app's strings show in it.
    static func facesInUse(
        _ locations: FaceLocations, units: [PackChecker.Unit], requirements: [String: LanguageRequirements],
        strings: StringsChecker.Prepared?, workers: Int?, files: FontFiles
    ) -> [FaceID: FontFace] {
        var faces = locations.indexed
        var wanted: [FaceID: CodePointSet] = [:]
        func add(_ characters: CodePointSet, to entry: PackEntry) {
            // Slots that fall back share faces: each face's share is taken once.
            var added = Set<FaceID>()
            for slot in CheckedSlot.all(of: entry) {
                // Every face of the slot's chain may draw them.
                for link in locations.chain(of: entry, slot) {
                    guard let id = link.face, let face = faces[id], added.insert(id).inserted else { continue }
                    wanted[id] = (wanted[id] ?? CodePointSet()).union(characters.intersection(face.characters))
                }
            }
        }
        for unit in units {
            add(requirements[unit.language]!.requirements.reduce(CodePointSet()) { $0.union($1.characters) }, to: unit.entry)
        }
        for (entry, scalars) in strings?.charactersByEntry ?? [] {
            add(CodePointSet(scalars.map(\.value)), to: entry)
        }
        // Which glyphs are empty is a property of the file's face, whatever
        // instance draws it: each file face is probed once, for every instance.
        var byFile: [FaceID: CodePointSet] = [:]
        for (id, characters) in wanted { byFile[id.atDefault] = (byFile[id.atDefault] ?? CodePointSet()).union(characters) }
        let ids = byFile.keys.sorted { $0.precedes($1) }
        let results = FontInspector.inkAll(
            ids.map { InkRequest(file: $0.file, index: $0.index, codePoints: byFile[$0]!) }, workers: workers, files: files)
        let probed = Dictionary(uniqueKeysWithValues: zip(ids, results))
        for id in wanted.keys {
            guard let found = probed[id.atDefault], let result = found else { continue }
            faces[id]?.emptyGlyphs = result.empty
            faces[id]?.unloadableGlyphs = result.unloadable
        }
        return faces
    }

    /// Runs the analyses in `wanted`, and only those.
    static func run(_ wanted: Set<CheckInput>, on inputs: Inputs) -> SharedAnalyses {
        let workers = inputs.workers
        let beforeProbe = LocatedFaces(locations: inputs.locations, faces: inputs.locations.indexed)
        @Sendable func outlines() -> [FaceID: FontFace] {
            guard wanted.contains(.glyphOutlines) else { return inputs.locations.indexed }
            return facesInUse(
                inputs.locations, units: inputs.units, requirements: inputs.requirements, strings: inputs.strings,
                workers: workers, files: inputs.files)
        }
        @Sendable func hanForms() -> HanFormsCheck.Outcome {
            guard wanted.contains(.hanForms) else { return HanFormsCheck.Outcome() }
            return HanFormsCheck.check(
                units: inputs.units, located: beforeProbe, faces: inputs.faces, workers: workers, files: inputs.files)
        }
        func sampleShaping() -> PackShaping.LanguageShaping? {
            guard wanted.contains(.sampleShaping) else { return nil }
            return PackShaping.shapeLanguages(units: inputs.units, located: beforeProbe, workers: workers, files: inputs.files)
        }
        func ink() -> InkCheck.Outcome? {
            guard wanted.contains(.ink) else { return nil }
            return InkCheck.check(
                units: inputs.units, requirements: inputs.requirements, located: beforeProbe,
                platforms: inputs.platforms, tolerance: inputs.inkTolerance, webBoxes: inputs.webBoxes, workers: workers,
                files: inputs.files)
        }
        // Neither the strings' shaping nor their ink reads which glyphs are
        // empty: both shape while the probe runs.
        func strings() -> StringsShapingPass.Outcome {
            guard let strings = inputs.strings else { return StringsShapingPass.Outcome() }
            let ink = wanted.contains(.ink)
                ? StringsShapingPass.InkSettings(
                    platforms: inputs.platforms, tolerance: inputs.inkTolerance, webBoxes: inputs.webBoxes)
                : nil
            return StringsShapingPass.run(
                strings, located: beforeProbe, ink: ink, shaping: wanted.contains(.stringsShaping), wording: inputs.wording,
                workers: workers, files: inputs.files)
        }
        let (faces, (han, (sample, clipped, shapedStrings))) = WorkerPool.overlapping(
            workers: workers, outlines,
            with: { WorkerPool.overlapping(workers: workers, hanForms, with: { (sampleShaping(), ink(), strings()) }) })
        let located = LocatedFaces(locations: inputs.locations, faces: faces)
        var measured = clipped
        measured?.strings = shapedStrings.ink
        var widths = StringWidths.none
        if wanted.contains(.stringWidths), let strings = inputs.strings {
            widths = StringWidths.measure(strings, needs: inputs.widths, located: located, workers: workers, files: inputs.files)
        }
        return SharedAnalyses(
            located: located, languageShaping: sample, hanForms: han, ink: measured, stringsShaping: shapedStrings.shaping,
            stringWidths: widths)
    }
}
