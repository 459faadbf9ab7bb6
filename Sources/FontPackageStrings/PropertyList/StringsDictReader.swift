internal import FontPackage

/// Reads `.stringsdict` files: XML property lists of plural, device and width
/// rules. Every string the app may show is returned with its own line:
///
/// - `NSStringLocalizedFormatKey` (variant `nil`): the text around the
///   `%#@name@` references is rendered too.
/// - each category of a `%#@name@` variable (`NSStringPluralRuleType`):
///   variant `substitution.<name>.plural.<category>` for zero, one, two, few,
///   many, other.
/// - `NSStringDeviceSpecificRuleType`: variant `device.<device>` (nested rules
///   inside a device get `device.<device>.` in front).
/// - `NSStringVariableWidthRuleType`: variant `width.<width>`.
///
/// `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are not text.
/// Structural problems (an entry without its format key, a reference to a
/// variable that is not defined, a key that is not a plural category) are
/// warnings on that entry; the other entries are still read.
///
/// The file's language is its `xx.lproj` folder's, and its table its name
/// (`Localizable.stringsdict` is `Localizable`), as for `.strings`.
public enum StringsDictReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let text: [UInt8]
        switch TextDecoder.decodeSource(
            bytes, file: file, binaryAdvice: "point at the source .stringsdict file instead",
            declaredCharset: XMLScanner.declaredEncoding(bytes)) {
        case .success(let decoded): text = decoded
        case .failure(let diagnostic): return StringsFileReading(file: file, diagnostics: [diagnostic])
        }
        var parser = XMLPropertyListParser(bytes: text, file: file)
        let root = parser.parseDocument()
        var reading = StringsFileReading(file: file)
        let language = language.resolve(declared: nil, unnamed: LprojFolder.unnamed(file, language), into: &reading)
        reading.diagnostics += parser.diagnostics
        var reader = Reader(
            parser: parser, language: language, table: StringsTable.name(of: file), syntax: options.baseSyntax)
        reader.reading = reading
        guard let root else { return reader.reading }
        guard let entries = root.members else {
            reader.error("a .stringsdict must be a dictionary of entries, found \(root.typeName)", at: root.location)
            return reader.reading
        }
        for entry in entries {
            reader.readEntry(entry)
        }
        return reader.reading
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    private struct Reader {
        let parser: XMLPropertyListParser
        let language: StringLanguage
        let table: String
        let syntax: FormatSyntax
        var reading = StringsFileReading(file: "")

        mutating func warn(_ message: String, at location: SourceLocation, path: String? = nil) {
            reading.diagnostics.append(
                parser.diagnostic(.warning, .stringsdictStructure, message, at: location, path: path))
        }

        mutating func error(_ message: String, at location: SourceLocation) {
            reading.diagnostics.append(parser.diagnostic(.error, .stringsdictStructure, message, at: location))
        }

        mutating func emit(_ text: String, key: String, variant: String?, at location: SourceLocation) {
            reading.strings.append(
                TranslatedString(
                    text: text, key: key, language: language, table: table, location: location,
                    kind: .stringsdict, variant: variant, syntax: syntax))
        }

        mutating func readEntry(_ entry: PropertyListMember) {
            switch entry.value.kind {
            case .string(let text):
                emit(text, key: entry.key, variant: nil, at: entry.value.location)
            case .dictionary(let members):
                readRules(
                    members, complete: entry.value.isComplete, key: entry.key, prefix: "",
                    location: entry.value.location)
            default:
                warn(
                    "the entry \"\(entry.key)\" is \(entry.value.typeName); expected a dictionary", at: entry.value.location,
                    path: entry.key)
            }
        }

        /// The members of an entry, or of a device or width case holding further rules.
        mutating func readRules(
            _ members: [PropertyListMember], complete: Bool, key: String, prefix: String, location: SourceLocation
        ) {
            var format: (text: String, location: SourceLocation)?
            var variables: Set<String> = []
            for member in members {
                let path = key + "." + prefix + member.key
                switch member.key {
                case "NSStringLocalizedFormatKey":
                    guard let text = member.value.stringValue else {
                        warn("NSStringLocalizedFormatKey must be a string, found \(member.value.typeName)",
                            at: member.value.location, path: path)
                        continue
                    }
                    format = (text, member.value.location)
                    emit(text, key: key, variant: prefix.isEmpty ? nil : String(prefix.dropLast()), at: member.value.location)
                case "NSStringDeviceSpecificRuleType":
                    readCases(member, kind: "device", key: key, prefix: prefix)
                case "NSStringVariableWidthRuleType":
                    readCases(member, kind: "width", key: key, prefix: prefix)
                case "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey":
                    continue
                default:
                    guard let rule = member.value.members else {
                        warn(
                            "\"\(member.key)\" is \(member.value.typeName); a format variable must be a dictionary",
                            at: member.value.location, path: path)
                        continue
                    }
                    variables.insert(member.key)
                    readVariable(
                        member.key, rule: rule, complete: member.value.isComplete, key: key, prefix: prefix,
                        location: member.value.location)
                }
            }
            guard complete else { return }
            if let format {
                for written in FormatSpecifiers.malformedVariableReferences(in: format.text) {
                    warn("the format has \"\(written)\", which is not a variable reference %#@name@ "
                        + "(name of letters, digits or _, closed by @); it renders as %@", at: format.location, path: key)
                }
                for reference in FormatSpecifiers.variableReferences(in: format.text) where !variables.contains(reference) {
                    warn("the format refers to %#@\(reference)@ but the entry does not define \"\(reference)\"",
                        at: location, path: key)
                }
            } else if !variables.isEmpty {
                warn("the entry \"\(key)\" has no NSStringLocalizedFormatKey", at: location, path: key)
            }
        }

        mutating func readCases(_ member: PropertyListMember, kind: String, key: String, prefix: String) {
            guard let cases = member.value.members else {
                warn("\(member.key) must be a dictionary, found \(member.value.typeName)", at: member.value.location,
                    path: key + "." + prefix + member.key)
                return
            }
            for item in cases {
                let variant = prefix + kind + "." + item.key
                switch item.value.kind {
                case .string(let text):
                    emit(text, key: key, variant: variant, at: item.value.location)
                case .dictionary(let members):
                    readRules(
                        members, complete: item.value.isComplete, key: key, prefix: variant + ".",
                        location: item.value.location)
                default:
                    warn("\(kind) case \"\(item.key)\" is \(item.value.typeName); expected a string",
                        at: item.value.location, path: key + "." + variant)
                }
            }
        }

        mutating func readVariable(
            _ name: String, rule: [PropertyListMember], complete: Bool, key: String, prefix: String,
            location: SourceLocation
        ) {
            let specType = rule.first { $0.key == "NSStringFormatSpecTypeKey" }?.value.stringValue
            let isPlural = specType == nil || specType == "NSStringPluralRuleType"
            if specType == nil, complete {
                warn("the variable \"\(name)\" has no NSStringFormatSpecTypeKey; read as a plural rule",
                    at: location, path: key + "." + prefix + name)
            } else if !isPlural {
                warn("unknown NSStringFormatSpecTypeKey \"\(specType ?? "")\"; every string in it is read",
                    at: location, path: key + "." + prefix + name)
            }
            var hasOther = false
            for member in rule where member.key != "NSStringFormatSpecTypeKey" && member.key != "NSStringFormatValueTypeKey" {
                let variant = prefix + "substitution." + name + (isPlural ? ".plural." : ".") + member.key
                guard let text = member.value.stringValue else {
                    warn("\"\(member.key)\" is \(member.value.typeName); expected a string", at: member.value.location,
                        path: key + "." + variant)
                    continue
                }
                if isPlural, !StringsDictReader.pluralCategories.contains(member.key) {
                    warn("\"\(member.key)\" is not a plural category (zero, one, two, few, many, other); it is never shown",
                        at: member.value.location, path: key + "." + variant)
                    continue
                }
                if member.key == "other" { hasOther = true }
                emit(text, key: key, variant: variant, at: member.value.location)
            }
            if isPlural, !hasOther, complete {
                warn("the plural rule \"\(name)\" has no \"other\" category, which every language needs",
                    at: location, path: key + "." + prefix + name)
            }
        }
    }
}

extension StringsDictReader: StringsFormat {
    package static let id = "stringsdict"
    package static let displayName = ".stringsdict"
    package static let filesDescription = "xx.lproj/*.stringsdict"
    package static let nameEndings = [".stringsdict"]

    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? LprojFolder.match(path) : nil
    }
}

extension TranslatedString.Kind {
    /// `NSStringLocalizedFormatKey` or one variant of a rule in a `.stringsdict`.
    public static let stringsdict = Self(rawValue: StringsDictReader.id)
}
