package import FontPackage

/// Codes of the diagnostics the string readers raise.
extension Diagnostic.Code {
    /// The file could not be read from disk.
    package static let stringsUnreadable: Self = "strings-unreadable"
    /// The bytes are not UTF-8 or UTF-16 text (one per file; nothing is read from it).
    package static let stringsEncoding: Self = "strings-encoding"
    /// A `.strings` entry does not follow `"key" = "value";`.
    package static let stringsSyntax: Self = "strings-syntax"
    /// An escape that the `.strings` reader does not know, or a lone surrogate.
    package static let stringsEscape: Self = "strings-escape"
    /// A key defined twice in one table; the later value is the one shown.
    package static let stringsDuplicateKey: Self = "strings-duplicate-key"
    /// A binary property list or another format these readers do not take.
    package static let stringsUnsupportedFormat: Self = "strings-unsupported-format"
    /// An XML property list that is not well formed.
    package static let plistSyntax: Self = "plist-syntax"
    /// A `.stringsdict` entry missing its format key, a rule that is not a dictionary...
    package static let stringsdictStructure: Self = "stringsdict-structure"
    /// A String Catalog member of an unexpected type.
    package static let catalogStructure: Self = "catalog-structure"
    /// An XML string file (Android resources, `.resx`, XLIFF) that is not well formed.
    package static let xmlSyntax: Self = "xml-syntax"
    /// A DOCTYPE that declares entities: refused, since entities can expand without bound or read other files.
    package static let xmlEntityDeclaration: Self = "xml-entity-declaration"
    /// An Android string the resource compiler refuses (an unescaped apostrophe, a bad `\u` escape), or a resource file whose root is not `<resources>`.
    package static let androidStrings: Self = "android-strings"
    /// An ARB message that is not ICU MessageFormat, or not a string; an ARB file that is not a JSON object.
    package static let arbMessage: Self = "arb-message"
    /// A Flutter `l10n.yaml` that is not the one-line `key: value` YAML gen-l10n's file is
    /// written in, or whose `arb-dir` or `template-arb-file` does not exist.
    package static let flutterL10n: Self = "flutter-l10n"
    /// A `.po` line that is not PO syntax, or a string escape that is not C's.
    package static let gettextSyntax: Self = "gettext-syntax"
    /// A folder or catalog language that does not parse, or `Base.lproj` with no development language.
    package static let stringsLanguage: Self = "strings-language"
    /// A missing or malformed `CFBundleLocalizations` / `CFBundleDevelopmentRegion`.
    package static let infoPlist: Self = "info-plist"
}
