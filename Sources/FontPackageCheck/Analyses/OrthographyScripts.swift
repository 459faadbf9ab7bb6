package import FontPackage
internal import FontPackageInspection

/// The scripts fontconfig's orthographies are written in, read through CLDR
/// likely subtags: what ``DefaultScriptRule`` and the starter config read a
/// face's `%{lang}` with.
package enum OrthographyScripts {
    /// The orthographies fontconfig has.
    static let fontconfigLanguages: Set<String> = Set(Fontconfig.languages)

    /// A fontconfig orthography's Unicode scripts, read as its `fc:` code;
    /// none for a code fontconfig has no orthography for.
    package static func scripts(ofFontconfigLanguage code: String) -> Set<UnicodeScript> {
        guard fontconfigLanguages.contains(code),
            let language = try? CheckedLanguage(CheckedLanguage.fontconfigPrefix + code)
        else { return [] }
        return Set(language.locale.unicodeScripts)
    }
}
