/// A diagnostic as JSON: the one definition of its members, which
/// `encode(to:)`, `check --format json` (written straight into bytes, for
/// speed) and a baseline's identity of a finding all read.
///
/// ```json
/// {
///   "code" : "font-not-found",
///   "language" : "vi",
///   "location" : { "column" : 8, "file" : "Config/appfont.json", "line" : 14 },
///   "message" : "list[0].data[2].font: NotoSans-Bold: no font has that name",
///   "missing" : [],
///   "severity" : "error",
///   "slot" : "bold"
/// }
/// ```
///
/// `message` is ``Diagnostic/text`` (the document path in front), and the
/// source line is not written. Decoding reads the same members back.
extension Diagnostic {
    /// The members' keys, in the order they are written: sorted, as JSON with
    /// sorted keys has them, so the output is the same however it is encoded.
    package enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case characters, code, composable, font, key, language, location, message, missing, platform, requirement, severity, slot

        /// Whether the member names the problem, so that two runs' findings
        /// that agree on every such member are the same finding (a baseline
        /// matches on them): the code, what was checked (language, slot, font,
        /// string key, platform) and the missing code points. The others say
        /// where the problem is written or how it is worded, which an edit
        /// above the line or a reworded message changes.
        package var identifies: Bool {
            switch self {
            case .code, .font, .key, .language, .missing, .platform, .slot: true
            case .characters, .composable, .location, .message, .requirement, .severity: false
            }
        }
    }

    /// One member's value.
    package enum JSONValue: Sendable {
        case string(String)
        case strings([String])
        case codePoints([UInt32])
        case location(SourceLocation)
    }

    /// The members in key order; an absent optional field is left out,
    /// `missing` is always written (empty when nothing is missing).
    package var jsonMembers: [(key: CodingKeys, value: JSONValue)] {
        var members: [(key: CodingKeys, value: JSONValue)] = []
        members.reserveCapacity(CodingKeys.allCases.count)
        if let characters { members.append((.characters, .strings(characters))) }
        members.append((.code, .string(code.rawValue)))
        if let composable { members.append((.composable, .codePoints(composable))) }
        if let font { members.append((.font, .string(font))) }
        if let key { members.append((.key, .string(key))) }
        if let language { members.append((.language, .string(language))) }
        if let location { members.append((.location, .location(location))) }
        members.append((.message, .string(text)))
        members.append((.missing, .codePoints(missing)))
        if let platform { members.append((.platform, .string(platform.rawValue))) }
        if let requirement { members.append((.requirement, .string(requirement))) }
        members.append((.severity, .string(severity.rawValue)))
        if let slot { members.append((.slot, .string(slot))) }
        return members
    }

    /// Writes `jsonMembers`, the members every JSON output of a finding shares.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (key, value) in jsonMembers {
            switch value {
            case .string(let text): try container.encode(text, forKey: key)
            case .strings(let texts): try container.encode(texts, forKey: key)
            case .codePoints(let codePoints): try container.encode(codePoints, forKey: key)
            case .location(let location): try container.encode(location, forKey: key)
            }
        }
    }
}

extension Diagnostic {
    /// Reads what `encode(to:)` writes: the message read back holds the
    /// document path in front, as written, and there is no source line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Severity.self, forKey: .severity),
            try container.decode(Code.self, forKey: .code),
            try container.decode(String.self, forKey: .message),
            at: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            slot: try container.decodeIfPresent(String.self, forKey: .slot),
            font: try container.decodeIfPresent(String.self, forKey: .font),
            requirement: try container.decodeIfPresent(String.self, forKey: .requirement),
            missing: try container.decode([UInt32].self, forKey: .missing),
            composable: try container.decodeIfPresent([UInt32].self, forKey: .composable),
            key: try container.decodeIfPresent(String.self, forKey: .key),
            characters: try container.decodeIfPresent([String].self, forKey: .characters),
            platform: try container.decodeIfPresent(Platform.self, forKey: .platform))
    }
}
