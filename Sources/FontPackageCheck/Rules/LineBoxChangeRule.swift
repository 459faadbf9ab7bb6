package import FontPackage
internal import FontPackageInspection
internal import FontPackageSupport

/// An updated face that lays a line out in another box: each platform's
/// own rule for the box (``LineBox/of(_:on:)``), in ems and in points at
/// 17 pt. Ink that now leaves the box is the check's `clipped-ink`, which
/// `diff` reports as new; this rule says the box moved, which every
/// layout sized for the old one feels.
package enum LineBoxChangeRule: ChangeRule {
    package static let codes: [FindingRule] = [
        FindingRule(.diffLineBox, .warning, "fontpack diff: an updated face's line box (ascent or descent, as a platform reads the hhea and OS/2 metrics) differs from the face it replaces.", help: "Check labels sized for the old line box, or keep the earlier version; Google Fonts refuses updates whose vertical metrics change."),
    ]

    package static func findings(in diff: PackDiff) -> [Finding] {
        diff.faces.flatMap { change -> [Finding] in
            let moves = moves(of: change, on: diff.after.platforms)
            return moves.map { move, platforms in
                finding(
                    .diffLineBox,
                    "\(change.name)'s line box on \(platforms.map(\.rawValue).joined(separator: ", ")): \(move.text); it serves \(change.cellsText)",
                    language: change.languages.count == 1 ? change.languages[0] : nil, font: change.after.file,
                    platform: platforms.count == 1 ? platforms[0] : nil)
            }
        }
    }

    /// Each move of the face's line box, with the platforms it moves on, in platform order; none when no box moved.
    package static func moves(of change: FaceChange, on platforms: [Platform]) -> [(move: Move, platforms: [Platform])] {
        guard let old = change.before.verticalMetrics, let new = change.after.verticalMetrics,
            old.unitsPerEm > 0, new.unitsPerEm > 0
        else { return [] }
        // Platforms whose box moved the same way are one move.
        var moves: [(move: Move, platforms: [Platform])] = []
        for platform in platforms {
            let move = Move(
                before: LineBox.of(old, on: platform), beforeUnits: old.unitsPerEm, after: LineBox.of(new, on: platform),
                afterUnits: new.unitsPerEm)
            guard move.changed else { continue }
            if let index = moves.firstIndex(where: { $0.move == move }) {
                moves[index].platforms.append(platform)
            } else {
                moves.append((move, [platform]))
            }
        }
        return moves
    }

    /// One platform's box before and after, in ems.
    package struct Move: Equatable {
        package let ascent: (before: Double, after: Double)
        package let descent: (before: Double, after: Double)
        package let sources: (ascent: String, descent: String)

        init(before: LineBox, beforeUnits: Int, after: LineBox, afterUnits: Int) {
            ascent = (Double(before.ascent) / Double(beforeUnits), Double(after.ascent) / Double(afterUnits))
            descent = (Double(before.descent) / Double(beforeUnits), Double(after.descent) / Double(afterUnits))
            sources = (after.ascentSource, after.descentSource)
        }

        /// Whether the ascent or the descent moved by more than rounding (a thousandth of an em).
        var changed: Bool { abs(ascent.after - ascent.before) > 5e-4 || abs(descent.after - descent.before) > 5e-4 }
        package var height: (before: Double, after: Double) { (ascent.before + descent.before, ascent.after + descent.after) }

        /// `1.362 em (23.2 pt) → 1.462 em (24.9 pt); ascent 1.069 → 1.169 em (hhea.ascender), descent unchanged`.
        var text: String {
            func ems(_ value: Double) -> String { fixedText(value, digits: 3) }
            func points(_ value: Double) -> String { fixedText(value * PackDiff.shownSize, digits: 1) + " pt" }
            func part(_ name: String, _ values: (before: Double, after: Double), _ source: String) -> String {
                abs(values.after - values.before) > 5e-4
                    ? "\(name) \(ems(values.before)) → \(ems(values.after)) em (\(source))" : "\(name) unchanged"
            }
            return "\(ems(height.before)) em (\(points(height.before))) → \(ems(height.after)) em (\(points(height.after))); "
                + part("ascent", ascent, sources.ascent) + ", " + part("descent", descent, sources.descent)
        }

        package static func == (lhs: Move, rhs: Move) -> Bool {
            lhs.ascent == rhs.ascent && lhs.descent == rhs.descent && lhs.sources == rhs.sources
        }
    }
}

extension Diagnostic.Code {
    /// `diff`: an updated face's line box moved.
    package static let diffLineBox: Self = "diff-line-box"
}
