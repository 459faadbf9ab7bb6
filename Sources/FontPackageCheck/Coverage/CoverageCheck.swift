package import FontPackage
package import FontPackageInspection

/// What `fontpack coverage` measures: font files against the characters
/// languages need, without a config.
///
/// ```swift
/// let run = CoverageCheck.run(
///     files: ["Fonts/NotoSans/NotoSans-Light.ttf"], index: nil,
///     languages: [try CheckedLanguage("vi")], level: .base, shaping: true)
/// for face in run.faces {
///     for language in face.languages where !language.isCovered { print(face.face.file, language.language) }
/// }
/// ```
package enum CoverageCheck: Sendable {
    /// Checks every face of each file (or the face at `index` of each) against
    /// each language at `level`, and with `shaping` shapes the language's
    /// sample text with HarfBuzz. Files are read in parallel; an unreadable
    /// file is one of ``CoverageRun/failures`` and does not stop the others.
    /// Each language's faces must draw the symbols of `currencies` too.
    package static func run(
        files: [String], index: Int?, languages: [CheckedLanguage], level: CoverageLevel, shaping: Bool,
        currencies: [String] = []
    ) -> CoverageRun {
        let requirements = languages.map {
            (name: $0.input, set: LanguageRequirements(for: $0, level: level, currencies: currencies))
        }
        let (faces, failures) = FaceLoading.load(files: files, index: index, scanGlyphInk: true)
        // The findings are worded as `check` words them, by the rules that word each fact.
        let wording = FindingWording(rules: RuleRegistry.all)
        var run = CoverageRun(faces: [], findings: [], failures: failures)
        for face in faces {
            var checked = CoverageRun.Face(face: face, languages: [])
            for (language, set) in requirements {
                let verdicts = face.coverage(of: set)
                run.findings += wording.faceCoverage?(FaceCoverage(face: face, language: language, verdicts: verdicts)) ?? []
                var result = CoverageRun.Language(
                    language: language, verdicts: verdicts, shaping: nil, unavailable: set.unavailable)
                if shaping, let sample = ShapingSample.of(set.locale) {
                    do {
                        let failures = try face.shapingFailures(of: sample)
                        let shaped = FaceShaping(
                            face: face, language: language, orthography: sample.orthography, failures: failures)
                        run.findings += wording.faceShaping?(shaped) ?? []
                        result.shaping = .checked(orthography: sample.orthography, failures: failures)
                    } catch {
                        if let word = wording.faceNotShaped {
                            run.findings.append(word(FaceNotShaped(face: face, language: language, error: error)))
                        }
                        result.shaping = .notChecked(error)
                    }
                }
                checked.languages.append(result)
            }
            run.faces.append(checked)
        }
        return run
    }
}

/// The result of ``CoverageCheck/run(files:index:languages:level:shaping:currencies:)``:
/// per face and language the verdicts, the shaping result and what was not
/// measured; the same as findings; and the files that could not be read.
package struct CoverageRun: Sendable {
    /// One face and its verdict for each language, in the order languages were given.
    package struct Face: Sendable {
        /// The face, as read with its glyphs scanned for ink.
        package var face: FontFace
        /// One result per language checked.
        package var languages: [Language]
    }

    /// One face measured against one language.
    package struct Language: Sendable {
        /// The language as given (`vi`, `fc:ku-ir`).
        package var language: String
        /// One verdict per requirement of the level that has data.
        package var verdicts: [CoverageVerdict]
        /// Nil when shaping is off or there is no sample text for the language.
        package var shaping: Shaping?
        /// Requirements the level asks for that have no data for the language.
        package var unavailable: [LanguageRequirements.Unavailable]

        /// Nothing missing, nothing empty, no shaping failure.
        package var isCovered: Bool {
            guard verdicts.allSatisfy(\.isCovered) else { return false }
            if case .checked(_, let failures)? = shaping, !failures.isEmpty { return false }
            return true
        }
    }

    /// HarfBuzz's verdict on a language's sample text.
    package enum Shaping: Sendable {
        /// Shaped; `orthography` is the hyperglot orthography the sample comes from (`ckb-Arab`).
        case checked(orthography: String, failures: [ShapingFailure])
        /// Neither HarfBuzz nor FreeType could open the face for shaping.
        case notChecked(FontInspectionError)
    }

    /// The faces read, in the order of the files and of the faces in each.
    package var faces: [Face]
    /// Everything missing, empty or failing to shape, as `check` words it, located at the font file.
    package var findings: [Finding]
    /// Files that could not be read, in order.
    package var failures: [FontInspectionError]

    /// Whether any face misses or leaves empty a character, or fails to shape a sample.
    package var anythingMissing: Bool { faces.contains { $0.languages.contains { !$0.isCovered } } }
}

/// Opens the faces the commands report on: every face of each file, or the
/// one `index` picks. Files are inspected in parallel; unreadable ones are
/// returned apart, in order, and do not stop the others.
package enum FaceLoading {
    package static func load(
        files: [String], index: Int?, scanGlyphInk: Bool
    ) -> (faces: [FontFace], failures: [FontInspectionError]) {
        let options = FontInspector.Options(scanGlyphInk: scanGlyphInk)
        var faces: [FontFace] = []
        var failures: [FontInspectionError] = []
        if let index {
            do {
                let inspector = try FontInspector(options: options)
                for file in files {
                    do { faces.append(try inspector.inspect(file: file, index: index)) } catch { failures.append(error) }
                }
            } catch {
                failures.append(error)
            }
        } else {
            for inspection in FontInspector.inspectAll(files, options: options) {
                switch inspection.result {
                case .success(let found): faces += found
                case .failure(let error): failures.append(error)
                }
            }
        }
        return (faces, failures)
    }
}
