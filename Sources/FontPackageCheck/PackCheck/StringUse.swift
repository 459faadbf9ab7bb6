internal import FontPackage
internal import FontPackageStrings
internal import FontPackageInspection

/// One translated string as drawn in one weight slot by one face: where it
/// came from (its strings job and position there, which its findings cite) and
/// which of the face's distinct texts it is, so each text is measured or shaped
/// once however many strings and slots show it.
///
/// An app has a use per string and slot (three quarters of a million strings
/// make over two million), so a use names its string and face instead of
/// holding copies of them: ``string(in:)`` and the pass's faces give them back.
struct StringUse {
    let job: Int
    let position: Int
    let slot: String
    let face: FaceID
    /// Index into the face's distinct texts.
    let text: Int

    /// The string and its language, from the prepared jobs the use was made from.
    func string(in prepared: StringsChecker.Prepared) -> (string: TranslatedString, language: String) {
        let job = prepared.jobs[job]
        return (job.strings[position], job.language)
    }

    /// What the findings of one string drawn by one face share: slots drawn
    /// alike by the same face (the same instance of it) are named together.
    func findingKey(in prepared: StringsChecker.Prepared) -> String {
        let (string, language) = string(in: prepared)
        return "\(language)\u{0}\(string.location)\u{0}\(string.key)\u{0}\(string.variant ?? "")\u{0}\(face)"
    }

    /// The uses `found` lets through, one per string and face (``findingKey(in:)``) in the
    /// order first seen, each with the slots that share it: what one finding names together.
    static func sharingFace(
        _ uses: [StringUse], in prepared: StringsChecker.Prepared, where found: (StringUse) -> Bool
    ) -> [(use: StringUse, slots: [String])] {
        var grouped: [(use: StringUse, slots: [String])] = []
        var positions: [String: Int] = [:]
        for use in uses where found(use) {
            let id = use.findingKey(in: prepared)
            if let position = positions[id] {
                grouped[position].slots.append(use.slot)
            } else {
                positions[id] = grouped.count
                grouped.append((use, [use.slot]))
            }
        }
        return grouped
    }
}

extension StringsChecker.Prepared {
    /// The strings in batches of at most `size`, in job order, each batch a
    /// list of (job, positions): a pass that keeps something per string (its
    /// text to shape, its use) holds one batch at a time, so a file of
    /// 800,000 strings costs what 32,768 do. Distinct texts are still shaped
    /// once per batch and face.
    func batches(of size: Int = 32_768) -> [[(job: Int, positions: Range<Int>)]] {
        var batches: [[(job: Int, positions: Range<Int>)]] = []
        var current: [(job: Int, positions: Range<Int>)] = []
        var room = size
        for (job, work) in jobs.enumerated() {
            var start = 0
            while start < work.strings.count {
                let end = min(work.strings.count, start + room)
                current.append((job, start..<end))
                room -= end - start
                start = end
                if room == 0 {
                    batches.append(current)
                    current = []
                    room = size
                }
            }
        }
        if !current.isEmpty { batches.append(current) }
        return batches
    }
}

/// Each face's distinct texts, each kept once however many strings and slots
/// show it, for the strings passes that measure or shape per face.
struct DistinctTexts<Text> {
    private(set) var byFace: [FaceID: [Text]] = [:]
    private var positions: [FaceID: [Key: Int]] = [:]

    /// A text as it is shaped: its language and its code points. Code points
    /// hash without the Unicode normalization a `String` key costs.
    struct Key: Hashable {
        let language: String
        let scalars: [UInt32]
    }

    /// Where the text known by `key` is among `face`'s texts; `make` gives it the first time.
    mutating func position(of key: Key, on face: FaceID, _ make: () -> Text) -> Int {
        if let known = positions[face]?[key] { return known }
        let position = byFace[face]?.count ?? 0
        byFace[face, default: []].append(make())
        positions[face, default: [:]][key] = position
        return position
    }
}

extension TextDirection {
    /// The direction of a paragraph in `language` (a BCP 47 tag), the
    /// paragraph its text is split into runs and shaped in: right to left for
    /// a language of a right-to-left script, left to right for a tag that
    /// cannot be read.
    static func paragraph(of language: String) -> TextDirection {
        (try? ParsedLocale(language))?.direction ?? .leftToRight
    }
}
