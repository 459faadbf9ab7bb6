internal import FontPackageSupport

/// The one rule for a string's table: the file's base name
/// (`PathName.baseName`: `Localizable` for `fr.lproj/Localizable.strings`,
/// `strings` for `values-fr/strings.xml`), less a language the name carries
/// after its last dot (`Strings` for `Strings.fr-CA.resx`), so that every
/// language's file of one table has the same name and a translation meets
/// its source by table and key.
enum StringsTable {
    static func name(of file: String, nameLanguage: String? = nil) -> String {
        let base = PathName.baseName(file)
        guard let nameLanguage, base.hasSuffix("." + nameLanguage) else { return base }
        return String(base.dropLast(nameLanguage.count + 1))
    }
}
