internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection

/// The config of a subset pack: the original `appfont.json` with every key
/// kept, in its order, and each font that was subset given the `file` of its
/// subset (and `index` 0 where it had an index: a face of a collection is now a file of its own).
///
/// A variable font kept variable keeps each data item's `name` and
/// `variation`, so the subset is drawn at the same instances. A data item
/// whose instance was pinned names the static file by its PostScript name
/// and loses its `variation`: the file holds that instance alone.
enum SubsetConfigWriter {
    /// Where a located face went.
    struct Written {
        /// The subset file, relative to the subset's fonts folder.
        var file: String
        /// The PostScript name of the static file an instance was pinned into
        /// (empty when it has none, and the item keeps its name); nil when not pinned.
        var pinnedName: String?
    }

    /// The config's text `bytes`, read again, rewritten for the subset; the diagnostic of a config that is no longer JSON.
    static func rewrite(
        bytes: [UInt8], config: FontPackConfig, located: LocatedFaces, written: [FaceID: Written]
    ) throws(Diagnostic) -> String {
        var files: [String: Written] = [:]
        for entry in config.entries {
            for (position, face) in entry.faces.enumerated() {
                if let id = located.locations.id(of: entry, at: position), let file = written[id] { files[face.path] = file }
            }
        }
        let document = try JSONDocument(bytes: bytes, file: config.file)
        var out = ""
        rewritten(document.root, path: "", files: files).write(into: &out, indent: "")
        return out + "\n"
    }

    /// The value with `file` (and `index`) replaced in each font object whose
    /// path is in `files`; for a pinned instance, `name` too, and no `variation`.
    static func rewritten(_ value: JSONValue, path: String, files: [String: Written]) -> JSONValue {
        switch value.kind {
        case .array(let elements):
            return JSONValue(
                .array(elements.enumerated().map { rewritten($1, path: "\(path)[\($0)]", files: files) }), at: value.location)
        case .object(var members):
            for (position, member) in members.enumerated() {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                members[position].value = rewritten(member.value, path: memberPath, files: files)
            }
            if let written = files[path] {
                let string = JSONValue(.string(written.file), at: value.location)
                if let position = members.firstIndex(where: { $0.key == "file" }) {
                    members[position].value = string
                } else {
                    let after = members.firstIndex { $0.key == "name" }.map { $0 + 1 } ?? members.count
                    members.insert(JSONMember(key: "file", keyLocation: value.location, value: string), at: after)
                }
                if let position = members.firstIndex(where: { $0.key == "index" }) {
                    members[position].value = JSONValue(.number(0, text: "0"), at: value.location)
                }
                if let name = written.pinnedName {
                    if !name.isEmpty, let position = members.firstIndex(where: { $0.key == "name" }) {
                        members[position].value = JSONValue(.string(name), at: value.location)
                    }
                    members.removeAll { $0.key == "variation" }
                }
            }
            return JSONValue(.object(members), at: value.location)
        default:
            return value
        }
    }
}
