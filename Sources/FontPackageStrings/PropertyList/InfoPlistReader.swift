public import FontPackage

/// A language an `Info.plist` declares, and where.
public struct DeclaredLanguage: Sendable, Hashable {
    /// The language, as written and as parsed.
    public var language: StringLanguage
    /// Where the value is written in the `Info.plist`.
    public var location: SourceLocation

    init(language: StringLanguage, location: SourceLocation) {
        self.language = language
        self.location = location
    }
}

/// What an app's `Info.plist` says about its languages.
public struct AppInfo: Sendable, Hashable {
    package var file: String
    /// `CFBundleDevelopmentRegion`: the language of `Base.lproj` and the last fallback.
    public var developmentRegion: DeclaredLanguage?
    /// `CFBundleLocalizations`, in the order written.
    public var localizations: [DeclaredLanguage]
    /// `UIAppFonts`: the font files the app registers, paths in the bundle
    /// with where each is written; nil when the key is absent.
    public var fonts: [DeclaredFont]?
    /// `MinimumOSVersion` or `LSMinimumSystemVersion`: the oldest OS the app runs on.
    package var minimumOS: MinimumOS?

    package init(file: String, developmentRegion: DeclaredLanguage? = nil, localizations: [DeclaredLanguage] = []) {
        self.file = file
        self.developmentRegion = developmentRegion
        self.localizations = localizations
    }
}

/// A font file an Info.plist's `UIAppFonts` lists, and where it is written.
public struct DeclaredFont: Sendable, Hashable {
    /// The path in the app bundle, as written (`Fonts/NotoSans-Light.ttf`).
    public var path: String
    /// Where the entry is written in the Info.plist.
    public var location: SourceLocation

    /// A listed font file.
    init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// What reading an `Info.plist` produced: its languages, its fonts and the problems found.
public struct AppInfoReading: Sendable {
    /// Nil when the file could not be read as a property list at all.
    public var info: AppInfo?
    /// Problems found, with line and column.
    public var diagnostics: [Diagnostic]

    package init(info: AppInfo?, diagnostics: [Diagnostic]) {
        self.info = info
        self.diagnostics = diagnostics
    }
}

/// Reads `CFBundleDevelopmentRegion` and `CFBundleLocalizations` from an XML
/// `Info.plist`. A binary plist is one `strings-unsupported-format` error
/// (convert it with `plutil -convert xml1`). A value that is a build setting
/// (`$(DEVELOPMENT_LANGUAGE)`) is kept as written with a warning: it has no
/// language until Xcode expands it.
public enum InfoPlistReader: Sendable {
    /// Reads the `Info.plist` at `path`; a file that cannot be read (missing, too
    /// large, not a regular file) is one `info-plist` error located at the path.
    package static func read(path: String) -> AppInfoReading {
        switch InputFile.read(path, limit: InputFile.maximumStringsBytes) {
        case .success(let bytes):
            return read(bytes: bytes, file: path)
        case .failure(let failure):
            let unread = Diagnostic(
                .error, .infoPlist, "cannot read Info.plist: the path \(failure)", at: SourceLocation(file: path, line: 0, column: 0))
            return AppInfoReading(info: nil, diagnostics: [unread])
        }
    }

    /// Reads `Info.plist` bytes; `file` names the file in diagnostics. Never throws.
    public static func read(bytes: [UInt8], file: String) -> AppInfoReading {
        let text: [UInt8]
        let advice =
            "convert it to XML to read its languages: `plutil -convert xml1 Info.plist` on macOS, or anywhere "
            + "`python3 -c 'import plistlib,sys; p=sys.argv[1]; d=plistlib.load(open(p,\"rb\")); plistlib.dump(d,open(p,\"wb\"))' Info.plist`"
        switch TextDecoder.decodeSource(bytes, file: file, binaryAdvice: advice, declaredCharset: XMLScanner.declaredEncoding(bytes)) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return AppInfoReading(info: nil, diagnostics: [diagnostic])
        }
        var parser = XMLPropertyListParser(bytes: text, file: file)
        let root = parser.parseDocument()
        var diagnostics = parser.diagnostics
        guard let root else { return AppInfoReading(info: nil, diagnostics: diagnostics) }
        guard let members = root.members else {
            diagnostics.append(
                parser.diagnostic(.error, .infoPlist, "Info.plist must be a dictionary, found \(root.typeName)",
                    at: root.location))
            return AppInfoReading(info: nil, diagnostics: diagnostics)
        }
        var info = AppInfo(file: file)

        func declared(_ value: PropertyListValue, path: String) -> DeclaredLanguage? {
            guard let identifier = value.stringValue else {
                diagnostics.append(
                    parser.diagnostic(.warning, .infoPlist, "expected a string, found \(value.typeName)",
                        at: value.location, path: path))
                return nil
            }
            let trimmed = identifier.trimmingASCIIWhitespace()
            let language = StringLanguage(parsing: trimmed)
            if trimmed.contains("$(") || trimmed.contains("${") {
                diagnostics.append(
                    parser.diagnostic(
                        .warning, .infoPlist,
                        "'\(trimmed)' is a build setting Xcode expands at build time; give the language explicitly",
                        at: value.location, path: path))
            } else if language.locale == nil {
                diagnostics.append(
                    parser.diagnostic(.warning, .infoPlist, FileLanguage.notALanguage(trimmed),
                        at: value.location, path: path))
            }
            return DeclaredLanguage(language: language, location: value.location)
        }

        for member in members {
            switch member.key {
            case "CFBundleDevelopmentRegion":
                info.developmentRegion = declared(member.value, path: member.key)
            case "UIAppFonts":
                guard case .array(let elements) = member.value.kind else {
                    diagnostics.append(
                        parser.diagnostic(.warning, .infoPlist,
                            "UIAppFonts must be an array of strings, found \(member.value.typeName)",
                            at: member.value.location, path: member.key))
                    continue
                }
                var fonts: [DeclaredFont] = []
                for (index, element) in elements.enumerated() {
                    guard let path = element.stringValue?.trimmingASCIIWhitespace(), !path.isEmpty else {
                        diagnostics.append(
                            parser.diagnostic(.warning, .infoPlist, "expected a font file path, found \(element.typeName)",
                                at: element.location, path: "\(member.key)[\(index)]"))
                        continue
                    }
                    fonts.append(DeclaredFont(path: path, location: element.location))
                }
                info.fonts = fonts
            case "CFBundleLocalizations":
                guard case .array(let elements) = member.value.kind else {
                    diagnostics.append(
                        parser.diagnostic(.warning, .infoPlist,
                            "CFBundleLocalizations must be an array of strings, found \(member.value.typeName)",
                            at: member.value.location, path: member.key))
                    continue
                }
                for (index, element) in elements.enumerated() {
                    if let language = declared(element, path: "\(member.key)[\(index)]") {
                        info.localizations.append(language)
                    }
                }
            case "MinimumOSVersion", "LSMinimumSystemVersion":
                let system: MinimumOS.System = member.key == "MinimumOSVersion" ? .iOS : .macOS
                guard let version = member.value.stringValue?.trimmingASCIIWhitespace(),
                    MinimumOS.components(of: version) != nil
                else {
                    diagnostics.append(
                        parser.diagnostic(.warning, .infoPlist,
                            "\(member.key) must be a version such as \"15.0\", found \(member.value.typeName)",
                            at: member.value.location, path: member.key))
                    continue
                }
                // An iOS app's MinimumOSVersion wins over a LSMinimumSystemVersion beside it.
                if info.minimumOS == nil || system == .iOS {
                    info.minimumOS = MinimumOS(system: system, version: version, key: member.key, location: member.value.location)
                }
            default:
                continue
            }
        }
        return AppInfoReading(info: info, diagnostics: diagnostics)
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isSpace($0) })!
        return String(scalars[start...end])
    }
}
