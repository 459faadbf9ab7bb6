import FontPackage
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageCheck
internal import FontPackageInspection
internal import FontPackageReporting

struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Rewrite one font request to the pack font for a locale, and say why.",
        discussion: """
            Exactly as the five UIFont constructors were hooked: --system (systemFont), \
            --system --weight W (systemFont weight:), --bold (boldSystemFont), --italic \
            (italicSystemFont), --name N (font(name:size:)); and --text-style S \
            (preferredFont(forTextStyle:)) at --content-size C, with --bold-text for the Bold Text setting.
            Exit status: 0 resolved, 1 no entry serves the request, 2 bad arguments or config error.
            """
    )

    @OptionGroup var configOptions: ConfigOptions

    @Option(
        help: "Preferred languages in order, comma-separated (default: LANGUAGE, then LC_ALL, LC_MESSAGES or LANG, as GNU gettext reads them).")
    var locale: String?

    @Option(help: "The app's localizations, comma-separated; picks the display language as iOS does.")
    var localizations: String?

    @Option(help: "CFBundleDevelopmentRegion: the display language when no preferred one is localized.")
    var developmentRegion: String?

    @Flag(help: "systemFont(ofSize:), optionally with --weight. The default request.")
    var system = false

    // Unconditional, so a negative value (`--weight -0.4`, UIFont's light) is read as the value, not as an option.
    @Option(
        parsing: .unconditional,
        help: "UIFont weight for --system: ultraLight, thin, light, regular, medium, semibold, bold, heavy, black, or a value such as 0.3 or -0.4.",
        transform: ResolveCommand.weight(argument:))
    var weight: SystemWeight?

    @Flag(help: "boldSystemFont(ofSize:)")
    var bold = false

    @Flag(help: "italicSystemFont(ofSize:)")
    var italic = false

    @Option(help: "font(name:size:): the font name to rewrite.")
    var name: String?

    // Unconditional, so `--size -3` is read as the value and refused by validate() with its reason.
    @Option(parsing: .unconditional, help: "Point size, passed through.")
    var size: Double = 17

    @Option(help: "How --name is read: source (the original hook's rule) or style (style words).")
    var nameMatching: NameMatchingArgument = .source

    @Option(help: "Force this entry (an env of the config) for the request.")
    var entry: String?

    @Option(
        help: "The pack folder: find the face that serves the answer and give its PostScript name, file and face index.",
        completion: .directory)
    var fonts: String?

    @Flag(help: "Do not rewrite: report the request as left unchanged.")
    var noRewrite = false

    @Option(help: "Text to split into script runs; each run is resolved (config \"scripts\" applies).")
    var text: String?

    @Option(help: "Output format.")
    var format: Writer<ResolutionOutput> = ResolutionOutput.defaultWriter

    @OptionGroup var textStyle: TextStyleArguments

    func validate() throws {
        if let locale, locale.commaSeparatedItems.isEmpty {
            throw ValidationError("--locale needs at least one locale identifier (en, zh-Hant-TW, vi_VN.UTF-8)")
        }
        if let name, name.allSatisfy(\.isWhitespace) {
            throw ValidationError("--name is empty: give the font name to rewrite (HelveticaNeue-Bold)")
        }
        let chosen = [system || weight != nil, bold, italic, name != nil].filter { $0 }.count
        if chosen > 1 {
            throw ValidationError("give one request: --system [--weight W], --bold, --italic or --name NAME")
        }
        if entry != nil && noRewrite {
            throw ValidationError("--entry and --no-rewrite exclude each other")
        }
        if !size.isFinite || size <= 0 {
            throw ValidationError("--size must be a positive number of points")
        }
        try textStyle.validate(otherRequest: chosen > 0)
    }

    /// `--weight bold` or `--weight -0.4`.
    static func weight(argument: String) throws -> SystemWeight {
        guard let weight = SystemWeight(parsing: argument) else {
            throw ValidationError(
                "--weight '\(argument)' is not a UIFont weight (ultraLight ... black) nor a value between -1 and 1")
        }
        return weight
    }

    var request: FontRequest {
        if bold { return .boldSystem }
        if italic { return .italicSystem }
        if let name { return .named(name) }
        if let weight { return .systemWeighted(weight) }
        return .system
    }

    func run() throws {
        let config = try configOptions.load()
        let preferred = (locale ?? ProcessLocale.current).commaSeparatedItems
        let bound: BoundResolver
        do {
            bound = try FontResolver(config: config).bind(
                preferredLanguages: preferred,
                localizations: localizations.map(\.commaSeparatedItems),
                developmentRegion: developmentRegion)
        } catch {
            Output.standardError("error: \(error.message)")
            throw error.kind == .invalidLocale ? ExitStatus.usageOrInput : ExitStatus.findings
        }
        var options = ResolveOptions(nameMatching: nameMatching.rule)
        if noRewrite { options.override = .noRewrite }
        if let entry {
            guard let forced = config.entry(forEnv: entry) else {
                let known = config.entries.map(\.env).joined(separator: ", ")
                throw ValidationError("--entry '\(entry)' is not an env of \(config.file) (it has: \(known))")
            }
            options.override = .entry(forced)
        }
        let resolution =
            textStyle.resolve(with: bound, options: options) ?? bound.resolve(request, size: size, options: options)
        let runs = text.map {
            bound.resolveRuns(in: $0, request: resolution.request, size: resolution.pointSize, options: options)
        }
        let index = try packIndex()
        let face = try index.flatMap { try packFace(for: resolution, in: $0) }
        // With the pack and a text: which face of each run's chain draws each stretch.
        let drawn = index.flatMap { index in
            text.map { text in
                (runs ?? []).flatMap { run in
                    ChainDrawing.runs(of: text[run.run.range], chain: index.chain(of: run.resolution))
                }
            }
        }
        try ReportOutput.emit(ResolutionOutput(resolution, runs: runs, text: text, face: face, drawn: drawn), as: format)
    }

    /// With --fonts, the pack's index (names and character maps); a folder
    /// that cannot be read is exit 2.
    func packIndex() throws -> FontIndex? {
        guard let fonts else { return nil }
        var options = FontInspector.Options()
        options.scanGlyphInk = false
        do {
            return try FontIndex(folder: fonts, options: options)
        } catch {
            Output.standardError("\(fonts): error: \(error)")
            throw ExitStatus.usageOrInput
        }
    }

    /// The face of the pack that serves the answer; a face the pack lacks is exit 1.
    func packFace(for resolution: Resolution, in index: FontIndex) throws -> FontFace? {
        guard let spec = resolution.face else { return nil }
        do {
            return try index.face(for: spec)
        } catch {
            Output.standardError("\(spec.location): error: \(error)")
            throw ExitStatus.findings
        }
    }
}

/// The preferred languages of this process, as GNU gettext reads them: the
/// locale is the first set of LC_ALL, LC_MESSAGES and LANG (else C); unless it
/// is C or POSIX, LANGUAGE, a colon-separated list, gives the languages in order.
enum ProcessLocale {
    static var current: String { current(in: ProcessInfo.processInfo.environment) }

    static func current(in environment: [String: String]) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
        let base = locale.split(separator: ".").first.map(String.init) ?? locale
        if base != "C" && base != "POSIX", let languages = environment["LANGUAGE"] {
            let items = languages.split(separator: ":").map(String.init).filter { !$0.isEmpty }
            if !items.isEmpty { return items.joined(separator: ",") }
        }
        return locale
    }
}

enum NameMatchingArgument: String, ExpressibleByArgument, CaseIterable {
    case source, style

    var rule: NameMatching {
        switch self {
        case .source: .source
        case .style: .style
        }
    }
}
