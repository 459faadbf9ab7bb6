internal import FontPackage
internal import FontPackageSupport

/// Reads Flutter's Application Resource Bundle files (`app_en.arb`,
/// `intl_pt_BR.arb`) as gen-l10n reads them (docs.flutter.dev, "Internationalizing
/// Flutter apps"; the ARB specification at github.com/google/app-resource-bundle):
///
/// - each member whose key does not start with `@` is a message, in ICU
///   MessageFormat (`ICUMessageText`): every branch of its `plural`, `select`
///   and `selectordinal` is a string (variant `plural.one`, `select.male`...),
///   without its placeholders and keywords;
/// - `@key` members (a message's metadata) and `@@` members are not text;
/// - the language is `@@locale`, else the file name's tail after an `_`
///   (`app_pt_BR.arb` is `pt-BR`), else the development language of the options.
///
/// A message that is not valid ICU MessageFormat is a warning at its value and
/// is read as written; a file that is not JSON is an error.
public enum ARBReader: StringsReader {
    package static func read(
        bytes: [UInt8], file: String, language: FileLanguage, options: StringsReadOptions
    ) -> StringsFileReading {
        let document: JSONDocument
        switch JSONStringsDocument.read(bytes, file: file) {
        case .parsed(let parsed): document = parsed
        case .unreadable(let reading): return reading
        }
        var reading = StringsFileReading(file: file)
        guard let members = document.root.members else {
            reading.diagnostics.append(
                document.diagnostic(
                    .error, .arbMessage, "an ARB file is a JSON object of messages, found \(document.root.typeName)",
                    at: document.root.location, path: ""))
            return reading
        }
        let locale = document.root["@@locale"]
        if let locale, locale.value.stringValue == nil {
            reading.diagnostics.append(
                document.diagnostic(
                    .warning, .stringsLanguage, "@@locale must be a string, found \(locale.value.typeName)",
                    at: locale.value.location, path: "@@locale"))
            return reading
        }
        let language = language.resolve(
            declared: locale?.value.stringValue.map { $0.replacing("_", with: "-") },
            unnamed: FileLanguage.Unnamed(
                subject: "the file", ways: ["write \"@@locale\"", "end its name in _ll (app_en.arb)"],
                identifier: PathName.baseName(file), location: SourceLocation(file: file, line: 1, column: 1)),
            into: &reading
        ) { document.diagnostic(.warning, .stringsLanguage, $0, at: locale?.value.location ?? document.root.location, path: "@@locale") }
        let table = StringsTable.name(of: file)
        for member in members where !member.key.hasPrefix("@") {
            guard let message = member.value.stringValue else {
                reading.diagnostics.append(
                    document.diagnostic(
                        .warning, .arbMessage, "a message must be a string, found \(member.value.typeName)",
                        at: member.value.location, path: member.key))
                continue
            }
            let variants: [ICUMessageText.Variant]
            switch ICUMessageText.variants(of: message) {
            case .success(let read):
                variants = read
            case .failure(let error):
                reading.diagnostics.append(
                    document.diagnostic(
                        .warning, .arbMessage,
                        "\(member.key): \(error.message) (at character \(error.offset + 1) of the message); read as written",
                        at: member.value.location, path: member.key))
                variants = [ICUMessageText.Variant(path: [], text: message)]
            }
            for variant in variants {
                reading.strings.append(
                    TranslatedString(
                        text: variant.text, key: member.key, language: language, table: table,
                        location: member.value.location, kind: .arb,
                        variant: variant.path.isEmpty ? nil : variant.path.joined(separator: "."), syntax: []))
            }
        }
        return reading
    }

    /// The language a file name ends in: `app_en.arb` is `en`, `intl_pt_BR.arb` is
    /// `pt-BR`, `app_zh_Hant_TW.arb` is `zh-Hant-TW`: the longest tail, after an
    /// `_`, that is a language code with optional script and region.
    static func fileNameLanguage(_ file: String) -> String? {
        let parts = PathName.baseName(file).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        for start in 1..<parts.count {
            let tail = parts[start...]
            guard let language = tail.first, (2...3).contains(language.count),
                language.allSatisfy({ $0.isASCII && $0.isLowercase })
            else { continue }
            var rest = tail.dropFirst()
            if let script = rest.first, script.count == 4, script.allSatisfy({ $0.isASCII && $0.isLetter }) {
                rest = rest.dropFirst()
            }
            if let region = rest.first,
                (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isUppercase }))
                    || (region.count == 3 && region.allSatisfy({ $0.isASCII && $0.isNumber }))
            {
                rest = rest.dropFirst()
            }
            if rest.isEmpty { return tail.joined(separator: "-") }
        }
        return nil
    }
}

extension ARBReader: StringsFormat {
    package static let id = "arb"
    package static let displayName = "ARB"
    package static let filesDescription = "Flutter *.arb"
    package static let nameEndings = [".arb"]

    /// Anywhere; the language its name ends in. Two languages' files may hold the
    /// same bytes (an untranslated copy): the name tells them apart.
    package static func match(_ path: StringsPath) -> StringsPathMatch? {
        path.nameEnds(with: nameEndings) ? StringsPathMatch(language: fileNameLanguage(path.path)) : nil
    }

    /// The app's template (`template-arb-file` of `l10n.yaml`, else gen-l10n's `app_en.arb` beside it).
    package static func sourceFile(of string: TranslatedString, templates: Set<String>) -> String? {
        let folder = PathName.deletingLastComponent(string.file)
        return templates.first { PathName.deletingLastComponent($0) == folder } ?? folder + "/app_en.arb"
    }
}

extension TranslatedString.Kind {
    /// One text of a message in a Flutter ARB file: the message, or one combination of its branches.
    public static let arb = Self(rawValue: ARBReader.id)
}
