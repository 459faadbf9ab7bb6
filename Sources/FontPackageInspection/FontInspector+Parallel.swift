internal import FontPackageSupport

/// The result of inspecting one file: all its faces, or why it could not be read.
package struct FileInspection: Sendable {
    package var file: String
    package var result: Result<[FontFace], FontInspectionError>

    package var faces: [FontFace] { (try? result.get()) ?? [] }
    package var error: FontInspectionError? {
        if case .failure(let error) = result { return error }
        return nil
    }
}

extension FontInspector {
    /// Inspects many files on `workers` threads (default: one per core).
    ///
    /// Font files are independent, so each worker thread makes its own
    /// ``FontInspector`` (its own `FT_Library`, FreeType's rule) and takes the
    /// next job from a shared counter; a face never leaves its thread. Results
    /// come back in the order of `files`, the same as inspecting them one by
    /// one. An unreadable file is a failed ``FileInspection``; the rest go on.
    ///
    /// The jobs are faces, in two rounds: the first face of every file, which
    /// says how many the file has, then every other face of the collections.
    /// A collection's faces are then read on all the workers: the four Noto CJK
    /// collections hold 30 of the 298 faces of 272 Noto files but most of the
    /// work, and read one file per worker, one worker waited at the end for the
    /// other's last collection (Benchmarks/results/langs-speed.md).
    package static func inspectAll(
        _ files: [String],
        options: Options = Options(),
        workers: Int? = nil,
        mappedBy mappings: FontFiles? = nil
    ) -> [FileInspection] {
        // A worker with no FreeType library takes no job; its jobs are left to the others.
        let makeState: @Sendable () -> FontInspector? = { makeInspector(options: options, files: mappings) }
        let firsts = WorkerPool.map(files, workers: workers, state: makeState) { inspector, file in
            Result { () throws(FontInspectionError) in try inspector.inspectFirstFace(file: file) }
        }
        var others: [(position: Int, index: Int)] = []
        for (position, first) in firsts.enumerated() {
            guard case .success(let face)? = first, face.faceCount > 1 else { continue }
            others += (1..<face.faceCount).map { (position: position, index: $0) }
        }
        let rest = WorkerPool.map(others, workers: workers, state: makeState) { inspector, job in
            Result { () throws(FontInspectionError) in try inspector.inspectFace(file: files[job.position], index: job.index) }
        }
        var restOf: [Int: [Result<FontFace, FontInspectionError>?]] = [:]
        for (job, result) in zip(others, rest) {
            restOf[job.position, default: []].append(result)
        }
        return files.enumerated().map { position, file in
            guard let first = firsts[position] else {
                return FileInspection(file: file, result: .failure(FontInspectionError(file: file, reason: .unreadable("FreeType could not be initialised"))))
            }
            // As one by one: the file fails with its first face that does not open.
            let result = Result { () throws(FontInspectionError) -> [FontFace] in
                var faces = [try first.get()]
                for other in restOf[position] ?? [] {
                    guard let other else {
                        throw FontInspectionError(file: file, reason: .unreadable("FreeType could not be initialised"))
                    }
                    faces.append(try other.get())
                }
                return faces
            }
            return FileInspection(file: file, result: result)
        }
    }

    /// A worker's inspector: over the check's mappings, which its later passes read
    /// again, or, with none, one that opens each face from its path, so a file is
    /// mapped only while it is read. One set of mappings shared by a run that reads
    /// each file once kept the pages read from every file resident to the end:
    /// `langs` over the 272 files of Debian's fonts-noto-core and fonts-noto-cjk
    /// peaked at 52.2 MiB, 25.3 MiB without (Benchmarks/results/startup-and-langs-memory.md).
    private static func makeInspector(options: Options, files mappings: FontFiles?) -> FontInspector? {
        guard let mappings else { return try? FontInspector(options: options) }
        return try? FontInspector(options: options, files: mappings)
    }
}

/// Which code points of one face to test for ink.
package struct InkRequest: Sendable {
    package var file: String
    package var index: Int
    package var codePoints: CodePointSet

    package init(file: String, index: Int, codePoints: CodePointSet) {
        self.file = file
        self.index = index
        self.codePoints = codePoints
    }
}

/// The code points of an ``InkRequest`` whose glyphs draw nothing, and those
/// whose glyphs could not be loaded.
package struct InkResult: Sendable {
    package var empty: CodePointSet
    package var unloadable: CodePointSet
}

extension FontInspector {
    /// Loads the glyphs of just the requested code points (those the face maps and
    /// that are not space-like) and says which draw nothing. A check that knows
    /// which characters matter asks this instead of scanning every glyph at
    /// indexing time: a CJK face maps tens of thousands of glyphs a language
    /// check never looks at.
    package func ink(of request: InkRequest) throws(FontInspectionError) -> InkResult {
        try ink(of: request, in: nil)
    }

    /// ``ink(of:)`` with the file already mapped: a CFF face's glyphs are
    /// found through HarfBuzz's cmap and probed in place, FreeType opening
    /// the face only if the probe leaves a glyph to it (a glyph that may be
    /// blank, or one the probe does not read).
    func ink(of request: InkRequest, in mapped: MappedFontFile?) throws(FontInspectionError) -> InkResult {
        var empty = CodePointSet.Builder()
        var unloadable = CodePointSet.Builder()
        var opened: FreeTypeFace?
        func freeType() throws(FontInspectionError) -> FreeTypeFace {
            if let opened { return opened }
            let face = try library.openFace(path: request.file, index: request.index, file: mapped?.file)
            opened = face
            return face
        }
        func judge(_ ink: FreeTypeFace.Ink, _ codePoint: UInt32) {
            switch ink {
            case .blank: empty.append(codePoint)
            case .inked: break
            case .unreadable(let code) where code != 0: unloadable.append(codePoint)
            case .unreadable: break  // not mapped: missing, not blank
            }
        }
        if let cff = mapped?.cffFace(index: request.index) {
            for codePoint in request.codePoints where !isSpaceLike(codePoint) {
                let glyph = cff.glyph(for: codePoint)
                if glyph != 0, cff.hasInk(glyph: glyph) == true { continue }
                // FreeType decides, from its own cmap, exactly as without the mapping.
                let face = try freeType()
                let own = face.glyph(for: codePoint)
                judge(own == 0 ? .unreadable(code: 0) : face.inkByLoading(glyph: own), codePoint)
            }
        } else {
            let face = try freeType()
            for codePoint in request.codePoints where !isSpaceLike(codePoint) {
                judge(face.ink(of: codePoint), codePoint)
            }
        }
        return InkResult(empty: empty.build(), unloadable: unloadable.build())
    }

    /// ``ink(of:)`` for many faces on `workers` threads (one per core by
    /// default), each with its own FreeType library. Results keep the order of
    /// `requests`; a face that cannot be opened gives nil.
    ///
    /// The faces of one file go to one worker, which maps the file once: the
    /// faces of a collection that share a CFF table have each glyph probed
    /// once. Files with the most characters to probe start first, so the
    /// largest is not left to the end.
    package static func inkAll(_ requests: [InkRequest], workers: Int? = nil, files mappings: FontFiles = FontFiles()) -> [InkResult?] {
        var files: [String] = []
        var positions: [String: [Int]] = [:]
        var work: [String: Int] = [:]
        for (position, request) in requests.enumerated() {
            if positions[request.file] == nil { files.append(request.file) }
            positions[request.file, default: []].append(position)
            work[request.file, default: 0] += request.codePoints.count
        }
        files.sort { (work[$0]!, $1) > (work[$1]!, $0) }
        let jobs = files.map { file in positions[file]!.map { (position: $0, request: requests[$0]) } }
        let answered = WorkerPool.map(
            jobs, workers: workers, state: { try? FontInspector(options: Options(scanGlyphInk: false), files: mappings) }
        ) { inspector, job in
            let file = job[0].request.file
            let mapped = mappings.file(file).map(MappedFontFile.init(file:))
            let answers = job.map { (position: $0.position, result: try? inspector.ink(of: $0.request, in: mapped)) }
            // Each needed glyph's charstring has been read once; what the strings draw later is read again.
            mappings.releaseReadPages(of: file)
            return answers
        }
        var results = [InkResult?](repeating: nil, count: requests.count)
        for job in answered {
            for answer in job ?? [] { results[answer.position] = answer.result }
        }
        return results
    }
}
