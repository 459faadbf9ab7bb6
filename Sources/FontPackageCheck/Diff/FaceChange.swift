internal import FontPackage
package import FontPackageInspection
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// A face that serves the same cells (language and slot) before and after
/// an update, and whose bytes changed: what every `diff-` rule about faces reads.
package struct FaceChange: Sendable {
    /// A language x slot cell, as the check's rows name it.
    package struct Cell: Sendable, Hashable {
        package var language: String
        package var slot: String
    }

    /// The cells it serves in both checks, in the after check's row order.
    package var cells: [Cell]
    package var before: FontFace
    package var after: FontFace
    /// Each file's size in bytes; nil when it cannot be read.
    package var beforeBytes: Int64?
    package var afterBytes: Int64?

    /// Characters the before face maps that the after face does not.
    package var lost: [UInt32] { before.characters.subtracting(after.characters).codePoints }
    /// Characters the after face maps that the before face did not.
    package var gained: [UInt32] { after.characters.subtracting(before.characters).codePoints }
    /// The languages of its cells, sorted.
    package var languages: [String] { Set(cells.map(\.language)).sorted() }

    /// The after face's name as messages give it: its PostScript name, else its full name.
    package var name: String { Self.name(of: after) }
    /// A face's PostScript name, else its full name.
    package static func name(of face: FontFace) -> String { face.postscriptName ?? face.fullName }

    /// `fr, de (bold); ar (light, medium)`: the cells, per language, for messages.
    package var cellsText: String {
        var slots: [(language: String, slots: [String])] = []
        for cell in cells {
            if let index = slots.firstIndex(where: { $0.language == cell.language }) {
                slots[index].slots.append(cell.slot)
            } else {
                slots.append((cell.language, [cell.slot]))
            }
        }
        // Languages served at the same slots are listed together.
        var bySlots: [(slots: [String], languages: [String])] = []
        for entry in slots {
            if let index = bySlots.firstIndex(where: { $0.slots == entry.slots }) {
                bySlots[index].languages.append(entry.language)
            } else {
                bySlots.append((entry.slots, [entry.language]))
            }
        }
        return bySlots.map { "\($0.languages.joined(separator: ", ")) (\($0.slots.joined(separator: ", ")))" }
            .joined(separator: "; ")
    }

    /// The pairs of faces that serve one cell in both checks and whose files
    /// (or face of a collection) differ in bytes, in the after check's row
    /// order. A cell served on one side only is the check's to report (a
    /// face not found is a finding of its own).
    package static func changes(before: PackReport, after: PackReport) -> [FaceChange] {
        var beforeFaces: [Cell: FontFace] = [:]
        for row in before.rows {
            if let face = row.face { beforeFaces[Cell(language: row.language, slot: row.slot)] = face }
        }
        var changes: [FaceChange] = []
        var positions: [[FaceID]: Int] = [:]
        var sameBytes: [[String]: Bool] = [:]
        for row in after.rows {
            let cell = Cell(language: row.language, slot: row.slot)
            guard let afterFace = row.face, let beforeFace = beforeFaces[cell] else { continue }
            let pair = [beforeFace.id, afterFace.id]
            if let position = positions[pair] {
                if !changes[position].cells.contains(cell) { changes[position].cells.append(cell) }
                continue
            }
            let files = [beforeFace.file, afterFace.file]
            let same: Bool
            if let known = sameBytes[files] {
                same = known
            } else {
                same = FileBytes.equal(beforeFace.file, afterFace.file)
                sameBytes[files] = same
            }
            if same, beforeFace.index == afterFace.index, beforeFace.variation == afterFace.variation { continue }
            positions[pair] = changes.count
            changes.append(
                FaceChange(
                    cells: [cell], before: beforeFace, after: afterFace, beforeBytes: FileBytes.size(beforeFace.file),
                    afterBytes: FileBytes.size(afterFace.file)))
        }
        return changes
    }
}

/// A file's size and whether two files hold the same bytes, for comparing packs.
package enum FileBytes {
    /// The file's size; nil when it cannot be read.
    package static func size(_ path: String) -> Int64? {
        fileSize(atPath: path).map(Int64.init)
    }

    /// Whether both files can be read and hold the same bytes; the same path is the same file.
    package static func equal(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        guard let sizeA = size(first), let sizeB = size(second), sizeA == sizeB else { return false }
        return FileManager.default.contentsEqual(atPath: first, andPath: second)
    }
}
