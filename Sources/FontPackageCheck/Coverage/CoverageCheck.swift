internal import FontPackage
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
        let wording = FindingWording.registry
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
