package import FontPackage

/// What `fontpack subset` finds about the subset it writes, named as a fact:
/// the subsetter (`PackSubsetter`, in FontPackageSubset) says what happened,
/// and the rule that declares the subset's codes words it
/// (``FindingWording/subset``), as the check's analyses return facts that
/// the rules word.
package enum SubsetFact: Sendable {
    /// A step could not be done: `reason` says which and why (`cannot write
    /// Out/appfont.json: Permission denied`, `refused: --output Fonts is the
    /// pack folder ...`); `file` is the font, folder or file it was about.
    case failed(reason: String, file: String)
    /// The config could not be read again to be rewritten for the subset; `reason` is the system's.
    case configUnreadable(config: String, reason: String)
    /// A config face the check could not locate, so the subset has no face for
    /// it: its entry's `env`, its slot (`bold italic`), its name, the check's
    /// reason and where the face is written.
    case notLocated(env: String, slot: String, name: String, reason: String, location: SourceLocation)
    /// A finding of the subset pack's check that the original's check did not report.
    case checkChanged(Finding)
    /// iOS: the Info.plist was not rewritten (`reason` says why, `cannot write the
    /// subset's Info.plist (...); `), so `UIAppFonts` must list `files`, the
    /// subset's paths in the bundle; `config` is the config written, where it is said.
    case registration(reason: String, files: [String], config: String)
    /// The subset of face `index` of `source` (a path in the pack) has none of
    /// `tables` (`kern`, `GDEF`), which the original has; `file` is the original's file.
    case droppedTables([String], source: String, index: Int, file: String)
    /// `--pin`: face `index` of `source` stays one variable file because HarfBuzz
    /// cannot instance it faithfully; `obstacle` says what stops it (`CFF2 outlines`).
    case notPinned(obstacle: String, source: String, index: Int, file: String)
    /// The face `name` (its PostScript or full name) of `source` declares Reserved
    /// Font Names in its name record `nameID` (0, the copyright, or 13, the licence),
    /// whose text is `text`.
    case reservedFontName(name: String, source: String, nameID: Int, text: String, file: String)
}
