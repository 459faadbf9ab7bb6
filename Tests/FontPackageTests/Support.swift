import FontPackage

/// A config covering every matching rule: script-distinct Chinese entries, a
/// region-marked Portuguese entry, Serbian in Latin only, an entry missing
/// a weight, one with italic faces, one with numeric weights.
let richConfigText = """
    {
      "list": [
        { "env": "vi", "note": "Vietnamese", "data": [
            { "font": 0, "name": "genjyuu_light(越南细)" },
            { "font": 1, "name": "genjyuu_medium(越南中)" },
            { "font": 2, "name": "genjyuu_bold(越南粗)" } ] },
        { "env": "ar", "data": [
            { "font": 0, "name": "NotoSansArabic-Light" },
            { "font": 2, "name": "NotoSansArabic-Bold" } ] },
        { "env": "zh-Hans", "data": [
            { "font": 0, "name": "SC-Light" }, { "font": 1, "name": "SC-Medium" }, { "font": 2, "name": "SC-Bold" } ] },
        { "env": "zh-Hant", "data": [
            { "font": 0, "name": "TC-Light" }, { "font": 1, "name": "TC-Medium" }, { "font": 2, "name": "TC-Bold" } ] },
        { "env": "zh-HK", "data": [ { "font": 0, "name": "HK-Light" } ] },
        { "env": "ja", "data": [ { "font": 0, "name": "JP-Light" } ] },
        { "env": "pt-BR", "data": [ { "font": 0, "name": "PTBR-Light" } ] },
        { "env": "sr-Latn", "data": [ { "font": 0, "name": "SRLatn-Light" } ] },
        { "env": "he", "data": [ { "font": 2, "name": "Hebrew-Bold" } ] },
        { "env": "en-GB", "data": [ { "font": 0, "name": "British-Light" } ] },
        { "env": "de", "data": [
            { "font": 0, "name": "DE-Light" }, { "font": 1, "name": "DE-Medium" }, { "font": 2, "name": "DE-Bold" },
            { "font": 1, "name": "DE-MediumItalic", "italic": true },
            { "font": 2, "name": "DE-BoldItalic", "italic": true } ] },
        { "env": "fr", "data": [
            { "weight": 100, "name": "FR-Thin" }, { "weight": 400, "name": "FR-Regular" },
            { "weight": 600, "name": "FR-SemiBold" }, { "weight": 900, "name": "FR-Black" } ] },
        { "env": "default", "data": [
            { "font": 0, "name": "Default-Light" }, { "font": 1, "name": "Default-Medium" },
            { "font": 2, "name": "Default-Bold" } ] }
      ],
      "exclude": ["FontAwesome*", "*Icons*", "Menlo-?egular"],
      "scripts": { "Hani": "zh-Hans", "Arab": "ar" }
    }
    """

func loadConfig(_ text: String, file: String = "test.json") throws(DiagnosticError) -> FontPackConfig {
    try FontPackConfig.parse(bytes: Array(text.utf8), file: file)
}

let richConfig: FontPackConfig = {
    do {
        return try loadConfig(richConfigText, file: "rich.json")
    } catch {
        fatalError("the test config must load: \(error)")
    }
}()

let richResolver = FontResolver(config: richConfig)

/// The diagnostics a config produces, errors and warnings alike.
func diagnostics(of text: String) -> [Diagnostic] {
    do {
        return try loadConfig(text).warnings
    } catch {
        return error.diagnostics
    }
}
