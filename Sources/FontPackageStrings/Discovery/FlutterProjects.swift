internal import FontPackageSupport
package import FontPackage

/// The Flutter apps of a tree, each read from its `l10n.yaml` (``FlutterL10nConfig``):
/// the ARB files of its `arb-dir` are read, wherever that folder is, and its
/// template's language is the app's development language.
package struct FlutterProjects: Sendable {
    package struct Project: Sendable {
        /// The folder of `l10n.yaml`: the app's files are under it.
        package var folder: String
        /// The template ARB file.
        package var template: String
        /// The language the template names (`@@locale`, or its name: `app_en.arb`); nil when it names none.
        package var developmentLanguage: String?
    }

    package var projects: [Project] = []
    /// The ARB files of the apps' `arb-dir`s.
    package var arbSources: [StringsSource] = []
    /// A config that cannot be read, or names a folder or template that is not there.
    package var diagnostics: [Diagnostic] = []

    /// Reads each `l10n.yaml`. One that fails leaves no app, and its ARB files are read as any others are.
    package static func read(_ configs: [String], exclude: [String] = []) -> FlutterProjects {
        var result = FlutterProjects()
        for config in configs {
            let start = SourceLocation(file: config, line: 1, column: 1)
            let bytes: [UInt8]
            switch InputFile.read(config, limit: InputFile.maximumStringsBytes) {
            case .success(let read): bytes = read
            case .failure(let failure):
                result.diagnostics.append(Diagnostic(.error, .stringsUnreadable, "the file \(failure)", at: start))
                continue
            }
            let read = FlutterL10nConfig.read(bytes: bytes, file: config)
            result.diagnostics += read.diagnostics
            guard read.diagnostics.isEmpty else { continue }
            let folder = PathName.deletingLastComponent(config)
            let arbDirectory = read.arbDirectory?.text ?? FlutterL10nConfig.defaultArbDirectory
            let arbPath = PathName.lexicallyNormalized(arbDirectory.hasPrefix("/") ? arbDirectory : folder + "/" + arbDirectory)
            guard PathName.kind(arbPath) == .directory else {
                let message =
                    read.arbDirectory == nil
                    ? "no arb-dir, and gen-l10n's default \(arbDirectory) is not a folder beside l10n.yaml"
                    : "arb-dir \(arbDirectory) is not a folder (it is read from the folder of l10n.yaml)"
                result.diagnostics.append(Diagnostic(.error, .flutterL10n, message, at: read.arbDirectory?.location ?? start))
                continue
            }
            let templateName = read.templateFile?.text ?? FlutterL10nConfig.defaultTemplateFile
            let template = PathName.lexicallyNormalized(arbPath + "/" + templateName)
            guard PathName.kind(template) == .file else {
                let message =
                    read.templateFile == nil
                    ? "no template-arb-file, and gen-l10n's default \(templateName) is not a file in \(arbDirectory)"
                    : "template-arb-file \(templateName) is not a file in \(arbDirectory)"
                result.diagnostics.append(Diagnostic(.error, .flutterL10n, message, at: read.templateFile?.location ?? start))
                continue
            }
            result.arbSources += StringsDiscovery.find(in: [arbPath], exclude: exclude).sources.filter { $0.format.id == ARBReader.id }
            result.projects.append(
                Project(folder: folder, template: template, developmentLanguage: templateLanguage(template)))
        }
        return result
    }

    /// The language the template names: its `@@locale`, else its name's tail.
    static func templateLanguage(_ template: String) -> String? {
        if case .success(let bytes) = InputFile.read(template, limit: InputFile.maximumStringsBytes),
            let language = ARBReader.read(bytes: bytes, file: template).strings.first?.language, language.locale != nil
        {
            return language.canonicalIdentifier
        }
        return ARBReader.fileNameLanguage(template)
    }
}
