internal import FontPackage
internal import FontPackageCheck
internal import FontPackageInspection
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageSupport

extension PackSubsetReport {
    /// The size table: one row per subset file (original and subset bytes,
    /// characters and glyphs kept; a pinned file is from its source at the
    /// instance it holds), then the variable files kept variable with the
    /// instances the slots draw, the totals and the verdict of the subset's check.
    package var table: String {
        var rows: [[String]] = [["file", "from", "original", "subset", "saved", "characters", "glyphs"]]
        for file in files {
            let instance = file.pinned ? file.instances.first.map { FaceID.describe($0).map { " " + $0 }.joined() } ?? "" : ""
            rows.append([
                file.file, file.index > 0 || file.source != file.file ? "\(file.source)#\(file.index)\(instance)" : "",
                Self.bytes(file.originalBytes), Self.bytes(file.subsetBytes), Self.percentSaved(file.originalBytes, file.subsetBytes),
                "\(file.characters) of \(file.originalCharacters)", "\(file.glyphs) of \(file.originalGlyphs)",
            ])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        let rightAligned: Set<Int> = [2, 3, 4]
        var lines = rows.map { row in
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }
            return trimmedBlanks(cells.joined(separator: "  "))
        }
        lines.insert(String(repeating: "-", count: lines[0].count), at: 1)
        for file in files where !file.pinned && !file.instances.isEmpty {
            let instances = file.instances.map { FaceID.describe($0).joined(separator: " ") }.map { $0.isEmpty ? "default" : $0 }
            lines.append("\(file.file): variable, drawn at \(instances.joined(separator: ", "))")
        }
        lines.append(
            "total: \(Set(files.map(\.source)).count) original files, \(Self.bytes(originalTotal)) -> \(files.count) subset files, "
                + "\(Self.bytes(subsetTotal)) (\(Self.percentSaved(originalTotal, subsetTotal)) smaller)")
        if !licences.isEmpty { lines.append("licences copied: \(licences.joined(separator: ", "))") }
        if wroteConfig {
            lines.append("written: \(configFile)" + (infoPlist.map { ", \($0)" } ?? "") + " and \(fontsFolder)/")
        } else {
            lines.append("nothing written")
        }
        if let subset {
            let new = findings.filter { $0.code == .subsetChangesCheck }.count
            lines.append(
                "check of the subset: \(subset.count(.error)) errors, \(subset.count(.warning)) warnings, \(subset.count(.note)) notes "
                    + "(original: \(original.count(.error)), \(original.count(.warning)), \(original.count(.note))); "
                    + (new == 0 ? "no finding the original did not have" : "\(new) findings the original did not have"))
        } else {
            lines.append("check of the subset: not run")
        }
        return lines.joined(separator: "\n")
    }

    /// `fontpack subset --format json`: `{"files", "total", "config", "infoPlist", "fontsFolder", "licences", "findings", "check"}`.
    package func json() throws -> String {
        struct Total: Encodable {
            let originalBytes: Int
            let subsetBytes: Int
            let originalFiles: Int
            let subsetFiles: Int
        }
        struct Check: Encodable {
            let errors: Int
            let warnings: Int
            let notes: Int
            let originalErrors: Int
            let originalWarnings: Int
            let originalNotes: Int
            let newFindings: Int
        }
        struct Document: Encodable {
            let files: [File]
            let total: Total
            let config: String?
            let infoPlist: String?
            let fontsFolder: String
            let licences: [String]
            let findings: [Finding]
            let check: Check?
        }
        let document = Document(
            files: files,
            total: Total(
                originalBytes: originalTotal, subsetBytes: subsetTotal, originalFiles: Set(files.map(\.source)).count,
                subsetFiles: files.count),
            config: wroteConfig ? configFile : nil, infoPlist: infoPlist, fontsFolder: fontsFolder, licences: licences, findings: findings,
            check: subset.map {
                Check(
                    errors: $0.count(.error), warnings: $0.count(.warning), notes: $0.count(.note),
                    originalErrors: original.count(.error), originalWarnings: original.count(.warning),
                    originalNotes: original.count(.note), newFindings: findings.filter { $0.code == .subsetChangesCheck }.count)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    /// `1.2 MB`, `34.5 KB`, `812 B` (powers of 1000, as file managers show).
    static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1000: "\(count) B"
        case ..<1_000_000: fixedText(Double(count) / 1000, digits: 1) + " KB"
        default: fixedText(Double(count) / 1_000_000, digits: 2) + " MB"
        }
    }

    static func percentSaved(_ original: Int, _ subset: Int) -> String {
        guard original > 0 else { return "-" }
        return fixedText(100 * (1 - Double(subset) / Double(original)), digits: 0) + "%"
    }
}
