import FontPackage
package import FontPackageCheck
internal import FontPackageSupport

/// GitHub Actions workflow commands, one per finding and one per cause of
/// the strings' findings (``CauseResult``), which GitHub shows as
/// annotations on the pull request:
/// `::error file=Config/appfont.json,line=14,col=9,title=[missing-characters] vi light::message`.
/// A cause is annotated at its first string, and its message lists its first
/// strings' locations. A hint follows on a line of its own.
package enum GitHubAnnotations: Sendable {
    package static func lines(_ outcome: FindingOutcome, groups: FindingGrouping?, workingDirectory: String) -> [String] {
        CauseResult.results(outcome, groups: groups).map { result in
            switch result {
            case .finding(let entry, let group):
                return line(entry, hint: group?.hint, workingDirectory: workingDirectory)
            case .cause(let group, let entries):
                var text = CauseResult.text(group, entries)
                let listed = entries.prefix(CauseResult.locationsListed).map { entry in
                    let location = entry.finding.location.map { ArtifactPath.relative($0.file, to: workingDirectory) + ":\($0.line):\($0.column)" }
                    // A finding about the pack names no key.
                    return (location ?? "-") + (entry.finding.key.map { " " + quotedKey($0) } ?? "")
                }
                text += "\n" + listed.joined(separator: "\n")
                if entries.count > listed.count { text += "\nand \(entries.count - listed.count) more" }
                var first = entries[0]
                first.baselineState = CauseResult.baselineState(entries)
                return line(first, text: text, hint: group.hint, workingDirectory: workingDirectory)
            }
        }
    }

    static func line(_ entry: FindingOutcome.Entry, text: String? = nil, hint: String? = nil, workingDirectory: String) -> String {
        let finding = entry.finding
        // Accepted findings stay visible without turning the check red.
        let command: String
        switch entry.baselineState == .unchanged ? .note : finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let file = finding.location?.file ?? finding.font {
            properties.append(("file", ArtifactPath.relative(file, to: workingDirectory)))
        }
        if let location = finding.location, location.line > 0 {
            properties.append(("line", String(location.line)))
            if location.column > 0 { properties.append(("col", String(location.column))) }
        }
        var title = "[\(finding.code.rawValue)]"
        for part in [finding.language, finding.slot, finding.platform?.rawValue].compactMap({ $0 }) { title += " " + part }
        if entry.baselineState == .unchanged { title += " (baseline)" }
        properties.append(("title", title))
        let rendered = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        let message = (text ?? finding.text) + (hint.map { "\nhint: " + $0 } ?? "")
        return "::\(command) \(rendered)::\(escapeData(message))"
    }

    /// What GitHub's runner unescapes in a command's message.
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Properties also end at `,` and `:`, so those are escaped too.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
