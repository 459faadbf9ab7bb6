internal import FontPackageInspection

// A located face carries its coordinates (FontFace.variation), so one Inter
// file at wght 300, 500 and 700 is three faces; a platform is given the file
// once and told the coordinates in its own terms.
extension ExportedPack {
    /// Every file face the pack's slots and chains use, once, at its default
    /// instance, in config order: what an export that copies, lists or
    /// converts files writes (a variable file drawn at three instances is
    /// one file).
    var fileFaces: [FontFace] {
        var seen = Set<FaceID>()
        return faces.filter { seen.insert($0.id.atDefault).inserted }.map(\.atDefaultInstance)
    }
}
