internal import FontPackageSupport

/// Translations read as HTML where their source is: a translation is HTML
/// when the development language's text of its key holds HTML
/// (``HTMLText/isHTML(_:)``), since the app draws every language's text the
/// same way. Each format says which file is a translation's source
/// (``StringsFormat/sourceFile(of:templates:)``): for `.resx`, the neutral
/// file beside it (`Strings.resx` for `Strings.fr.resx`); for ARB, its app's
/// template (`template-arb-file` of `l10n.yaml`, else gen-l10n's default
/// `app_en.arb` in the same folder). Their files are read apart, so this is
/// done once all are read.
enum HTMLSources {
    /// Reads as HTML, in place, each string whose source holds HTML.
    static func readTranslations(_ strings: inout [TranslatedString], templates: [String]) {
        let templates = Set(templates)
        var formats: [TranslatedString.Kind: any StringsFormat.Type] = [:]
        for format in StringsFormats.all {
            for kind in format.kinds { formats[kind] = format }
        }
        // A file's strings are of one kind: its format is looked up once per run of them.
        var run: (kind: TranslatedString.Kind, format: (any StringsFormat.Type)?)?
        func source(of string: TranslatedString) -> String? {
            let kind = string.kind
            let format: (any StringsFormat.Type)?
            if let run, run.kind == kind {
                format = run.format
            } else {
                format = formats[kind]
                run = (kind, format)
            }
            return format?.sourceFile(of: string, templates: templates)
        }
        var htmlKeys: Set<[String]> = []
        for string in strings {
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
