public import FontPackage
internal import FontPackageSupport

/// One piece of text an app will show: a `.strings` value, one variant of a
/// `.stringsdict` rule, or one string unit of a String Catalog, with the place
/// it was written.
public struct TranslatedString: Sendable, Hashable {
    /// Which kind of file, and which part of it, the text came from: the
    /// identifier of its format (`strings`, `android`, `xliff`), or of a part
    /// of one (`catalogKey`), as JSON writes it.
    ///
    /// A struct rather than an enum, as `Diagnostic.Code` is, so that a new
    /// format does not break exhaustive switches in callers: compare with
    /// the constants (`kind == .android`). Each format declares its own in its
    /// reader's file.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The identifier as written in JSON (`strings`, `catalogKey`).
        public let rawValue: String
        /// The kind with this identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier.
        public var description: String { rawValue }

        /// The format of the file the text came from, nil for an identifier no format declares.
        package var format: (any StringsFormat.Type)? { StringsFormats.format(of: self) }
    }

    /// The members, held once: a language's strings are copied into its
    /// check, its shaping pass and the findings that quote them, and a copy of
    /// a reference is one retain where a copy of seven strings is seven.
    /// Writing a member copies them first when another value shares them.
    private var storage: Storage

    /// The text after unescaping, exactly as the app receives it (format
    /// specifiers still in it; see `RenderedCharacters`); for a string in
    /// markup (Android's HTML, GTK's Pango markup), the text it draws, without
    /// its tags and with its entities decoded.
    public var text: String {
        get { storage.members.text }
        set { writable().members.text = newValue }
    }
    /// The key the app looks the text up by.
    public var key: String {
        get { storage.members.key }
        set { writable().members.key = newValue }
    }
    /// The language the text is written in.
    public var language: StringLanguage {
        get { storage.members.language }
        set { writable().members.language = newValue }
    }
    /// The table name: the file name without its extension (`Localizable`, `Main`, `InfoPlist`).
    public var table: String {
        get { storage.members.table }
        set { writable().members.table = newValue }
    }
    /// Where the value starts: the opening quote in `.strings` and `.xcstrings`,
    /// the first character after `<string>` in a `.stringsdict`. `location.file` is the path.
    public var location: SourceLocation {
        get { storage.members.location }
        set { writable().members.location = newValue }
    }
    /// The kind of file, and part of it, the text came from.
    public var kind: Kind {
        get { storage.members.kind }
        set { writable().members.kind = newValue }
    }
    /// For variants, the path to this one: `plural.one`, `device.ipad.plural.few`,
    /// `substitution.files.plural.other`. `nil` for the main value.
    public var variant: String? {
        get { storage.members.variant }
        set { writable().members.variant = newValue }
    }
    /// The placeholder syntaxes that apply to this text.
    package var syntax: FormatSyntax {
        get { storage.members.syntax }
        set { writable().members.syntax = newValue }
    }

    package init(
        text: String,
        key: String,
        language: StringLanguage,
        table: String,
        location: SourceLocation,
        kind: Kind,
        variant: String? = nil,
        syntax: FormatSyntax = .printf
    ) {
        storage = Storage(
            Members(
                text: text, key: key, language: language, table: table, location: location, kind: kind, variant: variant,
                syntax: syntax))
    }

    /// Every member a string has; equality and the hash take them all.
    private struct Members: Hashable {
        var text: String
        var key: String
        var language: StringLanguage
        var table: String
        var location: SourceLocation
        var kind: Kind
        var variant: String?
        var syntax: FormatSyntax
    }

    /// The shared members. `@unchecked Sendable` because the only writes go
    /// through ``writable()``, which first makes the storage this value's alone.
    private final class Storage: @unchecked Sendable {
        var members: Members
        init(_ members: Members) { self.members = members }
    }

    /// The storage, made this value's own before a write.
    private mutating func writable() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.members) }
        return storage
    }

    /// Every member equal; one storage shared is equal without looking.
    public static func == (lhs: TranslatedString, rhs: TranslatedString) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.members == rhs.storage.members
    }

    /// Hashes every member.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage.members) }

    /// The file the string came from.
    package var file: String { location.file }
}

/// The placeholder syntaxes a text uses; each one is removed before the
/// characters are checked, because the font never draws it.
public struct FormatSyntax: OptionSet, Sendable, Hashable, Codable {
    /// The bits of the syntaxes in the set.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `printf`/`NSString` specifiers: `%@`, `%1$ld`, `%.2f`, `%#@name@`; `%%` renders `%`.
    public static let printf = FormatSyntax(rawValue: 1 << 0)
    /// `%arg`, the argument of a String Catalog substitution variant.
    public static let substitutionArgument = FormatSyntax(rawValue: 1 << 1)
    /// `{name}` and `{0}` placeholders, used by some cross-platform string
    /// pipelines. Off unless the caller asks for it.
    public static let braces = FormatSyntax(rawValue: 1 << 2)
    /// With `printf`, Python's `%` operator: `%(name)s`, the space flag, and `%r`.
    public static let pythonNamed = FormatSyntax(rawValue: 1 << 3)
}

/// A language as a string file names it, and what it was read as.
///
/// `identifier` is the spelling found (`pt_PT`, `zh-Hans`, `en`) or, for
/// `Base.lproj`, the development language the caller gave. `locale` is `nil`
/// when the spelling does not parse (or `Base` had no development language).
///
/// Every string carries its language, so the value is one shared reference.
public struct StringLanguage: Sendable, Hashable, CustomStringConvertible {
    private final class Storage: Sendable {
        let identifier: String
        let locale: ParsedLocale?
        let isBase: Bool
        /// Worked out once: every string's language is asked for it, to group the strings.
        let canonicalIdentifier: String

        init(identifier: String, locale: ParsedLocale?, isBase: Bool) {
            self.identifier = identifier
            self.locale = locale
            self.isBase = isBase
            canonicalIdentifier = locale?.tag.identifier ?? identifier
        }
    }

    private let storage: Storage

    /// The spelling found (`pt_PT`), or the development language given for `Base.lproj`.
    public var identifier: String { storage.identifier }
    /// What the spelling was read as; nil when it does not parse.
    public var locale: ParsedLocale? { storage.locale }
    /// True for strings read from `Base.lproj`.
    package var isBase: Bool { storage.isBase }

    package init(identifier: String, locale: ParsedLocale?, isBase: Bool = false) {
        storage = Storage(identifier: identifier, locale: locale, isBase: isBase)
    }

    /// Parses `identifier`, reading the legacy folder names Xcode once wrote
    /// (`English`, `French`, `Japanese`...) as their codes.
    public init(parsing identifier: String, isBase: Bool = false) {
        let code = StringLanguage.legacyNames[identifier] ?? identifier
        self.init(identifier: identifier, locale: try? ParsedLocale(code), isBase: isBase)
    }

    /// The canonical tag (`pt-PT` for `pt_PT`), or the identifier as written when it does not parse.
    public var canonicalIdentifier: String { storage.canonicalIdentifier }

    /// The identifier, with ` (Base)` for strings from `Base.lproj`.
    public var description: String { isBase ? "\(identifier) (Base)" : identifier }

    /// Same spelling, same parse, both or neither from `Base.lproj`.
    public static func == (lhs: StringLanguage, rhs: StringLanguage) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.identifier == rhs.identifier && lhs.isBase == rhs.isBase && lhs.locale == rhs.locale)
    }

    /// Hashes the spelling and whether it is `Base`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(isBase)
    }

    /// Names older Xcode projects used for `.lproj` folders and
    /// `CFBundleDevelopmentRegion`, which the bundle loader still accepts.
    static let legacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi",
        "Norwegian": "nb", "Portuguese": "pt", "Korean": "ko", "Russian": "ru", "Polish": "pl",
        "Chinese": "zh-Hans", "Arabic": "ar", "Hebrew": "he", "Greek": "el", "Turkish": "tr",
    ]
}

/// What reading one file produced: its strings and the problems found.
public struct StringsFileReading: Sendable {
    package var file: String
    /// The strings in file order.
    public var strings: [TranslatedString]
    /// Problems found, with line and column.
    public var diagnostics: [Diagnostic]
    /// What of the file named no language (``FileLanguage``): said once it is read, or once for the app.
    var unnamed: [UnnamedLanguage] = []

    init(file: String, strings: [TranslatedString] = [], diagnostics: [Diagnostic] = []) {
        self.file = file
        self.strings = strings
        self.diagnostics = diagnostics
    }
}

/// Choices for the readers where the formats leave room.
public struct StringsReadOptions: Sendable, Hashable {
    /// The language of `Base.lproj`, usually `CFBundleDevelopmentRegion`.
    /// Without it, Base strings get the language `Base`, which does not parse.
    var developmentLanguage: String?
    /// Treat `{name}` as a placeholder in every string read.
    var bracePlaceholders: Bool
    /// Report a String Catalog key as source-language text when the catalog has
    /// no source-language localization for it (the app shows the key then).
    var catalogKeysAsSourceText: Bool
    /// How the caller's users give the development language, said in the
    /// warnings that ask for it (the CLI: `--development-language, or
    /// CFBundleDevelopmentRegion of --info-plist`). The library names no option.
    package var developmentLanguageAdvice: String?

    /// Options; the defaults read every format as Xcode does.
    public init(
        developmentLanguage: String? = nil,
        bracePlaceholders: Bool = false,
        catalogKeysAsSourceText: Bool = true
    ) {
        self.developmentLanguage = developmentLanguage
        self.bracePlaceholders = bracePlaceholders
        self.catalogKeysAsSourceText = catalogKeysAsSourceText
    }

    var baseSyntax: FormatSyntax { bracePlaceholders ? [.printf, .braces] : .printf }
}
