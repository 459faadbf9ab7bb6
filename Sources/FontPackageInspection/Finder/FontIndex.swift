#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport
#if canImport(Glibc)
internal import Glibc
#endif

/// Every face of every font file under a pack folder, for looking fonts up
/// by the names `appfont.json` uses.
///
/// A name is looked up case-insensitively (Unicode-aware, after NFC, so a
/// macOS-decomposed `越南细` file name still matches) in four tiers; the first
/// tier with a match decides:
/// 1. PostScript name (`GothamRndSSm-Medium`);
/// 2. full name (`Gotham Rounded Medium`);
/// 3. family + style, space- or hyphen-separated (`Noto Sans Light`, `Noto Sans-Light`),
///    for every family and style name the font carries;
/// 4. file base name without extension (`genjyuu_light(越南细)`): face 0 of that file.
///
/// Before tier 3, a variable font's named instances answer to the names the
/// platforms give them (`Inter-Light`,
/// `Inter_300wght`, `Inter Light`), and the face found is drawn at the instance.
///
/// Within a tier, faces from two different files make the name ambiguous (an
/// error listing both). A name with no match is an error listing the closest
/// names that exist (edit distance). Each file is inspected once, in parallel.
public struct FontIndex: Sendable {
    /// The pack folder, as given.
    package let root: String
    /// Every face, ordered by file (relative path) then index.
    public let faces: [FontFace]
    /// Files that could not be read, each with FreeType's reason.
    public let failures: [FontInspectionError]
    /// Every indexed font file, relative to `root`, sorted.
    package let files: [String]
    /// Files FreeType reads although their container is damaged (see ``FontDamage``).
    public let damaged: [FontDamage]
    /// Font files that are symbolic links to a place outside the pack folder:
    /// not read, as the pack is what ships with the app.
    package let linksOutside: [String]

    /// File name endings taken as fonts (case-insensitive).
    package static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    private let keys: [Tier: [String: [Int]]]
    /// Named instances of variable faces by every name a platform gives
    /// them (``FontFace/names(of:)``): face position and instance number.
    private let instanceKeys: [String: [(face: Int, instance: Int)]]
    /// Each indexed file (as in ``FontFace/file``) with every link in its path
    /// resolved, as the walk found it: a lookup by `file` compares these
    /// instead of resolving every face's path again.
    private let resolvedFiles: [String: String]

    enum Tier: Int, CaseIterable, Comparable {
        case postscriptName, fullName, familyAndStyle, fileBaseName
        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }

        var label: String {
            switch self {
            case .postscriptName: "PostScript name"
            case .fullName: "full name"
            case .familyAndStyle: "family and style"
            case .fileBaseName: "file name"
            }
        }
    }

    /// Indexes `folder` recursively. Throws only when the folder itself cannot
    /// be read; unreadable fonts land in ``failures``.
    public init(folder: String, options: FontInspector.Options = FontInspector.Options(), workers: Int? = nil) throws(FontLookupError) {
        try self.init(folder: folder, options: options, workers: workers, files: FontFiles())
    }

    /// Indexes `folder`, reading each file through `files`, the mappings a check shares between its passes.
    package init(
        folder: String, options: FontInspector.Options = FontInspector.Options(), workers: Int? = nil, files mappings: FontFiles
    ) throws(FontLookupError) {
        root = folder
        guard PathName.kind(folder) == .directory else {
            throw FontLookupError(name: folder, reason: .folderUnreadable)
        }
        var relative: [String] = []
        var linksOutside: [String] = []
        var resolvedFiles: [String: String] = [:]
        // Enumerate the resolved folder (a symlinked pack folder is not descended
        // into otherwise), but keep paths under the folder as given. Symlinked
        // folders inside are not descended into, so a link loop cannot make the
        // walk endless; a symlinked file is read only if it resolves inside.
        let resolvedRoot = PathName.resolvingSymlinks(folder)
        for path in PathName.walk(resolvedRoot) {
            let ext = PathName.pathExtension(path).lowercased()
            guard Self.fontExtensions.contains(ext) else { continue }
            let resolved = PathName.resolvingSymlinks(Self.join(resolvedRoot, path))
            if Self.isInside(resolved: resolved, root: resolvedRoot) {
                relative.append(path)
                resolvedFiles[Self.join(folder, path)] = resolved
            } else {
                linksOutside.append(Self.join(folder, path))
            }
        }
        relative = Self.distinctFiles(relative, in: resolvedRoot)
        files = relative
        self.linksOutside = linksOutside.sorted()
        self.resolvedFiles = resolvedFiles
        let inspections = FontInspector.inspectAll(
            relative.map { Self.join(folder, $0) }, options: options, workers: workers, mappedBy: mappings)
        var faces: [FontFace] = []
        var failures: [FontInspectionError] = []
        var damaged: [FontDamage] = []
        for inspection in inspections {
            switch inspection.result {
            case .success(let found):
                faces += found
                if let damage = FontDamage(file: inspection.file, mapped: mappings.file(inspection.file)) { damaged.append(damage) }
            case .failure(let error): failures.append(error)
            }
        }
        self.faces = faces
        self.failures = failures
        self.damaged = damaged

        var keys: [Tier: [String: [Int]]] = [:]
        func add(_ name: String, _ tier: Tier, _ face: Int) {
            let key = Self.key(name)
            guard !key.isEmpty else { return }
            if keys[tier, default: [:]][key, default: []].last != face {
                keys[tier, default: [:]][key, default: []].append(face)
            }
        }
        for (position, face) in faces.enumerated() {
            if let postscript = face.postscriptName { add(postscript, .postscriptName, position) }
            for name in face.fullNames { add(name, .fullName, position) }
            for family in Set(face.familyNames + [face.family]) {
                for style in Set(face.styleNames + [face.style]) {
                    add("\(family) \(style)", .familyAndStyle, position)
                    add("\(family)-\(style)", .familyAndStyle, position)
                }
            }
            if face.index == 0 {
                let base = PathName.baseName(face.file)
                add(base, .fileBaseName, position)
            }
        }
        self.keys = keys
        var instanceKeys: [String: [(face: Int, instance: Int)]] = [:]
        for (position, face) in faces.enumerated() {
            for (number, instance) in face.namedInstances.enumerated() {
                for name in face.names(of: instance) {
                    let key = Self.key(name)
                    if instanceKeys[key]?.contains(where: { $0.face == position }) != true {
                        instanceKeys[key, default: []].append((position, number))
                    }
                }
            }
        }
        self.instanceKeys = instanceKeys
    }

    /// One path per file: paths that reach the same file (a link such as
    /// Debian's alternatives, or a hard link: same device and inode) are one
    /// font, kept under a path that is not itself a link, else the first. Sorted.
    static func distinctFiles(_ paths: [String], in root: String) -> [String] {
        struct FileID: Hashable {
            let device: UInt64
            let inode: UInt64
        }
        var kept: [FileID: String] = [:]
        var unidentified: [String] = []
        for path in paths.sorted() {
            let full = join(root, path)
            // stat(2) follows every link, relative ones included.
            var info = stat()
            guard stat(full, &info) == 0 else {
                unidentified.append(path)
                continue
            }
            let id = FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            guard let existing = kept[id] else {
                kept[id] = path
                continue
            }
            if isLink(join(root, existing)) && !isLink(full) { kept[id] = path }
        }
        return (Array(kept.values) + unidentified).sorted()
    }

    static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    /// Whether a path with every symbolic link resolved is inside `root` (resolved too).
    static func isInside(resolved: String, root: String) -> Bool {
        resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `file` (a face's or failure's) with its links resolved.
    private func resolved(_ file: String) -> String { resolvedFiles[file] ?? PathName.resolvingSymlinks(file) }

    static func join(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    static func key(_ name: String) -> String {
        trimmedBlanks(Normalization.precomposed(name).lowercased())
    }

    /// The path of `face` relative to ``root``.
    package func relativePath(of face: FontFace) -> String { relativePath(ofFile: face.file) }

    /// The path of a file of the pack relative to ``root``.
    package func relativePath(ofFile file: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// Finds a face by name (see the type's documentation for the order).
    public func find(name: String) throws(FontLookupError) -> FontFace {
        let key = Self.key(name)
        for tier in Tier.allCases {
            // A named instance's own name comes before a family and style: the
            // default's legacy subfamily (name ID 2, often "Regular") is no instance.
            if tier == .familyAndStyle, let instance = try namedInstance(key, name) { return instance }
            guard let matches = keys[tier]?[key], !matches.isEmpty else { continue }
            let found = matches.map { faces[$0] }
            let files = Set(found.map(\.file))
            if files.count > 1 {
                throw FontLookupError(
                    name: name,
                    reason: .ambiguous(
                        matchedBy: tier.label,
                        faces: found.map { "\(relativePath(of: $0))#\($0.index)" }.sorted()))
            }
            return found.min { $0.index < $1.index }!
        }
        // A name of the form a variable font's instances take (`Inter-Hairline`, `Inter_50wght`)
        // that none of them has: say which instances there are.
        for face in faces where !face.namedInstances.isEmpty {
            let prefix = Self.key(face.instanceNamePrefix)
            guard !prefix.isEmpty, key.count > prefix.count + 1, key.hasPrefix(prefix + "-") || key.hasPrefix(prefix + "_") else { continue }
            throw FontLookupError(
                name: name,
                reason: .noSuchInstance(
                    font: "\(relativePath(of: face))#\(face.index)",
                    instances: face.namedInstances.map { face.postscriptName(of: $0) }))
        }
        // A font file of that name that is a link outside the pack: say so, it is why the name is not found.
        if let link = linksOutside.first(where: { Self.key(PathName.baseName($0)) == Self.key(name) }) {
            throw FontLookupError(name: name, reason: .linkOutside(link: link, target: PathName.resolvingSymlinks(link)))
        }
        throw FontLookupError(name: name, reason: .notFound(closest: closestNames(to: name)))
    }

    /// The named instance `key` names, at its coordinates; nil when none does.
    private func namedInstance(_ key: String, _ name: String) throws(FontLookupError) -> FontFace? {
        guard let instances = instanceKeys[key], let first = instances.first else { return nil }
        let files = Set(instances.map { faces[$0.face].file })
        if files.count > 1 {
            throw FontLookupError(
                name: name,
                reason: .ambiguous(
                    matchedBy: "named instance",
                    faces: instances.map { "\(relativePath(of: faces[$0.face]))#\(faces[$0.face].index)" }.sorted()))
        }
        let face = faces[first.face]
        return face.at(face.namedInstances[first.instance].coordinates)
    }

    /// The face at `file` (relative to ``root``, inside the pack) and `index`.
    package func find(file: String, index: Int = 0) throws(FontLookupError) -> FontFace {
        let full = PathName.resolvingSymlinks(Self.join(root, file))
        let resolvedRoot = PathName.resolvingSymlinks(root)
        // Written inside the pack (no `..`), but a link in it leads out: name the link and where it goes.
        if !file.hasPrefix("/"), !file.split(separator: "/").contains(".."), !Self.isInside(resolved: full, root: resolvedRoot) {
            if FileManager.default.fileExists(atPath: full) {
                throw FontLookupError(name: file, reason: .linkOutside(link: Self.join(root, file), target: full))
            }
        }
        guard file.hasPrefix("/") == false, Self.isInside(resolved: full, root: resolvedRoot) else {
            throw FontLookupError(name: file, reason: .outsidePack)
        }
        let inFile = faces.filter { resolved($0.file) == full }
        guard !inFile.isEmpty else {
            if let failure = failures.first(where: { resolved($0.file) == full }) {
                throw FontLookupError(name: file, reason: .unreadable(failure))
            }
            throw FontLookupError(name: file, reason: .fileMissing(closest: closest(to: file, among: files)))
        }
        guard let face = inFile.first(where: { $0.index == index }) else {
            throw FontLookupError(name: file, reason: .noSuchFace(index: index, faceCount: inFile.count))
        }
        return face
    }

    /// The variable face whose family is `family` (any of its family names,
    /// compared as names are), upright or italic as asked: how a data item
    /// with a `variation` may name its font by family. Nil when no variable
    /// face has that family, or faces in two files do.
    package func variableFace(family: String, italic: Bool) -> FontFace? {
        let key = Self.key(family)
        let found = faces.filter { face in
            !face.axes.isEmpty && face.isItalic == italic
                && (face.familyNames + [face.family]).contains { Self.key($0) == key }
        }
        guard Set(found.map(\.file)).count == 1 else { return nil }
        return found.min { $0.index < $1.index }
    }

    /// Every name a face can be found by, for listing and suggestions.
    var knownNames: [String] {
        var names = Set<String>()
        for face in faces {
            if let postscript = face.postscriptName { names.insert(postscript) }
            names.formUnion(face.fullNames)
            names.insert(PathName.baseName(face.file))
        }
        return names.sorted()
    }

    /// Names longer than this get no "closest" suggestions.
    static let longestSuggestedName = 1024

    /// Up to `limit` known names nearest to `name` by edit distance.
    func closestNames(to name: String, limit: Int = 3) -> [String] {
        closest(to: name, among: knownNames, limit: limit)
    }

    func closest(to name: String, among candidates: [String], limit: Int = 3) -> [String] {
        // No font or file name is near a name this long (a PostScript name is
        // at most 63 characters, OpenType name ID 6): suggesting one costs
        // seconds and says nothing.
        guard name.utf8.count <= Self.longestSuggestedName else { return [] }
        let target = Array(Self.key(name))
        let scored: [(name: String, distance: Int)] = candidates.map { candidate in
            (candidate, editDistance(target, Array(Self.key(candidate))))
        }
        let sorted = scored.sorted { lhs, rhs in
            lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name
        }
        return sorted.prefix(limit).map(\.name)
    }

}

/// A font file FreeType opens although its container is damaged: a stricter
/// loader (the one on the device) may refuse it or show other names.
public struct FontDamage: Sendable, Hashable {
    /// The font file's path.
    public var file: String
    /// One sentence per problem, in file order.
    public var problems: [String]

    /// Nil when the file's container is sound (or cannot be read here).
    init?(file: String, mapped: FontFile?) {
        // Mapped, not read: only the headers, the table directory and the
        // `name` table are looked at, and a CJK file is megabytes.
        guard let problems = mapped?.withBytes(SfntStructure.problems(in:)), !problems.isEmpty else {
            return nil
        }
        self.file = file
        self.problems = problems
    }
}

/// A font name or file that could not be resolved in a pack folder.
public struct FontLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why a name or file was not resolved.
    public enum Reason: Sendable, Hashable {
        /// Nothing has that name; the closest names that do exist.
        case notFound(closest: [String])
        /// Faces in more than one file claim the name (`file#index` each).
        case ambiguous(matchedBy: String, faces: [String])
        /// An explicit file path leaves the pack folder.
        case outsidePack
        /// The explicit file is there but FreeType cannot read it.
        case unreadable(FontInspectionError)
        case noSuchFace(index: Int, faceCount: Int)
        /// The pack folder does not exist or is not a folder.
        case folderUnreadable
        /// An explicit `file` that is not in the pack; the closest files that are.
        case fileMissing(closest: [String])
        /// The font file is in the pack as a symbolic link to `target`, outside it, so it is not read.
        case linkOutside(link: String, target: String)
        /// The name has the form of a named instance of a variable font
        /// (`Inter-Hairline`) that the font does not have; the instances it
        /// has, by their PostScript names.
        case noSuchInstance(font: String, instances: [String])
    }

    /// The font name, file or folder as asked for.
    public var name: String
    /// Why it was not resolved.
    public var reason: Reason

    package init(name: String, reason: Reason) {
        self.name = name
        self.reason = reason
    }

    /// The problem in one sentence, with the closest names or the claiming files.
    public var description: String {
        switch reason {
        case .notFound(let closest):
            "no font named '\(name)'" + (closest.isEmpty ? "" : "; closest: " + closest.map { "'\($0)'" }.joined(separator: ", "))
        case .ambiguous(let tier, let faces):
            "font name '\(name)' is ambiguous: \(tier) of \(faces.joined(separator: " and "))"
        case .outsidePack: "font file '\(name)' is outside the font folder"
        case .unreadable(let error): "font file '\(name)' cannot be read: \(error.message)"
        case .noSuchFace(let index, let count): "font file '\(name)' has no face \(index) (it has \(count))"
        case .folderUnreadable: "font folder '\(name)' does not exist or is not a folder"
        case .fileMissing(let closest):
            "font file '\(name)' does not exist in the pack"
                + (closest.isEmpty ? "" : "; closest files: " + closest.map { "'\($0)'" }.joined(separator: ", "))
        case .noSuchInstance(let font, let instances):
            "no font named '\(name)', and the variable font \(font) has no named instance of that name; its instances: "
                + instances.joined(separator: ", ")
        case .linkOutside(let link, let target):
            "'\(name)' is in \(link), a link to \(target), which is outside the pack, so it is not read: "
                + "copy the file into the pack, or pass --fonts with the folder that holds it"
        }
    }
}
