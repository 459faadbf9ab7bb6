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
