internal import CFontPackage
internal import FontPackage

extension FreeTypeFace {
    /// The `head`, `hhea` and OS/2 fields the platforms lay a line out
    /// with, as the tables hold them (FreeType's `FT_Get_Sfnt_Table`); nil
    /// for a face without `head` and `hhea` (a bitmap or Type 1 font).
    var verticalMetrics: VerticalMetrics? {
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee,
            let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        else { return nil }
        var metrics = VerticalMetrics(
            unitsPerEm: Int(head.Units_Per_EM), hheaAscender: Int(hhea.Ascender), hheaDescender: Int(hhea.Descender),
            headYMax: Int(head.yMax), headYMin: Int(head.yMin))
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee,
            os2.version != 0xFFFF
        {
            metrics.typoAscender = Int(os2.sTypoAscender)
            metrics.typoDescender = Int(os2.sTypoDescender)
            metrics.winAscent = Int(os2.usWinAscent)
            metrics.winDescent = Int(os2.usWinDescent)
            metrics.useTypoMetrics = os2.fsSelection & 0x80 != 0
        }
        return metrics
    }

    /// FreeType's own `FT_Face.ascender` and `descender`, for tests that
    /// compare the FreeType rule with FreeType.
    var faceAscenderDescender: (ascender: Int, descender: Int) {
        (Int(face.pointee.ascender), Int(face.pointee.descender))
    }
}

/// FreeType's `FT_Face.ascender` and `descender` of a face, for tests that
/// hold the FreeType rule against FreeType itself.
package func freeTypeAscenderDescender(path: String, index: Int) throws(FontInspectionError) -> (ascender: Int, descender: Int) {
    try FreeTypeLibrary().openFace(path: path, index: index).faceAscenderDescender
}
