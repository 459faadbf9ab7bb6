internal import FontPackageSupport

/// `.resx` and ARB strings read as HTML where their source is: a translation
/// is HTML when the development language's text of its key holds HTML
/// (``HTMLText/isHTML(_:)``), since the app draws every language's text the
/// same way. The source of a .resx string is the neutral file beside it
/// (`Strings.resx` for `Strings.fr.resx`); of an ARB string, its app's
/// template (`template-arb-file` of `l10n.yaml`, else gen-l10n's default
/// `app_en.arb` in the same folder). Their files are read apart, so this is
/// done once all are read.
enum HTMLSources {
    /// Reads as HTML, in place, each .resx and ARB string whose source holds HTML.
    static func readTranslations(_ strings: inout [TranslatedString], templates: [String]) {
        let templates = Set(templates)
        func source(of string: TranslatedString) -> String? {
            let folder = PathName.deletingLastComponent(string.file)
            switch string.kind {
            case .resx:
                return folder + "/" + string.table + ".resx"
            case .arb:
                return templates.first { PathName.deletingLastComponent($0) == folder } ?? folder + "/app_en.arb"
            default:
                return nil
            }
        }
        var htmlKeys: Set<[String]> = []
        for string in strings where string.kind == .resx || string.kind == .arb {
            guard let source = source(of: string), source == string.file, HTMLText.isHTML(string.text) else { continue }
            htmlKeys.insert([source, string.key])
        }
        guard !htmlKeys.isEmpty else { return }
        for index in strings.indices {
            guard let source = source(of: strings[index]), htmlKeys.contains([source, strings[index].key]) else { continue }
            strings[index].text = HTMLText.drawnAsHTML(strings[index].text)
        }
    }
}
