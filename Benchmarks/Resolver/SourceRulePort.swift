import FontPackage

/// The original hook's rule ported as it was written, as the baseline:
/// lowercase the name, test `contains`, look the slot up in a dictionary,
/// on every call.
struct SourceRulePort: Sendable {
    /// The pack for the bound language: slot number -> font name (the hook's `dataMap`).
    let dataMap: [Int: String]

    init(entry: PackEntry) {
        var map: [Int: String] = [:]
        for face in entry.faces {
            if let slot = face.slot { map[slot.rawValue] = face.name }
        }
        dataMap = map
    }

    /// `+fontpackage_name:`
    func fontName(for name: String) -> String? {
        let lowered = name.lowercased()
        var slot = 0
        if lowered.contains("medium") {
            slot = 1
        } else if lowered.contains("bold") {
            slot = 2
        }
        return dataMap[slot]
    }

    /// `systemFontOfSize:weight:` funnels into the name rule with "medium", "bold" or "".
    func systemFontName(weight: Double) -> String? {
        var name = ""
        if weight == 0.23 {
            name = "medium"
        } else if weight > 0.23 {
            name = "bold"
        }
        return fontName(for: name)
    }
}
