public import FontPackage
public import FontPackageCheck
public import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
internal import FontPackageStrings

/// What `fontpack subset` keeps and where it writes it.
public struct PackSubsetOptions: Sendable {
    /// The check whose languages, level and strings decide what each face keeps;
    /// it runs again, unchanged, on the subset pack.
    package var check: PackCheckOptions
    /// The folder written: `appfont.json`, and the subset faces and licences under `Fonts/`.
    package var output: String
    /// Characters every face keeps (when it has them) beside what the check
    /// needs: text the app shows but does not ship, such as user input.
    var keep: CodePointSet
    /// Whether each variable font is instanced at the coordinates its slots
    /// draw it at (`--pin`): one static file per instance in use, where
    /// HarfBuzz can; otherwise a variable font keeps its design space.
    var pin: Bool

    /// Subsets for the check `check`, keeping `keep` too, into `output`;
    /// with `pin`, variable fonts become one static file per instance in use.
    public init(check: PackCheckOptions, output: String, keep: CodePointSet? = nil, pin: Bool = false) {
        self.check = check
        self.output = output
        self.keep = keep ?? CodePointSet()
        self.pin = pin
    }
}

/// A pack cut down to what the app draws, and the proof that it renders the
/// same: the check of the subset reports nothing the original check did not.
public struct PackSubsetReport: Sendable {
    /// One subset face written.
    public struct File: Sendable, Hashable, Codable {
        /// The subset file, relative to the subset report's fonts folder.
        public var file: String
        /// The original file, relative to the original pack folder.
        package var source: String
        /// The face's number in the original file.
        package var index: Int
        /// The face's PostScript name.
        package var postscriptName: String?
        /// Bytes of the original face on its own (for a face of a collection,
        /// its tables; shared tables counted in full).
        public var originalBytes: Int
        /// Bytes of the subset file.
        public var subsetBytes: Int
        /// Characters the original face maps.
        package var originalCharacters: Int
        /// Characters the subset maps.
        package var characters: Int
        /// Glyphs in the original face.
        package var originalGlyphs: Int
        /// Glyphs in the subset, `.notdef` and the glyphs layout features reach included.
        package var glyphs: Int
        /// The checked languages this face serves (their requirements and shaping samples are kept).
        package var languages: [String]
        /// The languages whose strings this face may draw (their characters are kept).
        package var stringLanguages: [String]
        /// The instances of a variable face the slots draw, axis tag to value
        /// (an empty one is the default instance); for a pinned file, the one
        /// instance it holds, every axis given. Empty for a static face.
        package var instances: [[String: Double]] = []
        /// Whether the file is a variable face pinned to its one instance (`--pin`).
        package var pinned = false
    }

    /// The subset faces, in file order.
    public var files: [File]
    /// The config written for the subset pack.
    package var configFile: String
    /// The folder holding the subset faces and licences.
    package var fontsFolder: String
    /// Licence files copied, relative to ``fontsFolder``.
    package var licences: [String]
    /// Bytes of the original files the config uses (each file once).
    public var originalTotal: Int
    /// Bytes of the subset files.
    public var subsetTotal: Int
    /// What subsetting found: faces that could not be subset, Reserved Font
    /// Names, findings the subset's check has and the original's has not.
    public var findings: [Finding]
    /// Whether the subset's config and fonts were written (not when the output is refused).
    package var wroteConfig = false
    /// The app's Info.plist written beside the config, its `UIAppFonts`
    /// listing the subset's files; nil without an Info.plist to start from.
    package var infoPlist: String?
    /// The check of the original pack.
    package var original: PackReport
    /// The check of the subset pack; nil when its config could not be written or read.
    package var subset: PackReport?

    /// Whether the subset pack is at least as good as the original: every
    /// face written and no finding of its check new.
    package var rendersTheSame: Bool { !findings.contains { $0.severity == .error } && subset != nil }
}

/// Writes a subset of every face a config uses, cut to what its languages
/// need at the check's level, the app's strings and the characters to keep,
/// with an `appfont.json` pointing at them; then checks the subset pack as
/// the original was checked and reports any finding that is new.
public enum PackSubsetter: Sendable {
    /// Characters a face keeps whatever the text: the space (HarfBuzz draws
    /// default-ignorable characters with it) and the dotted circle (shown
    /// for a mark with no base).
    static let alwaysKept = CodePointSet([0x20, 0x25CC])

    /// Checks the pack, subsets each face in use into `options.output`, writes
    /// the config and licences, and checks the result.
    public static func subset(config: FontPackConfig, options: PackSubsetOptions) throws(FontLookupError) -> PackSubsetReport {
        let original = try PackChecker.check(config: config, options: options.check)
        let output = URL(fileURLWithPath: options.output)
        let fontsOutput = output.appendingPathComponent("Fonts")
        let configOutput = output.appendingPathComponent("appfont.json")
        var findings: [Finding] = []
        var report = PackSubsetReport(
            files: [], configFile: configOutput.path, fontsFolder: fontsOutput.path, licences: [], originalTotal: 0,
            subsetTotal: 0, findings: [], original: original, subset: nil)
        // Rule settings no rule can take: the original was not checked, so nothing is written.
        if !original.ruleSettings.errors.isEmpty {
            report.findings = original.findings
            return report
        }
        if let refusal = refusal(output: output, options: options, config: config) {
            report.findings = worded(refusal)
            return report
        }
        do {
            try prepare(fontsOutput)
        } catch {
            report.findings = worded(.failed(reason: "cannot prepare \(fontsOutput.path): \(errorText(error))", file: fontsOutput.path))
            return report
        }

        // A config face the check could not locate is not in the subset: one finding with the check's reason.
        let unlocated = original.located.locations.problems.compactMap { problem -> (PackEntry, PackFace, FontLookupError)? in
            guard case .face(let error, let entry, let spec, _) = problem else { return nil }
            return (entry, spec, error)
        }
        for (entry, spec, error) in unlocated {
            findings += worded(
                .notLocated(env: entry.env, slot: spec.slotDescription, name: spec.name, reason: "\(error)", location: spec.location))
        }

        let wanted = charactersInUse(original, config: config, options: options)
        let outputs = SubsetOutput.plan(wanted, faces: original.located.faces, pin: options.pin)
        var written: [FaceID: SubsetConfigWriter.Written] = [:]
        var usedPaths = Set<String>()
        var originalFiles = Set<String>()
        var named = Set<FaceID>()
        for output in outputs {
            let face = output.face
            let source = relativePath(face.file, in: original.fontsFolder)
            if let obstacle = output.pinningObstacle {
                findings += worded(.notPinned(obstacle: obstacle, source: source, index: face.index, file: face.file))
            }
            do {
                var subset = try FontSubsetter.subset(
                    path: face.file, index: face.index, keeping: output.wanted.characters, pinning: output.pin)
                var postscriptName = face.postscriptName
                if let pin = output.pin, let names = PinnedNames(face: face, coordinates: pin) {
                    subset.data = try SFNTNames.replacing(names.records, in: subset.data)
                    postscriptName = names.postscriptName
                }
                let target = outputPath(
                    for: face, source: source, isCFF: subset.isCFF, suffix: output.pin.map { pinnedSuffix(face, $0) } ?? "",
                    taken: usedPaths)
                usedPaths.insert(target)
                let url = fontsOutput.appendingPathComponent(target)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(subset.data).write(to: url)
                for id in output.instances {
                    written[id] = SubsetConfigWriter.Written(file: target, pinnedName: output.pin == nil ? nil : postscriptName ?? "")
                }
                if !subset.droppedTables.isEmpty {
                    findings += worded(.droppedTables(subset.droppedTables, source: source, index: face.index, file: face.file))
                }
                originalFiles.insert(face.file)
                var file = PackSubsetReport.File(
                    file: target, source: source, index: face.index, postscriptName: postscriptName,
                    originalBytes: subset.originalFaceBytes, subsetBytes: subset.data.count,
                    originalCharacters: face.characters.count, characters: subset.characters.count,
                    originalGlyphs: subset.originalGlyphCount, glyphs: subset.glyphCount,
                    languages: output.wanted.languages.sorted(), stringLanguages: output.wanted.stringLanguages.sorted())
                if let pin = output.pin {
                    file.instances = [pin]
                    file.pinned = true
                } else if !face.axes.isEmpty {
                    file.instances = output.instances.map(\.variation)
                }
                report.files.append(file)
            } catch let error as FontInspectionError {
                findings += worded(.failed(reason: "\(source)#\(face.index): \(error.message)", file: face.file))
            } catch let error as SFNTNames.FormatError {
                findings += worded(.failed(reason: "\(source)#\(face.index): cannot name the instance: \(error)", file: face.file))
            } catch {
                findings += worded(.failed(reason: "\(source)#\(face.index): cannot write the subset: \(errorText(error))", file: face.file))
            }
            if named.insert(face.id).inserted, let fact = reservedFontName(of: face, source: source) { findings += worded(fact) }
        }
        report.originalTotal = originalFiles.reduce(0) { $0 + fileSize($1) }
        report.subsetTotal = report.files.reduce(0) { $0 + $1.subsetBytes }
        let licences = copyLicences(
            from: Set(outputs.map { relativePath($0.face.file, in: original.fontsFolder) }), pack: original.fontsFolder,
            into: fontsOutput, findings: &findings)
        report.licences = licences

        let configBytes: [UInt8]
        do {
            configBytes = Array(try Data(contentsOf: URL(fileURLWithPath: config.file)))
        } catch {
            report.findings = findings + worded(.configUnreadable(config: config.file, reason: errorText(error)))
            return report
        }
        do {
            let text = try SubsetConfigWriter.rewrite(
                bytes: configBytes, config: config, located: original.located, written: written)
            try Data(text.utf8).write(to: configOutput)
        } catch let error as Diagnostic {
            report.findings = findings + [error]
            return report
        } catch {
            report.findings = findings + worded(.failed(reason: "cannot write \(configOutput.path): \(errorText(error))", file: configOutput.path))
            return report
        }
        report.wroteConfig = true

        var check = options.check
        check.fontsFolder = fontsOutput.path
        // The subset's files have new paths (a face of a collection is a file of its own): the app's
        // Info.plist, when given, is written beside the config with UIAppFonts listing them, and the
        // subset is checked with that copy.
        var registrationNote: String?
        if let plist = infoPlist(of: options.check) {
            switch writeInfoPlist(plist, report: report, original: original, into: output) {
            case .success(let written):
                report.infoPlist = written
                check.infoPlist = written
                if check.strings?.infoPlist != nil { check.strings?.infoPlist = written }
            case .failure(let error):
                registrationNote = "cannot write the subset's Info.plist (\(error.description)); "
            }
        }
        do {
            let subsetConfig = try FontPackConfig.load(path: configOutput.path)
            let subset = try PackChecker.check(config: subsetConfig, options: check)
            report.subset = subset
            // Without a rewritten Info.plist, the registration findings compare paths the subset does not have.
            let registration: Set<Diagnostic.Code> = report.infoPlist == nil ? [.notRegistered, .registeredFileMissing] : []
            // The subset's config names a face that was not subset (not located, or the subsetter failed
            // on it) as the original's does, so its check cannot locate it: the cause is reported above.
            var notSubset = Set<String>()
            for entry in config.entries {
                for (position, spec) in entry.faces.enumerated()
                where original.located.locations.id(of: entry, at: position).flatMap({ written[$0] }) == nil {
                    notSubset.insert(spec.path)
                }
            }
            var sameCause = Set<SourceLocation>()
            for case .face(_, _, let spec, _) in subset.located.locations.problems where notSubset.contains(spec.path) {
                sameCause.insert(spec.location)
            }
            findings += newFindings(
                subset.findings.filter { finding in
                    !registration.contains(finding.code) && !(finding.location.map(sameCause.contains) ?? false)
                },
                comparedWith: original.findings.filter { !registration.contains($0.code) })
            if let registrationNote, subset.platforms.contains(.ios) {
                findings += worded(
                    .registration(
                        reason: registrationNote, files: bundlePaths(report, original: original, listed: []), config: configOutput.path))
            }
        } catch let error as DiagnosticError {
            findings += error.errors
        } catch {
            findings += worded(.failed(reason: "the subset pack cannot be checked: \(error)", file: fontsOutput.path))
        }
        report.findings = findings
        return report
    }

    /// The Info.plist the check reads `UIAppFonts` from: given, or found at the top of a `--strings` folder.
    static func infoPlist(of check: PackCheckOptions) -> String? {
        check.strings?.infoPlist ?? check.infoPlist
            ?? check.strings?.paths.lazy.map { PathName.join($0, "Info.plist") }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Writes `<output>/Info.plist`: the app's Info.plist with `UIAppFonts`
    /// listing the subset's files (``bundlePaths(_:original:listed:)``); every other byte kept.
    static func writeInfoPlist(
        _ plist: String, report: PackSubsetReport, original: PackReport, into output: URL
    ) -> Result<String, InfoPlistEditError> {
        let bytes: [UInt8]
        switch InputFile.read(plist, limit: InputFile.maximumStringsBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): return .failure(InfoPlistEditError("\(plist): \(failure)"))
        }
        let listed = InfoPlistReader.read(bytes: bytes, file: plist).info?.fonts?.map(\.path) ?? []
        let target = output.appendingPathComponent("Info.plist")
        do {
            let text = try InfoPlistFontsWriter.merge(
                bundlePaths(report, original: original, listed: listed), into: bytes, file: plist)
            try Data(text.utf8).write(to: target)
        } catch let error as InfoPlistEditError {
            return .failure(error)
        } catch {
            return .failure(InfoPlistEditError("cannot write \(target.path): \(errorText(error))"))
        }
        return .success(target.path)
    }

    /// The subset's `UIAppFonts`: each subset file under the folder the
    /// original listing shows the pack has in the bundle (the part of a
    /// listed path before a pack file's path; else the pack folder's name,
    /// as `export apple` writes), then the listed paths that name no file of
    /// the pack (they are not the pack's to change).
    static func bundlePaths(_ report: PackSubsetReport, original: PackReport, listed: [String]) -> [String] {
        func components(_ path: String) -> [String] { path.split(separator: "/").map(String.init).filter { $0 != "." } }
        let packFiles = PathName.walk(original.fontsFolder).map(components)
        var folder: [String]?
        var others: [String] = []
        for path in listed {
            let parts = components(path)
            let matches = packFiles.filter { file in
                let length = min(file.count, parts.count)
                return length > 0 && Array(file.suffix(length)) == Array(parts.suffix(length))
            }
            if matches.isEmpty {
                others.append(path)
            } else if folder == nil, let file = matches.first(where: { $0.count <= parts.count }) {
                folder = Array(parts.dropLast(file.count))
            }
        }
        let prefix = folder ?? [URL(fileURLWithPath: original.fontsFolder).standardizedFileURL.lastPathComponent]
        var paths: [String] = []
        for file in report.files {
            let path = (prefix + components(file.file)).joined(separator: "/")
            if !paths.contains(path) { paths.append(path) }
        }
        return paths + others.filter { !paths.contains($0) }
    }

    /// What one face must keep, the checked languages it serves and the languages whose strings it draws.
    struct Wanted {
        var characters = PackSubsetter.alwaysKept
        var languages = Set<String>()
        var stringLanguages = Set<String>()
    }

    /// Per face in use: the characters each language it serves requires at
    /// the level (and its shaping sample), the characters of the app's
    /// strings its entries may draw, and `keep`, each limited to what the face maps.
    static func charactersInUse(_ report: PackReport, config: FontPackConfig, options: PackSubsetOptions) -> [FaceID: Wanted] {
        var wanted: [FaceID: Wanted] = [:]
        func add(_ characters: CodePointSet, to face: FontFace, language: String? = nil, strings: String? = nil) {
            var entry = wanted[face.id] ?? Wanted()
            entry.characters = entry.characters.union(characters.union(options.keep).intersection(face.characters))
            if let language { entry.languages.insert(language) }
            if let strings { entry.stringLanguages.insert(strings) }
            wanted[face.id] = entry
        }
        for row in report.rows {
            guard let face = row.face else { continue }
            var characters = row.verdicts.reduce(CodePointSet()) { $0.union($1.requirement.characters) }
            if let locale = (try? CheckedLanguage(row.language))?.locale, let sample = ShapingSample.of(locale) {
                characters = characters.union(
                    CodePointSet(sample.joiningLetters + sample.conjuncts.flatMap { $0 } + sample.markPairs.flatMap { $0 }))
            }
            add(characters, to: face, language: row.language)
            // The faces of the row's fallback chain draw what the first lacks: they keep what they map of it.
            for link in row.chain.dropFirst() {
                if let linked = link.face.flatMap({ report.located.faces[$0] }) { add(characters, to: linked, language: row.language) }
            }
        }
        if let strings = options.check.strings {
            var ignored: [Finding] = []
            let prepared = StringsChecker.prepare(
                config: config, resolver: FontResolver(config: config), options: strings, languages: options.check.languages, findings: &ignored)
            // As the check's ink scan does: a language's strings may be drawn by its entry and by
            // every entry the config's `scripts` send runs to.
            for job in prepared.jobs {
                let characters = CodePointSet(job.characters.map(\.value))
                let entries = [job.bound.entry] + job.bound.config.scriptEntries.filter { $0 !== job.bound.entry }
                for entry in entries {
                    for slot in CheckedSlot.all(of: entry) {
                        // Every face of the slot's chain may draw them.
                        for face in report.located.chainFaces(of: entry, slot) {
                            add(characters, to: face, strings: job.language)
                        }
                    }
                }
            }
        }
        // Faces the config names but no checked language reaches still ship: keep `keep` in them.
        for face in report.located.faces.values where wanted[face.id] == nil {
            add(CodePointSet(), to: face)
        }
        return wanted
    }

    /// The subset's findings whose identity (code, language, slot, key,
    /// missing characters) the original check did not report, as errors.
    static func newFindings(_ subset: [Finding], comparedWith original: [Finding]) -> [Finding] {
        struct Identity: Hashable {
            let code: String
            let language: String?
            let slot: String?
            let key: String?
            let missing: [UInt32]
            init(_ finding: Finding) {
                code = finding.code.rawValue
                language = finding.language
                slot = finding.slot
                key = finding.key
                missing = finding.missing
            }
        }
        let known = Set(original.map(Identity.init))
        return subset.filter { !known.contains(Identity($0)) }.flatMap { worded(.checkChanged($0)) }
    }

    /// The face's copyright (name ID 0) or licence (13) when it declares Reserved Font Names; nil when neither does.
    static func reservedFontName(of face: FontFace, source: String) -> SubsetFact? {
        guard let names = try? FontSubsetter.names(path: face.file, index: face.index, nameIDs: [0, 13]),
            let declaring = names.first(where: { $0.text.lowercased().contains("reserved font name") })
        else { return nil }
        return .reservedFontName(
            name: face.postscriptName ?? face.fullName, source: source, nameID: Int(declaring.nameID), text: declaring.text,
            file: face.file)
    }

    /// Refuses an output that would write into the pack or over the config.
    static func refusal(output: URL, options: PackSubsetOptions, config: FontPackConfig) -> SubsetFact? {
        let out = output.standardizedFileURL.resolvingSymlinksInPath().path
        let pack = URL(fileURLWithPath: options.check.fontsFolder).standardizedFileURL.resolvingSymlinksInPath().path
        let configFile = URL(fileURLWithPath: config.file).standardizedFileURL.resolvingSymlinksInPath().path
        if out == pack || out.hasPrefix(pack + "/") {
            return .failed(
                reason: "refused: --output \(options.output) is \(out == pack ? "" : "inside ")the pack folder \(options.check.fontsFolder); "
                    + "the subset is a new pack beside the original, which it never changes: write it to another folder",
                file: options.output)
        }
        if pack.hasPrefix(out + "/Fonts/") || pack == out + "/Fonts" {
            return .failed(
                reason: "refused: --output \(options.output) would write the subset's Fonts/ over the pack folder \(options.check.fontsFolder); "
                    + "write it to another folder",
                file: options.output)
        }
        if configFile == out + "/appfont.json" {
            return .failed(
                reason: "refused: --output \(options.output) would write the subset's appfont.json over the config \(config.file); "
                    + "write it to another folder",
                file: options.output)
        }
        return nil
    }

    /// Empties `Fonts/` of a previous subset (fonts and licences only; anything else is refused), then creates it.
    static func prepare(_ fonts: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: fonts.path) {
            for relative in PathName.walk(fonts.path) {
                let path = PathName.join(fonts.path, relative)
                guard PathName.kind(path) == .file else { continue }
                let name = PathName.lastComponent(relative)
                if !(FontIndex.fontExtensions.contains(PathName.pathExtension(name).lowercased()) || isLicence(name)) {
                    throw RefusedRemoval(path: path)
                }
            }
            try manager.removeItem(at: fonts)
        }
        try manager.createDirectory(at: fonts, withIntermediateDirectories: true)
    }

    /// Where a face's subset goes, relative to the output's `Fonts/`: the
    /// original path for a single font (with `.ttf`/`.otf` for WOFF), the
    /// collection's folder and the face's PostScript name for a face of a collection.
    /// A pinned instance adds `suffix` to the name (``pinnedSuffix(_:_:)``).
    static func outputPath(for face: FontFace, source: String, isCFF: Bool, suffix: String = "", taken: Set<String>) -> String {
        let fileExtension = isCFF ? "otf" : "ttf"
        let folder = PathName.deletingLastComponent(source)
        var base: String
        if face.faceCount > 1 {
            base = safeName(face.postscriptName ?? "\(PathName.baseName(source))-\(face.index)")
        } else {
            base = PathName.baseName(source)
        }
        base += suffix
        var candidate = folder.isEmpty ? "\(base).\(fileExtension)" : "\(folder)/\(base).\(fileExtension)"
        var number = 2
        while taken.contains(candidate) {
            candidate = folder.isEmpty ? "\(base)-\(number).\(fileExtension)" : "\(folder)/\(base)-\(number).\(fileExtension)"
            number += 1
        }
        return candidate
    }

    /// `-wght300`, `-wdth87.5-wght300`: each axis of the face and the value
    /// it is pinned at, in `fvar` order, so the instance shows in the file name.
    static func pinnedSuffix(_ face: FontFace, _ coordinates: [String: Double]) -> String {
        face.axes.map { axis in
            "-" + safeName(axis.tag.filter { $0 != " " }) + FaceID.number(coordinates[axis.tag] ?? axis.defaultValue)
        }.joined()
    }

    /// Licence files beside the faces used (`OFL.txt`, `LICENSE*`, `COPYING*`...), copied to the same folders.
    static func copyLicences(from sources: Set<String>, pack: String, into fonts: URL, findings: inout [Finding]) -> [String] {
        var copied: [String] = []
        let folders = Set(sources.map { PathName.deletingLastComponent($0) })
        for folder in folders.sorted() {
            let from = URL(fileURLWithPath: pack).appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: from.path)) ?? []
            for name in names.sorted() where isLicence(name) {
                let relative = folder.isEmpty ? name : "\(folder)/\(name)"
                do {
                    let target = fonts.appendingPathComponent(relative)
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(contentsOf: from.appendingPathComponent(name)).write(to: target)
                    copied.append(relative)
                } catch {
                    findings += worded(
                        .failed(
                            reason: "cannot copy the licence \(relative): \(errorText(error))",
                            file: from.appendingPathComponent(name).path))
                }
            }
        }
        return copied
    }

    /// `OFL.txt`, `OFL-1.1.txt`, `LICENSE`, `LICENCE.md`, `COPYING`, `UFL.txt`...
    static func isLicence(_ name: String) -> Bool {
        let upper = name.uppercased()
        return ["OFL", "LICENSE", "LICENCE", "COPYING", "UFL", "FONTLOG"].contains { upper.hasPrefix($0) }
    }

    /// `fact` as the registry's rule words it (``SubsetRule``, through ``FindingWording/subset``).
    static func worded(_ fact: SubsetFact) -> [Finding] {
        FindingWording.registry.subset.map { [$0(fact)] } ?? []
    }

    static func relativePath(_ file: String, in folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : PathName.lastComponent(file)
    }

    static func fileSize(_ path: String) -> Int {
        FontPackageSupport.fileSize(atPath: path) ?? 0
    }

    /// Letters, digits, `-` and `_`: a PostScript name as a file name.
    static func safeName(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                    ? Character(scalar) : "_"
            }.prefix(100))
    }

    /// Parses `U+0020-007E,U+20AC,0x41,B`-style lists (`--keep`): code points
    /// and ranges in hex, with or without `U+`/`0x`, comma-separated.
    package static func parseCodePoints(_ text: String) -> Result<CodePointSet, InvalidKeepItem> {
        var ranges: [ClosedRange<UInt32>] = []
        for item in text.split(separator: ",").map({ trimmedBlanks(String($0)) }) where !item.isEmpty {
            let bounds = item.split(separator: "-", maxSplits: 1).map { Self.hexValue(String($0)) }
            guard bounds.allSatisfy({ $0 != nil }), let low = bounds.first!, let high = bounds.last!, low <= high,
                high <= 0x10FFFF
            else {
                return .failure(InvalidKeepItem(item: item))
            }
            ranges.append(low...high)
        }
        return .success(CodePointSet(ranges: ranges))
    }

    static func hexValue(_ text: String) -> UInt32? {
        var digits = trimmedBlanks(text)
        for prefix in ["U+", "u+", "0x", "0X"] where digits.hasPrefix(prefix) {
            digits.removeFirst(prefix.count)
        }
        guard !digits.isEmpty, digits.count <= 6 else { return nil }
        return UInt32(digits, radix: 16)
    }
}

/// A file in a previous subset's `Fonts/` that is neither a font nor a licence:
/// the folder is not emptied, so nothing of the user's is lost.
struct RefusedRemoval: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path) is neither a font nor a licence; not removed" }
}

/// A `--keep` item that is neither a code point nor a range of them: the
/// command line refuses the argument before anything is read.
package struct InvalidKeepItem: Error, CustomStringConvertible {
    /// The item as written, blanks trimmed (`U+ZZ`, `1-2-3`).
    package let item: String
    package var description: String { "--keep: \"\(item)\" is not a code point or range (write U+0020-007E,U+20AC)" }
}
