public import FontPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
internal import FontPackageSupport

/// What makes two findings the same finding across runs: the members of the
/// finding's JSON that name the problem (``Diagnostic/CodingKeys/identifies``),
/// nothing that merely says where it is written, so a baseline survives edits
/// above the line and a pack moved to another folder.
package struct FindingIdentity: Sendable, Hashable {
    /// The identifying members as text: the font file's name without its
    /// folder, code points as decimal numbers joined by commas. An absent
    /// optional member has no entry.
    package private(set) var members: [Diagnostic.CodingKeys: String] = [:]

    package init(_ finding: Finding) {
        for (key, value) in finding.jsonMembers where key.identifies {
            switch value {
            case .string(let text): members[key] = key == .font ? PathName.lastComponent(text) : text
            case .codePoints(let codePoints): members[key] = codePoints.map(String.init).joined(separator: ",")
            case .strings(let texts): members[key] = texts.joined(separator: "\u{1F}")
            case .location(let location): members[key] = location.description
            }
        }
    }

    /// The members the fingerprint hashes first, in this order, present or
    /// not: those that identified a finding when `fontpackFindingIdentity/v1`
    /// was defined.
    static let fingerprinted: [Diagnostic.CodingKeys] = [.code, .language, .slot, .font, .key, .missing]

    /// A stable hex digest (FNV-1a, 64 bits) of the identity, for SARIF's
    /// `partialFingerprints`: the same on every machine and every run.
    package var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ text: String?) {
            // A field separator and a nil marker keep ("ab", nil) apart from ("a", "b").
            for byte in (text.map { "=" + $0 } ?? "-").utf8 + [0x1F] {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
        }
        for key in Self.fingerprinted { add(members[key]) }
        // Members that identify a finding since then (the platform) are hashed
        // only when present, so every other finding keeps the fingerprint it had.
        for key in Diagnostic.CodingKeys.allCases where key.identifies && !Self.fingerprinted.contains(key) {
            if let text = members[key] { add(text) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The findings of an accepted run (`check --format json`), read back so a
/// later run fails only on findings that are not in it.
public struct Baseline: Sendable {
    /// The accepted findings as written, with the positions they had then.
    public var findings: [Finding]

    package init(findings: [Finding]) { self.findings = findings }

    /// Reads a `check --format json` file. A missing file, bad JSON or a
    /// member of the wrong type is an error at its `file:line:column`.
    public static func load(path: String) throws(DiagnosticError) -> Baseline {
        try parse(bytes: JSONDocument.readFile(path, code: .unreadableBaseline, what: "baseline file"), file: path)
    }

    package static func parse(bytes: [UInt8], file: String) throws(DiagnosticError) -> Baseline {
        let document = try JSONDocument(located: bytes, file: file)
        var reader = BaselineReader(document: document)
        let findings = reader.read()
        if !reader.problems.isEmpty { throw DiagnosticError(reader.problems) }
        return Baseline(findings: findings)
    }
}

/// Reads the finding members a baseline needs, collecting every problem.
private struct BaselineReader {
    let document: JSONDocument
    var problems: [Diagnostic] = []

    init(document: JSONDocument) { self.document = document }

    mutating func read() -> [Finding] {
        guard let findings = document.root["findings"] else {
            problem(document.root, "findings", "expected an object with a \"findings\" array (the output of check --format json)")
            return []
        }
        guard let elements = findings.value.elements else {
            problem(findings.value, "findings", "expected an array, found \(findings.value.typeName)")
            return []
        }
        return elements.enumerated().compactMap { position, element in
            finding(element, path: "findings[\(position)]")
        }
    }

    mutating func finding(_ value: JSONValue, path: String) -> Finding? {
        guard value.members != nil else {
            problem(value, path, "expected an object, found \(value.typeName)")
            return nil
        }
        guard let codeMember = value["code"] else {
            problem(value, path, "missing key \"code\"")
            return nil
        }
        guard let code = string(codeMember.value, path: path + ".code") else { return nil }
        let severityText = value["severity"].flatMap { string($0.value, path: path + ".severity") }
        let severity = severityText.flatMap(Diagnostic.Severity.init(rawValue:)) ?? .error
        var finding = Finding(
            severity, Diagnostic.Code(rawValue: code),
            value["message"].flatMap { string($0.value, path: path + ".message") } ?? "",
            language: optionalString(value, "language", path: path), slot: optionalString(value, "slot", path: path),
            font: optionalString(value, "font", path: path), requirement: optionalString(value, "requirement", path: path),
            key: optionalString(value, "key", path: path))
        if let missing = value["missing"] { finding.missing = codePoints(missing.value, path: path + ".missing") }
        if let location = value["location"] { finding.location = self.location(location.value, path: path + ".location") }
        if let platform = optionalString(value, "platform", path: path) { finding.platform = Platform(rawValue: platform) }
        return finding
    }

    mutating func optionalString(_ object: JSONValue, _ key: String, path: String) -> String? {
        guard let member = object[key] else { return nil }
        if case .null = member.value.kind { return nil }
        return string(member.value, path: "\(path).\(key)")
    }

    mutating func string(_ value: JSONValue, path: String) -> String? {
        if let text = value.stringValue { return text }
        problem(value, path, "expected a string, found \(value.typeName)")
        return nil
    }

    mutating func codePoints(_ value: JSONValue, path: String) -> [UInt32] {
        guard let elements = value.elements else {
            problem(value, path, "expected an array of code points, found \(value.typeName)")
            return []
        }
        return elements.enumerated().compactMap { position, element in
            guard case .number(let number, _) = element.kind, number >= 0, number <= 0x10FFFF, number == number.rounded()
            else {
                problem(element, "\(path)[\(position)]", "expected a code point (an integer 0-1114111), found \(element.typeName)")
                return nil
            }
            return UInt32(number)
        }
    }

    mutating func location(_ value: JSONValue, path: String) -> SourceLocation? {
        guard value.members != nil, let file = value["file"]?.value.stringValue else {
            problem(value, path, "expected an object with \"file\", \"line\" and \"column\"")
            return nil
        }
        func integer(_ key: String) -> Int {
            guard case .number(let number, _)? = value[key]?.value.kind else { return 0 }
            return Int(exactly: number) ?? 0
        }
        return SourceLocation(file: file, line: integer("line"), column: integer("column"))
    }

    mutating func problem(_ value: JSONValue, _ path: String, _ message: String) {
        problems.append(document.diagnostic(.error, .invalidBaseline, message, at: value.location, path: path))
    }
}
