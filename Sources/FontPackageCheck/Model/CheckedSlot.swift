package import FontPackage

/// A slot a check asks for: a weight slot, upright or italic.
package struct CheckedSlot: Sendable, Hashable {
    package let slot: WeightSlot
    package let italic: Bool

    /// `light`, `bold italic`: how findings, rows and tables name the slot.
    package var name: String { italic ? "\(slot.name) italic" : slot.name }

    /// The upright slots always; italic slots too when the entry has italic faces.
    package static func all(of entry: PackEntry) -> [CheckedSlot] {
        let upright = WeightSlot.allCases.map { CheckedSlot(slot: $0, italic: false) }
        guard entry.hasItalicFaces else { return upright }
        return upright + WeightSlot.allCases.map { CheckedSlot(slot: $0, italic: true) }
    }
}
