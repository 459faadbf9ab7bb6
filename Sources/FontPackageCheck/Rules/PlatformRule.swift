package import FontPackage
internal import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

/// Each platform the pack ships on loads each file under the name the config
/// gives: names, formats, registration, resource names, collections, families.
/// The rules of iOS, Android, the web and fontconfig, applied to the faces
/// that serve the checked entries; the manual's Platforms article cites each.
enum PlatformRule: PackRule {
    static let reads: [CheckInput] = [.config, .fontFiles, .platforms, .infoPlist]
    static let codes: [FindingRule] = [
        FindingRule(.platformName, .error, "iOS: the config name is not the PostScript name UIFont(name:size:) looks fonts up by; a full name is a note, and a variable font's named instance that has no PostScript name of its own a warning.", help: "Write the face's PostScript name, as the message gives it.", otherSeverities: [.warning, .note]),
        FindingRule(.platformFormat, .error, "The platform does not load the file's format: WOFF or WOFF2 on iOS and Android (a note on the web for files that are not WOFF2).", help: "Ship TrueType or OpenType to apps and WOFF2 to browsers.", otherSeverities: [.note]),
        FindingRule(.notRegistered, .error, "iOS: a file that serves a slot is not in the Info.plist's UIAppFonts, so it is never registered.", help: "Add the file's path in the bundle to UIAppFonts."),
        FindingRule(.registeredFileMissing, .warning, "iOS: UIAppFonts lists a file the pack does not have.", help: "Remove the entry or add the file to the pack."),
        FindingRule(.duplicatePostscriptName, .error, "iOS: faces in two files share a PostScript name; which one the system keeps is undefined.", help: "Ship one file per PostScript name."),
        FindingRule(.platformFileName, .note, "Android: the file's base name is not a resource name (lowercase a-z, 0-9, _); fontpack export android writes it under the name the message gives.", help: "Export with fontpack export android, or copy the file under the name the message gives and refer to it as @font/<name>."),
        FindingRule(.platformCollection, .warning, "A face after the first of a collection: a note with the android:ttcIndex to give on Android; a warning on the web, where @font-face draws the first face.", help: "On the web, ship the face as its own file.", otherSeverities: [.note]),
        FindingRule(.platformVariation, .note, "A variable font drawn away from its default: what the platform needs to draw each slot's coordinates (on Linux, also for coordinates that are no named instance).", help: "Apply the variation as the message says; fontpack export writes it for fontconfig, CSS and Android."),
        FindingRule(.platformFamily, .warning, "Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.", help: "Give each face its own family or weight, or ship one of them."),
    ]

    static func findings(in context: CheckContext) -> [Finding] {
        findings(
            platforms: context.platforms, entries: context.checkedEntries, located: context.located, index: context.index,
            registered: context.registered, files: context.files)
    }
}

// MARK: - Each platform's rules, applied to the faces that serve the checked entries

extension PlatformRule {
    /// One config face and the font that serves it.
    struct Use {
        let entry: PackEntry
        let spec: PackFace
        let face: FontFace
    }

    static func findings(
        platforms: [Platform], entries: [PackEntry], located: LocatedFaces, index: FontIndex,
        registered: RegisteredFonts?, files mappings: FontFiles
    ) -> [Finding] {
        var uses: [Use] = []
        for entry in entries {
            for (position, spec) in entry.faces.enumerated() {
                if let face = located.face(of: entry, at: position) { uses.append(Use(entry: entry, spec: spec, face: face)) }
            }
        }
        // Each file once, at the first config face that uses it.
        var files: [String] = []
        var firstUse: [String: Use] = [:]
        for use in uses where firstUse[use.face.file] == nil {
            files.append(use.face.file)
            firstUse[use.face.file] = use
        }
        var findings: [Finding] = []
        for platform in platforms.sorted() {
            findings += variations(uses, platform: platform)
            switch platform {
            case .ios:
                findings += uses.compactMap(postscriptName)
                findings += files.compactMap { format($0, use: firstUse[$0]!, platform: .ios, files: mappings) }
                findings += duplicatePostscriptNames(uses, index: index)
                if let registered {
                    findings += registration(files, uses: firstUse, registered: registered, index: index)
                }
            case .android:
                findings += files.compactMap { format($0, use: firstUse[$0]!, platform: .android, files: mappings) }
                findings += resourceNames(files, uses: firstUse)
                findings += collectionFaces(uses, platform: .android)
            case .web:
                findings += files.compactMap { format($0, use: firstUse[$0]!, platform: .web, files: mappings) }
                findings += collectionFaces(uses, platform: .web)
            case .linux:
                findings += familyAmbiguity(uses, index: index)
            case .windows:
                // Named before its rules are written: the summary says so.
                break
            }
        }
        return findings
    }

    // MARK: iOS

    /// `UIFont(name:size:)` looks a font up by its PostScript name; Core Text
    /// falls back to the full name (a note); a file's base name or a family
    /// name gives nil or another face of the family (an error).
    static func postscriptName(_ use: Use) -> Finding? {
        let face = use.face
        guard let postscript = face.postscriptName, use.spec.name != postscript else { return nil }
        let subject = "\(use.entry.env) \(use.spec.slotDescription)"
        if let instance = face.namedInstances.first(where: { face.names(of: $0).contains(use.spec.name) }), instance.postscriptName != use.spec.name {
            let variation = FaceID.describe(instance.coordinates) { "\"\($0)\": \($1)" }
            return finding(
                .platformName, as: .warning,
                "\(subject): \"\(use.spec.name)\" names the \(instance.name) instance of the variable font \(postscript), which has no "
                    + "PostScript name of its own; iOS registers the file under \"\(postscript)\" (its default instance), and what "
                    + "Core Text calls such an instance is not documented: write \"\(postscript)\" with \"variation\": "
                    + "{\(variation.joined(separator: ", "))} and create the font with that variation",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: face.file, platform: .ios)
        }
        if face.fullNames.contains(use.spec.name) {
            return finding(
                .platformName, as: .note,
                "\(subject): \"\(use.spec.name)\" is the full name of \(postscript); UIFont(name:size:) finds it only through "
                    + "Core Text's fallback matching: write the PostScript name \"\(postscript)\"",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: face.file, platform: .ios)
        }
        let how: String
        if use.spec.name.lowercased() == postscript.lowercased() {
            how = "differs from its PostScript name \"\(postscript)\" in case"
        } else if use.spec.name == face.fileBaseName {
            how = "is the file's base name; its PostScript name is \"\(postscript)\""
        } else if face.familyNames.contains(use.spec.name) {
            how = "is a family name, which gives any face of the family; the slot's face is \"\(postscript)\""
        } else {
            how = "is not the face's PostScript name \"\(postscript)\""
        }
        return finding(
            .platformName,
            "\(subject): UIFont(name: \"\(use.spec.name)\", size:) looks fonts up by PostScript name, and \"\(use.spec.name)\" "
                + "\(how): write \"\(postscript)\"",
            at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: face.file, platform: .ios)
    }

    /// Two files whose faces share a PostScript name: the system registers
    /// one of them, and which one is undefined.
    static func duplicatePostscriptNames(_ uses: [Use], index: FontIndex) -> [Finding] {
        var byName: [String: [FontFace]] = [:]
        for face in index.faces {
            if let name = face.postscriptName { byName[name, default: []].append(face) }
        }
        var findings: [Finding] = []
        var reported = Set<String>()
        for use in uses {
            guard let name = use.face.postscriptName, let faces = byName[name],
                Set(faces.map(\.file)).count > 1, reported.insert(name).inserted
            else { continue }
            let others = Set(faces.map(\.file)).subtracting([use.face.file]).sorted()
            findings.append(
                finding(
                    .duplicatePostscriptName,
                    "\(use.entry.env) \(use.spec.slotDescription): \(name) is the PostScript name of faces in \(use.face.file) "
                        + "and \(others.joined(separator: ", ")); iOS registers one of them, which one is undefined: "
                        + "ship one file per PostScript name",
                    at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: use.face.file, platform: .ios))
        }
        return findings
    }

    /// Every file that serves a slot is in `UIAppFonts`; every listed file is in the pack.
    static func registration(
        _ files: [String], uses: [String: Use], registered: RegisteredFonts, index: FontIndex
    ) -> [Finding] {
        let listed = registered.paths.map { (components: pathComponents($0.path), $0.location, $0.path) }
        var findings: [Finding] = []
        for file in files {
            let relative = pathComponents(index.relativePath(ofFile: file))
            guard !listed.contains(where: { sameFile($0.components, relative) }) else { continue }
            let use = uses[file]!
            let notListed =
                registered.keyMissing
                ? "is not registered: \(registered.file) has no UIAppFonts key"
                : "is not in UIAppFonts of \(registered.file)"
            findings.append(
                finding(
                    .notRegistered,
                    "\(use.entry.env) \(use.spec.slotDescription): \(index.relativePath(ofFile: file)) \(notListed), "
                        + "so iOS never registers it and \"\(use.spec.name)\" resolves to nothing: "
                        + "add it (the path inside the app bundle)",
                    at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .ios))
        }
        let packFiles = index.files.map { pathComponents(index.relativePath(ofFile: $0)) }
        for (components, location, path) in listed where !packFiles.contains(where: { sameFile(components, $0) }) {
            findings.append(
                finding(
                    .registeredFileMissing,
                    "UIAppFonts lists \"\(path)\", which is not a font file of the pack (in \(index.root))",
                    at: location, platform: .ios))
        }
        return findings
    }

    /// A listed path and a pack path name the same file when the shorter is
    /// the end of the longer: the pack folder sits somewhere in the bundle.
    static func sameFile(_ listed: [String], _ pack: [String]) -> Bool {
        guard !listed.isEmpty, !pack.isEmpty else { return false }
        let length = min(listed.count, pack.count)
        return Array(listed.suffix(length)) == Array(pack.suffix(length))
    }

    static func pathComponents(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    // MARK: File formats

    /// What each platform registers: iOS and Android TrueType, OpenType and
    /// collections; the web any of them, WOFF2 best.
    static func format(_ file: String, use: Use, platform: Platform, files: FontFiles) -> Finding? {
        let container = FontContainer.of(file: file, files: files)
        let name = PathName.lastComponent(file)
        let subject = "\(use.entry.env) \(use.spec.slotDescription)"
        switch (platform, container) {
        case (.ios, .woff), (.ios, .woff2):
            return finding(
                .platformFormat,
                "\(subject): \(name) is \(container.name), which iOS does not register from UIAppFonts: ship the TrueType or OpenType file",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .ios)
        case (.android, .woff), (.android, .woff2):
            return finding(
                .platformFormat,
                "\(subject): \(name) is \(container.name); Android's font resources take .ttf, .otf, .ttc and .xml only: "
                    + "ship the TrueType or OpenType file",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .android)
        case (.android, _):
            let ext = PathName.pathExtension(name).lowercased()
            guard !["ttf", "otf", "ttc"].contains(ext) else { return nil }
            return finding(
                .platformFormat,
                "\(subject): \(name) has the extension \".\(ext)\"; Android's font resources take .ttf, .otf, .ttc and .xml only",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .android)
        case (.web, .sfnt), (.web, .collection), (.web, .woff):
            let size = fileSize(atPath: file)
            let bytes = size.map { " (\(fileSizeText(Int64($0))))" } ?? ""
            return finding(
                .platformFormat, as: .note,
                "\(subject): \(name)\(bytes) is \(container.name); WOFF2 is the format to ship to browsers: "
                    + "the same font, compressed",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .web)
        default:
            return nil
        }
    }

    // MARK: Android

    /// Android builds a resource name from the file's base name: lowercase
    /// a-z, digits and `_`, starting with a letter or `_`, not a Java keyword.
    /// A file whose name is not one is a note that gives the name `fontpack
    /// export android` writes it under (``AndroidResourceName/fontFile(of:)``,
    /// the exporter's own), which a copy made by hand takes too. Names are made
    /// unique over the files in order, as the export makes them.
    static func resourceNames(_ files: [String], uses: [String: Use]) -> [Finding] {
        var taken = Set<String>()
        return files.compactMap { file in
            guard let use = uses[file], let (stem, fileExtension) = AndroidResourceName.fontFile(of: use.face) else { return nil }
            let name = AndroidResourceName.unique(stem, taken: &taken)
            let base = PathName.baseName(file)
            guard !AndroidResourceName.isValid(base) else { return nil }
            let exported = "\(name).\(fileExtension)"
            // A collection is exported face by face; a copy made by hand keeps the collection, renamed.
            let copied = "\(AndroidResourceName.suggestion(for: base)).\(PathName.pathExtension(file).lowercased())"
            return finding(
                .platformFileName,
                "\(use.entry.env) \(use.spec.slotDescription): \"\(base)\" is not an Android resource name (lowercase a-z, 0-9 "
                    + "and _, starting with a letter): fontpack export android writes it as res/font/\(exported) (@font/\(name)); "
                    + (copied == exported ? "a copy made by hand takes that name too" : "a copy made by hand needs a name such as \(copied)"),
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: file, platform: .android)
        }
    }

    /// A face after the first of a collection: Android reaches it with
    /// `android:ttcIndex` (API 28 and later); a browser's `@font-face` loads the first face.
    static func collectionFaces(_ uses: [Use], platform: Platform) -> [Finding] {
        var seen = Set<FaceID>()
        return uses.compactMap { use in
            guard use.face.faceCount > 1, use.face.index > 0, seen.insert(use.face.id).inserted else { return nil }
            let name = PathName.lastComponent(use.face.file)
            let subject = "\(use.entry.env) \(use.spec.slotDescription)"
            if platform == .android {
                return finding(
                    .platformCollection, as: .note,
                    "\(subject): \(use.face.postscriptName ?? use.face.fullName) is face \(use.face.index) of \(name); give "
                        + "android:ttcIndex=\"\(use.face.index)\" in the font family XML (API 28 and later)",
                    at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: use.face.file, platform: .android)
            }
            return finding(
                .platformCollection,
                "\(subject): \(use.face.postscriptName ?? use.face.fullName) is face \(use.face.index) of \(name); Chromium's "
                    + "@font-face draws a collection's first face, even when the URL names another with #PostScriptName: "
                    + "ship this face as its own file",
                at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: use.face.file, platform: .web)
        }
    }

    // MARK: Variable fonts

    /// What each platform needs to draw a variable font at a slot's
    /// coordinates (the manual's Platforms article cites each): one note per
    /// file and platform naming the coordinates in use, and on Linux one for
    /// coordinates that are no named instance.
    /// - iOS: `UIFont(name:size:)` gives the default instance; Core Text
    ///   applies a variation only from `kCTFontVariationAttribute` (axis tag
    ///   as a number), a weight trait picks a face and sets no `wght`.
    /// - Android: a font family resource's `<font>` takes
    ///   `android:fontVariationSettings` (API 28; AndroidX's
    ///   `app:fontVariationSettings` from API 26), applied by `Font.Builder`;
    ///   `fontWeight` alone only matches. In code, `Typeface.Builder` and
    ///   `Paint.setFontVariationSettings` (API 26).
    /// - The web: CSS Fonts 4's font feature and variation resolution applies
    ///   the used `font-weight`, clamped to the `@font-face` range, to `wght`.
    /// - Linux: fontconfig lists each named instance as a pattern and matches
    ///   by weight, snapping a weight between instances to the nearest one;
    ///   the variable pattern is chosen only when a request asks `variable=true`.
    static func variations(_ uses: [Use], platform: Platform) -> [Finding] {
        var order: [String] = []
        var byFile: [String: [Use]] = [:]
        for use in uses where !use.face.axes.isEmpty {
            if byFile[use.face.file] == nil { order.append(use.face.file) }
            byFile[use.face.file, default: []].append(use)
        }
        var findings: [Finding] = []
        for file in order {
            let uses = byFile[file]!
            let first = uses[0]
            var points: [String] = []
            for use in uses {
                let point = FaceID.describe(use.face.coordinates) { "\($0) \($1)" }.joined(separator: " ")
                if !points.contains(point) { points.append(point) }
            }
            let name = PathName.lastComponent(file)
            let drawn = "\(name) is a variable font drawn at \(points.joined(separator: ", "))"
            let message: String
            switch platform {
            case .ios:
                message = "\(drawn): UIFont(name:size:) gives its default instance; create each slot's font with "
                    + "kCTFontVariationAttribute (UIFontDescriptor), the variation fontpack resolve gives (a weight trait sets no wght)"
            case .android:
                message = "\(drawn): give each <font> of the font family resource its android:fontVariationSettings "
                    + "(API 28; app:fontVariationSettings with AndroidX from API 26) or use Typeface.Builder.setFontVariationSettings "
                    + "(API 26): fontWeight alone does not set wght"
            case .web:
                message = "\(drawn): an @font-face whose font-weight is the wght range lets the browser apply wght from "
                    + "font-weight (CSS Fonts 4); a single font-weight pins wght to it"
            case .linux:
                message = "\(drawn): fontconfig matches its named instances by weight"
            case .windows:
                continue
            }
            findings.append(
                finding(
                    .platformVariation,  "\(first.entry.env) \(first.spec.slotDescription): \(message)",
                    at: first.spec.location, language: first.entry.env, slot: first.spec.slotDescription, font: file,
                    platform: platform))
            guard platform == .linux else { continue }
            for use in uses {
                let face = use.face
                guard face.isBetweenNamedInstances else { continue }
                let instances: [String] = face.namedInstances.map { instance in
                    let point: [String] = face.axes.map { FaceID.number(instance.coordinates[$0.tag] ?? $0.defaultValue) }
                    return instance.name + " " + point.joined(separator: " ")
                }
                let message: String =
                    "\(use.entry.env) \(use.spec.slotDescription): \(face.instanceDescription) is no named instance, and fontconfig "
                    + "snaps a weight between named instances to the nearest one: a request draws these coordinates only through "
                    + "the variable pattern with them as fontvariations, which fontpack export fontconfig writes; or use a named "
                    + "instance's coordinates (\(instances.joined(separator: ", ")))"
                findings.append(
                    finding(
                        .platformVariation,  message,
                        at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: face.file,
                        platform: .linux))
            }
        }
        return findings
    }

    // MARK: Linux

    /// fontconfig reaches a face by family, weight and slant: two faces of the
    /// pack that agree on all three are one request, and fontconfig picks either.
    static func familyAmbiguity(_ uses: [Use], index: FontIndex) -> [Finding] {
        struct Key: Hashable {
            let family: String
            let weight: Int?
            let italic: Bool
        }
        func key(_ face: FontFace) -> Key {
            Key(family: face.family.lowercased(), weight: face.weightClass, italic: face.isItalic)
        }
        let byKey = Dictionary(grouping: index.faces, by: key)
        var findings: [Finding] = []
        var reported = Set<Key>()
        for use in uses {
            let key = key(use.face)
            guard let faces = byKey[key], Set(faces.map(\.id)).count > 1, reported.insert(key).inserted else { continue }
            let others = faces.filter { $0.id != use.face.id }.map { $0.faceCount > 1 ? $0.id.description : $0.file }
            findings.append(
                finding(
                    .platformFamily,
                    "\(use.entry.env) \(use.spec.slotDescription): \(use.face.postscriptName ?? use.face.fullName) shares family "
                        + "\"\(use.face.family)\", weight \(use.face.weightClass.map(String.init) ?? "?") and slant with "
                        + "\(others.joined(separator: ", ")); a fontconfig request for that family and weight may get either",
                    at: use.spec.location, language: use.entry.env, slot: use.spec.slotDescription, font: use.face.file, platform: .linux))
        }
        return findings
    }
}

extension PlatformRule {
    /// An Info.plist whose `UIAppFonts` lists one file of the pack and one it lacks.
    private static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>UIAppFonts</key><array><string>NotoSans/NotoSans-Medium.ttf</string><string>Fonts/Missing.ttf</string></array>
        </dict></plist>
        """

    static let examples: [RuleExample] = [
        // iOS: a full name where UIFont wants the PostScript name, a WOFF2 file, a file UIAppFonts
        // leaves out, and a UIAppFonts file the pack lacks.
        .triggering(
            [.platformName, .platformFormat, .notRegistered, .registeredFileMissing],
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "Noto Sans Light"},
                  {"font": 1, "name": "NotoSans-Medium"},
                  {"font": 2, "name": "NotoSansHebrew-Bold"}]}]}
                """,
            fonts: "Fonts", strings: ["Info.plist": infoPlist], platforms: [.ios]),
        // Copies of Noto Sans Hebrew Regular in several files: one PostScript name (iOS), one family and weight (Linux).
        .triggering(
            [.duplicatePostscriptName, .platformFamily],
            config: #"{"list": [{"env": "he", "data": [{"font": 0, "name": "NotoSansHebrew-Regular", "file": "truncated-last-byte.ttf"}]}]}"#,
            fonts: "Tests/Fixtures/CorruptFonts", platforms: [.ios, .linux]),
        // Android: NotoSansCJK-Light.ttc is no resource name, and the Japanese face is not the collection's first.
        .triggering(
            [.platformFileName, .platformCollection],
            config: #"{"list": [{"env": "ja", "data": [{"font": 0, "name": "NotoSansCJKjp-Light"}]}]}"#,
            fonts: "Fonts", platforms: [.android]),
        // A variable font drawn at wght 300, away from its default.
        .triggering(
            [.platformVariation],
            config: #"{"list": [{"env": "default", "data": [{"font": 0, "name": "Inter", "variation": {"wght": 300}}]}]}"#,
            fonts: "Tests/Fixtures/Variable", platforms: [.web]),
        // PostScript names, TrueType files, one family of three weights; the web would note
        // that they are not WOFF2.
        .nonTriggering(
            config: """
                {"list": [{"env": "default", "data": [
                  {"font": 0, "name": "NotoSans-Light"}, {"font": 1, "name": "NotoSans-Medium"}, {"font": 2, "name": "NotoSans-Bold"}]}]}
                """,
            fonts: "Fonts/NotoSans", platforms: [.ios, .linux]),
    ]
}

extension Diagnostic.Code {
    /// iOS: the config name is not the PostScript name `UIFont(name:size:)` looks fonts up by.
    static let platformName: Self = "platform-name"
    /// The file's format is one the platform does not load (WOFF on iOS and Android; a note on the web).
    static let platformFormat: Self = "platform-format"
    /// iOS: a file that serves a slot is not listed in the Info.plist's `UIAppFonts`.
    package static let notRegistered: Self = "not-registered"
    /// iOS: `UIAppFonts` lists a file that is not in the pack.
    package static let registeredFileMissing: Self = "registered-file-missing"
    /// iOS: two files of the pack have faces with the same PostScript name.
    static let duplicatePostscriptName: Self = "duplicate-postscript-name"
    /// Android: the file's base name is not a resource name.
    static let platformFileName: Self = "platform-file-name"
    /// A face after the first of a collection: `android:ttcIndex` on Android, its own file on the web.
    static let platformCollection: Self = "platform-collection"
    /// A variable font drawn away from its default: what the platform needs to draw each slot's coordinates.
    static let platformVariation: Self = "platform-variation"
    /// Linux: two faces share family, weight and slant, so a fontconfig request cannot tell them apart.
    static let platformFamily: Self = "platform-family"
}
