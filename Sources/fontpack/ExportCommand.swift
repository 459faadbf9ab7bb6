import FontPackage
import ArgumentParser
import FontPackageCheck
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FontPackageSupport
internal import FontPackageExport
internal import FontPackageInspection

/// `fontpack export <platform>`: the pack as each platform's own font substitution.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the pack as a platform's own font substitution: fontconfig, CSS, Apple, Android or Flutter.",
        discussion: """
            Each export reads the pack as check locates it (the face each language and slot gets, as resolve gives \
            it) and writes what the platform needs to make the same choice.
            Exit status: 0 written, 2 bad arguments, an unreadable config or pack folder, or a slot with no face.
            """,
        subcommands: [FontconfigExportCommand.self, CSSExportCommand.self, AppleExportCommand.self, AndroidExportCommand.self, FlutterExportCommand.self]
    )
}

/// The pack every export reads: the config and the pack folder, located as check locates them.
struct ExportArguments: ParsableArguments {
    @OptionGroup var configOptions: ConfigOptions

    @Option(
        name: .customLong("fonts"),
        help: "The pack folder the config's fonts are in (default: the Fonts folder beside the config, else Fonts in the current folder).",
        completion: .directory)
    var givenFonts: String?

    /// The pack folder read (``FontsFolder``).
    var fonts: String { FontsFolder.chosen(given: givenFonts, config: configOptions.config).path }

    /// Locates the pack; a config or folder error, or a slot with no face, is exit 2.
    func pack() throws -> ExportedPack {
        let config = try configOptions.load()
        if let note = FontsFolder.chosen(given: givenFonts, config: configOptions.config).note { Output.standardError(note) }
        var options = PackCheckOptions(fontsFolder: fonts)
        options.shaping = false
        options.inspector.scanGlyphInk = false
        let report: PackReport
        do {
            report = try PackChecker.check(config: config, options: options)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        try PackCheckArguments.refuseRejected(report)
        let pack = ExportedPack(report: report)
        do {
            try ExportError.check(pack)
        } catch {
            Output.standardError("\(configOptions.config): error: \(error)")
            throw ExitStatus.usageOrInput
        }
        return pack
    }

    /// What an exporter that writes into `output` wrote. A pack it cannot
    /// write is the config's error, a file it cannot write the output's; both exit 2.
    func writing<Written>(into output: String, _ write: () throws -> Written) throws -> Written {
        do {
            return try write()
        } catch let error as ExportError {
            Output.standardError("\(configOptions.config): error: \(error)")
            throw ExitStatus.usageOrInput
        } catch {
            Output.standardError("\(output): error: cannot write: \(error)")
            throw ExitStatus.usageOrInput
        }
    }

    /// `path` made absolute against the working directory.
    static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return url.standardizedFileURL.path
    }

    /// Writes `text` to `output`, or standard output without one; a file that cannot be written is exit 2.
    static func write(_ text: String, to output: String?) throws {
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            Output.standardError("\(output): error: cannot write: \(errorText(error))")
            throw ExitStatus.usageOrInput
        }
    }
}

struct FontconfigExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontconfig",
        abstract: "Write a fontconfig file that makes fc-match, Pango, Cairo and Skia choose the pack's faces.",
        discussion: """
            For every language the config serves and every slot, a generic request (sans-serif:lang=vi:weight=bold) \
            or a request by any other family name gets the face fontpack resolve gives; names matching exclude are \
            left alone. Use it alone (FONTCONFIG_FILE=$PWD/fontpack.conf fc-match ...) or copy it to \
            ~/.config/fontconfig/conf.d/50-fontpack.conf (conf.d reads only files named NN-*.conf).
            """
    )

    @OptionGroup var arguments: ExportArguments

    @Option(help: "The file to write (default: standard output).", completion: .file())
    var output: String?

    func run() throws {
        let pack = try arguments.pack()
        let text = FontconfigExport.render(
            pack, fontsFolder: ExportArguments.absolute(arguments.fonts),
            usagePath: output.map(ExportArguments.absolute) ?? "$PWD/fontpack.conf",
            workingDirectory: FileManager.default.currentDirectoryPath)
        try ExportArguments.write(text, to: output)
    }
}

struct CSSExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Write fontpack.css and the font files it loads: @font-face and :lang() rules for the web.",
        discussion: """
            Each entry becomes a family ("fontpack vi") whose faces claim the weights of their slots; :lang() rules \
            give each language its entry's family, so a page that sets lang draws every language and weight with \
            the face fontpack resolve gives. Every face is written as WOFF2 (a WOFF or WOFF2 original as it is), \
            with the characters it maps as its unicode-range, so a browser downloads it only for text it draws. \
            Faces of collections are written as files of their own.
            """
    )

    @OptionGroup var arguments: ExportArguments

    @Option(help: "The folder to write fontpack.css and fonts/ into (created if needed).", completion: .directory)
    var output: String

    @Flag(
        help: "Give every @font-face the default entry's line box at its slot (ascent-override, descent-override, line-gap-override), so line-height: normal is as tall in every language."
    )
    var matchLineBox = false

    func run() throws {
        let pack = try arguments.pack()
        do {
            try CSSExport.write(pack, to: output, matchLineBox: matchLineBox)
        } catch {
            Output.standardError("\(output): error: cannot write: \(error)")
            throw ExitStatus.usageOrInput
        }
        print("\(output)/fontpack.css: \(CSSExport.familyCount(pack)) families, \(CSSExport.assets(pack).count) font files")
    }
}

struct AppleExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apple",
        abstract: "Write the UIAppFonts array listing exactly the font files the pack uses, or merge it into an Info.plist.",
        discussion: """
            Without --info-plist, writes a plist holding only UIAppFonts. With it, writes that Info.plist with \
            UIAppFonts replaced (or added) and every other key kept as it was.
            """
    )

    @OptionGroup var arguments: ExportArguments

    @Option(
        help: "The folder the pack's files are in inside the app bundle, as UIAppFonts paths start (default: the pack folder's name; '' for the bundle root).")
    var bundleFolder: String?

    @Option(help: "An XML Info.plist to merge UIAppFonts into.", completion: .file(extensions: ["plist"]))
    var infoPlist: String?

    @Option(help: "The file to write (default: standard output); may be the --info-plist itself.", completion: .file())
    var output: String?

    func run() throws {
        let pack = try arguments.pack()
        let folder = bundleFolder ?? URL(fileURLWithPath: arguments.fonts).standardizedFileURL.lastPathComponent
        let paths = AppleExport.paths(pack, bundleFolder: folder)
        guard let infoPlist else {
            try ExportArguments.write(AppleExport.fragment(paths), to: output)
            return
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: infoPlist)))
        } catch {
            Output.standardError("\(infoPlist): error: cannot read: \(errorText(error))")
            throw ExitStatus.usageOrInput
        }
        do {
            try ExportArguments.write(try AppleExport.merge(paths, into: bytes, file: infoPlist), to: output)
        } catch let error as ExportError {
            Output.standardError("\(infoPlist): error: \(error)")
            throw ExitStatus.usageOrInput
        }
    }
}

struct AndroidExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Write the pack as Android font resources: res/font/ files and families, values-<language>/ aliases.",
        discussion: """
            Writes font/<name>.ttf|otf (resource names), font/fontpack_<env>.xml (one family per entry, android: and \
            app: attributes) and values*/fontpack.xml, which point @font/fontpack at the family of the entry that \
            serves the locale. Use android:fontFamily="@font/fontpack".
            """
    )

    @OptionGroup var arguments: ExportArguments

    @Option(help: "The app's res/ folder to write into (created if needed).", completion: .directory)
    var output: String

    func run() throws {
        let pack = try arguments.pack()
        let written = try arguments.writing(into: output) { try AndroidExport.write(pack, to: output) }
        print("\(output): \(written.fonts) font files, \(written.families) families, \(written.values) values folders")
    }
}

struct FlutterExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flutter",
        abstract: "Write the pack as a Flutter pubspec fonts: section and the font files it names.",
        discussion: """
            Writes fonts/fontpack/ (each font file the pack uses; faces of collections as files of their own) and \
            fontpack_fonts.yaml, a pubspec fragment: flutter: then fonts:, one family per entry ("fontpack vi") \
            and per fallback link, each asset with the weight and style of its file. Paste its lines after \
            flutter: into pubspec.yaml's flutter: section; its comments name each language's family.
            """
    )

    @OptionGroup var arguments: ExportArguments

    @Option(help: "The Flutter app's folder, where pubspec.yaml is (created if needed).", completion: .directory)
    var output: String

    func run() throws {
        let pack = try arguments.pack()
        let written = try arguments.writing(into: output) { try FlutterExport.write(pack, to: output) }
        print("\(output)/\(FlutterExport.fragmentName): \(written.families) families, \(written.fonts) font files")
    }
}
