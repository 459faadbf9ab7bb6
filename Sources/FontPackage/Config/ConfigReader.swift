internal import FontPackageSupport
/// Walks the JSON tree of an `appfont.json`, building entries and collecting
/// every diagnostic on the way. Nothing stops at the first problem.
struct ConfigReader {
    let document: JSONDocument
    private(set) var diagnostics: [Diagnostic] = []

    init(document: JSONDocument) { self.document = document }

    static let rootKeys = ["list", "exclude", "scripts", "languages", "platforms", "fallback", "rules", "textStyles", "fit", "currencies", "languagePicker", "$schema"]
    static let textStyleKeys = ["slot", "size"]
    static let entryKeys = ["env", "note", "data", "fallback"]

    /// A `fallback` item as written, before the entries it may name are known.
    struct WrittenLink {
        let name: String
        let location: SourceLocation
        let path: String
    }

    /// Each entry's own `fallback` list, read with the entry.
    private var writtenFallbacks: [ObjectIdentifier: [WrittenLink]] = [:]
    /// The `languages` declarations, read before the entries: an entry's
    /// language is read in its declared script, as a device's locale is.
    private var languageScripts: [String: LanguageScript] = [:]
    static let faceKeys = ["font", "weight", "name", "file", "index", "italic", "variation"]

    mutating func report(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, at location: SourceLocation,
        path: String
    ) {
        diagnostics.append(document.diagnostic(severity, code, message, at: location, path: path))
    }

    mutating func error(_ code: Diagnostic.Code, _ message: String, at value: JSONValue, path: String) {
        report(.error, code, message, at: value.location, path: path)
    }

    mutating func read() -> FontPackConfig? {
        let root = document.root
        guard let members = root.members else {
            error(.wrongType, "the config must be an object with a \"list\" array, found \(root.typeName)", at: root, path: "")
            return nil
        }
        checkKeys(members, known: Self.rootKeys, path: "")
        languageScripts = members.first { $0.key == "languages" }.map { readLanguages($0.value) } ?? [:]
        guard let list = members.first(where: { $0.key == "list" }) else {
            error(.missingKey, "missing required key \"list\" (the array of language entries)", at: root, path: "")
            return nil
        }
        guard let elements = list.value.elements else {
            error(.wrongType, "expected an array of entries, found \(list.value.typeName)", at: list.value, path: "list")
            return nil
        }
        if elements.isEmpty {
            error(.noEntries, "the list has no entries; add at least a \"default\" entry", at: list.value, path: "list")
        }
        var entries: [PackEntry] = []
        var seen: [EntryKey: PackEntry] = [:]
        for (index, element) in elements.enumerated() {
            guard let entry = readEntry(element, path: "list[\(index)]") else { continue }
            if let key = try? EntryKey(env: entry.env) {
                if let first = seen[key] {
                    let same = first.env == entry.env ? "" : " (\"\(first.env)\" and \"\(entry.env)\" name the same language)"
                    report(
                        .error, .duplicateEnv,
                        "env \"\(entry.env)\" is defined twice\(same); first defined at \(first.location)",
                        at: entry.envLocation, path: entry.path + ".env")
                    continue
                }
                seen[key] = entry
            }
            entries.append(entry)
        }
        let exclude = members.first { $0.key == "exclude" }.map { readExclude($0.value) } ?? []
        let scripts = members.first { $0.key == "scripts" }.map { readScripts($0.value, entries: entries) } ?? [:]
        let platforms = members.first { $0.key == "platforms" }.map { readPlatforms($0.value) }
        let topLevel = members.first { $0.key == "fallback" }.map { readFallbackList($0.value, path: "fallback") } ?? []
        let rules = members.first { $0.key == "rules" }.map { readRules($0.value) } ?? []
        let textStyles = members.first { $0.key == "textStyles" }.map { readTextStyles($0.value) } ?? [:]
        let fit = members.first { $0.key == "fit" }.map { readFit($0.value) } ?? []
        let currencies = members.first { $0.key == "currencies" }.map { readCurrencies($0.value) } ?? []
        let languagePicker = members.first { $0.key == "languagePicker" }.flatMap { readLanguagePicker($0.value) }
        let fallbacks = resolveFallbacks(entries: entries, topLevel: topLevel)
        // Report in file order, as a compiler does.
        diagnostics = diagnostics.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
        var config = FontPackConfig(
            file: document.file, entries: entries, exclude: exclude, scripts: scripts, platforms: platforms, rules: rules,
            textStyles: textStyles, currencies: currencies, languagePicker: languagePicker, warnings: diagnostics.filter { $0.severity != .error },
            fallbacks: fallbacks, languageScripts: languageScripts)
        config.fit = fit
        return config
    }

    private mutating func readEntry(_ value: JSONValue, path: String) -> PackEntry? {
        guard let members = value.members else {
            error(.wrongType, "expected an entry object, found \(value.typeName)", at: value, path: path)
            return nil
        }
        checkKeys(members, known: Self.entryKeys, path: path)
        var valid = true
        var env: String?
        var locale: ParsedLocale?
        var envLocation = value.location
        if let member = members.first(where: { $0.key == "env" }) {
            envLocation = member.value.location
            if let text = string(member.value, path: path + ".env", nonEmpty: true) {
                if text.asciiLowercased == "default" {
                    env = text
                } else {
                    do {
                        locale = try ParsedLocale(text)
                        locale = locale.map { LanguageScript.reading($0, declared: languageScripts) }
                        env = text
                    } catch {
                        self.error(.invalidEnv, "\(error.reason); env is a language code such as \"vi\", \"zh-Hant\" or \"default\"", at: member.value, path: path + ".env")
                    }
                }
            }
        } else {
            error(.missingKey, "entry has no \"env\" (a language code or \"default\")", at: value, path: path)
        }
        var note: String?
        if let member = members.first(where: { $0.key == "note" }) {
            note = string(member.value, path: path + ".note", nonEmpty: false)
        }
        var faces: [PackFace] = []
        if let member = members.first(where: { $0.key == "data" }) {
            if let elements = member.value.elements {
                if elements.isEmpty {
                    error(.noFonts, "entry has no fonts; give at least one {\"font\": 0, \"name\": ...}", at: member.value, path: path + ".data")
                    valid = false
                }
                var seenSlots: [String: PackFace] = [:]
                for (index, element) in elements.enumerated() {
                    guard let face = readFace(element, path: path + ".data[\(index)]") else {
                        valid = false
                        continue
                    }
                    let slotKey = "\(face.weight)/\(face.italic)"
                    if let first = seenSlots[slotKey] {
                        report(
                            .error, .duplicateSlot,
                            "\(face.slotDescription) is filled twice in this entry; first at \(first.location) by \"\(first.name)\"",
                            at: face.location, path: face.path)
                        valid = false
                        continue
                    }
                    seenSlots[slotKey] = face
                    faces.append(face)
                }
            } else {
                error(.wrongType, "expected an array of fonts, found \(member.value.typeName)", at: member.value, path: path + ".data")
                valid = false
            }
        } else {
            error(.missingKey, "entry has no \"data\" (the array of fonts per weight)", at: value, path: path)
            valid = false
        }
        let fallback = members.first { $0.key == "fallback" }.map { readFallbackList($0.value, path: path + ".fallback") }
        guard valid, let env, !faces.isEmpty else { return nil }
        let entry = PackEntry(
            env: env, locale: locale, note: note, faces: faces, location: value.location, envLocation: envLocation,
            path: path)
        if let fallback { writtenFallbacks[ObjectIdentifier(entry)] = fallback }
        return entry
    }

    private mutating func readFace(_ value: JSONValue, path: String) -> PackFace? {
        guard let members = value.members else {
            error(.wrongType, "expected a font object such as {\"font\": 0, \"name\": \"...\"}, found \(value.typeName)", at: value, path: path)
            return nil
        }
        checkKeys(members, known: Self.faceKeys, path: path)
        var valid = true
        var slot: WeightSlot?
        var weight: Int?
        let fontMember = members.first { $0.key == "font" }
        let weightMember = members.first { $0.key == "weight" }
        if let fontMember {
            if let number = integer(fontMember.value, path: path + ".font") {
                if let found = WeightSlot(rawValue: number) {
                    slot = found
                    weight = found.weight
                } else {
                    error(.fontOutOfRange, "font must be 0 (light), 1 (medium) or 2 (bold), found \(number)", at: fontMember.value, path: path + ".font")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        if let weightMember {
            if fontMember != nil {
                error(.fontAndWeight, "give either \"font\" (0-2) or \"weight\" (1-1000), not both", at: weightMember.value, path: path + ".weight")
                valid = false
            } else if let number = integer(weightMember.value, path: path + ".weight") {
                if (1...1000).contains(number) {
                    weight = number
                } else {
                    error(.weightOutOfRange, "weight must be between 1 and 1000, found \(number)", at: weightMember.value, path: path + ".weight")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        if fontMember == nil && weightMember == nil {
            error(.missingKey, "font has no \"font\" slot (0 light, 1 medium, 2 bold) or \"weight\"", at: value, path: path)
            valid = false
        }
        var name: String?
        if let member = members.first(where: { $0.key == "name" }) {
            name = string(member.value, path: path + ".name", nonEmpty: true)
            if name == nil { valid = false }
        } else {
            error(.missingKey, "font has no \"name\"", at: value, path: path)
            valid = false
        }
        var file: String?
        if let member = members.first(where: { $0.key == "file" }) {
            if let text = string(member.value, path: path + ".file", nonEmpty: true) {
                if let problem = PackPath.problem(with: text) {
                    error(.fileOutsidePack, problem, at: member.value, path: path + ".file")
                    valid = false
                } else {
                    file = text
                }
            } else {
                valid = false
            }
        }
        var faceIndex: Int?
        if let member = members.first(where: { $0.key == "index" }) {
            if let number = integer(member.value, path: path + ".index") {
                if number >= 0 {
                    faceIndex = number
                } else {
                    error(.indexOutOfRange, "index is a face number in a collection, 0 or more, found \(number)", at: member.value, path: path + ".index")
                    valid = false
                }
            } else {
                valid = false
            }
        }
        var italic = false
        if let member = members.first(where: { $0.key == "italic" }) {
            if case .bool(let flag) = member.value.kind {
                italic = flag
            } else {
                error(.wrongType, "expected true or false, found \(member.value.typeName)", at: member.value, path: path + ".italic")
                valid = false
            }
        }
        var variation: [AxisSetting] = []
        let variationMember = members.first { $0.key == "variation" }
        if let member = variationMember {
            if let settings = readVariation(member.value, path: path + ".variation") {
                variation = settings
            } else {
                valid = false
            }
        }
        guard valid, let name, let weight else { return nil }
        return PackFace(
            name: name, file: file, index: faceIndex, slot: slot, weight: weight, italic: italic,
            variation: variation, variationLocation: variationMember?.value.location,
            location: value.location, path: path)
    }

    /// `"variation": {"wght": 300}`: axis tag to value, each tag four
    /// printable ASCII characters and each value a number. Nil after an error.
    private mutating func readVariation(_ value: JSONValue, path: String) -> [AxisSetting]? {
        guard let members = value.members else {
            error(.wrongType, "expected an object of axis tag to value such as {\"wght\": 300}, found \(value.typeName)", at: value, path: path)
            return nil
        }
        guard !members.isEmpty else {
            error(.emptyValue, "variation names no axis; give at least one, such as {\"wght\": 300}, or drop it", at: value, path: path)
            return nil
        }
        checkKeys(members, known: members.map(\.key), path: path)
        var settings: [AxisSetting] = []
        var valid = true
        for member in members {
            let memberPath = path + "." + member.key
            guard member.key.unicodeScalars.count == 4, member.key.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
                report(.error, .invalidAxisTag, "\"\(member.key)\" is not an axis tag: a tag is four printable ASCII characters (wght, wdth, opsz, ital, slnt)", at: member.keyLocation, path: memberPath)
                valid = false
                continue
            }
            guard case .number(let number, _) = member.value.kind else {
                error(.wrongType, "expected a number, found \(member.value.typeName)", at: member.value, path: memberPath)
                valid = false
                continue
            }
            guard !settings.contains(where: { $0.tag == member.key }) else { continue }
            settings.append(AxisSetting(tag: member.key, value: number, location: member.value.location, path: memberPath))
        }
        return valid ? settings : nil
    }

    private mutating func readExclude(_ value: JSONValue) -> [NamePattern] {
        guard let elements = value.elements else {
            error(.wrongType, "expected an array of font-name patterns, found \(value.typeName)", at: value, path: "exclude")
            return []
        }
        var patterns: [NamePattern] = []
        for (index, element) in elements.enumerated() {
            if let text = string(element, path: "exclude[\(index)]", nonEmpty: true) {
                patterns.append(NamePattern(text))
            }
        }
        return patterns
    }

    private mutating func readPlatforms(_ value: JSONValue) -> [Platform] {
        guard let elements = value.elements else {
            error(.wrongType, "expected an array of platforms (\"ios\", \"android\", \"web\", \"linux\"), found \(value.typeName)", at: value, path: "platforms")
            return []
        }
        var platforms: [Platform] = []
        for (index, element) in elements.enumerated() {
            guard let text = string(element, path: "platforms[\(index)]", nonEmpty: true) else { continue }
            guard let platform = Platform(rawValue: text) else {
                let known = Platform.allCases.map(\.rawValue)
                let suggestion = nearest(text.lowercased(), in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                error(.unknownPlatform, "\"\(text)\" is not a platform: ios, android, web, linux or windows\(suggestion)", at: element, path: "platforms[\(index)]")
                continue
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms
    }

    /// `"currencies": ["EUR", "USD"]`: ISO 4217 codes the app formats prices
    /// in, beyond each locale's own currency.
    private mutating func readCurrencies(_ value: JSONValue) -> [String] {
        guard let elements = value.elements else {
            error(.wrongType, "expected an array of ISO 4217 currency codes (\"EUR\", \"USD\"), found \(value.typeName)", at: value, path: "currencies")
            return []
        }
        var codes: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = string(element, path: "currencies[\(index)]", nonEmpty: true) else { continue }
            guard text.utf8.count == 3, text.utf8.allSatisfy({ (0x41...0x5A).contains($0) }) else {
                error(.wrongType, "\"\(text)\" is not an ISO 4217 currency code: three capital letters, such as \"EUR\"", at: element, path: "currencies[\(index)]")
                continue
            }
            if !codes.contains(text) { codes.append(text) }
        }
        return codes
    }

    /// `"languagePicker": true | false | ["th", "hi"]`: the languages the app
    /// lists by their own names; `true` for every language the app declares.
    private mutating func readLanguagePicker(_ value: JSONValue) -> LanguagePicker? {
        if case .bool(let on) = value.kind { return on ? .appLanguages : nil }
        guard let elements = value.elements else {
            error(.wrongType, "expected true, false or an array of language codes (\"th\", \"hi\"), found \(value.typeName)", at: value, path: "languagePicker")
            return nil
        }
        var languages: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = string(element, path: "languagePicker[\(index)]", nonEmpty: true) else { continue }
            do {
                _ = try ParsedLocale(text)
            } catch {
                self.error(.invalidEnv, "\(error.reason); a picker language is a language code such as \"th\" or \"zh-Hant\"", at: element, path: "languagePicker[\(index)]")
                continue
            }
            if !languages.contains(text) { languages.append(text) }
        }
        return .languages(languages)
    }

    /// `"rules": {"CODE": "off" | "note" | "warning" | "error"}`. The level is
    /// checked here; whether the code exists, by the check that knows the rules.
    private mutating func readRules(_ value: JSONValue) -> [RuleSetting] {
        guard let members = value.members else {
            error(.wrongType, "expected an object of finding code -> \"off\", \"note\", \"warning\" or \"error\", found \(value.typeName)", at: value, path: "rules")
            return []
        }
        checkKeys(members, known: members.map(\.key), path: "rules")
        var settings: [RuleSetting] = []
        for member in members {
            let path = "rules." + member.key
            // "CODE": "level", or "CODE": {"level": "level", "tolerance": percent} for a rule that has a threshold.
            var levelValue = member.value
            var tolerance: Double?
            if let fields = member.value.members {
                checkKeys(fields, known: ["level", "tolerance"], path: path)
                guard let level = fields.first(where: { $0.key == "level" }) else {
                    error(.missingKey, "missing \"level\": off, note, warning or error", at: member.value, path: path)
                    continue
                }
                levelValue = level.value
                if let field = fields.first(where: { $0.key == "tolerance" }) {
                    guard case .number(let value, _) = field.value.kind, value >= 0, value <= 100 else {
                        error(.wrongType, "expected a share of the em in percent, 0 to 100 (0.25 is a quarter of a percent)", at: field.value, path: path + ".tolerance")
                        continue
                    }
                    tolerance = value
                }
            }
            guard let text = string(levelValue, path: path, nonEmpty: true) else { continue }
            guard let level = RuleSetting.Level(rawValue: text) else {
                let known = RuleSetting.Level.allCases.map(\.rawValue)
                let suggestion = nearest(text.lowercased(), in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                error(.unknownLevel, "\"\(text)\" is not a rule level: off, note, warning or error\(suggestion)", at: levelValue, path: path)
                continue
            }
            var setting = RuleSetting(code: Diagnostic.Code(rawValue: member.key), level: level, origin: .config(member.keyLocation))
            setting.sourceLine = document.line(member.keyLocation.line)
            setting.tolerance = tolerance
            settings.removeAll { $0.code == setting.code }
            settings.append(setting)
        }
        return settings
    }

    /// `"textStyles": {"headline": {"slot": "bold", "size": 18}}`: a UIKit
    /// text style -> the slot (`light`, `medium`, `bold`, or 0-2) and the size
    /// at the default content size, each optional.
    private mutating func readTextStyles(_ value: JSONValue) -> [TextStyle: TextStyleSetting] {
        guard let members = value.members else {
            error(.wrongType, "expected an object of text style -> {\"slot\": ..., \"size\": ...}, found \(value.typeName)", at: value, path: "textStyles")
            return [:]
        }
        checkKeys(members, known: members.map(\.key), path: "textStyles")
        var result: [TextStyle: TextStyleSetting] = [:]
        for member in members {
            let path = "textStyles." + member.key
            guard let style = TextStyle.allCases.first(where: { $0.rawValue == member.key }) else {
                let known = TextStyle.allCases.map(\.rawValue)
                let suggestion = nearest(member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                report(
                    .error, .unknownTextStyle,
                    "\"\(member.key)\" is not a UIKit text style (\(known.joined(separator: ", ")))\(suggestion)",
                    at: member.keyLocation, path: path)
                continue
            }
            guard let fields = member.value.members else {
                error(.wrongType, "expected an object such as {\"slot\": \"bold\", \"size\": 18}, found \(member.value.typeName)", at: member.value, path: path)
                continue
            }
            checkKeys(fields, known: Self.textStyleKeys, path: path)
            if !fields.contains(where: { Self.textStyleKeys.contains($0.key) }) {
                error(.emptyValue, "give \"slot\", \"size\" or both, or remove the style", at: member.value, path: path)
                continue
            }
            var valid = true
            var slot: WeightSlot?
            var slotLocation: SourceLocation?
            if let field = fields.first(where: { $0.key == "slot" }) {
                slotLocation = field.value.location
                slot = readSlot(field.value, path: path + ".slot")
                if slot == nil { valid = false }
            }
            var size: Double?
            if let field = fields.first(where: { $0.key == "size" }) {
                if case .number(let number, let text) = field.value.kind {
                    if number > 0 && number <= 1000 {
                        size = number
                    } else {
                        error(.sizeOutOfRange, "size is the style's point size at the default text size (large), more than 0 and at most 1000, found \(text)", at: field.value, path: path + ".size")
                        valid = false
                    }
                } else {
                    error(.wrongType, "expected a number of points, found \(field.value.typeName)", at: field.value, path: path + ".size")
                    valid = false
                }
            }
            guard valid else { continue }
            result[style] = TextStyleSetting(
                style: style, slot: slot, size: size, location: member.value.location, slotLocation: slotLocation,
                path: path)
        }
        return result
    }

    /// A slot by name (`light`, `medium`, `bold`) or number (0-2).
    mutating func readSlot(_ value: JSONValue, path: String) -> WeightSlot? {
        let known = WeightSlot.allCases.map(\.name)
        switch value.kind {
        case .number(let number, let text):
            if let slot = WeightSlot(rawValue: Int(exactly: number) ?? -1) { return slot }
            error(.unknownSlot, "slot is light, medium or bold (or 0, 1, 2), found \(text)", at: value, path: path)
        case .string(let text):
            if let slot = WeightSlot(name: text) { return slot }
            let suggestion = nearest(text.asciiLowercased, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            error(.unknownSlot, "\"\(text)\" is not a slot: light, medium or bold\(suggestion)", at: value, path: path)
        default:
            error(.wrongType, "expected a slot name (light, medium, bold) or number (0-2), found \(value.typeName)", at: value, path: path)
        }
        return nil
    }

    private mutating func readScripts(_ value: JSONValue, entries: [PackEntry]) -> [UnicodeScript: PackEntry] {
        guard let members = value.members else {
            error(.wrongType, "expected an object of script code -> env, found \(value.typeName)", at: value, path: "scripts")
            return [:]
        }
        var result: [UnicodeScript: PackEntry] = [:]
        for member in members {
            let path = "scripts.\(member.key)"
            guard let script = UnicodeScript(code: member.key) else {
                let suggestion = nearest(member.key, in: Array(UnicodeScript.allCodes)).map { "; did you mean \"\($0)\"?" } ?? ""
                report(.error, .unknownScript, "\"\(member.key)\" is not an ISO 15924 script code known to Unicode\(suggestion)", at: member.keyLocation, path: path)
                continue
            }
            guard let env = string(member.value, path: path, nonEmpty: true) else { continue }
            let key = try? EntryKey(env: env)
            guard let entry = entries.first(where: { (try? EntryKey(env: $0.env)) == key && key != nil }) else {
                let suggestion = nearest(env, in: entries.map(\.env)).map { "; did you mean \"\($0)\"?" } ?? ""
                error(.unknownEnv, "no entry in \"list\" has env \"\(env)\"\(suggestion)", at: member.value, path: path)
                continue
            }
            result[script] = entry
        }
        return result
    }

    /// A `fallback` array: non-empty strings, none repeated.
    private mutating func readFallbackList(_ value: JSONValue, path: String) -> [WrittenLink] {
        guard let elements = value.elements else {
            error(.wrongType, "expected an array of env names or font names, found \(value.typeName)", at: value, path: path)
            return []
        }
        if elements.isEmpty {
            error(.emptyValue, "the fallback list is empty; name entries (env) or fonts, or remove the key", at: value, path: path)
        }
        var links: [WrittenLink] = []
        for (index, element) in elements.enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard let text = string(element, path: itemPath, nonEmpty: true) else { continue }
            if let first = links.first(where: { $0.name == text }) {
                report(
                    .warning, .fallbackDuplicate, "\"\(text)\" is already in this fallback list at \(first.location); the repeat is ignored",
                    at: element.location, path: itemPath)
                continue
            }
            links.append(WrittenLink(name: text, location: element.location, path: itemPath))
        }
        return links
    }

    /// Each entry's chain after its own face: its own links, then the
    /// top-level ones; an env link becomes that entry, anything else a font
    /// name. A link to the entry itself is an error in its own list and
    /// skipped in the top-level list; a link repeated by the top-level list is dropped.
    private mutating func resolveFallbacks(entries: [PackEntry], topLevel: [WrittenLink]) -> [ObjectIdentifier: [FallbackLink]] {
        var cache: [String: PackEntry?] = [:]
        func lookup(_ written: WrittenLink) -> (isEnv: Bool, entry: PackEntry?) {
            guard FallbackLink.looksLikeEnv(written.name) else { return (false, nil) }
            if let known = cache[written.name] { return (true, known) }
            let key = try? EntryKey(env: written.name)
            let found = entries.first { key != nil && (try? EntryKey(env: $0.env)) == key }
            cache[written.name] = found
            return (true, found)
        }
        // Unknown envs are reported once, where they are written.
        var resolvedTop: [FallbackLink] = []
        for written in topLevel {
            let (isEnv, entry) = lookup(written)
            if isEnv && entry == nil {
                unknownLinkEnv(written, entries: entries)
                continue
            }
            resolvedTop.append(FallbackLink(name: written.name, entry: entry, location: written.location, path: written.path))
        }
        var result: [ObjectIdentifier: [FallbackLink]] = [:]
        for entry in entries {
            var chain: [FallbackLink] = []
            for written in writtenFallbacks[ObjectIdentifier(entry)] ?? [] {
                let (isEnv, target) = lookup(written)
                if isEnv && target == nil {
                    unknownLinkEnv(written, entries: entries)
                    continue
                }
                if let target, target === entry {
                    report(
                        .error, .fallbackCycle,
                        "entry \(entry.env) falls back to itself; a link names another entry or a font",
                        at: written.location, path: written.path)
                    continue
                }
                chain.append(FallbackLink(name: written.name, entry: target, location: written.location, path: written.path))
            }
            for link in resolvedTop where link.entry !== entry {
                let repeated = chain.contains { earlier in
                    if let target = link.entry { return earlier.entry === target }
                    return earlier.entry == nil && earlier.name == link.name
                }
                if !repeated { chain.append(link) }
            }
            if !chain.isEmpty { result[ObjectIdentifier(entry)] = chain }
        }
        return result
    }

    private mutating func unknownLinkEnv(_ written: WrittenLink, entries: [PackEntry]) {
        let suggestion = nearest(written.name, in: entries.map(\.env)).map { "; did you mean \"\($0)\"?" } ?? ""
        report(
            .error, .unknownEnv,
            "no entry in \"list\" has env \"\(written.name)\"\(suggestion) (a fallback link that is a language tag names an entry)",
            at: written.location, path: written.path)
    }

    // MARK: - Typed values

    mutating func string(_ value: JSONValue, path: String, nonEmpty: Bool) -> String? {
        guard let text = value.stringValue else {
            error(.wrongType, "expected a string, found \(value.typeName)", at: value, path: path)
            return nil
        }
        if nonEmpty && text.trimmingASCIIWhitespace().isEmpty {
            error(.emptyValue, "must not be empty", at: value, path: path)
            return nil
        }
        return text
    }

    private mutating func integer(_ value: JSONValue, path: String) -> Int? {
        guard case .number(let number, let text) = value.kind else {
            let hint = value.stringValue.flatMap { Int($0) }.map { " (write \($0) without quotes)" } ?? ""
            error(.wrongType, "expected an integer, found \(value.typeName)\(hint)", at: value, path: path)
            return nil
        }
        guard number.rounded() == number, abs(number) < 1e9 else {
            error(.wrongType, "expected an integer, found \(text)", at: value, path: path)
            return nil
        }
        return Int(number)
    }

    /// Unknown keys are warnings (the source format allows free text in `note`
    /// only, but tools add keys); a near miss gets the likely key named. A key
    /// written twice is an error: which one wins would be a guess.
    mutating func checkKeys(_ members: [JSONMember], known: [String], path: String) {
        var seen: [String: SourceLocation] = [:]
        for member in members {
            let memberPath = path.isEmpty ? member.key : path + "." + member.key
            if let first = seen[member.key] {
                report(.error, .duplicateKey, "key \"\(member.key)\" appears twice in one object; first at \(first)", at: member.keyLocation, path: memberPath)
            }
            seen[member.key] = member.keyLocation
            guard !known.contains(member.key) else { continue }
            let suggestion = nearest(member.key, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
            report(.warning, .unknownKey, "unknown key \"\(member.key)\" is ignored\(suggestion)", at: member.keyLocation, path: memberPath)
        }
    }
}

/// Rules for `file` paths: relative to the pack folder and never leaving it.
package enum PackPath {
    /// Why `path` is not acceptable as a pack-relative path, or nil if it is.
    package static func problem(with path: String) -> String? {
        if path.hasPrefix("/") || path.hasPrefix("\\") || path.hasPrefix("~") {
            return "file \"\(path)\" is absolute; give a path relative to the pack folder"
        }
        if path.count >= 2, path.dropFirst().first == ":" {
            return "file \"\(path)\" is absolute; give a path relative to the pack folder"
        }
        var depth = 0
        for component in path.split(whereSeparator: { $0 == "/" || $0 == "\\" }) {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return "file \"\(path)\" leaves the pack folder" }
        }
        if depth == 0 { return "file \"\(path)\" names the pack folder itself, not a font file" }
        return nil
    }
}
