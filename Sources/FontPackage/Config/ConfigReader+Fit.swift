internal import FontPackageSupport

extension ConfigReader {
    static let fitKeys = ["keys", "files", "maxWidth", "size", "textStyle", "contentSize", "slot"]

    /// `"fit": [{"keys": "tab.*", "files": "Localizable.strings", "maxWidth": 80, "size": 11}]`:
    /// width budgets, each with `keys`, `maxWidth` and one of `size` or
    /// `textStyle` (with an optional `contentSize`, Large by default); `files`
    /// and `slot` optional. A budget with an error is left out; the others are read.
    mutating func readFit(_ value: JSONValue) -> [FitBudget] {
        guard let elements = value.elements else {
            error(.wrongType, "expected an array of width budgets such as {\"keys\": \"tab.*\", \"maxWidth\": 80, \"size\": 11}, found \(value.typeName)", at: value, path: "fit")
            return []
        }
        return elements.enumerated().compactMap { index, element in readBudget(element, path: "fit[\(index)]") }
    }

    private mutating func readBudget(_ value: JSONValue, path: String) -> FitBudget? {
        guard let fields = value.members else {
            error(.wrongType, "expected an object such as {\"keys\": \"tab.*\", \"maxWidth\": 80, \"size\": 11}, found \(value.typeName)", at: value, path: path)
            return nil
        }
        checkKeys(fields, known: Self.fitKeys, path: path)
        func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        var valid = true
        func pattern(_ key: String) -> String? {
            guard let found = field(key) else { return nil }
            guard case .string(let text) = found.kind else {
                error(.wrongType, "expected a pattern string (* any run of characters, ? one), found \(found.typeName)", at: found, path: path + "." + key)
                valid = false
                return nil
            }
            guard !text.trimmingASCIIWhitespace().isEmpty else {
                error(.emptyValue, "\"\(key)\" is empty; \"*\" matches everything", at: found, path: path + "." + key)
                valid = false
                return nil
            }
            return text
        }
        func points(_ key: String, what: String) -> Double? {
            guard let found = field(key) else { return nil }
            guard case .number(let number, let text) = found.kind else {
                error(.wrongType, "expected a number of points, found \(found.typeName)", at: found, path: path + "." + key)
                valid = false
                return nil
            }
            guard number > 0 && number <= 10000 else {
                error(.sizeOutOfRange, "\(what), more than 0 and at most 10000 points, found \(text)", at: found, path: path + "." + key)
                valid = false
                return nil
            }
            return number
        }
        let keys = pattern("keys")
        if field("keys") == nil {
            error(.missingKey, "missing required key \"keys\" (the string keys the budget holds, such as \"tab.*\")", at: value, path: path)
            valid = false
        }
        let files = pattern("files")
        let maxWidth = points("maxWidth", what: "maxWidth is the width the string must fit")
        if field("maxWidth") == nil {
            error(.missingKey, "missing required key \"maxWidth\" (the width in points the strings must fit)", at: value, path: path)
            valid = false
        }
        let size = points("size", what: "size is the point size the strings are drawn at")
        var style: TextStyle?
        if let found = field("textStyle") {
            if case .string(let text) = found.kind, let parsed = TextStyle(parsing: text) {
                style = parsed
            } else {
                let known = TextStyle.allCases.map(\.rawValue)
                let text = if case .string(let text) = found.kind { "\"\(text)\"" } else { found.typeName }
                error(.unknownTextStyle, "\(text) is not a UIKit text style (\(known.joined(separator: ", ")))", at: found, path: path + ".textStyle")
                valid = false
            }
        }
        var category = ContentSizeCategory.large
        if let found = field("contentSize") {
            if case .string(let text) = found.kind, let parsed = ContentSizeCategory(parsing: text) {
                category = parsed
            } else {
                error(.wrongType, "expected a content size (xSmall ... xxxLarge, AX1 ... AX5), found \(found.typeName)", at: found, path: path + ".contentSize")
                valid = false
            }
            if field("textStyle") == nil {
                error(.missingKey, "contentSize sizes a textStyle; give \"textStyle\" too", at: found, path: path + ".contentSize")
                valid = false
            }
        }
        switch (field("size"), field("textStyle")) {
        case (nil, nil):
            error(.missingKey, "missing \"size\" (points) or \"textStyle\" (a UIKit text style): the size the strings are drawn at", at: value, path: path)
            valid = false
        case (.some, .some(let found)):
            error(.sizeAndTextStyle, "give \"size\" or \"textStyle\", not both", at: found, path: path + ".textStyle")
            valid = false
        default: break
        }
        var slot: WeightSlot?
        if let found = field("slot") {
            slot = readSlot(found, path: path + ".slot")
            if slot == nil { valid = false }
        }
        guard valid, let keys, let maxWidth else { return nil }
        let sized: FitBudget.Size = if let style { .textStyle(style, category) } else { .points(size ?? 0) }
        return FitBudget(
            keys: keys, files: files, maxWidth: maxWidth, size: sized, slot: slot, location: value.location, path: path)
    }
}

extension Diagnostic.Code {
    /// A `fit` budget gives both `size` and `textStyle`.
    static let sizeAndTextStyle: Self = "size-and-text-style"
}
