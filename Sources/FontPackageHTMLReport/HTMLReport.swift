public import FontPackageCheck
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif
internal import FontPackageInspection

/// `fontpack report`: the check's outcome as one HTML page that works
/// offline from `file://`, with the pack's own faces copied beside it.
public enum HTMLReport: Sendable {
    /// Writes `folder/index.html` and `folder/fonts/`; returns the page's path.
    @discardableResult
    public static func write(_ report: PackReport, to folder: String) throws -> String {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var fonts = ReportFonts(subsetting: true)
        for row in report.rows {
            if let face = row.face { fonts.add(face) }
        }
        // The faces of the rows' fallback chains draw what the first face lacks.
        for row in report.rows {
            for link in row.chain.dropFirst() {
                if let face = link.face.flatMap({ report.located.faces[$0] }) { fonts.add(face) }
            }
        }
        for language in report.strings?.drawn ?? [] {
            for slot in language.slots { slot.faces.forEach { fonts.add($0) } }
        }
        ReportPage.longestTranslationFaces(report).forEach { fonts.add($0) }
        ReportPage.lineBoxFaces(report).forEach { fonts.add($0) }
        let page = ReportPage(report: report, fonts: fonts).html
        // Each face keeps the characters of the elements drawn in it, not the whole page's.
        try fonts.copy(into: root, drawing: ReportFonts.characters(drawnIn: page))
        try Data(page.document.utf8).write(to: root.appendingPathComponent("index.html"))
        return folder.hasSuffix("/") ? folder + "index.html" : folder + "/index.html"
    }

    /// The page's HTML, for fonts already registered.
    static func render(_ report: PackReport, fonts: ReportFonts) -> String {
        ReportPage(report: report, fonts: fonts).html.document
    }
}
