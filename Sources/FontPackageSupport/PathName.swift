#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// File-path arithmetic on plain strings, the few operations the modules use.
///
/// These replace `NSString`'s path methods, which live in Foundation's
/// internationalization-dependent part: without them the tool links only
/// `FoundationEssentials`, not ICU, and starts in a few milliseconds.
package enum PathName {
    /// The last component: `"a/b/c.ttf"` -> `"c.ttf"`; trailing slashes ignored.
    package static func lastComponent(_ path: String) -> String {
        let bytes = path.utf8
        if isASCII(path) {
            // By bytes (asciiLexicallyNormalized(_:) says why).
            var end = bytes.endIndex
            while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == UInt8(ascii: "/") {
                end = bytes.index(before: end)
            }
            let trimmed = bytes[..<end]
            guard trimmed.count > 1, let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return String(Substring(trimmed)) }
            return String(Substring(trimmed[trimmed.index(after: slash)...]))
        }
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last component, without the dot (`""` when none).
    /// A leading dot (`.hidden`) is not an extension.
    package static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = lastDot(in: name) else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component without its extension: `"a/b/c.ttf"` -> `"c"`.
    package static func baseName(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = lastDot(in: name) else { return name }
        return String(name[..<dot])
    }

    /// Where the extension's dot is in a last component; nil without one
    /// or for a leading dot.
    private static func lastDot(in name: String) -> String.Index? {
        let dot = isASCII(name) ? name.utf8.lastIndex(of: UInt8(ascii: ".")) : name.lastIndex(of: ".")
        guard let dot, dot != name.startIndex else { return nil }
        return dot
    }

    /// The path without its last component: `"a/b/c.ttf"` -> `"a/b"`,
    /// `"c.ttf"` -> `""`, `"/c"` -> `"/"`.
    package static func deletingLastComponent(_ path: String) -> String {
        let clean = lexicallyNormalized(path)
        guard let slash = clean.lastIndex(of: "/") else { return "" }
        if slash == clean.startIndex { return "/" }
        return String(clean[..<slash])
    }

    /// `base` and `component` joined by exactly one slash.
    package static func join(_ base: String, _ component: String) -> String {
        if base.isEmpty { return component }
        if component.isEmpty { return base }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The path with `~` expanded, empty and `.` components removed and `..`
    /// folded into the component before it where there is one; no file is
    /// read. `"./a//b/../c/"` -> `"a/c"`; a path that folds to nothing is `"."`.
    package static func lexicallyNormalized(_ path: String) -> String {
        var path = path
        if path == "~" || path.hasPrefix("~/"), let home = environment("HOME") {
            path = home + path.dropFirst()
        }
        return asciiLexicallyNormalized(path) ?? characterLexicallyNormalized(path)
    }

    /// ``lexicallyNormalized(_:)`` by Characters, `~` already expanded.
    static func characterLexicallyNormalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// ``lexicallyNormalized(_:)`` of an ASCII path, by its bytes: splitting
    /// by Character cost 30,000 instructions a path, and the index and the
    /// check normalize every font path more than once. Nil for any other
    /// path, where a combining mark after a `/` joins it into one Character,
    /// as NSString reads it.
    static func asciiLexicallyNormalized(_ path: String) -> String? {
        guard isASCII(path) else { return nil }
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        let absolute = bytes.first == slash
        var components: [Substring.UTF8View] = []
        func isParent(_ component: Substring.UTF8View) -> Bool { component.elementsEqual("..".utf8) }
        for component in bytes.split(separator: slash, omittingEmptySubsequences: true) {
            if component.elementsEqual(".".utf8) { continue }
            if isParent(component) {
                if let last = components.last, !isParent(last) {
                    components.removeLast()
                } else if !absolute {
                    components.append(component)
                }
            } else {
                components.append(component)
            }
        }
        var joined: [UInt8] = absolute ? [slash] : []
        joined.reserveCapacity(bytes.count)
        for (position, component) in components.enumerated() {
            if position > 0 { joined.append(slash) }
            joined.append(contentsOf: component)
        }
        return joined.isEmpty ? "." : String(decoding: joined, as: UTF8.self)
    }

    /// Whether every character of `text` is ASCII, so that its bytes are its characters.
    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    /// The path with every symbolic link resolved (`realpath(3)`), or the
    /// lexically normalized path when some component does not exist.
    /// A path whose end does not exist keeps that end, joined lexically to its
    /// deepest existing ancestor, resolved: the result is always absolute.
    package static func resolvingSymlinks(_ path: String) -> String {
        var existing = lexicallyNormalized(path)
        var missing: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return lexicallyNormalized(missing.reversed().reduce(base) { join($0, $1) })
            }
            let parent = deletingLastComponent(existing)
            if parent == existing || parent.isEmpty {
                missing.append(existing)
                existing = "."
                if missing.count > 64 { return lexicallyNormalized(path) }
                continue
            }
            missing.append(lastComponent(existing))
            existing = parent
        }
    }

    /// Every file and folder under `folder`, as paths relative to it, in no
    /// particular order. Symbolic links are listed but never descended into,
    /// so a link loop cannot make the walk endless; with `skippingHidden`,
    /// names starting with a dot (`.git`, `.build`) are left out with
    /// everything under them. An unreadable folder contributes nothing.
    package static func walk(_ folder: String, skippingHidden: Bool = false) -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            guard let directory = opendir(relative.isEmpty ? folder : join(folder, relative)) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                if skippingHidden, name.hasPrefix(".") { continue }
                let path = join(relative, name)
                found.append(path)
                var info = stat()
                if lstat(join(folder, path), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                }
            }
        }
        return found
    }

    /// What is at a path, following symbolic links: ``FileKind``.
    package typealias Kind = FileKind

    /// What is at `path`, by POSIX `stat(2)`. It replaces
    /// `FileManager.fileExists(atPath:isDirectory:)`, whose argument is a Swift
    /// `Bool` pointer in swift-foundation but an `ObjCBool` pointer in Apple's
    /// Foundation, so no one call compiles on both.
    package static func kind(_ path: String) -> Kind { FileKind(atPath: path) }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
