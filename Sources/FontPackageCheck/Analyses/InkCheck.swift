internal import FontPackage
internal import FontPackageStrings
internal import FontPackageSupport
internal import FontPackageInspection

/// The clipped-ink half of `fontpack check`: each language's sample shaped
/// with the face each slot gets, its ink measured against each platform's
/// line box (the app's strings are measured by ``StringsShapingPass``). Every
/// face is measured once, faces on every core.
enum InkCheck {
    struct Key: Hashable {
        let face: FaceID
        let language: String
    }

    struct Outcome {
        /// Per face and language, per platform, the clusters that pass the box (empty: none).
        var clipped: [Key: [ClippedInk]] = [:]
        var findings: [Finding] = []
        /// The strings' ink, measured by ``StringsShapingPass``.
        var strings: [StringFinding] = []
    }

    /// Characters drawn in the ideographic em box, which the sample leaves out:
    /// CJK ideographs and Hangul syllables.
    static func isIdeographic(_ codePoint: UInt32) -> Bool {
        switch codePoint {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// The sample of a language for a face: every character the check
    /// requires of it that the face maps (marks alone and ideographs left
    /// out), the digits, and the conjuncts and base + mark clusters of its
    /// shaping data; each measured as if shaped on its own.
    static func sample(_ requirements: LanguageRequirements, locale: ParsedLocale, face: FontFace) -> [[UInt32]] {
        // Ideographs are set aside before anything else: they are most of a CJK requirement.
        var characters = Set<UInt32>(0x30...0x39)
        for requirement in requirements.requirements {
            for codePoint in requirement.characters where !isIdeographic(codePoint) { characters.insert(codePoint) }
        }
        var items: [[UInt32]] = []
        for codePoint in characters.sorted() where face.characters.contains(codePoint) {
            guard let scalar = Unicode.Scalar(codePoint) else { continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .control, .format: continue
            default: items.append([codePoint])
            }
        }
        if let shaping = ShapingSample.of(locale) {
            for cluster in shaping.conjuncts + shaping.markPairs where cluster.allSatisfy(face.characters.contains) {
                items.append(cluster)
            }
        }
        return items
    }

    private struct Task: Sendable {
        let face: FaceID
        let metrics: VerticalMetrics?
        /// The web's box when an export overrides it (``MatchedLineBoxes``).
        var webBox: LineBox? = nil
        /// (language, sample items) per language the face serves.
        let samples: [(String, [[UInt32]])]
    }

    private struct Measured: Sendable {
        let metrics: VerticalMetrics?
        /// Per sample, every cluster past any platform's box.
        let samples: [[ClusterInk]]
    }

    static func check(
        units: [PackChecker.Unit], requirements: [String: LanguageRequirements], located: LocatedFaces,
        platforms: [Platform], tolerance: Double,
        webBoxes: [FaceID: LineBox] = [:], workers: Int?, files: FontFiles
    ) -> Outcome {
        var samples: [FaceID: [(String, [[UInt32]])]] = [:]
        var faces: [FaceID: FontFace] = [:]
        for unit in units {
            for slot in CheckedSlot.all(of: unit.entry) {
                guard let face = located.serving(unit.entry, slot).face else { continue }
                faces[face.id] = face
                guard !(samples[face.id]?.contains { $0.0 == unit.language } ?? false) else { continue }
                samples[face.id, default: []].append(
                    (unit.language, sample(requirements[unit.language]!, locale: unit.locale, face: face)))
            }
        }
        let ids = samples.keys.sorted { $0.precedes($1) }
        let measured = measure(
            ids.map {
                Task(face: $0, metrics: faces[$0]?.verticalMetrics, webBox: webBoxes[$0], samples: samples[$0]!)
            },
            platforms: platforms, workers: workers, files: files)
        var outcome = Outcome()
        for (id, result) in zip(ids, measured) {
            guard case .success(let found) = result, let metrics = found.metrics else { continue }
            for ((language, _), clusters) in zip(samples[id]!, found.samples) {
                outcome.clipped[Key(face: id, language: language)] = clipped(
                    clusters, metrics: metrics, platforms: platforms, tolerance: tolerance, webBox: webBoxes[id])
            }
        }
        return outcome
    }

    /// Measures each task's samples with its face, faces on every core.
    private static func measure(
        _ tasks: [Task], platforms: [Platform], workers: Int?, files: FontFiles
    ) -> [Result<Measured, FontInspectionError>] {
        WorkerPool.map(tasks, workers: workers) { task in
            do throws(FontInspectionError) {
                guard let metrics = task.metrics else { return .success(Measured(metrics: nil, samples: [])) }
                let measurer = try InkMeasurer(task.face, files: files)
                let (ascent, descent) = tightestBox(of: metrics, on: platforms, webBox: task.webBox)
                func past(_ clusters: [ClusterInk]) -> [ClusterInk] {
                    clusters.filter { $0.top > ascent || -$0.bottom > descent }
                }
                let sampled = task.samples.map { language, items in
                    past(measurer.measure(items: items, language: language, direction: .paragraph(of: language)))
                }
                return .success(Measured(metrics: metrics, samples: sampled))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The lowest ascent and descent of the platforms' boxes for a face: ink
    /// inside them is inside every platform's box.
    static func tightestBox(of metrics: VerticalMetrics, on platforms: [Platform], webBox: LineBox?) -> (ascent: Int, descent: Int) {
        let boxes = platforms.map { box(of: metrics, on: $0, webBox: webBox) }
        return (boxes.map(\.ascent).min() ?? metrics.hheaAscender, boxes.map(\.descent).min() ?? -metrics.hheaDescender)
    }

    /// A platform's box for a face: the web's from an export's overrides when given.
    static func box(of metrics: VerticalMetrics, on platform: Platform, webBox: LineBox?) -> LineBox {
        platform == .web ? webBox ?? LineBox.of(metrics, on: platform) : LineBox.of(metrics, on: platform)
    }

    /// Per platform, the clusters past its box.
    static func clipped(
        _ clusters: [ClusterInk], metrics: VerticalMetrics, platforms: [Platform], tolerance: Double, webBox: LineBox? = nil
    ) -> [ClippedInk] {
        platforms.map { platform in
            ClippedInk(
                platform: platform, box: box(of: metrics, on: platform, webBox: webBox), unitsPerEm: metrics.unitsPerEm,
                measured: clusters,
                tolerance: tolerance)
        }.filter { !$0.clusters.isEmpty }
    }

}
