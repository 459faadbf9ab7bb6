package import FontPackage
package import FontPackageInspection

/// One located face of a (language, slot)'s chain: the entry's own face
/// first, then each `fallback` link's face for the same slot, in order.
package struct ChainLink: Sendable, Hashable {
    /// The link as the config writes it; nil for the entry's own face.
    package let link: String?
    /// The env of the entry an entry link names; nil for the own face and font links.
    package let env: String?
    /// The face that serves; nil when the link's font is not in the pack.
    package let face: FaceID?
    /// The slot of the face that serves (`light`, `bold italic`, `weight 600`).
    package let usedSlot: String
    /// True when the link has no face of the asked slot and another weight serves.
    package let otherWeight: Bool
    /// Where the link (or, for the own face, the config face) is written.
    package let location: SourceLocation

    /// The entry's own face, not a fallback link.
    package var isOwnFace: Bool { link == nil }

    /// `NotoSansHebrew-Regular` or `ar (entry)`: how findings and outputs name the link.
    package var label: String {
        guard let link else { return "own face" }
        return env == nil ? link : "\(link) (entry)"
    }
}

extension FaceLocations {
    /// The chain of every (entry, slot) the config has: the own face, then the
    /// links of ``FontPackConfig/fallback(of:)``, each found in the pack by
    /// the weight rule of ``FallbackLink/choose(slot:italic:faces:)`` (font
    /// links) or the named entry's own fallback (entry links). A face already
    /// in the chain is not repeated. A font link missing from the pack is a
    /// finding, once per place it is written.
    mutating func locateChains(_ config: FontPackConfig, in index: FontIndex) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<String>()
        var families: [String: (faces: [FontFace], error: FontLookupError?)] = [:]
        func family(of name: String) -> (faces: [FontFace], error: FontLookupError?) {
            if let known = families[name] { return known }
            let found: (faces: [FontFace], error: FontLookupError?)
            do {
                let face = try index.find(name: name)
                found = (index.faces.filter { $0.family == face.family }, nil)
            } catch {
                let wanted = name.lowercased()
                let byFamily = index.faces.filter { $0.familyNames.contains { $0.lowercased() == wanted } }
                found = (byFamily, byFamily.isEmpty ? error : nil)
            }
            families[name] = found
            return found
        }
        for entry in config.entries {
            let links = config.fallback(of: entry)
            guard !links.isEmpty else { continue }
            for slot in CheckedSlot.all(of: entry) {
                var chain = [ownLink(of: entry, slot)]
                for link in links {
                    let located: ChainLink
                    if let target = link.entry {
                        let position = target.faceIndex(slot: slot.slot, weight: slot.slot.weight, italic: slot.italic)
                        let spec = target.faces[position]
                        located = ChainLink(
                            link: link.name, env: target.env, face: id(of: target, at: position),
                            usedSlot: spec.slotDescription, otherWeight: Self.slot(of: spec.weight, spec.slot) != slot.slot,
                            location: link.location)
                    } else {
                        let (faces, error) = family(of: link.name)
                        if let error {
                            if reported.insert(link.path).inserted {
                                findings.append(
                                    Finding(
                                        .error, .fontNotFound, "\(entry.env) fallback \(link.name): \(error) (in \(index.root))",
                                        at: link.location, language: entry.env))
                            }
                            located = ChainLink(
                                link: link.name, env: nil, face: nil, usedSlot: slot.name, otherWeight: false,
                                location: link.location)
                        } else {
                            let weights = faces.map { (weight: $0.weightClass ?? 400, italic: $0.isItalic) }
                            let chosen = faces[FallbackLink.choose(slot: slot.slot, italic: slot.italic, faces: weights)!]
                            let used = WeightSlot(weight: chosen.weightClass ?? 400)
                            indexed[chosen.id] = chosen
                            located = ChainLink(
                                link: link.name, env: nil, face: chosen.id,
                                usedSlot: CheckedSlot(slot: used, italic: chosen.isItalic).name,
                                otherWeight: used != slot.slot, location: link.location)
                        }
                    }
                    if let face = located.face, chain.contains(where: { $0.face == face }) { continue }
                    chain.append(located)
                }
                chains[ObjectIdentifier(entry), default: [:]][slot] = chain
            }
        }
        return findings
    }

    /// The entry's own face for `slot`, as the first link of its chain.
    func ownLink(of entry: PackEntry, _ slot: CheckedSlot) -> ChainLink {
        let position = entry.faceIndex(slot: slot.slot, weight: slot.slot.weight, italic: slot.italic)
        let spec = entry.faces[position]
        return ChainLink(
            link: nil, env: entry.env, face: id(of: entry, at: position), usedSlot: spec.slotDescription,
            otherWeight: Self.slot(of: spec.weight, spec.slot) != slot.slot, location: spec.location)
    }

    /// The chain of (entry, slot): the own face, then the located links.
    package func chain(of entry: PackEntry, _ slot: CheckedSlot) -> [ChainLink] {
        chains[ObjectIdentifier(entry)]?[slot] ?? [ownLink(of: entry, slot)]
    }

    private static func slot(of weight: Int, _ slot: WeightSlot?) -> WeightSlot { slot ?? WeightSlot(weight: weight) }
}

extension LocatedFaces {
    /// The chain of (entry, slot), computed once when the pack was located:
    /// the entry's own face first, then each fallback link's face.
    package func chain(of entry: PackEntry, _ slot: CheckedSlot) -> [ChainLink] { locations.chain(of: entry, slot) }

    /// The faces of the chain of (entry, slot) in order, as a plain list:
    /// what exports read to write a platform's own fallback order. Links not
    /// found in the pack are left out.
    package func chainFaces(of entry: PackEntry, _ slot: CheckedSlot) -> [FontFace] {
        chain(of: entry, slot).compactMap { $0.face.flatMap { faces[$0] } }
    }
}

extension LocatedFaces {
    /// The face of the chain of (entry, slot) that draws a text: the first
    /// whose character map has all of `characters`, else the own face. A run
    /// of one script goes to one font of the chain, as the platforms' per-run
    /// fallback does; shaping checks use this face.
    package func drawingFace(of entry: PackEntry, _ slot: CheckedSlot, for characters: [UInt32]) -> FontFace? {
        let own = serving(entry, slot).face
        guard locations.chains[ObjectIdentifier(entry)] != nil, let own else { return own }
        if characters.allSatisfy(own.characters.contains) { return own }
        return chainFaces(of: entry, slot).first { face in characters.allSatisfy(face.characters.contains) } ?? own
    }
}

extension ShapingSample {
    /// Every character the sample shapes.
    package var characters: [UInt32] { joiningLetters + conjuncts.flatMap { $0 } + markPairs.flatMap { $0 } }
}
