/// Which translated strings `check --strings` reads.
public struct StringsCheckOptions: Sendable {
    /// Files or folders holding `.lproj` folders, `.strings`, `.stringsdict`, `.xcstrings`.
    public var paths: [String]
    /// The app's `Info.plist`: its `CFBundleLocalizations` choose the languages
    /// and `CFBundleDevelopmentRegion` is the language of `Base.lproj`.
    public var infoPlist: String?
    /// Patterns of string files to skip (`--exclude`): `*` matches any run of
    /// characters, `/` included, against the path and each tail that starts at a folder name.
    package var exclude: [String] = []
    /// Findings about single strings listed one by one per string file
    /// (`--string-findings-per-file`); past them, one finding per file, code,
    /// slots and font stands for the rest (``StringFindingBudget``). 0 lists every one.
    package var findingsPerFile = StringFindingBudget.defaultPerFile
    /// The development language (`--development-language`, a BCP 47 tag): the language of the
    /// files that do not say their own (Android's `values/` without `tools:locale`, a neutral
    /// `.resx`, a `.pot`, `Base.lproj`). It comes before the Info.plist's `CFBundleDevelopmentRegion`.
    package var developmentLanguage: String?
    /// How the caller's users give the development language, ending the warnings that ask for it.
    package var developmentLanguageAdvice: String?
    /// The strings and the Info.plist already read with these options (``StringsChecker/read(_:)``),
    /// which the check then does not read again; nil reads them.
    package var read: StringsChecker.Read?

    /// The strings under `paths`, with the app's `Info.plist` when given.
    public init(paths: [String], infoPlist: String? = nil) {
        self.paths = paths
        self.infoPlist = infoPlist
    }
}
