public import FontPackageCheck
public import FontPackageStrings
internal import Foundation

/// `fontpack report`: the check's outcome as one HTML page that works
/// offline from `file://`, with the pack's own faces copied beside it.
public enum HTMLReport: Sendable {
    /// Writes `folder/index.html` and `folder/fonts/`; returns the page's path.
    @discardableResult
    public static func write(_ input: ReportInput, to folder: String) throws -> String {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var fonts = ReportFonts()
        for row in input.report.rows {
            if let face = row.face { fonts.add(face) }
        }
        try fonts.copy(into: root)
        try Data(render(input, fonts: fonts).utf8).write(to: root.appendingPathComponent("index.html"))
        return folder.hasSuffix("/") ? folder + "index.html" : folder + "/index.html"
    }

    /// The page's HTML, for fonts already registered.
    static func render(_ input: ReportInput, fonts: ReportFonts) -> String {
        ReportPage(input: input, fonts: fonts).html.document
    }

    /// The app's strings as `check --strings` reads them (Base.lproj in the
    /// Info.plist's development region), so the page can show their text.
    public static func strings(_ options: StringsCheckOptions) -> [TranslatedString] {
        var development: String?
        if let plist = options.infoPlist, let bytes = FileManager.default.contents(atPath: plist) {
            development = InfoPlistReader.read(bytes: Array(bytes), file: plist).info?.developmentRegion?.language.identifier
        }
        return AppStrings.load(paths: options.paths, options: StringsReadOptions(developmentLanguage: development)).strings
    }
}
