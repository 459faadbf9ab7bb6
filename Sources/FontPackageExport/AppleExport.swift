internal import FontPackage
internal import FontPackageStrings
internal import FontPackageSupport
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

/// `fontpack export apple`: the `UIAppFonts` array of an Info.plist, listing
/// exactly the font files the pack's slots use, as paths inside the app
/// bundle (iOS registers each listed file at launch; a face of a file not
/// listed never resolves by name).
package enum AppleExport {
    /// The listed paths: each file the slots use once, in config order, under
    /// `bundleFolder`. A variable file is listed once whatever instances the
    /// slots draw it at: iOS registers files, and the app draws an instance
    /// by setting its coordinates (`kCTFontVariationAttribute`).
    package static func paths(_ pack: ExportedPack, bundleFolder: String) -> [String] {
        var paths: [String] = []
        for face in pack.fileFaces {
            let relative = pack.relativePath(of: face)
            let path = bundleFolder.isEmpty ? relative : PathName.join(bundleFolder, relative)
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// A plist holding only `UIAppFonts`.
    package static func fragment(_ paths: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>UIAppFonts</key>
        \(array(paths, indent: "\t"))
        </dict>
        </plist>

        """
    }

    /// The Info.plist `bytes` with its `UIAppFonts` replaced by `paths` (or
    /// added as the last key); every other byte is kept
    /// (``InfoPlistFontsWriter``). A file that is not an XML plist dictionary
    /// is refused with the reader's diagnostics.
    package static func merge(_ paths: [String], into bytes: [UInt8], file: String) throws(ExportError) -> String {
        do {
            return try InfoPlistFontsWriter.merge(paths, into: bytes, file: file)
        } catch {
            throw ExportError(error.description)
        }
    }

    static func array(_ paths: [String], indent: String) -> String { InfoPlistFontsWriter.array(paths, indent: indent) }
}
