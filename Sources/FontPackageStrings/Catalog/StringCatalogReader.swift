internal import FontPackage
internal import FontPackageSupport

/// Reads String Catalogs (`.xcstrings`, JSON). Every `stringUnit.value` is a
/// string to render, at the line and column of the value in the JSON:
///
/// - `strings.<key>.localizations.<lang>.stringUnit.value` (variant `nil`);
/// - nested `variations`, any depth: `plural.<category>`, `device.<device>`,
///   so `device.ipad.plural.one` for a plural inside a device case;
/// - `substitutions.<name>.variations...`: variant `substitution.<name>.plural.other`;
///   their text may use `%arg` for the argument (`FormatSyntax.substitutionArgument`).
///
/// The language comes from the `localizations` key. When a key has no
/// localization in the catalog's `sourceLanguage` (Xcode leaves `{ }` for a
/// string not yet translated), the app shows the key itself; with
/// `StringsReadOptions.catalogKeysAsSourceText` (the default) the key is
/// returned as a `.catalogKey` string in the source language, located at the key.
///
/// A JSON syntax error is one `invalid-json` error (JSON has no safe place to
/// resume); a member of the wrong type is a warning and the rest is read.
public enum StringCatalogReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let document: JSONDocument
        switch JSONStringsDocument.read(bytes, file: file) {
        case .parsed(let parsed): document = parsed
        case .unreadable(let reading): return reading
        }
        var reader = Reader(document: document, table: StringsTable.name(of: file), fileLanguage: language, options: options)
        reader.readCatalog()
        return reader.reading
    }

    private struct Reader {
        let document: JSONDocument
        let table: String
        let fileLanguage: FileLanguage
        let options: StringsReadOptions
        var reading: StringsFileReading
        var languages: [String: StringLanguage] = [:]

        init(document: JSONDocument, table: String, fileLanguage: FileLanguage, options: StringsReadOptions) {
            self.document = document
            self.table = table
            self.fileLanguage = fileLanguage
            self.options = options
            self.reading = StringsFileReading(file: document.file)
        }

        mutating func warn(_ message: String, at location: SourceLocation, path: String) {
            reading.diagnostics.append(document.diagnostic(.warning, .catalogStructure, message, at: location, path: path))
        }

        /// The members of an object, or a warning at `path` when the value is not one.
        mutating func objectMembers(of value: JSONValue, path: String) -> [JSONMember]? {
            if let members = value.members { return members }
            warn("expected an object, found \(value.typeName)", at: value.location, path: path)
            return nil
        }

        mutating func language(_ identifier: String, at location: SourceLocation, path: String) -> StringLanguage {
            if let known = languages[identifier] { return known }
            let document = document
            let language = FileLanguage.parse(identifier, into: &reading.diagnostics) {
                document.diagnostic(.warning, .stringsLanguage, $0, at: location, path: path)
            }
            languages[identifier] = language
            return language
        }

        mutating func readCatalog() {
            let root = document.root
            guard let members = root.members else {
                reading.diagnostics.append(
                    document.diagnostic(
                        .error, .catalogStructure, "a String Catalog must be a JSON object, found \(root.typeName)",
                        at: root.location, path: ""))
                return
            }
            var declaredSource: JSONMember?
            var strings: JSONMember?
            for member in members {
                switch member.key {
                case "sourceLanguage":
                    if member.value.stringValue != nil {
                        declaredSource = member
                    } else {
                        warn("expected a string, found \(member.value.typeName)", at: member.value.location,
                            path: "sourceLanguage")
                    }
                case "strings":
                    strings = member
                default:
                    continue
                }
            }
            guard let strings else {
                warn("the catalog has no \"strings\" object", at: root.location, path: "")
                return
            }
            guard let entries = objectMembers(of: strings.value, path: "strings") else { return }
            // The source language shows the keys that have no source translation.
            var sourceLanguage: StringLanguage?
            if options.catalogKeysAsSourceText {
                let document = document
                let location = declaredSource?.value.location ?? root.location
                sourceLanguage = fileLanguage.resolve(
                    declared: declaredSource?.value.stringValue,
                    unnamed: FileLanguage.Unnamed(
                        subject: "the catalog", ways: ["write \"sourceLanguage\""],
                        identifier: PathName.baseName(document.file), location: root.location),
                    into: &reading
                ) { document.diagnostic(.warning, .stringsLanguage, $0, at: location, path: "sourceLanguage") }
                if let declaredSource, let sourceLanguage { languages[declaredSource.value.stringValue ?? ""] = sourceLanguage }
            }
            reading.strings.reserveCapacity(entries.count * 4)
            for entry in entries {
                readEntry(entry, sourceLanguage: sourceLanguage)
            }
        }

        mutating func readEntry(_ entry: JSONMember, sourceLanguage: StringLanguage?) {
            let path = "strings[\"\(entry.key)\"]"
            guard let members = objectMembers(of: entry.value, path: path) else { return }
            var hasSource = false
            for member in members where member.key == "localizations" {
                guard let localizations = objectMembers(of: member.value, path: path + ".localizations") else { continue }
                for localization in localizations {
                    let localizationPath = path + ".localizations." + localization.key
                    let language = language(localization.key, at: localization.keyLocation, path: localizationPath)
                    if localization.key == sourceLanguage?.identifier { hasSource = true }
                    readNode(
                        localization.value, key: entry.key, language: language, variant: "",
                        syntax: options.baseSyntax, path: localizationPath)
                }
            }
            if !hasSource, options.catalogKeysAsSourceText, let sourceLanguage, !entry.key.isEmpty {
                reading.strings.append(
                    TranslatedString(
                        text: entry.key, key: entry.key, language: sourceLanguage, table: table,
                        location: entry.keyLocation, kind: .catalogKey, syntax: options.baseSyntax))
            }
        }

        /// A localization, a variation case or a substitution: a string unit
        /// and/or further variations. `variant` is empty or ends with a dot.
        mutating func readNode(
            _ node: JSONValue, key: String, language: StringLanguage, variant: String, syntax: FormatSyntax,
            path: String
        ) {
            guard let members = objectMembers(of: node, path: path) else { return }
            for member in members {
                switch member.key {
                case "stringUnit":
                    readStringUnit(
                        member.value, key: key, language: language, variant: variant, syntax: syntax,
                        path: path + ".stringUnit")
                case "variations":
                    readVariations(
                        member.value, key: key, language: language, variant: variant, syntax: syntax,
                        path: path + ".variations")
                case "substitutions":
                    guard let substitutions = objectMembers(of: member.value, path: path + ".substitutions") else { continue }
                    for substitution in substitutions {
                        let substitutionPath = path + ".substitutions." + substitution.key
                        guard let parts = objectMembers(of: substitution.value, path: substitutionPath) else { continue }
                        for part in parts where part.key == "variations" {
                            readVariations(
                                part.value, key: key, language: language,
                                variant: variant + "substitution." + substitution.key + ".",
                                syntax: syntax.union(.substitutionArgument), path: substitutionPath + ".variations")
                        }
                    }
                default:
                    continue
                }
            }
        }

        mutating func readVariations(
            _ value: JSONValue, key: String, language: StringLanguage, variant: String, syntax: FormatSyntax,
            path: String
        ) {
            guard let kinds = objectMembers(of: value, path: path) else { return }
            for kind in kinds {
                guard let cases = objectMembers(of: kind.value, path: path + "." + kind.key) else { continue }
                for item in cases {
                    readNode(
                        item.value, key: key, language: language, variant: variant + kind.key + "." + item.key + ".",
                        syntax: syntax, path: path + "." + kind.key + "." + item.key)
                }
            }
        }

        mutating func readStringUnit(
            _ unit: JSONValue, key: String, language: StringLanguage, variant: String, syntax: FormatSyntax,
            path: String
        ) {
            guard let members = objectMembers(of: unit, path: path) else { return }
            guard let value = members.first(where: { $0.key == "value" })?.value else {
                warn("the string unit has no \"value\"", at: unit.location, path: path)
                return
            }
            guard let text = value.stringValue else {
                warn("expected a string, found \(value.typeName)", at: value.location, path: path + ".value")
                return
            }
            reading.strings.append(
                TranslatedString(
                    text: text, key: key, language: language, table: table, location: value.location, kind: .catalog,
                    variant: variant.isEmpty ? nil : String(variant.dropLast()), syntax: syntax))
        }
    }
}

extension StringCatalogReader: StringsFormat {
    package static let id = "catalog"
    package static let displayName = ".xcstrings"
    package static let filesDescription = "*.xcstrings"
    package static let nameEndings = [".xcstrings"]
    package static let kinds: [TranslatedString.Kind] = [.catalog, .catalogKey]

    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? StringsPathMatch() : nil
    }
}

extension TranslatedString.Kind {
    /// A `stringUnit.value` in a String Catalog (`.xcstrings`).
    public static let catalog = Self(rawValue: StringCatalogReader.id)
    /// A String Catalog key shown as the source-language text because the
    /// catalog has no source-language localization for it.
    public static let catalogKey = Self(rawValue: "catalogKey")
}
