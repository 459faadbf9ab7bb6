package import FontPackage

/// What `fontpack subset` reports about the subset it writes. They concern
/// the subset, not the pack, so `check` never reports them.
package enum SubsetRule: CodesOnlyRule {
    package static let reads: [CheckInput] = [.config, .fontFiles, .strings]
    package static let codes: [FindingRule] = [
        FindingRule(.subsetFailed, .error, "A face cannot be subset, a file cannot be written, a bad --keep, or the output would overwrite the pack.", help: "Fix the cause the message gives; subset into a new folder."),
        FindingRule(.subsetChangesCheck, .error, "The subset pack's check has a finding the original's has not.", help: "Keep the characters the finding names (--keep), or report the case."),
        FindingRule(.subsetRegistration, .note, "iOS: the app's Info.plist could not be rewritten for the subset (not an XML plist), and the subset's files have their own paths, which UIAppFonts must list.", help: "Replace the pack's entries in UIAppFonts with the files the note lists."),
        FindingRule(.subsetDroppedTable, .warning, "The subset lacks a table of the original: a note for one the cut emptied (a GDEF none of whose glyphs stay), a warning for one HarfBuzz cannot cut (kern, kerx, morx, SVG, bitmap tables).", help: "Check the platform does not need the table, or ship the original file.", otherSeverities: [.note]),
        FindingRule(.subsetNotPinned, .warning, "--pin: HarfBuzz 6 cannot instance the variable font faithfully (CFF2 outlines; MVAR, cvar, COLRv1 or BASE variations; avar 2), so it stays one variable file.", help: "Ship the variable file, or instance it with a newer HarfBuzz or fontTools' varLib.instancer."),
        FindingRule(.reservedFontName, .note, "The face's copyright or licence (name IDs 0, 13) declares Reserved Font Names: a subset is a Modified Version under the SIL OFL, which may not use them without the holder's permission (condition 3).", help: "Rename the subset, or get the holder's permission to keep the name."),
    ]

    /// `fontpack subset` names what happened (``SubsetFact``); this rule words it.
    package static let wording: FindingWording = {
        var wording = FindingWording()
        wording.subset = { word($0) }
        return wording
    }()

    /// Tables only the glyphs gone use (a `GDEF` with no class left): a note. The others carry
    /// what some engines draw with (legacy `kern` on iOS, `morx`, colour `SVG `): a warning.
    static let harmlessTables: Set<String> = ["GDEF", "GSUB", "GPOS", "LTSH", "PCLT", "JSTF"]

    static func word(_ fact: SubsetFact) -> Finding {
        switch fact {
        case .failed(let reason, let file):
            return finding(.subsetFailed, reason, at: SourceLocation(file: file, line: 0, column: 0), font: file)
        case .configUnreadable(let config, let reason):
            return finding(
                .subsetFailed, "cannot read the config again to rewrite it: \(reason)",
                at: SourceLocation(file: config, line: 0, column: 0))
        case .notLocated(let env, let slot, let name, let reason, let location):
            return finding(
                .subsetFailed, "\(env) \(slot): \(name) is not in the subset: \(reason)", at: location, language: env, slot: slot)
        case .checkChanged(let changed):
            return finding(
                .subsetChangesCheck, "the subset pack's check reports what the original's did not: \(changed.text)",
                at: changed.location, language: changed.language, slot: changed.slot, font: changed.font,
                requirement: changed.requirement, missing: changed.missing, key: changed.key)
        case .registration(let reason, let files, let config):
            return finding(
                .subsetRegistration,
                reason + "list the subset's files in UIAppFonts, under the folder the pack has in the bundle: "
                    + files.joined(separator: ", "),
                at: SourceLocation(file: config, line: 0, column: 0), platform: .ios)
        case .droppedTables(let tables, let source, let index, let file):
            let severity: Diagnostic.Severity = tables.allSatisfy(harmlessTables.contains) ? .note : .warning
            return finding(
                .subsetDroppedTable, as: severity,
                "\(source)#\(index): the subset has no \(tables.map { "'\($0)'" }.joined(separator: ", ")) table"
                    + (severity == .note
                        ? " (emptied: none of its glyphs stay; without a GDEF an engine classifies glyphs by Unicode, "
                            + "which changes only the advance of a mark the face lacks, drawn as .notdef)"
                        : "; HarfBuzz's subsetter cannot cut it, so engines that read it (kern and morx on Apple platforms) lose what it held"),
                font: file)
        case .notPinned(let obstacle, let source, let index, let file):
            return finding(
                .subsetNotPinned, "\(source)#\(index): not pinned, kept variable (every instance the slots use, in one file): \(obstacle)",
                font: file)
        case .reservedFontName(let name, let source, let nameID, let text, let file):
            return finding(
                .reservedFontName,
                "\(source): \(name) declares Reserved Font Names (name ID \(nameID): \"\(text.prefix(200))\"). "
                    + "A subset is a Modified Version under the SIL Open Font License, whose condition 3 reads: \"No Modified "
                    + "Version of the Font Software may use the Reserved Font Name(s) unless explicit written permission is "
                    + "granted by the corresponding Copyright Holder.\" The OFL's guidance on web fonts and RFNs "
                    + "(openfontlicense.org/webfonts-and-reserved-font-names): \"If a font has Reserved Font Names (RFNs) then "
                    + "any change to the font normally disallows use of those names in Modified Versions - unless a separate "
                    + "RFN use agreement is formalized.\" Rename the subset's families, or get the copyright holder's permission, "
                    + "before shipping it",
                font: file)
        }
    }
}

extension Diagnostic.Code {
    /// A face could not be subset, or a subset file, licence or config could not be written.
    package static let subsetFailed: Self = "subset-failed"
    /// The check of the subset pack reports a finding the check of the original did not.
    package static let subsetChangesCheck: Self = "subset-changes-check"
    /// iOS: the app's Info.plist could not be rewritten for the subset, whose files have new paths that `UIAppFonts` must list.
    package static let subsetRegistration: Self = "subset-registration"
    /// The subset lacks a table the original face has: one HarfBuzz's
    /// subsetter cannot cut (`kern`, `morx`, `SVG `, bitmaps), or one left empty.
    package static let subsetDroppedTable: Self = "subset-dropped-table"
    /// `--pin`: a variable font HarfBuzz 6 cannot instance faithfully stays variable.
    package static let subsetNotPinned: Self = "subset-not-pinned"
    /// A subset face declares Reserved Font Names under the SIL OFL: the
    /// modified font may not be distributed under them.
    package static let reservedFontName: Self = "reserved-font-name"
}
