internal import FontPackageSupport

extension ConfigReader {
    static let languageKeys = ["script"]

    /// `"languages": {"mni": {"script": "Mtei"}}`: the languages the app
    /// writes in another script than their likely one, each a language alone
    /// (no script, region or variant: the declaration holds for every
    /// region) with an ISO 15924 `script`. A declaration with an error is left
    /// out; the others are read.
    mutating func readLanguages(_ value: JSONValue) -> [String: LanguageScript] {
        guard let members = value.members else {
            error(
                .wrongType,
                "expected an object of language -> {\"script\": ...}, such as {\"mni\": {\"script\": \"Mtei\"}}, found \(value.typeName)",
                at: value, path: "languages")
            return [:]
        }
        // Every key is a language: only a key written twice is reported here.
        checkKeys(members, known: members.map(\.key), path: "languages")
        var declared: [String: LanguageScript] = [:]
        var written: [String: String] = [:]
        for member in members {
            let path = "languages." + member.key
            guard let language = declaredLanguage(member.key, at: member.keyLocation, path: path) else { continue }
            guard let fields = member.value.members else {
                let hint = member.value.stringValue.flatMap(LanguageScript.canonicalScript).map { " (write {\"script\": \"\($0)\"})" } ?? ""
                error(
                    .wrongType, "expected an object such as {\"script\": \"Mtei\"}, found \(member.value.typeName)\(hint)",
                    at: member.value, path: path)
                continue
            }
            checkKeys(fields, known: Self.languageKeys, path: path)
            guard let field = fields.first(where: { $0.key == "script" }) else {
                error(
                    .missingKey, "missing \"script\": the ISO 15924 code the app writes \(member.key) in, such as \"Mtei\" or \"Latn\"",
                    at: member.value, path: path)
                continue
            }
            guard let text = string(field.value, path: path + ".script", nonEmpty: true) else { continue }
            guard let script = LanguageScript.canonicalScript(text) else {
                let suggestion = nearest(text, in: LanguageScript.knownScripts).map { "; did you mean \"\($0)\"?" } ?? ""
                error(
                    .unknownScript, "\"\(text)\" is not an ISO 15924 script code known to Unicode\(suggestion)", at: field.value,
                    path: path + ".script")
                continue
            }
            if let first = declared[language] {
                report(
                    .error, .duplicateEnv,
                    "\"\(written[language] ?? language)\" and \"\(member.key)\" name the same language; first declared at \(first.location)",
                    at: member.keyLocation, path: path)
                continue
            }
            declared[language] = LanguageScript(language: language, script: script, location: field.value.location, path: path + ".script")
            written[language] = member.key
        }
        return declared
    }

    /// The language subtag a `languages` key names, canonical (`iw` is
    /// `he`); nil, with the error reported, for a key that is no language
    /// tag or names more than a language.
    private mutating func declaredLanguage(_ key: String, at location: SourceLocation, path: String) -> String? {
        let locale: ParsedLocale
        do {
            locale = try ParsedLocale(key)
        } catch {
            report(
                .error, .invalidEnv, "\(error.reason); a \"languages\" key is a language code such as \"mni\" or \"btm\"",
                at: location, path: path)
            return nil
        }
        let subtags = key.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        let tag = locale.tag
        if tag.language == LocaleReader.undetermined {
            report(.error, .invalidEnv, "\"\(key)\" names no language; a \"languages\" key is a language code such as \"mni\"", at: location, path: path)
            return nil
        }
        if subtags.count > 1 || !tag.variants.isEmpty || !tag.keywords.isEmpty {
            let script = tag.script.map { "; its script goes in {\"script\": \"\($0)\"}" } ?? ""
            report(
                .error, .invalidEnv,
                "\"\(key)\" is more than a language; a \"languages\" key is a language alone (\"\(tag.language)\"), declared for every region\(script)",
                at: location, path: path)
            return nil
        }
        if tag.script != nil || tag.region != nil {
            // An alias that names a script or region (`sh` is `sr-Latn`) would declare more than the key says.
            report(
                .error, .invalidEnv,
                "\"\(key)\" is CLDR's alias of \(tag.baseIdentifier), which is more than a language; declare \"\(tag.language)\"",
                at: location, path: path)
            return nil
        }
        return tag.language
    }
}
