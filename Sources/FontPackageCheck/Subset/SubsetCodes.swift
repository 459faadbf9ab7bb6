package import FontPackage

/// The codes `fontpack subset` raises. They concern the subset written, not
/// the pack, so they are not among `check`'s finding codes.
extension Diagnostic.Code {
    /// A face could not be subset, or a subset file, licence or config could not be written.
    package static let subsetFailed: Self = "subset-failed"
    /// The check of the subset pack reports a finding the check of the original did not.
    package static let subsetChangesCheck: Self = "subset-changes-check"
    /// iOS: the subset's files have new paths, which the app's `UIAppFonts` must list.
    package static let subsetRegistration: Self = "subset-registration"
    /// The subset lacks a table the original face has: one HarfBuzz's
    /// subsetter cannot cut (`kern`, `morx`, `SVG `, bitmaps), or one left empty.
    package static let subsetDroppedTable: Self = "subset-dropped-table"
    /// A subset face declares Reserved Font Names under the SIL OFL: the
    /// modified font may not be distributed under them.
    package static let reservedFontName: Self = "reserved-font-name"
}
